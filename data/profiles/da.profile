# anna profile da: the Danish words of the 2009 Danish text (Tillæg E,
# E2.1; docs/rules.md VOC-2). Format: docs/profiles.md. One `key = text` per
# line; # starts a comment line. {1}..{4} are filled in by anna.
# The profile da-de builds on this one with the German numerals.

# espeak-ng voice
voice = da

# Pronunciation fixes (docs/profiles.md): espeak-ng 1.51's Danish voice
# stresses Cecilie on the first syllable.
fix.Cecilie = ses'i:lj@

# Files a..h and ranks 1..8, counted from White's side (VOC-2)
file.a = Anna
file.b = Bodil
file.c = Cecilie
file.d = Dora
file.e = Erik
file.f = Frederik
file.g = Gustav
file.h = Henrik
rank.1 = et
rank.2 = to
rank.3 = tre
rank.4 = fire
rank.5 = fem
rank.6 = seks
rank.7 = syv
rank.8 = otte

# Pieces as spoken
piece.king = konge
piece.queen = dronning
piece.rook = tårn
piece.bishop = løber
piece.knight = springer
piece.pawn = bonde

# Piece letters of written notation (scoresheets, SAN) for K Q R B N P,
# separated by blanks (core/notation.h, anna_letters_parse)
letters = K D T L S B

# Braille (docs/braille.md): the liblouis table of this language's braille
# code, and the words of a braille scoresheet (BRF)
braille.table = da-dk-g16.ctb
brf.title = Notationsark
brf.event = Turnering: {1}
brf.site = Sted: {1}
brf.date = Dato: {1}
brf.round = Runde: {1}
brf.white = Hvid: {1}
brf.black = Sort: {1}
brf.result = Resultat: {1}
braille.table_missing = Punkttabellen {1} kan ikke indlæses. Installer liblouis-data, eller angiv en tabel, som liblouis har (ls /usr/share/liblouis/tables), for eksempel --table da-dk-g16.ctb.
braille.text = Teksten til punktskrift er ikke UTF-8.
braille.unavailable = Denne anna er bygget uden liblouis og kan ikke skrive punktskrift. Installer liblouis-dev og byg anna igen.
braille.size = En punktside skal have {1} til {2} celler eller linjer.
display.unavailable = Punktdisplayet kan ikke nås gennem brltty på {1} ({2}). Start brltty med displayet tilsluttet (sudo systemctl start brltty), eller angiv den rigtige BrlAPI-vært; de andre udgange fortsætter.
display.silent = Punktdisplayet kan ikke nås: brltty på {1} tog imod forbindelsen, men svarede ikke inden for {2} sekunder. Genstart brltty (sudo systemctl restart brltty) og derefter anna; de andre udgange fortsætter.
display.gone = Punktdisplayet kan ikke længere nås: brltty på {1} lukkede forbindelsen. Start brltty igen (sudo systemctl start brltty) og derefter anna; de andre udgange fortsætter.
display.none = brltty på {1} svarer, men der er ikke tilsluttet noget punktdisplay. Tilslut displayet, kontrollér driver og enhed i /etc/brltty.conf (braille-driver, braille-device), genstart brltty (sudo systemctl restart brltty) og derefter anna; de andre udgange fortsætter.
display.unbuilt = Denne anna er bygget uden libbrlapi og kan ikke bruge et punktdisplay. Installer libbrlapi-dev og byg anna igen.
display.keymap_open = Punkttastaturkortet {1} kan ikke åbnes ({2}). Kontroller navnet og rettighederne.
display.keymap_line = Punkttastaturkortet {1}, linje {2}, kan ikke læses: skriv KOMMANDO = HANDLING med en af brlttys kommandoer og en af annas handlinger (docs/braille.md).
cmd.braille.sample = Springer g1-f3
cmd.braille.key = Tast: {1}
help.braille = anna braille test [--host VÆRT] [--auth FIL] [--table TABEL] [--keys FIL] [--seconds N] [SÆTNING...]\n\nViser hver sætning (ellers et træk) i profilens punktskrift på det punktdisplay, brltty styrer, for at kontrollere det før et parti, og læser så dets taster i --seconds sekunder: panoreringstasterne viser sætningens næste og forrige vindue, linjetasterne sætningerne før og efter; alle andre tasters handling udskrives.\n  --host VÆRT     brlttys BrlAPI (ellers BrlAPIs standard eller $BRLAPI_HOST)\n  --auth FIL      BrlAPIs nøglefil eller none (ellers BrlAPIs standard)\n  --table TABEL   en liblouis-tabel (ellers profilens)\n  --keys FIL      tastaturkortet (ellers data/braille/keys.map)\n  --seconds N     hvor længe taster læses, 0 til 3600 (ellers 0)\ndocs/braille.md forklarer det.
speechd.unavailable = anna kan ikke nå speech-dispatcher ({1}). Indtil videre taler anna med sin egen stemme (espeak-ng), gennem lydkortet, hvis der er et. Installer og start den (sudo apt-get install speech-dispatcher; den starter med din session), eller vælg en anden udgang for denne lytter i annad.conf; de andre udgange fortsætter.
speechd.unbuilt = Denne anna er bygget uden libspeechd og kan ikke tale gennem speech-dispatcher. Installer libspeechd-dev og byg anna igen. Indtil videre taler anna med sin egen stemme (espeak-ng), gennem lydkortet, hvis der er et.
speechd.lost = speech-dispatcher svarer ikke længere (udgangen for "{1}" i annad.conf). anna fortsætter med sin egen stemme (espeak-ng), gennem lydkortet, hvis der er et, og siger igen det, som speech-dispatcher ikke sagde. anna prøver at nå den igen hvert 2. sekund: start speech-dispatcher igen for at høre din egen stemme.
speechd.back = speech-dispatcher svarer igen (udgangen for "{1}" i annad.conf): du hører din egen stemme igen.

# Move phrases
castle.short = kort rokade
castle.long = lang rokade
move.takes = slår
move.promotes = forvandling til
move.en_passant = en passant
move.check = skak
move.checkmate = skakmat
move.stalemate = pat
color.white = hvid
color.black = sort

# The end of the game, said after the move. .white / .black: the side
# that was mated, resigned or overstepped the time.
end.checkmate.white = Sort vinder ved skakmat.
end.checkmate.black = Hvid vinder ved skakmat.
end.resigned.white = Hvid opgiver. Sort vinder.
end.resigned.black = Sort opgiver. Hvid vinder.
end.time.white = Hvid har overskredet betænkningstiden. Sort vinder.
end.time.black = Sort har overskredet betænkningstiden. Hvid vinder.
end.time_draw = Tiden er overskredet, men modstanderen kan ikke længere sætte mat. Remis.
end.stalemate = Pat. Remis.
end.dead_position = Mat er ikke længere muligt. Remis.
end.repetition5 = Samme stilling for femte gang. Remis.
end.moves75 = Femoghalvfjerds træk uden slag og uden bondetræk. Remis.
end.repetition3 = Samme stilling for tredje gang. Remis.
end.moves50 = Halvtreds træk uden slag og uden bondetræk. Remis.
end.agreement = Remis efter aftale.

# Cardinal numbers for the clock and move counts (0..99, the hundreds,
# and how a hundred joins the rest: {1} hundreds, {2} the 1..99 word).
# The unit phrases below carry the gender of "one".
num.0 = nul
num.1 = en
num.2 = to
num.3 = tre
num.4 = fire
num.5 = fem
num.6 = seks
num.7 = syv
num.8 = otte
num.9 = ni
num.10 = ti
num.11 = elleve
num.12 = tolv
num.13 = tretten
num.14 = fjorten
num.15 = femten
num.16 = seksten
num.17 = sytten
num.18 = atten
num.19 = nitten
num.20 = tyve
num.21 = enogtyve
num.22 = toogtyve
num.23 = treogtyve
num.24 = fireogtyve
num.25 = femogtyve
num.26 = seksogtyve
num.27 = syvogtyve
num.28 = otteogtyve
num.29 = niogtyve
num.30 = tredive
num.31 = enogtredive
num.32 = toogtredive
num.33 = treogtredive
num.34 = fireogtredive
num.35 = femogtredive
num.36 = seksogtredive
num.37 = syvogtredive
num.38 = otteogtredive
num.39 = niogtredive
num.40 = fyrre
num.41 = enogfyrre
num.42 = toogfyrre
num.43 = treogfyrre
num.44 = fireogfyrre
num.45 = femogfyrre
num.46 = seksogfyrre
num.47 = syvogfyrre
num.48 = otteogfyrre
num.49 = niogfyrre
num.50 = halvtreds
num.51 = enoghalvtreds
num.52 = tooghalvtreds
num.53 = treoghalvtreds
num.54 = fireoghalvtreds
num.55 = femoghalvtreds
num.56 = seksoghalvtreds
num.57 = syvoghalvtreds
num.58 = otteoghalvtreds
num.59 = nioghalvtreds
num.60 = tres
num.61 = enogtres
num.62 = toogtres
num.63 = treogtres
num.64 = fireogtres
num.65 = femogtres
num.66 = seksogtres
num.67 = syvogtres
num.68 = otteogtres
num.69 = niogtres
num.70 = halvfjerds
num.71 = enoghalvfjerds
num.72 = tooghalvfjerds
num.73 = treoghalvfjerds
num.74 = fireoghalvfjerds
num.75 = femoghalvfjerds
num.76 = seksoghalvfjerds
num.77 = syvoghalvfjerds
num.78 = otteoghalvfjerds
num.79 = nioghalvfjerds
num.80 = firs
num.81 = enogfirs
num.82 = toogfirs
num.83 = treogfirs
num.84 = fireogfirs
num.85 = femogfirs
num.86 = seksogfirs
num.87 = syvogfirs
num.88 = otteogfirs
num.89 = niogfirs
num.90 = halvfems
num.91 = enoghalvfems
num.92 = tooghalvfems
num.93 = treoghalvfems
num.94 = fireoghalvfems
num.95 = femoghalvfems
num.96 = seksoghalvfems
num.97 = syvoghalvfems
num.98 = otteoghalvfems
num.99 = nioghalvfems
num.100 = hundrede
num.200 = to hundrede
num.300 = tre hundrede
num.400 = fire hundrede
num.500 = fem hundrede
num.600 = seks hundrede
num.700 = syv hundrede
num.800 = otte hundrede
num.900 = ni hundrede
num.compose = {1} og {2}

# Quantities: .one with the unit's gender, .many with the number {1}
unit.hour.one = en time
unit.hour.many = {1} timer
unit.minute.one = et minut
unit.minute.many = {1} minutter
unit.second.one = et sekund
unit.second.many = {1} sekunder
unit.move.one = et træk
unit.move.many = {1} træk

# Where an error was found: {1} the message, {2} line, {3} column
error.at_line = {1} (linje {2})
error.at_line_column = {1} (linje {2}, kolonne {3})

# anna say: {1} which move, {2} the move as typed, {3} what is wrong
say.bad_move = Træk {1} "{2}": {3}
# {1} a move that means {2} with this profile's letters, {3} with English ones
say.letter_sets = "{1}" er trækket {2} med denne profils bogstaver og trækket {3} med engelske bogstaver. Skriv det entydigt, for eksempel langt ({2}) eller som UCI.
say.white_to_move = "{1}" er et træk for sort, men hvid er i trækket. Kontrollér trækkenes rækkefølge.
say.black_to_move = "{1}" er et træk for hvid, men sort er i trækket. Kontrollér trækkenes rækkefølge.

# ---- Messages (core/messages.def) ----
msg.none = Ingen fejl.

# FEN (core/fen.c)
fen.empty = FEN'en er tom. Angiv en stilling, for eksempel udgangsstillingen.
fen.fields = Antal felter i FEN'en: {1}; der skal være 6 (eller 4) adskilt af mellemrum: stilling, hvem der er i trækket, rokaderettigheder, en passant-felt, halvtræk, træknummer.
fen.rank_count = FEN-felt 1: {1} rækker i stedet for 8. Adskil de otte rækker med "/", fra række 8 til række 1.
fen.rank_length = FEN-felt 1: række {1} beskriver {2} felter i stedet for 8. Tæl brikkerne og cifrene i rækken igen.
fen.piece_char = FEN-felt 1: række {1} indeholder "{2}", som hverken er en brik (K Q R B N P, sort med små bogstaver) eller et ciffer fra 1 til 8.
fen.side = FEN-felt 2: "{1}" angiver ikke, hvem der er i trækket. Skriv w for hvid eller b for sort.
fen.castling_char = FEN-felt 3: "{1}" er ikke en rokaderettighed. Brug K, Q, k og q i den rækkefølge, eller - for ingen.
fen.castling_repeat = FEN-felt 3: rokaderettigheden "{1}" står to gange. Skriv K, Q, k og q højst én gang hver.
fen.castling_pieces = FEN-felt 3: rokaderettighed {1}, men kongen eller tårnet står ikke på sit udgangsfelt. Fjern rettigheden eller ret stillingen.
fen.ep_square = FEN-felt 4: "{1}" er ikke et felt. Skriv feltet bag bonden, der lige har flyttet to felter, for eksempel e3, eller -.
fen.ep_rank = FEN-felt 4: en passant-feltet {1} ligger ikke på række 3 eller 6. Skriv feltet bag bonden, der lige har flyttet to felter, eller -.
fen.ep_rank_white = FEN-felt 4: når hvid er i trækket, skal en passant-feltet {1} ligge på række 6, bag den sorte bonde, der lige har flyttet to felter. Skriv det felt eller -.
fen.ep_rank_black = FEN-felt 4: når sort er i trækket, skal en passant-feltet {1} ligge på række 3, bag den hvide bonde, der lige har flyttet to felter. Skriv det felt eller -.
fen.ep_no_pawn = FEN-felt 4: ved en passant-feltet {1} står ingen bonde, der lige kan have flyttet to felter. Skriv - eller ret stillingen.
fen.ep_occupied = FEN-felt 4: til en passant-feltet {1} skal {2} være tomt, men der står noget. Skriv - eller ret stillingen.
fen.ep_halfmove = FEN-felt 4 og 5: en passant-felt {1}, men halvtrækstælleren er {2}; lige efter et dobbelttræk er den 0. Skriv - i felt 4 eller 0 i felt 5.
fen.ep_check = FEN-felt 4: en passant-felt {1}, men kongen i trækket står i skak fra {2}, som dobbelttrækket ikke kan have givet. Skriv - eller ret stillingen.
fen.halfmove = FEN-felt 5: "{1}" er ikke et antal halvtræk. Skriv et helt tal fra 0.
fen.fullmove = FEN-felt 6: "{1}" er ikke et træknummer. Skriv et helt tal fra 1.
fen.white_kings = FEN-felt 1: hvid har {1} konger; der skal være præcis én.
fen.black_kings = FEN-felt 1: sort har {1} konger; der skal være præcis én.
fen.pawn_rank = FEN-felt 1: der står en bonde på {1}, men ingen bonde kan stå på række 1 eller 8.
fen.white_too_many = FEN-felt 1: hvid har {1} brikker; en side har højst 16. Ret stillingen.
fen.black_too_many = FEN-felt 1: sort har {1} brikker; en side har højst 16. Ret stillingen.
fen.white_too_many_pawns = FEN-felt 1: hvid har {1} bønder; en side har højst 8. Ret stillingen.
fen.black_too_many_pawns = FEN-felt 1: sort har {1} bønder; en side har højst 8. Ret stillingen.
fen.white_too_many_promoted = FEN-felt 1: hvid har {1} officerer mere end i udgangsstillingen, men der mangler kun {2} bønder, som kan være forvandlet. Ret stillingen.
fen.black_too_many_promoted = FEN-felt 1: sort har {1} officerer mere end i udgangsstillingen, men der mangler kun {2} bønder, som kan være forvandlet. Ret stillingen.
fen.opponent_in_check = FEN: siden, der ikke er i trækket, står i skak. Det kan ikke ske i et parti; kontroller felt 2 og stillingen.
fen.impossible_check = FEN: kongen i trækket står i skak fra {1} brikker, men et træk giver højst dobbeltskak. Ret stillingen.
fen.impossible_double_check = FEN: kongen i trækket står i skak fra både {1} og {2}, men to bønder eller springere giver aldrig skak samtidig. Ret stillingen.
fen.double_check_lines = FEN: kongen i trækket står i skak fra både {1} og {2}, men intet enkelt træk kan give den ene skak og afdække den anden. Ret stillingen.
fen.trailing = FEN: efter de seks felter står der "{1}". Fjern det.

# Notation (core/notation.c): reading moves (the move as typed comes first), piece letter sets
notation.empty = Der er ikke angivet noget træk. Skriv et træk, for eksempel Sf3, e2-e4 eller 5254.
notation.unreadable = "{1}" kan ikke læses som et træk: tegn {2} passer ikke. Skriv det som Sf3, exd5, e8=D, 0-0, g1f3 eller 7163.
notation.illegal = {1} er ikke et lovligt træk i denne stilling. Kontroller brikken, felterne og hvem der er i trækket.
notation.ambiguous = {1} er tvetydigt: det passer på {2}. Tilføj linjen eller rækken for den brik, der flytter.
notation.letter_sets = "{1}" er trækket {2} med denne profils bogstaver og {3} med engelske bogstaver. Skriv det entydigt, langt ({2}) eller som UCI.
notation.castling_illegal = {1}: rokade er ikke tilladt nu (kongen eller tårnet har flyttet, et felt imellem er besat, eller kongen står i skak, passerer et angrebet felt eller ender på et).
notation.promotion_missing = {1} er en bondeforvandling: tilføj den nye brik, for eksempel =D, =T, =L eller =S.
notation.promotion_piece = {1}: en bonde kan kun forvandles til dronning, tårn, løber eller springer.
notation.promotion_unexpected = {1}: i dette træk når ingen bonde sidste række, så der er ingen forvandling. Fjern brikken efter feltet.
notation.not_capture = {1}: der er intet at slå på {2}. Fjern x'et, eller kontroller feltet.
notation.not_en_passant = {1}: dette træk er ikke et slag en passant. Fjern "e.p.", eller kontroller trækket.
notation.letters_count = Brikbogstaverne angiver {1} bogstaver; der skal være 5 (K D T L S) eller 6 (med bonden) adskilt af mellemrum, og for egne sorte bogstaver derefter "/" og de sorte.
notation.letters_too_long = Brikbogstavet "{1}" er længere end {2} byte. Vælg et kortere.
notation.letters_missing = Brikbogstav nummer {1} mangler (talt hvid K D T L S B, derefter sort K D T L S B). Angiv et bogstav for hver brik.
notation.letters_reserved = Brikbogstavet "{1}" begynder med et tegn, som notationen selv bruger (linje a-h, ciffer, x, O, -, =, +, # og lignende). Vælg et andet.
notation.letters_duplicate = Brikbogstaverne "{1}" og "{2}" kan ikke skelnes: det ene er lig med det andet eller dets begyndelse. Vælg forskellige bogstaver.
notation.letters_utf8 = Brikbogstav nummer {1} (talt hvid K D T L S B, derefter sort K D T L S B) er ikke gyldig UTF-8-tekst eller indeholder et styretegn. Skriv det igen.

# Profiles (speech/profile.c); the line number is added by error.at_line
profile.name = "{1}" er ikke et profilnavn. Et navn består af bogstaver, cifre, - og _, for eksempel fide-de.
profile.open = Profilfilen {1} kan ikke åbnes. Kontroller navnet og datamappen (ANNA_DATADIR).
profile.read = Profilfilen {1} kan ikke læses. Kontroller filen og dens rettigheder.
profile.too_large = Profilfilen {1} er større end {2} byte; det er ikke en profil.
profile.bad_utf8 = {1}: linjen er ikke gyldig UTF-8. Gem filen med tegnsættet UTF-8.
profile.no_equals = {1}: "{2}" mangler "=". Hver linje er "nøgle = tekst", tom eller en kommentar med #.
profile.empty_key = {1}: nøglen før "=" mangler.
profile.empty_value = {1}: nøglen {2} har ingen tekst. Skriv teksten efter "=".
profile.unknown_key = {1}: ukendt nøgle {2}. Kontroller stavemåden; docs/profiles.md viser alle nøgler.
profile.duplicate_key = {1}: nøglen {2} står allerede på linje {3}. Slet en af de to linjer.
profile.missing_key = {1}: nøglen {2} mangler. Tilføj en linje "{2} = tekst".
profile.placeholder = {1}: i {2} er "{3}" ikke en gyldig pladsholder. Teksten kan indsætte {4} værdier, skrevet {{1}}, {{2}} og så videre; en klamme skrives dobbelt.
profile.bad_base = {1}: basisprofilen "{2}" findes ikke. Den skal være filen {2}.profile i samme mappe, med et navn af bogstaver, cifre, - og _.
profile.base_cycle = {1}: basisprofilen "{2}" arver igen fra denne profil, eller kæden af baser er for lang. Fjern en base-linje.
profile.bad_fix = {1}: udtalerettelsen {2} er ugyldig. Ordet må ikke have mellemrum eller firkantede parenteser, fonemerne ikke firkantede parenteser.
profile.escape = {1}: i {2} er "{3}" ikke en gyldig escape-sekvens. Skriv \\n for et linjeskift og \\\\ for en omvendt skråstreg.
profile.nomem = For lidt hukommelse til at indlæse profilen.

# Time controls and the clock's messages (core/timecontrol.c, core/clock.c)
tc.empty = Betænkningstiden mangler. Angiv en, for eksempel 90m/40 + 30m, +30s.
tc.unknown = Betænkningstiden er "?" (ukendt). Angiv den rigtige betænkningstid.
tc.untimed = Betænkningstiden er "-" (uden ur). Uret skal have en betænkningstid.
tc.sandclock = Timeglas-betænkningstid ("*") understøttes ikke. Angiv en almindelig betænkningstid.
tc.char = Betænkningstid, periode {1}: uventet tegn "{2}". Kontroller skrivemåden der.
tc.number = Betænkningstid, periode {1}: "{2}" er ikke et gyldigt tal. Højst tre decimaler.
tc.moves_missing = Betænkningstid, periode {1}: antallet af træk før "/" mangler.
tc.moves_range = Betænkningstid, periode {1}: {2} træk ligger uden for 1 til 1000.
tc.time_missing = Betænkningstid, periode {1}: tiden mangler.
tc.time_range = Betænkningstid, periode {1}: "{2}" er for lang. Højst 100 timer.
tc.first_no_time = Betænkningstid: den første periode har ingen tid. Giv den en grundtid.
tc.bonus_missing = Betænkningstid, periode {1}: tillægstiden mangler efter tegnet.
tc.bonus_zero = Betænkningstid, periode {1}: tillægstiden er nul. Angiv sekunderne eller udelad den.
tc.rest_not_last = Betænkningstid, periode {1}: en periode for resten af partiet skal være den sidste.
tc.too_many = Betænkningstid: mere end {1} perioder. Brug færre.
tc.unit = Betænkningstid, periode {1}: "{2}" mangler en enhed: h, m, s eller ms.
tc.duration = "{1}" er ikke en tid. Skriv den som 90s, 2m, 1m30s, 1:30 (minutter:sekunder) eller 1:02:03 (timer), eller i millisekunder (90000).
tc.from_move = Betænkningstid: træk {1} begynder ikke en periode eller står i forkert rækkefølge. Angiv det første træk i en periode.
tc.trailing = Betænkningstid: "{1}" er tilovers til sidst. Fjern det.
tc.preset = Der findes ingen forudindstillet betænkningstid "{1}".
tc.edition = Udgave {1} af reglerne er ukendt. Brug 2009, 2014 eller 2017.
clock.state = Ur: handlingen {1} er ikke mulig i tilstanden {2}.
clock.time_backwards = Ur: tiden gik baglæns ({1} ms efter {2} ms). Det er en programfejl; meld den venligst.
clock.side = Ur: {1} er ikke en side (0 hvid, 1 sort).
clock.not_on_move = Ur: der blev trykket af den side, som ikke er i trækket. Intet blev ændret.
clock.ply = Ur: der er intet træk {1} at gå tilbage til; {2} stillinger er gemt.
clock.adjust = Ur: værdien {1} er uden for området for denne justering.
clock.no_flag = Ur: intet flag er faldet.
clock.clk = "{1}" er ikke en uraflæsning. Skriv T:MM:SS.

# The talking clock (speech/render_clock.c): who, then the templates;
# {1} is who, {2} a duration or a number of moves
clock.who.own = Du
clock.who.opponent = Modstander
clock.who.white = Hvid
clock.who.black = Sort
clock.time = {1}: {2}
clock.moves_made = {1}: {2} spillet
clock.to_control = {1}: {2} til tidskontrollen
clock.sudden_death = {1}: ingen yderligere tidskontrol
clock.warning = {1}: {2} tilbage
clock.control_reached = {1}: tidskontrol nået, {2} lagt til
clock.flag = {1}: flaget er faldet, tiden er gået
clock.time_used = {1}: har brugt {2}

# Partiens notation og PGN (core/game.c, core/pgn.c)

# input/: evemu recordings, key maps, devices (messages.def)

# Brætkort til sensorbrættet (board-io/boardmap.c); linjen tilføjes af error.at_line
# input/: the keypad: echoes, prompts, refusals, key labels, help (speech/words.def)

# Noteringsblanketter og sessionen (core/scoresheet.c, core/session.c)
sheet.flagged = Træk {1} på noteringsblanketten ("{2}") kunne ikke læses, så trækkene efter det er ikke kontrolleret. Ret træk {1} først.
sheet.no_entry = Noteringsblanketten har ingen post {1}.
session.vi_side = {1} er ikke en side for den synshæmmede spiller. Brug 0 for hvid eller 1 for sort.

board.why.unfinished_promotion = Bonden på sidste række skal forvandles til en officer.

session.withdrawn = Annonceringen trækkes tilbage
session.not_made = Brættet viser endnu intet træk
session.draw_declined = Remistilbuddet er afslået
session.paused = Uret er stoppet
session.resumed = Uret går igen
session.paused.why = Uret er stoppet: {1}
session.paused.training = Uret er stoppet. Fortsæt med kommandotasten, skråstreg, derefter 5.
session.pause_reason.disturbance = en forstyrrelse
session.pause_reason.wrong_setting = uret var indstillet forkert
session.pause_reason.defective = uret er defekt
session.pause_reason.displaced = brikker er flyttet ved et uheld
session.pause_reason.promotion_piece = en forvandlingsbrik hentes
session.pause_reason.reconcile = brætter og noteringer sammenlignes
session.pause_reason.assistant = der er brug for assistenten
session.entered = Meldt: {1}
session.held.illegal_move = Spillet venter på dommeren. {1}: ulovligt træk meldt. Vent på hans afgørelse.
session.held.claim = Spillet venter på dommeren. {1}: remis krævet. Vent på hans afgørelse.
session.held.quickplay = Spillet venter på dommeren. {1}: afgørelse krævet i de sidste to minutter. Vent på hans afgørelse.
session.held.reconcile = Spillet venter på dommeren: brættene sammenlignes med noteringerne. Vent på hans afgørelse.
session.held.flag = Spillet venter på dommeren. {1}: tiden er overskredet. Vent på hans afgørelse.
session.held.other = Spillet venter på dommeren. Vent på hans afgørelse.
session.decided.confirmed = Dommeren har afgjort: forslaget gælder.
session.decided.overridden = Dommeren har afgjort imod forslaget.
session.adjusted.add = {1}: {2} lagt til af dommeren
session.adjusted.deduct = {1}: {2} trukket fra af dommeren
session.adjusted.set = {1}: dommeren har stillet uret til {2}
session.started.your_move = Partiet begynder. Du spiller {1} og er i trækket; dit ur går.
session.started.their_move = Partiet begynder. Du spiller {1}; modstanderen er i trækket.
session.started.colours = Partiet begynder. {1} er i trækket.
session.switched.on = Dommeren har slået til: {1}
session.switched.off = Dommeren har slået fra: {1}
session.switch.check_words = meddelelse af skak og mat
session.switch.clock_warnings = automatiske tidsadvarsler
session.switch.square_queries = spørgsmål om felter og brikker
session.switch.announcing_assistant = anna som meldende assistent
session.sheet_entry_white = Træk {1}, hvid: {2}
session.sheet_entry_black = Træk {1}, sort: {2}
session.square.empty = {1} er tom
session.square.piece = På {1}: {2}
session.pieces = {1}: {2}
session.pieces.none = Ingen {1} på brættet
session.no_move = Endnu intet træk
session.refused.policy = Ikke tilladt i dette parti
session.refused.not_your_move = Det er ikke dit træk
session.refused.illegal_entry = Det træk er ikke muligt; tast det igen
session.refused.frozen = For sent: uret er trykket
session.refused.nothing = Der er intet at trække tilbage eller afslå
session.refused.wait_arbiter = Vent venligst på dommeren
session.refused.game_over = Partiet er slut
session.refused.promotion = Nævn først forvandlingsbrikken: et ciffer, så Enter
session.end.illegal.white = Sort vinder: hvids ulovlige træk.
session.end.illegal.black = Hvid vinder: sorts ulovlige træk.
session.end.illegal_draw = Remis: et ulovligt træk, men modstanderen kan ikke sætte mat.

# The driver and anna replay (driver/, tools/cmd_replay.c)
driver.no_keymap = Tastaturet {1} har ingen tastetabel: angiv en
driver.no_profile = Lytteren {1} har ingen profil: angiv en
driver.nomem = Ikke mere hukommelse ved start af partiet
driver.dgt_role = Et DGT-bræt kan være en spillers bræt (vi-board eller sighted-board = dgt:...), aldrig et tastatur.
driver.shared_keypad = sighted-keypad = shared lader modstanderen indtaste sine træk på spillerens tastatur: angiv spillerens tastatur (vi-keypad) og giv modstanderen intet eget.
replay.device = '{1}' er ikke ROLLE=FIL: skriv for eksempel vi-board=parti.evemu
replay.role = Ukendt rolle '{1}': brug vi-board, sighted-board, vi-keypad, sighted-keypad eller arbiter-keypad
replay.role_twice = Rollen {1} er angivet to gange: angiv hver enhed én gang
replay.no_device = Ingen optagelse angivet: brug --device ROLLE=FIL
replay.bugs = Afspilningen mødte {1} umulige tilstande: rapportér det som en fejl
replay.not_board = Tastekode {1} ({2}) er ikke et hul i et sensorbræt: det ligner en optagelse fra et tastatur. Angiv sensorbrættets optagelse for denne rolle
replay.not_keypad = Tastekode {1} ({2}) er et hul i et sensorbræt, ikke en tast: angiv tastaturets optagelse for denne rolle
# Partiens notation og PGN (core/game.c, core/pgn.c)
game.illegal_move = Trækket {1} er ikke lovligt i denne stilling. Kontrollér brættet og angiv et lovligt træk.
game.no_memory = For lidt hukommelse til at gemme partiet. Luk andre programmer og prøv igen.
game.edition = anna kender ingen udgave {1} af skakreglerne. Vælg 2009, 2014 eller 2017.
pgn.tag_name = PGN: "{1}" er ikke et tag. En tag-linje ser sådan ud: [Event "Klubmesterskab"].
pgn.tag_value = PGN: tagget {1} har ingen værdi i dobbelte anførselstegn. Skriv det som [{1} "værdi"].
pgn.tag_unterminated = PGN: værdien af tagget {1} mangler det afsluttende anførselstegn på sin linje. Tilføj det.
pgn.tag_close = PGN: tagget {1} slutter ikke med "]". Tilføj parentesen.
pgn.tag_duplicate = PGN: tagget {1} står to gange i samme parti. Fjern det ene.
pgn.setup_fen = PGN: partiet har SetUp "1", men intet FEN-tag med udgangsstillingen. Tilføj FEN-tagget eller fjern SetUp.
pgn.unexpected = PGN: "{1}" kan ikke stå her blandt trækkene. Fjern det eller sæt det i en kommentar i krøllede parenteser.
pgn.comment_unterminated = PGN: en kommentar åbnet med "{{" bliver aldrig lukket. Tilføj "}}" ved dens slutning.
pgn.variation_unterminated = PGN: en variant åbnet med "(" bliver aldrig lukket. Tilføj ")" ved dens slutning.
pgn.variation_close = PGN: ")" lukker en variant, der aldrig blev åbnet. Fjern den.
pgn.nag = PGN: "{1}" er ikke en kommentering. Brug $ og et tal fra 0 til 255, eller ! ? !! ?? !? ?!.
pgn.move_number = PGN: træknummer {1}, hvor træk {2} skulle komme. Ret nummeret eller se efter et manglende eller overskydende træk før det.
pgn.no_result = PGN: partiet slutter uden resultat. Afslut trækkene med 1-0, 0-1, 1/2-1/2 eller *.
pgn.result_mismatch = PGN: Result-tagget siger {1}, men trækkene slutter med {2}. Få dem til at stemme overens.
pgn.result_checkmate = PGN: trækkene slutter med skakmat, så resultatet er {2}, ikke {1}. Ret resultatet.
pgn.result_stalemate = PGN: trækkene slutter med pat, som er remis (1/2-1/2), ikke {1}. Ret resultatet.
pgn.clock = PGN: "{1}" er ikke en uraflæsning. Skriv den som [%clk 1:30:00] (timer:minutter:sekunder).
pgn.no_games = PGN: filen indeholder intet parti.
pgn.trailing_control = PGN: efter det sidste parti indeholder filen kun kontroltegn (det første, {1}, ved byte {2}), intet yderligere parti. Fjern dem.
pgn.damaged = Parti {1} er beskadiget og blev ikke læst.

# input/: evemu recordings, key maps, devices (messages.def)
evemu.empty = Optagelsen er tom: den har hverken enhedsbeskrivelse eller hændelser. Optag den igen med anna record eller evemu-record.
evemu.open = Optagelsen {1} kan ikke læses ({2}). Kontroller stien og filens rettigheder.
evemu.binary = Optagelsen indeholder en nul-byte: den er ikke en evemu-tekstfil. Angiv tekstfilen, som evemu-record eller anna record skrev.
evemu.prefix = "{1}" er ikke en linje i en evemu-optagelse. En linje begynder med N:, I:, P:, B:, A:, L:, S:, E: eller # for en kommentar.
evemu.name = Enhedsnavnet efter N: er tomt eller længere end 255 byte. Skriv det navn, enheden selv angiver.
evemu.ids = "{1}": en I:-linje har fire hexadecimale tal: bus, producent, produkt og version, for eksempel I: 0003 04d9 1203 0110.
evemu.bits = "{1}": en P:- eller B:-linje har tocifrede hexadecimale byte, ikke flere end dens type har, og efter B: en kendt hændelsestype.
evemu.abs = "{1}": en A:-linje har en aksekode og derefter minimum, maksimum, fuzz, flat og opløsning; minimum er ikke over maksimum.
evemu.state = "{1}": en L:- eller S:-linje har en kode og en værdi, for eksempel L: 00 1.
evemu.duplicate = {1}:-linjen står der to gange: en optagelse beskriver én enhed. Slet den anden, eller del filen.
evemu.no_description = Optagelsen har ingen N:- og I:-linjer før sine hændelser. Optag den med anna record eller evemu-record, som skriver dem.
evemu.event = "{1}": en hændelseslinje er E: sekunder.mikrosekunder type kode værdi, for eksempel E: 12.500000 0001 004c 1.
evemu.time = "{1}" er ikke et hændelsestidspunkt: skriv sekunder, et punktum og præcis seks cifre mikrosekunder, for eksempel 12.500000.
evemu.backwards = Hændelsestidspunktet {1} ligger før det forrige, {2}. Hændelser skrives i den rækkefølge, de skete.
evemu.type = {1} er ikke en hændelsestype i Linux. Typer er hexadecimale, for eksempel 0001 for en tast.
evemu.code = {2} er ikke en hændelseskode af typen {1}; koder er hexadecimale og ikke større end typens største.
evemu.value = "{1}" er ikke en hændelsesværdi: skriv et helt tal fra -2147483648 til 2147483647.
evemu.truncated = Optagelsens sidste linje er afkortet (den mangler linjeskift): filen blev ikke skrevet færdig. Optag den igen, eller slet den sidste linje.
evemu.unfinished = Optagelsen slutter midt i en hændelsesramme (ingen SYN_REPORT efter de sidste hændelser): den blev afkortet. Optag den igen, eller slet den ufærdige ramme.
dgtrec.header = En DGT-optagelse begynder med linjen "{1}". Optag den med anna record, som skriver den.
dgtrec.line = "{1}": en linje i en DGT-optagelse er sekunder.mikrosekunder, < eller >, derefter 1 til 64 tocifrede hexadecimale bytes, for eksempel 12.500000 < 8e 00 05 24 01.
dgtrec.empty = DGT-optagelsen indeholder ingen bytes. Optag den igen med anna record.
keymap.open = Tastaturkortet {1} kan ikke læses ({2}). Kontroller navnet og datamappen (ANNA_DATADIR).
keymap.empty = Tastaturkortet {1} binder ingen taster. Hver linje er: tastkode, tastfunktion, tastmærkat.
keymap.syntax = {1}: "{2}" er ikke en binding. Hver linje er: tastkode, tastfunktion, tastmærkat, for eksempel KEY_KPMINUS cancel minus.
keymap.code = {1}: "{2}" er ikke en tastkode. Brug et navn som KEY_KP5 (evtest viser dem) eller et tal under 768.
keymap.key = {1}: "{2}" er ikke en tastfunktion. Brug 1 til 9, enter, cancel, delete, repeat, time, query, command eller help.
keymap.label = {1}: "{2}" er ikke et tastmærkat, anna kan sige. Brug et af dem, der står i docs/keypad.md.
keymap.duplicate = {1}: tasten {2} er bundet to gange; den første binding står på linje {3}. Slet den ene.
keymap.missing = {1}: ingen tast har funktionen {2}, som tastaturet ikke kan virke uden. Tilføj en linje, der binder en tast til {2}.
device.opened = {2} ({1}) er tilsluttet som {3}.
device.gone = {2} ({1}, {3}) blev taget ud. Sæt den i igen: anna åbner den med det samme.
device.permission = anna må ikke læse {2} ({1}, {3}): enheden tilhører en anden bruger eller gruppe. Installer udev-reglen 70-anna.rules og annas bruger i gruppen input med scripts/run --install-service, og sæt enheden i igen.
device.busy = {2} ({1}, {3}) holdes af et andet program. Luk det program, og sæt enheden i igen.
device.not_evdev = {1} ({2}) er ikke en inputenhed. Angiv en enhed under /dev/input, for eksempel /dev/input/by-id/...-event-kbd.
device.open_failed = {1} ({2}) kan ikke åbnes: {3}. Kontroller, at enheden er sat i, og at konfigurationen angiver den.
device.resync = {2} ({1}, {3}) sendte mere, end anna kunne læse på én gang; dens taster blev læst igen, og intet er tabt.
device.missing = {1} ({2}) mangler: ingen passende enhed er sat i. Sæt den i, så åbner anna den med det samme; er den sat i, så ret linjen {1} under [devices] i annad.conf (sådan navngives en enhed: man annad.conf).
device.terminal = {1} er denne terminal: dens taster er tastaturet.
device.no_terminal = {1} er terminalen, men annad har ingen terminal at læse (den kører som tjeneste). Angiv tastaturet under [devices] i annad.conf, for eksempel {1} = name:USB Keypad (man annad.conf), og genstart annad.
device.no_input = Konfigurationen angiver hverken tastatur eller bræt til spilleren, så han kan ikke spille. Angiv hans tastatur under [devices] i annad.conf, for eksempel vi-keypad = name:USB Keypad (man annad.conf), og genstart annad.
device.absent_check = {1}: advarsel: {2} = {3}: ingen passende enhed er sat i nu. Sæt den i før partiet (annad åbner den, når den kommer), eller ret linjen (sådan navngives en enhed: man annad.conf).
device.not_ready = anna er ikke klar: spillerens {1} mangler. anna siger, at den er klar, så snart den er der.
device.dgt_connected = DGT-brættet {2} er tilsluttet som {1}.
dgt.absent = DGT-brættet til {1} ({2}) kan ikke åbnes ({3}). Der spilles videre med tastaturet; tilslut brættet og tænd det, så læser anna det med det samme.
dgt.gone = DGT-brættet til {1} ({2}) er væk ({3}). Der spilles videre med tastaturet; når det er tilbage, læser anna hele brættet igen.
dgt.back = DGT-brættet til {1} ({2}) er tilbage og læst igen.
dgt.silent = DGT-brættet til {1} ({2}) svarer ikke. Kontroller, at det er tændt, og at det er et DGT-bræt; der spilles videre med tastaturet, og anna bliver ved med at spørge.
dgt.garbage = DGT-brættet til {1} ({2}) sender bytes uden mening; anna læser hele brættet igen. Fortsætter det, så kontroller kablet, og at intet andet bruger porten.
audio.unavailable = Lydenheden "{1}" kan ikke åbnes ({2}); ordene går kun til tekstudgangen. Se navnene med anna audio list.
audio.stopped = Lydenheden "{1}" spiller ikke længere (taget ud?); ordene går kun til tekstudgangen. Sæt den i igen, og genstart anna.

# Brætkort til sensorbrættet (board-io/boardmap.c); linjen tilføjes af error.at_line
board.map_open = Brætkortet {1} kan ikke læses ({2}). Kontroller stien, eller lav et nyt kort i indlæringstilstand.
board.map_syntax = {1}: "{2}" er ikke en post. Hver linje er et felt og dets tastekode, fx "e4 0x2dc", tom eller en kommentar med #.
board.map_square = {1}: "{2}" er ikke et felt. Skriv linjen a til h og rækken 1 til 8 med små bogstaver, fx e4.
board.map_code = {1}: "{2}" er ikke en tastekode. Skriv et tal fra 0 til 767, decimalt eller hexadecimalt med 0x.
board.map_square_twice = {1}: feltet {2} står allerede på linje {3}. Hvert felt forekommer præcis én gang; slet en af de to linjer.
board.map_code_twice = {1}: tastekoden {2} hører allerede til feltet {3}. To huller kan ikke have samme kode; kontroller ledningerne eller lær kortet igen.
board.map_missing = {1}: {3} felter mangler en tastekode, det første er {2}. Hvert af de 64 felter skal have en linje.

# Partiformularer (core/sheetfile.c)
sheetfile.too_long = Indførslen "{1}" er for lang til et træk. Se efter, om der mangler et mellemrum.
sheetfile.nomem = Der er ikke hukommelse nok til partiformularen. Luk andre programmer og prøv igen.
sheetfile.move_number = Træknummer {1}, hvor {2} skulle komme. Ret nummeret, eller se efter et manglende eller dobbelt træk før det.
sheetfile.dangling = "{1}" hører til et træk, men der står intet læseligt træk før det. Skriv det lige efter trækket.
sheetfile.after_result = "{1}" står efter resultatet, og resultatet afslutter formularen. Fjern resultatet eller det, der står efter det.
sheetfile.binary = Filen er ikke UTF-8-tekst (en nul-byte eller et ugyldigt tegn). Gem formularen som UTF-8-tekst.

# Afstemning af brætterne (core/reconcile.c, speech/render_reconcile.c, VI-13)
reconcile.too_long = Formularen har {1} indførsler, flere end de {2}, anna kan afstemme.
reconcile.start = Partiformularerne begynder ikke i den angivne udgangsstilling. Angiv den stilling, som begge begynder i.
reconcile.clock_line = "{1}" er ikke en linje i en urfil. Hver linje er: halvtræk, hvids tid, sorts tid, for eksempel "24 1:02:10 0:58:40".
reconcile.clock_time = "{1}" er ikke en tid. Skriv millisekunder eller T:MM:SS.
reconcile.clock_order = Halvtræk {1} står efter halvtræk {2}. Skriv linjerne i stigende orden, hvert halvtræk én gang.
reconcile.ply = Denne formular har intet halvtræk {1}; den har {2} læselige halvtræk. Vælg et af dem.
reconcile.state = Afstemning: "{1}" er ikke muligt i tilstanden "{2}".
reconcile.ply.white = hvids træk {1}
reconcile.ply.black = sorts træk {1}
reconcile.after = efter {1}
reconcile.before_first = før første træk
reconcile.agree = Partiformularerne stemmer overens, til og med {1}
reconcile.agree_empty = Begge partiformularer er tomme; udgangsstillingen gælder
reconcile.disagree = Partiformularerne stemmer ikke overens. De stemmer overens til og med {1}; partiet føres tilbage dertil
reconcile.disagree_start = Partiformularerne er uenige fra første træk; partiet føres tilbage til udgangsstillingen
reconcile.incomplete_sheet7.white = hvids partiformular slutter {1}: hvid havde under fem minutter og skulle ikke notere. hvid udfylder den fra sorts formular
reconcile.incomplete_sheet7.black = sorts partiformular slutter {1}: sort havde under fem minutter og skulle ikke notere. sort udfylder den fra hvids formular
reconcile.incomplete_lag.white = hvids partiformular slutter {1}; så langt bagud må den være. hvid skriver de manglende træk ind
reconcile.incomplete_lag.black = sorts partiformular slutter {1}; så langt bagud må den være. sort skriver de manglende træk ind
reconcile.missing.white = I hvids partiformular mangler {1}; derefter stemmer den med sorts formular. Dommeren kan i stedet godkende denne trækfølge; så skriver hvid trækket ind
reconcile.missing.black = I sorts partiformular mangler {1}; derefter stemmer den med hvids formular. Dommeren kan i stedet godkende denne trækfølge; så skriver sort trækket ind
reconcile.unread.white = I hvids partiformular kan indførslen for {1} ikke bruges: {2}
reconcile.unread.black = I sorts partiformular kan indførslen for {1} ikke bruges: {2}
reconcile.discarded.white = I hvids partiformular streges alt fra {1}
reconcile.discarded.black = I sorts partiformular streges alt fra {1}
reconcile.board_change.white = hvids bræt skal ændres: {1}
reconcile.board_change.black = sorts bræt skal ændres: {1}
reconcile.board_ok.white = hvids bræt stemmer
reconcile.board_ok.black = sorts bræt stemmer
reconcile.board_neither.white = hvids bræt viser ingen stilling fra partiformularerne
reconcile.board_neither.black = sorts bræt viser ingen stilling fra partiformularerne
reconcile.to_move.white = hvid er i trækket
reconcile.to_move.black = sort er i trækket
reconcile.clock = Gemte urtider for denne stilling: hvid {1}, sort {2}
reconcile.clock_none = Der er ingen urtider gemt for denne stilling; dommeren stiller urene
reconcile.arbiter = Dommeren godkender dette eller beslutter noget andet
# input/: the keypad: echoes, prompts, refusals, key labels, help (speech/words.def)
keypad.cmd.my_time = min tid
keypad.cmd.opp_time = modstanderens tid
keypad.cmd.moves_made = spillede træk
keypad.cmd.my_last = mit sidste træk
keypad.cmd.opp_last = modstanderens sidste træk
keypad.cmd.scoresheet = notationsblanket
keypad.cmd.square = felt
keypad.cmd.pieces = hvor brikkerne står
keypad.cmd.whose_move = hvem der er i trækket
keypad.cmd.repeat = gentag
keypad.cmd.rate_up = hurtigere
keypad.cmd.rate_down = langsommere
keypad.cmd.help = hjælp
keypad.cmd.draw_offer = tilbyd remis
keypad.cmd.resign = opgiv
keypad.cmd.correct = tag meldingen tilbage
keypad.cmd.resume = start uret igen
keypad.cmd.enter = enter
keypad.cmd.cancel = annuller
keypad.cmd.delete = slet
keypad.cmd.query_menu = spørgsmål
keypad.cmd.command_menu = kommando
keypad.prompt.query = Hvilket spørgsmål? Et ciffer, 1 til 9.
keypad.prompt.command = Hvilken kommando? Et ciffer.
keypad.prompt.sheet = Hvor mange træk? 1 til 9.
keypad.prompt.square = Hvilket felt? Linje, så række.
keypad.prompt.pieces = Hvilken brik? 1 dronning, 2 tårn, 3 løber, 4 springer, 5 konge, 6 bonde.
keypad.prompt.confirm_resign = Opgive? Bekræft med 9 igen og {1}. Enhver anden tast: nej.
keypad.prompt.confirm_draw = Tilbyde remis? Bekræft med 7 igen og {1}. Enhver anden tast: nej.
keypad.prompt.promotion = Hvilken brik for bonden? 1 dronning, 2 tårn, 3 løber, 4 springer.
keypad.reject.not_a_square = ikke en linje eller række: brug 1 til 8
keypad.reject.not_a_piece = ikke en brik: 1 dronning, 2 tårn, 3 løber, 4 springer
keypad.reject.too_long = trækket er komplet: tryk enter eller slet
keypad.reject.incomplete = endnu ikke komplet
keypad.reject.nothing = intet at slette
keypad.reject.not_here = ikke nu: afslut eller annuller først
keypad.reject.not_in_menu = ikke i denne menu
keypad.reject.policy = ikke tilladt i turnering
keypad.reject.expired = for sent: annulleret
keypad.deleted = slettet
keypad.cancelled = annulleret
keylabel.zero = nul
keylabel.one = et
keylabel.two = to
keylabel.three = tre
keylabel.four = fire
keylabel.five = fem
keylabel.six = seks
keylabel.seven = syv
keylabel.eight = otte
keylabel.nine = ni
keylabel.enter = Enter
keylabel.plus = plus
keylabel.minus = minus
keylabel.star = stjerne
keylabel.slash = skråstreg
keylabel.dot = decimaltasten
keylabel.comma = komma
keylabel.backspace = tilbage-tasten
keylabel.escape = escape
keylabel.tab = tabulator
keylabel.f1 = F1
keylabel.equal = lig med
keypad.help.or = eller
keypad.help.intro = Hjælp til tastaturet; {1} stopper den.
keypad.help.move = Et træk: cifrene for felterne, linje så række, fra og til, så {1}. e2 til e4 er 5 2 5 4 {1}. Rokade er kongens træk.
keypad.help.clock = {1} alene: mit træk er færdigt, uret trykkes.
keypad.help.promotion = Et femte ciffer angiver brikken, bonden bliver til: 1 dronning, 2 tårn, 3 løber, 4 springer. For en bonde flyttet på brættet: det ciffer, så {1}.
keypad.help.delete = {1}: slet sidste ciffer. Uden indtastning: tag min melding tilbage, før uret er trykket.
keypad.help.cancel = {1}: annuller indtastning eller menu, og stop talen.
keypad.help.repeat = {1}: gentag sidste sætning.
keypad.help.time = {1}: min tid.
keypad.help.query = {1}, så et ciffer: {2}.
keypad.help.command = {1}, så et ciffer: {2}.
keypad.help.confirm = Remistilbud og opgivelse kræver cifret igen og {2}; {1} to gange giver denne hjælp.
keypad.help.help = {1}: denne hjælp.

# ---- Kommandolinjeværktøjet anna (tools/) ----
# Argumenter (core/messages.def, tools/report.c); brugen følger efter.
# {1} er det indtastede eller navnet på en indstilling; navnene på
# indstillinger og deres værdier (long, short) er ens på alle sprog.
tool.unknown_command = "{1}" er ikke en kommando i {2}. "{2} --help" viser kommandoerne.
tool.unknown_option = "{1}" er ikke en indstilling i {2}.
tool.missing_value = {1} mangler en værdi efter sig.
tool.bad_number = {1} skal have et helt tal fra {3} til {4}, ikke "{2}".
tool.bad_choice = {1} skal have en af værdierne {3}, ikke "{2}".
tool.needs_option = {1} kræver også {2}.
tool.extra_argument = "{1}" er et argument for meget.
tool.missing_move = Intet træk angivet. Skriv trækkene efter indstillingerne, for eksempel e4 e5 Sf3.
tool.missing_file = Ingen fil angivet. Skriv filens navn efter indstillingerne.
tool.missing_depth = Ingen dybde angivet. Skriv dybden efter indstillingerne, for eksempel 3.
tool.missing_fen = Ingen stilling angivet. Skriv en FEN (i anførselstegn) eller startpos efter indstillingerne.
tool.bad_depth = Dybden er et helt tal fra 0 til {2}, ikke "{1}".
tool.missing_control = Ingen betænkningstid angivet. Skriv den som i PGN (40/5400+30:1800+30), læsbart (90m/40 + 30m, +30s) eller som navnet på en forudindstilling (anna clock presets).
tool.bad_think = "{1}" er ikke en tænketid. Skriv en varighed over nul, for eksempel 12s eller 1m30s.
tool.missing_profile = Ingen profil angivet. Skriv navnet på en profil (da) eller en profilfil.
tool.missing_keymap = Intet tastaturlayout angivet. Skriv navnet på et tastaturlayout (numpad) eller en fil.
tool.missing_device = Ingen enhed angivet. Skriv den som /dev/input/eventN, et link under /dev/input/by-id, name:NAVN eller ids:LEVERANDØR:PRODUKT.
tool.bad_device = "{1}" angiver ikke en enhed. Skriv /dev/input/eventN, et link under /dev/input/by-id, name:NAVN eller ids:LEVERANDØR:PRODUKT (hexadecimalt).
tool.missing_option = {1} skal angives. Skriv indstillingen med dens værdi, som vist under Brug nedenfor.
tool.cannot_say = Resultatet kunne ikke sættes i ord ({1}); måske er en sætning i profilen for lang. Forkort dens tekster.
tool.cannot_read = {1} kan ikke læses ({2}). Kontroller navnet og rettighederne.
tool.cannot_write = {1} kan ikke skrives ({2}). Kontroller mappen, rettighederne og den ledige plads.
tool.no_memory = Hukommelsen slap op. Luk andre programmer og prøv igen.
tool.no_synth = espeak-ng kan ikke indlæses, så der blev ikke skrevet nogen WAV-fil. Installer espeak-ng (scripts/deps).
tool.no_espeak = espeak-ng kan ikke indlæses, så anna kan ikke tale. Installer espeak-ng (scripts/deps).
tool.no_voice = espeak-ng har ingen stemme "{1}". Installer espeak-ng-data, eller ret profilens voice-linje.
tool.no_audio = Lydsystemet (PortAudio) kan ikke starte. Kontroller, at portaudio og ALSA er installeret.
tool.no_output_device = Der er ingen lydenhed; anna taler kun til tekstudgangen. Tilslut et lydkort, hovedtelefoner eller en højttaler.
tool.missing_request = Ingen forespørgsel angivet. Skriv forespørgslen efter indstillingerne, for eksempel status; docs/protocol.md nævner dem.

# Brug og hjælp til hver kommando (speech/words.def). \n er et linjeskift.
# Første afsnit (indtil første tomme linje) er brugen, én form pr. linje;
# anna --help viser brugen af hver kommando.
help.usage = Brug:
help.anna = anna KOMMANDO [ARGUMENTER]\n\nanna er kommandolinjeværktøjet til skakoplæseren anna for blinde og svagsynede spillere. Kommandoerne står nedenfor; "anna KOMMANDO --help" forklarer én. Hver kommando tager --profile NAVN, sproget for dens ord (standard $ANNA_PROFILE, ellers en).\n\nKommandoer:
help.perft = anna perft [--fen FEN] [--divide] DYBDE\n\nTæller stillingerne DYBDE træk dybt fra stillingen (perft) for at kontrollere trækgeneratoren mod offentliggjorte tabeller. Tallet står på sidste linje.\n  --fen FEN   start fra FEN i stedet for udgangsstillingen\n  --divide    skriv først hvert træk (UCI) med dets tal
help.clock = anna clock check [--edition ÅR] BETÆNKNINGSTID\nanna clock presets\nanna clock play [--profile NAVN] [--listener white|black] [--competition] [--seconds-below MINUTTER] BETÆNKNINGSTID TÆNKETID...\n\ncheck skriver en betænkningstid i PGN og i læsbar form og dens klasse efter skakreglerne fra ÅR (2009, 2014 eller 2017, standard). presets viser de betænkningstider, der har et navn. play trykker på uret i simuleret tid, hver TÆNKETID den tænketid, siden i trækket bruger, og skriver hver meddelelse fra uret med dens tidspunkt, derefter begge resterende tider.\n  --listener SIDE  den svagsynede spillers side: egen og modstanderens tid i stedet for farver\n  --competition    turneringstilstand: kun lytterens egne advarsler\n  --seconds-below N sekunder siges kun under N minutter tilbage (standard 10)\n  --profile NAVN   ordene (play: standard fide-de)\nBETÆNKNINGSTID: PGN (40/5400+30:1800+30), læsbar (90m/40 + 30m, +30s) eller navnet på en forudindstilling; TÆNKETID: en varighed som 12s eller 1m30s.
help.notation = anna notation [--fen FEN] [--letters SÆT] TRÆK...\n\nLæser trækkene et efter et (SAN, lang notation, UCI eller ICCF-cifre) og skriver hvert som SAN, lang notation, UCI og ICCF, adskilt af tabulatorer. Et træk, der ikke kan læses, stopper det med årsagen.\n  --fen FEN      start fra FEN i stedet for udgangsstillingen\n  --letters SÆT  brikbogstaverne, der læses og skrives: en (standard), de, da, nb, sv eller figurine
help.pgn = anna pgn check [--edition ÅR] [--status [--json]] FIL\nanna pgn export [--edition ÅR] FIL\n\ncheck læser hvert parti i en PGN-fil og melder hvert beskadiget parti med linje og kolonne. export gør det samme og skriver hvert godt parti i PGN-eksportformat. FIL - er standardinput. Med --status skriver check også status for slutstillingen efter hvert godt parti (som anna position; --json: et JSON-objekt pr. parti).\n  --edition ÅR  skakreglerne fra 2009, 2014 eller 2017 (standard)\n  --status      slutstillingens status efter hvert parti\n  --json        med --status: som JSON
help.position = anna position [--moves "TRÆK ..."] [--json] [--edition ÅR] [--budget KNUDER] FEN\n\nStatus for en stilling til dommeren: hvem der er i trækket, de lovlige træk, skak, mat eller pat, død stilling, hvor ofte stillingen er forekommet, tællingen for 50- og 75-træksreglen, og for hver side, om den stadig kan sætte mat med nogen række af lovlige træk (ja med en matføring, nej med grunden, eller ukendt). FEN kan være startpos.\n  --moves "TRÆK ..."  trækkene fra FEN (SAN, lang notation, UCI eller ICCF) adskilt af mellemrum; gentagelser tælles fra FEN\n  --json              status som JSON\n  --edition ÅR        skakreglerne fra 2009, 2014 eller 2017 (standard)\n  --budget KNUDER     hvor mange stillinger matsøgningen for hver side må besøge (standard 500000, højst 100000000)
help.profile = anna profile check NAVN|FIL...\nanna profile keys\n\ncheck indlæser profiler, som anna gør, og siger "ok" eller hvad der er galt, med fil, linje og nøgle. keys viser hver nøgle, en profil skal have, og hvor mange værdier {{1}}, {{2}} ... dens tekst må bruge. docs/profiles.md forklarer filerne.
help.say = anna say [--profile NAVN] [--form long|short] [--policy training|competition]\n    [--check-words] [--name-captured] [--speech] [--fen FEN]\n    [--wav FIL] TRÆK...\n\nSkriver, hvad anna siger for hvert træk, én linje pr. træk, med profilens ord (standard fide-de).\n  --form F         long (standard: brik, fra, til) eller short (som SAN)\n  --policy P       competition (standard: uden ordene skak og mat) eller training\n  --check-words    i turnering: dommeren tillader ordene skak og mat\n  --name-captured  nævn den slåede brik efter "slår"\n  --speech         skriv teksten til talesyntesen (med udtalerettelser)\n  --fen FEN        start fra FEN i stedet for udgangsstillingen\n  --wav FIL        indtal også linjerne i FIL (22050 Hz mono)\nTRÆK er SAN eller lang notation med profilens eller engelske bogstaver (Sf3, Nf3, Ng1-f3, e8=D), UCI (g1f3) eller ICCF-cifre (7163). Et træk med to betydninger (Bc4: en bonde med K D T L S B, en løber på engelsk) afvises; skriv det langt (Lf1-c4, Bf1-c4) eller i UCI.
help.keymap = anna keymap [--profile NAVN] [--policy training|competition] NAVN|FIL\n\nIndlæser et tastaturlayout (data/keymaps/NAVN.map eller en fil) og skriver dets taster og den tastaturhjælp, anna siger med det, eller hvad der er galt med det og på hvilken linje.\n  --profile NAVN  ordene i hjælpen (standard $ANNA_PROFILE, ellers en)\n  --policy P      training (standard: alle kommandoer) eller competition
help.reconcile = anna reconcile --sheet-vi FIL --sheet-sighted FIL\n    [--board-vi FEN] [--board-sighted FEN] [--clocks FIL] [--fen FEN]\n    [--vi-color white|black] [--letters-vi SÆT] [--letters-sighted SÆT]\n    [--increment SEKUNDER] [--sheet7 vi|sighted|both]\n    [--for arbiter|vi|sighted] [--profile NAVN] [--json]\n\nAfstemmer de to partiformularer og de to brætter (VI-13) og siger med profilens ord (standard en): om partiformularerne stemmer overens (ellers slutkode 1), til og med hvilket træk, hvad der skal ændres på hvert bræt, hvem der er i trækket og, hvis formularerne ikke stemmer, de urtider, der skal stilles.\n  --sheet-vi FIL         den synshæmmede spillers partiformular (- er standardinput)\n  --sheet-sighted FIL    den seende spillers partiformular\n  --board-vi FEN         hvad den synshæmmede spillers bræt viser (kun brikkernes placering tæller)\n  --board-sighted FEN    hvad den seende spillers bræt viser\n  --clocks FIL           urtiderne, én linje pr. halvtræk: halvtræk, hvids tid, sorts tid\n  --fen FEN              hvor partiet begyndte, hvis ikke i udgangsstillingen\n  --vi-color F           den synshæmmede spillers farve: white (standard) eller black\n  --letters-vi SÆT       partiformularens brikbogstaver: en, de, da, nb, sv eller figurine (standard: det sæt, der læser flest notater)\n  --letters-sighted SÆT  det samme for den seende spillers partiformular\n  --increment SEKUNDER   tillægget pr. træk; fra 30 fritager kort tid aldrig en spiller fra at notere (standard 0)\n  --sheet7 S             vi, sighted eller both: den spiller skulle ikke notere (SHEET-7), uanset hvad urtiderne siger\n  --for L                til hvem: arbiter (standard, alt), vi eller sighted (tilfældet, egen partiformular og eget bræt, hvem der er i trækket)\n  --json                 resultatet til programmer (docs/arbiter.md)\nEn fil, der ikke kan læses, meldes med linje og kolonne; slutkode 2.
help.review = anna review [--engine STI] [--depth N] [--threshold T] [--side white|black|both] [--pgn UD] FIL.pgn\n\nGennemgang af det første parti i en PGN-fil med et UCI-skakprogram (standard /usr/games/stockfish), uden annad: hvert træk, der kostede mindst grænsen, sagt som efter et parti, derefter partiet som kommenteret PGN med [%eval] efter hvert træk og det bedre træk ved hver fejl.\n  --depth N       søgedybde pr. stilling (standard 12)\n  --threshold T   hundrededele bønder (standard 150) eller vinderchance i procent (20%)\n  --side S        hvis træk (standard begge)\n  --pgn UD        det kommenterede PGN til filen UD i stedet for standard output
help.train = anna train [--level L] [--side white|black] [--study FIL.pgn] [--guess white|black]\n\nTræning hjemme (annad i træning; afvist i turnering). --level sætter skakprogrammets styrke fra dets næste træk: beginner, novice, casual, club, strong, expert, full, et Elo-tal eller "depth N". --study åbner det første parti i en PGN-fil til at gå igennem på tastaturet (Enter alene det næste træk, Slet alene trækket før), hvert træk meldes; med --guess spiller du selv den sides træk og hører, om du fandt partiets træk, og dit resultat til sidst. Med et sensorbræt kan trækkene også udføres på brættet. --study off lukker studiet. --side starter et nyt parti, hvor du spiller den farve (ikke mens et parti er i gang). Modstanderen vælges, når annad starter (annad --opponent eller annad.conf).
help.record = anna record [--role ROLLE] [--grab] [--count N] ENHED FIL\nanna record --check FIL\n\nOptager hændelserne fra en inputenhed i FIL (evemu-format; - er standardoutput), indtil Ctrl-C, N hændelser, eller indtil enheden tages ud.\n  ENHED          /dev/input/eventN, et link under /dev/input/by-id, name:NAVN eller ids:LEVERANDØR:PRODUKT (hexadecimalt)\n  --role ROLLE   hvad enheden bruges til, nævnt i meddelelser: vi-keypad (standard), sighted-keypad, arbiter-keypad, vi-board, sighted-board\n  --grab         tag enheden alene til optagelsen\n  --count N      stop efter N hændelser\n  --check FIL    læs en optagelse: dens enhed, hændelser og længde, eller dens første fejl og linjen, den står på
help.board = anna board [--profile NAVN] [--policy competition|training] [--fen FEN]\n    [--map FIL] [--window MS] [--piece 1-4] [--expect TRÆK] OPTAGELSE\n\nAfspiller en evemu-optagelse af et sensorbræt gennem dæmonens afkodning, afprelning og genkendelse af træk, fra en stilling, og skriver hvert løft og hver isætning med brikken (FEN-bogstav) og berøringen, derefter hvad anna ville sige, når uret trykkes ved optagelsens slutning, med profilens ord (standard fide-de). Slutter med 0, når et træk blev genkendt, med 1, når noget mangler (ordene siger hvad).\n  --policy P     competition (standard) eller training (ordene til træning)\n  --fen FEN      stillingen på brættet (standard: udgangsstillingen)\n  --map FIL      brættets tildelingsfil (standard: tildelingen fra docs/sensor-board.md)\n  --window MS    afprelningsvinduet, 0 til 1000 ms (standard 30)\n  --piece N      forvandlingsbrikken som tastaturciffer: 1 dronning, 2 tårn, 3 løber, 4 springer\n  --expect TRÆK  et annonceret træk, hvis udførelse på brættet kontrolleres (engelske bogstaver eller UCI)\nOptagelsens første billede er hullernes tilstand: et tastetryk for hvert besat hul.
help.boardlearn = anna boardlearn [--profile NAVN] [--window MS] [--pegs start|all|none]\n    --device ENHED UD.map\nanna boardlearn [...] --recording FIL UD.map\n\nIndlæringstilstand for et sensorbræt: beder felt for felt, a1 til h8, om at løfte brikken og sætte den tilbage (ved et tomt hul: om at sætte en brik i og tage den ud igen), følger brættets taster og skriver tildelingsfilen UD.map, når alle 64 felter er kendt. Opfordringerne skrives, som anna siger dem, med profilens ord (standard fide-de). Slutter med 0, når tildelingen blev skrevet, med 1, når indlæringen stoppede før h8.\n  --device ENHED    læs brættet direkte, taget alene til indlæringen (/dev/input/eventN eller et link under /dev/input/by-id)\n  --recording FIL   afspil i stedet en evemu-optagelse af en indlæring\n  --pegs P          hvilke huller der har en brik ved start: start (standard: udgangsstillingen), all eller none\n  --window MS       afprelningsvinduet, 0 til 1000 ms (standard 30)
help.boardmap = anna boardmap FIL\nanna boardmap --default\n\nKontrollerer et sensorbræts tildelingsfil (docs/sensor-board.md) og skriver tastekoderne for a1 og h8, eller hvad der er galt med den, med fil og linje. --default skriver standardtildelingen (den fra docs/sensor-board.md) i filformatet, til redigering.
help.audio = anna audio list\nanna audio test [--device NAVN] [--profile NAVN] [--rate WPM] [--volume N]\n\nlist viser de lydenheder, anna kan tale gennem, med standardenheden markeret. test siger et træk (e2-e4) med profilens ord og derefter de tre lydsignaler gennem en enhed, så hovedtelefoner og højttalere kan afprøves før partiet; ordene udskrives også, som tekstudgangen skriver dem.\n  --device NAVN   enheden, hele dens navn eller en del af det (standard: systemets standardenhed)\n  --profile NAVN  ord og stemme (standard fide-de)\n  --rate WPM      ord i minuttet, 80 til 450 (standard 175)\n  --volume N      1 til 200 (standard 100)\ndocs/audio.md forklarer udgange og hovedtelefoner.
help.replay = anna replay --device ROLLE=FIL.evemu ... [--profile NAVN] [--form long|short]\n    [--time-control BETÆNKNINGSTID] [--policy training|competition] [--edition 2009|2014|2017]\n    [--vi-side white|black] [--white NAVN] [--black NAVN] [--keymap NAVN]\n    [--debounce MS] [--pgn UD] [--plies UD]\n\nAfspiller evemu-optagelser af ét partis brætter og tastaturer, flettet efter deres tider, gennem annads driver og skriver, hvad hver lytter hørte: sekunder, lytter, ord, med profilens ord (standard fide-de).\n  --device ROLLE=FIL  en optagelse; ROLLE er vi-board, sighted-board, vi-keypad, sighted-keypad eller arbiter-keypad, hver én gang\n  --time-control T    betænkningstiden (PGN, læsbar eller navnet på en forudindstilling)\n  --vi-side SIDE      den synshandicappede spillers farve (standard white)\n  --keymap NAVN       tastaturernes tastelayout (standard numpad)\n  --debounce MS       brætternes afprelningsvindue, 0 til 1000 ms\n  --pgn UD            skriv partiet som PGN med [%clk] efter hvert halvtræk (- er standardoutput)\n  --plies UD          skriv tidspunkterne for hvert halvtræks trin (VI-3), tabulatorsepareret, til dommeren
help.journal = anna journal verify FIL\nanna journal show FIL\n\nverify kontrollerer hver post i annads hashkædede journal og dens kobling til den forrige og skriver antallet af poster og den sidste hash (noter den: en senere verify viser, om noget er tilføjet eller omskrevet). Afslutning 0, når kæden er intakt (en sidste post afbrudt af strømsvigt meldes, men er ingen fejl), 1, når en post bryder kæden (hvor siges), 2, når filen ikke kan læses. show skriver hver post på en linje med disse ord: nummer, tid i sekunder, klokkeslæt (UTC) og indhold (en tast, et bræt, en frist, en kommando med sine oplysninger); en post, der ikke kan læses, siger hvorfor.
help.hall = anna hall words\nanna hall broadcast --broker URL --event NAVN --out FIL [--username BRUGER] [--password-file FIL] [--cafile FIL]\n\nTurneringshallens side (docs/hall.md). words skriver hal-sidens ord på profilens sprog som JSON (siden læser dem fra words.json). broadcast holder FIL som direkte PGN med alle arrangementets partier: den abonnerer på hvert bræts pgn-emne hos brokeren (mqtt://vært:port eller mqtts://vært:port) og skriver FIL helt forfra, hver gang et parti ændres, bræt for bræt. Den kører, til den stoppes; en tabt broker meldes én gang og prøves igen. Exit 0 når den stoppes, 1 når FIL ikke kunne skrives, 2 forkerte argumenter.
help.ctl = anna ctl [--socket STI] KOMMANDO [NØGLE=VÆRDI ...]\n\nSender en vilkårlig forespørgsel til annads kontrolsokkel (docs/protocol.md nævner dem) og skriver svarets linjer; en fejl med annads ord på standardfejl. Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse, partiets tilstand), 2 en forkert forespørgsel eller ingen annad.
help.status = anna status [--socket STI]\n\nSkriver status for annads parti: tilstand, halvtræk, resultat, ure og stilling. Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse, partiets tilstand), 2 en forkert forespørgsel eller ingen annad.
help.times = anna times [--socket STI]\n\nSkriver den resterende tid på begge ure i annads parti. Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse, partiets tilstand), 2 en forkert forespørgsel eller ingen annad.
help.scoresheet = anna scoresheet [--socket STI] [--side vi|sighted]\nanna scoresheet --brf FIL [--pgn PARTI.pgn] [--table TABEL] [--clocks] [--width N] [--height N]\n\nSkriver noteringsarket for annads parti, trækkene som noteret for én spiller (--side). Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse, partiets tilstand), 2 en forkert forespørgsel eller ingen annad.\n\nMed --brf FIL (- for standardoutput) skriver den notationsarket som en BRF-fil til en punktnotesbog eller en punktprinter: annads parti eller det første parti i --pgn PARTI.pgn; med profilens ord, brikbogstaver og punkttabel (--table, en liblouis-tabel som da-dk-g16.ctb); sider på 40 celler og 25 linjer (--width, --height), nummererede; --clocks tilføjer den trækkendes ur efter hvert træk. docs/braille.md forklarer det.
help.pause = anna pause [--socket STI] [--reason GRUND]\n\nStopper annads ur (dommer): --reason arbiter, disturbance eller en anden grund til journalen. Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse, partiets tilstand), 2 en forkert forespørgsel eller ingen annad.
help.resume = anna resume [--socket STI]\n\nStarter annads stoppede ur igen (dommer). Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse, partiets tilstand), 2 en forkert forespørgsel eller ingen annad.
help.start = anna start [--socket STI]\n\nBegynder det parti, annad har stillet op (dommer; i turnering venter partiet på det, i træning begynder det af sig selv). Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse, partiets tilstand), 2 en forkert forespørgsel eller ingen annad.
help.adjust = anna adjust [--socket STI] --side white|black --add TID|--set TID [--reason arbiter|disturbance|penalty]\n\nRetter et ur (dommer): --add lægger TID til (et minus trækker fra), --set sætter den resterende tid. TID som man skriver den: 90s, 2m, 1m30s, 1:30, 1:30:00 eller millisekunder (90000). Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse, partiets tilstand), 2 en forkert forespørgsel eller ingen annad.
help.penalty = anna penalty [--socket STI] --side white|black --kind time|deduct|loss|warning [--ms TID]\n\nGiver en straf (dommer): time giver modstanderen TID (2m, 120s, 2:00 eller millisekunder), deduct trækker TID fra siden, loss erklærer partiet tabt, warning noteres. Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse, partiets tilstand), 2 en forkert forespørgsel eller ingen annad.
help.result = anna result [--socket STI] 1-0|0-1|1/2-1/2\n\nAfslutter annads parti med det resultat, som dommeren erklærer. Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse, partiets tilstand), 2 en forkert forespørgsel eller ingen annad.
help.newgame = anna newgame [--socket STI]\n\nStarter et nyt parti i annad (dommer); det afsluttede gemmes ved siden af journalen. Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse, partiets tilstand), 2 en forkert forespørgsel eller ingen annad.
help.move = anna move [--socket STI] TRÆK\n\nAssistenten indtaster den seende spillers træk (ICCF-cifre, UCI eller algebraisk som Sf3 eller e2-e4, med denne profils bogstaver eller engelske), som var det udført på brættet. Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse, partiets tilstand), 2 en forkert forespørgsel eller ingen annad.
help.announce = anna announce [--socket STI] TEKST...\n\nAssistenten lader annad sige TEKST til den synshandicappede spiller. Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse, partiets tilstand), 2 en forkert forespørgsel eller ingen annad.
help.sheet = anna sheet [--socket STI] [--letters en|de|figurine] [--move N] INDFØRSEL...\n\nDommeren overfører den næste indførsel i den seende spillers noteringsblad til anna, som den er skrevet (algebraisk med de angivne bogstaver, standard en, eller ICCF-cifre; (=) for et remistilbud). --move N: det træknummer, indførslen skal have; et andet afvises. annad siger, om indførslen er læst, eller hvorfor den står til dommeren (ulæselig, tvetydig, ulovlig). anna ctl reconcile sammenligner derefter noteringsbladene (VI-13). Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse, partiets tilstand), 2 en forkert forespørgsel eller ingen annad.
help.switches = anna switches [--socket STI] [--check-words on|off] [--clock-warnings on|off] [--square-queries on|off] [--announcing-assistant on|off]\n\nDommerens kontakter (ARB-3, CLK-16): skak og mat siges, automatiske tidsadvarsler til den synshandicappede spiller, spørgsmål om felter og brikker, anna som annoncerende assistent. Uden tilvalg siger den, hvordan de står. En ændring logges og skrives i journalen. Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse, partiets tilstand), 2 en forkert forespørgsel eller ingen annad.
help.decisions = anna decisions [--socket STI]\n\nViser dommerens åbne afgørelser (et ulovligt træk, en reklamation, en overskridelse, en afstemning, ED-2), én pr. linje: dens nummer, hvad der skete, og annas forslag; hver bekræftes eller afvises med sit nummer. Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse), 2 en forkert forespørgsel eller ingen annad.
help.confirm = anna confirm [--socket STI] ID\n\nDommeren gennemfører annas forslag ID (en reklamation, en overskridelse, en afstemning, ED-2). Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse, partiets tilstand), 2 en forkert forespørgsel eller ingen annad.
help.override = anna override [--socket STI] ID\n\nDommeren afviser annas forslag ID; partiet fortsætter, som det er (ED-2). Soklen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock, hvis den findes, ellers brugerens. Afslutning 0 udført, 1 afvist (tilladelse, partiets tilstand), 2 en forkert forespørgsel eller ingen annad.
help.annad = annad [--config FIL] [--check-config] [--state-dir MAPPE] [--socket STI]\n    [--transcript FIL|-] [--no-audio] [--replay ROLLE=FIL.evemu ...]\n    [--fast | --speed N] [--latency-log FIL]\n    [--opponent engine|human|shared] [--side white|black] [--level L] [--time-control TC]\n\nannas tjeneste. Uden --config læses /etc/anna/annad.conf, hvis filen findes, ellers gælder standardværdierne: terminalen er spillerens tastatur, og i træning spiller skakprogrammet (/usr/games/stockfish) den anden side. --opponent, --side, --level og --time-control sætter disse nøgler i annad.conf for denne start. --check-config kontrollerer kun konfigurationen. man annad, man annad.conf.

# Hvad kommandoerne skriver til mennesker (speech/words.def)
# anna profile check: {1} profilen, {2} dens stemme, {3} nøgler, {4} udtalerettelser
cmd.profile.ok = {1}: ok, stemme {2}, {3} nøgler, {4} udtalerettelser
# anna clock check: betænkningstiden i PGN og læsbar form; dens klasse ({1} reglernes år)
cmd.clock.pgn = PGN: {1}
cmd.clock.readable = læsbar: {1}
cmd.clock.standard = klasse ({1}): standardskak
cmd.clock.rapid = klasse ({1}): hurtigskak
cmd.clock.blitz = klasse ({1}): lynskak
# anna keymap: layoutets navn, derefter overskriften på den talte hjælp
cmd.keymap.name = tastaturlayout {1}
cmd.keymap.help = hjælp
# anna record --check: {1} fil, {2} enhedens navn, {3} id'er, {4} hændelser, {5} første og {6} sidste tid
cmd.reconcile.sentence = {1}.
cmd.record.summary = {1}: "{2}" {3}, {4} hændelser fra {5} til {6}
# anna board: løft ({1} tid, {2} felt, {3} brik som FEN-bogstav eller ?, {4} berøring), isætning, tilstanden, hvad anna siger, brættet ved start, grunden til et ulovligt træk
cmd.board.lift = {1} løftet {2} {3} berøring={4}
cmd.board.seat = {1} sat {2} {3}
cmd.board.state = tilstand: {1}
cmd.board.say = siger: {1}
cmd.board.differs = brættet afviger ved start: {1}
cmd.board.illegal = dommer: ulovligt træk, {1}
# anna boardlearn: ingen eller to kilder; indlæringen stoppede ved felt {1}; tildelingen skrevet til {1}
cmd.boardlearn.source = Angiv brættet med --device ENHED eller en optagelse af det med --recording FIL, en af de to.
cmd.boardlearn.stopped = Indlæringen stoppede ved felt {1} af 64, så ingen tildeling blev skrevet. Start anna boardlearn igen og fortsæt til h8.
cmd.boardlearn.written = tildeling skrevet til {1}
# anna boardmap: {1} fil, tastekoderne for {2} a1 og {3} h8
cmd.boardmap.ok = {1}: 64 felter, tastekoder {2} (a1) .. {3} (h8)
cmd.audio.default = {1}  (standard)
cmd.audio.device = enhed {1}, udgangsforsinkelse {2} ms
cmd.journal.record = {1}. {2} s ({3} UTC): {4}
cmd.journal.header = journalen begynder, format {1}, enheder: {2}
cmd.journal.key_down = {1}: tast {2} trykket
cmd.journal.key_up = {1}: tast {2} sluppet
cmd.journal.key_repeat = {1}: tast {2} gentages
cmd.journal.sync = {1}: slut på en melding
cmd.journal.dropped = {1}: hændelser gik tabt (enhedens buffer løb over)
cmd.journal.input = {1}: inputhændelse type {2}, kode {3}, værdi {4}
cmd.journal.board = {1} læst helt, brikker på: {2}
cmd.journal.tick = en frist er nået
cmd.journal.recovery = annad genstartet: {1} s tabt, {2} halvtræk genskabt
cmd.journal.bytes = {1}: {2} bytes læst fra dens serielle linje: {3}
cmd.journal.unreadable = en post ({1}), der ikke kan læses: {2}
cmd.journal.none = ingen
cmd.journal.cmd.start = dommeren starter partiet
cmd.journal.cmd.vi_lift = den synshandicappedes bræt: en brik løftes fra {1}
cmd.journal.cmd.vi_made = den synshandicappedes bræt viser trækket {1}
cmd.journal.cmd.vi_promotion = den synshandicappedes bræt: bonden fra {1} venter på sin forvandlingsbrik
cmd.journal.cmd.vi_illegal = den synshandicappedes bræt viser det ulovlige træk {1} ({2})
cmd.journal.cmd.vi_unmade = den synshandicappedes bræt viser ikke længere et træk
cmd.journal.cmd.vi_executed = den synshandicappedes bræt: det annoncerede træk er udført
cmd.journal.cmd.vi_wrong = den synshandicappedes bræt afviger fra det annoncerede træk: {1}
cmd.journal.cmd.vi_mismatch = den synshandicappedes bræt afviger fra partiet: {1} rettelser
cmd.journal.cmd.vi_match = den synshandicappedes bræt stemmer igen med partiet
cmd.journal.cmd.sighted_made = den seendes bræt viser trækket {1}
cmd.journal.cmd.key_move = {1} indtaster trækket {2}
cmd.journal.cmd.key_promotion = {1} angiver forvandlingsbrikken {2}
cmd.journal.cmd.key_clock = {1} trykker på uret
cmd.journal.cmd.key_correct = {1} trækker det annoncerede træk tilbage
cmd.journal.cmd.key_query = {1} spørger {2} ({3})
cmd.journal.cmd.key_draw_offer = {1} tilbyder remis
cmd.journal.cmd.key_draw_decline = {1} afslår remistilbuddet
cmd.journal.cmd.key_resign = {1} opgiver
cmd.journal.cmd.claim = {1} reklamerer ({2}), påtænkt træk {3}
cmd.journal.cmd.deadline = timeren udløber
cmd.journal.cmd.arb_pause = dommeren stopper uret ({1})
cmd.journal.cmd.arb_resume = dommeren starter uret igen
cmd.journal.cmd.arb_adjust = dommeren justerer uret for {1}: {2} {3} ms ({4})
cmd.journal.cmd.arb_take_back = dommeren sætter partiet tilbage til halvtræk {1}
cmd.journal.cmd.arb_set_position = dommeren opstiller stillingen {1}
cmd.journal.cmd.arb_penalty = dommeren straffer {1}: {2}, {3} ms
cmd.journal.cmd.arb_result = dommeren erklærer resultatet {1}
cmd.journal.cmd.arb_confirm = dommeren bekræfter afgørelse {1}
cmd.journal.cmd.arb_override = dommeren underkender afgørelse {1}
cmd.journal.cmd.arb_new_game = dommeren begynder et nyt parti
cmd.journal.cmd.sheet_entry = {1} overfører den seendes notationsindførsel {2} (bogstaver {3})
cmd.journal.cmd.arb_reconcile = dommeren beder om at afstemme notationerne
cmd.journal.cmd.arb_switches = dommeren sætter kontakterne: {1}
cmd.journal.cmd.sighted_mismatch = den seendes bræt afviger fra partiet: {1} rettelser
cmd.journal.cmd.sighted_match = den seendes bræt stemmer igen med partiet

# Noteringsblanketter og sessionen (core/scoresheet.c, core/session.c)

# Sessionen (speech/render_session.c): {1} er hvem (clock.who.*), hvis intet andet er nævnt
session.correction = Rettelse: {1}
session.draw_offer = {1} tilbyder remis
session.draw_offered = Du har tilbudt remis; modstanderen har fået det at vide.
session.claim.repetition = {1} kræver remis ved tre gange gentaget stilling. Dommeren afgør det.
session.claim.fifty = {1} kræver remis efter halvtredstræksreglen. Dommeren afgør det.
session.claim.flag = {1} kræver gevinst på tid. Dommeren afgør det.
session.penalty.time = {1}: {2} lagt til af dommeren
session.penalty.deduct = {1}: {2} trukket fra af dommeren
session.penalty.warning = {1}: en advarsel fra dommeren
session.sheet_offer_white = Træk {1}, hvid: {2}, med remistilbud
session.sheet_offer_black = Træk {1}, sort: {2}, med remistilbud
session.whose_move = {1} i trækket
session.end.arbiter = Dommeren fastsætter resultatet {1}.
# Dommerens log: {1} siden, {2} en detalje
session.report.press_not_made = {1} trykkede på uret, før trækket var udført på brættet (VI-8). Bevis gemt, ingen straf.
session.report.illegal_move = {1} fuldførte et ulovligt træk: {2}. Ulovligt træk nummer {3} for denne spiller.
session.report.drift = {1} udførte noget andet end det annoncerede træk {2}. Brætterne er forskellige.
session.report.announce_differs = {1} annoncerede et andet træk, end brættet viser; brættets træk {2} blev spillet.
session.report.claim_correct = {1} kræver remis; kravet er korrekt.
session.report.claim_incorrect = {1} kræver remis; kravet er ikke korrekt.
session.report.flag = {1} har overskredet tiden.
session.report.flag.can_mate = {1} kan stadig sætte mat med en række lovlige træk (6.9).
session.report.flag.cannot_mate = {1} kan ikke sætte mat med nogen række af lovlige træk: {2} (6.9).
session.report.flag.mate_unknown = Om {1} stadig kan sætte mat, blev ikke afgjort inden for søgningen; dommeren afgør det (6.9).
session.report.game_end = Partiet er slut: {1}.
session.report.resignation = {1} opgiver.
session.report.agreement = Spillerne aftaler remis.
session.report.agreement_early = Remis blev aftalt, før hver spiller havde trukket; ikke godkendt (2017).
session.report.mismatch = Sensorbrættet afviger fra partiet.
session.report.sighted_mismatch = Den seende spillers elektroniske bræt afviger fra partiet.
session.sighted_board_differs = Den seende spillers bræt afviger
session.report.decision = Afgørelse {1} er behandlet.
session.report.penalty = {1} får {2}.
session.proposal.penalty = Forslag: genskab stillingen, {1} til modstanderen.
session.proposal.loss = Forslag: {1} taber partiet.
session.proposal.draw = Forslag: partiet er remis.
session.proposal.confirm = Bekræft eller afvis afgørelse {1}.
session.proposal.time = Forslag: {1} til modstanderen.

# Sensorbrættet (speech/render_board.c)
board.fix.move = {1} {2} til {3}
board.fix.back = {1} {2} tilbage på {3}
board.fix.remove = {1} skal være tomt
board.fix.place = {1} mangler på {2}
board.ok = Brættet stemmer
board.piece.white.king = hvid konge
board.piece.white.queen = hvid dronning
board.piece.white.rook = hvidt tårn
board.piece.white.bishop = hvid løber
board.piece.white.knight = hvid springer
board.piece.white.pawn = hvid bonde
board.piece.black.king = sort konge
board.piece.black.queen = sort dronning
board.piece.black.rook = sort tårn
board.piece.black.bishop = sort løber
board.piece.black.knight = sort springer
board.piece.black.pawn = sort bonde
board.ask_promotion = Forvandling på {1}: hvilken brik? 1 dronning, 2 tårn, 3 løber, 4 springer, derefter Enter
board.ask_which = Hvilket træk: {1}?
board.or = eller
board.not_announced = Det er ikke det annoncerede træk {1}
board.illegal = Ulovligt træk: {1}. {2}
board.why.not_own_piece = Det er modstanderens brik.
board.why.own_capture = En egen brik kan ikke slås.
board.why.pattern = Sådan trækker denne brik ikke.
board.why.blocked = En brik står i vejen.
board.why.self_check = Din egen konge ville stå i skak.
board.why.castle_rights = Kongen eller tårnet har allerede flyttet; denne rokade er ikke længere mulig.
board.why.castle_blocked = Der står en brik mellem konge og tårn.
board.why.castle_in_check = Man må ikke rokere ud af skak.
board.why.castle_through = Kongen må ikke passere eller lande på et angrebet felt.
board.why.castle_rook = Ved rokade flyttes tårnet også; flyt det.
board.why.en_passant_pawn = En passant slår bonden ved siden af; tag den af brættet.
board.learn.ask_lift = Løft brikken på {1} op og sæt den tilbage
board.learn.ask_seat = Sæt en brik i hullet på {1} og tag den op igen
board.learn.put_back = {1} fundet, sæt brikken tilbage
board.learn.take_out = {1} fundet, tag brikken op igen
board.learn.learned = {1} gemt
board.learn.already = Dette hul er allerede {1}. Der søges {2}
board.learn.other_hole = Et andet hul har ændret sig. Gør først {1} færdig
board.learn.done = Alle 64 felter er lært
board.learn.aborted = Indlæring afbrudt

# Brætkort til sensorbrættet (board-io/boardmap.c); linjen tilføjes af error.at_line
session.report.sheet = Noteringsblanket for {1}: {2}

# The session: later additions (core/session.c, speech/render_session.c)
session.proposal.override = Partiet sluttede af sig selv; afvis afgørelse {1}, hvis spillet skal fortsætte.
session.refused.touched = En brik er rørt eller trækket udført: ingen remisreklamation på dette træk.
session.claim_move = {1} skal nu spille det anmeldte træk {2}; reklamationen er afvist.
session.report.claim_move = {1} reklamerede remis med det anmeldte træk {2}, men spillede et andet træk efter afvisningen (DRAW-6).
session.report.press_no_move = {1} trykkede på uret uden at have indtastet et træk. Bevis gemt, ingen straf givet.
session.proposal.press = Hvis det regnes som et ulovligt træk (2017, 7.8): {1} til modstanderen.
session.report.late_announcement = {1} meldte trækket {2} efter at have trykket på uret (VI-9).
session.refused.assistant = Partiet kan ikke begynde endnu: der skal registreres en assistent for den hørehæmmede spiller.
session.report.assistant_required = {1} er hørehæmmet og spiller mod en synshæmmet spiller: en assistent er obligatorisk (2017 D.2.11). Bekræft, når en er registreret, eller afvis for at begynde uden.
session.report.assistant_advised = {1} er hørehæmmet og spiller mod en synshæmmet spiller: en assistent anbefales.
session.refused.quickplay = Ingen hurtigafslutningsreklamation her: den kræver sidste periode uden tillæg og under to minutter på dit ur.
session.refused.not_paused = Uret er ikke standset; der er intet at starte igen.
session.refused.not_started = Partiet er ikke begyndt endnu; dommeren starter det.
session.refused.paused = Uret er stoppet. Fortsæt med kommandotasten, skråstreg, derefter 5.
session.refused.boards_differ = {1}: det bræt viser endnu ikke den aftalte stilling. Spillet fortsætter, når begge brætter viser den.
session.refused.switches_training = Under træning er al hjælp slået til: skakmeldinger, tidsadvarsler, spørgsmål om felter, begge siders træk. I turnering hører kontakterne dommeren til.
session.refused.frozen_training = Uret er trykket; trækket kan ikke længere rettes. Tag det tilbage med kommandotasten, skråstreg, derefter 4.
session.refused.no_draw = Det er endnu ikke remis: stillingen er ikke forekommet tre gange, og der er ikke gået halvtreds træk uden slag eller bondetræk. Spil videre.
session.refused.no_arbiter = Under træning er der ingen dommer til at afgøre en hurtig afslutning. Spil videre, tilbyd remis, eller giv op.
session.claim.quickplay = {1} reklamerer remis i hurtigafslutningen. Dommeren afgør.
session.claim.increment = {1} beder om et tillæg på fem sekunder. Dommeren afgør.
session.increment = Fra nu af giver hvert træk begge spillere {1}.
session.touched = {1} {2} rørt
session.touched.move = {1} {2} rørt: den skal flyttes
session.touched.capture = {1} {2} rørt: den skal slås
session.touched.free = {1} {2} rørt: den kan hverken flyttes eller slås, ingen pligt
session.report.quickplay = {1} reklamerer remis med {2} tilbage (hurtigafslutning, QPF-3).
session.report.increment = {1} beder om fem sekunders tillæg med {2} tilbage (QPF-2).
session.proposal.quickplay = Bekræft: remis. Afvis: afvist, {1} til modstanderen.
session.proposal.increment = Bekræft: fem sekunder pr. træk til begge, {1} til modstanderen. Afvis: afslået.
session.report.reconcile_agree = Afstemning (VI-13): noteringerne stemmer overens i alle {1} halvtræk; begge brætter skal vise stillingen efter dem.
session.report.reconcile_disagree = Afstemning (VI-13): noteringerne stemmer overens i de første {1} halvtræk; derefter strøget: {2} på den synshæmmede spillers notering, {3} på den seende spillers. Begge brætter skal vise stillingen efter halvtræk {1}.
session.report.reconcile_clocks = Ure noteret dengang: hvid {1}, sort {2}.
session.proposal.reconcile = Bekræft: gennemfør det. Afvis: partiet fortsætter som det står.
session.report.sheet_ok = Noteringsblanket for {1}: {2} af {3} halvtræk indført; ajour (SHEET-3).
session.report.sheet_behind = Noteringsblanket for {1}: {2} af {3} halvtræk indført; hans eget sidste træk mangler (SHEET-3).
session.report.sheet_exempt = Noteringsblanket for {1}: {2} af {3} halvtræk indført; fritaget for notering, under fem minutter (SHEET-7).

# annad: konfiguration, journal, genopretning, enheder, styresokkel
config.syntax = {1} linje {2}: hverken [afsnit] eller nøgle = værdi; ret linjen eller sæt # foran
config.section = {1} linje {2}: der er intet afsnit [{3}]; afsnittene er [game], [devices], [keymaps], [listeners], [daemon], [roles], [hall] og [engine] (man annad.conf)
config.key = {1} linje {2}: afsnit [{3}] har ingen nøgle {4}; sammenlign stavemåden med man annad.conf
config.value = {1} linje {2}: {4} er ikke en mulig værdi for {3}; man annad.conf nævner værdierne
config.choice = {1} linje {2}: {3} er ikke muligt; værdien kan være en af {4}
config.no_section = {1} linje {2}: {3} står før alle afsnit; sæt den under [{4}]
config.no_section_any = {1} linje {2}: {3} står før alle afsnit, og intet afsnit har den nøgle; afsnittene er {4} (man annad.conf)
config.duplicate = {1} linje {2}: {3} står to gange i dette afsnit (første gang i linje {4}); behold en af linjerne
config.user = {1} linje {2}: der er ingen bruger {3}; angiv et brugernavn eller et nummer
config.readers = {1} linje {2}: readers er everyone eller en gruppe, og der er ingen gruppe {3} på dette system
config.open = Konfigurationsfilen {1} kan ikke læses ({2}); kontroller stien og rettighederne
config.profile = {1} linje {2}: der er ingen profil {3}; profilerne er {4}
config.keymap = {1} linje {2}: tastaturplanen {3} kan ikke indlæses; planerne er {4}, eller angiv stien til en fil (kontroller den med anna keymap)
config.directory = {1} er en mappe, ikke en konfigurationsfil; angiv selve filen
config.special = {1} er ikke en almindelig fil (en FIFO, en enhed eller en socket); angiv en konfigurationsfil
config.too_big = {1} er større end {2} KiB, for stor til en konfigurationsfil; angiv den rigtige fil
config.section_twice = {1} linje {2}: afsnittet [{3}] står to gange (første gang i linje {4}); saml dets nøgler i ét afsnit
config.utf8 = {1} linje {2}: værdien af {3} er ikke gyldig UTF-8-tekst; gem filen som UTF-8
journal.ok = {1}: {2} poster, kæden er intakt; sidste hash {3}
journal.torn = {1}: den sidste post (nummer {2}) er afkortet, som efter et strømsvigt; den kasseres, og partiet fortsætter fra posten før
journal.broken = {1}: post {2} (byte {3}) passer ikke til kæden: journalen er beskadiget eller ændret; posterne før den er gyldige, tilkald dommeren
journal.io = Journalen {1} kan ikke læses eller skrives ({2}); kontroller plads og rettigheder i tilstandsmappen
journal.moved = Den beskadigede journal {1} er gemt som {2} til dommeren
journal.not_kept = Der er ikke plads til en kopi af den beskadigede journal {1} ({2}); den beskadigede del kasseres, og partiet fortsætter fra de gyldige poster
journal.held = anna kan ikke optage partiet: skrivningen af journalen {1} mislykkedes ({2}). Intet mere annonceres; partiet holdes an for dommeren, indtil journalen kan skrives igen
journal.held_training = anna kan ikke optage partiet: skrivningen af journalen {1} mislykkedes ({2}). Intet mere annonceres; partiet er sat på pause, indtil journalen kan skrives igen
journal.written = Journalen {1} skrives igen; partiet er optaget til og med halvtræk {2}
journal.rewritten = Journalen {1} blev slettet eller erstattet under partiet; den er skrevet igen fra hukommelsen (en fil på dens plads ligger ved siden af); tilkald dommeren
journal.archive = Journalen for det afsluttede parti {1} kan ikke gemmes ({2}); annad starter ikke et nyt parti oven i den: skaf plads eller ret tilstandsmappens rettigheder
state.locked = En anden annad (proces {2}) fører partiet i {1}; denne stopper uden at røre det
state.unwritable = Tilstandsmappen {1} kan ikke skrives ({2}); annad starter ikke et parti, den ikke kan gemme: giv annads bruger skriveadgang og plads der, eller angiv en anden state-dir i [daemon]
journal.header = den første post er ikke hovedet af en anna-journal
journal.format = den er skrevet i journalformat {1}, som denne anna (format {2}) ikke kan læse
journal.format_image = den er skrevet i journalformat {1} (anna 0.1), hvis kommandoposter er et hukommelsesbillede af programmet, der skrev dem; denne anna (format {2}) kan ikke læse dem
journal.type = posttype {1} kender anna ikke
journal.field_short = posten slutter før sit felt {1} (byte {2})
journal.field_range = dens felt {1} (byte {2}) indeholder {3}, som ikke er en mulig værdi
journal.trailing = den har bytes efter sit sidste felt (fra byte {1})
journal.unrecoverable = {1}: post {2} ({3}) kan ikke læses, af grunden nedenfor. annad genskaber ikke partiet fra denne journal; vis den med anna journal show, og flyt den væk for at begynde et nyt parti
daemon.recovered_white = Partiet er genoprettet efter {1} halvtræk. Hvid er i trækket. Uret er standset, fordi partiet blev genoprettet; der gik {2} sekunder siden sidste post.
daemon.recovered_black = Partiet er genoprettet efter {1} halvtræk. Sort er i trækket. Uret er standset, fordi partiet blev genoprettet; der gik {2} sekunder siden sidste post.
daemon.recovered_over = Det afsluttede parti med {1} halvtræk er genoprettet; dommeren kan begynde et nyt parti
daemon.device_open = Enheden {2} til {1} kan ikke åbnes ({3}); kontroller stien, og at annad må læse den (udev-regler)
daemon.ready = anna er klar; styresokkel {1}
daemon.ready_said = anna er klar
daemon.started = annad kører, men anna er ikke klar endnu; styresokkel {1}
daemon.resume_training = Start uret igen med anna resume, eller på tastaturet: kommandotasten, skråstreg, derefter 5.
daemon.resume_arbiter = Dommeren starter uret igen med anna resume, eller på sit tastatur: kommandomenuen, derefter 5.
daemon.socket = Styresoklen {1} kan ikke åbnes ({2}); kontroller mappen, og at ingen anden annad kører
daemon.option = {1} er ikke en indstilling til annad, eller dens værdi mangler; annad --help viser indstillingerne
daemon.replay = --replay {1}: skriv ROLLE=FIL, ROLLE en af vi-board, sighted-board, vi-keypad, sighted-keypad, arbiter-keypad, hver rolle én gang
daemon.speed = --speed {1}: angiv et helt tal fra 1 til 1000
daemon.config_ok = {1}: i orden, annad kan starte med denne konfiguration
daemon.config_defaults = Ingen konfigurationsfil: annad starter med standardværdierne; i orden
daemon.synced = journal gemt til halvtræk {1}
daemon.game_saved = det afsluttede parti ligger i {1}
daemon.brf_saved = spillerens noteringsark i punktskrift ligger i {1}
daemon.game_unwritable = Kan ikke skrive {1} ({2}); partiet er sikkert i journalen: anna ctl pgn og anna scoresheet --brf giver det
daemon.output = Lydudgangen {1} kan ikke åbnes ({2}); kontroller output i annad.conf, eller skriv output = text
daemon.speech = Talen til en lytter kan ikke starte ({1}); ordene går stadig til udskriften
daemon.transcript = Udskriften {1} kan ikke åbnes ({2}); kontroller stien, og at annad må skrive der
control.denied = Ikke tilladt: {1} ændrer partiet, og det må kun dommeren (bruger {2}); se [roles] i annad.conf
control.request = Ingen gyldig forespørgsel: {1}; en linje, en kommando og felter nøgle=værdi (docs/protocol.md)
control.unknown = Der er ingen kommando {1}; anna help viser kommandoerne
control.field = {1}: --{2} kan ikke være "{3}"; skriv en af {4}
control.field_time = {1}: --{2} "{3}" er ikke en tid; skriv den som 90s, 2m, 1:30 eller i millisekunder (et minus trækker tid fra: -30s)
control.field_value = {1}: --{2} kan ikke være "{3}"; anna {1} --help viser, hvad den tager
control.field_option = {1} har ingen indstilling --{2}; dens indstillinger er {3}
control.field_none = {1} tager ingen indstillinger, heller ikke --{2}
control.field_twice = {1}: --{2} er angivet to gange; angiv den én gang
control.missing = {1} skal have --{2}; anna {1} --help viser hvordan
control.missing_choice = {1} skal have --{2}, en af {3}
control.missing_time = {1} skal have enten --add eller --set med en tid, for eksempel --add 2m, --add -30s eller --set 1:30:00
control.state.setup = {1} er ikke muligt nu: partiet er ikke begyndt; dommeren begynder det med anna start
control.state.vi_to_move = {1} er ikke muligt nu: det er den synshandicappede spillers træk
control.state.sighted_to_move = {1} er ikke muligt nu: det er den seende spillers træk
control.state.vi_executing = {1} er ikke muligt nu: den synshandicappede spiller udfører trækket på sit bræt
control.state.arbiter = {1} er ikke muligt nu: partiet venter på dommerens afgørelse
control.state.paused = {1} er ikke muligt nu: uret er standset; anna resume starter det igen
control.state.ended = {1} er ikke muligt nu: partiet er slut; anna newgame begynder et nyt
control.connect = annad kan ikke nås på {1} ({2}); kører annad?
control.decision_none = {1} {2}: der er ingen åben afgørelse {2}; ingen afgørelse er åben nu
control.decision_closed = {1} {2}: afgørelse {2} er ikke åben (allerede truffet, eller aldrig åbnet); de åbne afgørelser er {3} (anna decisions viser dem)
control.no_decisions = Ingen afgørelse er åben.
control.access = Adgang nægtet ved {1}: annad kører, men dens sokkel er kun for gruppen {2}. Bed arrangøren om at føje dig til gruppen eller sætte readers = everyone under [daemon] i annad.conf
control.utf8 = {1}: feltet {2} er ikke gyldig UTF-8-tekst
control.busy = annad har {1} forbindelser åbne og afviste denne; prøv igen om et øjeblik
control.idle = annad lukkede forbindelsen efter {1} sekunder uden forespørgsel
control.closed = annad på {1} lukkede forbindelsen før svaret (for mange forbindelser eller for langsom læsning); prøv igen
control.held = {1}: journalen kan endnu ikke skrives, så partiet forbliver standset; skaf først plads i tilstandsmappen
control.refused = {1}: {2}
control.sheet.read_white = Træk {1}, hvid: {2} er læst og indført
control.sheet.read_black = Træk {1}, sort: {2} er læst og indført
control.sheet.unreadable_white = Træk {1}, hvid: {2} kan ikke læses som et træk; det står som skrevet til dommeren
control.sheet.unreadable_black = Træk {1}, sort: {2} kan ikke læses som et træk; det står som skrevet til dommeren
control.sheet.ambiguous_white = Træk {1}, hvid: {2} passer på mere end ét lovligt træk; det står som skrevet til dommeren
control.sheet.ambiguous_black = Træk {1}, sort: {2} passer på mere end ét lovligt træk; det står som skrevet til dommeren
control.sheet.illegal_white = Træk {1}, hvid: {2} er ikke et lovligt træk der; det står som skrevet til dommeren
control.sheet.illegal_black = Træk {1}, sort: {2} er ikke et lovligt træk der; det står som skrevet til dommeren
control.sheet.unchecked_white = Træk {1}, hvid: {2} står ulæst, fordi en tidligere indførsel er markeret; dommeren afgør det med anna ctl reconcile
control.sheet.unchecked_black = Træk {1}, sort: {2} står ulæst, fordi en tidligere indførsel er markeret; dommeren afgør det med anna ctl reconcile
control.sheet.move = Næste indførsel i noteringsbladet er træk {2}, ikke {1}; indfør trækkene i rækkefølge
control.reconcile.proposal = Forslag {1}: anna confirm {1} gennemfører det, anna override {1} lader partiet være som det er
control.switch.on = {1}: til
control.switch.off = {1}: fra
control.switched_on = Dommeren har slået {1} til
control.switched_off = Dommeren har slået {1} fra

# Træning (et skakprogram som modstander, tip, gennemgang, studium)
keypad.cmd.hint = tip
keypad.cmd.eval = vurdering
keypad.cmd.take_back = tag mit sidste træk tilbage
keypad.cmd.threat = hvad min modstander truer med
keypad.help.stepping = I en gennemgang eller et studium: {1} alene, det næste træk; {2} alene, trækket før. I et studiums gættetilstand skriver du det træk, du selv ville spille.
engine.level.beginner = begynder
engine.level.novice = øvet begynder
engine.level.casual = hyggespiller
engine.level.club = klubspiller
engine.level.strong = stærk klubspiller
engine.level.expert = ekspert
engine.level.full = fuld styrke
engine.level.elo = Elo {1}
engine.level.depth = dybde {1}
uci.garbage = skakprogrammet skrev en linje, anna ikke kan læse (kolonne {1})
uci.score = skakprogrammet skrev en vurdering uden tal: {1}
uci.bestmove = skakprogrammet svarede {1}, som ikke er et lovligt træk her
engine.level = ukendt styrke "{1}": beginner, novice, casual, club, strong, expert, full, et Elo-tal fra 1 til 4000 eller depth og et tal fra 1 til 60
engine.missing = Skakprogrammet {1} kan ikke startes ({2}).
engine.crashed = Skakprogrammet stoppede. Det startes igen med stillingen.
engine.hung = Skakprogrammet svarede ikke i tide. Det startes igen med stillingen.
engine.garbage = Skakprogrammet gav et forkert svar: {1}. Det startes igen med stillingen.
engine.gave_up = Skakprogrammet kan ikke bruges. Partiet fortsætter mellem to mennesker: modstanderens træk skrives på det andet tastatur eller med anna move.
engine.ready = skakprogram {1} klar, styrke {2}
engine.plays_white = Skakprogrammet spiller hvid, styrke {1}. Du spiller sort.
engine.plays_black = Skakprogrammet spiller sort, styrke {1}. Du spiller hvid.
training.refused = Ikke i turnering: reglerne tillader hverken skakprogram, tip eller vurderinger der.
training.no_engine = Der er intet skakprogram til det.
training.busy = Et øjeblik, skakprogrammet regner stadig.
training.hint = Tip: {1}
training.hint_piece = Tip: flyt {1}
training.no_move = Der er intet træk at spille.
training.threat = Din modstander truer med {1}
training.in_check = Du står i skak.
training.taken_back = Taget tilbage: {1} halvtræk. Stil dit bræt op som før.
training.nothing_back = Der er intet træk af dig at tage tilbage.
eval.equal = Stillingen er omtrent lige.
eval.white_slightly = Hvid står lidt bedre.
eval.black_slightly = Sort står lidt bedre.
eval.white_pawn = Hvid står omkring en bonde bedre.
eval.black_pawn = Sort står omkring en bonde bedre.
eval.white_pawns = Hvid står omkring {1} bønder bedre.
eval.black_pawns = Sort står omkring {1} bønder bedre.
eval.white_winning = Hvid står til gevinst.
eval.black_winning = Sort står til gevinst.
eval.white_mates = Hvid sætter mat i {1} træk.
eval.black_mates = Sort sætter mat i {1} træk.
eval.white_mated = Hvid er skakmat.
eval.black_mated = Sort er skakmat.
review.mistake = Træk {1}: du spillede {2}. Bedre var {3}.
review.cost = Det kostede omkring {1}.
review.pawns = {1} bønder
review.percent = {1} procent af dine vinderchancer
review.saved = det kommenterede parti ligger i {1}
review.pgn_better = bedre var {1} {2}
review.none = Ingen store fejl i dette parti.
review.summary = Gennemgangen har {1} træk, hvor du tabte meget.
review.end = Slut på gennemgangen.
review.start = Gennemgangen af dit parti.
review.threshold = ukendt grænse "{1}": hundrededele bønder (for eksempel 150) eller en vinderchance i procent (for eksempel 20%)
study.opened = {1} mod {2}, {3} halvtræk.
study.start = Udgangsstillingen.
study.move = {1}: {2}
study.end = Partiets slutning: {1}
study.guess_right = Rigtigt: {1} var partiets træk.
study.guess_wrong = Du spillede {1}; i partiet skete {2}.
study.guess_eval = Dit træk var omkring {1} dårligere.
study.score = Du fandt {1} af {2} træk.
study.your_turn = Dit træk: hvad ville du spille?
study.empty = {1} har intet parti med træk.
study.closed = Studiet er lukket; tilbage til dit parti. Uret venter, til du genstarter det.
study.none = Intet studie er åbent.
# anna position and anna pgn check --status (tools/status.c)
status.side = I trækket: {1}.
status.moves = Lovlige træk ({1}): {2}
status.not_check = Ikke skak.
status.check = {1} står i skak.
status.checkmate = {1} er skakmat.
status.stalemate = {1} er pat.
status.dead = Død stilling: ingen af siderne kan sætte mat med nogen række af lovlige træk.
status.not_dead = Ikke en død stilling.
status.dead_unknown = Det vides ikke, om stillingen er død.
status.repetitions = Antal gange stillingen er forekommet: {1}.
status.count = Træk uden slag eller bondetræk: {1} ({2} halvtræk). Efter 50 kan der kræves remis; efter 75 slutter partiet.
status.threefold_claim = Siden i trækket kan kræve remis ved gentagelse.
status.fifty_claim = Siden i trækket kan kræve remis efter 50-træksreglen.
status.mate.yes = {1} kan stadig sætte mat, for eksempel: {2}
status.mate.done = {1} har sat mat.
status.mate.no = {1} kan ikke sætte mat: {2}.
status.mate.unknown = {1}: det vides ikke, om mat er mulig; søgningen stoppede efter {2} stillinger.
status.reason.material = materialet rækker ikke til nogen mat
status.reason.locked = stillingen er blokeret for altid, så ingen brik nogensinde kan sætte kongen mat
status.reason.searched = hver stilling, der kan opstå, er undersøgt, og ingen er mat
status.game = Parti {1}, slutstilling:
# The tournament hall link (docs/hall.md)
hall.url = Hal-brokeren {1} er ikke en adresse anna kan bruge; skriv mqtt://vært:port eller mqtts://vært:port
hall.name = Navnet {1} kan ikke bruges i hallen: 1 til 63 tegn, uden skråstreg, plus, havelåge eller kontroltegn
hall.start = Forbindelsen til hallen kunne ikke starte ({1})
hall.tls = Hal-forbindelsen kan ikke bruge TLS-filen {1} ({2})
hall.down = Forbindelsen til hallen på {1} er tabt; partiet fortsætter, og anna prøver igen
hall.drift.vi = Den synshandicappede spillers bræt viser ikke partiet
hall.drift.sighted = Den seende spillers bræt viser ikke partiet
hall.drift.both = Ingen af brætterne viser partiet
shared.white_to_move = Hvid er i trækket.
shared.black_to_move = Sort er i trækket.
hall.up = Forbindelsen til hallen på {1} virker
hall.command.bad = En kommando fra hallen blev ikke forstået; den skal være et JSON-objekt med cmd og args som tekst
hall.command.refused = Kommandoen {1} kan ikke gives fra hallen; brug anna-kommandoen ved brættet
hall.write = Kan ikke skrive {1} ({2})

# The hall page (hall/www), written out by anna hall words
hall.page.lang = da
hall.page.title = anna: hallen
hall.page.skip = Spring til brætterne
hall.page.connecting = Forbinder til hallen…
hall.page.connected = Forbundet til hallen
hall.page.disconnected = Ikke forbundet til hallen; prøver igen
hall.page.boards = Brætter, dem der kræver dommeren først
hall.page.board = Bræt
hall.page.alarm = Kræver dommeren
hall.page.no_alarm = nej
hall.page.white = Hvid
hall.page.black = Sort
hall.page.clock_white = Hvids ur
hall.page.clock_black = Sorts ur
hall.page.state = Status
hall.page.last_move = Sidste træk
hall.page.live_pgn = Alle partier som PGN (direkte)
hall.page.signin = Dommerlogin
hall.page.username = Bruger
hall.page.password = Adgangskode
hall.page.signin_button = Log ind
hall.page.board_title = anna: et bræt
hall.page.board_heading = Bræt {1}
hall.page.back = Tilbage til alle brætter
hall.page.players = Spillere og ure
hall.page.decisions = Åbne afgørelser
hall.page.no_decisions = Ingen
hall.page.decision = Afgørelse {1}: {2}
hall.page.confirm = Bekræft
hall.page.override = Tilsidesæt
hall.page.sent = {1} sendt; venter på brættets svar
hall.page.position = Stilling
hall.page.position_caption = Stillingen, hvid nederst
hall.page.square_piece = {1}: {2} {3}
hall.page.square_empty = {1}: tom
hall.page.piece_king = konge
hall.page.piece_queen = dronning
hall.page.piece_rook = tårn
hall.page.piece_bishop = løber
hall.page.piece_knight = springer
hall.page.piece_pawn = bonde
hall.page.moves = Træk
hall.page.display_title = anna: hvad der meldes
hall.page.display_heading = Bræt {1}: hvad der meldes
hall.page.earlier = Tidligere
hall.page.alarm_offline = brættet er ikke forbundet
hall.page.alarm_decision = afgørelse {1}: {2}
hall.page.alarm_arbiter = partiet venter på dommeren
hall.page.alarm_drift = brætterne er forskellige: {1}
hall.page.alarm_device = mangler: {1}
hall.page.alarm_flag = {1} har under et minut
hall.page.board_alarm = Bræt {1}: {2}
hall.page.state_offline = ikke forbundet
hall.page.state_setup = ikke begyndt
hall.page.state_running = spilles
hall.page.state_paused = standset
hall.page.state_arbiter = venter på dommeren
hall.page.state_ended = slut
hall.page.to_move = {1} i trækket

# What scripts/install-hall says (anna hall tell)
hall.install.start = Hallen sættes op til arrangementet {1}.
hall.install.bad_boards = --boards skal være et tal fra 1 til 999, ikke {1}.
hall.install.bad_event = Arrangementets navn {1} kan ikke bruges: 1 til 63 tegn, uden skråstreg, plus eller havelåge.
hall.install.page = Hal-siden ligger i {1}.
hall.install.accounts = {1} broker-konti, dommerens og én pr. bræt; adgangskoderne står i {2}, kun læsbare for root.
hall.install.broker = Brætterne forbinder på port {1}; siden vises på port {2}.
hall.install.root = Alt blev skrevet under {1}; intet blev startet.
hall.install.done = Hallen er klar. Siden: {1}. Direkte PGN: {2}.
hall.install.no_systemd = systemd kører ikke her: start selv brokeren ({1}) og anna hall broadcast.
config.hall_board = {1}: afsnittet [hall] skal have board = brættets navn eller nummer i hallen
config.shared_engine = {1}: sighted-keypad = shared er til en person som modstander, men [engine] siger opponent = engine. Vælg én af dem.
config.hall_event = {1}: afsnittet [hall] skal have et arrangementsnavn, der kan bruges i hallen (event = ..., 1 til 63 tegn uden skråstreg, plus eller havelåge), ikke {2}
hall.password = Hallens adgangskodefil {1} kan ikke læses ({2}); forbindelsen til hallen er slået fra
