# anna profile nb: Norwegian (bokmål) chess words with the FIDE file
# names, a local adaptation (docs/rules.md VOC-3, ED-3). Format:
# docs/profiles.md. One `key = text` per line; # starts a comment line.

# espeak-ng voice
voice = nb

# Pronunciation fixes (docs/profiles.md): espeak-ng 1.51's Norwegian voice
# stresses Bella on -la and rokade on ro-.
fix.Bella = b'EllA
fix.rokade = RUk'A:da#

# Files a..h and ranks 1..8, counted from White's side
file.a = Anna
file.b = Bella
file.c = Cesar
file.d = David
file.e = Eva
file.f = Felix
file.g = Gustav
file.h = Hector
rank.1 = en
rank.2 = to
rank.3 = tre
rank.4 = fire
rank.5 = fem
rank.6 = seks
rank.7 = sju
rank.8 = åtte

# Pieces as spoken
piece.king = konge
piece.queen = dronning
piece.rook = tårn
piece.bishop = løper
piece.knight = springer
piece.pawn = bonde

# Piece letters of written notation (scoresheets, SAN) for K Q R B N P,
# separated by blanks (core/notation.h, anna_letters_parse)
letters = K D T L S B

# Braille (docs/braille.md): the liblouis table of this language's braille
# code, and the words of a braille scoresheet (BRF)
braille.table = no-no-g0.utb
brf.title = Noteringsskjema
brf.event = Turnering: {1}
brf.site = Sted: {1}
brf.date = Dato: {1}
brf.round = Runde: {1}
brf.white = Hvit: {1}
brf.black = Svart: {1}
brf.result = Resultat: {1}
braille.table_missing = Punktskrifttabellen {1} kan ikke lastes. Installer liblouis-data, eller oppgi en tabell som liblouis har (ls /usr/share/liblouis/tables), for eksempel --table no-no-g0.utb.
braille.text = Teksten til punktskrift er ikke UTF-8.
braille.unavailable = Denne anna er bygget uten liblouis og kan ikke skrive punktskrift. Installer liblouis-dev og bygg anna på nytt.
braille.size = En punktskriftside må ha {1} til {2} celler eller linjer.
display.unavailable = Leselisten kan ikke nås gjennom brltty på {1} ({2}). Start brltty med leselisten tilkoblet (sudo systemctl start brltty), eller oppgi riktig BrlAPI-vert; de andre utgangene fortsetter.
display.silent = Leselisten kan ikke nås: brltty på {1} tok imot tilkoblingen, men svarte ikke innen {2} sekunder. Start brltty på nytt (sudo systemctl restart brltty) og deretter anna; de andre utgangene fortsetter.
display.gone = Leselisten kan ikke lenger nås: brltty på {1} lukket tilkoblingen. Start brltty igjen (sudo systemctl start brltty) og deretter anna; de andre utgangene fortsetter.
display.none = brltty på {1} svarer, men ingen leselist er koblet til. Koble til leselisten, sjekk driver og enhet i /etc/brltty.conf (braille-driver, braille-device), start brltty på nytt (sudo systemctl restart brltty) og deretter anna; de andre utgangene fortsetter.
display.unbuilt = Denne anna er bygget uten libbrlapi og kan ikke bruke en leselist. Installer libbrlapi-dev og bygg anna på nytt.
display.keymap_open = Punktskrifttastekartet {1} kan ikke åpnes ({2}). Kontroller navnet og rettighetene.
display.keymap_line = Punktskrifttastekartet {1}, linje {2}, kan ikke leses: skriv KOMMANDO = HANDLING med en av brlttys kommandoer og en av annas handlinger (docs/braille.md).
cmd.braille.sample = Springer g1-f3
cmd.braille.key = Tast: {1}
help.braille = anna braille test [--host VERT] [--auth FIL] [--table TABELL] [--keys FIL] [--seconds N] [SETNING...]\n\nViser hver setning (ellers et trekk) i profilens punktskrift på leselisten brltty styrer, for å prøve den før et parti, og leser så tastene i --seconds sekunder: panoreringstastene viser setningens neste og forrige vindu, linjetastene setningene før og etter; handlingen til hver annen tast skrives ut.\n  --host VERT     brlttys BrlAPI (ellers BrlAPIs standard eller $BRLAPI_HOST)\n  --auth FIL      BrlAPIs nøkkelfil eller none (ellers BrlAPIs standard)\n  --table TABELL  en liblouis-tabell (ellers profilens)\n  --keys FIL      tastekartet (ellers data/braille/keys.map)\n  --seconds N     hvor lenge taster leses, 0 til 3600 (ellers 0)\ndocs/braille.md forklarer det.
speechd.unavailable = anna når ikke speech-dispatcher ({1}). Inntil videre snakker anna med sin egen stemme (espeak-ng), gjennom lydkortet hvis det finnes ett. Installer og start den (sudo apt-get install speech-dispatcher; den starter med økten din), eller velg en annen utgang for denne lytteren i annad.conf; de andre utgangene fortsetter.
speechd.unbuilt = Denne anna er bygget uten libspeechd og kan ikke snakke gjennom speech-dispatcher. Installer libspeechd-dev og bygg anna på nytt. Inntil videre snakker anna med sin egen stemme (espeak-ng), gjennom lydkortet hvis det finnes ett.
speechd.lost = speech-dispatcher svarer ikke lenger (utgangen for "{1}" i annad.conf). anna fortsetter med sin egen stemme (espeak-ng), gjennom lydkortet hvis det finnes ett, og sier på nytt det speech-dispatcher ikke sa. anna prøver å nå den igjen hvert 2. sekund: start speech-dispatcher igjen for å høre din egen stemme.
speechd.back = speech-dispatcher svarer igjen (utgangen for "{1}" i annad.conf): du hører din egen stemme igjen.

# Move phrases
castle.short = kort rokade
castle.long = lang rokade
move.takes = slår
move.promotes = forvandling til
move.en_passant = en passant
move.check = sjakk
move.checkmate = sjakk matt
move.stalemate = patt
color.white = hvit
color.black = svart

# The end of the game, said after the move. .white / .black: the side
# that was mated, resigned or overstepped the time.
end.checkmate.white = Svart vinner med sjakk matt.
end.checkmate.black = Hvit vinner med sjakk matt.
end.resigned.white = Hvit gir opp. Svart vinner.
end.resigned.black = Svart gir opp. Hvit vinner.
end.time.white = Hvit har overskredet tiden. Svart vinner.
end.time.black = Svart har overskredet tiden. Hvit vinner.
end.time_draw = Tiden er overskredet, men motstanderen kan ikke lenger sette matt. Remis.
end.stalemate = Patt. Remis.
end.dead_position = Matt er ikke lenger mulig. Remis.
end.repetition5 = Samme stilling for femte gang. Remis.
end.moves75 = Syttifem trekk uten slag og uten bondetrekk. Remis.
end.repetition3 = Samme stilling for tredje gang. Remis.
end.moves50 = Femti trekk uten slag og uten bondetrekk. Remis.
end.agreement = Remis etter avtale.

# Cardinal numbers for the clock and move counts (0..99, the hundreds,
# and how a hundred joins the rest: {1} hundreds, {2} the 1..99 word).
# The unit phrases below carry the gender of "one".
num.0 = null
num.1 = en
num.2 = to
num.3 = tre
num.4 = fire
num.5 = fem
num.6 = seks
num.7 = sju
num.8 = åtte
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
num.20 = tjue
num.21 = tjueen
num.22 = tjueto
num.23 = tjuetre
num.24 = tjuefire
num.25 = tjuefem
num.26 = tjueseks
num.27 = tjuesju
num.28 = tjueåtte
num.29 = tjueni
num.30 = tretti
num.31 = trettien
num.32 = trettito
num.33 = trettitre
num.34 = trettifire
num.35 = trettifem
num.36 = trettiseks
num.37 = trettisju
num.38 = trettiåtte
num.39 = trettini
num.40 = førti
num.41 = førtien
num.42 = førtito
num.43 = førtitre
num.44 = førtifire
num.45 = førtifem
num.46 = førtiseks
num.47 = førtisju
num.48 = førtiåtte
num.49 = førtini
num.50 = femti
num.51 = femtien
num.52 = femtito
num.53 = femtitre
num.54 = femtifire
num.55 = femtifem
num.56 = femtiseks
num.57 = femtisju
num.58 = femtiåtte
num.59 = femtini
num.60 = seksti
num.61 = sekstien
num.62 = sekstito
num.63 = sekstitre
num.64 = sekstifire
num.65 = sekstifem
num.66 = sekstiseks
num.67 = sekstisju
num.68 = sekstiåtte
num.69 = sekstini
num.70 = sytti
num.71 = syttien
num.72 = syttito
num.73 = syttitre
num.74 = syttifire
num.75 = syttifem
num.76 = syttiseks
num.77 = syttisju
num.78 = syttiåtte
num.79 = syttini
num.80 = åtti
num.81 = åttien
num.82 = åttito
num.83 = åttitre
num.84 = åttifire
num.85 = åttifem
num.86 = åttiseks
num.87 = åttisju
num.88 = åttiåtte
num.89 = åttini
num.90 = nitti
num.91 = nittien
num.92 = nittito
num.93 = nittitre
num.94 = nittifire
num.95 = nittifem
num.96 = nittiseks
num.97 = nittisju
num.98 = nittiåtte
num.99 = nittini
num.100 = hundre
num.200 = to hundre
num.300 = tre hundre
num.400 = fire hundre
num.500 = fem hundre
num.600 = seks hundre
num.700 = sju hundre
num.800 = åtte hundre
num.900 = ni hundre
num.compose = {1} og {2}

# Quantities: .one with the unit's gender, .many with the number {1}
unit.hour.one = en time
unit.hour.many = {1} timer
unit.minute.one = ett minutt
unit.minute.many = {1} minutter
unit.second.one = ett sekund
unit.second.many = {1} sekunder
unit.move.one = ett trekk
unit.move.many = {1} trekk

# Where an error was found: {1} the message, {2} line, {3} column
error.at_line = {1} (linje {2})
error.at_line_column = {1} (linje {2}, kolonne {3})

# anna say: {1} which move, {2} the move as typed, {3} what is wrong
say.bad_move = Trekk {1} "{2}": {3}
# {1} a move that means {2} with this profile's letters, {3} with English ones
say.letter_sets = "{1}" er trekket {2} med denne profilens bokstaver og trekket {3} med engelske bokstaver. Skriv det entydig, for eksempel langt ({2}) eller som UCI.
say.white_to_move = "{1}" er et trekk for svart, men hvit er i trekket. Kontroller rekkefølgen av trekkene.
say.black_to_move = "{1}" er et trekk for hvit, men svart er i trekket. Kontroller rekkefølgen av trekkene.

# ---- Messages (core/messages.def) ----
msg.none = Ingen feil.

# FEN (core/fen.c)
fen.empty = FEN-strengen er tom. Angi en stilling, for eksempel utgangsstillingen.
fen.fields = Antall felt i FEN-strengen: {1}; den trenger 6 (eller 4) atskilt med mellomrom: stilling, hvem som er i trekket, rokaderettigheter, en passant-felt, halvtrekk, trekknummer.
fen.rank_count = FEN-felt 1: {1} rader i stedet for 8. Skill de åtte radene med "/", fra rad 8 til rad 1.
fen.rank_length = FEN-felt 1: rad {1} beskriver {2} felt i stedet for 8. Tell brikkene og sifrene i raden på nytt.
fen.piece_char = FEN-felt 1: rad {1} inneholder "{2}", som verken er en brikke (K Q R B N P, svart med små bokstaver) eller et siffer fra 1 til 8.
fen.side = FEN-felt 2: "{1}" angir ikke hvem som er i trekket. Skriv w for hvit eller b for svart.
fen.castling_char = FEN-felt 3: "{1}" er ingen rokaderettighet. Bruk K, Q, k og q i den rekkefølgen, eller - for ingen.
fen.castling_repeat = FEN-felt 3: rokaderettigheten "{1}" står to ganger. Skriv K, Q, k og q høyst én gang hver.
fen.castling_pieces = FEN-felt 3: rokaderettighet {1}, men kongen eller tårnet står ikke på sitt utgangsfelt. Fjern rettigheten eller rett stillingen.
fen.ep_square = FEN-felt 4: "{1}" er ikke et felt. Skriv feltet bak bonden som nettopp gikk to felt, for eksempel e3, eller -.
fen.ep_rank = FEN-felt 4: en passant-feltet {1} ligger ikke på rad 3 eller 6. Skriv feltet bak bonden som nettopp gikk to felt, eller -.
fen.ep_rank_white = FEN-felt 4: når hvit er i trekket, må en passant-feltet {1} ligge på rad 6, bak den svarte bonden som nettopp gikk to felt. Skriv det feltet eller -.
fen.ep_rank_black = FEN-felt 4: når svart er i trekket, må en passant-feltet {1} ligge på rad 3, bak den hvite bonden som nettopp gikk to felt. Skriv det feltet eller -.
fen.ep_no_pawn = FEN-felt 4: ved en passant-feltet {1} står ingen bonde som nettopp kan ha gått to felt. Skriv - eller rett stillingen.
fen.ep_occupied = FEN-felt 4: for en passant-feltet {1} må {2} være tomt, men der står noe. Skriv - eller rett stillingen.
fen.ep_halfmove = FEN-felt 4 og 5: en passant-felt {1}, men halvtrekkstelleren er {2}; rett etter et dobbeltsteg er den 0. Skriv - i felt 4 eller 0 i felt 5.
fen.ep_check = FEN-felt 4: en passant-felt {1}, men kongen i trekket står i sjakk fra {2}, som dobbeltsteget ikke kan ha gitt. Skriv - eller rett stillingen.
fen.halfmove = FEN-felt 5: "{1}" er ikke et antall halvtrekk. Skriv et heltall fra 0.
fen.fullmove = FEN-felt 6: "{1}" er ikke et trekknummer. Skriv et heltall fra 1.
fen.white_kings = FEN-felt 1: hvit har {1} konger; det må være nøyaktig én.
fen.black_kings = FEN-felt 1: svart har {1} konger; det må være nøyaktig én.
fen.pawn_rank = FEN-felt 1: det står en bonde på {1}, men ingen bonde kan stå på rad 1 eller 8.
fen.white_too_many = FEN-felt 1: hvit har {1} brikker; en side har høyst 16. Rett stillingen.
fen.black_too_many = FEN-felt 1: svart har {1} brikker; en side har høyst 16. Rett stillingen.
fen.white_too_many_pawns = FEN-felt 1: hvit har {1} bønder; en side har høyst 8. Rett stillingen.
fen.black_too_many_pawns = FEN-felt 1: svart har {1} bønder; en side har høyst 8. Rett stillingen.
fen.white_too_many_promoted = FEN-felt 1: hvit har {1} offiserer flere enn i utgangsstillingen, men bare {2} bønder mangler som kan være forvandlet. Rett stillingen.
fen.black_too_many_promoted = FEN-felt 1: svart har {1} offiserer flere enn i utgangsstillingen, men bare {2} bønder mangler som kan være forvandlet. Rett stillingen.
fen.opponent_in_check = FEN: siden som ikke er i trekket, står i sjakk, noe som ikke kan skje i et parti. Kontroller felt 2 og stillingen.
fen.impossible_check = FEN: kongen i trekket står i sjakk fra {1} brikker, men et trekk gir høyst dobbeltsjakk. Rett stillingen.
fen.impossible_double_check = FEN: kongen i trekket står i sjakk fra både {1} og {2}, men to bønder eller springere gir aldri sjakk samtidig. Rett stillingen.
fen.double_check_lines = FEN: kongen i trekket står i sjakk fra både {1} og {2}, men ikke noe enkelt trekk kan gi den ene sjakken og avdekke den andre. Rett stillingen.
fen.trailing = FEN: etter de seks feltene står "{1}". Fjern det.

# Notation (core/notation.c): reading moves (the move as typed comes first), piece letter sets
notation.empty = Det er ikke angitt noe trekk. Skriv et trekk, for eksempel Sf3, e2-e4 eller 5254.
notation.unreadable = "{1}" kan ikke leses som et trekk: tegn {2} passer ikke. Skriv det som Sf3, exd5, e8=D, 0-0, g1f3 eller 7163.
notation.illegal = {1} er ikke et lovlig trekk i denne stillingen. Kontroller brikken, feltene og hvem som er i trekket.
notation.ambiguous = {1} er tvetydig: det passer med {2}. Legg til linjen eller raden til brikken som flytter.
notation.letter_sets = "{1}" er trekket {2} med denne profilens bokstaver og {3} med engelske bokstaver. Skriv det entydig, langt ({2}) eller som UCI.
notation.castling_illegal = {1}: rokade er ikke tillatt nå (kongen eller tårnet har flyttet, et felt imellom er opptatt, eller kongen står i sjakk, passerer et angrepet felt eller havner på et).
notation.promotion_missing = {1} er en bondeforvandling: legg til den nye brikken, for eksempel =D, =T, =L eller =S.
notation.promotion_piece = {1}: en bonde kan bare forvandles til dronning, tårn, løper eller springer.
notation.promotion_unexpected = {1}: i dette trekket når ingen bonde siste rad, så det blir ingen forvandling. Fjern brikken etter feltet.
notation.not_capture = {1}: det er ingenting å slå på {2}. Fjern x-en, eller kontroller feltet.
notation.not_en_passant = {1}: dette trekket er ikke et slag en passant. Fjern "e.p.", eller kontroller trekket.
notation.letters_count = Brikkebokstavene angir {1} bokstaver; det skal være 5 (K D T L S) eller 6 (med bonden) atskilt med mellomrom, og for egne svarte bokstaver deretter "/" og de svarte.
notation.letters_too_long = Brikkebokstaven "{1}" er lengre enn {2} byte. Velg en kortere.
notation.letters_missing = Brikkebokstav nummer {1} mangler (telt hvit K D T L S B, deretter svart K D T L S B). Angi en bokstav for hver brikke.
notation.letters_reserved = Brikkebokstaven "{1}" begynner med et tegn som notasjonen selv bruker (linje a-h, siffer, x, O, -, =, +, # og lignende). Velg en annen.
notation.letters_duplicate = Brikkebokstavene "{1}" og "{2}" kan ikke skilles: den ene er lik den andre eller begynnelsen av den. Velg forskjellige bokstaver.
notation.letters_utf8 = Brikkebokstav nummer {1} (telt hvit K D T L S B, deretter svart K D T L S B) er ikke gyldig UTF-8-tekst eller inneholder et kontrolltegn. Skriv den på nytt.

# Profiles (speech/profile.c); the line number is added by error.at_line
profile.name = "{1}" er ikke et profilnavn. Et navn består av bokstaver, sifre, - og _, for eksempel fide-de.
profile.open = Profilfilen {1} kan ikke åpnes. Kontroller navnet og datamappen (ANNA_DATADIR).
profile.read = Profilfilen {1} kan ikke leses. Kontroller filen og rettighetene.
profile.too_large = Profilfilen {1} er større enn {2} byte; det er ingen profil.
profile.bad_utf8 = {1}: linjen er ikke gyldig UTF-8. Lagre filen med tegnkodingen UTF-8.
profile.no_equals = {1}: "{2}" mangler "=". Hver linje er "nøkkel = tekst", tom eller en kommentar med #.
profile.empty_key = {1}: nøkkelen før "=" mangler.
profile.empty_value = {1}: nøkkelen {2} har ingen tekst. Skriv teksten etter "=".
profile.unknown_key = {1}: ukjent nøkkel {2}. Kontroller stavemåten; docs/profiles.md viser alle nøkler.
profile.duplicate_key = {1}: nøkkelen {2} står allerede på linje {3}. Slett en av de to linjene.
profile.missing_key = {1}: nøkkelen {2} mangler. Legg til en linje "{2} = tekst".
profile.placeholder = {1}: i {2} er "{3}" ingen gyldig plassholder. Teksten kan sette inn {4} verdier, skrevet {{1}}, {{2}} og så videre; en klamme i seg selv skrives dobbelt.
profile.bad_base = {1}: basisprofilen "{2}" finnes ikke. Den må være filen {2}.profile i samme mappe, med et navn av bokstaver, sifre, - og _.
profile.base_cycle = {1}: basisprofilen "{2}" arver igjen fra denne profilen, eller kjeden av baser er for lang. Fjern en base-linje.
profile.bad_fix = {1}: uttalerettelsen {2} er ugyldig. Ordet kan ikke ha mellomrom eller hakeparenteser, fonemene ikke hakeparenteser.
profile.escape = {1}: i {2} er "{3}" ingen gyldig escape-sekvens. Skriv \\n for et linjeskift og \\\\ for en omvendt skråstrek.
profile.nomem = For lite minne til å laste inn profilen.

# Time controls and the clock's messages (core/timecontrol.c, core/clock.c)
tc.empty = Betenkningstiden mangler. Oppgi en, for eksempel 90m/40 + 30m, +30s.
tc.unknown = Betenkningstiden er "?" (ukjent). Oppgi den virkelige betenkningstiden.
tc.untimed = Betenkningstiden er "-" (uten klokke). Klokken trenger en betenkningstid.
tc.sandclock = Timeglassbetenkningstid ("*") støttes ikke. Oppgi en vanlig betenkningstid.
tc.char = Betenkningstid, periode {1}: uventet tegn "{2}". Kontroller skrivemåten der.
tc.number = Betenkningstid, periode {1}: "{2}" er ikke et gyldig tall. Høyst tre desimaler.
tc.moves_missing = Betenkningstid, periode {1}: antall trekk før "/" mangler.
tc.moves_range = Betenkningstid, periode {1}: {2} trekk ligger utenfor 1 til 1000.
tc.time_missing = Betenkningstid, periode {1}: tiden mangler.
tc.time_range = Betenkningstid, periode {1}: "{2}" er for lang. Høyst 100 timer.
tc.first_no_time = Betenkningstid: første periode har ingen tid. Gi den en grunntid.
tc.bonus_missing = Betenkningstid, periode {1}: tilleggstiden mangler etter tegnet.
tc.bonus_zero = Betenkningstid, periode {1}: tilleggstiden er null. Oppgi sekundene eller utelat den.
tc.rest_not_last = Betenkningstid, periode {1}: en periode for resten av partiet må være den siste.
tc.too_many = Betenkningstid: flere enn {1} perioder. Bruk færre.
tc.unit = Betenkningstid, periode {1}: "{2}" mangler enhet: h, m, s eller ms.
tc.duration = "{1}" er ikke en tid. Skriv den som 90s, 2m, 1m30s, 1:30 (minutter:sekunder) eller 1:02:03 (timer), eller i millisekunder (90000).
tc.from_move = Betenkningstid: trekk {1} begynner ingen periode eller står i feil rekkefølge. Oppgi første trekk i en periode.
tc.trailing = Betenkningstid: "{1}" blir til overs på slutten. Fjern det.
tc.preset = Det finnes ingen forhåndsinnstilt betenkningstid "{1}".
tc.edition = Utgave {1} av reglene er ukjent. Bruk 2009, 2014 eller 2017.
clock.state = Klokke: handlingen {1} er ikke mulig i tilstanden {2}.
clock.time_backwards = Klokke: tiden gikk bakover ({1} ms etter {2} ms). Det er en programfeil; meld den.
clock.side = Klokke: {1} er ingen side (0 hvit, 1 svart).
clock.not_on_move = Klokke: siden som ikke er i trekket, trykket. Ingenting ble endret.
clock.ply = Klokke: det finnes ikke noe trekk {1} å gå tilbake til; {2} stillinger er lagret.
clock.adjust = Klokke: verdien {1} er utenfor området for denne justeringen.
clock.no_flag = Klokke: ingen flagg har falt.
clock.clk = "{1}" er ingen klokkeavlesning. Skriv T:MM:SS.

# The talking clock (speech/render_clock.c): who, then the templates;
# {1} is who, {2} a duration or a number of moves
clock.who.own = Du
clock.who.opponent = Motstander
clock.who.white = Hvit
clock.who.black = Svart
clock.time = {1}: {2}
clock.moves_made = {1}: {2} spilt
clock.to_control = {1}: {2} til tidskontrollen
clock.sudden_death = {1}: ingen flere tidskontroller
clock.warning = {1}: {2} igjen
clock.control_reached = {1}: tidskontroll nådd, {2} lagt til
clock.flag = {1}: flagget har falt, tiden er ute
clock.time_used = {1}: har brukt {2}

# Partiets notasjon og PGN (core/game.c, core/pgn.c)

# input/: evemu recordings, key maps, devices (messages.def)

# Brettkart for sensorbrettet (board-io/boardmap.c); linjen legges til av error.at_line
# input/: the keypad: echoes, prompts, refusals, key labels, help (speech/words.def)

# Notasjonsskjemaer og økten (core/scoresheet.c, core/session.c)
sheet.flagged = Trekk {1} på notasjonsskjemaet ("{2}") kunne ikke leses, så trekkene etter det er ikke kontrollert. Rett trekk {1} først.
sheet.no_entry = Notasjonsskjemaet har ingen post {1}.
session.vi_side = {1} er ikke en side for den synshemmede spilleren. Bruk 0 for hvit eller 1 for svart.

board.why.unfinished_promotion = Bonden på siste rad må forvandles til en offiser.

session.withdrawn = Annonseringen trekkes tilbake
session.not_made = Brettet viser ennå ikke noe trekk
session.draw_declined = Remistilbudet er avslått
session.paused = Klokken er stoppet
session.resumed = Klokken går igjen
session.paused.why = Klokken er stoppet: {1}
session.paused.training = Klokken er stoppet. Fortsett med kommandotasten, skråstrek, deretter 5.
session.pause_reason.disturbance = en forstyrrelse
session.pause_reason.wrong_setting = klokken var feil innstilt
session.pause_reason.defective = klokken er defekt
session.pause_reason.displaced = brikker er flyttet ved et uhell
session.pause_reason.promotion_piece = en forvandlingsbrikke hentes
session.pause_reason.reconcile = brettene og notasjonene sammenlignes
session.pause_reason.assistant = assistenten trengs
session.entered = Meldt: {1}
session.held.illegal_move = Spillet venter på dommeren. {1}: ulovlig trekk meldt. Vent på hans avgjørelse.
session.held.claim = Spillet venter på dommeren. {1}: remis krevd. Vent på hans avgjørelse.
session.held.quickplay = Spillet venter på dommeren. {1}: avgjørelse krevd i de siste to minuttene. Vent på hans avgjørelse.
session.held.reconcile = Spillet venter på dommeren: brettene sammenlignes med notasjonen. Vent på hans avgjørelse.
session.held.flag = Spillet venter på dommeren. {1}: tiden er overskredet. Vent på hans avgjørelse.
session.held.other = Spillet venter på dommeren. Vent på hans avgjørelse.
session.decided.confirmed = Dommeren har avgjort: forslaget gjelder.
session.decided.overridden = Dommeren har avgjort mot forslaget.
session.adjusted.add = {1}: {2} lagt til av dommeren
session.adjusted.deduct = {1}: {2} trukket fra av dommeren
session.adjusted.set = {1}: dommeren har stilt klokken til {2}
session.started.your_move = Partiet begynner. Du spiller {1} og er i trekket; klokken din går.
session.started.their_move = Partiet begynner. Du spiller {1}; motstanderen er i trekket.
session.started.colours = Partiet begynner. {1} er i trekket.
session.switched.on = Dommeren har slått på: {1}
session.switched.off = Dommeren har slått av: {1}
session.switch.check_words = melding av sjakk og matt
session.switch.clock_warnings = automatiske tidsvarsler
session.switch.square_queries = spørsmål om felter og brikker
session.switch.announcing_assistant = anna som meldende assistent
session.sheet_entry_white = Trekk {1}, hvit: {2}
session.sheet_entry_black = Trekk {1}, svart: {2}
session.square.empty = {1} er tom
session.square.piece = På {1}: {2}
session.pieces = {1}: {2}
session.pieces.none = Ingen {1} på brettet
session.no_move = Ennå ikke noe trekk
session.refused.policy = Ikke tillatt i dette partiet
session.refused.not_your_move = Det er ikke ditt trekk
session.refused.illegal_entry = Det trekket er ikke mulig; tast det igjen
session.refused.frozen = For sent: klokken er trykket
session.refused.nothing = Det er ingenting å trekke tilbake eller avslå
session.refused.wait_arbiter = Vent på dommeren
session.refused.game_over = Partiet er slutt
session.refused.promotion = Nevn først forvandlingsbrikken: ett siffer, så Enter
session.end.illegal.white = Svart vinner: hvits ulovlige trekk.
session.end.illegal.black = Hvit vinner: svarts ulovlige trekk.
session.end.illegal_draw = Remis: et ulovlig trekk, men motstanderen kan ikke sette matt.

# The driver and anna replay (driver/, tools/cmd_replay.c)
driver.no_keymap = Tastaturet {1} har ingen tastetabell: angi en
driver.no_profile = Lytteren {1} har ingen profil: angi en
driver.nomem = Tom for minne ved start av partiet
driver.dgt_role = Et DGT-brett kan være en spillers brett (vi-board eller sighted-board = dgt:...), aldri et tastatur.
driver.shared_keypad = sighted-keypad = shared lar motstanderen skrive inn trekkene sine på spillerens tastatur: angi spillerens tastatur (vi-keypad) og gi motstanderen ikke noe eget.
replay.device = '{1}' er ikke ROLLE=FIL: skriv for eksempel vi-board=parti.evemu
replay.role = Ukjent rolle '{1}': bruk vi-board, sighted-board, vi-keypad, sighted-keypad eller arbiter-keypad
replay.role_twice = Rollen {1} er gitt to ganger: angi hver enhet én gang
replay.no_device = Ingen opptak gitt: bruk --device ROLLE=FIL
replay.bugs = Avspillingen møtte {1} umulige tilstander: rapporter det som en feil
replay.not_board = Tastekode {1} ({2}) er ikke et hull i et sensorbrett: det ser ut som et opptak fra et tastatur. Oppgi sensorbrettets opptak for denne rollen
replay.not_keypad = Tastekode {1} ({2}) er et hull i et sensorbrett, ikke en tast: oppgi tastaturets opptak for denne rollen
# Partiets notasjon og PGN (core/game.c, core/pgn.c)
game.illegal_move = Trekket {1} er ikke lovlig i denne stillingen. Kontroller brettet og oppgi et lovlig trekk.
game.no_memory = For lite minne til å lagre partiet. Lukk andre programmer og prøv igjen.
game.edition = anna kjenner ingen utgave {1} av sjakkreglene. Velg 2009, 2014 eller 2017.
pgn.tag_name = PGN: "{1}" er ikke en tagg. En tagglinje ser slik ut: [Event "Klubbmesterskap"].
pgn.tag_value = PGN: taggen {1} har ingen verdi i doble anførselstegn. Skriv den som [{1} "verdi"].
pgn.tag_unterminated = PGN: verdien av taggen {1} mangler det avsluttende anførselstegnet på sin linje. Legg det til.
pgn.tag_close = PGN: taggen {1} slutter ikke med "]". Legg til parentesen.
pgn.tag_duplicate = PGN: taggen {1} står to ganger i samme parti. Fjern den ene.
pgn.setup_fen = PGN: partiet har SetUp "1", men ingen FEN-tagg med utgangsstillingen. Legg til FEN-taggen eller fjern SetUp.
pgn.unexpected = PGN: "{1}" kan ikke stå her blant trekkene. Fjern det eller sett det i en kommentar i krøllparenteser.
pgn.comment_unterminated = PGN: en kommentar åpnet med "{{" blir aldri lukket. Legg til "}}" på slutten av den.
pgn.variation_unterminated = PGN: en variant åpnet med "(" blir aldri lukket. Legg til ")" på slutten av den.
pgn.variation_close = PGN: ")" lukker en variant som aldri ble åpnet. Fjern den.
pgn.nag = PGN: "{1}" er ikke en kommentering. Bruk $ og et tall fra 0 til 255, eller ! ? !! ?? !? ?!.
pgn.move_number = PGN: trekknummer {1} der trekk {2} skulle komme. Rett nummeret eller se etter et manglende eller overflødig trekk foran det.
pgn.no_result = PGN: partiet slutter uten resultat. Avslutt trekkene med 1-0, 0-1, 1/2-1/2 eller *.
pgn.result_mismatch = PGN: Result-taggen sier {1}, men trekkene slutter med {2}. Få dem til å stemme overens.
pgn.result_checkmate = PGN: trekkene slutter med sjakkmatt, så resultatet er {2}, ikke {1}. Rett resultatet.
pgn.result_stalemate = PGN: trekkene slutter med patt, som er remis (1/2-1/2), ikke {1}. Rett resultatet.
pgn.clock = PGN: "{1}" er ikke en uravlesning. Skriv den som [%clk 1:30:00] (timer:minutter:sekunder).
pgn.no_games = PGN: filen inneholder ingen partier.
pgn.trailing_control = PGN: etter det siste partiet inneholder filen bare kontrolltegn (det første, {1}, ved byte {2}), ikke noe mer parti. Fjern dem.
pgn.damaged = Parti {1} er skadet og ble ikke lest.

# input/: evemu recordings, key maps, devices (messages.def)
evemu.empty = Opptaket er tomt: det har verken enhetsbeskrivelse eller hendelser. Ta det opp på nytt med anna record eller evemu-record.
evemu.open = Opptaket {1} kan ikke leses ({2}). Kontroller stien og filens rettigheter.
evemu.binary = Opptaket inneholder en null-byte: det er ikke en evemu-tekstfil. Angi tekstfilen som evemu-record eller anna record skrev.
evemu.prefix = "{1}" er ikke en linje i et evemu-opptak. En linje begynner med N:, I:, P:, B:, A:, L:, S:, E: eller # for en kommentar.
evemu.name = Enhetsnavnet etter N: er tomt eller lengre enn 255 byte. Skriv navnet enheten selv oppgir.
evemu.ids = "{1}": en I:-linje har fire heksadesimale tall: buss, produsent, produkt og versjon, for eksempel I: 0003 04d9 1203 0110.
evemu.bits = "{1}": en P:- eller B:-linje har tosifrede heksadesimale byte, ikke flere enn typen har, og etter B: en kjent hendelsestype.
evemu.abs = "{1}": en A:-linje har en aksekode og deretter minimum, maksimum, fuzz, flat og oppløsning; minimum er ikke over maksimum.
evemu.state = "{1}": en L:- eller S:-linje har en kode og en verdi, for eksempel L: 00 1.
evemu.duplicate = {1}:-linjen står der to ganger: et opptak beskriver én enhet. Slett den andre, eller del filen.
evemu.no_description = Opptaket har ingen N:- og I:-linjer før hendelsene. Ta det opp med anna record eller evemu-record, som skriver dem.
evemu.event = "{1}": en hendelseslinje er E: sekunder.mikrosekunder type kode verdi, for eksempel E: 12.500000 0001 004c 1.
evemu.time = "{1}" er ikke et hendelsestidspunkt: skriv sekunder, et punktum og nøyaktig seks sifre mikrosekunder, for eksempel 12.500000.
evemu.backwards = Hendelsestidspunktet {1} ligger før det forrige, {2}. Hendelser skrives i den rekkefølgen de skjedde.
evemu.type = {1} er ikke en hendelsestype i Linux. Typer er heksadesimale, for eksempel 0001 for en tast.
evemu.code = {2} er ikke en hendelseskode av typen {1}; koder er heksadesimale og ikke større enn typens største.
evemu.value = "{1}" er ikke en hendelsesverdi: skriv et heltall fra -2147483648 til 2147483647.
evemu.truncated = Opptakets siste linje er avkortet (den mangler linjeskift): filen ble ikke skrevet ferdig. Ta det opp på nytt, eller slett den siste linjen.
evemu.unfinished = Opptaket slutter midt i en hendelsesramme (ingen SYN_REPORT etter de siste hendelsene): det ble avkortet. Ta det opp på nytt, eller slett den uferdige rammen.
dgtrec.header = Et DGT-opptak begynner med linjen "{1}". Ta det opp med anna record, som skriver den.
dgtrec.line = "{1}": en linje i et DGT-opptak er sekunder.mikrosekunder, < eller >, deretter 1 til 64 tosifrede heksadesimale byte, for eksempel 12.500000 < 8e 00 05 24 01.
dgtrec.empty = DGT-opptaket inneholder ingen byte. Ta det opp igjen med anna record.
keymap.open = Tastaturkartet {1} kan ikke leses ({2}). Kontroller navnet og datamappen (ANNA_DATADIR).
keymap.empty = Tastaturkartet {1} binder ingen taster. Hver linje er: tastekode, tastefunksjon, tasteetikett.
keymap.syntax = {1}: "{2}" er ikke en binding. Hver linje er: tastekode, tastefunksjon, tasteetikett, for eksempel KEY_KPMINUS cancel minus.
keymap.code = {1}: "{2}" er ikke en tastekode. Bruk et navn som KEY_KP5 (evtest viser dem) eller et tall under 768.
keymap.key = {1}: "{2}" er ikke en tastefunksjon. Bruk 1 til 9, enter, cancel, delete, repeat, time, query, command eller help.
keymap.label = {1}: "{2}" er ikke en tasteetikett anna kan si. Bruk en av dem som står i docs/keypad.md.
keymap.duplicate = {1}: tasten {2} er bundet to ganger; den første bindingen står på linje {3}. Slett den ene.
keymap.missing = {1}: ingen tast har funksjonen {2}, som tastaturet ikke kan virke uten. Legg til en linje som binder en tast til {2}.
device.opened = {2} ({1}) er tilkoblet som {3}.
device.gone = {2} ({1}, {3}) ble koblet fra. Koble den til igjen: anna åpner den med en gang.
device.permission = anna har ikke lov til å lese {2} ({1}, {3}): enheten tilhører en annen bruker eller gruppe. Installer udev-regelen 70-anna.rules og legg annas bruker i gruppen input med scripts/run --install-service, og koble til enheten på nytt.
device.busy = {2} ({1}, {3}) holdes av et annet program. Lukk det programmet, og koble til enheten på nytt.
device.not_evdev = {1} ({2}) er ikke en inndataenhet. Angi en enhet under /dev/input, for eksempel /dev/input/by-id/...-event-kbd.
device.open_failed = {1} ({2}) kan ikke åpnes: {3}. Kontroller at enheten er koblet til og at konfigurasjonen angir den.
device.resync = {2} ({1}, {3}) sendte mer enn anna kunne lese på én gang; tastene ble lest på nytt, og ingenting er tapt.
device.missing = {1} ({2}) mangler: ingen passende enhet er koblet til. Koble den til, så åpner anna den med en gang; er den koblet til, rett linjen {1} under [devices] i annad.conf (slik navngis en enhet: man annad.conf).
device.terminal = {1} er denne terminalen: tastene dens er tastaturet.
device.no_terminal = {1} er terminalen, men annad har ingen terminal å lese (den kjører som tjeneste). Angi tastaturet under [devices] i annad.conf, for eksempel {1} = name:USB Keypad (man annad.conf), og start annad på nytt.
device.no_input = Konfigurasjonen angir verken tastatur eller brett for spilleren, så han kan ikke spille. Angi tastaturet hans under [devices] i annad.conf, for eksempel vi-keypad = name:USB Keypad (man annad.conf), og start annad på nytt.
device.absent_check = {1}: advarsel: {2} = {3}: ingen passende enhet er koblet til nå. Koble den til før partiet (annad åpner den når den kommer), eller rett linjen (slik navngis en enhet: man annad.conf).
device.not_ready = anna er ikke klar: spillerens {1} mangler. anna sier at den er klar så snart den er der.
device.dgt_connected = DGT-brettet {2} er tilkoblet som {1}.
dgt.absent = DGT-brettet for {1} ({2}) kan ikke åpnes ({3}). Det spilles videre med tastaturet; koble til brettet og slå det på, så leser anna det med en gang.
dgt.gone = DGT-brettet for {1} ({2}) er borte ({3}). Det spilles videre med tastaturet; når det er tilbake, leser anna hele brettet på nytt.
dgt.back = DGT-brettet for {1} ({2}) er tilbake og lest på nytt.
dgt.silent = DGT-brettet for {1} ({2}) svarer ikke. Kontroller at det er slått på og at det er et DGT-brett; det spilles videre med tastaturet, og anna fortsetter å spørre.
dgt.garbage = DGT-brettet for {1} ({2}) sender byte uten mening; anna leser hele brettet på nytt. Fortsetter det, kontroller kabelen og at ingenting annet bruker porten.
audio.unavailable = Lydenheten "{1}" kan ikke åpnes ({2}); ordene går bare til tekstutgangen. Se navnene med anna audio list.
audio.stopped = Lydenheten "{1}" spiller ikke lenger (koblet fra?); ordene går bare til tekstutgangen. Koble den til igjen og start anna på nytt.

# Brettkart for sensorbrettet (board-io/boardmap.c); linjen legges til av error.at_line
board.map_open = Brettkartet {1} kan ikke leses ({2}). Kontroller stien, eller lag et nytt kart i læringsmodus.
board.map_syntax = {1}: "{2}" er ikke en oppføring. Hver linje er et felt og tastekoden, for eksempel "e4 0x2dc", tom eller en kommentar med #.
board.map_square = {1}: "{2}" er ikke et felt. Skriv linjen a til h og raden 1 til 8 med små bokstaver, for eksempel e4.
board.map_code = {1}: "{2}" er ikke en tastekode. Skriv et tall fra 0 til 767, desimalt eller heksadesimalt med 0x.
board.map_square_twice = {1}: feltet {2} står allerede på linje {3}. Hvert felt skal stå nøyaktig én gang; slett en av de to linjene.
board.map_code_twice = {1}: tastekoden {2} hører allerede til feltet {3}. To hull kan ikke ha samme kode; kontroller ledningene eller lær kartet på nytt.
board.map_missing = {1}: {3} felt mangler tastekode, det første er {2}. Hvert av de 64 feltene trenger en linje.

# Partiskjema (core/sheetfile.c)
sheetfile.too_long = Innførselen "{1}" er for lang for et trekk. Se etter om det mangler et mellomrom der.
sheetfile.nomem = Det er ikke nok minne til partiskjemaet. Lukk andre programmer og prøv igjen.
sheetfile.move_number = Trekknummer {1} der {2} skulle komme. Rett nummeret, eller se etter et manglende eller doblet trekk før det.
sheetfile.dangling = "{1}" hører til et trekk, men det står ikke noe lesbart trekk før det. Skriv det rett etter trekket.
sheetfile.after_result = "{1}" står etter resultatet, og resultatet avslutter skjemaet. Fjern resultatet eller det som står etter det.
sheetfile.binary = Filen er ikke UTF-8-tekst (en nullbyte eller et ugyldig tegn). Lagre skjemaet som UTF-8-tekst.

# Avstemming av brettene (core/reconcile.c, speech/render_reconcile.c, VI-13)
reconcile.too_long = Skjemaet har {1} innførsler, flere enn de {2} anna kan stemme av.
reconcile.start = Partiskjemaene begynner ikke i den oppgitte utgangsstillingen. Oppgi stillingen som begge begynner i.
reconcile.clock_line = "{1}" er ikke en linje i en klokkefil. Hver linje er: halvtrekk, hvits tid, svarts tid, for eksempel "24 1:02:10 0:58:40".
reconcile.clock_time = "{1}" er ikke en tid. Skriv millisekunder eller T:MM:SS.
reconcile.clock_order = Halvtrekk {1} står etter halvtrekk {2}. Skriv linjene i stigende rekkefølge, hvert halvtrekk én gang.
reconcile.ply = Skjemaet har ikke noe halvtrekk {1}; det har {2} lesbare halvtrekk. Velg et av dem.
reconcile.state = Avstemming: "{1}" er ikke mulig i tilstanden "{2}".
reconcile.ply.white = hvits trekk {1}
reconcile.ply.black = svarts trekk {1}
reconcile.after = etter {1}
reconcile.before_first = før første trekk
reconcile.agree = Partiskjemaene stemmer overens, til og med {1}
reconcile.agree_empty = Begge partiskjemaene er tomme; utgangsstillingen gjelder
reconcile.disagree = Partiskjemaene stemmer ikke overens. De stemmer overens til og med {1}; partiet føres tilbake dit
reconcile.disagree_start = Partiskjemaene er uenige fra første trekk; partiet føres tilbake til utgangsstillingen
reconcile.incomplete_sheet7.white = hvits partiskjema slutter {1}: hvit hadde under fem minutter og måtte ikke notere. hvit fyller det ut fra svarts skjema
reconcile.incomplete_sheet7.black = svarts partiskjema slutter {1}: svart hadde under fem minutter og måtte ikke notere. svart fyller det ut fra hvits skjema
reconcile.incomplete_lag.white = hvits partiskjema slutter {1}; så langt etter kan det være. hvit fører inn de manglende trekkene
reconcile.incomplete_lag.black = svarts partiskjema slutter {1}; så langt etter kan det være. svart fører inn de manglende trekkene
reconcile.missing.white = I hvits partiskjema mangler {1}; deretter stemmer det med svarts skjema. Dommeren kan i stedet godkjenne denne trekkfølgen; da fører hvit inn trekket
reconcile.missing.black = I svarts partiskjema mangler {1}; deretter stemmer det med hvits skjema. Dommeren kan i stedet godkjenne denne trekkfølgen; da fører svart inn trekket
reconcile.unread.white = I hvits partiskjema kan innførselen for {1} ikke brukes: {2}
reconcile.unread.black = I svarts partiskjema kan innførselen for {1} ikke brukes: {2}
reconcile.discarded.white = I hvits partiskjema strykes alt fra {1}
reconcile.discarded.black = I svarts partiskjema strykes alt fra {1}
reconcile.board_change.white = hvits brett må endres: {1}
reconcile.board_change.black = svarts brett må endres: {1}
reconcile.board_ok.white = hvits brett stemmer
reconcile.board_ok.black = svarts brett stemmer
reconcile.board_neither.white = hvits brett viser ingen stilling fra partiskjemaene
reconcile.board_neither.black = svarts brett viser ingen stilling fra partiskjemaene
reconcile.to_move.white = hvit er i trekket
reconcile.to_move.black = svart er i trekket
reconcile.clock = Lagrede klokketider for denne stillingen: hvit {1}, svart {2}
reconcile.clock_none = Ingen klokketider er lagret for denne stillingen; dommeren stiller klokkene
reconcile.arbiter = Dommeren godkjenner dette eller bestemmer noe annet
# input/: the keypad: echoes, prompts, refusals, key labels, help (speech/words.def)
keypad.cmd.my_time = min tid
keypad.cmd.opp_time = motstanderens tid
keypad.cmd.moves_made = spilte trekk
keypad.cmd.my_last = mitt siste trekk
keypad.cmd.opp_last = motstanderens siste trekk
keypad.cmd.scoresheet = notasjonsskjema
keypad.cmd.square = felt
keypad.cmd.pieces = hvor brikkene står
keypad.cmd.whose_move = hvem som er i trekket
keypad.cmd.repeat = gjenta
keypad.cmd.rate_up = raskere
keypad.cmd.rate_down = langsommere
keypad.cmd.help = hjelp
keypad.cmd.draw_offer = tilby remis
keypad.cmd.resign = gi opp
keypad.cmd.correct = ta tilbake meldingen
keypad.cmd.resume = start uret igjen
keypad.cmd.enter = enter
keypad.cmd.cancel = avbryt
keypad.cmd.delete = slett
keypad.cmd.query_menu = spørsmål
keypad.cmd.command_menu = kommando
keypad.prompt.query = Hvilket spørsmål? Et siffer, 1 til 9.
keypad.prompt.command = Hvilken kommando? Et siffer.
keypad.prompt.sheet = Hvor mange trekk? 1 til 9.
keypad.prompt.square = Hvilket felt? Linje, så rad.
keypad.prompt.pieces = Hvilken brikke? 1 dronning, 2 tårn, 3 løper, 4 springer, 5 konge, 6 bonde.
keypad.prompt.confirm_resign = Gi opp? Bekreft med 9 igjen og {1}. Enhver annen tast: nei.
keypad.prompt.confirm_draw = Tilby remis? Bekreft med 7 igjen og {1}. Enhver annen tast: nei.
keypad.prompt.promotion = Hvilken brikke for bonden? 1 dronning, 2 tårn, 3 løper, 4 springer.
keypad.reject.not_a_square = ikke en linje eller rad: bruk 1 til 8
keypad.reject.not_a_piece = ikke en brikke: 1 dronning, 2 tårn, 3 løper, 4 springer
keypad.reject.too_long = trekket er komplett: trykk enter eller slett
keypad.reject.incomplete = ikke komplett ennå
keypad.reject.nothing = ingenting å slette
keypad.reject.not_here = ikke nå: fullfør eller avbryt først
keypad.reject.not_in_menu = ikke i denne menyen
keypad.reject.policy = ikke tillatt i turnering
keypad.reject.expired = for sent: avbrutt
keypad.deleted = slettet
keypad.cancelled = avbrutt
keylabel.zero = null
keylabel.one = en
keylabel.two = to
keylabel.three = tre
keylabel.four = fire
keylabel.five = fem
keylabel.six = seks
keylabel.seven = sju
keylabel.eight = åtte
keylabel.nine = ni
keylabel.enter = Enter
keylabel.plus = pluss
keylabel.minus = minus
keylabel.star = stjerne
keylabel.slash = skråstrek
keylabel.dot = desimaltasten
keylabel.comma = komma
keylabel.backspace = tilbake-tasten
keylabel.escape = escape
keylabel.tab = tabulator
keylabel.f1 = F1
keylabel.equal = lik
keypad.help.or = eller
keypad.help.intro = Hjelp til tastaturet; {1} stopper den.
keypad.help.move = Et trekk: sifrene for feltene, linje så rad, fra og til, så {1}. e2 til e4 er 5 2 5 4 {1}. Rokade er kongens trekk.
keypad.help.clock = {1} alene: trekket mitt er ferdig, klokken trykkes.
keypad.help.promotion = Et femte siffer angir brikken bonden blir: 1 dronning, 2 tårn, 3 løper, 4 springer. For en bonde flyttet på brettet: det sifferet, så {1}.
keypad.help.delete = {1}: slett siste siffer. Uten inntasting: ta tilbake meldingen min, før klokken er trykket.
keypad.help.cancel = {1}: avbryt inntasting eller meny, og stopp talen.
keypad.help.repeat = {1}: gjenta siste setning.
keypad.help.time = {1}: min tid.
keypad.help.query = {1}, så et siffer: {2}.
keypad.help.command = {1}, så et siffer: {2}.
keypad.help.confirm = Remistilbud og oppgivelse krever sifferet igjen og {2}; {1} to ganger gir denne hjelpen.
keypad.help.help = {1}: denne hjelpen.

# ---- Kommandolinjeverktøyet anna (tools/) ----
# Argumenter (core/messages.def, tools/report.c); bruken følger etter.
# {1} er det som ble skrevet eller navnet på et valg; navnene på valg og
# verdiene deres (long, short) er like på alle språk.
tool.unknown_command = "{1}" er ikke en kommando i {2}. "{2} --help" viser kommandoene.
tool.unknown_option = "{1}" er ikke et valg i {2}.
tool.missing_value = {1} mangler en verdi etter seg.
tool.bad_number = {1} skal ha et heltall fra {3} til {4}, ikke "{2}".
tool.bad_choice = {1} skal ha en av verdiene {3}, ikke "{2}".
tool.needs_option = {1} krever også {2}.
tool.extra_argument = "{1}" er ett argument for mye.
tool.missing_move = Ingen trekk angitt. Skriv trekkene etter valgene, for eksempel e4 e5 Sf3.
tool.missing_file = Ingen fil angitt. Skriv navnet på filen etter valgene.
tool.missing_depth = Ingen dybde angitt. Skriv dybden etter valgene, for eksempel 3.
tool.missing_fen = Ingen stilling angitt. Skriv en FEN (i anførselstegn) eller startpos etter valgene.
tool.bad_depth = Dybden er et heltall fra 0 til {2}, ikke "{1}".
tool.missing_control = Ingen betenkningstid angitt. Skriv den som i PGN (40/5400+30:1800+30), lesbart (90m/40 + 30m, +30s) eller som navnet på en forhåndsinnstilling (anna clock presets).
tool.bad_think = "{1}" er ingen tenketid. Skriv en varighet over null, for eksempel 12s eller 1m30s.
tool.missing_profile = Ingen profil angitt. Skriv navnet på en profil (nb) eller en profilfil.
tool.missing_keymap = Ingen tastaturoppsett angitt. Skriv navnet på et tastaturoppsett (numpad) eller en fil.
tool.missing_device = Ingen enhet angitt. Skriv den som /dev/input/eventN, en lenke under /dev/input/by-id, name:NAVN eller ids:LEVERANDØR:PRODUKT.
tool.bad_device = "{1}" angir ingen enhet. Skriv /dev/input/eventN, en lenke under /dev/input/by-id, name:NAVN eller ids:LEVERANDØR:PRODUKT (heksadesimalt).
tool.missing_option = {1} må angis. Skriv valget med verdien sin, som vist under Bruk nedenfor.
tool.cannot_say = Resultatet kunne ikke uttrykkes i ord ({1}); kanskje er en setning i profilen for lang. Forkort tekstene i den.
tool.cannot_read = {1} kan ikke leses ({2}). Kontroller navnet og rettighetene.
tool.cannot_write = {1} kan ikke skrives ({2}). Kontroller mappen, rettighetene og den ledige plassen.
tool.no_memory = Minnet er oppbrukt. Lukk andre programmer og prøv igjen.
tool.no_synth = espeak-ng kan ikke lastes, så ingen WAV-fil ble skrevet. Installer espeak-ng (scripts/deps).
tool.no_espeak = espeak-ng kan ikke lastes, så anna kan ikke snakke. Installer espeak-ng (scripts/deps).
tool.no_voice = espeak-ng har ingen stemme "{1}". Installer espeak-ng-data eller rett profilens voice-linje.
tool.no_audio = Lydsystemet (PortAudio) kan ikke starte. Kontroller at portaudio og ALSA er installert.
tool.no_output_device = Det finnes ingen lydenhet; anna snakker bare til tekstutgangen. Koble til et lydkort, hodetelefoner eller en høyttaler.
tool.missing_request = Ingen forespørsel angitt. Skriv forespørselen etter innstillingene, for eksempel status; docs/protocol.md lister dem.

# Bruk og hjelp for hver kommando (speech/words.def). \n er et linjeskift.
# Første avsnitt (fram til første tomme linje) er bruken, én form per
# linje; anna --help viser bruken av hver kommando.
help.usage = Bruk:
help.anna = anna KOMMANDO [ARGUMENTER]\n\nanna er kommandolinjeverktøyet til sjakkoppleseren anna for blinde og svaksynte spillere. Kommandoene står nedenfor; "anna KOMMANDO --help" forklarer én. Hver kommando tar --profile NAVN, språket for ordene dens (standard $ANNA_PROFILE, ellers en).\n\nKommandoer:
help.perft = anna perft [--fen FEN] [--divide] DYBDE\n\nTeller stillingene DYBDE trekk dypt fra stillingen (perft) for å kontrollere trekkgeneratoren mot publiserte tabeller. Tallet står på siste linje.\n  --fen FEN   start fra FEN i stedet for utgangsstillingen\n  --divide    skriv først hvert trekk (UCI) med tallet sitt
help.clock = anna clock check [--edition ÅR] BETENKNINGSTID\nanna clock presets\nanna clock play [--profile NAVN] [--listener white|black] [--competition] [--seconds-below MINUTTER] BETENKNINGSTID TENKETID...\n\ncheck skriver en betenkningstid i PGN og i lesbar form og klassen dens etter sjakkreglene fra ÅR (2009, 2014 eller 2017, standard). presets viser betenkningstidene som har et navn. play trykker på klokken i simulert tid, hver TENKETID den tiden siden i trekket tenker, og skriver hver melding fra klokken med tidspunktet, deretter begge gjenværende tider.\n  --listener SIDE  den svaksynte spillerens side: egen og motstanderens tid i stedet for farger\n  --competition    turneringsmodus: bare lytterens egne advarsler\n  --seconds-below N sekunder sies bare under N minutter igjen (standard 10)\n  --profile NAVN   ordene (play: standard fide-de)\nBETENKNINGSTID: PGN (40/5400+30:1800+30), lesbar (90m/40 + 30m, +30s) eller navnet på en forhåndsinnstilling; TENKETID: en varighet som 12s eller 1m30s.
help.notation = anna notation [--fen FEN] [--letters SETT] TREKK...\n\nLeser trekkene ett etter ett (SAN, lang notasjon, UCI eller ICCF-sifre) og skriver hvert som SAN, lang notasjon, UCI og ICCF, skilt av tabulatorer. Et trekk som ikke kan leses, stopper det, med årsaken.\n  --fen FEN       start fra FEN i stedet for utgangsstillingen\n  --letters SETT  brikkebokstavene som leses og skrives: en (standard), de, da, nb, sv eller figurine
help.pgn = anna pgn check [--edition ÅR] [--status [--json]] FIL\nanna pgn export [--edition ÅR] FIL\n\ncheck leser hvert parti i en PGN-fil og melder hvert skadet parti med linje og kolonne. export gjør det samme og skriver hvert godt parti i PGN-eksportformat. FIL - er standard inn. Med --status skriver check også status for sluttstillingen etter hvert godt parti (som anna position; --json: ett JSON-objekt per parti).\n  --edition ÅR  sjakkreglene fra 2009, 2014 eller 2017 (standard)\n  --status      sluttstillingens status etter hvert parti\n  --json        med --status: som JSON
help.position = anna position [--moves "TREKK ..."] [--json] [--edition ÅR] [--budget NODER] FEN\n\nStatus for en stilling for dommeren: hvem som er i trekket, de lovlige trekkene, sjakk, matt eller patt, død stilling, hvor ofte stillingen har forekommet, tellingen for 50- og 75-trekksregelen, og for hver side om den fortsatt kan sette matt med noen rekke lovlige trekk (ja med en mattføring, nei med grunnen, eller ukjent). FEN kan være startpos.\n  --moves "TREKK ..."  trekkene fra FEN (SAN, lang notasjon, UCI eller ICCF) adskilt med mellomrom; gjentakelser telles fra FEN\n  --json               status som JSON\n  --edition ÅR         sjakkreglene fra 2009, 2014 eller 2017 (standard)\n  --budget NODER       hvor mange stillinger mattsøket for hver side kan besøke (standard 500000, høyst 100000000)
help.profile = anna profile check NAVN|FIL...\nanna profile keys\n\ncheck laster profiler slik anna gjør og sier "ok" eller hva som er galt, med fil, linje og nøkkel. keys viser hver nøkkel en profil må ha, og hvor mange verdier {{1}}, {{2}} ... teksten får bruke. docs/profiles.md forklarer filene.
help.say = anna say [--profile NAVN] [--form long|short] [--policy training|competition]\n    [--check-words] [--name-captured] [--speech] [--fen FEN]\n    [--wav FIL] TREKK...\n\nSkriver hva anna sier for hvert trekk, én linje per trekk, med profilens ord (standard fide-de).\n  --form F         long (standard: brikke, fra, til) eller short (som SAN)\n  --policy P       competition (standard: uten ordene sjakk og matt) eller training\n  --check-words    i turnering: dommeren tillater ordene sjakk og matt\n  --name-captured  nevn den slåtte brikken etter "slår"\n  --speech         skriv teksten til talesyntesen (med uttalerettelser)\n  --fen FEN        start fra FEN i stedet for utgangsstillingen\n  --wav FIL        les også linjene inn i FIL (22050 Hz mono)\nTREKK er SAN eller lang notasjon med profilens eller engelske bokstaver (Sf3, Nf3, Ng1-f3, e8=D), UCI (g1f3) eller ICCF-sifre (7163). Et trekk med to betydninger (Bc4: en bonde med K D T L S B, en løper på engelsk) avvises; skriv det langt (Lf1-c4, Bf1-c4) eller i UCI.
help.keymap = anna keymap [--profile NAVN] [--policy training|competition] NAVN|FIL\n\nLaster et tastaturoppsett (data/keymaps/NAVN.map eller en fil) og skriver tastene og tastaturhjelpen anna sier med det, eller hva som er galt med det og på hvilken linje.\n  --profile NAVN  ordene i hjelpen (standard $ANNA_PROFILE, ellers en)\n  --policy P      training (standard: alle kommandoer) eller competition
help.reconcile = anna reconcile --sheet-vi FIL --sheet-sighted FIL\n    [--board-vi FEN] [--board-sighted FEN] [--clocks FIL] [--fen FEN]\n    [--vi-color white|black] [--letters-vi SETT] [--letters-sighted SETT]\n    [--increment SEKUNDER] [--sheet7 vi|sighted|both]\n    [--for arbiter|vi|sighted] [--profile NAVN] [--json]\n\nAvstemmer de to partiskjemaene og de to brettene (VI-13) og sier med profilens ord (standard en): om partiskjemaene stemmer overens (ellers sluttkode 1), til og med hvilket trekk, hva som må endres på hvert brett, hvem som er i trekket og, hvis skjemaene ikke stemmer, klokketidene som skal stilles inn.\n  --sheet-vi FIL         partiskjemaet til den synshemmede spilleren (- er standard inn)\n  --sheet-sighted FIL    partiskjemaet til den seende spilleren\n  --board-vi FEN         hva brettet til den synshemmede spilleren viser (bare brikkenes plassering teller)\n  --board-sighted FEN    hva brettet til den seende spilleren viser\n  --clocks FIL           klokketidene, én linje per halvtrekk: halvtrekk, hvits tid, svarts tid\n  --fen FEN              hvor partiet begynte, hvis ikke i utgangsstillingen\n  --vi-color F           fargen til den synshemmede spilleren: white (standard) eller black\n  --letters-vi SETT      brikkebokstavene i partiskjemaet: en, de, da, nb, sv eller figurine (standard: settet som leser flest noteringer)\n  --letters-sighted SETT det samme for partiskjemaet til den seende spilleren\n  --increment SEKUNDER   tillegget per trekk; fra 30 fritar kort tid aldri en spiller fra å notere (standard 0)\n  --sheet7 S             vi, sighted eller both: den spilleren måtte ikke notere (SHEET-7), uansett hva klokketidene sier\n  --for L                til hvem: arbiter (standard, alt), vi eller sighted (tilfellet, eget partiskjema og brett, hvem som er i trekket)\n  --json                 resultatet for programmer (docs/arbiter.md)\nEn fil som ikke kan leses, meldes med linje og kolonne; sluttkode 2.
help.review = anna review [--engine STI] [--depth N] [--threshold T] [--side white|black|both] [--pgn UT] FIL.pgn\n\nGjennomgang av det første partiet i en PGN-fil med et UCI-sjakkprogram (standard /usr/games/stockfish), uten annad: hvert trekk som kostet minst grensen, sagt som etter et parti, deretter partiet som kommentert PGN med [%eval] etter hvert trekk og det bedre trekket ved hver feil.\n  --depth N       søkedybde per stilling (standard 12)\n  --threshold T   hundredeler bønder (standard 150) eller vinnersjanse i prosent (20%)\n  --side S        hvem sine trekk (standard begge)\n  --pgn UT        det kommenterte PGN til filen UT i stedet for standard ut
help.train = anna train [--level L] [--side white|black] [--study FIL.pgn] [--guess white|black]\n\nTrening hjemme (annad i trening; avvist i turnering). --level setter sjakkprogrammets styrke fra neste trekk: beginner, novice, casual, club, strong, expert, full, et Elo-tall eller "depth N". --study åpner det første partiet i en PGN-fil for å gå gjennom på tastaturet (Enter alene neste trekk, Slett alene trekket før), hvert trekk meldes; med --guess spiller du selv den sidens trekk og hører om du fant partiets trekk, og resultatet ditt til slutt. Med et sensorbrett kan trekkene også gjøres på brettet. --study off lukker studiet. --side starter et nytt parti der du spiller den fargen (ikke mens et parti pågår). Motstanderen velges når annad starter (annad --opponent eller annad.conf).
help.record = anna record [--role ROLLE] [--grab] [--count N] ENHET FIL\nanna record --check FIL\n\nTar opp hendelsene fra en inndataenhet i FIL (evemu-format; - er standard ut) til Ctrl-C, N hendelser, eller til enheten kobles fra.\n  ENHET          /dev/input/eventN, en lenke under /dev/input/by-id, name:NAVN eller ids:LEVERANDØR:PRODUKT (heksadesimalt)\n  --role ROLLE   hva enheten brukes til, nevnt i meldinger: vi-keypad (standard), sighted-keypad, arbiter-keypad, vi-board, sighted-board\n  --grab         ta enheten alene for opptaket\n  --count N      stopp etter N hendelser\n  --check FIL    les et opptak: enheten, hendelsene og lengden, eller den første feilen og linjen den står på
help.board = anna board [--profile NAVN] [--policy competition|training] [--fen FEN]\n    [--map FIL] [--window MS] [--piece 1-4] [--expect TREKK] OPPTAK\n\nSpiller et evemu-opptak av et sensorbrett gjennom demonens dekoding, avprelling og trekkgjenkjenning, fra en stilling, og skriver hvert løft og hver innsetting med brikken (FEN-bokstav) og berøringen, deretter hva anna ville si når klokken trykkes ved opptakets slutt, med profilens ord (standard fide-de). Avslutter med 0 når et trekk ble gjenkjent, med 1 når noe mangler (ordene sier hva).\n  --policy P     competition (standard) eller training (ordene for trening)\n  --fen FEN      stillingen på brettet (standard: utgangsstillingen)\n  --map FIL      brettets tilordningsfil (standard: tilordningen i docs/sensor-board.md)\n  --window MS    avprellingsvinduet, 0 til 1000 ms (standard 30)\n  --piece N      forvandlingsbrikken som tastatursiffer: 1 dronning, 2 tårn, 3 løper, 4 springer\n  --expect TREKK et annonsert trekk der utførelsen på brettet kontrolleres (engelske bokstaver eller UCI)\nOpptakets første bilde er hullenes tilstand: et tastetrykk for hvert besatt hull.
help.boardlearn = anna boardlearn [--profile NAVN] [--window MS] [--pegs start|all|none]\n    --device ENHET UT.map\nanna boardlearn [...] --recording FIL UT.map\n\nInnlæringsmodus for et sensorbrett: ber felt for felt, a1 til h8, om å løfte brikken og sette den tilbake (ved et tomt hull: om å sette inn en brikke og ta den ut igjen), følger brettets taster og skriver tilordningsfilen UT.map når alle 64 felt er kjent. Oppfordringene skrives slik anna sier dem, med profilens ord (standard fide-de). Avslutter med 0 når tilordningen ble skrevet, med 1 når innlæringen stoppet før h8.\n  --device ENHET    les brettet direkte, tatt alene for innlæringen (/dev/input/eventN eller en lenke under /dev/input/by-id)\n  --recording FIL   spill i stedet et evemu-opptak av en innlæring\n  --pegs P          hvilke hull som har en brikke ved start: start (standard: utgangsstillingen), all eller none\n  --window MS       avprellingsvinduet, 0 til 1000 ms (standard 30)
help.boardmap = anna boardmap FIL\nanna boardmap --default\n\nKontrollerer et sensorbretts tilordningsfil (docs/sensor-board.md) og skriver tastekodene for a1 og h8, eller hva som er galt med den, med fil og linje. --default skriver standardtilordningen (den i docs/sensor-board.md) i filformatet, for redigering.
help.audio = anna audio list\nanna audio test [--device NAVN] [--profile NAVN] [--rate WPM] [--volume N]\n\nlist viser lydenhetene anna kan snakke gjennom, med standardenheten merket. test sier et trekk (e2-e4) med profilens ord og deretter de tre lydsignalene gjennom en enhet, så hodetelefoner og høyttalere kan prøves før partiet; ordene skrives også ut, slik tekstutgangen skriver dem.\n  --device NAVN   enheten, hele navnet eller en del av det (standard: systemets standardenhet)\n  --profile NAVN  ord og stemme (standard fide-de)\n  --rate WPM      ord i minuttet, 80 til 450 (standard 175)\n  --volume N      1 til 200 (standard 100)\ndocs/audio.md forklarer utganger og hodetelefoner.
help.replay = anna replay --device ROLLE=FIL.evemu ... [--profile NAVN] [--form long|short]\n    [--time-control TENKETID] [--policy training|competition] [--edition 2009|2014|2017]\n    [--vi-side white|black] [--white NAVN] [--black NAVN] [--keymap NAVN]\n    [--debounce MS] [--pgn UT] [--plies UT]\n\nSpiller av evemu-opptak av ett partis brett og tastaturer, flettet etter tidene sine, gjennom annads driver og skriver hva hver lytter hørte: sekunder, lytter, ord, med profilens ord (standard fide-de).\n  --device ROLLE=FIL  et opptak; ROLLE er vi-board, sighted-board, vi-keypad, sighted-keypad eller arbiter-keypad, hver én gang\n  --time-control T    tenketiden (PGN, lesbar eller navnet på en forhåndsinnstilling)\n  --vi-side SIDE      den synshemmede spillerens farge (standard white)\n  --keymap NAVN       tastaturenes tasteoppsett (standard numpad)\n  --debounce MS       brettenes prellvindu, 0 til 1000 ms\n  --pgn UT            skriv partiet som PGN med [%clk] etter hvert halvtrekk (- er standard utdata)\n  --plies UT          skriv tidspunktene for hvert halvtrekks trinn (VI-3), tabulatorseparert, for dommeren
help.journal = anna journal verify FIL\nanna journal show FIL\n\nverify kontrollerer hver post i annads hashkjedede journal og koblingen til den forrige og skriver antallet poster og den siste hashen (noter den: en senere verify viser om noe er lagt til eller skrevet om). Avslutning 0 når kjeden er intakt (en siste post avbrutt av strømbrudd meldes, men er ingen feil), 1 når en post bryter kjeden (hvor sies), 2 når filen ikke kan leses. show skriver hver post på en linje med disse ordene: nummer, tid i sekunder, klokkeslett (UTC) og innhold (en tast, et brett, en frist, en kommando med sine opplysninger); en post som ikke kan leses, sier hvorfor.
help.hall = anna hall words\nanna hall broadcast --broker URL --event NAVN --out FIL [--username BRUKER] [--password-file FIL] [--cafile FIL]\n\nTurneringshallens side (docs/hall.md). words skriver hall-sidens ord på profilens språk som JSON (siden leser dem fra words.json). broadcast holder FIL som direkte PGN med alle arrangementets partier: den abonnerer på hvert bretts pgn-emne hos megleren (mqtt://vert:port eller mqtts://vert:port) og skriver FIL helt på nytt hver gang et parti endres, brett for brett. Den kjører til den stoppes; en tapt megler meldes én gang og prøves igjen. Exit 0 når den stoppes, 1 når FIL ikke kunne skrives, 2 feil argumenter.
help.ctl = anna ctl [--socket STI] KOMMANDO [NØKKEL=VERDI ...]\n\nSender en vilkårlig forespørsel til annads kontrollsocket (docs/protocol.md lister dem) og skriver svarets linjer; en feil med annads ord på standard feil. Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse, partiets tilstand), 2 en feil forespørsel eller ingen annad.
help.status = anna status [--socket STI]\n\nSkriver status for annads parti: tilstand, halvtrekk, resultat, klokker og stilling. Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse, partiets tilstand), 2 en feil forespørsel eller ingen annad.
help.times = anna times [--socket STI]\n\nSkriver gjenværende tid på begge klokkene i annads parti. Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse, partiets tilstand), 2 en feil forespørsel eller ingen annad.
help.scoresheet = anna scoresheet [--socket STI] [--side vi|sighted]\nanna scoresheet --brf FIL [--pgn PARTI.pgn] [--table TABELL] [--clocks] [--width N] [--height N]\n\nSkriver noteringsskjemaet for annads parti, trekkene slik de er notert for én spiller (--side). Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse, partiets tilstand), 2 en feil forespørsel eller ingen annad.\n\nMed --brf FIL (- for standard ut) skriver det noteringsskjemaet som en BRF-fil for en punktskriftnotatbok eller en punktskriver: annads parti eller det første partiet i --pgn PARTI.pgn; med profilens ord, brikkebokstaver og punktskrifttabell (--table, en liblouis-tabell som no-no-g0.utb); sider på 40 celler og 25 linjer (--width, --height), nummerert; --clocks legger til den trekkendes klokke etter hvert trekk. docs/braille.md forklarer det.
help.pause = anna pause [--socket STI] [--reason GRUNN]\n\nStopper annads klokke (dommer): --reason arbiter, disturbance eller en annen grunn for journalen. Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse, partiets tilstand), 2 en feil forespørsel eller ingen annad.
help.resume = anna resume [--socket STI]\n\nStarter annads stoppede klokke igjen (dommer). Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse, partiets tilstand), 2 en feil forespørsel eller ingen annad.
help.start = anna start [--socket STI]\n\nBegynner partiet annad har satt opp (dommer; i turnering venter partiet på det, i trening begynner det av seg selv). Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse, partiets tilstand), 2 en feil forespørsel eller ingen annad.
help.adjust = anna adjust [--socket STI] --side white|black --add TID|--set TID [--reason arbiter|disturbance|penalty]\n\nRetter en klokke (dommer): --add legger til TID (et minus trekker fra), --set setter gjenværende tid. TID slik man skriver den: 90s, 2m, 1m30s, 1:30, 1:30:00 eller millisekunder (90000). Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse, partiets tilstand), 2 en feil forespørsel eller ingen annad.
help.penalty = anna penalty [--socket STI] --side white|black --kind time|deduct|loss|warning [--ms TID]\n\nGir en straff (dommer): time gir motstanderen TID (2m, 120s, 2:00 eller millisekunder), deduct trekker TID fra siden, loss erklærer partiet tapt, warning noteres. Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse, partiets tilstand), 2 en feil forespørsel eller ingen annad.
help.result = anna result [--socket STI] 1-0|0-1|1/2-1/2\n\nAvslutter annads parti med resultatet som dommeren erklærer. Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse, partiets tilstand), 2 en feil forespørsel eller ingen annad.
help.newgame = anna newgame [--socket STI]\n\nStarter et nytt parti i annad (dommer); det avsluttede lagres ved siden av journalen. Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse, partiets tilstand), 2 en feil forespørsel eller ingen annad.
help.move = anna move [--socket STI] TREKK\n\nAssistenten legger inn den seende spillerens trekk (ICCF-sifre, UCI eller algebraisk som Sf3 eller e2-e4, med denne profilens bokstaver eller engelske), som om det var utført på brettet. Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse, partiets tilstand), 2 en feil forespørsel eller ingen annad.
help.announce = anna announce [--socket STI] TEKST...\n\nAssistenten lar annad si TEKST til den synshemmede spilleren. Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse, partiets tilstand), 2 en feil forespørsel eller ingen annad.
help.sheet = anna sheet [--socket STI] [--letters en|de|figurine] [--move N] INNFØRING...\n\nDommeren fører neste innføring i den seende spillerens noteringsskjema inn i anna, slik den er skrevet (algebraisk med de angitte bokstavene, standard en, eller ICCF-sifre; (=) for et remistilbud). --move N: trekknummeret innføringen skal ha; et annet avvises. annad sier om innføringen er lest, eller hvorfor den står for dommeren (uleselig, tvetydig, ulovlig). anna ctl reconcile sammenligner deretter noteringsskjemaene (VI-13). Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse, partiets tilstand), 2 en feil forespørsel eller ingen annad.
help.switches = anna switches [--socket STI] [--check-words on|off] [--clock-warnings on|off] [--square-queries on|off] [--announcing-assistant on|off]\n\nDommerens brytere (ARB-3, CLK-16): sjakk og matt sies, automatiske tidsvarsler til den synshemmede spilleren, spørsmål om felt og brikker, anna som annonserende assistent. Uten valg sier den hvordan de står. En endring logges og skrives i journalen. Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse, partiets tilstand), 2 en feil forespørsel eller ingen annad.
help.decisions = anna decisions [--socket STI]\n\nViser dommerens åpne avgjørelser (et ulovlig trekk, en reklamasjon, en overskridelse, en avstemming, ED-2), én per linje: nummeret, hva som skjedde, og annas forslag; hver bekreftes eller avvises med sitt nummer. Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse), 2 en feil forespørsel eller ingen annad.
help.confirm = anna confirm [--socket STI] ID\n\nDommeren gjennomfører annas forslag ID (en reklamasjon, en overskridelse, en avstemming, ED-2). Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse, partiets tilstand), 2 en feil forespørsel eller ingen annad.
help.override = anna override [--socket STI] ID\n\nDommeren avviser annas forslag ID; partiet fortsetter som det er (ED-2). Socketen: --socket STI, ellers $ANNA_SOCKET, ellers /run/anna/annad.sock hvis den finnes, ellers brukerens. Avslutning 0 utført, 1 avvist (tillatelse, partiets tilstand), 2 en feil forespørsel eller ingen annad.
help.annad = annad [--config FIL] [--check-config] [--state-dir MAPPE] [--socket STI]\n    [--transcript FIL|-] [--no-audio] [--replay ROLLE=FIL.evemu ...]\n    [--fast | --speed N] [--latency-log FIL]\n    [--opponent engine|human|shared] [--side white|black] [--level L] [--time-control TC]\n\nannas tjeneste. Uten --config leses /etc/anna/annad.conf hvis filen finnes, ellers gjelder standardverdiene: terminalen er spillerens tastatur, og i trening spiller sjakkprogrammet (/usr/games/stockfish) den andre siden. --opponent, --side, --level og --time-control setter disse nøklene i annad.conf for denne starten. --check-config kontrollerer bare konfigurasjonen. man annad, man annad.conf.

# Hva kommandoene skriver for mennesker (speech/words.def)
# anna profile check: {1} profilen, {2} stemmen, {3} nøkler, {4} uttalerettelser
cmd.profile.ok = {1}: ok, stemme {2}, {3} nøkler, {4} uttalerettelser
# anna clock check: betenkningstiden i PGN og lesbar form; klassen ({1} reglenes år)
cmd.clock.pgn = PGN: {1}
cmd.clock.readable = lesbar: {1}
cmd.clock.standard = klasse ({1}): langsjakk
cmd.clock.rapid = klasse ({1}): hurtigsjakk
cmd.clock.blitz = klasse ({1}): lynsjakk
# anna keymap: navnet på oppsettet, deretter overskriften på den talte hjelpen
cmd.keymap.name = tastaturoppsett {1}
cmd.keymap.help = hjelp
# anna record --check: {1} fil, {2} enhetens navn, {3} id-er, {4} hendelser, {5} første og {6} siste tid
cmd.reconcile.sentence = {1}.
cmd.record.summary = {1}: "{2}" {3}, {4} hendelser fra {5} til {6}
# anna board: løft ({1} tid, {2} felt, {3} brikke som FEN-bokstav eller ?, {4} berøring), innsetting, tilstanden, hva anna sier, brettet ved start, grunnen til et ulovlig trekk
cmd.board.lift = {1} løftet {2} {3} berøring={4}
cmd.board.seat = {1} satt {2} {3}
cmd.board.state = tilstand: {1}
cmd.board.say = sier: {1}
cmd.board.differs = brettet avviker ved start: {1}
cmd.board.illegal = dommer: ulovlig trekk, {1}
# anna boardlearn: ingen eller to kilder; innlæringen stoppet ved felt {1}; tilordningen skrevet til {1}
cmd.boardlearn.source = Angi brettet med --device ENHET eller et opptak av det med --recording FIL, ett av de to.
cmd.boardlearn.stopped = Innlæringen stoppet ved felt {1} av 64, så ingen tilordning ble skrevet. Start anna boardlearn igjen og fortsett til h8.
cmd.boardlearn.written = tilordning skrevet til {1}
# anna boardmap: {1} fil, tastekodene for {2} a1 og {3} h8
cmd.boardmap.ok = {1}: 64 felt, tastekoder {2} (a1) .. {3} (h8)
cmd.audio.default = {1}  (standard)
cmd.audio.device = enhet {1}, utgangsforsinkelse {2} ms
cmd.journal.record = {1}. {2} s ({3} UTC): {4}
cmd.journal.header = journalen begynner, format {1}, enheter: {2}
cmd.journal.key_down = {1}: tast {2} trykket
cmd.journal.key_up = {1}: tast {2} sluppet
cmd.journal.key_repeat = {1}: tast {2} gjentas
cmd.journal.sync = {1}: slutt på en melding
cmd.journal.dropped = {1}: hendelser gikk tapt (enhetens buffer fløt over)
cmd.journal.input = {1}: inndatahendelse type {2}, kode {3}, verdi {4}
cmd.journal.board = {1} lest helt, brikker på: {2}
cmd.journal.tick = en frist er nådd
cmd.journal.recovery = annad startet på nytt: {1} s tapt, {2} halvtrekk gjenopprettet
cmd.journal.bytes = {1}: {2} byte lest fra dens serielle linje: {3}
cmd.journal.unreadable = en post ({1}) som ikke kan leses: {2}
cmd.journal.none = ingen
cmd.journal.cmd.start = dommeren starter partiet
cmd.journal.cmd.vi_lift = den synshemmedes brett: en brikke løftes fra {1}
cmd.journal.cmd.vi_made = den synshemmedes brett viser trekket {1}
cmd.journal.cmd.vi_promotion = den synshemmedes brett: bonden fra {1} venter på forvandlingsbrikken
cmd.journal.cmd.vi_illegal = den synshemmedes brett viser det ulovlige trekket {1} ({2})
cmd.journal.cmd.vi_unmade = den synshemmedes brett viser ikke lenger et trekk
cmd.journal.cmd.vi_executed = den synshemmedes brett: det annonserte trekket er utført
cmd.journal.cmd.vi_wrong = den synshemmedes brett avviker fra det annonserte trekket: {1}
cmd.journal.cmd.vi_mismatch = den synshemmedes brett avviker fra partiet: {1} rettelser
cmd.journal.cmd.vi_match = den synshemmedes brett stemmer igjen med partiet
cmd.journal.cmd.sighted_made = den seendes brett viser trekket {1}
cmd.journal.cmd.key_move = {1} taster inn trekket {2}
cmd.journal.cmd.key_promotion = {1} angir forvandlingsbrikken {2}
cmd.journal.cmd.key_clock = {1} trykker på klokken
cmd.journal.cmd.key_correct = {1} trekker tilbake det annonserte trekket
cmd.journal.cmd.key_query = {1} spør {2} ({3})
cmd.journal.cmd.key_draw_offer = {1} tilbyr remis
cmd.journal.cmd.key_draw_decline = {1} avslår remistilbudet
cmd.journal.cmd.key_resign = {1} gir opp
cmd.journal.cmd.claim = {1} reklamerer ({2}), tiltenkt trekk {3}
cmd.journal.cmd.deadline = tidtakeren løper ut
cmd.journal.cmd.arb_pause = dommeren stopper klokken ({1})
cmd.journal.cmd.arb_resume = dommeren starter klokken igjen
cmd.journal.cmd.arb_adjust = dommeren justerer klokken til {1}: {2} {3} ms ({4})
cmd.journal.cmd.arb_take_back = dommeren setter partiet tilbake til halvtrekk {1}
cmd.journal.cmd.arb_set_position = dommeren stiller opp stillingen {1}
cmd.journal.cmd.arb_penalty = dommeren straffer {1}: {2}, {3} ms
cmd.journal.cmd.arb_result = dommeren erklærer resultatet {1}
cmd.journal.cmd.arb_confirm = dommeren bekrefter avgjørelse {1}
cmd.journal.cmd.arb_override = dommeren underkjenner avgjørelse {1}
cmd.journal.cmd.arb_new_game = dommeren begynner et nytt parti
cmd.journal.cmd.sheet_entry = {1} overfører den seendes notasjonsføring {2} (bokstaver {3})
cmd.journal.cmd.arb_reconcile = dommeren ber om å avstemme notasjonene
cmd.journal.cmd.arb_switches = dommeren stiller bryterne: {1}
cmd.journal.cmd.sighted_mismatch = den seendes brett avviker fra partiet: {1} rettelser
cmd.journal.cmd.sighted_match = den seendes brett stemmer igjen med partiet

# Notasjonsskjemaer og økten (core/scoresheet.c, core/session.c)

# Økten (speech/render_session.c): {1} er hvem (clock.who.*) hvis ikke annet er sagt
session.correction = Rettelse: {1}
session.draw_offer = {1} tilbyr remis
session.draw_offered = Du har tilbudt remis; motstanderen har fått beskjed.
session.claim.repetition = {1} krever remis ved tre ganger gjentatt stilling. Dommeren avgjør.
session.claim.fifty = {1} krever remis etter femtitrekksregelen. Dommeren avgjør.
session.claim.flag = {1} krever seier på tid. Dommeren avgjør.
session.penalty.time = {1}: {2} lagt til av dommeren
session.penalty.deduct = {1}: {2} trukket fra av dommeren
session.penalty.warning = {1}: en advarsel fra dommeren
session.sheet_offer_white = Trekk {1}, hvit: {2}, med remistilbud
session.sheet_offer_black = Trekk {1}, svart: {2}, med remistilbud
session.whose_move = {1} i trekket
session.end.arbiter = Dommeren fastsetter resultatet {1}.
# Dommerens logg: {1} siden, {2} en detalj
session.report.press_not_made = {1} trykket på klokken før trekket var utført på brettet (VI-8). Bevis lagret, ingen straff.
session.report.illegal_move = {1} fullførte et ulovlig trekk: {2}. Ulovlig trekk nummer {3} for denne spilleren.
session.report.drift = {1} utførte noe annet enn det annonserte trekket {2}. Brettene er forskjellige.
session.report.announce_differs = {1} annonserte et annet trekk enn brettet viser; brettets trekk {2} ble spilt.
session.report.claim_correct = {1} krever remis; kravet er riktig.
session.report.claim_incorrect = {1} krever remis; kravet er ikke riktig.
session.report.flag = {1} har overskredet tiden.
session.report.flag.can_mate = {1} kan fortsatt sette matt med en rekke lovlige trekk (6.9).
session.report.flag.cannot_mate = {1} kan ikke sette matt med noen rekke lovlige trekk: {2} (6.9).
session.report.flag.mate_unknown = Om {1} fortsatt kan sette matt, ble ikke avgjort innenfor søket; dommeren avgjør (6.9).
session.report.game_end = Partiet er slutt: {1}.
session.report.resignation = {1} gir opp.
session.report.agreement = Spillerne avtaler remis.
session.report.agreement_early = Remis ble avtalt før hver spiller hadde trukket; ikke godkjent (2017).
session.report.mismatch = Sensorbrettet avviker fra partiet.
session.report.sighted_mismatch = Den seende spillerens elektroniske brett avviker fra partiet.
session.sighted_board_differs = Den seende spillerens brett avviker
session.report.decision = Avgjørelse {1} er behandlet.
session.report.penalty = {1} får {2}.
session.proposal.penalty = Forslag: gjenopprett stillingen, {1} til motstanderen.
session.proposal.loss = Forslag: {1} taper partiet.
session.proposal.draw = Forslag: partiet er remis.
session.proposal.confirm = Bekreft eller avvis avgjørelse {1}.
session.proposal.time = Forslag: {1} til motstanderen.

# Sensorbrettet (speech/render_board.c)
board.fix.move = {1} {2} til {3}
board.fix.back = {1} {2} tilbake til {3}
board.fix.remove = {1} skal være tomt
board.fix.place = {1} mangler på {2}
board.ok = Brettet stemmer
board.piece.white.king = hvit konge
board.piece.white.queen = hvit dronning
board.piece.white.rook = hvitt tårn
board.piece.white.bishop = hvit løper
board.piece.white.knight = hvit springer
board.piece.white.pawn = hvit bonde
board.piece.black.king = svart konge
board.piece.black.queen = svart dronning
board.piece.black.rook = svart tårn
board.piece.black.bishop = svart løper
board.piece.black.knight = svart springer
board.piece.black.pawn = svart bonde
board.ask_promotion = Forvandling på {1}: hvilken brikke? 1 dronning, 2 tårn, 3 løper, 4 springer, så Enter
board.ask_which = Hvilket trekk: {1}?
board.or = eller
board.not_announced = Det er ikke det annonserte trekket {1}
board.illegal = Ulovlig trekk: {1}. {2}
board.why.not_own_piece = Det er motstanderens brikke.
board.why.own_capture = En egen brikke kan ikke slås.
board.why.pattern = Slik går ikke denne brikken.
board.why.blocked = En brikke står i veien.
board.why.self_check = Din egen konge ville stå i sjakk.
board.why.castle_rights = Kongen eller tårnet har flyttet før; denne rokaden er ikke lenger mulig.
board.why.castle_blocked = Det står en brikke mellom konge og tårn.
board.why.castle_in_check = Man kan ikke rokere ut av sjakk.
board.why.castle_through = Kongen kan ikke passere eller havne på et angrepet felt.
board.why.castle_rook = Ved rokade flyttes også tårnet; flytt det.
board.why.en_passant_pawn = En passant slår bonden ved siden av; ta den av brettet.
board.learn.ask_lift = Løft brikken på {1} opp og sett den tilbake
board.learn.ask_seat = Sett en brikke i hullet på {1} og ta den opp igjen
board.learn.put_back = {1} funnet, sett brikken tilbake
board.learn.take_out = {1} funnet, ta brikken opp igjen
board.learn.learned = {1} lagret
board.learn.already = Dette hullet er allerede {1}. Det søkes {2}
board.learn.other_hole = Et annet hull har endret seg. Gjør ferdig {1} først
board.learn.done = Alle 64 felt er lært
board.learn.aborted = Læringsmodus avbrutt

# Brettkart for sensorbrettet (board-io/boardmap.c); linjen legges til av error.at_line
session.report.sheet = Notasjonsskjema for {1}: {2}

# The session: later additions (core/session.c, speech/render_session.c)
session.proposal.override = Partiet sluttet av seg selv; avvis avgjørelse {1} hvis spillet skal fortsette.
session.refused.touched = En brikke er berørt eller trekket utført: ingen remisreklamasjon på dette trekket.
session.claim_move = {1} må nå spille det oppgitte trekket {2}; reklamasjonen er avvist.
session.report.claim_move = {1} reklamerte remis med det oppgitte trekket {2}, men spilte et annet trekk etter avvisningen (DRAW-6).
session.report.press_no_move = {1} trykket på klokken uten å ha tastet inn et trekk. Bevis lagret, ingen straff gitt.
session.proposal.press = Hvis det regnes som et ulovlig trekk (2017, 7.8): {1} til motstanderen.
session.report.late_announcement = {1} meldte trekket {2} etter å ha trykket på klokken (VI-9).
session.refused.assistant = Partiet kan ikke begynne ennå: en assistent må registreres for den hørselshemmede spilleren.
session.report.assistant_required = {1} er hørselshemmet og spiller mot en synshemmet spiller: en assistent er obligatorisk (2017 D.2.11). Bekreft når en er registrert, eller avvis for å begynne uten.
session.report.assistant_advised = {1} er hørselshemmet og spiller mot en synshemmet spiller: en assistent anbefales.
session.refused.quickplay = Ingen hurtigavslutningsreklamasjon her: den krever siste periode uten tillegg og under to minutter på klokken din.
session.refused.not_paused = Uret er ikke stoppet; det er ingenting å starte igjen.
session.refused.not_started = Partiet har ikke begynt ennå; dommeren starter det.
session.refused.paused = Klokken er stoppet. Fortsett med kommandotasten, skråstrek, deretter 5.
session.refused.boards_differ = {1}: det brettet viser ennå ikke den avtalte stillingen. Spillet fortsetter når begge brettene viser den.
session.refused.switches_training = Under trening er all hjelp slått på: sjakkmeldinger, tidsvarsler, spørsmål om felter, begge siders trekk. I turnering hører bryterne dommeren til.
session.refused.frozen_training = Klokken er trykket; trekket kan ikke lenger rettes. Ta det tilbake med kommandotasten, skråstrek, deretter 4.
session.refused.no_draw = Det er ennå ikke remis: stillingen har ikke oppstått tre ganger, og det har ikke gått femti trekk uten slag eller bondetrekk. Spill videre.
session.refused.no_arbiter = Under trening er det ingen dommer som avgjør en hurtig avslutning. Spill videre, tilby remis, eller gi opp.
session.claim.quickplay = {1} reklamerer remis i hurtigavslutningen. Dommeren avgjør.
session.claim.increment = {1} ber om et tillegg på fem sekunder. Dommeren avgjør.
session.increment = Fra nå av gir hvert trekk begge spillerne {1}.
session.touched = {1} {2} berørt
session.touched.move = {1} {2} berørt: den må flyttes
session.touched.capture = {1} {2} berørt: den må slås
session.touched.free = {1} {2} berørt: den kan verken flyttes eller slås, ingen plikt
session.report.quickplay = {1} reklamerer remis med {2} igjen (hurtigavslutning, QPF-3).
session.report.increment = {1} ber om fem sekunders tillegg med {2} igjen (QPF-2).
session.proposal.quickplay = Bekreft: remis. Avvis: avvist, {1} til motstanderen.
session.proposal.increment = Bekreft: fem sekunder per trekk for begge, {1} til motstanderen. Avvis: avslått.
session.report.reconcile_agree = Avstemming (VI-13): notasjonene stemmer overens i alle {1} halvtrekk; begge brettene skal vise stillingen etter dem.
session.report.reconcile_disagree = Avstemming (VI-13): notasjonene stemmer overens i de første {1} halvtrekkene; deretter strøket: {2} på den synshemmede spillerens notasjon, {3} på den seende spillerens. Begge brettene skal vise stillingen etter halvtrekk {1}.
session.report.reconcile_clocks = Klokker notert da: hvit {1}, svart {2}.
session.proposal.reconcile = Bekreft: gjennomfør det. Avvis: partiet fortsetter som det står.
session.report.sheet_ok = Notasjonsskjema for {1}: {2} av {3} halvtrekk ført; à jour (SHEET-3).
session.report.sheet_behind = Notasjonsskjema for {1}: {2} av {3} halvtrekk ført; hans eget siste trekk mangler (SHEET-3).
session.report.sheet_exempt = Notasjonsskjema for {1}: {2} av {3} halvtrekk ført; fritatt fra notering, under fem minutter (SHEET-7).

# annad: konfigurasjon, journal, gjenoppretting, enheter, styresokkel
config.syntax = {1} linje {2}: verken [seksjon] eller nøkkel = verdi; rett linjen eller sett # foran
config.section = {1} linje {2}: det finnes ingen seksjon [{3}]; seksjonene er [game], [devices], [keymaps], [listeners], [daemon], [roles], [hall] og [engine] (man annad.conf)
config.key = {1} linje {2}: seksjonen [{3}] har ingen nøkkel {4}; sammenlign stavemåten med man annad.conf
config.value = {1} linje {2}: {4} er ikke en mulig verdi for {3}; man annad.conf nevner verdiene
config.choice = {1} linje {2}: {3} er ikke mulig; verdien kan være en av {4}
config.no_section = {1} linje {2}: {3} står før alle seksjoner; sett den under [{4}]
config.no_section_any = {1} linje {2}: {3} står før alle seksjoner, og ingen seksjon har den nøkkelen; seksjonene er {4} (man annad.conf)
config.duplicate = {1} linje {2}: {3} står to ganger i denne seksjonen (første gang på linje {4}); behold en av linjene
config.user = {1} linje {2}: det finnes ingen bruker {3}; oppgi et brukernavn eller et nummer
config.readers = {1} linje {2}: readers er everyone eller en gruppe, og det finnes ingen gruppe {3} på dette systemet
config.open = Konfigurasjonsfilen {1} kan ikke leses ({2}); kontroller stien og rettighetene
config.profile = {1} linje {2}: det finnes ingen profil {3}; profilene er {4}
config.keymap = {1} linje {2}: tastaturoppsettet {3} kan ikke lastes; oppsettene er {4}, eller oppgi stien til en fil (kontroller den med anna keymap)
config.directory = {1} er en katalog, ikke en konfigurasjonsfil; oppgi selve filen
config.special = {1} er ikke en vanlig fil (en FIFO, en enhet eller en socket); oppgi en konfigurasjonsfil
config.too_big = {1} er større enn {2} KiB, for stor for en konfigurasjonsfil; oppgi riktig fil
config.section_twice = {1} linje {2}: seksjonen [{3}] står to ganger (første gang på linje {4}); samle nøklene i én seksjon
config.utf8 = {1} linje {2}: verdien av {3} er ikke gyldig UTF-8-tekst; lagre filen som UTF-8
journal.ok = {1}: {2} poster, kjeden er intakt; siste hash {3}
journal.torn = {1}: den siste posten (nummer {2}) er avkortet, som etter et strømbrudd; den forkastes og partiet fortsetter fra posten før
journal.broken = {1}: post {2} (byte {3}) passer ikke i kjeden: journalen er skadet eller endret; postene før den er gyldige, tilkall dommeren
journal.io = Journalen {1} kan ikke leses eller skrives ({2}); kontroller plass og rettigheter i tilstandskatalogen
journal.moved = Den skadede journalen {1} ble tatt vare på som {2} for dommeren
journal.not_kept = Det er ikke plass til en kopi av den skadede journalen {1} ({2}); den skadede delen forkastes og partiet fortsetter fra de gyldige postene
journal.held = anna kan ikke ta opp partiet: skrivingen av journalen {1} mislyktes ({2}). Ingenting mer annonseres; partiet holdes for dommeren til journalen kan skrives igjen
journal.held_training = anna kan ikke ta opp partiet: skrivingen av journalen {1} mislyktes ({2}). Ingenting mer annonseres; partiet er satt på pause til journalen kan skrives igjen
journal.written = Journalen {1} skrives igjen; partiet er tatt opp til og med halvtrekk {2}
journal.rewritten = Journalen {1} ble slettet eller erstattet under partiet; den er skrevet på nytt fra minnet (en fil på dens plass ligger ved siden av); tilkall dommeren
journal.archive = Journalen for det avsluttede partiet {1} kan ikke tas vare på ({2}); annad starter ikke et nytt parti oppå den: frigjør plass eller rett tilstandskatalogens rettigheter
state.locked = En annen annad (prosess {2}) fører partiet i {1}; denne stopper uten å røre det
state.unwritable = Tilstandskatalogen {1} kan ikke skrives ({2}); annad starter ikke et parti den ikke kan ta vare på: gi annads bruker skrivetilgang og plass der, eller angi en annen state-dir i [daemon]
journal.header = den første posten er ikke hodet i en anna-journal
journal.format = den ble skrevet i journalformat {1}, som denne anna (format {2}) ikke kan lese
journal.format_image = den ble skrevet i journalformat {1} (anna 0.1), der kommandopostene er et minnebilde av programmet som skrev dem; denne anna (format {2}) kan ikke lese dem
journal.type = posttype {1} kjenner ikke anna
journal.field_short = posten slutter før feltet {1} (byte {2})
journal.field_range = feltet {1} (byte {2}) inneholder {3}, som ikke er en mulig verdi
journal.trailing = den har byte etter det siste feltet (fra byte {1})
journal.unrecoverable = {1}: post {2} ({3}) kan ikke leses, av grunnen nedenfor. annad gjenoppretter ikke partiet fra denne journalen; vis den med anna journal show, og flytt den bort for å begynne et nytt parti
daemon.recovered_white = Partiet er gjenopprettet etter {1} halvtrekk. Hvit er i trekket. Uret er stoppet fordi partiet ble gjenopprettet; det gikk {2} sekunder siden siste post.
daemon.recovered_black = Partiet er gjenopprettet etter {1} halvtrekk. Svart er i trekket. Uret er stoppet fordi partiet ble gjenopprettet; det gikk {2} sekunder siden siste post.
daemon.recovered_over = Det avsluttede partiet med {1} halvtrekk er gjenopprettet; dommeren kan begynne et nytt parti
daemon.device_open = Enheten {2} for {1} kan ikke åpnes ({3}); kontroller stien og at annad får lese den (udev-regler)
daemon.ready = anna er klar; styresokkel {1}
daemon.ready_said = anna er klar
daemon.started = annad kjører, men anna er ikke klar ennå; styresokkel {1}
daemon.resume_training = Start uret igjen med anna resume, eller på tastaturet: kommandotasten, skråstrek, deretter 5.
daemon.resume_arbiter = Dommeren starter uret igjen med anna resume, eller på sitt tastatur: kommandomenyen, deretter 5.
daemon.socket = Styresokkelen {1} kan ikke åpnes ({2}); kontroller katalogen og at ingen annen annad kjører
daemon.option = {1} er ikke et valg for annad, eller verdien mangler; annad --help viser valgene
daemon.replay = --replay {1}: skriv ROLLE=FIL, ROLLE en av vi-board, sighted-board, vi-keypad, sighted-keypad, arbiter-keypad, hver rolle én gang
daemon.speed = --speed {1}: oppgi et heltall fra 1 til 1000
daemon.config_ok = {1}: i orden, annad kan starte med denne konfigurasjonen
daemon.config_defaults = Ingen konfigurasjonsfil: annad starter med standardverdiene; i orden
daemon.synced = journal lagret til halvtrekk {1}
daemon.game_saved = det avsluttede partiet ligger i {1}
daemon.brf_saved = spillerens notasjonsskjema i punktskrift ligger i {1}
daemon.game_unwritable = Kan ikke skrive {1} ({2}); partiet er trygt i journalen: anna ctl pgn og anna scoresheet --brf gir det
daemon.output = Lydutgangen {1} kan ikke åpnes ({2}); kontroller output i annad.conf, eller skriv output = text
daemon.speech = Talen til en lytter kan ikke starte ({1}); ordene går fortsatt til utskriften
daemon.transcript = Utskriften {1} kan ikke åpnes ({2}); kontroller stien og at annad får skrive der
control.denied = Ikke tillatt: {1} endrer partiet, og det får bare dommeren gjøre (bruker {2}); se [roles] i annad.conf
control.request = Ingen gyldig forespørsel: {1}; en linje, en kommando og felt nøkkel=verdi (docs/protocol.md)
control.unknown = Det finnes ingen kommando {1}; anna help viser kommandoene
control.field = {1}: --{2} kan ikke være "{3}"; skriv en av {4}
control.field_time = {1}: --{2} "{3}" er ikke en tid; skriv den som 90s, 2m, 1:30 eller i millisekunder (et minus trekker fra tid: -30s)
control.field_value = {1}: --{2} kan ikke være "{3}"; anna {1} --help viser hva den tar
control.field_option = {1} har ikke valget --{2}; valgene er {3}
control.field_none = {1} tar ingen valg, heller ikke --{2}
control.field_twice = {1}: --{2} er gitt to ganger; gi det én gang
control.missing = {1} trenger --{2}; anna {1} --help viser hvordan
control.missing_choice = {1} trenger --{2}, en av {3}
control.missing_time = {1} trenger enten --add eller --set med en tid, for eksempel --add 2m, --add -30s eller --set 1:30:00
control.state.setup = {1} er ikke mulig nå: partiet har ikke begynt; dommeren begynner det med anna start
control.state.vi_to_move = {1} er ikke mulig nå: det er den synshemmede spillerens trekk
control.state.sighted_to_move = {1} er ikke mulig nå: det er den seende spillerens trekk
control.state.vi_executing = {1} er ikke mulig nå: den synshemmede spilleren utfører trekket på sitt brett
control.state.arbiter = {1} er ikke mulig nå: partiet venter på dommerens avgjørelse
control.state.paused = {1} er ikke mulig nå: uret er stoppet; anna resume starter det igjen
control.state.ended = {1} er ikke mulig nå: partiet er slutt; anna newgame begynner et nytt
control.connect = annad kan ikke nås på {1} ({2}); kjører annad?
control.decision_none = {1} {2}: det finnes ingen åpen avgjørelse {2}; ingen avgjørelse er åpen nå
control.decision_closed = {1} {2}: avgjørelse {2} er ikke åpen (allerede tatt, eller aldri åpnet); de åpne avgjørelsene er {3} (anna decisions viser dem)
control.no_decisions = Ingen avgjørelse er åpen.
control.access = Tilgang nektet ved {1}: annad kjører, men socketen er bare for gruppen {2}. Be arrangøren legge deg til i gruppen eller sette readers = everyone under [daemon] i annad.conf
control.utf8 = {1}: feltet {2} er ikke gyldig UTF-8-tekst
control.busy = annad har {1} forbindelser åpne og avviste denne; prøv igjen om et øyeblikk
control.idle = annad lukket forbindelsen etter {1} sekunder uten forespørsel
control.closed = annad på {1} lukket forbindelsen før svaret (for mange forbindelser eller for treg lesing); prøv igjen
control.held = {1}: journalen kan ennå ikke skrives, så partiet forblir stoppet; frigjør først plass i tilstandskatalogen
control.refused = {1}: {2}
control.sheet.read_white = Trekk {1}, hvit: {2} er lest og ført inn
control.sheet.read_black = Trekk {1}, svart: {2} er lest og ført inn
control.sheet.unreadable_white = Trekk {1}, hvit: {2} kan ikke leses som et trekk; det står som skrevet for dommeren
control.sheet.unreadable_black = Trekk {1}, svart: {2} kan ikke leses som et trekk; det står som skrevet for dommeren
control.sheet.ambiguous_white = Trekk {1}, hvit: {2} passer på mer enn ett lovlig trekk; det står som skrevet for dommeren
control.sheet.ambiguous_black = Trekk {1}, svart: {2} passer på mer enn ett lovlig trekk; det står som skrevet for dommeren
control.sheet.illegal_white = Trekk {1}, hvit: {2} er ikke et lovlig trekk der; det står som skrevet for dommeren
control.sheet.illegal_black = Trekk {1}, svart: {2} er ikke et lovlig trekk der; det står som skrevet for dommeren
control.sheet.unchecked_white = Trekk {1}, hvit: {2} står ulest fordi en tidligere innføring er markert; dommeren avgjør med anna ctl reconcile
control.sheet.unchecked_black = Trekk {1}, svart: {2} står ulest fordi en tidligere innføring er markert; dommeren avgjør med anna ctl reconcile
control.sheet.move = Neste innføring i noteringsskjemaet er trekk {2}, ikke {1}; før inn trekkene i rekkefølge
control.reconcile.proposal = Forslag {1}: anna confirm {1} gjennomfører det, anna override {1} lar partiet være som det er
control.switch.on = {1}: på
control.switch.off = {1}: av
control.switched_on = Dommeren har slått på {1}
control.switched_off = Dommeren har slått av {1}

# Trening (et sjakkprogram som motstander, tips, gjennomgang, studium)
keypad.cmd.hint = tips
keypad.cmd.eval = vurdering
keypad.cmd.take_back = ta tilbake mitt siste trekk
keypad.cmd.threat = hva motstanderen min truer med
keypad.help.stepping = I en gjennomgang eller et studium: {1} alene, neste trekk; {2} alene, trekket før. I et studiums gjettemodus skriver du trekket du selv ville spilt.
engine.level.beginner = nybegynner
engine.level.novice = øvet nybegynner
engine.level.casual = hobbyspiller
engine.level.club = klubbspiller
engine.level.strong = sterk klubbspiller
engine.level.expert = ekspert
engine.level.full = full styrke
engine.level.elo = Elo {1}
engine.level.depth = dybde {1}
uci.garbage = sjakkprogrammet skrev en linje anna ikke kan lese (kolonne {1})
uci.score = sjakkprogrammet skrev en vurdering uten tall: {1}
uci.bestmove = sjakkprogrammet svarte {1}, som ikke er et lovlig trekk her
engine.level = ukjent styrke "{1}": beginner, novice, casual, club, strong, expert, full, et Elo-tall fra 1 til 4000 eller depth og et tall fra 1 til 60
engine.missing = Sjakkprogrammet {1} kan ikke startes ({2}).
engine.crashed = Sjakkprogrammet stoppet. Det startes igjen med stillingen.
engine.hung = Sjakkprogrammet svarte ikke i tide. Det startes igjen med stillingen.
engine.garbage = Sjakkprogrammet ga et feil svar: {1}. Det startes igjen med stillingen.
engine.gave_up = Sjakkprogrammet kan ikke brukes. Partiet fortsetter mellom to mennesker: motstanderens trekk skrives på det andre tastaturet eller med anna move.
engine.ready = sjakkprogram {1} klart, styrke {2}
engine.plays_white = Sjakkprogrammet spiller hvit, styrke {1}. Du spiller svart.
engine.plays_black = Sjakkprogrammet spiller svart, styrke {1}. Du spiller hvit.
training.refused = Ikke i turnering: reglene tillater verken sjakkprogram, tips eller vurderinger der.
training.no_engine = Det er ikke noe sjakkprogram til det.
training.busy = Et øyeblikk, sjakkprogrammet regner fortsatt.
training.hint = Tips: {1}
training.hint_piece = Tips: flytt {1}
training.no_move = Det er ikke noe trekk å spille.
training.threat = Motstanderen din truer med {1}
training.in_check = Du står i sjakk.
training.taken_back = Tatt tilbake: {1} halvtrekk. Still opp brettet ditt som før.
training.nothing_back = Det er ikke noe trekk av deg å ta tilbake.
eval.equal = Stillingen er omtrent lik.
eval.white_slightly = Hvit står litt bedre.
eval.black_slightly = Svart står litt bedre.
eval.white_pawn = Hvit står omtrent en bonde bedre.
eval.black_pawn = Svart står omtrent en bonde bedre.
eval.white_pawns = Hvit står omtrent {1} bønder bedre.
eval.black_pawns = Svart står omtrent {1} bønder bedre.
eval.white_winning = Hvit står til gevinst.
eval.black_winning = Svart står til gevinst.
eval.white_mates = Hvit setter matt i {1} trekk.
eval.black_mates = Svart setter matt i {1} trekk.
eval.white_mated = Hvit er sjakkmatt.
eval.black_mated = Svart er sjakkmatt.
review.mistake = Trekk {1}: du spilte {2}. Bedre var {3}.
review.cost = Det kostet omtrent {1}.
review.pawns = {1} bønder
review.percent = {1} prosent av vinnersjansene dine
review.saved = det kommenterte partiet ligger i {1}
review.pgn_better = bedre var {1} {2}
review.none = Ingen store feil i dette partiet.
review.summary = Gjennomgangen har {1} trekk der du tapte mye.
review.end = Slutt på gjennomgangen.
review.start = Gjennomgangen av partiet ditt.
review.threshold = ukjent grense "{1}": hundredeler bønder (for eksempel 150) eller en vinnersjanse i prosent (for eksempel 20%)
study.opened = {1} mot {2}, {3} halvtrekk.
study.start = Utgangsstillingen.
study.move = {1}: {2}
study.end = Partiets slutt: {1}
study.guess_right = Riktig: {1} var partiets trekk.
study.guess_wrong = Du spilte {1}; i partiet skjedde {2}.
study.guess_eval = Trekket ditt var omtrent {1} dårligere.
study.score = Du fant {1} av {2} trekk.
study.your_turn = Ditt trekk: hva ville du spilt?
study.empty = {1} har ikke noe parti med trekk.
study.closed = Studiet er lukket; tilbake til partiet ditt. Klokken venter til du starter den igjen.
study.none = Ingen studie er åpen.
# anna position and anna pgn check --status (tools/status.c)
status.side = I trekket: {1}.
status.moves = Lovlige trekk ({1}): {2}
status.not_check = Ikke sjakk.
status.check = {1} står i sjakk.
status.checkmate = {1} er sjakkmatt.
status.stalemate = {1} er patt.
status.dead = Død stilling: ingen av sidene kan sette matt med noen rekke lovlige trekk.
status.not_dead = Ikke en død stilling.
status.dead_unknown = Det er ikke kjent om stillingen er død.
status.repetitions = Antall ganger stillingen har forekommet: {1}.
status.count = Trekk uten slag eller bondetrekk: {1} ({2} halvtrekk). Etter 50 kan remis kreves; etter 75 er partiet slutt.
status.threefold_claim = Siden i trekket kan kreve remis ved gjentakelse.
status.fifty_claim = Siden i trekket kan kreve remis etter 50-trekksregelen.
status.mate.yes = {1} kan fortsatt sette matt, for eksempel: {2}
status.mate.done = {1} har satt matt.
status.mate.no = {1} kan ikke sette matt: {2}.
status.mate.unknown = {1}: det er ikke kjent om matt er mulig; søket stoppet etter {2} stillinger.
status.reason.material = materialet rekker ikke til noen matt
status.reason.locked = stillingen er blokkert for godt, så ingen brikke noen gang kan sette kongen matt
status.reason.searched = hver stilling som kan oppstå er undersøkt, og ingen er matt
status.game = Parti {1}, sluttstilling:
# The tournament hall link (docs/hall.md)
hall.url = Hall-megleren {1} er ikke en adresse anna kan bruke; skriv mqtt://vert:port eller mqtts://vert:port
hall.name = Navnet {1} kan ikke brukes i hallen: 1 til 63 tegn, uten skråstrek, pluss, firkant eller kontrolltegn
hall.start = Forbindelsen til hallen kunne ikke starte ({1})
hall.tls = Hall-forbindelsen kan ikke bruke TLS-filen {1} ({2})
hall.down = Forbindelsen til hallen på {1} er brutt; partiet fortsetter, og anna prøver igjen
hall.drift.vi = Den synshemmede spillerens brett viser ikke partiet
hall.drift.sighted = Den seende spillerens brett viser ikke partiet
hall.drift.both = Ingen av brettene viser partiet
shared.white_to_move = Hvit er i trekket.
shared.black_to_move = Svart er i trekket.
hall.up = Forbindelsen til hallen på {1} virker
hall.command.bad = En kommando fra hallen ble ikke forstått; den må være et JSON-objekt med cmd og args som tekst
hall.command.refused = Kommandoen {1} kan ikke gis fra hallen; bruk anna-kommandoen ved brettet
hall.write = Kan ikke skrive {1} ({2})

# The hall page (hall/www), written out by anna hall words
hall.page.lang = nb
hall.page.title = anna: hallen
hall.page.skip = Hopp til brettene
hall.page.connecting = Kobler til hallen…
hall.page.connected = Koblet til hallen
hall.page.disconnected = Ikke koblet til hallen; prøver igjen
hall.page.boards = Brett, de som trenger dommeren først
hall.page.board = Brett
hall.page.alarm = Trenger dommeren
hall.page.no_alarm = nei
hall.page.white = Hvit
hall.page.black = Svart
hall.page.clock_white = Hvits klokke
hall.page.clock_black = Svarts klokke
hall.page.state = Status
hall.page.last_move = Siste trekk
hall.page.live_pgn = Alle partier som PGN (direkte)
hall.page.signin = Innlogging for dommer
hall.page.username = Bruker
hall.page.password = Passord
hall.page.signin_button = Logg inn
hall.page.board_title = anna: et brett
hall.page.board_heading = Brett {1}
hall.page.back = Tilbake til alle brett
hall.page.players = Spillere og klokker
hall.page.decisions = Åpne avgjørelser
hall.page.no_decisions = Ingen
hall.page.decision = Avgjørelse {1}: {2}
hall.page.confirm = Bekreft
hall.page.override = Overstyr
hall.page.sent = {1} sendt; venter på brettets svar
hall.page.position = Stilling
hall.page.position_caption = Stillingen, hvit nederst
hall.page.square_piece = {1}: {2} {3}
hall.page.square_empty = {1}: tom
hall.page.piece_king = konge
hall.page.piece_queen = dronning
hall.page.piece_rook = tårn
hall.page.piece_bishop = løper
hall.page.piece_knight = springer
hall.page.piece_pawn = bonde
hall.page.moves = Trekk
hall.page.display_title = anna: hva som meldes
hall.page.display_heading = Brett {1}: hva som meldes
hall.page.earlier = Tidligere
hall.page.alarm_offline = brettet er ikke koblet til
hall.page.alarm_decision = avgjørelse {1}: {2}
hall.page.alarm_arbiter = partiet venter på dommeren
hall.page.alarm_drift = brettene er forskjellige: {1}
hall.page.alarm_device = mangler: {1}
hall.page.alarm_flag = {1} har under ett minutt
hall.page.board_alarm = Brett {1}: {2}
hall.page.state_offline = ikke koblet til
hall.page.state_setup = ikke begynt
hall.page.state_running = spilles
hall.page.state_paused = stanset
hall.page.state_arbiter = venter på dommeren
hall.page.state_ended = slutt
hall.page.to_move = {1} i trekket

# What scripts/install-hall says (anna hall tell)
hall.install.start = Hallen settes opp for arrangementet {1}.
hall.install.bad_boards = --boards må være et tall fra 1 til 999, ikke {1}.
hall.install.bad_event = Arrangementets navn {1} kan ikke brukes: 1 til 63 tegn, uten skråstrek, pluss eller firkant.
hall.install.page = Hall-siden ligger i {1}.
hall.install.accounts = {1} meglerkontoer, dommerens og én per brett; passordene står i {2}, lesbare bare for root.
hall.install.broker = Brettene kobler til på port {1}; siden vises på port {2}.
hall.install.root = Alt ble skrevet under {1}; ingenting ble startet.
hall.install.done = Hallen er klar. Siden: {1}. Direkte PGN: {2}.
hall.install.no_systemd = systemd kjører ikke her: start megleren selv ({1}) og anna hall broadcast.
config.hall_board = {1}: avsnittet [hall] må ha board = brettets navn eller nummer i hallen
config.shared_engine = {1}: sighted-keypad = shared er for en person som motstander, men [engine] sier opponent = engine. Velg én av dem.
config.hall_event = {1}: avsnittet [hall] må ha et arrangementsnavn som kan brukes i hallen (event = ..., 1 til 63 tegn uten skråstrek, pluss eller firkant), ikke {2}
hall.password = Hallens passordfil {1} kan ikke leses ({2}); forbindelsen til hallen er slått av
