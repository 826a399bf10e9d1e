# anna profile sv: Swedish chess words with the FIDE file names, a local
# adaptation (docs/rules.md VOC-4, ED-3). Format: docs/profiles.md. One
# `key = text` per line; # starts a comment line. {1}..{4} are filled in.

# espeak-ng voice
voice = sv

# Pronunciation fixes (docs/profiles.md): espeak-ng 1.51's Swedish voice
# stresses Bella on -la and rockad on rock-.
fix.Bella = b'Ella
fix.rockad = ROk'A:d

# Files a..h and ranks 1..8, counted from White's side
file.a = Anna
file.b = Bella
file.c = Cesar
file.d = David
file.e = Eva
file.f = Felix
file.g = Gustav
file.h = Hector
rank.1 = ett
rank.2 = två
rank.3 = tre
rank.4 = fyra
rank.5 = fem
rank.6 = sex
rank.7 = sju
rank.8 = åtta

# Pieces as spoken
piece.king = kung
piece.queen = dam
piece.rook = torn
piece.bishop = löpare
piece.knight = springare
piece.pawn = bonde

# Piece letters of written notation (scoresheets, SAN) for K Q R B N P,
# separated by blanks (core/notation.h, anna_letters_parse)
letters = K D T L S B

# Braille (docs/braille.md): the liblouis table of this language's braille
# code, and the words of a braille scoresheet (BRF)
braille.table = sv-g1.ctb
brf.title = Protokoll
brf.event = Turnering: {1}
brf.site = Plats: {1}
brf.date = Datum: {1}
brf.round = Rond: {1}
brf.white = Vit: {1}
brf.black = Svart: {1}
brf.result = Resultat: {1}
braille.table_missing = Punktskriftstabellen {1} kan inte läsas in. Installera liblouis-data, eller ange en tabell som liblouis har (ls /usr/share/liblouis/tables), till exempel --table sv-g1.ctb.
braille.text = Texten till punktskrift är inte UTF-8.
braille.unavailable = Denna anna är byggd utan liblouis och kan inte skriva punktskrift. Installera liblouis-dev och bygg anna igen.
braille.size = En punktskriftssida måste ha {1} till {2} celler eller rader.
display.unavailable = Punktskriftsskärmen kan inte nås genom brltty på {1} ({2}). Starta brltty med skärmen ansluten (sudo systemctl start brltty), eller ange rätt BrlAPI-värd; de andra utgångarna fortsätter.
display.silent = Punktskriftsskärmen kan inte nås: brltty på {1} tog emot anslutningen men svarade inte inom {2} sekunder. Starta om brltty (sudo systemctl restart brltty) och sedan anna; de andra utgångarna fortsätter.
display.gone = Punktskriftsskärmen kan inte längre nås: brltty på {1} stängde anslutningen. Starta brltty igen (sudo systemctl start brltty) och sedan anna; de andra utgångarna fortsätter.
display.none = brltty på {1} svarar, men ingen punktskriftsskärm är ansluten till den. Anslut skärmen, kontrollera drivrutin och enhet i /etc/brltty.conf (braille-driver, braille-device), starta om brltty (sudo systemctl restart brltty) och sedan anna; de andra utgångarna fortsätter.
display.unbuilt = Denna anna är byggd utan libbrlapi och kan inte använda en punktskriftsskärm. Installera libbrlapi-dev och bygg anna igen.
display.keymap_open = Punktskriftstangentkartan {1} kan inte öppnas ({2}). Kontrollera namnet och behörigheterna.
display.keymap_line = Punktskriftstangentkartan {1}, rad {2}, kan inte läsas: skriv KOMMANDO = ÅTGÄRD med ett av brlttys kommandon och en av annas åtgärder (docs/braille.md).
cmd.braille.sample = Springare g1-f3
cmd.braille.key = Tangent: {1}
help.braille = anna braille test [--host VÄRD] [--auth FIL] [--table TABELL] [--keys FIL] [--seconds N] [FRAS...]\n\nVisar varje fras (annars ett drag) i profilens punktskrift på den punktskriftsskärm som brltty styr, för att pröva den före ett parti, och läser sedan dess tangenter i --seconds sekunder: panoreringstangenterna visar frasens nästa och föregående fönster, radtangenterna fraserna före och efter; varje annan tangents åtgärd skrivs ut.\n  --host VÄRD     brlttys BrlAPI (annars BrlAPIs standard eller $BRLAPI_HOST)\n  --auth FIL      BrlAPIs nyckelfil eller none (annars BrlAPIs standard)\n  --table TABELL  en liblouis-tabell (annars profilens)\n  --keys FIL      tangentkartan (annars data/braille/keys.map)\n  --seconds N     hur länge tangenter läses, 0 till 3600 (annars 0)\ndocs/braille.md förklarar det.
speechd.unavailable = anna når inte speech-dispatcher ({1}). Tills vidare talar anna med sin egen röst (espeak-ng), genom ljudkortet om det finns ett. Installera och starta den (sudo apt-get install speech-dispatcher; den startar med din session), eller välj en annan utgång för denna lyssnare i annad.conf; de andra utgångarna fortsätter.
speechd.unbuilt = Denna anna är byggd utan libspeechd och kan inte tala genom speech-dispatcher. Installera libspeechd-dev och bygg anna igen. Tills vidare talar anna med sin egen röst (espeak-ng), genom ljudkortet om det finns ett.
speechd.lost = speech-dispatcher svarar inte längre (utgången för "{1}" i annad.conf). anna fortsätter med sin egen röst (espeak-ng), genom ljudkortet om det finns ett, och säger igen det som speech-dispatcher inte sa. anna försöker nå den igen varannan sekund: starta speech-dispatcher igen för att höra din egen röst.
speechd.back = speech-dispatcher svarar igen (utgången för "{1}" i annad.conf): du hör din egen röst igen.

# Move phrases
castle.short = kort rockad
castle.long = lång rockad
move.takes = slår
move.promotes = förvandling till
move.en_passant = en passant
move.check = schack
move.checkmate = schack matt
move.stalemate = patt
color.white = vit
color.black = svart

# The end of the game, said after the move. .white / .black: the side
# that was mated, resigned or overstepped the time.
end.checkmate.white = Svart vinner med schack matt.
end.checkmate.black = Vit vinner med schack matt.
end.resigned.white = Vit ger upp. Svart vinner.
end.resigned.black = Svart ger upp. Vit vinner.
end.time.white = Vit har överskridit tiden. Svart vinner.
end.time.black = Svart har överskridit tiden. Vit vinner.
end.time_draw = Tiden är överskriden, men motståndaren kan inte längre göra matt. Remi.
end.stalemate = Patt. Remi.
end.dead_position = Matt är inte längre möjlig. Remi.
end.repetition5 = Samma ställning för femte gången. Remi.
end.moves75 = Sjuttiofem drag utan slag och utan bondedrag. Remi.
end.repetition3 = Samma ställning för tredje gången. Remi.
end.moves50 = Femtio drag utan slag och utan bondedrag. Remi.
end.agreement = Remi efter överenskommelse.

# Cardinal numbers for the clock and move counts (0..99, the hundreds,
# and how a hundred joins the rest: {1} hundreds, {2} the 1..99 word).
# The unit phrases below carry the gender of "one".
num.0 = noll
num.1 = ett
num.2 = två
num.3 = tre
num.4 = fyra
num.5 = fem
num.6 = sex
num.7 = sju
num.8 = åtta
num.9 = nio
num.10 = tio
num.11 = elva
num.12 = tolv
num.13 = tretton
num.14 = fjorton
num.15 = femton
num.16 = sexton
num.17 = sjutton
num.18 = arton
num.19 = nitton
num.20 = tjugo
num.21 = tjugoett
num.22 = tjugotvå
num.23 = tjugotre
num.24 = tjugofyra
num.25 = tjugofem
num.26 = tjugosex
num.27 = tjugosju
num.28 = tjugoåtta
num.29 = tjugonio
num.30 = trettio
num.31 = trettioett
num.32 = trettiotvå
num.33 = trettiotre
num.34 = trettiofyra
num.35 = trettiofem
num.36 = trettiosex
num.37 = trettiosju
num.38 = trettioåtta
num.39 = trettionio
num.40 = fyrtio
num.41 = fyrtioett
num.42 = fyrtiotvå
num.43 = fyrtiotre
num.44 = fyrtiofyra
num.45 = fyrtiofem
num.46 = fyrtiosex
num.47 = fyrtiosju
num.48 = fyrtioåtta
num.49 = fyrtionio
num.50 = femtio
num.51 = femtioett
num.52 = femtiotvå
num.53 = femtiotre
num.54 = femtiofyra
num.55 = femtiofem
num.56 = femtiosex
num.57 = femtiosju
num.58 = femtioåtta
num.59 = femtionio
num.60 = sextio
num.61 = sextioett
num.62 = sextiotvå
num.63 = sextiotre
num.64 = sextiofyra
num.65 = sextiofem
num.66 = sextiosex
num.67 = sextiosju
num.68 = sextioåtta
num.69 = sextionio
num.70 = sjuttio
num.71 = sjuttioett
num.72 = sjuttiotvå
num.73 = sjuttiotre
num.74 = sjuttiofyra
num.75 = sjuttiofem
num.76 = sjuttiosex
num.77 = sjuttiosju
num.78 = sjuttioåtta
num.79 = sjuttionio
num.80 = åttio
num.81 = åttioett
num.82 = åttiotvå
num.83 = åttiotre
num.84 = åttiofyra
num.85 = åttiofem
num.86 = åttiosex
num.87 = åttiosju
num.88 = åttioåtta
num.89 = åttionio
num.90 = nittio
num.91 = nittioett
num.92 = nittiotvå
num.93 = nittiotre
num.94 = nittiofyra
num.95 = nittiofem
num.96 = nittiosex
num.97 = nittiosju
num.98 = nittioåtta
num.99 = nittionio
num.100 = hundra
num.200 = tvåhundra
num.300 = trehundra
num.400 = fyrahundra
num.500 = femhundra
num.600 = sexhundra
num.700 = sjuhundra
num.800 = åttahundra
num.900 = niohundra
num.compose = {1}{2}

# Quantities: .one with the unit's gender, .many with the number {1}
unit.hour.one = en timme
unit.hour.many = {1} timmar
unit.minute.one = en minut
unit.minute.many = {1} minuter
unit.second.one = en sekund
unit.second.many = {1} sekunder
unit.move.one = ett drag
unit.move.many = {1} drag

# Where an error was found: {1} the message, {2} line, {3} column
error.at_line = {1} (rad {2})
error.at_line_column = {1} (rad {2}, kolumn {3})

# anna say: {1} which move, {2} the move as typed, {3} what is wrong
say.bad_move = Drag {1} "{2}": {3}
# {1} a move that means {2} with this profile's letters, {3} with English ones
say.letter_sets = "{1}" är draget {2} med den här profilens bokstäver och draget {3} med engelska bokstäver. Skriv det entydigt, till exempel långt ({2}) eller som UCI.
say.white_to_move = "{1}" är ett drag för svart, men vit är vid draget. Kontrollera dragens ordning.
say.black_to_move = "{1}" är ett drag för vit, men svart är vid draget. Kontrollera dragens ordning.

# ---- Messages (core/messages.def) ----
msg.none = Inget fel.

# FEN (core/fen.c)
fen.empty = FEN-strängen är tom. Ange en ställning, till exempel utgångsställningen.
fen.fields = Antal fält i FEN-strängen: {1}; den behöver 6 (eller 4) åtskilda av mellanslag: ställning, vem som är vid draget, rockadrätter, en passant-ruta, halvdrag, dragnummer.
fen.rank_count = FEN-fält 1: {1} rader i stället för 8. Skilj de åtta raderna åt med "/", från rad 8 till rad 1.
fen.rank_length = FEN-fält 1: rad {1} beskriver {2} rutor i stället för 8. Räkna pjäserna och siffrorna i raden igen.
fen.piece_char = FEN-fält 1: rad {1} innehåller "{2}", som varken är en pjäs (K Q R B N P, svart med gemener) eller en siffra från 1 till 8.
fen.side = FEN-fält 2: "{1}" anger inte vem som är vid draget. Skriv w för vit eller b för svart.
fen.castling_char = FEN-fält 3: "{1}" är ingen rockadrätt. Använd K, Q, k och q i den ordningen, eller - för ingen.
fen.castling_repeat = FEN-fält 3: rockadrätten "{1}" står två gånger. Skriv K, Q, k och q högst en gång var.
fen.castling_pieces = FEN-fält 3: rockadrätt {1}, men kungen eller tornet står inte på sin utgångsruta. Ta bort rätten eller rätta ställningen.
fen.ep_square = FEN-fält 4: "{1}" är ingen ruta. Skriv rutan bakom bonden som just gått två steg, till exempel e3, eller -.
fen.ep_rank = FEN-fält 4: en passant-rutan {1} ligger inte på rad 3 eller 6. Skriv rutan bakom bonden som just gått två steg, eller -.
fen.ep_rank_white = FEN-fält 4: när vit är vid draget måste en passant-rutan {1} ligga på rad 6, bakom den svarta bonden som just gått två steg. Skriv den rutan eller -.
fen.ep_rank_black = FEN-fält 4: när svart är vid draget måste en passant-rutan {1} ligga på rad 3, bakom den vita bonden som just gått två steg. Skriv den rutan eller -.
fen.ep_no_pawn = FEN-fält 4: vid en passant-rutan {1} står ingen bonde som just kan ha gått två steg. Skriv - eller rätta ställningen.
fen.ep_occupied = FEN-fält 4: för en passant-rutan {1} måste {2} vara tom, men där står något. Skriv - eller rätta ställningen.
fen.ep_halfmove = FEN-fält 4 och 5: en passant-ruta {1}, men halvdragsräknaren är {2}; direkt efter ett dubbelsteg är den 0. Skriv - i fält 4 eller 0 i fält 5.
fen.ep_check = FEN-fält 4: en passant-ruta {1}, men kungen vid draget står i schack från {2}, som dubbelsteget inte kan ha gett. Skriv - eller rätta ställningen.
fen.halfmove = FEN-fält 5: "{1}" är inget antal halvdrag. Skriv ett heltal från 0.
fen.fullmove = FEN-fält 6: "{1}" är inget dragnummer. Skriv ett heltal från 1.
fen.white_kings = FEN-fält 1: vit har {1} kungar; det måste vara exakt en.
fen.black_kings = FEN-fält 1: svart har {1} kungar; det måste vara exakt en.
fen.pawn_rank = FEN-fält 1: det står en bonde på {1}, men ingen bonde kan stå på rad 1 eller 8.
fen.white_too_many = FEN-fält 1: vit har {1} pjäser; en sida har högst 16. Rätta ställningen.
fen.black_too_many = FEN-fält 1: svart har {1} pjäser; en sida har högst 16. Rätta ställningen.
fen.white_too_many_pawns = FEN-fält 1: vit har {1} bönder; en sida har högst 8. Rätta ställningen.
fen.black_too_many_pawns = FEN-fält 1: svart har {1} bönder; en sida har högst 8. Rätta ställningen.
fen.white_too_many_promoted = FEN-fält 1: vit har {1} officerare fler än i utgångsställningen, men bara {2} bönder saknas som kan ha förvandlats. Rätta ställningen.
fen.black_too_many_promoted = FEN-fält 1: svart har {1} officerare fler än i utgångsställningen, men bara {2} bönder saknas som kan ha förvandlats. Rätta ställningen.
fen.opponent_in_check = FEN: sidan som inte är vid draget står i schack, vilket inte kan hända i ett parti. Kontrollera fält 2 och ställningen.
fen.impossible_check = FEN: kungen vid draget står i schack från {1} pjäser, men ett drag ger högst dubbelschack. Rätta ställningen.
fen.impossible_double_check = FEN: kungen vid draget står i schack från både {1} och {2}, men två bönder eller springare ger aldrig schack samtidigt. Rätta ställningen.
fen.double_check_lines = FEN: kungen vid draget står i schack från både {1} och {2}, men inget enskilt drag kan ge den ena schacken och avslöja den andra. Rätta ställningen.
fen.trailing = FEN: efter de sex fälten står "{1}". Ta bort det.

# Notation (core/notation.c): reading moves (the move as typed comes first), piece letter sets
notation.empty = Inget drag angavs. Skriv ett drag, till exempel Sf3, e2-e4 eller 5254.
notation.unreadable = "{1}" kan inte läsas som ett drag: tecken {2} passar inte. Skriv det som Sf3, exd5, e8=D, 0-0, g1f3 eller 7163.
notation.illegal = {1} är inte ett lagligt drag i den här ställningen. Kontrollera pjäsen, rutorna och vem som är vid draget.
notation.ambiguous = {1} är tvetydigt: det passar {2}. Lägg till linjen eller raden för pjäsen som flyttar.
notation.letter_sets = "{1}" är draget {2} med den här profilens bokstäver och {3} med engelska bokstäver. Skriv det entydigt, långt ({2}) eller som UCI.
notation.castling_illegal = {1}: rockad är inte tillåten nu (kungen eller tornet har flyttat, en ruta emellan är upptagen, eller kungen står i schack, passerar en anfallen ruta eller hamnar på en).
notation.promotion_missing = {1} är en bondeförvandling: lägg till den nya pjäsen, till exempel =D, =T, =L eller =S.
notation.promotion_piece = {1}: en bonde kan bara förvandlas till dam, torn, löpare eller springare.
notation.promotion_unexpected = {1}: i det här draget når ingen bonde sista raden, så det blir ingen förvandling. Ta bort pjäsen efter rutan.
notation.not_capture = {1}: det finns inget att slå på {2}. Ta bort x:et, eller kontrollera rutan.
notation.not_en_passant = {1}: det här draget är inte ett slag en passant. Ta bort "e.p.", eller kontrollera draget.
notation.letters_count = Pjäsbokstäverna anger {1} bokstäver; det ska vara 5 (K D T L S) eller 6 (med bonden) åtskilda av mellanslag, och för egna svarta bokstäver därefter "/" och de svarta.
notation.letters_too_long = Pjäsbokstaven "{1}" är längre än {2} byte. Välj en kortare.
notation.letters_missing = Pjäsbokstav nummer {1} saknas (räknat vit K D T L S B, sedan svart K D T L S B). Ange en bokstav för varje pjäs.
notation.letters_reserved = Pjäsbokstaven "{1}" börjar med ett tecken som notationen själv använder (linje a-h, siffra, x, O, -, =, +, # och liknande). Välj en annan.
notation.letters_duplicate = Pjäsbokstäverna "{1}" och "{2}" går inte att skilja åt: den ena är lika med den andra eller början på den. Välj olika bokstäver.
notation.letters_utf8 = Pjäsbokstav nummer {1} (räknat vit K D T L S B, sedan svart K D T L S B) är inte giltig UTF-8-text eller innehåller ett styrtecken. Skriv den igen.

# Profiles (speech/profile.c); the line number is added by error.at_line
profile.name = "{1}" är inget profilnamn. Ett namn består av bokstäver, siffror, - och _, till exempel fide-de.
profile.open = Profilfilen {1} kan inte öppnas. Kontrollera namnet och datamappen (ANNA_DATADIR).
profile.read = Profilfilen {1} kan inte läsas. Kontrollera filen och dess rättigheter.
profile.too_large = Profilfilen {1} är större än {2} byte; det är ingen profil.
profile.bad_utf8 = {1}: raden är inte giltig UTF-8. Spara filen med teckenkodningen UTF-8.
profile.no_equals = {1}: "{2}" saknar "=". Varje rad är "nyckel = text", tom eller en kommentar med #.
profile.empty_key = {1}: nyckeln före "=" saknas.
profile.empty_value = {1}: nyckeln {2} har ingen text. Skriv texten efter "=".
profile.unknown_key = {1}: okänd nyckel {2}. Kontrollera stavningen; docs/profiles.md listar alla nycklar.
profile.duplicate_key = {1}: nyckeln {2} finns redan på rad {3}. Ta bort en av de två raderna.
profile.missing_key = {1}: nyckeln {2} saknas. Lägg till en rad "{2} = text".
profile.placeholder = {1}: i {2} är "{3}" ingen giltig platshållare. Texten kan fylla i {4} värden, skrivna {{1}}, {{2}} och så vidare; en klammer i sig skrivs dubbel.
profile.bad_base = {1}: basprofilen "{2}" finns inte. Den måste vara filen {2}.profile i samma mapp, med ett namn av bokstäver, siffror, - och _.
profile.base_cycle = {1}: basprofilen "{2}" ärver igen från den här profilen, eller kedjan av baser är för lång. Ta bort en base-rad.
profile.bad_fix = {1}: uttalsrättelsen {2} är ogiltig. Ordet får inte ha mellanslag eller hakparenteser, fonemen inte hakparenteser.
profile.escape = {1}: i {2} är "{3}" ingen giltig escape-sekvens. Skriv \\n för en radbrytning och \\\\ för ett omvänt snedstreck.
profile.nomem = För lite minne för att läsa in profilen.

# Time controls and the clock's messages (core/timecontrol.c, core/clock.c)
tc.empty = Betänketiden saknas. Ange en, till exempel 90m/40 + 30m, +30s.
tc.unknown = Betänketiden är "?" (okänd). Ange den verkliga betänketiden.
tc.untimed = Betänketiden är "-" (utan klocka). Klockan behöver en betänketid.
tc.sandclock = Timglasbetänketid ("*") stöds inte. Ange en vanlig betänketid.
tc.char = Betänketid, period {1}: oväntat tecken "{2}". Kontrollera skrivsättet där.
tc.number = Betänketid, period {1}: "{2}" är inget giltigt tal. Högst tre decimaler.
tc.moves_missing = Betänketid, period {1}: antalet drag före "/" saknas.
tc.moves_range = Betänketid, period {1}: {2} drag ligger utanför 1 till 1000.
tc.time_missing = Betänketid, period {1}: tiden saknas.
tc.time_range = Betänketid, period {1}: "{2}" är för lång. Högst 100 timmar.
tc.first_no_time = Betänketid: första perioden har ingen tid. Ge den en grundtid.
tc.bonus_missing = Betänketid, period {1}: tilläggstiden saknas efter tecknet.
tc.bonus_zero = Betänketid, period {1}: tilläggstiden är noll. Ange sekunderna eller utelämna den.
tc.rest_not_last = Betänketid, period {1}: en period för resten av partiet måste vara den sista.
tc.too_many = Betänketid: fler än {1} perioder. Använd färre.
tc.unit = Betänketid, period {1}: "{2}" saknar enhet: h, m, s eller ms.
tc.duration = "{1}" är ingen tid. Skriv den som 90s, 2m, 1m30s, 1:30 (minuter:sekunder) eller 1:02:03 (timmar), eller i millisekunder (90000).
tc.from_move = Betänketid: drag {1} börjar ingen period eller står i fel ordning. Ange första draget i en period.
tc.trailing = Betänketid: "{1}" blir över i slutet. Ta bort det.
tc.preset = Det finns ingen förinställd betänketid "{1}".
tc.edition = Utgåva {1} av reglerna är okänd. Använd 2009, 2014 eller 2017.
clock.state = Klocka: åtgärden {1} är inte möjlig i läget {2}.
clock.time_backwards = Klocka: tiden gick bakåt ({1} ms efter {2} ms). Det är ett programfel; rapportera det.
clock.side = Klocka: {1} är ingen sida (0 vit, 1 svart).
clock.not_on_move = Klocka: den sida som inte är vid draget tryckte. Inget ändrades.
clock.ply = Klocka: det finns inget drag {1} att gå tillbaka till; {2} ställningar är sparade.
clock.adjust = Klocka: värdet {1} ligger utanför området för denna justering.
clock.no_flag = Klocka: ingen flagga har fallit.
clock.clk = "{1}" är ingen klockavläsning. Skriv T:MM:SS.

# The talking clock (speech/render_clock.c): who, then the templates;
# {1} is who, {2} a duration or a number of moves
clock.who.own = Du
clock.who.opponent = Motståndaren
clock.who.white = Vit
clock.who.black = Svart
clock.time = {1}: {2}
clock.moves_made = {1}: {2} spelade
clock.to_control = {1}: {2} till tidskontrollen
clock.sudden_death = {1}: ingen ytterligare tidskontroll
clock.warning = {1}: {2} kvar
clock.control_reached = {1}: tidskontroll nådd, {2} tillagt
clock.flag = {1}: flaggan har fallit, tiden är slut
clock.time_used = {1}: har använt {2}

# Partiprotokoll och PGN (core/game.c, core/pgn.c)

# input/: evemu recordings, key maps, devices (messages.def)

# Brädkartor för sensorbrädet (board-io/boardmap.c); raden läggs till av error.at_line
# input/: the keypad: echoes, prompts, refusals, key labels, help (speech/words.def)

# Protokoll och sessionen (core/scoresheet.c, core/session.c)
sheet.flagged = Drag {1} i protokollet ("{2}") kunde inte läsas, så dragen efter det är inte kontrollerade. Rätta drag {1} först.
sheet.no_entry = Protokollet har ingen post {1}.
session.vi_side = {1} är ingen sida för den synskadade spelaren. Använd 0 för vit eller 1 för svart.

board.why.unfinished_promotion = Bonden på sista raden måste förvandlas till en pjäs.

session.withdrawn = Annonseringen tas tillbaka
session.not_made = Brädet visar ännu inget drag
session.draw_declined = Remierbjudandet är avböjt
session.paused = Klockan är stoppad
session.resumed = Klockan går igen
session.paused.why = Klockan är stoppad: {1}
session.paused.training = Klockan är stoppad. Fortsätt med kommandotangenten, snedstreck, sedan 5.
session.pause_reason.disturbance = en störning
session.pause_reason.wrong_setting = klockan var felinställd
session.pause_reason.defective = klockan är trasig
session.pause_reason.displaced = pjäser har rubbats
session.pause_reason.promotion_piece = en förvandlingspjäs hämtas
session.pause_reason.reconcile = brädena och protokollen jämförs
session.pause_reason.assistant = assistenten behövs
session.entered = Utropat: {1}
session.held.illegal_move = Spelet väntar på domaren. {1}: otillåtet drag anmält. Vänta på hans beslut.
session.held.claim = Spelet väntar på domaren. {1}: remi begärd. Vänta på hans beslut.
session.held.quickplay = Spelet väntar på domaren. {1}: beslut begärt under de sista två minuterna. Vänta på hans beslut.
session.held.reconcile = Spelet väntar på domaren: brädena jämförs med protokollen. Vänta på hans beslut.
session.held.flag = Spelet väntar på domaren. {1}: tiden är överskriden. Vänta på hans beslut.
session.held.other = Spelet väntar på domaren. Vänta på hans beslut.
session.decided.confirmed = Domaren har beslutat: förslaget gäller.
session.decided.overridden = Domaren har beslutat mot förslaget.
session.adjusted.add = {1}: {2} tillagt av domaren
session.adjusted.deduct = {1}: {2} avdraget av domaren
session.adjusted.set = {1}: domaren har ställt klockan på {2}
session.started.your_move = Partiet börjar. Du spelar {1} och är vid draget; din klocka går.
session.started.their_move = Partiet börjar. Du spelar {1}; motståndaren är vid draget.
session.started.colours = Partiet börjar. {1} är vid draget.
session.switched.on = Domaren har slagit på: {1}
session.switched.off = Domaren har slagit av: {1}
session.switch.check_words = utrop av schack och matt
session.switch.clock_warnings = automatiska tidsvarningar
session.switch.square_queries = frågor om rutor och pjäser
session.switch.announcing_assistant = anna som utropande assistent
session.sheet_entry_white = Drag {1}, vit: {2}
session.sheet_entry_black = Drag {1}, svart: {2}
session.square.empty = {1} är tom
session.square.piece = På {1}: {2}
session.pieces = {1}: {2}
session.pieces.none = Ingen {1} på brädet
session.no_move = Ännu inget drag
session.refused.policy = Inte tillåtet i detta parti
session.refused.not_your_move = Det är inte ditt drag
session.refused.illegal_entry = Det draget är inte möjligt; skriv det igen
session.refused.frozen = För sent: klockan är tryckt
session.refused.nothing = Det finns inget att ta tillbaka eller avböja
session.refused.wait_arbiter = Vänta på domaren
session.refused.game_over = Partiet är slut
session.refused.promotion = Ange först förvandlingspjäsen: en siffra, sedan Enter
session.end.illegal.white = Svart vinner: vits otillåtna drag.
session.end.illegal.black = Vit vinner: svarts otillåtna drag.
session.end.illegal_draw = Remi: ett otillåtet drag, men motståndaren kan inte göra matt.

# The driver and anna replay (driver/, tools/cmd_replay.c)
driver.no_keymap = Knappsatsen {1} har ingen tangenttabell: ange en
driver.no_profile = Lyssnaren {1} har ingen profil: ange en
driver.nomem = Slut på minne när partiet startade
driver.dgt_role = Ett DGT-bräde kan vara en spelares bräde (vi-board eller sighted-board = dgt:...), aldrig ett tangentbord.
driver.shared_keypad = sighted-keypad = shared låter motståndaren skriva sina drag på spelarens knappsats: ange spelarens knappsats (vi-keypad) och ge motståndaren ingen egen.
replay.device = '{1}' är inte ROLL=FIL: skriv till exempel vi-board=parti.evemu
replay.role = Okänd roll '{1}': använd vi-board, sighted-board, vi-keypad, sighted-keypad eller arbiter-keypad
replay.role_twice = Rollen {1} anges två gånger: ange varje enhet en gång
replay.no_device = Ingen inspelning angiven: använd --device ROLL=FIL
replay.bugs = Uppspelningen stötte på {1} omöjliga tillstånd: rapportera det som ett fel
replay.not_board = Tangentkod {1} ({2}) är inte ett hål i ett sensorbräde: det ser ut som en inspelning från ett tangentbord. Ange sensorbrädets inspelning för denna roll
replay.not_keypad = Tangentkod {1} ({2}) är ett hål i ett sensorbräde, inte en tangent: ange tangentbordets inspelning för denna roll
# Partiprotokoll och PGN (core/game.c, core/pgn.c)
game.illegal_move = Draget {1} är inte tillåtet i den här ställningen. Kontrollera brädet och ange ett tillåtet drag.
game.no_memory = För lite minne för att spara partiet. Stäng andra program och försök igen.
game.edition = anna känner ingen utgåva {1} av schackreglerna. Välj 2009, 2014 eller 2017.
pgn.tag_name = PGN: "{1}" är ingen tagg. En taggrad ser ut så här: [Event "Klubbmästerskap"].
pgn.tag_value = PGN: taggen {1} har inget värde inom dubbla citattecken. Skriv den som [{1} "värde"].
pgn.tag_unterminated = PGN: värdet av taggen {1} saknar avslutande citattecken på sin rad. Lägg till det.
pgn.tag_close = PGN: taggen {1} slutar inte med "]". Lägg till klammern.
pgn.tag_duplicate = PGN: taggen {1} står två gånger i samma parti. Ta bort den ena.
pgn.setup_fen = PGN: partiet har SetUp "1" men ingen FEN-tagg med utgångsställningen. Lägg till FEN-taggen eller ta bort SetUp.
pgn.unexpected = PGN: "{1}" kan inte stå här bland dragen. Ta bort det eller lägg det i en kommentar inom klammerparenteser.
pgn.comment_unterminated = PGN: en kommentar som öppnas med "{{" stängs aldrig. Lägg till "}}" i slutet av den.
pgn.variation_unterminated = PGN: en variant som öppnas med "(" stängs aldrig. Lägg till ")" i slutet av den.
pgn.variation_close = PGN: ")" stänger en variant som aldrig öppnades. Ta bort den.
pgn.nag = PGN: "{1}" är ingen kommentering. Använd $ och ett tal från 0 till 255, eller ! ? !! ?? !? ?!.
pgn.move_number = PGN: dragnummer {1} där drag {2} skulle komma. Rätta numret eller leta efter ett saknat eller överflödigt drag före det.
pgn.no_result = PGN: partiet slutar utan resultat. Avsluta dragen med 1-0, 0-1, 1/2-1/2 eller *.
pgn.result_mismatch = PGN: Result-taggen säger {1} men dragen slutar med {2}. Få dem att stämma överens.
pgn.result_checkmate = PGN: dragen slutar med schackmatt, så resultatet är {2}, inte {1}. Rätta resultatet.
pgn.result_stalemate = PGN: dragen slutar med patt, som är remi (1/2-1/2), inte {1}. Rätta resultatet.
pgn.clock = PGN: "{1}" är ingen klockavläsning. Skriv den som [%clk 1:30:00] (timmar:minuter:sekunder).
pgn.no_games = PGN: filen innehåller inget parti.
pgn.trailing_control = PGN: efter det sista partiet innehåller filen bara styrtecken (det första, {1}, vid byte {2}), inget ytterligare parti. Ta bort dem.
pgn.damaged = Parti {1} är skadat och lästes inte.

# input/: evemu recordings, key maps, devices (messages.def)
evemu.empty = Inspelningen är tom: den har varken enhetsbeskrivning eller händelser. Spela in den igen med anna record eller evemu-record.
evemu.open = Inspelningen {1} kan inte läsas ({2}). Kontrollera sökvägen och filens behörigheter.
evemu.binary = Inspelningen innehåller en nollbyte: den är ingen evemu-textfil. Ange textfilen som evemu-record eller anna record skrev.
evemu.prefix = "{1}" är ingen rad i en evemu-inspelning. En rad börjar med N:, I:, P:, B:, A:, L:, S:, E: eller # för en kommentar.
evemu.name = Enhetsnamnet efter N: är tomt eller längre än 255 byte. Skriv namnet som enheten själv anger.
evemu.ids = "{1}": en I:-rad har fyra hexadecimala tal: buss, tillverkare, produkt och version, till exempel I: 0003 04d9 1203 0110.
evemu.bits = "{1}": en P:- eller B:-rad har tvåsiffriga hexadecimala byte, inte fler än dess typ har, och efter B: en känd händelsetyp.
evemu.abs = "{1}": en A:-rad har en axelkod och sedan minimum, maximum, fuzz, flat och upplösning; minimum är inte över maximum.
evemu.state = "{1}": en L:- eller S:-rad har en kod och ett värde, till exempel L: 00 1.
evemu.duplicate = {1}:-raden finns två gånger: en inspelning beskriver en enhet. Ta bort den andra, eller dela filen.
evemu.no_description = Inspelningen har inga N:- och I:-rader före sina händelser. Spela in den med anna record eller evemu-record, som skriver dem.
evemu.event = "{1}": en händelserad är E: sekunder.mikrosekunder typ kod värde, till exempel E: 12.500000 0001 004c 1.
evemu.time = "{1}" är ingen händelsetid: skriv sekunder, en punkt och exakt sex siffror mikrosekunder, till exempel 12.500000.
evemu.backwards = Händelsetiden {1} ligger före den föregående, {2}. Händelser skrivs i den ordning de hände.
evemu.type = {1} är ingen händelsetyp i Linux. Typer är hexadecimala, till exempel 0001 för en tangent.
evemu.code = {2} är ingen händelsekod av typen {1}; koder är hexadecimala och inte större än typens största.
evemu.value = "{1}" är inget händelsevärde: skriv ett heltal från -2147483648 till 2147483647.
evemu.truncated = Inspelningens sista rad är avkortad (den saknar radslut): filen skrevs inte färdigt. Spela in den igen, eller ta bort den sista raden.
evemu.unfinished = Inspelningen slutar mitt i en händelseram (ingen SYN_REPORT efter de sista händelserna): den blev avkortad. Spela in den igen, eller ta bort den ofärdiga ramen.
dgtrec.header = En DGT-inspelning börjar med raden "{1}". Spela in den med anna record, som skriver den.
dgtrec.line = "{1}": en rad i en DGT-inspelning är sekunder.mikrosekunder, < eller >, sedan 1 till 64 tvåsiffriga hexadecimala byte, till exempel 12.500000 < 8e 00 05 24 01.
dgtrec.empty = DGT-inspelningen innehåller inga byte. Spela in den igen med anna record.
keymap.open = Tangentkartan {1} kan inte läsas ({2}). Kontrollera namnet och datamappen (ANNA_DATADIR).
keymap.empty = Tangentkartan {1} binder inga tangenter. Varje rad är: tangentkod, tangentfunktion, tangentetikett.
keymap.syntax = {1}: "{2}" är ingen bindning. Varje rad är: tangentkod, tangentfunktion, tangentetikett, till exempel KEY_KPMINUS cancel minus.
keymap.code = {1}: "{2}" är ingen tangentkod. Använd ett namn som KEY_KP5 (evtest visar dem) eller ett tal under 768.
keymap.key = {1}: "{2}" är ingen tangentfunktion. Använd 1 till 9, enter, cancel, delete, repeat, time, query, command eller help.
keymap.label = {1}: "{2}" är ingen tangentetikett som anna kan säga. Använd en av dem som står i docs/keypad.md.
keymap.duplicate = {1}: tangenten {2} är bunden två gånger; den första bindningen står på rad {3}. Ta bort den ena.
keymap.missing = {1}: ingen tangent har funktionen {2}, som tangentbordet inte kan fungera utan. Lägg till en rad som binder en tangent till {2}.
device.opened = {2} ({1}) är ansluten som {3}.
device.gone = {2} ({1}, {3}) kopplades bort. Anslut den igen: anna öppnar den direkt.
device.permission = anna får inte läsa {2} ({1}, {3}): enheten tillhör en annan användare eller grupp. Installera udev-regeln 70-anna.rules och lägg annas användare i gruppen input med scripts/run --install-service, och anslut enheten igen.
device.busy = {2} ({1}, {3}) hålls av ett annat program. Stäng det programmet och anslut enheten igen.
device.not_evdev = {1} ({2}) är ingen indataenhet. Ange en enhet under /dev/input, till exempel /dev/input/by-id/...-event-kbd.
device.open_failed = {1} ({2}) kan inte öppnas: {3}. Kontrollera att enheten är ansluten och att konfigurationen anger den.
device.resync = {2} ({1}, {3}) skickade mer än anna kunde läsa på en gång; dess tangenter lästes igen och inget gick förlorat.
device.missing = {1} ({2}) saknas: ingen passande enhet är ansluten. Anslut den, så öppnar anna den direkt; är den ansluten, rätta raden {1} under [devices] i annad.conf (hur en enhet namnges: man annad.conf).
device.terminal = {1} är den här terminalen: dess tangenter är knappsatsen.
device.no_terminal = {1} är terminalen, men annad har ingen terminal att läsa (den körs som tjänst). Ange knappsatsen under [devices] i annad.conf, till exempel {1} = name:USB Keypad (man annad.conf), och starta om annad.
device.no_input = Konfigurationen anger varken knappsats eller bräde för spelaren, så han kan inte spela. Ange hans knappsats under [devices] i annad.conf, till exempel vi-keypad = name:USB Keypad (man annad.conf), och starta om annad.
device.absent_check = {1}: varning: {2} = {3}: ingen passande enhet är ansluten nu. Anslut den före partiet (annad öppnar den när den kommer), eller rätta raden (hur en enhet namnges: man annad.conf).
device.not_ready = anna är inte redo: spelarens {1} saknas. anna säger att den är redo så snart den finns.
device.dgt_connected = DGT-brädet {2} är anslutet som {1}.
dgt.absent = DGT-brädet för {1} ({2}) kan inte öppnas ({3}). Spelet fortsätter med knappsatsen; anslut brädet och slå på det, så läser anna det genast.
dgt.gone = DGT-brädet för {1} ({2}) är borta ({3}). Spelet fortsätter med knappsatsen; när det är tillbaka läser anna hela brädet igen.
dgt.back = DGT-brädet för {1} ({2}) är tillbaka och läst igen.
dgt.silent = DGT-brädet för {1} ({2}) svarar inte. Kontrollera att det är påslaget och att det är ett DGT-bräde; spelet fortsätter med knappsatsen, och anna fortsätter att fråga.
dgt.garbage = DGT-brädet för {1} ({2}) skickar byte utan mening; anna läser hela brädet igen. Om det fortsätter, kontrollera kabeln och att inget annat använder porten.
audio.unavailable = Ljudenheten "{1}" kan inte öppnas ({2}); orden går bara till textutgången. Se namnen med anna audio list.
audio.stopped = Ljudenheten "{1}" spelar inte längre (urkopplad?); orden går bara till textutgången. Anslut den igen och starta om anna.

# Brädkartor för sensorbrädet (board-io/boardmap.c); raden läggs till av error.at_line
board.map_open = Brädkartan {1} kan inte läsas ({2}). Kontrollera sökvägen, eller gör en ny karta i inlärningsläget.
board.map_syntax = {1}: "{2}" är ingen post. Varje rad är ett fält och dess tangentkod, till exempel "e4 0x2dc", tom eller en kommentar med #.
board.map_square = {1}: "{2}" är inget fält. Skriv linjen a till h och raden 1 till 8 med små bokstäver, till exempel e4.
board.map_code = {1}: "{2}" är ingen tangentkod. Skriv ett tal från 0 till 767, decimalt eller hexadecimalt med 0x.
board.map_square_twice = {1}: fältet {2} finns redan på rad {3}. Varje fält ska finnas exakt en gång; ta bort en av de två raderna.
board.map_code_twice = {1}: tangentkoden {2} hör redan till fältet {3}. Två hål kan inte ha samma kod; kontrollera kablaget eller lär in kartan på nytt.
board.map_missing = {1}: {3} fält saknar tangentkod, det första är {2}. Vart och ett av de 64 fälten behöver en rad.

# Protokoll (core/sheetfile.c)
sheetfile.too_long = Posten "{1}" är för lång för ett drag. Kontrollera om ett mellanslag saknas där.
sheetfile.nomem = Det finns inte minne nog för protokollet. Stäng andra program och försök igen.
sheetfile.move_number = Dragnummer {1} där {2} skulle komma. Rätta numret, eller leta före det efter ett saknat eller dubbelt drag.
sheetfile.dangling = "{1}" hör till ett drag, men inget läsbart drag står före det. Skriv det direkt efter draget.
sheetfile.after_result = "{1}" står efter resultatet, och resultatet avslutar protokollet. Ta bort resultatet eller det som står efter det.
sheetfile.binary = Filen är inte UTF-8-text (en nollbyte eller ett ogiltigt tecken). Spara protokollet som UTF-8-text.

# Avstämning av brädena (core/reconcile.c, speech/render_reconcile.c, VI-13)
reconcile.too_long = Protokollet har {1} poster, fler än de {2} anna kan stämma av.
reconcile.start = Protokollen börjar inte i den angivna utgångsställningen. Ange ställningen som båda börjar i.
reconcile.clock_line = "{1}" är ingen rad i en klockfil. Varje rad är: halvdrag, vits tid, svarts tid, till exempel "24 1:02:10 0:58:40".
reconcile.clock_time = "{1}" är ingen tid. Skriv millisekunder eller T:MM:SS.
reconcile.clock_order = Halvdrag {1} står efter halvdrag {2}. Skriv raderna i stigande ordning, varje halvdrag en gång.
reconcile.ply = Protokollet har inget halvdrag {1}; det har {2} läsbara halvdrag. Välj ett av dem.
reconcile.state = Avstämning: "{1}" går inte i läget "{2}".
reconcile.ply.white = vits drag {1}
reconcile.ply.black = svarts drag {1}
reconcile.after = efter {1}
reconcile.before_first = före första draget
reconcile.agree = Protokollen stämmer överens, till och med {1}
reconcile.agree_empty = Båda protokollen är tomma; utgångsställningen gäller
reconcile.disagree = Protokollen stämmer inte överens. De stämmer överens till och med {1}; partiet förs tillbaka dit
reconcile.disagree_start = Protokollen skiljer sig redan vid första draget; partiet förs tillbaka till utgångsställningen
reconcile.incomplete_sheet7.white = vits protokoll slutar {1}: vit hade mindre än fem minuter och behövde inte föra protokoll. vit fyller i det från svarts protokoll
reconcile.incomplete_sheet7.black = svarts protokoll slutar {1}: svart hade mindre än fem minuter och behövde inte föra protokoll. svart fyller i det från vits protokoll
reconcile.incomplete_lag.white = vits protokoll slutar {1}; så långt efter får det vara. vit för in de saknade dragen
reconcile.incomplete_lag.black = svarts protokoll slutar {1}; så långt efter får det vara. svart för in de saknade dragen
reconcile.missing.white = I vits protokoll saknas {1}; efter det stämmer det med svarts protokoll. Domaren kan i stället godkänna den dragföljden; då för vit in draget
reconcile.missing.black = I svarts protokoll saknas {1}; efter det stämmer det med vits protokoll. Domaren kan i stället godkänna den dragföljden; då för svart in draget
reconcile.unread.white = I vits protokoll kan posten för {1} inte användas: {2}
reconcile.unread.black = I svarts protokoll kan posten för {1} inte användas: {2}
reconcile.discarded.white = I vits protokoll stryks allt från {1}
reconcile.discarded.black = I svarts protokoll stryks allt från {1}
reconcile.board_change.white = vits bräde måste ändras: {1}
reconcile.board_change.black = svarts bräde måste ändras: {1}
reconcile.board_ok.white = vits bräde stämmer
reconcile.board_ok.black = svarts bräde stämmer
reconcile.board_neither.white = vits bräde visar ingen ställning ur protokollen
reconcile.board_neither.black = svarts bräde visar ingen ställning ur protokollen
reconcile.to_move.white = vit är vid draget
reconcile.to_move.black = svart är vid draget
reconcile.clock = Sparade klocktider för den här ställningen: vit {1}, svart {2}
reconcile.clock_none = Inga klocktider är sparade för den här ställningen; domaren ställer klockorna
reconcile.arbiter = Domaren godkänner detta eller beslutar annat
# input/: the keypad: echoes, prompts, refusals, key labels, help (speech/words.def)
keypad.cmd.my_time = min tid
keypad.cmd.opp_time = motståndarens tid
keypad.cmd.moves_made = spelade drag
keypad.cmd.my_last = mitt senaste drag
keypad.cmd.opp_last = motståndarens senaste drag
keypad.cmd.scoresheet = protokoll
keypad.cmd.square = ruta
keypad.cmd.pieces = var pjäserna står
keypad.cmd.whose_move = vems drag det är
keypad.cmd.repeat = upprepa
keypad.cmd.rate_up = snabbare
keypad.cmd.rate_down = långsammare
keypad.cmd.help = hjälp
keypad.cmd.draw_offer = erbjud remi
keypad.cmd.resign = ge upp
keypad.cmd.correct = ta tillbaka utropet
keypad.cmd.resume = starta klockan igen
keypad.cmd.enter = enter
keypad.cmd.cancel = avbryt
keypad.cmd.delete = radera
keypad.cmd.query_menu = fråga
keypad.cmd.command_menu = kommando
keypad.prompt.query = Vilken fråga? En siffra, 1 till 9.
keypad.prompt.command = Vilket kommando? En siffra.
keypad.prompt.sheet = Hur många drag? 1 till 9.
keypad.prompt.square = Vilken ruta? Linje, sedan rad.
keypad.prompt.pieces = Vilken pjäs? 1 dam, 2 torn, 3 löpare, 4 springare, 5 kung, 6 bonde.
keypad.prompt.confirm_resign = Ge upp? Bekräfta med 9 igen och {1}. Vilken annan tangent som helst: nej.
keypad.prompt.confirm_draw = Erbjuda remi? Bekräfta med 7 igen och {1}. Vilken annan tangent som helst: nej.
keypad.prompt.promotion = Vilken pjäs för bonden? 1 dam, 2 torn, 3 löpare, 4 springare.
keypad.reject.not_a_square = ingen linje eller rad: använd 1 till 8
keypad.reject.not_a_piece = ingen pjäs: 1 dam, 2 torn, 3 löpare, 4 springare
keypad.reject.too_long = draget är komplett: tryck enter eller radera
keypad.reject.incomplete = inte komplett än
keypad.reject.nothing = inget att radera
keypad.reject.not_here = inte nu: slutför eller avbryt först
keypad.reject.not_in_menu = inte i den här menyn
keypad.reject.policy = inte tillåtet i turnering
keypad.reject.expired = för sent: avbrutet
keypad.deleted = raderat
keypad.cancelled = avbrutet
keylabel.zero = noll
keylabel.one = ett
keylabel.two = två
keylabel.three = tre
keylabel.four = fyra
keylabel.five = fem
keylabel.six = sex
keylabel.seven = sju
keylabel.eight = åtta
keylabel.nine = nio
keylabel.enter = Enter
keylabel.plus = plus
keylabel.minus = minus
keylabel.star = stjärna
keylabel.slash = snedstreck
keylabel.dot = decimaltangenten
keylabel.comma = komma
keylabel.backspace = backsteg
keylabel.escape = escape
keylabel.tab = tabb
keylabel.f1 = F1
keylabel.equal = lika med
keypad.help.or = eller
keypad.help.intro = Hjälp för tangentbordet; {1} stoppar den.
keypad.help.move = Ett drag: rutornas siffror, linje sedan rad, från och till, sedan {1}. e2 till e4 är 5 2 5 4 {1}. Rockad är kungens drag.
keypad.help.clock = {1} ensam: mitt drag är klart, klockan trycks.
keypad.help.promotion = En femte siffra anger pjäsen bonden blir: 1 dam, 2 torn, 3 löpare, 4 springare. För en bonde flyttad på brädet: den siffran, sedan {1}.
keypad.help.delete = {1}: radera sista siffran. Utan inmatning: ta tillbaka mitt utrop, innan klockan är tryckt.
keypad.help.cancel = {1}: avbryt inmatning eller meny, och stoppa talet.
keypad.help.repeat = {1}: upprepa senaste frasen.
keypad.help.time = {1}: min tid.
keypad.help.query = {1}, sedan en siffra: {2}.
keypad.help.command = {1}, sedan en siffra: {2}.
keypad.help.confirm = Remierbjudande och uppgivande kräver siffran igen och {2}; {1} två gånger ger den här hjälpen.
keypad.help.help = {1}: den här hjälpen.

# ---- Kommandoradsverktyget anna (tools/) ----
# Argument (core/messages.def, tools/report.c); användningen följer efter.
# {1} är det inskrivna eller namnet på en flagga; flaggornas namn och
# deras värden (long, short) är desamma på alla språk.
tool.unknown_command = "{1}" är inte ett kommando i {2}. "{2} --help" visar kommandona.
tool.unknown_option = "{1}" är inte en flagga i {2}.
tool.missing_value = {1} saknar ett värde efter sig.
tool.bad_number = {1} ska ha ett heltal från {3} till {4}, inte "{2}".
tool.bad_choice = {1} ska ha ett av värdena {3}, inte "{2}".
tool.needs_option = {1} kräver även {2}.
tool.extra_argument = "{1}" är ett argument för mycket.
tool.missing_move = Inget drag angivet. Skriv dragen efter flaggorna, till exempel e4 e5 Sf3.
tool.missing_file = Ingen fil angiven. Skriv filens namn efter flaggorna.
tool.missing_depth = Inget djup angivet. Skriv djupet efter flaggorna, till exempel 3.
tool.missing_fen = Ingen ställning angiven. Skriv en FEN (inom citattecken) eller startpos efter flaggorna.
tool.bad_depth = Djupet är ett heltal från 0 till {2}, inte "{1}".
tool.missing_control = Ingen betänketid angiven. Skriv den som i PGN (40/5400+30:1800+30), läsbart (90m/40 + 30m, +30s) eller som namnet på en förinställning (anna clock presets).
tool.bad_think = "{1}" är ingen tänketid. Skriv en tidslängd över noll, till exempel 12s eller 1m30s.
tool.missing_profile = Ingen profil angiven. Skriv namnet på en profil (sv) eller en profilfil.
tool.missing_keymap = Ingen tangentlayout angiven. Skriv namnet på en tangentlayout (numpad) eller en fil.
tool.missing_device = Ingen enhet angiven. Skriv den som /dev/input/eventN, en länk under /dev/input/by-id, name:NAMN eller ids:LEVERANTÖR:PRODUKT.
tool.bad_device = "{1}" anger ingen enhet. Skriv /dev/input/eventN, en länk under /dev/input/by-id, name:NAMN eller ids:LEVERANTÖR:PRODUKT (hexadecimalt).
tool.missing_option = {1} måste anges. Skriv flaggan med dess värde, som visas under Användning nedan.
tool.cannot_say = Resultatet kunde inte uttryckas i ord ({1}); kanske är en mening i profilen för lång. Korta dess texter.
tool.cannot_read = {1} kan inte läsas ({2}). Kontrollera namnet och behörigheterna.
tool.cannot_write = {1} kan inte skrivas ({2}). Kontrollera mappen, behörigheterna och det lediga utrymmet.
tool.no_memory = Minnet räcker inte. Stäng andra program och försök igen.
tool.no_synth = espeak-ng kan inte läsas in, så ingen WAV-fil skrevs. Installera espeak-ng (scripts/deps).
tool.no_espeak = espeak-ng kan inte läsas in, så anna kan inte tala. Installera espeak-ng (scripts/deps).
tool.no_voice = espeak-ng har ingen röst "{1}". Installera espeak-ng-data eller rätta profilens voice-rad.
tool.no_audio = Ljudsystemet (PortAudio) kan inte starta. Kontrollera att portaudio och ALSA är installerade.
tool.no_output_device = Det finns ingen ljudenhet; anna talar bara till textutgången. Anslut ett ljudkort, hörlurar eller en högtalare.
tool.missing_request = Ingen begäran angiven. Skriv begäran efter alternativen, till exempel status; docs/protocol.md listar dem.

# Användning och hjälp för varje kommando (speech/words.def). \n är en
# radbrytning. Första stycket (fram till första tomma raden) är
# användningen, en form per rad; anna --help visar varje kommandos användning.
help.usage = Användning:
help.anna = anna KOMMANDO [ARGUMENT]\n\nanna är kommandoradsverktyget till schackuppläsaren anna för blinda och synskadade spelare. Kommandona står nedan; "anna KOMMANDO --help" förklarar ett. Varje kommando tar --profile NAMN, språket för dess ord (standard $ANNA_PROFILE, annars en).\n\nKommandon:
help.perft = anna perft [--fen FEN] [--divide] DJUP\n\nRäknar ställningarna DJUP drag djupt från ställningen (perft) för att kontrollera draggeneratorn mot publicerade tabeller. Talet står på sista raden.\n  --fen FEN   börja från FEN i stället för utgångsställningen\n  --divide    skriv först varje drag (UCI) med dess tal
help.clock = anna clock check [--edition ÅR] BETÄNKETID\nanna clock presets\nanna clock play [--profile NAMN] [--listener white|black] [--competition] [--seconds-below MINUTER] BETÄNKETID TÄNKETID...\n\ncheck skriver en betänketid i PGN och i läsbar form och dess klass enligt schackreglerna från ÅR (2009, 2014 eller 2017, standard). presets visar de betänketider som har ett namn. play trycker på klockan i simulerad tid, varje TÄNKETID den tid sidan vid draget tänker, och skriver varje meddelande från klockan med dess tidpunkt, sedan båda återstående tiderna.\n  --listener SIDA  den synskadade spelarens sida: egen och motståndarens tid i stället för färger\n  --competition    tävlingsläge: bara lyssnarens egna varningar\n  --seconds-below N sekunder sägs bara under N minuter kvar (standard 10)\n  --profile NAMN   orden (play: standard fide-de)\nBETÄNKETID: PGN (40/5400+30:1800+30), läsbar (90m/40 + 30m, +30s) eller namnet på en förinställning; TÄNKETID: en tidslängd som 12s eller 1m30s.
help.notation = anna notation [--fen FEN] [--letters UPPSÄTTNING] DRAG...\n\nLäser dragen ett efter ett (SAN, lång notation, UCI eller ICCF-siffror) och skriver vart och ett som SAN, lång notation, UCI och ICCF, åtskilda av tabbar. Ett drag som inte kan läsas stoppar det, med orsaken.\n  --fen FEN              börja från FEN i stället för utgångsställningen\n  --letters UPPSÄTTNING  pjäsbokstäverna som läses och skrivs: en (standard), de, da, nb, sv eller figurine
help.pgn = anna pgn check [--edition ÅR] [--status [--json]] FIL\nanna pgn export [--edition ÅR] FIL\n\ncheck läser varje parti i en PGN-fil och rapporterar varje skadat parti med rad och kolumn. export gör detsamma och skriver varje bra parti i PGN:s exportformat. FIL - är standard in. Med --status skriver check också slutställningens status efter varje bra parti (som anna position; --json: ett JSON-objekt per parti).\n  --edition ÅR  schackreglerna från 2009, 2014 eller 2017 (standard)\n  --status      slutställningens status efter varje parti\n  --json        med --status: som JSON
help.position = anna position [--moves "DRAG ..."] [--json] [--edition ÅR] [--budget NODER] FEN\n\nStatus för en ställning för domaren: vem som är vid draget, de lagliga dragen, schack, matt eller patt, död ställning, hur ofta ställningen har förekommit, räkningen för 50- och 75-dragsregeln, och för varje sida om den fortfarande kan göra matt med någon följd av lagliga drag (ja med en mattföljd, nej med skälet, eller okänt). FEN kan vara startpos.\n  --moves "DRAG ..."  dragen från FEN (SAN, lång notation, UCI eller ICCF) åtskilda av mellanslag; upprepningar räknas från FEN\n  --json              status som JSON\n  --edition ÅR        schackreglerna från 2009, 2014 eller 2017 (standard)\n  --budget NODER      hur många ställningar mattsökningen för varje sida får besöka (standard 500000, högst 100000000)
help.profile = anna profile check NAMN|FIL...\nanna profile keys\n\ncheck läser in profiler som anna gör och säger "ok" eller vad som är fel, med fil, rad och nyckel. keys visar varje nyckel en profil måste ha och hur många värden {{1}}, {{2}} ... dess text får använda. docs/profiles.md förklarar filerna.
help.say = anna say [--profile NAMN] [--form long|short] [--policy training|competition]\n    [--check-words] [--name-captured] [--speech] [--fen FEN]\n    [--wav FIL] DRAG...\n\nSkriver vad anna säger för varje drag, en rad per drag, med profilens ord (standard fide-de).\n  --form F         long (standard: pjäs, från, till) eller short (som SAN)\n  --policy P       competition (standard: utan orden schack och matt) eller training\n  --check-words    i tävling: domaren tillåter orden schack och matt\n  --name-captured  nämn den slagna pjäsen efter "slår"\n  --speech         skriv texten för talsyntesen (med uttalsrättelser)\n  --fen FEN        börja från FEN i stället för utgångsställningen\n  --wav FIL        läs också in raderna i FIL (22050 Hz mono)\nDRAG är SAN eller lång notation med profilens eller engelska bokstäver (Sf3, Nf3, Ng1-f3, e8=D), UCI (g1f3) eller ICCF-siffror (7163). Ett drag med två betydelser (Bc4: en bonde med K D T L S B, en löpare på engelska) avvisas; skriv det långt (Lf1-c4, Bf1-c4) eller i UCI.
help.keymap = anna keymap [--profile NAMN] [--policy training|competition] NAMN|FIL\n\nLäser in en tangentlayout (data/keymaps/NAMN.map eller en fil) och skriver dess tangenter och den tangentbordshjälp anna säger med den, eller vad som är fel med den och på vilken rad.\n  --profile NAMN  orden i hjälpen (standard $ANNA_PROFILE, annars en)\n  --policy P      training (standard: alla kommandon) eller competition
help.reconcile = anna reconcile --sheet-vi FIL --sheet-sighted FIL\n    [--board-vi FEN] [--board-sighted FEN] [--clocks FIL] [--fen FEN]\n    [--vi-color white|black] [--letters-vi UPPSÄTTNING]\n    [--letters-sighted UPPSÄTTNING] [--increment SEKUNDER]\n    [--sheet7 vi|sighted|both] [--for arbiter|vi|sighted]\n    [--profile NAMN] [--json]\n\nStämmer av de två protokollen och de två brädena (VI-13) och säger med profilens ord (standard en): om protokollen stämmer överens (annars slutstatus 1), till och med vilket drag, vad som ska ändras på varje bräde, vem som är vid draget och, om protokollen inte stämmer, de klocktider som ska ställas in.\n  --sheet-vi FIL         den synskadade spelarens protokoll (- är standard in)\n  --sheet-sighted FIL    den seende spelarens protokoll\n  --board-vi FEN         vad den synskadade spelarens bräde visar (bara pjäsernas placering räknas)\n  --board-sighted FEN    vad den seende spelarens bräde visar\n  --clocks FIL           klocktiderna, en rad per halvdrag: halvdrag, vits tid, svarts tid\n  --fen FEN              där partiet började, om inte i utgångsställningen\n  --vi-color F           den synskadade spelarens färg: white (standard) eller black\n  --letters-vi UPPSÄTTNING protokollets pjäsbokstäver: en, de, da, nb, sv eller figurine (standard: den uppsättning som läser flest noteringar)\n  --letters-sighted UPPSÄTTNING detsamma för den seende spelarens protokoll\n  --increment SEKUNDER   tillägget per drag; från 30 befriar kort tid aldrig en spelare från att föra protokoll (standard 0)\n  --sheet7 S             vi, sighted eller both: den spelaren behövde inte föra protokoll (SHEET-7), vad klocktiderna än säger\n  --for L                till vem: arbiter (standard, allt), vi eller sighted (fallet, eget protokoll och bräde, vem som är vid draget)\n  --json                 resultatet för program (docs/arbiter.md)\nEn fil som inte kan läsas rapporteras med rad och kolumn; slutstatus 2.
help.review = anna review [--engine SÖKVÄG] [--depth N] [--threshold T] [--side white|black|both] [--pgn UT] FIL.pgn\n\nGenomgång av det första partiet i en PGN-fil med ett UCI-schackprogram (standard /usr/games/stockfish), utan annad: varje drag som kostade minst gränsen, sagt som efter ett parti, sedan partiet som kommenterad PGN med [%eval] efter varje drag och det bättre draget vid varje misstag.\n  --depth N       sökdjup per ställning (standard 12)\n  --threshold T   hundradels bönder (standard 150) eller vinstchans i procent (20%)\n  --side S        vems drag (standard båda)\n  --pgn UT        den kommenterade PGN:en till filen UT i stället för standard ut
help.train = anna train [--level L] [--side white|black] [--study FIL.pgn] [--guess white|black]\n\nTräning hemma (annad i träning; avvisas i turnering). --level sätter schackprogrammets styrka från dess nästa drag: beginner, novice, casual, club, strong, expert, full, ett Elotal eller "depth N". --study öppnar det första partiet i en PGN-fil för att stega igenom på tangentbordet (Enter ensam nästa drag, Radera ensam draget före), varje drag meddelas; med --guess spelar du själv den sidans drag och hör om du hittade partiets drag, och ditt resultat till sist. Med ett sensorbräde kan dragen också göras på brädet. --study off stänger studien. --side startar ett nytt parti där du spelar den färgen (inte medan ett parti pågår). Motståndaren väljs när annad startar (annad --opponent eller annad.conf).
help.record = anna record [--role ROLL] [--grab] [--count N] ENHET FIL\nanna record --check FIL\n\nSpelar in händelserna från en inmatningsenhet i FIL (evemu-format; - är standard ut) tills Ctrl-C, N händelser, eller tills enheten kopplas ur.\n  ENHET          /dev/input/eventN, en länk under /dev/input/by-id, name:NAMN eller ids:LEVERANTÖR:PRODUKT (hexadecimalt)\n  --role ROLL    vad enheten används till, nämnt i meddelanden: vi-keypad (standard), sighted-keypad, arbiter-keypad, vi-board, sighted-board\n  --grab         ta enheten ensam för inspelningen\n  --count N      sluta efter N händelser\n  --check FIL    läs en inspelning: dess enhet, händelser och längd, eller dess första fel och raden det står på
help.board = anna board [--profile NAMN] [--policy competition|training] [--fen FEN]\n    [--map FIL] [--window MS] [--piece 1-4] [--expect DRAG] INSPELNING\n\nSpelar upp en evemu-inspelning av ett sensorbräde genom demonens avkodning, avstudsning och dragigenkänning, från en ställning, och skriver varje lyft och varje isättning med pjäsen (FEN-bokstav) och beröringen, sedan vad anna skulle säga när klockan trycks vid inspelningens slut, med profilens ord (standard fide-de). Slutar med 0 när ett drag känts igen, med 1 när något saknas (orden säger vad).\n  --policy P     competition (standard) eller training (orden för träning)\n  --fen FEN      ställningen på brädet (standard: utgångsställningen)\n  --map FIL      brädets tilldelningsfil (standard: tilldelningen i docs/sensor-board.md)\n  --window MS    avstudsningsfönstret, 0 till 1000 ms (standard 30)\n  --piece N      förvandlingspjäsen som siffra på knappsatsen: 1 dam, 2 torn, 3 löpare, 4 springare\n  --expect DRAG  ett annonserat drag vars utförande på brädet kontrolleras (engelska bokstäver eller UCI)\nInspelningens första bild är hålens tillstånd: en tangentnedtryckning för varje besatt hål.
help.boardlearn = anna boardlearn [--profile NAMN] [--window MS] [--pegs start|all|none]\n    --device ENHET UT.map\nanna boardlearn [...] --recording FIL UT.map\n\nInlärningsläge för ett sensorbräde: ber fält för fält, a1 till h8, att lyfta pjäsen och sätta tillbaka den (vid ett tomt hål: att sätta i en pjäs och ta ut den igen), följer brädets tangenter och skriver tilldelningsfilen UT.map när alla 64 fält är kända. Uppmaningarna skrivs som anna säger dem, med profilens ord (standard fide-de). Slutar med 0 när tilldelningen skrevs, med 1 när inlärningen stannade före h8.\n  --device ENHET    läs brädet direkt, tagen ensam för inlärningen (/dev/input/eventN eller en länk under /dev/input/by-id)\n  --recording FIL   spela i stället upp en evemu-inspelning av en inlärning\n  --pegs P          vilka hål som har en pjäs vid start: start (standard: utgångsställningen), all eller none\n  --window MS       avstudsningsfönstret, 0 till 1000 ms (standard 30)
help.boardmap = anna boardmap FIL\nanna boardmap --default\n\nKontrollerar ett sensorbrädes tilldelningsfil (docs/sensor-board.md) och skriver tangentkoderna för a1 och h8, eller vad som är fel med den, med fil och rad. --default skriver standardtilldelningen (den i docs/sensor-board.md) i filformatet, för redigering.
help.audio = anna audio list\nanna audio test [--device NAMN] [--profile NAMN] [--rate WPM] [--volume N]\n\nlist visar de ljudenheter anna kan tala genom, med standardenheten markerad. test säger ett drag (e2-e4) med profilens ord och sedan de tre ljudsignalerna genom en enhet, så att hörlurar och högtalare kan provas före partiet; orden skrivs också ut, som textutgången skriver dem.\n  --device NAMN   enheten, hela dess namn eller en del av det (standard: systemets standardenhet)\n  --profile NAMN  ord och röst (standard fide-de)\n  --rate WPM      ord per minut, 80 till 450 (standard 175)\n  --volume N      1 till 200 (standard 100)\ndocs/audio.md förklarar utgångar och hörlurar.
help.replay = anna replay --device ROLL=FIL.evemu ... [--profile NAMN] [--form long|short]\n    [--time-control BETÄNKETID] [--policy training|competition] [--edition 2009|2014|2017]\n    [--vi-side white|black] [--white NAMN] [--black NAMN] [--keymap NAMN]\n    [--debounce MS] [--pgn UT] [--plies UT]\n\nSpelar upp evemu-inspelningar av ett partis brädor och knappsatser, sammanfogade efter sina tider, genom annads drivrutin och skriver vad varje lyssnare hörde: sekunder, lyssnare, ord, med profilens ord (standard fide-de).\n  --device ROLL=FIL  en inspelning; ROLL är vi-board, sighted-board, vi-keypad, sighted-keypad eller arbiter-keypad, var och en en gång\n  --time-control T   betänketiden (PGN, läsbar eller namnet på en förinställning)\n  --vi-side SIDA     den synskadade spelarens färg (standard white)\n  --keymap NAMN      knappsatsernas tangentlayout (standard numpad)\n  --debounce MS      brädornas avstudsningsfönster, 0 till 1000 ms\n  --pgn UT           skriv partiet som PGN med [%clk] efter varje halvdrag (- är standardutmatningen)\n  --plies UT         skriv tidpunkterna för varje halvdrags steg (VI-3), tabbseparerade, för domaren
help.journal = anna journal verify FIL\nanna journal show FIL\n\nverify kontrollerar varje post i annads hashkedjade journal och dess länk till den förra och skriver antalet poster och den sista hashen (anteckna den: en senare verify visar om något lagts till eller skrivits om). Avslutning 0 när kedjan är intakt (en sista post avbruten av strömavbrott rapporteras men är inget fel), 1 när en post bryter kedjan (var sägs), 2 när filen inte kan läsas. show skriver varje post på en rad med dessa ord: nummer, tid i sekunder, klocktid (UTC) och innehåll (en tangent, ett bräde, en tidsfrist, ett kommando med sina uppgifter); en post som inte kan läsas säger varför.
help.hall = anna hall words\nanna hall broadcast --broker URL --event NAMN --out FIL [--username ANVÄNDARE] [--password-file FIL] [--cafile FIL]\n\nTurneringshallens sida (docs/hall.md). words skriver hallsidans ord på profilens språk som JSON (sidan läser dem från words.json). broadcast håller FIL som direkt-PGN med alla evenemangets partier: den prenumererar på varje bords pgn-ämne hos brokern (mqtt://värd:port eller mqtts://värd:port) och skriver om FIL helt varje gång ett parti ändras, bord för bord. Den körs tills den stoppas; en förlorad broker sägs en gång och prövas igen. Exit 0 när den stoppas, 1 när FIL inte kunde skrivas, 2 felaktiga argument.
help.ctl = anna ctl [--socket SÖKVÄG] KOMMANDO [NYCKEL=VÄRDE ...]\n\nSkickar en valfri begäran till annads styrsocket (docs/protocol.md listar dem) och skriver svarets rader; ett fel med annads ord på standardfel. Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet, partiets läge), 2 en felaktig begäran eller ingen annad.
help.status = anna status [--socket SÖKVÄG]\n\nSkriver läget i annads parti: tillstånd, halvdrag, resultat, klockor och ställning. Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet, partiets läge), 2 en felaktig begäran eller ingen annad.
help.times = anna times [--socket SÖKVÄG]\n\nSkriver den återstående tiden på båda klockorna i annads parti. Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet, partiets läge), 2 en felaktig begäran eller ingen annad.
help.scoresheet = anna scoresheet [--socket SÖKVÄG] [--side vi|sighted]\nanna scoresheet --brf FIL [--pgn PARTI.pgn] [--table TABELL] [--clocks] [--width N] [--height N]\n\nSkriver protokollet för annads parti, dragen som de noterats för en spelare (--side). Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet, partiets läge), 2 en felaktig begäran eller ingen annad.\n\nMed --brf FIL (- för standard ut) skriver det protokollet som en BRF-fil för en punktskriftsanteckningsbok eller en punktskrivare: annads parti eller det första partiet i --pgn PARTI.pgn; med profilens ord, pjäsbokstäver och punktskriftstabell (--table, en liblouis-tabell som sv-g1.ctb); sidor om 40 celler och 25 rader (--width, --height), numrerade; --clocks lägger till den dragandes klocka efter varje drag. docs/braille.md förklarar det.
help.pause = anna pause [--socket SÖKVÄG] [--reason SKÄL]\n\nStoppar annads klocka (domare): --reason arbiter, disturbance eller ett annat skäl för journalen. Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet, partiets läge), 2 en felaktig begäran eller ingen annad.
help.resume = anna resume [--socket SÖKVÄG]\n\nStartar annads stoppade klocka igen (domare). Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet, partiets läge), 2 en felaktig begäran eller ingen annad.
help.start = anna start [--socket SÖKVÄG]\n\nBörjar partiet som annad har ställt upp (domare; i tävling väntar partiet på det, i träning börjar det av sig självt). Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet, partiets läge), 2 en felaktig begäran eller ingen annad.
help.adjust = anna adjust [--socket SÖKVÄG] --side white|black --add TID|--set TID [--reason arbiter|disturbance|penalty]\n\nRättar en klocka (domare): --add lägger till TID (ett minus drar av), --set sätter den återstående tiden. TID som man skriver den: 90s, 2m, 1m30s, 1:30, 1:30:00 eller millisekunder (90000). Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet, partiets läge), 2 en felaktig begäran eller ingen annad.
help.penalty = anna penalty [--socket SÖKVÄG] --side white|black --kind time|deduct|loss|warning [--ms TID]\n\nGer ett straff (domare): time ger motståndaren TID (2m, 120s, 2:00 eller millisekunder), deduct drar TID från sidan, loss förklarar partiet förlorat, warning noteras. Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet, partiets läge), 2 en felaktig begäran eller ingen annad.
help.result = anna result [--socket SÖKVÄG] 1-0|0-1|1/2-1/2\n\nAvslutar annads parti med det resultat som domaren förklarar. Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet, partiets läge), 2 en felaktig begäran eller ingen annad.
help.newgame = anna newgame [--socket SÖKVÄG]\n\nStartar ett nytt parti i annad (domare); det avslutade sparas bredvid journalen. Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet, partiets läge), 2 en felaktig begäran eller ingen annad.
help.move = anna move [--socket SÖKVÄG] DRAG\n\nAssistenten matar in den seende spelarens drag (ICCF-siffror, UCI eller algebraiskt som Sf3 eller e2-e4, med den här profilens bokstäver eller engelska), som om det gjorts på brädet. Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet, partiets läge), 2 en felaktig begäran eller ingen annad.
help.announce = anna announce [--socket SÖKVÄG] TEXT...\n\nAssistenten låter annad säga TEXT till den synskadade spelaren. Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet, partiets läge), 2 en felaktig begäran eller ingen annad.
help.sheet = anna sheet [--socket SÖKVÄG] [--letters en|de|figurine] [--move N] DRAG...\n\nDomaren för in nästa drag ur den seende spelarens protokoll i anna, som det är skrivet (algebraiskt med de angivna bokstäverna, standard en, eller ICCF-siffror; (=) för ett remiserbjudande). --move N: det dragnummer draget ska ha; ett annat avvisas. annad säger om draget är läst eller varför det står kvar åt domaren (oläsligt, tvetydigt, otillåtet). anna ctl reconcile jämför sedan protokollen (VI-13). Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet, partiets läge), 2 en felaktig begäran eller ingen annad.
help.switches = anna switches [--socket SÖKVÄG] [--check-words on|off] [--clock-warnings on|off] [--square-queries on|off] [--announcing-assistant on|off]\n\nDomarens brytare (ARB-3, CLK-16): schack och matt sägs, automatiska tidsvarningar till den synskadade spelaren, frågor om rutor och pjäser, anna som annonserande assistent. Utan val säger den hur de står. En ändring loggas och skrivs i journalen. Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet, partiets läge), 2 en felaktig begäran eller ingen annad.
help.decisions = anna decisions [--socket SÖKVÄG]\n\nListar domarens öppna beslut (ett otillåtet drag, ett reklamerande, en överskriden tid, en avstämning, ED-2), ett per rad: dess nummer, vad som hände och annas förslag; vart och ett bekräftas eller avslås med sitt nummer. Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet), 2 en felaktig begäran eller ingen annad.
help.confirm = anna confirm [--socket SÖKVÄG] ID\n\nDomaren genomför annas förslag ID (ett reklamerande, en överskriden tid, en avstämning, ED-2). Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet, partiets läge), 2 en felaktig begäran eller ingen annad.
help.override = anna override [--socket SÖKVÄG] ID\n\nDomaren avvisar annas förslag ID; partiet fortsätter som det är (ED-2). Socketen: --socket SÖKVÄG, annars $ANNA_SOCKET, annars /run/anna/annad.sock om den finns, annars användarens. Avslutning 0 utfört, 1 avvisat (behörighet, partiets läge), 2 en felaktig begäran eller ingen annad.
help.annad = annad [--config FIL] [--check-config] [--state-dir KATALOG] [--socket SÖKVÄG]\n    [--transcript FIL|-] [--no-audio] [--replay ROLL=FIL.evemu ...]\n    [--fast | --speed N] [--latency-log FIL]\n    [--opponent engine|human|shared] [--side white|black] [--level L] [--time-control TC]\n\nannas tjänst. Utan --config läses /etc/anna/annad.conf om filen finns, annars gäller standardvärdena: terminalen är spelarens knappsats, och i träning spelar schackprogrammet (/usr/games/stockfish) den andra sidan. --opponent, --side, --level och --time-control sätter dessa nycklar i annad.conf för denna start. --check-config kontrollerar bara konfigurationen. man annad, man annad.conf.

# Vad kommandona skriver för människor (speech/words.def)
# anna profile check: {1} profilen, {2} dess röst, {3} nycklar, {4} uttalsrättelser
cmd.profile.ok = {1}: ok, röst {2}, {3} nycklar, {4} uttalsrättelser
# anna clock check: betänketiden i PGN och läsbar form; dess klass ({1} reglernas år)
cmd.clock.pgn = PGN: {1}
cmd.clock.readable = läsbar: {1}
cmd.clock.standard = klass ({1}): långparti
cmd.clock.rapid = klass ({1}): snabbschack
cmd.clock.blitz = klass ({1}): blixt
# anna keymap: layoutens namn, sedan rubriken för den talade hjälpen
cmd.keymap.name = tangentlayout {1}
cmd.keymap.help = hjälp
# anna record --check: {1} fil, {2} enhetens namn, {3} id, {4} händelser, {5} första och {6} sista tid
cmd.reconcile.sentence = {1}.
cmd.record.summary = {1}: "{2}" {3}, {4} händelser från {5} till {6}
# anna board: lyft ({1} tid, {2} fält, {3} pjäs som FEN-bokstav eller ?, {4} beröring), isättning, tillståndet, vad anna säger, brädet vid start, skälet till ett otillåtet drag
cmd.board.lift = {1} lyft {2} {3} beröring={4}
cmd.board.seat = {1} insatt {2} {3}
cmd.board.state = tillstånd: {1}
cmd.board.say = säger: {1}
cmd.board.differs = brädet avviker vid start: {1}
cmd.board.illegal = domare: otillåtet drag, {1}
# anna boardlearn: ingen eller två källor; inlärningen stannade vid fält {1}; tilldelningen skriven till {1}
cmd.boardlearn.source = Ange brädet med --device ENHET eller en inspelning av det med --recording FIL, ett av de två.
cmd.boardlearn.stopped = Inlärningen stannade vid fält {1} av 64, så ingen tilldelning skrevs. Starta anna boardlearn igen och fortsätt till h8.
cmd.boardlearn.written = tilldelning skriven till {1}
# anna boardmap: {1} fil, tangentkoderna för {2} a1 och {3} h8
cmd.boardmap.ok = {1}: 64 fält, tangentkoder {2} (a1) .. {3} (h8)
cmd.audio.default = {1}  (standard)
cmd.audio.device = enhet {1}, utgångsfördröjning {2} ms
cmd.journal.record = {1}. {2} s ({3} UTC): {4}
cmd.journal.header = journalen börjar, format {1}, enheter: {2}
cmd.journal.key_down = {1}: tangent {2} nedtryckt
cmd.journal.key_up = {1}: tangent {2} släppt
cmd.journal.key_repeat = {1}: tangent {2} upprepas
cmd.journal.sync = {1}: slut på ett meddelande
cmd.journal.dropped = {1}: händelser gick förlorade (enhetens buffert flödade över)
cmd.journal.input = {1}: indatahändelse typ {2}, kod {3}, värde {4}
cmd.journal.board = {1} läst helt, pjäser på: {2}
cmd.journal.tick = en tidsfrist är nådd
cmd.journal.recovery = annad startade om: {1} s förlorade, {2} halvdrag återställda
cmd.journal.bytes = {1}: {2} byte lästa från dess seriella linje: {3}
cmd.journal.unreadable = en post ({1}) som inte kan läsas: {2}
cmd.journal.none = inga
cmd.journal.cmd.start = domaren startar partiet
cmd.journal.cmd.vi_lift = den synskadades bräde: en pjäs lyfts från {1}
cmd.journal.cmd.vi_made = den synskadades bräde visar draget {1}
cmd.journal.cmd.vi_promotion = den synskadades bräde: bonden från {1} väntar på sin förvandlingspjäs
cmd.journal.cmd.vi_illegal = den synskadades bräde visar det otillåtna draget {1} ({2})
cmd.journal.cmd.vi_unmade = den synskadades bräde visar inte längre något drag
cmd.journal.cmd.vi_executed = den synskadades bräde: det annonserade draget är utfört
cmd.journal.cmd.vi_wrong = den synskadades bräde avviker från det annonserade draget: {1}
cmd.journal.cmd.vi_mismatch = den synskadades bräde avviker från partiet: {1} rättelser
cmd.journal.cmd.vi_match = den synskadades bräde stämmer åter med partiet
cmd.journal.cmd.sighted_made = den seendes bräde visar draget {1}
cmd.journal.cmd.key_move = {1} skriver in draget {2}
cmd.journal.cmd.key_promotion = {1} anger förvandlingspjäsen {2}
cmd.journal.cmd.key_clock = {1} trycker på klockan
cmd.journal.cmd.key_correct = {1} tar tillbaka det annonserade draget
cmd.journal.cmd.key_query = {1} frågar {2} ({3})
cmd.journal.cmd.key_draw_offer = {1} erbjuder remi
cmd.journal.cmd.key_draw_decline = {1} avböjer remianbudet
cmd.journal.cmd.key_resign = {1} ger upp
cmd.journal.cmd.claim = {1} reklamerar ({2}), avsett drag {3}
cmd.journal.cmd.deadline = timern löper ut
cmd.journal.cmd.arb_pause = domaren stoppar klockan ({1})
cmd.journal.cmd.arb_resume = domaren startar klockan igen
cmd.journal.cmd.arb_adjust = domaren justerar klockan för {1}: {2} {3} ms ({4})
cmd.journal.cmd.arb_take_back = domaren tar tillbaka partiet till halvdrag {1}
cmd.journal.cmd.arb_set_position = domaren ställer upp ställningen {1}
cmd.journal.cmd.arb_penalty = domaren bestraffar {1}: {2}, {3} ms
cmd.journal.cmd.arb_result = domaren förklarar resultatet {1}
cmd.journal.cmd.arb_confirm = domaren bekräftar beslut {1}
cmd.journal.cmd.arb_override = domaren underkänner beslut {1}
cmd.journal.cmd.arb_new_game = domaren börjar ett nytt parti
cmd.journal.cmd.sheet_entry = {1} för över den seendes protokollpost {2} (bokstäver {3})
cmd.journal.cmd.arb_reconcile = domaren begär att protokollen stäms av
cmd.journal.cmd.arb_switches = domaren ställer brytarna: {1}
cmd.journal.cmd.sighted_mismatch = den seendes bräde avviker från partiet: {1} rättelser
cmd.journal.cmd.sighted_match = den seendes bräde stämmer åter med partiet

# Protokoll och sessionen (core/scoresheet.c, core/session.c)

# Sessionen (speech/render_session.c): {1} är vem (clock.who.*) om inget annat sägs
session.correction = Rättelse: {1}
session.draw_offer = {1} erbjuder remi
session.draw_offered = Du har erbjudit remi; motståndaren har fått veta det.
session.claim.repetition = {1} begär remi genom trefaldig upprepning. Domaren avgör.
session.claim.fifty = {1} begär remi enligt femtiodragsregeln. Domaren avgör.
session.claim.flag = {1} begär vinst på tid. Domaren avgör.
session.penalty.time = {1}: {2} tillagt av domaren
session.penalty.deduct = {1}: {2} avdraget av domaren
session.penalty.warning = {1}: en varning från domaren
session.sheet_offer_white = Drag {1}, vit: {2}, med remierbjudande
session.sheet_offer_black = Drag {1}, svart: {2}, med remierbjudande
session.whose_move = {1} vid draget
session.end.arbiter = Domaren fastställer resultatet {1}.
# Domarens logg: {1} sidan, {2} en detalj
session.report.press_not_made = {1} tryckte på klockan innan draget var utfört på brädet (VI-8). Bevis sparat, inget straff.
session.report.illegal_move = {1} fullbordade ett otillåtet drag: {2}. Otillåtet drag nummer {3} för denna spelare.
session.report.drift = {1} utförde något annat än det annonserade draget {2}. Bräderna skiljer sig.
session.report.announce_differs = {1} annonserade ett annat drag än brädet visar; brädets drag {2} spelades.
session.report.claim_correct = {1} begär remi; begäran är korrekt.
session.report.claim_incorrect = {1} begär remi; begäran är inte korrekt.
session.report.flag = {1} har överskridit tiden.
session.report.flag.can_mate = {1} kan fortfarande göra matt med en följd av lagliga drag (6.9).
session.report.flag.cannot_mate = {1} kan inte göra matt med någon följd av lagliga drag: {2} (6.9).
session.report.flag.mate_unknown = Om {1} fortfarande kan göra matt avgjordes inte inom sökningen; domaren avgör (6.9).
session.report.game_end = Partiet är slut: {1}.
session.report.resignation = {1} ger upp.
session.report.agreement = Spelarna kommer överens om remi.
session.report.agreement_early = Remi avtalades innan varje spelare hade dragit; inte godkänt (2017).
session.report.mismatch = Sensorbrädet avviker från partiet.
session.report.sighted_mismatch = Den seende spelarens elektroniska bräde avviker från partiet.
session.sighted_board_differs = Den seende spelarens bräde avviker
session.report.decision = Beslut {1} är behandlat.
session.report.penalty = {1} får {2}.
session.proposal.penalty = Förslag: återställ ställningen, {1} till motståndaren.
session.proposal.loss = Förslag: {1} förlorar partiet.
session.proposal.draw = Förslag: partiet är remi.
session.proposal.confirm = Bekräfta eller avvisa beslut {1}.
session.proposal.time = Förslag: {1} till motståndaren.

# Sensorbrädet (speech/render_board.c)
board.fix.move = {1} {2} till {3}
board.fix.back = {1} {2} tillbaka till {3}
board.fix.remove = {1} ska vara tomt
board.fix.place = {1} saknas på {2}
board.ok = Brädet stämmer
board.piece.white.king = vit kung
board.piece.white.queen = vit dam
board.piece.white.rook = vitt torn
board.piece.white.bishop = vit löpare
board.piece.white.knight = vit springare
board.piece.white.pawn = vit bonde
board.piece.black.king = svart kung
board.piece.black.queen = svart dam
board.piece.black.rook = svart torn
board.piece.black.bishop = svart löpare
board.piece.black.knight = svart springare
board.piece.black.pawn = svart bonde
board.ask_promotion = Förvandling på {1}: vilken pjäs? 1 dam, 2 torn, 3 löpare, 4 springare, sedan Enter
board.ask_which = Vilket drag: {1}?
board.or = eller
board.not_announced = Det är inte det annonserade draget {1}
board.illegal = Otillåtet drag: {1}. {2}
board.why.not_own_piece = Det är motståndarens pjäs.
board.why.own_capture = En egen pjäs kan inte slås.
board.why.pattern = Så går inte den här pjäsen.
board.why.blocked = En pjäs står i vägen.
board.why.self_check = Din egen kung skulle stå i schack.
board.why.castle_rights = Kungen eller tornet har redan flyttats; den här rockaden är inte längre möjlig.
board.why.castle_blocked = Det står en pjäs mellan kung och torn.
board.why.castle_in_check = Man får inte rockera ur schack.
board.why.castle_through = Kungen får inte passera eller hamna på ett anfallet fält.
board.why.castle_rook = Vid rockad flyttas även tornet; flytta det.
board.why.en_passant_pawn = En passant slår bonden bredvid; ta bort den från brädet.
board.learn.ask_lift = Lyft pjäsen på {1} och sätt tillbaka den
board.learn.ask_seat = Sätt en pjäs i hålet på {1} och ta upp den igen
board.learn.put_back = {1} hittat, sätt tillbaka pjäsen
board.learn.take_out = {1} hittat, ta upp pjäsen igen
board.learn.learned = {1} sparat
board.learn.already = Det här hålet är redan {1}. Det som söks är {2}
board.learn.other_hole = Ett annat hål har ändrats. Gör klart {1} först
board.learn.done = Alla 64 fält är inlärda
board.learn.aborted = Inlärningsläget avbrutet

# Brädkartor för sensorbrädet (board-io/boardmap.c); raden läggs till av error.at_line
session.report.sheet = Protokoll för {1}: {2}

# The session: later additions (core/session.c, speech/render_session.c)
session.proposal.override = Partiet tog slut av sig självt; avvisa beslut {1} om spelet ska fortsätta.
session.refused.touched = En pjäs har vidrörts eller draget gjorts: inget remianspråk på detta drag.
session.claim_move = {1} måste nu spela det angivna draget {2}; anspråket är avvisat.
session.report.claim_move = {1} begärde remi med det angivna draget {2} men spelade ett annat drag efter avslaget (DRAW-6).
session.report.press_no_move = {1} tryckte på klockan utan att ha matat in något drag. Bevis sparat, inget straff utdelat.
session.proposal.press = Om det räknas som ett otillåtet drag (2017, 7.8): {1} till motståndaren.
session.report.late_announcement = {1} meddelade draget {2} efter att ha tryckt på klockan (VI-9).
session.refused.assistant = Partiet kan inte börja än: en assistent måste registreras för den hörselskadade spelaren.
session.report.assistant_required = {1} är hörselskadad och möter en synskadad spelare: en assistent är obligatorisk (2017 D.2.11). Bekräfta när en är registrerad, eller avvisa för att börja utan.
session.report.assistant_advised = {1} är hörselskadad och möter en synskadad spelare: en assistent rekommenderas.
session.refused.quickplay = Inget anspråk i snabbavslutning här: det kräver sista perioden utan tillägg och under två minuter på din klocka.
session.refused.not_paused = Klockan är inte stoppad; det finns inget att starta igen.
session.refused.not_started = Partiet har inte börjat än; domaren startar det.
session.refused.paused = Klockan är stoppad. Fortsätt med kommandotangenten, snedstreck, sedan 5.
session.refused.boards_differ = {1}: det brädet visar ännu inte den överenskomna ställningen. Spelet fortsätter när båda brädena visar den.
session.refused.switches_training = Vid träning är all hjälp påslagen: schackutrop, tidsvarningar, frågor om rutor, båda sidornas drag. I turnering är brytarna domarens.
session.refused.frozen_training = Klockan är tryckt; draget kan inte längre rättas. Ta tillbaka det med kommandotangenten, snedstreck, sedan 4.
session.refused.no_draw = Det är ännu inte remi: ställningen har inte uppstått tre gånger, och femtio drag utan slag eller bondedrag har inte gått. Spela vidare.
session.refused.no_arbiter = Vid träning finns ingen domare som avgör ett snabbt slutskede. Spela vidare, erbjud remi, eller ge upp.
session.claim.quickplay = {1} begär remi i snabbavslutningen. Domaren avgör.
session.claim.increment = {1} begär ett tillägg på fem sekunder. Domaren avgör.
session.increment = Från och med nu ger varje drag båda spelarna {1}.
session.touched = {1} {2} berörd
session.touched.move = {1} {2} berörd: den måste flyttas
session.touched.capture = {1} {2} berörd: den måste slås
session.touched.free = {1} {2} berörd: den kan varken flyttas eller slås, ingen plikt
session.report.quickplay = {1} begär remi med {2} kvar (snabbavslutning, QPF-3).
session.report.increment = {1} begär fem sekunders tillägg med {2} kvar (QPF-2).
session.proposal.quickplay = Bekräfta: remi. Avvisa: avslaget, {1} till motståndaren.
session.proposal.increment = Bekräfta: fem sekunder per drag för båda, {1} till motståndaren. Avvisa: nekat.
session.report.reconcile_agree = Avstämning (VI-13): protokollen stämmer överens i alla {1} halvdrag; båda brädena ska visa ställningen efter dem.
session.report.reconcile_disagree = Avstämning (VI-13): protokollen stämmer överens i de första {1} halvdragen; därefter strukna: {2} i den synskadade spelarens protokoll, {3} i den seende spelarens. Båda brädena ska visa ställningen efter halvdrag {1}.
session.report.reconcile_clocks = Klockor noterade då: vit {1}, svart {2}.
session.proposal.reconcile = Bekräfta: genomför det. Avvisa: partiet fortsätter som det står.
session.report.sheet_ok = Protokoll för {1}: {2} av {3} halvdrag införda; à jour (SHEET-3).
session.report.sheet_behind = Protokoll för {1}: {2} av {3} halvdrag införda; hans eget senaste drag saknas (SHEET-3).
session.report.sheet_exempt = Protokoll för {1}: {2} av {3} halvdrag införda; befriad från att föra protokoll, under fem minuter (SHEET-7).

# annad: konfiguration, journal, återställning, enheter, styrsockel
config.syntax = {1} rad {2}: varken [avsnitt] eller nyckel = värde; rätta raden eller sätt # framför
config.section = {1} rad {2}: det finns inget avsnitt [{3}]; avsnitten är [game], [devices], [keymaps], [listeners], [daemon], [roles], [hall] och [engine] (man annad.conf)
config.key = {1} rad {2}: avsnittet [{3}] har ingen nyckel {4}; jämför stavningen med man annad.conf
config.value = {1} rad {2}: {4} är inget möjligt värde för {3}; man annad.conf anger värdena
config.choice = {1} rad {2}: {3} är inte möjligt; värdet kan vara en av {4}
config.no_section = {1} rad {2}: {3} står före alla avsnitt; sätt den under [{4}]
config.no_section_any = {1} rad {2}: {3} står före alla avsnitt, och inget avsnitt har den nyckeln; avsnitten är {4} (man annad.conf)
config.duplicate = {1} rad {2}: {3} står två gånger i detta avsnitt (första gången på rad {4}); behåll en av raderna
config.user = {1} rad {2}: det finns ingen användare {3}; ange ett användarnamn eller ett nummer
config.readers = {1} rad {2}: readers är everyone eller en grupp, och det finns ingen grupp {3} på det här systemet
config.open = Konfigurationsfilen {1} kan inte läsas ({2}); kontrollera sökvägen och rättigheterna
config.profile = {1} rad {2}: det finns ingen profil {3}; profilerna är {4}
config.keymap = {1} rad {2}: tangentplanen {3} kan inte läsas in; planerna är {4}, eller ange sökvägen till en fil (kontrollera den med anna keymap)
config.directory = {1} är en katalog, inte en konfigurationsfil; ange själva filen
config.special = {1} är inte en vanlig fil (en FIFO, en enhet eller en socket); ange en konfigurationsfil
config.too_big = {1} är större än {2} KiB, för stor för en konfigurationsfil; ange rätt fil
config.section_twice = {1} rad {2}: avsnittet [{3}] står två gånger (första gången på rad {4}); samla dess nycklar i ett avsnitt
config.utf8 = {1} rad {2}: värdet för {3} är inte giltig UTF-8-text; spara filen som UTF-8
journal.ok = {1}: {2} poster, kedjan är obruten; sista hash {3}
journal.torn = {1}: den sista posten (nummer {2}) är avkortad, som efter ett strömavbrott; den kastas och partiet fortsätter från posten före
journal.broken = {1}: post {2} (byte {3}) passar inte i kedjan: journalen är skadad eller ändrad; posterna före den är giltiga, kalla på domaren
journal.io = Journalen {1} kan inte läsas eller skrivas ({2}); kontrollera utrymme och rättigheter i tillståndskatalogen
journal.moved = Den skadade journalen {1} sparades som {2} åt domaren
journal.not_kept = Det finns inte plats för en kopia av den skadade journalen {1} ({2}); den skadade delen kastas och partiet fortsätter från de giltiga posterna
journal.held = anna kan inte spela in partiet: skrivningen av journalen {1} misslyckades ({2}). Inget mer annonseras; partiet hålls för domaren tills journalen kan skrivas igen
journal.held_training = anna kan inte spela in partiet: skrivningen av journalen {1} misslyckades ({2}). Inget mer annonseras; partiet är pausat tills journalen kan skrivas igen
journal.written = Journalen {1} skrivs igen; partiet är inspelat till och med halvdrag {2}
journal.rewritten = Journalen {1} raderades eller ersattes under partiet; den har skrivits om från minnet (en fil på dess plats ligger bredvid); kalla på domaren
journal.archive = Journalen för det avslutade partiet {1} kan inte sparas ({2}); annad startar inte ett nytt parti ovanpå den: frigör utrymme eller rätta tillståndskatalogens rättigheter
state.locked = En annan annad (process {2}) för partiet i {1}; denna avslutas utan att röra det
state.unwritable = Tillståndskatalogen {1} kan inte skrivas ({2}); annad startar inte ett parti den inte kan spara: ge annads användare skrivrätt och utrymme där, eller ange en annan state-dir i [daemon]
journal.header = den första posten är inte huvudet i en anna-journal
journal.format = den skrevs i journalformat {1}, som denna anna (format {2}) inte kan läsa
journal.format_image = den skrevs i journalformat {1} (anna 0.1), vars kommandoposter är en minnesbild av programmet som skrev dem; denna anna (format {2}) kan inte läsa dem
journal.type = posttyp {1} känner anna inte till
journal.field_short = posten slutar före sitt fält {1} (byte {2})
journal.field_range = dess fält {1} (byte {2}) innehåller {3}, som inte är ett möjligt värde
journal.trailing = den har byte efter sitt sista fält (från byte {1})
journal.unrecoverable = {1}: post {2} ({3}) kan inte läsas, av skälet nedan. annad återställer inte partiet från denna journal; visa den med anna journal show och flytta den sedan undan för att börja ett nytt parti
daemon.recovered_white = Partiet är återställt efter {1} halvdrag. Vit är vid draget. Klockan är stoppad eftersom partiet återställdes; det gick {2} sekunder sedan sista posten.
daemon.recovered_black = Partiet är återställt efter {1} halvdrag. Svart är vid draget. Klockan är stoppad eftersom partiet återställdes; det gick {2} sekunder sedan sista posten.
daemon.recovered_over = Det avslutade partiet med {1} halvdrag är återställt; domaren kan börja ett nytt parti
daemon.device_open = Enheten {2} för {1} kan inte öppnas ({3}); kontrollera sökvägen och att annad får läsa den (udev-regler)
daemon.ready = anna är redo; styrsockel {1}
daemon.ready_said = anna är redo
daemon.started = annad körs, men anna är inte redo än; styrsockel {1}
daemon.resume_training = Starta klockan igen med anna resume, eller på tangentbordet: kommandotangenten, snedstreck, sedan 5.
daemon.resume_arbiter = Domaren startar klockan igen med anna resume, eller på sitt tangentbord: kommandomenyn, sedan 5.
daemon.socket = Styrsockeln {1} kan inte öppnas ({2}); kontrollera katalogen och att ingen annan annad körs
daemon.option = {1} är inget alternativ till annad, eller så saknas dess värde; annad --help visar alternativen
daemon.replay = --replay {1}: skriv ROLL=FIL, ROLL en av vi-board, sighted-board, vi-keypad, sighted-keypad, arbiter-keypad, varje roll en gång
daemon.speed = --speed {1}: ange ett heltal från 1 till 1000
daemon.config_ok = {1}: i ordning, annad kan starta med den här konfigurationen
daemon.config_defaults = Ingen konfigurationsfil: annad startar med standardvärdena; i ordning
daemon.synced = journal sparad till halvdrag {1}
daemon.game_saved = det avslutade partiet finns i {1}
daemon.brf_saved = spelarens protokoll i punktskrift finns i {1}
daemon.game_unwritable = Kan inte skriva {1} ({2}); partiet är säkert i journalen: anna ctl pgn och anna scoresheet --brf ger det
daemon.output = Ljudutgången {1} kan inte öppnas ({2}); kontrollera output i annad.conf, eller skriv output = text
daemon.speech = Talet till en lyssnare kan inte starta ({1}); orden går fortfarande till utskriften
daemon.transcript = Utskriften {1} kan inte öppnas ({2}); kontrollera sökvägen och att annad får skriva där
control.denied = Inte tillåtet: {1} ändrar partiet och det får bara domaren göra (användare {2}); se [roles] i annad.conf
control.request = Ingen giltig begäran: {1}; en rad, ett kommando och fält nyckel=värde (docs/protocol.md)
control.unknown = Det finns inget kommando {1}; anna help visar kommandona
control.field = {1}: --{2} kan inte vara "{3}"; skriv en av {4}
control.field_time = {1}: --{2} "{3}" är ingen tid; skriv den som 90s, 2m, 1:30 eller i millisekunder (ett minus drar av tid: -30s)
control.field_value = {1}: --{2} kan inte vara "{3}"; anna {1} --help visar vad den tar
control.field_option = {1} har inget alternativ --{2}; dess alternativ är {3}
control.field_none = {1} tar inga alternativ, inte heller --{2}
control.field_twice = {1}: --{2} är angivet två gånger; ange det en gång
control.missing = {1} behöver --{2}; anna {1} --help visar hur
control.missing_choice = {1} behöver --{2}, en av {3}
control.missing_time = {1} behöver antingen --add eller --set med en tid, till exempel --add 2m, --add -30s eller --set 1:30:00
control.state.setup = {1} går inte nu: partiet har inte börjat; domaren börjar det med anna start
control.state.vi_to_move = {1} går inte nu: det är den synskadade spelarens drag
control.state.sighted_to_move = {1} går inte nu: det är den seende spelarens drag
control.state.vi_executing = {1} går inte nu: den synskadade spelaren utför draget på sitt bräde
control.state.arbiter = {1} går inte nu: partiet väntar på domarens avgörande
control.state.paused = {1} går inte nu: klockan är stoppad; anna resume startar den igen
control.state.ended = {1} går inte nu: partiet är slut; anna newgame börjar ett nytt
control.connect = annad nås inte på {1} ({2}); körs annad?
control.decision_none = {1} {2}: det finns inget öppet beslut {2}; inget beslut är öppet nu
control.decision_closed = {1} {2}: beslut {2} är inte öppet (redan fattat, eller aldrig öppnat); öppna beslut är {3} (anna decisions listar dem)
control.no_decisions = Inget beslut är öppet.
control.access = Åtkomst nekad vid {1}: annad körs, men dess socket är bara för gruppen {2}. Be arrangören lägga till dig i gruppen eller sätta readers = everyone under [daemon] i annad.conf
control.utf8 = {1}: fältet {2} är inte giltig UTF-8-text
control.busy = annad har {1} anslutningar öppna och avvisade denna; försök igen om en stund
control.idle = annad stängde anslutningen efter {1} sekunder utan begäran
control.closed = annad på {1} stängde anslutningen före svaret (för många anslutningar eller för långsam läsning); försök igen
control.held = {1}: journalen kan ännu inte skrivas, så partiet förblir stoppat; frigör först utrymme i tillståndskatalogen
control.refused = {1}: {2}
control.sheet.read_white = Drag {1}, vit: {2} är läst och infört
control.sheet.read_black = Drag {1}, svart: {2} är läst och infört
control.sheet.unreadable_white = Drag {1}, vit: {2} kan inte läsas som ett drag; det står kvar som det är skrivet åt domaren
control.sheet.unreadable_black = Drag {1}, svart: {2} kan inte läsas som ett drag; det står kvar som det är skrivet åt domaren
control.sheet.ambiguous_white = Drag {1}, vit: {2} passar på mer än ett regelrätt drag; det står kvar som det är skrivet åt domaren
control.sheet.ambiguous_black = Drag {1}, svart: {2} passar på mer än ett regelrätt drag; det står kvar som det är skrivet åt domaren
control.sheet.illegal_white = Drag {1}, vit: {2} är inte ett regelrätt drag där; det står kvar som det är skrivet åt domaren
control.sheet.illegal_black = Drag {1}, svart: {2} är inte ett regelrätt drag där; det står kvar som det är skrivet åt domaren
control.sheet.unchecked_white = Drag {1}, vit: {2} står oläst eftersom ett tidigare drag är markerat; domaren avgör med anna ctl reconcile
control.sheet.unchecked_black = Drag {1}, svart: {2} står oläst eftersom ett tidigare drag är markerat; domaren avgör med anna ctl reconcile
control.sheet.move = Nästa drag i protokollet är drag {2}, inte {1}; för in dragen i ordning
control.reconcile.proposal = Förslag {1}: anna confirm {1} genomför det, anna override {1} låter partiet vara som det är
control.switch.on = {1}: på
control.switch.off = {1}: av
control.switched_on = Domaren har slagit på {1}
control.switched_off = Domaren har stängt av {1}

# Träning (ett schackprogram som motståndare, tips, genomgång, studium)
keypad.cmd.hint = tips
keypad.cmd.eval = bedömning
keypad.cmd.take_back = ta tillbaka mitt senaste drag
keypad.cmd.threat = vad min motståndare hotar med
keypad.help.stepping = I en genomgång eller ett studium: {1} ensam, nästa drag; {2} ensam, draget före. I ett studiums gissningsläge skriver du draget du själv skulle spela.
engine.level.beginner = nybörjare
engine.level.novice = van nybörjare
engine.level.casual = hobbyspelare
engine.level.club = klubbspelare
engine.level.strong = stark klubbspelare
engine.level.expert = expert
engine.level.full = full styrka
engine.level.elo = Elo {1}
engine.level.depth = djup {1}
uci.garbage = schackprogrammet skrev en rad som anna inte kan läsa (kolumn {1})
uci.score = schackprogrammet skrev en bedömning utan tal: {1}
uci.bestmove = schackprogrammet svarade {1}, som inte är ett lagligt drag här
engine.level = okänd styrka "{1}": beginner, novice, casual, club, strong, expert, full, ett Elotal från 1 till 4000 eller depth och ett tal från 1 till 60
engine.missing = Schackprogrammet {1} kan inte startas ({2}).
engine.crashed = Schackprogrammet stannade. Det startas igen med ställningen.
engine.hung = Schackprogrammet svarade inte i tid. Det startas igen med ställningen.
engine.garbage = Schackprogrammet gav ett felaktigt svar: {1}. Det startas igen med ställningen.
engine.gave_up = Schackprogrammet kan inte användas. Partiet fortsätter mellan två människor: motståndarens drag skrivs på det andra tangentbordet eller med anna move.
engine.ready = schackprogram {1} redo, styrka {2}
engine.plays_white = Schackprogrammet spelar vit, styrka {1}. Du spelar svart.
engine.plays_black = Schackprogrammet spelar svart, styrka {1}. Du spelar vit.
training.refused = Inte i turnering: reglerna tillåter varken schackprogram, tips eller bedömningar där.
training.no_engine = Det finns inget schackprogram för det.
training.busy = Ett ögonblick, schackprogrammet räknar fortfarande.
training.hint = Tips: {1}
training.hint_piece = Tips: flytta {1}
training.no_move = Det finns inget drag att spela.
training.threat = Din motståndare hotar med {1}
training.in_check = Du står i schack.
training.taken_back = Tillbakataget: {1} halvdrag. Ställ upp ditt bräde som förut.
training.nothing_back = Det finns inget drag av dig att ta tillbaka.
eval.equal = Ställningen är ungefär lika.
eval.white_slightly = Vit står något bättre.
eval.black_slightly = Svart står något bättre.
eval.white_pawn = Vit står ungefär en bonde bättre.
eval.black_pawn = Svart står ungefär en bonde bättre.
eval.white_pawns = Vit står ungefär {1} bönder bättre.
eval.black_pawns = Svart står ungefär {1} bönder bättre.
eval.white_winning = Vit står till vinst.
eval.black_winning = Svart står till vinst.
eval.white_mates = Vit gör matt i {1} drag.
eval.black_mates = Svart gör matt i {1} drag.
eval.white_mated = Vit är schackmatt.
eval.black_mated = Svart är schackmatt.
review.mistake = Drag {1}: du spelade {2}. Bättre var {3}.
review.cost = Det kostade ungefär {1}.
review.pawns = {1} bönder
review.percent = {1} procent av dina vinstchanser
review.saved = det kommenterade partiet finns i {1}
review.pgn_better = bättre var {1} {2}
review.none = Inga stora misstag i detta parti.
review.summary = Genomgången har {1} drag där du förlorade mycket.
review.end = Slut på genomgången.
review.start = Genomgången av ditt parti.
review.threshold = okänd gräns "{1}": hundradels bönder (till exempel 150) eller en vinstchans i procent (till exempel 20%)
study.opened = {1} mot {2}, {3} halvdrag.
study.start = Utgångsställningen.
study.move = {1}: {2}
study.end = Partiets slut: {1}
study.guess_right = Rätt: {1} var partiets drag.
study.guess_wrong = Du spelade {1}; i partiet hände {2}.
study.guess_eval = Ditt drag var ungefär {1} sämre.
study.score = Du hittade {1} av {2} drag.
study.your_turn = Ditt drag: vad skulle du spela?
study.empty = {1} har inget parti med drag.
study.closed = Studien är stängd; tillbaka till ditt parti. Klockan väntar tills du startar den igen.
study.none = Ingen studie är öppen.
# anna position and anna pgn check --status (tools/status.c)
status.side = Vid draget: {1}.
status.moves = Lagliga drag ({1}): {2}
status.not_check = Ingen schack.
status.check = {1} står i schack.
status.checkmate = {1} är schackmatt.
status.stalemate = {1} är patt.
status.dead = Död ställning: ingen sida kan göra matt med någon följd av lagliga drag.
status.not_dead = Inte en död ställning.
status.dead_unknown = Det är inte känt om ställningen är död.
status.repetitions = Antal gånger ställningen har förekommit: {1}.
status.count = Drag utan slag eller bondedrag: {1} ({2} halvdrag). Efter 50 kan remi begäras; efter 75 slutar partiet.
status.threefold_claim = Sidan vid draget kan begära remi genom upprepning.
status.fifty_claim = Sidan vid draget kan begära remi enligt 50-dragsregeln.
status.mate.yes = {1} kan fortfarande göra matt, till exempel: {2}
status.mate.done = {1} har gjort matt.
status.mate.no = {1} kan inte göra matt: {2}.
status.mate.unknown = {1}: det är inte känt om matt är möjlig; sökningen stannade efter {2} ställningar.
status.reason.material = materialet räcker inte till någon matt
status.reason.locked = ställningen är blockerad för gott, så ingen pjäs någonsin kan göra kungen matt
status.reason.searched = varje ställning som kan uppstå har undersökts och ingen är matt
status.game = Parti {1}, slutställning:
# The tournament hall link (docs/hall.md)
hall.url = Hallens broker {1} är ingen adress anna kan använda; skriv mqtt://värd:port eller mqtts://värd:port
hall.name = Namnet {1} kan inte användas i hallen: 1 till 63 tecken, utan snedstreck, plus, fyrkant eller styrtecken
hall.start = Förbindelsen med hallen kunde inte starta ({1})
hall.tls = Hallförbindelsen kan inte använda TLS-filen {1} ({2})
hall.down = Förbindelsen med hallen på {1} är bruten; partiet fortsätter och anna försöker igen
hall.drift.vi = Den synskadade spelarens bräde visar inte partiet
hall.drift.sighted = Den seende spelarens bräde visar inte partiet
hall.drift.both = Inget av brädena visar partiet
shared.white_to_move = Vit är vid draget.
shared.black_to_move = Svart är vid draget.
hall.up = Förbindelsen med hallen på {1} fungerar
hall.command.bad = Ett kommando från hallen förstods inte; det ska vara ett JSON-objekt med cmd och args som text
hall.command.refused = Kommandot {1} kan inte ges från hallen; använd anna-kommandot vid brädet
hall.write = Kan inte skriva {1} ({2})

# The hall page (hall/www), written out by anna hall words
hall.page.lang = sv
hall.page.title = anna: hallen
hall.page.skip = Hoppa till borden
hall.page.connecting = Ansluter till hallen…
hall.page.connected = Ansluten till hallen
hall.page.disconnected = Inte ansluten till hallen; försöker igen
hall.page.boards = Bord, de som behöver domaren först
hall.page.board = Bord
hall.page.alarm = Behöver domaren
hall.page.no_alarm = nej
hall.page.white = Vit
hall.page.black = Svart
hall.page.clock_white = Vits klocka
hall.page.clock_black = Svarts klocka
hall.page.state = Läge
hall.page.last_move = Senaste drag
hall.page.live_pgn = Alla partier som PGN (direkt)
hall.page.signin = Inloggning för domare
hall.page.username = Användare
hall.page.password = Lösenord
hall.page.signin_button = Logga in
hall.page.board_title = anna: ett bord
hall.page.board_heading = Bord {1}
hall.page.back = Tillbaka till alla bord
hall.page.players = Spelare och klockor
hall.page.decisions = Öppna beslut
hall.page.no_decisions = Inga
hall.page.decision = Beslut {1}: {2}
hall.page.confirm = Bekräfta
hall.page.override = Ändra
hall.page.sent = {1} skickat; väntar på bordets svar
hall.page.position = Ställning
hall.page.position_caption = Ställningen, vit nederst
hall.page.square_piece = {1}: {2} {3}
hall.page.square_empty = {1}: tom
hall.page.piece_king = kung
hall.page.piece_queen = dam
hall.page.piece_rook = torn
hall.page.piece_bishop = löpare
hall.page.piece_knight = springare
hall.page.piece_pawn = bonde
hall.page.moves = Drag
hall.page.display_title = anna: vad som annonseras
hall.page.display_heading = Bord {1}: vad som annonseras
hall.page.earlier = Tidigare
hall.page.alarm_offline = bordet är inte anslutet
hall.page.alarm_decision = beslut {1}: {2}
hall.page.alarm_arbiter = partiet väntar på domaren
hall.page.alarm_drift = borden skiljer sig: {1}
hall.page.alarm_device = saknas: {1}
hall.page.alarm_flag = {1} har mindre än en minut
hall.page.board_alarm = Bord {1}: {2}
hall.page.state_offline = inte ansluten
hall.page.state_setup = inte påbörjat
hall.page.state_running = pågår
hall.page.state_paused = pausat
hall.page.state_arbiter = väntar på domaren
hall.page.state_ended = avslutat
hall.page.to_move = {1} vid draget

# What scripts/install-hall says (anna hall tell)
hall.install.start = Hallen ställs in för evenemanget {1}.
hall.install.bad_boards = --boards ska vara ett tal från 1 till 999, inte {1}.
hall.install.bad_event = Evenemangets namn {1} kan inte användas: 1 till 63 tecken, utan snedstreck, plus eller fyrkant.
hall.install.page = Hallsidan ligger i {1}.
hall.install.accounts = {1} brokerkonton, domarens och ett per bord; lösenorden finns i {2}, läsbara bara för root.
hall.install.broker = Borden ansluter på port {1}; sidan visas på port {2}.
hall.install.root = Allt skrevs under {1}; inget startades.
hall.install.done = Hallen är klar. Sidan: {1}. Direkt-PGN: {2}.
hall.install.no_systemd = systemd körs inte här: starta själv brokern ({1}) och anna hall broadcast.
config.hall_board = {1}: avsnittet [hall] behöver board = bordets namn eller nummer i hallen
config.shared_engine = {1}: sighted-keypad = shared är för en person som motståndare, men [engine] säger opponent = engine. Välj ett av dem.
config.hall_event = {1}: avsnittet [hall] behöver ett evenemangsnamn som kan användas i hallen (event = ..., 1 till 63 tecken utan snedstreck, plus eller fyrkant), inte {2}
hall.password = Hallens lösenordsfil {1} kan inte läsas ({2}); förbindelsen med hallen är avstängd
