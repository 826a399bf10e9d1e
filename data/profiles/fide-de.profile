# anna profile fide-de: the FIDE annex words (German), the default profile.
# Format: docs/profiles.md. One `key = text` per line; # starts a comment
# line. {1}..{4} are filled in by anna (a square, a number, the input).
# Source of the words: docs/rules.md VOC-1.

# espeak-ng voice
voice = de

# Files a..h and ranks 1..8, counted from White's side (VOC-1)
file.a = Anna
file.b = Bella
file.c = Cesar
file.d = David
file.e = Eva
file.f = Felix
file.g = Gustav
file.h = Hector
rank.1 = eins
rank.2 = zwei
rank.3 = drei
rank.4 = vier
rank.5 = fünf
rank.6 = sechs
rank.7 = sieben
rank.8 = acht

# Pieces as spoken
piece.king = König
piece.queen = Dame
piece.rook = Turm
piece.bishop = Läufer
piece.knight = Springer
piece.pawn = Bauer

# Piece letters of written notation (scoresheets, SAN) for K Q R B N P,
# separated by blanks (core/notation.h, anna_letters_parse)
letters = K D T L S B

# Braille (docs/braille.md): the liblouis table of this language's braille
# code, and the words of a braille scoresheet (BRF)
braille.table = de-g0.utb
brf.title = Partieformular
brf.event = Turnier: {1}
brf.site = Ort: {1}
brf.date = Datum: {1}
brf.round = Runde: {1}
brf.white = Weiß: {1}
brf.black = Schwarz: {1}
brf.result = Ergebnis: {1}
braille.table_missing = Die Braille-Tafel {1} lässt sich nicht laden. Installieren Sie liblouis-data oder nennen Sie eine Tafel, die liblouis hat (ls /usr/share/liblouis/tables), zum Beispiel --table de-g0.utb.
braille.text = Der Text für Braille ist kein UTF-8.
braille.unavailable = Dieses anna wurde ohne liblouis gebaut und kann keine Brailleschrift schreiben. Installieren Sie liblouis-dev und bauen Sie anna neu.
braille.size = Eine Braille-Seite muss {1} bis {2} Zellen oder Zeilen haben.
display.unavailable = Die Braillezeile ist über brltty unter {1} nicht erreichbar ({2}). Starten Sie brltty mit angeschlossener Braillezeile (sudo systemctl start brltty) oder nennen Sie den richtigen BrlAPI-Host; die anderen Ausgaben laufen weiter.
display.silent = Die Braillezeile ist nicht erreichbar: brltty unter {1} hat die Verbindung angenommen, aber in {2} Sekunden nicht geantwortet. Starten Sie brltty neu (sudo systemctl restart brltty), danach anna; die anderen Ausgaben laufen weiter.
display.gone = Die Braillezeile ist nicht mehr erreichbar: brltty unter {1} hat die Verbindung geschlossen. Starten Sie brltty wieder (sudo systemctl start brltty), danach anna; die anderen Ausgaben laufen weiter.
display.none = brltty unter {1} antwortet, aber an brltty ist keine Braillezeile angeschlossen. Schließen Sie die Braillezeile an, prüfen Sie Treiber und Gerät in /etc/brltty.conf (braille-driver, braille-device), starten Sie brltty neu (sudo systemctl restart brltty), danach anna; die anderen Ausgaben laufen weiter.
display.unbuilt = Dieses anna wurde ohne libbrlapi gebaut und kann keine Braillezeile nutzen. Installieren Sie libbrlapi-dev und bauen Sie anna neu.
display.keymap_open = Die Braille-Tastenbelegung {1} lässt sich nicht öffnen ({2}). Prüfen Sie Namen und Rechte.
display.keymap_line = Die Braille-Tastenbelegung {1}, Zeile {2}, ist nicht lesbar: schreiben Sie BEFEHL = AKTION mit einem Befehl von brltty und einer Aktion von anna (docs/braille.md).
cmd.braille.sample = Springer g1-f3
cmd.braille.key = Taste: {1}
help.braille = anna braille test [--host HOST] [--auth DATEI] [--table TAFEL] [--keys DATEI] [--seconds N] [SATZ...]\n\nZeigt jeden Satz (sonst einen Zug) in der Brailleschrift des Profils auf der Braillezeile, die brltty betreibt, um sie vor einer Partie zu prüfen, und liest dann --seconds lang ihre Tasten: die Navigationstasten zeigen das nächste und vorige Fenster des Satzes, die Zeilentasten die Sätze davor und danach; die Aktion jeder anderen Taste wird ausgegeben.\n  --host HOST     BrlAPI von brltty (sonst BrlAPIs Vorgabe oder $BRLAPI_HOST)\n  --auth DATEI    BrlAPIs Schlüsseldatei oder none (sonst BrlAPIs Vorgabe)\n  --table TAFEL   eine liblouis-Tafel (sonst die des Profils)\n  --keys DATEI    die Tastenbelegung (sonst data/braille/keys.map)\n  --seconds N     wie lange Tasten gelesen werden, 0 bis 3600 (sonst 0)\ndocs/braille.md erklärt es.
speechd.unavailable = anna erreicht speech-dispatcher nicht ({1}). Vorerst spricht anna mit seiner eigenen Stimme (espeak-ng), über die Soundkarte, wenn es eine gibt. Installieren und starten Sie ihn (sudo apt-get install speech-dispatcher; er startet mit Ihrer Sitzung) oder wählen Sie in annad.conf eine andere Ausgabe für diesen Zuhörer; die anderen Ausgaben laufen weiter.
speechd.unbuilt = Dieses anna wurde ohne libspeechd gebaut und kann nicht über speech-dispatcher sprechen. Installieren Sie libspeechd-dev und bauen Sie anna neu. Vorerst spricht anna mit seiner eigenen Stimme (espeak-ng), über die Soundkarte, wenn es eine gibt.
speechd.lost = speech-dispatcher antwortet nicht mehr (die Ausgabe von „{1}“ in annad.conf). anna spricht mit seiner eigenen Stimme (espeak-ng) weiter, über die Soundkarte, wenn es eine gibt, und sagt noch einmal, was speech-dispatcher nicht gesagt hat. anna versucht alle 2 Sekunden, ihn wieder zu erreichen: Starten Sie speech-dispatcher wieder, um Ihre eigene Stimme zu hören.
speechd.back = speech-dispatcher antwortet wieder (die Ausgabe von „{1}“ in annad.conf): Sie hören wieder Ihre eigene Stimme.

# Move phrases
castle.short = Kurze Rochade
castle.long = Lange Rochade
move.takes = schlägt
move.promotes = Umwandlung in
move.en_passant = en passant
move.check = Schach
move.checkmate = Schachmatt
move.stalemate = Patt
color.white = Weiß
color.black = Schwarz

# Pronunciation fixes: fix.<word> = espeak-ng phonemes, used only for
# synthesis. espeak-ng 1.51 stresses "Rochade" on the first syllable and
# says its ch as in "Bach".
fix.Rochade = rO'SA:d@
# It also says Cesar with a k, stresses David on -vid and Schachmatt on
# Schach, and reads en passant as German ("een passant" with its t).
fix.Cesar = ts'E:zar
fix.David = d'A:vIt
fix.Schachmatt = Sax'mat
fix.en = A~
fix.passant = pas'A~

# The end of the game, said after the move. .white / .black: the side
# that was mated, resigned or overstepped the time.
end.checkmate.white = Schwarz gewinnt durch Schachmatt.
end.checkmate.black = Weiß gewinnt durch Schachmatt.
end.resigned.white = Weiß gibt auf. Schwarz gewinnt.
end.resigned.black = Schwarz gibt auf. Weiß gewinnt.
end.time.white = Weiß hat die Zeit überschritten. Schwarz gewinnt.
end.time.black = Schwarz hat die Zeit überschritten. Weiß gewinnt.
end.time_draw = Zeit überschritten, aber der Gegner kann nicht mehr mattsetzen. Remis.
end.stalemate = Patt. Remis.
end.dead_position = Kein Matt mehr möglich. Remis.
end.repetition5 = Fünfmalige Stellungswiederholung. Remis.
end.moves75 = Fünfundsiebzig Züge ohne Schlagen und ohne Bauernzug. Remis.
end.repetition3 = Dreimalige Stellungswiederholung. Remis.
end.moves50 = Fünfzig Züge ohne Schlagen und ohne Bauernzug. Remis.
end.agreement = Remis durch Vereinbarung.

# Cardinal numbers for the clock and move counts (0..99, the hundreds,
# and how a hundred joins the rest: {1} hundreds, {2} the 1..99 word).
# The unit phrases below carry the gender of "one".
num.0 = null
num.1 = eins
num.2 = zwei
num.3 = drei
num.4 = vier
num.5 = fünf
num.6 = sechs
num.7 = sieben
num.8 = acht
num.9 = neun
num.10 = zehn
num.11 = elf
num.12 = zwölf
num.13 = dreizehn
num.14 = vierzehn
num.15 = fünfzehn
num.16 = sechzehn
num.17 = siebzehn
num.18 = achtzehn
num.19 = neunzehn
num.20 = zwanzig
num.21 = einundzwanzig
num.22 = zweiundzwanzig
num.23 = dreiundzwanzig
num.24 = vierundzwanzig
num.25 = fünfundzwanzig
num.26 = sechsundzwanzig
num.27 = siebenundzwanzig
num.28 = achtundzwanzig
num.29 = neunundzwanzig
num.30 = dreißig
num.31 = einunddreißig
num.32 = zweiunddreißig
num.33 = dreiunddreißig
num.34 = vierunddreißig
num.35 = fünfunddreißig
num.36 = sechsunddreißig
num.37 = siebenunddreißig
num.38 = achtunddreißig
num.39 = neununddreißig
num.40 = vierzig
num.41 = einundvierzig
num.42 = zweiundvierzig
num.43 = dreiundvierzig
num.44 = vierundvierzig
num.45 = fünfundvierzig
num.46 = sechsundvierzig
num.47 = siebenundvierzig
num.48 = achtundvierzig
num.49 = neunundvierzig
num.50 = fünfzig
num.51 = einundfünfzig
num.52 = zweiundfünfzig
num.53 = dreiundfünfzig
num.54 = vierundfünfzig
num.55 = fünfundfünfzig
num.56 = sechsundfünfzig
num.57 = siebenundfünfzig
num.58 = achtundfünfzig
num.59 = neunundfünfzig
num.60 = sechzig
num.61 = einundsechzig
num.62 = zweiundsechzig
num.63 = dreiundsechzig
num.64 = vierundsechzig
num.65 = fünfundsechzig
num.66 = sechsundsechzig
num.67 = siebenundsechzig
num.68 = achtundsechzig
num.69 = neunundsechzig
num.70 = siebzig
num.71 = einundsiebzig
num.72 = zweiundsiebzig
num.73 = dreiundsiebzig
num.74 = vierundsiebzig
num.75 = fünfundsiebzig
num.76 = sechsundsiebzig
num.77 = siebenundsiebzig
num.78 = achtundsiebzig
num.79 = neunundsiebzig
num.80 = achtzig
num.81 = einundachtzig
num.82 = zweiundachtzig
num.83 = dreiundachtzig
num.84 = vierundachtzig
num.85 = fünfundachtzig
num.86 = sechsundachtzig
num.87 = siebenundachtzig
num.88 = achtundachtzig
num.89 = neunundachtzig
num.90 = neunzig
num.91 = einundneunzig
num.92 = zweiundneunzig
num.93 = dreiundneunzig
num.94 = vierundneunzig
num.95 = fünfundneunzig
num.96 = sechsundneunzig
num.97 = siebenundneunzig
num.98 = achtundneunzig
num.99 = neunundneunzig
num.100 = hundert
num.200 = zweihundert
num.300 = dreihundert
num.400 = vierhundert
num.500 = fünfhundert
num.600 = sechshundert
num.700 = siebenhundert
num.800 = achthundert
num.900 = neunhundert
num.compose = {1}{2}

# Quantities: .one with the unit's gender, .many with the number {1}
unit.hour.one = eine Stunde
unit.hour.many = {1} Stunden
unit.minute.one = eine Minute
unit.minute.many = {1} Minuten
unit.second.one = eine Sekunde
unit.second.many = {1} Sekunden
unit.move.one = ein Zug
unit.move.many = {1} Züge

# Where an error was found: {1} the message, {2} line, {3} column
error.at_line = {1} (Zeile {2})
error.at_line_column = {1} (Zeile {2}, Spalte {3})

# anna say: {1} which move, {2} the move as typed, {3} what is wrong
say.bad_move = Zug {1} „{2}“: {3}
# {1} a move that means {2} with this profile's letters, {3} with English ones
say.letter_sets = „{1}“ ist mit den Buchstaben dieses Profils der Zug {2}, mit englischen Buchstaben der Zug {3}. Schreiben Sie ihn eindeutig, etwa lang ({2}) oder als UCI.
say.white_to_move = „{1}“ ist ein Zug von Schwarz, aber Weiß ist am Zug. Prüfen Sie die Reihenfolge der Züge.
say.black_to_move = „{1}“ ist ein Zug von Weiß, aber Schwarz ist am Zug. Prüfen Sie die Reihenfolge der Züge.

# ---- Messages (core/messages.def) ----
msg.none = Kein Fehler.

# FEN (core/fen.c)
fen.empty = Die FEN ist leer. Geben Sie eine Stellung an, zum Beispiel die Grundstellung.
fen.fields = Felder in der FEN: {1}; nötig sind 6 (oder 4): Stellung, Zugrecht, Rochaderechte, En-passant-Feld, Halbzüge, Zugnummer, durch Leerzeichen getrennt.
fen.rank_count = FEN-Feld 1: {1} Reihen statt 8. Trennen Sie die acht Reihen mit „/“, von Reihe 8 bis Reihe 1.
fen.rank_length = FEN-Feld 1: Reihe {1} beschreibt {2} Felder statt 8. Zählen Sie die Figuren und Ziffern dieser Reihe nach.
fen.piece_char = FEN-Feld 1: Reihe {1} enthält „{2}“, das ist weder eine Figur (K Q R B N P, schwarz klein) noch eine Ziffer von 1 bis 8.
fen.side = FEN-Feld 2: „{1}“ ist kein Zugrecht. Schreiben Sie w für Weiß oder b für Schwarz.
fen.castling_char = FEN-Feld 3: „{1}“ ist kein Rochaderecht. Erlaubt sind K, Q, k und q in dieser Reihenfolge, oder - für keines.
fen.castling_repeat = FEN-Feld 3: das Rochaderecht „{1}“ steht doppelt. Schreiben Sie K, Q, k und q je höchstens einmal.
fen.castling_pieces = FEN-Feld 3: Rochaderecht {1}, aber König oder Turm stehen nicht auf ihrem Ausgangsfeld. Streichen Sie das Recht oder korrigieren Sie die Stellung.
fen.ep_square = FEN-Feld 4: „{1}“ ist kein Feld. Schreiben Sie das Feld hinter dem eben doppelt gezogenen Bauern, etwa e3, oder -.
fen.ep_rank = FEN-Feld 4: das En-passant-Feld {1} liegt nicht auf Reihe 3 oder 6. Schreiben Sie das Feld hinter dem eben doppelt gezogenen Bauern, oder -.
fen.ep_rank_white = FEN-Feld 4: wenn Weiß am Zug ist, muss das En-passant-Feld {1} auf Reihe 6 liegen, hinter dem eben doppelt gezogenen schwarzen Bauern. Schreiben Sie dieses Feld oder -.
fen.ep_rank_black = FEN-Feld 4: wenn Schwarz am Zug ist, muss das En-passant-Feld {1} auf Reihe 3 liegen, hinter dem eben doppelt gezogenen weißen Bauern. Schreiben Sie dieses Feld oder -.
fen.ep_no_pawn = FEN-Feld 4: zum En-passant-Feld {1} gehört kein Bauer, der eben zwei Felder gezogen hat. Schreiben Sie - oder korrigieren Sie die Stellung.
fen.ep_occupied = FEN-Feld 4: zum En-passant-Feld {1} muss {2} leer sein, dort steht aber etwas. Schreiben Sie - oder korrigieren Sie die Stellung.
fen.ep_halfmove = FEN-Felder 4 und 5: En-passant-Feld {1}, aber der Halbzugzähler ist {2}; direkt nach einem Doppelschritt ist er 0. Schreiben Sie - in Feld 4 oder 0 in Feld 5.
fen.ep_check = FEN-Feld 4: En-passant-Feld {1}, aber der König am Zug steht im Schach von {2}, das dieser Doppelschritt nicht gegeben haben kann. Schreiben Sie - oder korrigieren Sie die Stellung.
fen.halfmove = FEN-Feld 5: „{1}“ ist keine Zahl von Halbzügen. Schreiben Sie eine ganze Zahl ab 0.
fen.fullmove = FEN-Feld 6: „{1}“ ist keine Zugnummer. Schreiben Sie eine ganze Zahl ab 1.
fen.white_kings = FEN-Feld 1: Weiß hat {1} Könige, es muss genau einer sein.
fen.black_kings = FEN-Feld 1: Schwarz hat {1} Könige, es muss genau einer sein.
fen.pawn_rank = FEN-Feld 1: auf {1} steht ein Bauer, aber auf Reihe 1 und 8 kann kein Bauer stehen.
fen.white_too_many = FEN-Feld 1: Weiß hat {1} Steine; eine Seite hat höchstens 16. Korrigieren Sie die Stellung.
fen.black_too_many = FEN-Feld 1: Schwarz hat {1} Steine; eine Seite hat höchstens 16. Korrigieren Sie die Stellung.
fen.white_too_many_pawns = FEN-Feld 1: Weiß hat {1} Bauern; eine Seite hat höchstens 8. Korrigieren Sie die Stellung.
fen.black_too_many_pawns = FEN-Feld 1: Schwarz hat {1} Bauern; eine Seite hat höchstens 8. Korrigieren Sie die Stellung.
fen.white_too_many_promoted = FEN-Feld 1: Weiß hat {1} Figuren mehr als zu Beginn, aber es fehlen nur {2} Bauern, die umgewandelt worden sein können. Korrigieren Sie die Stellung.
fen.black_too_many_promoted = FEN-Feld 1: Schwarz hat {1} Figuren mehr als zu Beginn, aber es fehlen nur {2} Bauern, die umgewandelt worden sein können. Korrigieren Sie die Stellung.
fen.opponent_in_check = FEN: die Seite, die nicht am Zug ist, steht im Schach. Das kann in keiner Partie vorkommen; prüfen Sie das Zugrecht in Feld 2 und die Stellung.
fen.impossible_check = FEN: der König am Zug steht im Schach von {1} Figuren, ein Zug gibt aber höchstens zweifach Schach. Korrigieren Sie die Stellung.
fen.impossible_double_check = FEN: der König am Zug steht zugleich im Schach von {1} und {2}, aber zwei Bauern oder Springer geben nie zugleich Schach. Korrigieren Sie die Stellung.
fen.double_check_lines = FEN: der König am Zug steht zugleich im Schach von {1} und {2}, aber kein einzelner Zug kann das eine Schach geben und das andere aufdecken. Korrigieren Sie die Stellung.
fen.trailing = FEN: nach den sechs Feldern steht noch „{1}“. Entfernen Sie es.

# Notation (core/notation.c): reading moves (the move as typed comes first), piece letter sets
notation.empty = Es wurde kein Zug angegeben. Geben Sie einen Zug ein, zum Beispiel Sf3, e2-e4 oder 5254.
notation.unreadable = „{1}“ ist als Zug nicht lesbar: Zeichen {2} passt nicht. Schreiben Sie ihn wie Sf3, exd5, e8=D, 0-0, g1f3 oder 7163.
notation.illegal = {1} ist in dieser Stellung kein regelgemäßer Zug. Prüfen Sie Figur, Felder und wer am Zug ist.
notation.ambiguous = {1} ist mehrdeutig: es passt zu {2}. Geben Sie Linie oder Reihe der ziehenden Figur an.
notation.letter_sets = „{1}“ ist mit den Buchstaben dieses Profils der Zug {2}, mit englischen Buchstaben der Zug {3}. Schreiben Sie ihn eindeutig, etwa lang ({2}) oder als UCI.
notation.castling_illegal = {1}: die Rochade ist jetzt nicht erlaubt (König oder Turm haben schon gezogen, ein Feld dazwischen ist besetzt, oder der König steht im Schach, überquert ein angegriffenes Feld oder landet auf einem).
notation.promotion_missing = {1} ist eine Bauernumwandlung: geben Sie die neue Figur an, etwa =D, =T, =L oder =S.
notation.promotion_piece = {1}: ein Bauer kann nur in Dame, Turm, Läufer oder Springer umgewandelt werden.
notation.promotion_unexpected = {1}: bei diesem Zug erreicht kein Bauer die letzte Reihe, es gibt keine Umwandlung. Streichen Sie die Figur hinter dem Feld.
notation.not_capture = {1}: auf {2} ist nichts zu schlagen. Streichen Sie das x oder prüfen Sie das Feld.
notation.not_en_passant = {1}: dieser Zug ist kein Schlagen en passant. Streichen Sie „e.p.“ oder prüfen Sie den Zug.
notation.letters_count = Die Figurenbuchstaben nennen {1} Buchstaben; nötig sind 5 (K D T L S) oder 6 (mit Bauer), durch Leerzeichen getrennt, für eigene schwarze Buchstaben danach „/“ und die schwarzen.
notation.letters_too_long = Der Figurenbuchstabe „{1}“ ist länger als {2} Bytes. Wählen Sie einen kürzeren.
notation.letters_missing = Figurenbuchstabe Nummer {1} fehlt (gezählt Weiß K D T L S B, dann Schwarz K D T L S B). Geben Sie für jede Figur einen Buchstaben an.
notation.letters_reserved = Der Figurenbuchstabe „{1}“ beginnt mit einem Zeichen der Notation selbst (Linie a-h, Ziffer, x, O, -, =, +, # und ähnliche). Wählen Sie einen anderen.
notation.letters_duplicate = Die Figurenbuchstaben „{1}“ und „{2}“ sind nicht zu unterscheiden: einer ist gleich dem anderen oder dessen Anfang. Wählen Sie verschiedene Buchstaben.
notation.letters_utf8 = Figurenbuchstabe Nummer {1} (gezählt Weiß K D T L S B, dann Schwarz K D T L S B) ist kein gültiger UTF-8-Text oder enthält ein Steuerzeichen. Schreiben Sie ihn neu.

# Profiles (speech/profile.c); the line number is added by error.at_line
profile.name = „{1}“ ist kein Profilname. Ein Name besteht aus Buchstaben, Ziffern, - und _, zum Beispiel fide-de.
profile.open = Die Profildatei {1} lässt sich nicht öffnen. Prüfen Sie den Namen und den Datenordner (ANNA_DATADIR).
profile.read = Die Profildatei {1} lässt sich nicht lesen. Prüfen Sie die Datei und ihre Rechte.
profile.too_large = Die Profildatei {1} ist größer als {2} Bytes; das ist keine Profildatei.
profile.bad_utf8 = {1}: die Zeile ist kein gültiges UTF-8. Speichern Sie die Datei in der Kodierung UTF-8.
profile.no_equals = {1}: in „{2}“ fehlt das „=“. Jede Zeile ist „Schlüssel = Text“, leer, oder ein Kommentar mit #.
profile.empty_key = {1}: vor dem „=“ fehlt der Schlüssel.
profile.empty_value = {1}: Schlüssel {2} hat keinen Text. Schreiben Sie den Text hinter das „=“.
profile.unknown_key = {1}: Schlüssel {2} ist unbekannt. Prüfen Sie die Schreibweise; alle Schlüssel stehen in docs/profiles.md.
profile.duplicate_key = {1}: Schlüssel {2} steht schon in Zeile {3}. Löschen Sie eine der beiden Zeilen.
profile.missing_key = {1}: Schlüssel {2} fehlt. Ergänzen Sie eine Zeile „{2} = Text“.
profile.placeholder = {1}: in {2} ist „{3}“ kein gültiger Platzhalter. Dieser Text kann {4} Werte einsetzen, geschrieben {{1}}, {{2}} und so weiter; eine Klammer selbst schreiben Sie doppelt.
profile.bad_base = {1}: das Basisprofil „{2}“ gibt es nicht. Es muss als Datei {2}.profile im selben Ordner liegen, ihr Name aus Buchstaben, Ziffern, - und _.
profile.base_cycle = {1}: das Basisprofil „{2}“ erbt wieder von diesem Profil, oder die Kette ist zu lang. Entfernen Sie eine base-Zeile.
profile.bad_fix = {1}: die Ausspracheregel {2} ist ungültig. Das Wort darf keine Leerzeichen und keine eckigen Klammern enthalten, die Phoneme keine eckigen Klammern.
profile.escape = {1}: In {2} ist „{3}“ keine gültige Maskierung. Schreiben Sie \\n für einen Zeilenumbruch und \\\\ für einen Backslash.
profile.nomem = Zu wenig Speicher, um das Profil zu laden.

# Time controls and the clock's messages (core/timecontrol.c, core/clock.c)
tc.empty = Die Bedenkzeit fehlt. Geben Sie eine an, zum Beispiel 90m/40 + 30m, +30s.
tc.unknown = Die Bedenkzeit ist „?“ (unbekannt). Geben Sie die wirkliche Bedenkzeit an.
tc.untimed = Die Bedenkzeit ist „-“ (ohne Uhr). Die Uhr braucht eine Bedenkzeit.
tc.sandclock = Sanduhr-Bedenkzeiten („*“) werden nicht unterstützt. Geben Sie eine gewöhnliche Bedenkzeit an.
tc.char = Bedenkzeit, Periode {1}: unerwartetes Zeichen „{2}“. Prüfen Sie dort die Schreibweise.
tc.number = Bedenkzeit, Periode {1}: „{2}“ ist keine gültige Zahl. Höchstens drei Nachkommastellen.
tc.moves_missing = Bedenkzeit, Periode {1}: die Zahl der Züge vor „/“ fehlt.
tc.moves_range = Bedenkzeit, Periode {1}: {2} Züge liegen außerhalb von 1 bis 1000.
tc.time_missing = Bedenkzeit, Periode {1}: die Zeit fehlt.
tc.time_range = Bedenkzeit, Periode {1}: „{2}“ ist zu lang. Höchstens 100 Stunden.
tc.first_no_time = Bedenkzeit: die erste Periode hat keine Zeit. Geben Sie ihr eine Grundzeit.
tc.bonus_missing = Bedenkzeit, Periode {1}: nach dem Zeichen fehlt die Zusatzzeit.
tc.bonus_zero = Bedenkzeit, Periode {1}: die Zusatzzeit ist null. Geben Sie Sekunden an oder lassen Sie sie weg.
tc.rest_not_last = Bedenkzeit, Periode {1}: eine Periode für den Rest der Partie muss die letzte sein.
tc.too_many = Bedenkzeit: mehr als {1} Perioden. Verwenden Sie weniger.
tc.unit = Bedenkzeit, Periode {1}: „{2}“ braucht eine Einheit: h, m, s oder ms.
tc.duration = „{1}“ ist keine Zeit. Schreiben Sie sie als 90s, 2m, 1m30s, 1:30 (Minuten:Sekunden) oder 1:02:03 (Stunden), oder in Millisekunden (90000).
tc.from_move = Bedenkzeit: Zug {1} beginnt keine Periode oder steht in falscher Reihenfolge. Nennen Sie den ersten Zug einer Periode.
tc.trailing = Bedenkzeit: „{1}“ bleibt am Ende übrig. Entfernen Sie es.
tc.preset = Es gibt keine vorgegebene Bedenkzeit „{1}“.
tc.edition = Die Ausgabe {1} der Regeln ist unbekannt. Verwenden Sie 2009, 2014 oder 2017.
clock.state = Uhr: die Aktion {1} ist im Zustand {2} nicht möglich.
clock.time_backwards = Uhr: die Zeit ist zurückgelaufen ({1} ms nach {2} ms). Das ist ein Programmfehler; bitte melden.
clock.side = Uhr: {1} ist keine Seite (0 Weiß, 1 Schwarz).
clock.not_on_move = Uhr: gedrückt hat die Seite, die nicht am Zug ist. Nichts wurde geändert.
clock.ply = Uhr: einen Zug {1} zum Zurückgehen gibt es nicht; {2} Stellungen sind gespeichert.
clock.adjust = Uhr: der Wert {1} liegt für diese Korrektur außerhalb des Bereichs.
clock.no_flag = Uhr: kein Fallblättchen ist gefallen.
clock.clk = „{1}“ ist keine Uhrzeit-Angabe. Schreiben Sie H:MM:SS.

# The talking clock (speech/render_clock.c): who, then the templates;
# {1} is who, {2} a duration or a number of moves
clock.who.own = Sie
clock.who.opponent = Gegner
clock.who.white = Weiß
clock.who.black = Schwarz
clock.time = {1}: {2}
clock.moves_made = {1}: {2} gespielt
clock.to_control = {1}: noch {2} bis zur Zeitkontrolle
clock.sudden_death = {1}: keine weitere Zeitkontrolle
clock.warning = {1}: noch {2}
clock.control_reached = {1}: Zeitkontrolle erreicht, {2} dazu
clock.flag = {1}: Zeit abgelaufen, das Fallblättchen ist gefallen
clock.time_used = {1}: {2} verbraucht

# Partieaufzeichnung und PGN (core/game.c, core/pgn.c)

# input/: evemu recordings, key maps, devices (messages.def)

# Sensor-board maps (board-io/boardmap.c); the line is added by error.at_line
# input/: the keypad: echoes, prompts, refusals, key labels, help (speech/words.def)

# Partieformulare und die Sitzung (core/scoresheet.c, core/session.c)
sheet.flagged = Zug {1} auf dem Partieformular ("{2}") war nicht lesbar, deshalb werden die Züge danach nicht geprüft. Korrigieren Sie zuerst Zug {1}.
sheet.no_entry = Das Partieformular hat keinen Eintrag {1}.
session.vi_side = {1} ist keine Seite für den sehbehinderten Spieler. Verwenden Sie 0 für Weiß oder 1 für Schwarz.

board.why.unfinished_promotion = Der Bauer auf der letzten Reihe muss umgewandelt werden.

session.withdrawn = Die Ansage wird zurückgenommen
session.not_made = Das Brett zeigt noch keinen Zug
session.draw_declined = Das Remisangebot ist abgelehnt
session.paused = Die Uhr ist angehalten
session.resumed = Die Uhr läuft wieder
session.paused.why = Die Uhr ist angehalten: {1}
session.paused.training = Die Uhr ist angehalten. Weiter geht es mit der Befehlstaste, Schrägstrich, dann 5.
session.pause_reason.disturbance = eine Störung
session.pause_reason.wrong_setting = die Uhr war falsch eingestellt
session.pause_reason.defective = die Uhr ist defekt
session.pause_reason.displaced = Figuren wurden verstellt
session.pause_reason.promotion_piece = eine Umwandlungsfigur wird geholt
session.pause_reason.reconcile = Bretter und Partieformulare werden verglichen
session.pause_reason.assistant = der Assistent wird gebraucht
session.entered = Angesagt: {1}
session.held.illegal_move = Das Spiel ist für den Schiedsrichter angehalten. {1}: unregelmäßiger Zug gemeldet. Bitte auf seine Entscheidung warten.
session.held.claim = Das Spiel ist für den Schiedsrichter angehalten. {1}: Remis reklamiert. Bitte auf seine Entscheidung warten.
session.held.quickplay = Das Spiel ist für den Schiedsrichter angehalten. {1}: Entscheidung in den letzten zwei Minuten verlangt. Bitte auf seine Entscheidung warten.
session.held.reconcile = Das Spiel ist für den Schiedsrichter angehalten: die Bretter werden mit den Partieformularen verglichen. Bitte auf seine Entscheidung warten.
session.held.flag = Das Spiel ist für den Schiedsrichter angehalten. {1}: Zeit überschritten. Warten Sie auf seine Entscheidung.
session.held.other = Das Spiel ist für den Schiedsrichter angehalten. Bitte auf seine Entscheidung warten.
session.decided.confirmed = Der Schiedsrichter hat entschieden: der Vorschlag gilt.
session.decided.overridden = Der Schiedsrichter hat gegen den Vorschlag entschieden.
session.adjusted.add = {1}: {2} vom Schiedsrichter hinzugefügt
session.adjusted.deduct = {1}: {2} vom Schiedsrichter abgezogen
session.adjusted.set = {1}: der Schiedsrichter hat die Uhr auf {2} gestellt
session.started.your_move = Die Partie beginnt. Sie spielen {1} und sind am Zug; Ihre Uhr läuft.
session.started.their_move = Die Partie beginnt. Sie spielen {1}; Ihr Gegner ist am Zug.
session.started.colours = Die Partie beginnt. {1} ist am Zug.
session.switched.on = Der Schiedsrichter hat eingeschaltet: {1}
session.switched.off = Der Schiedsrichter hat ausgeschaltet: {1}
session.switch.check_words = die Ansage von Schach und Matt
session.switch.clock_warnings = die automatischen Zeitwarnungen
session.switch.square_queries = Fragen nach Feldern und Figuren
session.switch.announcing_assistant = anna als ansagender Assistent
session.sheet_entry_white = Zug {1}, Weiß: {2}
session.sheet_entry_black = Zug {1}, Schwarz: {2}
session.square.empty = {1} ist leer
session.square.piece = Auf {1}: {2}
session.pieces = {1}: {2}
session.pieces.none = Kein {1} auf dem Brett
session.no_move = Noch kein Zug
session.refused.policy = In dieser Partie nicht erlaubt
session.refused.not_your_move = Sie sind nicht am Zug
session.refused.illegal_entry = Dieser Zug ist nicht möglich; bitte neu eingeben
session.refused.frozen = Zu spät: die Uhr wurde gedrückt
session.refused.nothing = Es gibt nichts zurückzunehmen oder abzulehnen
session.refused.wait_arbiter = Bitte auf den Schiedsrichter warten
session.refused.game_over = Die Partie ist beendet
session.refused.promotion = Zuerst die Umwandlungsfigur nennen: eine Ziffer, dann Enter
session.end.illegal.white = Schwarz gewinnt: regelwidrige Züge von Weiß.
session.end.illegal.black = Weiß gewinnt: regelwidrige Züge von Schwarz.
session.end.illegal_draw = Remis: ein regelwidriger Zug, aber der Gegner kann nicht mattsetzen.

# The driver and anna replay (driver/, tools/cmd_replay.c)
driver.no_keymap = Die Tastatur {1} hat keine Tastenbelegung: bitte eine angeben
driver.no_profile = Der Zuhörer {1} hat kein Profil: bitte eines angeben
driver.nomem = Kein Speicher mehr beim Start der Partie
driver.dgt_role = Ein DGT-Brett kann das Brett eines Spielers sein (vi-board oder sighted-board = dgt:...), nie eine Tastatur.
driver.shared_keypad = sighted-keypad = shared lässt den Gegner seine Züge auf der Tastatur des Spielers eingeben: geben Sie die Tastatur des Spielers an (vi-keypad) und dem Gegner keine eigene.
replay.device = '{1}' ist nicht ROLLE=DATEI: zum Beispiel vi-board=partie.evemu
replay.role = Unbekannte Rolle '{1}': vi-board, sighted-board, vi-keypad, sighted-keypad oder arbiter-keypad verwenden
replay.role_twice = Die Rolle {1} ist doppelt angegeben: jedes Gerät nur einmal
replay.no_device = Keine Aufnahme angegeben: --device ROLLE=DATEI verwenden
replay.bugs = Die Wiedergabe traf auf {1} unmögliche Zustände: bitte als Fehler melden
replay.not_board = Tastencode {1} ({2}) ist kein Loch eines Sensorbretts: das sieht nach der Aufnahme einer Tastatur aus. Für diese Rolle die Aufnahme des Sensorbretts angeben
replay.not_keypad = Tastencode {1} ({2}) ist ein Loch eines Sensorbretts, keine Taste: für diese Rolle die Aufnahme der Tastatur angeben
# Partieaufzeichnung und PGN (core/game.c, core/pgn.c)
game.illegal_move = Der Zug {1} ist in dieser Stellung nicht regelgemäß. Prüfen Sie das Brett und geben Sie einen regelgemäßen Zug an.
game.no_memory = Zu wenig Speicher, um die Partie aufzuzeichnen. Schließen Sie andere Programme und versuchen Sie es erneut.
game.edition = Eine Ausgabe {1} der FIDE-Schachregeln kennt anna nicht. Wählen Sie 2009, 2014 oder 2017.
pgn.tag_name = PGN: „{1}“ ist kein Tag. Eine Tag-Zeile sieht so aus: [Event "Vereinsmeisterschaft"].
pgn.tag_value = PGN: das Tag {1} hat keinen Wert in doppelten Anführungszeichen. Schreiben Sie [{1} "Wert"].
pgn.tag_unterminated = PGN: dem Wert des Tags {1} fehlt in seiner Zeile das schließende Anführungszeichen. Ergänzen Sie es.
pgn.tag_close = PGN: das Tag {1} endet nicht mit „]“. Ergänzen Sie die Klammer.
pgn.tag_duplicate = PGN: das Tag {1} steht zweimal in einer Partie. Entfernen Sie eines davon.
pgn.setup_fen = PGN: die Partie hat SetUp "1", aber kein FEN-Tag mit der Anfangsstellung. Ergänzen Sie das FEN-Tag oder entfernen Sie SetUp.
pgn.unexpected = PGN: „{1}“ darf hier zwischen den Zügen nicht stehen. Entfernen Sie es oder setzen Sie es als Kommentar in geschweifte Klammern.
pgn.comment_unterminated = PGN: ein mit „{{“ geöffneter Kommentar wird nie geschlossen. Ergänzen Sie „}}“ an seinem Ende.
pgn.variation_unterminated = PGN: eine mit „(“ geöffnete Variante wird nie geschlossen. Ergänzen Sie „)“ an ihrem Ende.
pgn.variation_close = PGN: „)“ schließt eine Variante, die nie geöffnet wurde. Entfernen Sie es.
pgn.nag = PGN: „{1}“ ist keine Anmerkung. Verwenden Sie $ und eine Zahl von 0 bis 255 oder ! ? !! ?? !? ?!.
pgn.move_number = PGN: Zugnummer {1}, wo Zug {2} an der Reihe war. Berichtigen Sie die Nummer oder suchen Sie davor nach einem fehlenden oder überzähligen Zug.
pgn.no_result = PGN: die Partie endet ohne Ergebnis. Beenden Sie die Züge mit 1-0, 0-1, 1/2-1/2 oder *.
pgn.result_mismatch = PGN: das Result-Tag sagt {1}, die Züge enden aber mit {2}. Gleichen Sie beides an.
pgn.result_checkmate = PGN: die Züge enden mit Schachmatt, das Ergebnis ist also {2}, nicht {1}. Berichtigen Sie das Ergebnis.
pgn.result_stalemate = PGN: die Züge enden mit Patt, also remis (1/2-1/2), nicht {1}. Berichtigen Sie das Ergebnis.
pgn.clock = PGN: „{1}“ ist keine Uhrzeitangabe. Schreiben Sie [%clk 1:30:00] (Stunden:Minuten:Sekunden).
pgn.no_games = PGN: die Datei enthält keine Partie.
pgn.trailing_control = PGN: nach der letzten Partie enthält die Datei nur noch Steuerzeichen (das erste, {1}, bei Byte {2}), keine weitere Partie. Entfernen Sie sie.
pgn.damaged = Partie {1} ist beschädigt und wurde nicht gelesen.

# input/: evemu recordings, key maps, devices (messages.def)
evemu.empty = Die Aufzeichnung ist leer: sie hat weder Gerätebeschreibung noch Ereignisse. Nehmen Sie sie mit anna record oder evemu-record neu auf.
evemu.open = Die Aufzeichnung {1} lässt sich nicht lesen ({2}). Prüfen Sie den Pfad und die Rechte der Datei.
evemu.binary = Die Aufzeichnung enthält ein Null-Byte: sie ist keine evemu-Textdatei. Geben Sie die Textdatei an, die evemu-record oder anna record geschrieben hat.
evemu.prefix = „{1}“ ist keine Zeile einer evemu-Aufzeichnung. Eine Zeile beginnt mit N:, I:, P:, B:, A:, L:, S:, E: oder # für einen Kommentar.
evemu.name = Der Gerätename nach N: ist leer oder länger als 255 Bytes. Schreiben Sie den Namen, den das Gerät meldet.
evemu.ids = „{1}“: eine I:-Zeile hat vier Hexadezimalzahlen: Bus, Hersteller, Produkt und Version, zum Beispiel I: 0003 04d9 1203 0110.
evemu.bits = „{1}“: eine P:- oder B:-Zeile hat zweistellige Hexadezimal-Bytes, nicht mehr als ihr Typ hat, und nach B: einen bekannten Ereignistyp.
evemu.abs = „{1}“: eine A:-Zeile hat einen Achsencode, dann Minimum, Maximum, Fuzz, Flat und Auflösung; das Minimum liegt nicht über dem Maximum.
evemu.state = „{1}“: eine L:- oder S:-Zeile hat einen Code und einen Wert, zum Beispiel L: 00 1.
evemu.duplicate = Die {1}:-Zeile kommt zweimal vor: eine Aufzeichnung beschreibt ein Gerät. Löschen Sie die zweite oder teilen Sie die Datei.
evemu.no_description = Die Aufzeichnung hat vor ihren Ereignissen keine N:- und I:-Zeilen. Nehmen Sie sie mit anna record oder evemu-record auf, die sie schreiben.
evemu.event = „{1}“: eine Ereigniszeile ist E: Sekunden.Mikrosekunden Typ Code Wert, zum Beispiel E: 12.500000 0001 004c 1.
evemu.time = „{1}“ ist keine Ereigniszeit: schreiben Sie Sekunden, einen Punkt und genau sechs Ziffern Mikrosekunden, zum Beispiel 12.500000.
evemu.backwards = Die Ereigniszeit {1} liegt vor der vorigen, {2}. Ereignisse stehen in der Reihenfolge, in der sie geschahen.
evemu.type = {1} ist kein Ereignistyp von Linux. Typen sind hexadezimal, zum Beispiel 0001 für eine Taste.
evemu.code = {2} ist kein Ereigniscode des Typs {1}; Codes sind hexadezimal und nicht größer als der größte des Typs.
evemu.value = „{1}“ ist kein Ereigniswert: schreiben Sie eine ganze Zahl von -2147483648 bis 2147483647.
evemu.truncated = Die letzte Zeile der Aufzeichnung ist abgeschnitten (ihr fehlt das Zeilenende): die Datei wurde nicht vollständig geschrieben. Nehmen Sie sie neu auf oder löschen Sie die letzte Zeile.
evemu.unfinished = Die Aufzeichnung endet mitten in einem Ereignisrahmen (kein SYN_REPORT nach den letzten Ereignissen): sie wurde abgeschnitten. Nehmen Sie sie neu auf oder löschen Sie den unvollständigen Rahmen.
dgtrec.header = Eine DGT-Aufzeichnung beginnt mit der Zeile „{1}“. Zeichnen Sie sie mit anna record auf, das sie schreibt.
dgtrec.line = „{1}“: eine Zeile einer DGT-Aufzeichnung ist Sekunden.Mikrosekunden, < oder >, dann 1 bis 64 zweistellige hexadezimale Bytes, zum Beispiel 12.500000 < 8e 00 05 24 01.
dgtrec.empty = Die DGT-Aufzeichnung enthält keine Bytes. Zeichnen Sie sie mit anna record erneut auf.
keymap.open = Die Tastenbelegung {1} lässt sich nicht lesen ({2}). Prüfen Sie den Namen und den Datenordner (ANNA_DATADIR).
keymap.empty = Die Tastenbelegung {1} belegt keine Tasten. Jede Zeile ist: Tastencode, Tastenfunktion, Tastenbeschriftung.
keymap.syntax = {1}: „{2}“ ist keine Belegung. Jede Zeile ist: Tastencode, Tastenfunktion, Tastenbeschriftung, zum Beispiel KEY_KPMINUS cancel minus.
keymap.code = {1}: „{2}“ ist kein Tastencode. Verwenden Sie einen Namen wie KEY_KP5 (evtest zeigt sie) oder eine Zahl unter 768.
keymap.key = {1}: „{2}“ ist keine Tastenfunktion. Verwenden Sie 1 bis 9, enter, cancel, delete, repeat, time, query, command oder help.
keymap.label = {1}: „{2}“ ist keine Tastenbeschriftung, die anna sprechen kann. Verwenden Sie eine der in docs/keypad.md genannten.
keymap.duplicate = {1}: die Taste {2} ist zweimal belegt; die erste Belegung steht in Zeile {3}. Löschen Sie eine davon.
keymap.missing = {1}: keine Taste hat die Funktion {2}, ohne die das Tastenfeld nicht arbeiten kann. Fügen Sie eine Zeile hinzu, die eine Taste mit {2} belegt.
device.opened = {2} ({1}) ist angeschlossen als {3}.
device.gone = {2} ({1}, {3}) wurde abgezogen. Stecken Sie es wieder ein: anna öffnet es sofort.
device.permission = anna darf {2} ({1}, {3}) nicht lesen: das Gerät gehört einem anderen Benutzer oder einer anderen Gruppe. Führen Sie scripts/run --install-service aus (es installiert die udev-Regel 70-anna.rules und nimmt annas Benutzer in die Gruppe input auf) und stecken Sie das Gerät dann neu ein.
device.busy = {2} ({1}, {3}) wird von einem anderen Programm belegt. Schließen Sie dieses Programm und stecken Sie das Gerät neu ein.
device.not_evdev = {1} ({2}) ist kein Eingabegerät. Nennen Sie ein Gerät unter /dev/input, zum Beispiel /dev/input/by-id/...-event-kbd.
device.open_failed = {1} ({2}) lässt sich nicht öffnen: {3}. Prüfen Sie, ob das Gerät eingesteckt ist und die Konfiguration es nennt.
device.resync = {2} ({1}, {3}) hat mehr gesendet, als anna auf einmal lesen konnte; seine Tasten wurden neu gelesen, nichts ging verloren.
device.missing = {1} ({2}) fehlt: kein passendes Gerät ist eingesteckt. Stecken Sie es ein, anna öffnet es sofort; ist es eingesteckt, berichtigen Sie die Zeile {1} unter [devices] in annad.conf (wie man ein Gerät benennt: man annad.conf).
device.terminal = {1} ist dieses Terminal: seine Tasten sind die Tastatur.
device.no_terminal = {1} ist das Terminal, aber annad hat kein Terminal zum Lesen (es läuft als Dienst). Nennen Sie die Tastatur unter [devices] in annad.conf, zum Beispiel {1} = name:USB Keypad (man annad.conf), und starten Sie annad neu.
device.no_input = Die Konfiguration nennt für den Spieler keine Tastatur und kein Brett, er kann also nicht spielen. Nennen Sie seine Tastatur unter [devices] in annad.conf, zum Beispiel vi-keypad = name:USB Keypad (man annad.conf), und starten Sie annad neu.
device.absent_check = {1}: Warnung: {2} = {3}: kein passendes Gerät ist jetzt eingesteckt. Stecken Sie es vor der Partie ein (annad öffnet es, sobald es kommt), oder berichtigen Sie die Zeile (wie man ein Gerät benennt: man annad.conf).
device.not_ready = anna ist nicht bereit: {1} des Spielers fehlt. anna sagt, dass sie bereit ist, sobald es da ist.
device.dgt_connected = Das DGT-Brett {2} ist angeschlossen als {1}.
dgt.absent = Das DGT-Brett für {1} ({2}) lässt sich nicht öffnen ({3}). Es wird mit der Tastatur weitergespielt; schließen Sie das Brett an und schalten Sie es ein, dann liest anna es sofort.
dgt.gone = Das DGT-Brett für {1} ({2}) ist weg ({3}). Es wird mit der Tastatur weitergespielt; sobald es wieder da ist, liest anna das ganze Brett neu.
dgt.back = Das DGT-Brett für {1} ({2}) ist wieder da und neu gelesen.
dgt.silent = Das DGT-Brett für {1} ({2}) antwortet nicht. Prüfen Sie, ob es eingeschaltet und ein DGT-Brett ist; es wird mit der Tastatur weitergespielt, und anna fragt weiter.
dgt.garbage = Das DGT-Brett für {1} ({2}) sendet unverständliche Bytes; anna liest das ganze Brett neu. Wenn das anhält, prüfen Sie das Kabel und dass nichts anderes den Anschluss benutzt.
audio.unavailable = Das Audiogerät „{1}“ lässt sich nicht öffnen ({2}); die Wörter gehen nur in die Textausgabe. Die Namen zeigt anna audio list.
audio.stopped = Das Audiogerät „{1}“ spielt nicht mehr (ausgesteckt?); die Wörter gehen nur in die Textausgabe. Stecken Sie es wieder ein und starten Sie anna neu.

# Sensor-board maps (board-io/boardmap.c); the line is added by error.at_line
board.map_open = Die Brettkarte {1} lässt sich nicht lesen ({2}). Prüfen Sie den Pfad, oder lassen Sie die Karte im Lernmodus neu erstellen.
board.map_syntax = {1}: „{2}“ ist kein Eintrag. Jede Zeile ist ein Feld und sein Tastencode, etwa „e4 0x2dc“, leer, oder ein Kommentar mit #.
board.map_square = {1}: „{2}“ ist kein Feld. Schreiben Sie Linie a bis h und Reihe 1 bis 8, klein, etwa e4.
board.map_code = {1}: „{2}“ ist kein Tastencode. Schreiben Sie eine Zahl von 0 bis 767, dezimal oder mit 0x hexadezimal.
board.map_square_twice = {1}: das Feld {2} steht schon in Zeile {3}. Jedes Feld kommt genau einmal vor; löschen Sie eine der beiden Zeilen.
board.map_code_twice = {1}: der Tastencode {2} gehört schon zum Feld {3}. Zwei Löcher können nicht denselben Code haben; prüfen Sie die Verdrahtung oder lernen Sie die Karte neu.
board.map_missing = {1}: für {3} Felder fehlt ein Tastencode, zuerst für {2}. Jedes der 64 Felder braucht eine Zeile.

# Partieformulare (core/sheetfile.c)
sheetfile.too_long = Der Eintrag „{1}“ ist zu lang für einen Zug. Prüfen Sie, ob dort ein Leerzeichen fehlt.
sheetfile.nomem = Zu wenig Speicher für das Partieformular. Schließen Sie andere Programme und versuchen Sie es erneut.
sheetfile.move_number = Zugnummer {1}, wo {2} folgen sollte. Berichtigen Sie die Nummer oder suchen Sie davor einen fehlenden oder doppelten Zug.
sheetfile.dangling = „{1}“ gehört zu einem Zug, aber davor steht kein lesbarer Zug. Schreiben Sie es direkt hinter den Zug.
sheetfile.after_result = „{1}“ steht nach dem Ergebnis, und das Ergebnis beendet das Formular. Entfernen Sie das Ergebnis oder was danach steht.
sheetfile.binary = Die Datei ist kein UTF-8-Text (ein Null-Byte oder ein ungültiges Zeichen). Speichern Sie das Formular als UTF-8-Text.

# Abgleich der Bretter (core/reconcile.c, speech/render_reconcile.c, VI-13)
reconcile.too_long = Das Formular hat {1} Einträge, mehr als die {2}, die anna abgleichen kann.
reconcile.start = Die Partieformulare beginnen nicht in der angegebenen Ausgangsstellung. Geben Sie die Stellung an, in der beide beginnen.
reconcile.clock_line = „{1}“ ist keine Zeile der Uhrendatei. Jede Zeile ist: Halbzug, Zeit von Weiß, Zeit von Schwarz, etwa „24 1:02:10 0:58:40“.
reconcile.clock_time = „{1}“ ist keine Zeit. Schreiben Sie Millisekunden oder H:MM:SS.
reconcile.clock_order = Halbzug {1} steht nach Halbzug {2}. Schreiben Sie die Zeilen in aufsteigender Reihenfolge, jeden Halbzug einmal.
reconcile.ply = Halbzug {1} gibt es in diesem Formular nicht; es hat {2} lesbare Halbzüge. Wählen Sie einen davon.
reconcile.state = Abgleich: „{1}“ ist im Zustand „{2}“ nicht möglich.
reconcile.ply.white = Zug {1} von Weiß
reconcile.ply.black = Zug {1} von Schwarz
reconcile.after = nach {1}
reconcile.before_first = vor dem ersten Zug
reconcile.agree = Die Partieformulare stimmen überein, bis einschließlich {1}
reconcile.agree_empty = Beide Partieformulare sind leer, es gilt die Ausgangsstellung
reconcile.disagree = Die Partieformulare weichen voneinander ab. Sie stimmen überein bis einschließlich {1}; die Partie wird bis dorthin zurückgenommen
reconcile.disagree_start = Die Partieformulare weichen schon beim ersten Zug ab; die Partie beginnt wieder in der Ausgangsstellung
reconcile.incomplete_sheet7.white = Das Partieformular von Weiß endet {1}: Weiß hatte weniger als fünf Minuten und musste nicht mitschreiben. Weiß ergänzt es aus dem Formular von Schwarz
reconcile.incomplete_sheet7.black = Das Partieformular von Schwarz endet {1}: Schwarz hatte weniger als fünf Minuten und musste nicht mitschreiben. Schwarz ergänzt es aus dem Formular von Weiß
reconcile.incomplete_lag.white = Das Partieformular von Weiß endet {1}; so weit im Rückstand zu sein ist erlaubt. Weiß trägt die fehlenden Züge nach
reconcile.incomplete_lag.black = Das Partieformular von Schwarz endet {1}; so weit im Rückstand zu sein ist erlaubt. Schwarz trägt die fehlenden Züge nach
reconcile.missing.white = Im Partieformular von Weiß fehlt {1}; danach stimmt es mit dem Formular von Schwarz überein. Der Schiedsrichter kann stattdessen diese Zugfolge bestätigen, dann trägt Weiß den Zug nach
reconcile.missing.black = Im Partieformular von Schwarz fehlt {1}; danach stimmt es mit dem Formular von Weiß überein. Der Schiedsrichter kann stattdessen diese Zugfolge bestätigen, dann trägt Schwarz den Zug nach
reconcile.unread.white = Im Partieformular von Weiß ist der Eintrag für {1} nicht verwendbar: {2}
reconcile.unread.black = Im Partieformular von Schwarz ist der Eintrag für {1} nicht verwendbar: {2}
reconcile.discarded.white = Im Partieformular von Weiß wird ab {1} alles gestrichen
reconcile.discarded.black = Im Partieformular von Schwarz wird ab {1} alles gestrichen
reconcile.board_change.white = Das Brett von Weiß muss geändert werden: {1}
reconcile.board_change.black = Das Brett von Schwarz muss geändert werden: {1}
reconcile.board_ok.white = Das Brett von Weiß stimmt
reconcile.board_ok.black = Das Brett von Schwarz stimmt
reconcile.board_neither.white = Das Brett von Weiß zeigt keine Stellung aus den Partieformularen
reconcile.board_neither.black = Das Brett von Schwarz zeigt keine Stellung aus den Partieformularen
reconcile.to_move.white = Weiß ist am Zug
reconcile.to_move.black = Schwarz ist am Zug
reconcile.clock = Gespeicherte Uhrzeiten für diese Stellung: Weiß {1}, Schwarz {2}
reconcile.clock_none = Für diese Stellung ist keine Uhrzeit gespeichert; der Schiedsrichter stellt die Uhren
reconcile.arbiter = Der Schiedsrichter bestätigt das oder entscheidet anders
# input/: the keypad: echoes, prompts, refusals, key labels, help (speech/words.def)
keypad.cmd.my_time = meine Zeit
keypad.cmd.opp_time = Zeit des Gegners
keypad.cmd.moves_made = gespielte Züge
keypad.cmd.my_last = mein letzter Zug
keypad.cmd.opp_last = letzter Zug des Gegners
keypad.cmd.scoresheet = Partieformular
keypad.cmd.square = Feld
keypad.cmd.pieces = wo Figuren stehen
keypad.cmd.whose_move = wer am Zug ist
keypad.cmd.repeat = wiederholen
keypad.cmd.rate_up = schneller
keypad.cmd.rate_down = langsamer
keypad.cmd.help = Hilfe
keypad.cmd.draw_offer = Remis anbieten
keypad.cmd.resign = aufgeben
keypad.cmd.correct = Ansage zurücknehmen
keypad.cmd.resume = Uhr wieder in Gang setzen
keypad.cmd.enter = Eingabe
keypad.cmd.cancel = abbrechen
keypad.cmd.delete = löschen
keypad.cmd.query_menu = Frage
keypad.cmd.command_menu = Befehl
keypad.prompt.query = Welche Frage? Eine Ziffer, 1 bis 9.
keypad.prompt.command = Welcher Befehl? Eine Ziffer.
keypad.prompt.sheet = Wie viele Züge? 1 bis 9.
keypad.prompt.square = Welches Feld? Linie, dann Reihe.
keypad.prompt.pieces = Welche Figur? 1 Dame, 2 Turm, 3 Läufer, 4 Springer, 5 König, 6 Bauer.
keypad.prompt.confirm_resign = Aufgeben? Zur Bestätigung noch einmal 9 und {1}. Jede andere Taste: nein.
keypad.prompt.confirm_draw = Remis anbieten? Zur Bestätigung noch einmal 7 und {1}. Jede andere Taste: nein.
keypad.prompt.promotion = Welche Figur für den Bauern? 1 Dame, 2 Turm, 3 Läufer, 4 Springer.
keypad.reject.not_a_square = keine Linie oder Reihe: 1 bis 8
keypad.reject.not_a_piece = keine Figur: 1 Dame, 2 Turm, 3 Läufer, 4 Springer
keypad.reject.too_long = der Zug ist vollständig: Eingabe oder löschen
keypad.reject.incomplete = noch nicht vollständig
keypad.reject.nothing = nichts zu löschen
keypad.reject.not_here = nicht jetzt: erst beenden oder abbrechen
keypad.reject.not_in_menu = nicht in diesem Menü
keypad.reject.policy = im Turnier nicht erlaubt
keypad.reject.expired = zu spät: abgebrochen
keypad.deleted = gelöscht
keypad.cancelled = abgebrochen
keylabel.zero = Null
keylabel.one = Eins
keylabel.two = Zwei
keylabel.three = Drei
keylabel.four = Vier
keylabel.five = Fünf
keylabel.six = Sechs
keylabel.seven = Sieben
keylabel.eight = Acht
keylabel.nine = Neun
keylabel.enter = Enter
keylabel.plus = Plus
keylabel.minus = Minus
keylabel.star = Stern
keylabel.slash = Schrägstrich
keylabel.dot = Dezimaltaste
keylabel.comma = Komma
keylabel.backspace = Rücktaste
keylabel.escape = Escape
keylabel.tab = Tabulator
keylabel.f1 = F1
keylabel.equal = Gleich
keypad.help.or = oder
keypad.help.intro = Hilfe zum Tastenfeld; {1} beendet sie.
keypad.help.move = Ein Zug: die Ziffern seiner Felder, Linie dann Reihe, von und nach, dann {1}. e2 nach e4 ist 5 2 5 4 {1}. Rochade ist der Zug des Königs.
keypad.help.clock = {1} allein: mein Zug ist fertig, die Uhr wird gedrückt.
keypad.help.promotion = Eine fünfte Ziffer nennt die Figur für den Bauern: 1 Dame, 2 Turm, 3 Läufer, 4 Springer. Für einen auf dem Brett gezogenen Bauern: diese Ziffer, dann {1}.
keypad.help.delete = {1}: letzte Ziffer löschen. Ohne Eingabe: meine Ansage zurücknehmen, bevor die Uhr gedrückt ist.
keypad.help.cancel = {1}: Eingabe oder Menü abbrechen und Sprache anhalten.
keypad.help.repeat = {1}: letzten Satz wiederholen.
keypad.help.time = {1}: meine Zeit.
keypad.help.query = {1}, dann eine Ziffer: {2}.
keypad.help.command = {1}, dann eine Ziffer: {2}.
keypad.help.confirm = Remisangebot und Aufgabe brauchen die Ziffer noch einmal und {2}; {1} zweimal gibt diese Hilfe.
keypad.help.help = {1}: diese Hilfe.

# ---- Das Kommandozeilenwerkzeug anna (tools/) ----
# Argumente (core/messages.def, tools/report.c); danach folgt der Aufruf.
# {1} ist das Eingegebene oder der Name einer Option; Optionsnamen und
# ihre Werte (long, short) sind in jeder Sprache gleich.
tool.unknown_command = „{1}“ ist kein Befehl von {2}. „{2} --help“ zeigt die Befehle.
tool.unknown_option = „{1}“ ist keine Option von {2}.
tool.missing_value = Nach {1} fehlt der Wert.
tool.bad_number = {1} verlangt eine ganze Zahl von {3} bis {4}, nicht „{2}“.
tool.bad_choice = {1} verlangt einen der Werte {3}, nicht „{2}“.
tool.needs_option = {1} verlangt auch {2}.
tool.extra_argument = „{1}“ ist ein Argument zu viel.
tool.missing_move = Kein Zug angegeben. Schreiben Sie die Züge nach den Optionen, etwa e4 e5 Sf3.
tool.missing_file = Keine Datei angegeben. Nennen Sie die Datei nach den Optionen.
tool.missing_depth = Keine Tiefe angegeben. Schreiben Sie die Tiefe nach den Optionen, etwa 3.
tool.missing_fen = Keine Stellung angegeben. Schreiben Sie eine FEN (in Anführungszeichen) oder startpos nach den Optionen.
tool.bad_depth = Die Tiefe ist eine ganze Zahl von 0 bis {2}, nicht „{1}“.
tool.missing_control = Keine Bedenkzeit angegeben. Schreiben Sie sie wie in PGN (40/5400+30:1800+30), lesbar (90m/40 + 30m, +30s) oder als Namen einer Vorgabe (anna clock presets).
tool.bad_think = „{1}“ ist keine Denkzeit. Schreiben Sie eine Dauer über null, etwa 12s oder 1m30s.
tool.missing_profile = Kein Profil angegeben. Nennen Sie ein Profil (fide-de) oder eine Profildatei.
tool.missing_keymap = Keine Tastenbelegung angegeben. Nennen Sie eine Tastenbelegung (numpad) oder eine Datei.
tool.missing_device = Kein Gerät angegeben. Nennen Sie es als /dev/input/eventN, als Verweis unter /dev/input/by-id, als name:NAME oder ids:HERSTELLER:PRODUKT.
tool.bad_device = „{1}“ bezeichnet kein Gerät. Schreiben Sie /dev/input/eventN, einen Verweis unter /dev/input/by-id, name:NAME oder ids:HERSTELLER:PRODUKT (hexadezimal).
tool.missing_option = {1} muss angegeben werden. Schreiben Sie die Option mit ihrem Wert, wie unten unter „Aufruf“ gezeigt.
tool.cannot_say = Das Ergebnis ließ sich nicht in Worte fassen ({1}); vielleicht ist ein Satz des Profils zu lang. Kürzen Sie seine Texte.
tool.cannot_read = {1} lässt sich nicht lesen ({2}). Prüfen Sie den Namen und die Zugriffsrechte.
tool.cannot_write = {1} lässt sich nicht schreiben ({2}). Prüfen Sie den Ordner, die Zugriffsrechte und den freien Platz.
tool.no_memory = Der Speicher reicht nicht. Schließen Sie andere Programme und versuchen Sie es noch einmal.
tool.no_synth = espeak-ng lässt sich nicht laden, daher wurde keine WAV-Datei geschrieben. Installieren Sie espeak-ng (scripts/deps).
tool.no_espeak = espeak-ng lässt sich nicht laden, daher kann anna nicht sprechen. Installieren Sie espeak-ng (scripts/deps).
tool.no_voice = espeak-ng hat keine Stimme „{1}“. Installieren Sie espeak-ng-data oder berichtigen Sie die voice-Zeile des Profils.
tool.no_audio = Das Audiosystem (PortAudio) startet nicht. Prüfen Sie, ob portaudio und ALSA installiert sind.
tool.no_output_device = Es gibt kein Audiogerät; anna spricht nur in die Textausgabe. Schließen Sie eine Soundkarte, Kopfhörer oder einen Lautsprecher an.
tool.missing_request = Keine Anfrage angegeben. Schreiben Sie die Anfrage nach den Optionen, zum Beispiel status; docs/protocol.md nennt sie.

# Aufruf und Hilfe jedes Befehls (speech/words.def). \n ist ein
# Zeilenumbruch. Der erste Absatz (bis zur ersten leeren Zeile) ist der
# Aufruf, eine Form je Zeile; anna --help listet den Aufruf jedes Befehls.
help.usage = Aufruf:
help.anna = anna BEFEHL [ARGUMENTE]\n\nanna ist das Kommandozeilenwerkzeug des Schachansagers anna für blinde und sehbehinderte Spieler. Seine Befehle stehen unten; „anna BEFEHL --help“ erklärt einen. Jeder Befehl nimmt --profile NAME, die Sprache seiner Wörter (Vorgabe $ANNA_PROFILE, sonst en).\n\nBefehle:
help.perft = anna perft [--fen FEN] [--divide] TIEFE\n\nZählt die Stellungen TIEFE Züge tief ab der Stellung (Perft), um den Zuggenerator mit veröffentlichten Tabellen zu prüfen. Die Zahl steht in der letzten Zeile.\n  --fen FEN   ab FEN statt der Grundstellung\n  --divide    zuerst jeden Zug (UCI) mit seiner Zahl ausgeben
help.clock = anna clock check [--edition JAHR] BEDENKZEIT\nanna clock presets\nanna clock play [--profile NAME] [--listener white|black] [--competition] [--seconds-below MINUTEN] BEDENKZEIT DENKZEIT...\n\ncheck gibt eine Bedenkzeit in PGN und lesbar aus, dazu ihre Klasse nach den Schachregeln von JAHR (2009, 2014 oder 2017, die Vorgabe). presets listet die Bedenkzeiten, die einen Namen haben. play drückt die Uhr auf simulierter Zeit, jede DENKZEIT die Denkzeit der Seite am Zug, und gibt jede Ansage der Uhr mit ihrem Zeitpunkt aus, danach beide Restzeiten.\n  --listener SEITE  die Seite des sehbehinderten Spielers: eigene und gegnerische Zeit statt Farben\n  --competition     Turniermodus: nur die eigenen Warnungen des Hörers\n  --seconds-below N Sekunden nur unter N Minuten Restzeit sagen (Vorgabe 10)\n  --profile NAME    die Wörter (play: Vorgabe fide-de)\nBEDENKZEIT: PGN (40/5400+30:1800+30), lesbar (90m/40 + 30m, +30s) oder der Name einer Vorgabe; DENKZEIT: eine Dauer wie 12s oder 1m30s.
help.notation = anna notation [--fen FEN] [--letters SATZ] ZUG...\n\nLiest die Züge nacheinander (SAN, lange Notation, UCI oder ICCF-Ziffern) und gibt jeden als SAN, lange Notation, UCI und ICCF aus, durch Tabulatoren getrennt. Ein Zug, der sich nicht lesen lässt, beendet die Ausgabe mit dem Grund.\n  --fen FEN       ab FEN statt der Grundstellung\n  --letters SATZ  die Figurenbuchstaben beim Lesen und Schreiben: en (Vorgabe), de, da, nb, sv oder figurine
help.pgn = anna pgn check [--edition JAHR] [--status [--json]] DATEI\nanna pgn export [--edition JAHR] DATEI\n\ncheck liest jede Partie einer PGN-Datei und meldet jede beschädigte mit Zeile und Spalte. export tut dasselbe und schreibt jede gute Partie im PGN-Exportformat. DATEI - ist die Standardeingabe. Mit --status gibt check nach jeder guten Partie auch den Stand der Schlussstellung aus (wie anna position; --json: ein JSON-Objekt je Partie).\n  --edition JAHR  die Schachregeln von 2009, 2014 oder 2017 (die Vorgabe)\n  --status        der Stand der Schlussstellung nach jeder Partie\n  --json          mit --status: als JSON
help.position = anna position [--moves "ZUG ..."] [--json] [--edition JAHR] [--budget KNOTEN] FEN\n\nDer Stand einer Stellung für den Schiedsrichter: wer am Zug ist, die legalen Züge, Schach, Matt oder Patt, tote Stellung, wie oft die Stellung aufgetreten ist, die Zählung für die 50- und 75-Züge-Regel und für jede Seite, ob sie mit irgendeiner Folge legaler Züge noch mattsetzen kann (ja mit einer Mattfolge, nein mit dem Grund, oder nicht bekannt). FEN kann startpos sein.\n  --moves "ZUG ..."  die Züge ab FEN (SAN, lange Notation, UCI oder ICCF), durch Leerzeichen getrennt; Wiederholungen zählen ab FEN\n  --json             der Stand als JSON\n  --edition JAHR     die Schachregeln von 2009, 2014 oder 2017 (die Vorgabe)\n  --budget KNOTEN    wie viele Stellungen die Mattsuche je Seite besuchen darf (Vorgabe 500000, höchstens 100000000)
help.profile = anna profile check NAME|DATEI...\nanna profile keys\n\ncheck lädt Profile wie anna und sagt „ok“ oder was falsch ist, mit Datei, Zeile und Schlüssel. keys listet jeden Schlüssel, den ein Profil haben muss, und wie viele Werte {{1}}, {{2}} ... sein Text verwenden darf. docs/profiles.md erklärt die Dateien.
help.say = anna say [--profile NAME] [--form long|short] [--policy training|competition]\n    [--check-words] [--name-captured] [--speech] [--fen FEN]\n    [--wav DATEI] ZUG...\n\nGibt aus, was anna zu jedem Zug sagt, eine Zeile je Zug, in den Wörtern des Profils (Vorgabe fide-de).\n  --form F         long (Vorgabe: Figur, von, nach) oder short (wie SAN)\n  --policy P       competition (Vorgabe: ohne die Wörter Schach und Matt) oder training\n  --check-words    im Turnier: der Schiedsrichter erlaubt die Wörter Schach und Matt\n  --name-captured  die geschlagene Figur nach „schlägt“ nennen\n  --speech         den Text für die Sprachausgabe ausgeben (mit den Ausspracheregeln)\n  --fen FEN        ab FEN statt der Grundstellung\n  --wav DATEI      die Zeilen auch in DATEI sprechen (22050 Hz mono)\nZUG ist SAN oder lange Notation mit den Buchstaben des Profils oder englischen (Sf3, Nf3, Ng1-f3, e8=D), UCI (g1f3) oder ICCF-Ziffern (7163). Ein Zug mit zwei Bedeutungen (Bc4: ein Bauer bei K D T L S B, ein Läufer auf Englisch) wird abgelehnt; schreiben Sie ihn lang (Lf1-c4, Bf1-c4) oder in UCI.
help.keymap = anna keymap [--profile NAME] [--policy training|competition] NAME|DATEI\n\nLädt eine Tastenbelegung (data/keymaps/NAME.map oder eine Datei) und gibt ihre Tasten und die Tastaturhilfe aus, die anna damit spricht, oder was daran falsch ist und in welcher Zeile.\n  --profile NAME  die Wörter der Hilfe (Vorgabe $ANNA_PROFILE, sonst en)\n  --policy P      training (Vorgabe: jeder Befehl) oder competition
help.reconcile = anna reconcile --sheet-vi DATEI --sheet-sighted DATEI\n    [--board-vi FEN] [--board-sighted FEN] [--clocks DATEI] [--fen FEN]\n    [--vi-color white|black] [--letters-vi SATZ] [--letters-sighted SATZ]\n    [--increment SEKUNDEN] [--sheet7 vi|sighted|both]\n    [--for arbiter|vi|sighted] [--profile NAME] [--json]\n\nGleicht die beiden Partieformulare und die beiden Bretter ab (VI-13) und sagt in den Wörtern des Profils (Vorgabe en): ob die Partieformulare übereinstimmen (sonst Ende mit 1), bis zu welchem Zug, was auf jedem Brett zu ändern ist, wer am Zug ist und, wenn die Formulare nicht übereinstimmen, die einzustellenden Uhrzeiten.\n  --sheet-vi DATEI       das Partieformular des sehbehinderten Spielers (- ist die Standardeingabe)\n  --sheet-sighted DATEI  das Partieformular des sehenden Spielers\n  --board-vi FEN         was das Brett des sehbehinderten Spielers zeigt (nur die Stellung der Figuren zählt)\n  --board-sighted FEN    was das Brett des sehenden Spielers zeigt\n  --clocks DATEI         die Uhrzeiten, eine Zeile je Halbzug: Halbzug, Zeit von Weiß, Zeit von Schwarz\n  --fen FEN              wo die Partie begann, wenn nicht in der Grundstellung\n  --vi-color F           die Farbe des sehbehinderten Spielers: white (Vorgabe) oder black\n  --letters-vi SATZ      die Figurenbuchstaben des Partieformulars: en, de, da, nb, sv oder figurine (Vorgabe: der Satz, mit dem die meisten Einträge lesbar sind)\n  --letters-sighted SATZ dasselbe für das Partieformular des sehenden Spielers\n  --increment SEKUNDEN   der Zuschlag je Zug; ab 30 befreit wenig Zeit keinen Spieler vom Mitschreiben (Vorgabe 0)\n  --sheet7 S             vi, sighted oder both: dieser Spieler musste nicht mitschreiben (SHEET-7), was auch immer die Uhrzeiten sagen\n  --for H                für wen: arbiter (Vorgabe, alles), vi oder sighted (der Fall, das eigene Partieformular und Brett, wer am Zug ist)\n  --json                 das Ergebnis für Programme (docs/arbiter.md)\nEine Datei, die sich nicht lesen lässt, wird mit Zeile und Spalte gemeldet; Ende mit 2.
help.review = anna review [--engine PFAD] [--depth N] [--threshold T] [--side white|black|both] [--pgn AUS] DATEI.pgn\n\nDie Analyse der ersten Partie einer PGN-Datei durch ein UCI-Schachprogramm (Standard /usr/games/stockfish), ohne annad: jeder Zug, der mindestens die Schwelle kostete, so gesagt wie nach einer Partie, dann die Partie als kommentiertes PGN mit [%eval] nach jedem Zug und dem besseren Zug bei jedem Fehler.\n  --depth N       Suchtiefe je Stellung (Standard 12)\n  --threshold T   Hundertstel Bauern (Standard 150) oder Gewinnchance in Prozent (20%)\n  --side S        wessen Züge (Standard beide)\n  --pgn AUS       das kommentierte PGN in die Datei AUS statt auf die Standardausgabe
help.train = anna train [--level L] [--side white|black] [--study DATEI.pgn] [--guess white|black]\n\nTraining zu Hause (annad im Training; im Turnier abgelehnt). --level setzt die Stärke des Schachprogramms ab seinem nächsten Zug: beginner, novice, casual, club, strong, expert, full, eine Elo-Zahl oder "depth N". --study öffnet die erste Partie einer PGN-Datei zum Durchgehen auf der Tastatur (Enter allein der nächste Zug, Löschen allein der vorige), jeder Zug wird angesagt; mit --guess spielen Sie die Züge dieser Seite selbst und hören, ob Sie den Partiezug gefunden haben, und am Ende Ihr Ergebnis. Mit einem Sensorbrett können die Züge auch auf dem Brett ausgeführt werden. --study off beendet das Studium. --side beginnt eine neue Partie, in der Sie diese Farbe spielen (nicht während einer laufenden Partie). Der Gegner wird beim Start von annad gewählt (annad --opponent oder annad.conf).
help.record = anna record [--role ROLLE] [--grab] [--count N] GERÄT DATEI\nanna record --check DATEI\n\nZeichnet die Ereignisse eines Eingabegeräts in DATEI auf (evemu-Format; - ist die Standardausgabe), bis Strg-C, nach N Ereignissen oder bis das Gerät abgezogen wird.\n  GERÄT          /dev/input/eventN, ein Verweis unter /dev/input/by-id, name:NAME oder ids:HERSTELLER:PRODUKT (hexadezimal)\n  --role ROLLE   wofür das Gerät dient, in Meldungen genannt: vi-keypad (Vorgabe), sighted-keypad, arbiter-keypad, vi-board, sighted-board\n  --grab         das Gerät für die Aufnahme allein nehmen\n  --count N      nach N Ereignissen aufhören\n  --check DATEI  eine Aufnahme lesen: Gerät, Ereignisse und Dauer, oder den ersten Fehler und seine Zeile
help.board = anna board [--profile NAME] [--policy competition|training] [--fen FEN]\n    [--map DATEI] [--window MS] [--piece 1-4] [--expect ZUG] AUFNAHME\n\nSpielt eine evemu-Aufnahme eines Sensorbretts durch Dekodierung, Entprellung und Zugerkennung des Daemons, von einer Stellung aus, und gibt jedes Heben und Setzen mit der Figur (FEN-Buchstabe) und dem Berührungsbefund aus, dann, was anna beim Druck auf die Uhr am Ende der Aufnahme sagen würde, in den Worten des Profils (Vorgabe fide-de). Ende mit 0, wenn ein Zug erkannt wurde, mit 1, wenn etwas fehlt (die Worte sagen, was).\n  --policy P     competition (Vorgabe) oder training (die Worte für das Training)\n  --fen FEN      die Stellung auf dem Brett (Vorgabe: die Grundstellung)\n  --map DATEI    die Belegungsdatei des Bretts (Vorgabe: die Belegung aus docs/sensor-board.md)\n  --window MS    das Entprellfenster, 0 bis 1000 ms (Vorgabe 30)\n  --piece N      die Umwandlungsfigur als Ziffer der Tastatur: 1 Dame, 2 Turm, 3 Läufer, 4 Springer\n  --expect ZUG   ein angesagter Zug, dessen Ausführung auf dem Brett geprüft wird (englische Buchstaben oder UCI)\nDas erste Bild der Aufnahme ist der Zustand der Löcher: ein Tastendruck für jedes besetzte Loch.
help.boardlearn = anna boardlearn [--profile NAME] [--window MS] [--pegs start|all|none]\n    --device GERÄT AUSGABE.map\nanna boardlearn [...] --recording DATEI AUSGABE.map\n\nLernmodus für ein Sensorbrett: bittet Feld für Feld, a1 bis h8, die Figur herauszuheben und wieder einzusetzen (bei einem leeren Loch: eine Figur einzusetzen und wieder herauszunehmen), folgt den Tasten des Bretts und schreibt die Belegungsdatei AUSGABE.map, wenn alle 64 Felder bekannt sind. Die Aufforderungen werden ausgegeben, wie anna sie spricht, in den Worten des Profils (Vorgabe fide-de). Ende mit 0, wenn die Belegung geschrieben wurde, mit 1, wenn das Lernen vor h8 endete.\n  --device GERÄT    das Brett direkt lesen, für das Lernen allein genommen (/dev/input/eventN oder ein Verweis unter /dev/input/by-id)\n  --recording DATEI stattdessen eine evemu-Aufnahme einer Lernsitzung abspielen\n  --pegs P          welche Löcher zu Beginn eine Figur tragen: start (Vorgabe: die Grundstellung), all oder none\n  --window MS       das Entprellfenster, 0 bis 1000 ms (Vorgabe 30)
help.boardmap = anna boardmap DATEI\nanna boardmap --default\n\nPrüft eine Belegungsdatei eines Sensorbretts (docs/sensor-board.md) und gibt die Tastencodes von a1 und h8 aus, oder was an ihr falsch ist, mit Datei und Zeile. --default gibt die vorgegebene Belegung (die aus docs/sensor-board.md) im Dateiformat aus, zum Bearbeiten.
help.audio = anna audio list\nanna audio test [--device NAME] [--profile NAME] [--rate WPM] [--volume N]\n\nlist zeigt die Audiogeräte, über die anna sprechen kann, das Standardgerät markiert. test spricht einen Zug (e2-e4) in den Wörtern des Profils und danach die drei Signaltöne über ein Gerät, um Kopfhörer und Lautsprecher vor der Partie zu prüfen; die Wörter werden auch ausgegeben, so wie die Textausgabe sie schreibt.\n  --device NAME   das Gerät, sein ganzer Name oder ein Teil davon (Standard: das Standardgerät des Systems)\n  --profile NAME  Wörter und Stimme (Standard fide-de)\n  --rate WPM      Wörter pro Minute, 80 bis 450 (Standard 175)\n  --volume N      1 bis 200 (Standard 100)\ndocs/audio.md erklärt Ausgaben und Kopfhörer.
help.replay = anna replay --device ROLLE=DATEI.evemu ... [--profile NAME] [--form long|short]\n    [--time-control BEDENKZEIT] [--policy training|competition] [--edition 2009|2014|2017]\n    [--vi-side white|black] [--white NAME] [--black NAME] [--keymap NAME]\n    [--debounce MS] [--pgn AUS] [--plies AUS]\n\nSpielt evemu-Aufnahmen der Bretter und Tastaturen einer Partie, nach ihren Zeiten zusammengeführt, durch den Treiber von annad und gibt aus, was jeder Zuhörer gehört hat: Sekunden, Zuhörer, Worte, in den Worten des Profils (Vorgabe fide-de).\n  --device ROLLE=DATEI  eine Aufnahme; ROLLE ist vi-board, sighted-board, vi-keypad, sighted-keypad oder arbiter-keypad, jede einmal\n  --time-control B      die Bedenkzeit (PGN, lesbar oder der Name einer Vorgabe)\n  --vi-side SEITE       die Farbe des sehbehinderten Spielers (Vorgabe white)\n  --keymap NAME         die Tastenbelegung der Tastaturen (Vorgabe numpad)\n  --debounce MS         das Entprellfenster der Bretter, 0 bis 1000 ms\n  --pgn AUS             schreibt die Partie als PGN mit [%clk] nach jedem Halbzug (- ist die Standardausgabe)\n  --plies AUS           schreibt die Zeitpunkte der Schritte jedes Halbzugs (VI-3), durch Tabulatoren getrennt, für den Schiedsrichter
help.journal = anna journal verify DATEI\nanna journal show DATEI\n\nverify prüft jeden Eintrag des hashverketteten Journals von annad und seine Verbindung zum vorigen und gibt die Zahl der Einträge und den letzten Hash aus (notieren Sie ihn: ein späteres verify zeigt, ob etwas angehängt oder umgeschrieben wurde). Ende 0, wenn die Kette unversehrt ist (ein durch Stromausfall abgeschnittener letzter Eintrag wird gemeldet, ist aber kein Fehler), 1, wenn ein Eintrag die Kette bricht (wo, wird gesagt), 2, wenn die Datei nicht lesbar ist. show gibt jeden Eintrag in einer Zeile in diesen Worten aus: Nummer, Zeit in Sekunden, Uhrzeit (UTC) und Inhalt (eine Taste, ein Brett, eine Frist, ein Befehl mit seinen Angaben); ein nicht lesbarer Eintrag sagt, warum.
help.hall = anna hall words\nanna hall broadcast --broker URL --event NAME --out DATEI [--username BENUTZER] [--password-file DATEI] [--cafile DATEI]\n\nDie Seite der Turnierhalle (docs/hall.md). words gibt die Wörter der Hallenseite in der Sprache des Profils als JSON aus (die Seite liest sie aus words.json). broadcast hält DATEI als Live-PGN aller Partien der Veranstaltung aktuell: es abonniert das pgn-Thema jedes Bretts am Broker (mqtt://Rechner:Port oder mqtts://Rechner:Port) und schreibt DATEI bei jeder Änderung ganz neu, Brett für Brett. Es läuft bis zum Anhalten; ein verlorener Broker wird einmal gemeldet und erneut versucht. Exit 0 nach dem Anhalten, 1 wenn DATEI nicht geschrieben werden konnte, 2 falsche Argumente.
help.ctl = anna ctl [--socket PFAD] BEFEHL [SCHLÜSSEL=WERT ...]\n\nSchickt eine beliebige Anfrage an den Steuer-Socket von annad (docs/protocol.md nennt sie) und gibt die Zeilen der Antwort aus; einen Fehler in den Worten von annad auf der Standardfehlerausgabe. Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung, Stand der Partie), 2 eine falsche Anfrage oder kein annad.
help.status = anna status [--socket PFAD]\n\nGibt den Stand der Partie von annad aus: Zustand, Halbzüge, Ergebnis, Uhren und Stellung. Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung, Stand der Partie), 2 eine falsche Anfrage oder kein annad.
help.times = anna times [--socket PFAD]\n\nGibt die Restbedenkzeit beider Uhren der Partie von annad aus. Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung, Stand der Partie), 2 eine falsche Anfrage oder kein annad.
help.scoresheet = anna scoresheet [--socket PFAD] [--side vi|sighted]\nanna scoresheet --brf DATEI [--pgn PARTIE.pgn] [--table TAFEL] [--clocks] [--width N] [--height N]\n\nGibt das Partieformular der Partie von annad aus, die Züge, wie sie für einen Spieler (--side) notiert sind. Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung, Stand der Partie), 2 eine falsche Anfrage oder kein annad.\n\nMit --brf DATEI (- für die Standardausgabe) schreibt es das Partieformular als BRF-Datei für ein Braille-Notizgerät oder einen Prägedrucker: die Partie von annad oder die erste Partie aus --pgn PARTIE.pgn; mit den Wörtern, Figurenbuchstaben und der Braille-Tafel des Profils (--table, eine liblouis-Tafel wie de-g0.utb); Seiten mit 40 Zellen und 25 Zeilen (--width, --height), nummeriert; --clocks fügt nach jedem Zug die Uhr des Ziehenden an. docs/braille.md erklärt es.
help.pause = anna pause [--socket PFAD] [--reason GRUND]\n\nHält die Uhr von annad an (Schiedsrichter): --reason arbiter, disturbance oder ein anderer Grund für das Journal. Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung, Stand der Partie), 2 eine falsche Anfrage oder kein annad.
help.resume = anna resume [--socket PFAD]\n\nLässt die angehaltene Uhr von annad weiterlaufen (Schiedsrichter). Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung, Stand der Partie), 2 eine falsche Anfrage oder kein annad.
help.start = anna start [--socket PFAD]\n\nBeginnt die in annad vorbereitete Partie (Schiedsrichter; im Turnier wartet die Partie darauf, im Training beginnt sie von selbst). Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung, Stand der Partie), 2 eine falsche Anfrage oder kein annad.
help.adjust = anna adjust [--socket PFAD] --side white|black --add ZEIT|--set ZEIT [--reason arbiter|disturbance|penalty]\n\nBerichtigt eine Uhr (Schiedsrichter): --add fügt ZEIT hinzu (ein Minus zieht ab), --set setzt die Restzeit. ZEIT wie man sie schreibt: 90s, 2m, 1m30s, 1:30, 1:30:00 oder Millisekunden (90000). Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung, Stand der Partie), 2 eine falsche Anfrage oder kein annad.
help.penalty = anna penalty [--socket PFAD] --side white|black --kind time|deduct|loss|warning [--ms ZEIT]\n\nVerhängt eine Strafe (Schiedsrichter): time gibt dem Gegner ZEIT (2m, 120s, 2:00 oder Millisekunden), deduct zieht der Seite ZEIT ab, loss erklärt die Partie für verloren, warning wird vermerkt. Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung, Stand der Partie), 2 eine falsche Anfrage oder kein annad.
help.result = anna result [--socket PFAD] 1-0|0-1|1/2-1/2\n\nBeendet die Partie von annad mit dem Ergebnis, das der Schiedsrichter erklärt. Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung, Stand der Partie), 2 eine falsche Anfrage oder kein annad.
help.newgame = anna newgame [--socket PFAD]\n\nBeginnt eine neue Partie in annad (Schiedsrichter); die beendete wird neben dem Journal aufbewahrt. Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung, Stand der Partie), 2 eine falsche Anfrage oder kein annad.
help.move = anna move [--socket PFAD] ZUG\n\nDer Assistent gibt den Zug des sehenden Spielers ein (ICCF-Ziffern, UCI oder algebraisch wie Sf3 oder e2-e4, mit den Buchstaben dieses Profils oder englischen), als wäre er auf dem Brett ausgeführt. Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung, Stand der Partie), 2 eine falsche Anfrage oder kein annad.
help.announce = anna announce [--socket PFAD] TEXT...\n\nDer Assistent lässt annad dem sehbehinderten Spieler TEXT sagen. Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung, Stand der Partie), 2 eine falsche Anfrage oder kein annad.
help.sheet = anna sheet [--socket PFAD] [--letters en|de|figurine] [--move N] EINTRAG...\n\nDer Schiedsrichter überträgt den nächsten Eintrag des Partieformulars des sehenden Spielers in anna, wie er geschrieben ist (algebraisch in den angegebenen Buchstaben, Vorgabe en, oder ICCF-Ziffern; (=) für ein Remisangebot). --move N: die Zugnummer, die der Eintrag haben soll; eine andere wird abgelehnt. annad sagt, ob der Eintrag gelesen ist oder warum er für den Schiedsrichter stehen bleibt (unlesbar, mehrdeutig, regelwidrig). anna ctl reconcile vergleicht danach die Partieformulare (VI-13). Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung, Stand der Partie), 2 eine falsche Anfrage oder kein annad.
help.switches = anna switches [--socket PFAD] [--check-words on|off] [--clock-warnings on|off] [--square-queries on|off] [--announcing-assistant on|off]\n\nDie Schalter des Schiedsrichters (ARB-3, CLK-16): Schach- und Mattansagen, automatische Zeitwarnungen an den sehbehinderten Spieler, Fragen nach Feldern und Figuren, anna als ansagender Assistent. Ohne Optionen sagt es, wie sie stehen. Eine Änderung wird protokolliert und ins Journal geschrieben. Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung, Stand der Partie), 2 eine falsche Anfrage oder kein annad.
help.decisions = anna decisions [--socket PFAD]\n\nListet die offenen Entscheidungen des Schiedsrichters (ein unregelmäßiger Zug, eine Reklamation, ein Zeitüberschreiten, ein Abgleich, ED-2), eine je Zeile: ihre Nummer, was geschah, und annas Vorschlag; jede wird mit ihrer Nummer bestätigt oder verworfen. Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung), 2 eine falsche Anfrage oder kein annad.
help.confirm = anna confirm [--socket PFAD] ID\n\nDer Schiedsrichter führt annas Vorschlag ID aus (eine Reklamation, ein Zeitüberschreiten, ein Abgleich, ED-2). Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung, Stand der Partie), 2 eine falsche Anfrage oder kein annad.
help.override = anna override [--socket PFAD] ID\n\nDer Schiedsrichter verwirft annas Vorschlag ID; die Partie geht weiter, wie sie ist (ED-2). Der Socket: --socket PFAD, sonst $ANNA_SOCKET, sonst /run/anna/annad.sock, wenn vorhanden, sonst der des Benutzers. Ende 0 erledigt, 1 abgelehnt (Berechtigung, Stand der Partie), 2 eine falsche Anfrage oder kein annad.
help.annad = annad [--config DATEI] [--check-config] [--state-dir VERZ] [--socket PFAD]\n    [--transcript DATEI|-] [--no-audio] [--replay ROLLE=DATEI.evemu ...]\n    [--fast | --speed N] [--latency-log DATEI]\n    [--opponent engine|human|shared] [--side white|black] [--level L] [--time-control TC]\n\nDer Dienst von anna. Ohne --config wird /etc/anna/annad.conf gelesen, wenn es die Datei gibt, sonst gelten die Vorgaben: das Terminal ist die Tastatur des Spielers, und im Training spielt das Schachprogramm (/usr/games/stockfish) die andere Seite. --opponent, --side, --level und --time-control setzen diese Schlüssel von annad.conf für diesen Start. --check-config prüft nur die Konfiguration. man annad, man annad.conf.

# Was die Befehle für Menschen ausgeben (speech/words.def)
# anna profile check: {1} das Profil, {2} seine Stimme, {3} Schlüssel, {4} Ausspracheregeln
cmd.profile.ok = {1}: ok, Stimme {2}, {3} Schlüssel, {4} Ausspracheregeln
# anna clock check: die Bedenkzeit in PGN und lesbar; ihre Klasse ({1} das Jahr der Regeln)
cmd.clock.pgn = PGN: {1}
cmd.clock.readable = lesbar: {1}
cmd.clock.standard = Klasse ({1}): Standardschach
cmd.clock.rapid = Klasse ({1}): Schnellschach
cmd.clock.blitz = Klasse ({1}): Blitzschach
# anna keymap: der Name der Belegung, dann die Überschrift der gesprochenen Hilfe
cmd.keymap.name = Tastenbelegung {1}
cmd.keymap.help = Hilfe
# anna record --check: {1} Datei, {2} Gerätename, {3} Kennungen, {4} Ereignisse, {5} erste und {6} letzte Zeit
cmd.reconcile.sentence = {1}.
cmd.record.summary = {1}: „{2}“ {3}, {4} Ereignisse von {5} bis {6}
# anna board: Heben ({1} Zeit, {2} Feld, {3} Figur als FEN-Buchstabe oder ?, {4} Berührungsbefund), Setzen, der Zustand, was anna sagt, das Brett zu Beginn, der Grund eines regelwidrigen Zugs
cmd.board.lift = {1} gehoben {2} {3} Berührung={4}
cmd.board.seat = {1} gesetzt {2} {3}
cmd.board.state = Zustand: {1}
cmd.board.say = Ansage: {1}
cmd.board.differs = das Brett weicht zu Beginn ab: {1}
cmd.board.illegal = Schiedsrichter: regelwidriger Zug, {1}
# anna boardlearn: keine oder zwei Quellen; Lernen endete bei Feld {1}; die Belegung geschrieben nach {1}
cmd.boardlearn.source = Nennen Sie das Brett mit --device GERÄT oder eine Aufnahme davon mit --recording DATEI, eines von beiden.
cmd.boardlearn.stopped = Das Lernen endete bei Feld {1} von 64, daher wurde keine Belegung geschrieben. Starten Sie anna boardlearn erneut und lernen Sie bis h8.
cmd.boardlearn.written = Belegung geschrieben nach {1}
# anna boardmap: {1} Datei, die Tastencodes von {2} a1 und {3} h8
cmd.boardmap.ok = {1}: 64 Felder, Tastencodes {2} (a1) .. {3} (h8)
cmd.audio.default = {1}  (Standard)
cmd.audio.device = Gerät {1}, Ausgabelatenz {2} ms
cmd.journal.record = {1}. {2} s ({3} UTC): {4}
cmd.journal.header = das Journal beginnt, Format {1}, Geräte: {2}
cmd.journal.key_down = {1}: Taste {2} gedrückt
cmd.journal.key_up = {1}: Taste {2} losgelassen
cmd.journal.key_repeat = {1}: Taste {2} wiederholt
cmd.journal.sync = {1}: Ende einer Meldung
cmd.journal.dropped = {1}: Ereignisse gingen verloren (der Puffer des Geräts lief über)
cmd.journal.input = {1}: Eingabeereignis Typ {2}, Code {3}, Wert {4}
cmd.journal.board = {1} ganz gelesen, Figuren auf: {2}
cmd.journal.tick = eine Frist ist erreicht
cmd.journal.recovery = annad neu gestartet: {1} s verloren, {2} Halbzüge wiederhergestellt
cmd.journal.bytes = {1}: {2} Bytes von seiner seriellen Leitung gelesen: {3}
cmd.journal.unreadable = ein nicht lesbarer Eintrag ({1}): {2}
cmd.journal.none = keine
cmd.journal.cmd.start = der Schiedsrichter startet die Partie
cmd.journal.cmd.vi_lift = das Brett des Sehbehinderten: eine Figur wird von {1} gehoben
cmd.journal.cmd.vi_made = das Brett des Sehbehinderten zeigt den Zug {1}
cmd.journal.cmd.vi_promotion = das Brett des Sehbehinderten: der Bauer von {1} wartet auf seine Umwandlungsfigur
cmd.journal.cmd.vi_illegal = das Brett des Sehbehinderten zeigt den regelwidrigen Zug {1} ({2})
cmd.journal.cmd.vi_unmade = das Brett des Sehbehinderten zeigt keinen Zug mehr
cmd.journal.cmd.vi_executed = das Brett des Sehbehinderten: der angesagte Zug ist ausgeführt
cmd.journal.cmd.vi_wrong = das Brett des Sehbehinderten weicht vom angesagten Zug ab: {1}
cmd.journal.cmd.vi_mismatch = das Brett des Sehbehinderten weicht von der Partie ab: {1} Korrekturen
cmd.journal.cmd.vi_match = das Brett des Sehbehinderten stimmt wieder mit der Partie überein
cmd.journal.cmd.sighted_made = das Brett des Sehenden zeigt den Zug {1}
cmd.journal.cmd.key_move = {1} gibt den Zug {2} ein
cmd.journal.cmd.key_promotion = {1} nennt die Umwandlungsfigur {2}
cmd.journal.cmd.key_clock = {1} drückt die Uhr
cmd.journal.cmd.key_correct = {1} nimmt den angesagten Zug zurück
cmd.journal.cmd.key_query = {1} fragt {2} ({3})
cmd.journal.cmd.key_draw_offer = {1} bietet Remis an
cmd.journal.cmd.key_draw_decline = {1} lehnt das Remisangebot ab
cmd.journal.cmd.key_resign = {1} gibt auf
cmd.journal.cmd.claim = {1} reklamiert ({2}), beabsichtigter Zug {3}
cmd.journal.cmd.deadline = der Zeitgeber ist fällig
cmd.journal.cmd.arb_pause = der Schiedsrichter hält die Uhr an ({1})
cmd.journal.cmd.arb_resume = der Schiedsrichter setzt die Uhr wieder in Gang
cmd.journal.cmd.arb_adjust = der Schiedsrichter stellt die Uhr von {1}: {2} {3} ms ({4})
cmd.journal.cmd.arb_take_back = der Schiedsrichter setzt die Partie auf Halbzug {1} zurück
cmd.journal.cmd.arb_set_position = der Schiedsrichter stellt die Stellung {1} her
cmd.journal.cmd.arb_penalty = der Schiedsrichter bestraft {1}: {2}, {3} ms
cmd.journal.cmd.arb_result = der Schiedsrichter erklärt das Ergebnis {1}
cmd.journal.cmd.arb_confirm = der Schiedsrichter bestätigt Entscheidung {1}
cmd.journal.cmd.arb_override = der Schiedsrichter verwirft Entscheidung {1}
cmd.journal.cmd.arb_new_game = der Schiedsrichter beginnt eine neue Partie
cmd.journal.cmd.sheet_entry = {1} überträgt den Partieformulareintrag des Sehenden {2} (Buchstaben {3})
cmd.journal.cmd.arb_reconcile = der Schiedsrichter lässt die Partieformulare abgleichen
cmd.journal.cmd.arb_switches = der Schiedsrichter stellt die Schalter: {1}
cmd.journal.cmd.sighted_mismatch = das Brett des Sehenden weicht von der Partie ab: {1} Korrekturen
cmd.journal.cmd.sighted_match = das Brett des Sehenden stimmt wieder mit der Partie überein

# Partieformulare und die Sitzung (core/scoresheet.c, core/session.c)

# Die Sitzung (speech/render_session.c): {1} ist wer (clock.who.*), wenn nicht anders vermerkt
session.correction = Korrektur: {1}
session.draw_offer = {1} bietet Remis an
session.draw_offered = Sie haben Remis angeboten; Ihr Gegner hat es gehört.
session.claim.repetition = {1} beansprucht Remis durch dreimalige Stellungswiederholung. Der Schiedsrichter entscheidet.
session.claim.fifty = {1} beansprucht Remis nach der Fünfzig-Züge-Regel. Der Schiedsrichter entscheidet.
session.claim.flag = {1} beansprucht den Sieg auf Zeit. Der Schiedsrichter entscheidet.
session.penalty.time = {1}: {2} vom Schiedsrichter hinzugefügt
session.penalty.deduct = {1}: {2} vom Schiedsrichter abgezogen
session.penalty.warning = {1}: eine Verwarnung des Schiedsrichters
session.sheet_offer_white = Zug {1}, Weiß: {2}, mit Remisangebot
session.sheet_offer_black = Zug {1}, Schwarz: {2}, mit Remisangebot
session.whose_move = {1} am Zug
session.end.arbiter = Der Schiedsrichter erklärt das Ergebnis {1}.
# Das Protokoll des Schiedsrichters: {1} die Seite, {2} eine Einzelheit
session.report.press_not_made = {1} hat die Uhr gedrückt, bevor der Zug auf dem Brett ausgeführt war (VI-8). Beweis gespeichert, keine Strafe.
session.report.illegal_move = {1} hat einen regelwidrigen Zug vollendet: {2}. Regelwidriger Zug Nummer {3} dieses Spielers.
session.report.drift = {1} hat etwas anderes als den angesagten Zug {2} ausgeführt. Die Bretter weichen ab.
session.report.announce_differs = {1} hat einen anderen Zug angesagt, als das Brett zeigt; der Zug des Bretts {2} wurde gespielt.
session.report.claim_correct = {1} beansprucht Remis; der Anspruch ist berechtigt.
session.report.claim_incorrect = {1} beansprucht Remis; der Anspruch ist nicht berechtigt.
session.report.flag = {1} hat die Zeit überschritten.
session.report.flag.can_mate = {1} kann mit einer Folge legaler Züge noch mattsetzen (6.9).
session.report.flag.cannot_mate = {1} kann mit keiner Folge legaler Züge mattsetzen: {2} (6.9).
session.report.flag.mate_unknown = Ob {1} noch mattsetzen kann, wurde im Rahmen der Suche nicht entschieden; der Schiedsrichter entscheidet (6.9).
session.report.game_end = Die Partie ist beendet: {1}.
session.report.resignation = {1} gibt auf.
session.report.agreement = Die Spieler einigen sich auf Remis.
session.report.agreement_early = Remis wurde vereinbart, bevor jeder Spieler einen Zug gemacht hat; nicht angenommen (2017).
session.report.mismatch = Das Sensorbrett weicht von der Partie ab.
session.report.sighted_mismatch = Das elektronische Brett des sehenden Spielers weicht von der Partie ab.
session.sighted_board_differs = Das Brett des sehenden Spielers weicht ab
session.report.decision = Entscheidung {1} ist erledigt.
session.report.penalty = {1} erhält {2}.
session.proposal.penalty = Vorschlag: Stellung wiederherstellen, {1} für den Gegner.
session.proposal.loss = Vorschlag: {1} verliert die Partie.
session.proposal.draw = Vorschlag: die Partie ist remis.
session.proposal.confirm = Entscheidung {1} bestätigen oder verwerfen.
session.proposal.time = Vorschlag: {1} für den Gegner.

# The sensor board (speech/render_board.c)
board.fix.move = {1} {2} nach {3}
board.fix.back = {1} {2} zurück auf {3}
board.fix.remove = {1} muss leer sein
board.fix.place = {1} fehlt auf {2}
board.ok = Das Brett stimmt
board.piece.white.king = weißer König
board.piece.white.queen = weiße Dame
board.piece.white.rook = weißer Turm
board.piece.white.bishop = weißer Läufer
board.piece.white.knight = weißer Springer
board.piece.white.pawn = weißer Bauer
board.piece.black.king = schwarzer König
board.piece.black.queen = schwarze Dame
board.piece.black.rook = schwarzer Turm
board.piece.black.bishop = schwarzer Läufer
board.piece.black.knight = schwarzer Springer
board.piece.black.pawn = schwarzer Bauer
board.ask_promotion = Umwandlung auf {1}: welche Figur? 1 Dame, 2 Turm, 3 Läufer, 4 Springer, dann Enter
board.ask_which = Welcher Zug: {1}?
board.or = oder
board.not_announced = Das ist nicht der angesagte Zug {1}
board.illegal = Regelwidriger Zug: {1}. {2}
board.why.not_own_piece = Das ist eine Figur des Gegners.
board.why.own_capture = Eine eigene Figur kann nicht geschlagen werden.
board.why.pattern = So zieht diese Figur nicht.
board.why.blocked = Eine Figur steht im Weg.
board.why.self_check = Der eigene König stünde im Schach.
board.why.castle_rights = König oder Turm haben schon gezogen, diese Rochade ist nicht mehr möglich.
board.why.castle_blocked = Zwischen König und Turm steht eine Figur.
board.why.castle_in_check = Im Schach darf nicht rochiert werden.
board.why.castle_through = Der König darf nicht über ein angegriffenes Feld oder auf ein angegriffenes Feld ziehen.
board.why.castle_rook = Zur Rochade zieht auch der Turm; setzen Sie ihn um.
board.why.en_passant_pawn = En passant schlägt den Bauern daneben; nehmen Sie ihn vom Brett.
board.learn.ask_lift = Heben Sie die Figur auf {1} heraus und setzen Sie sie wieder ein
board.learn.ask_seat = Stecken Sie eine Figur in das Loch {1} und nehmen Sie sie wieder heraus
board.learn.put_back = {1} gefunden, setzen Sie die Figur wieder ein
board.learn.take_out = {1} gefunden, nehmen Sie die Figur wieder heraus
board.learn.learned = {1} gespeichert
board.learn.already = Dieses Loch ist schon {1}. Gesucht ist {2}
board.learn.other_hole = Ein anderes Loch hat sich geändert. Machen Sie zuerst {1} fertig
board.learn.done = Alle 64 Felder sind gelernt
board.learn.aborted = Lernmodus abgebrochen

# Sensor-board maps (board-io/boardmap.c); the line is added by error.at_line
session.report.sheet = Partieformular von {1}: {2}

# The session: later additions (core/session.c, speech/render_session.c)
session.proposal.override = Die Partie endete von selbst; Entscheidung {1} verwerfen, wenn weitergespielt werden soll.
session.refused.touched = Eine Figur wurde berührt oder der Zug ausgeführt: auf diesen Zug kein Remisanspruch.
session.claim_move = {1} muss jetzt den angesagten Zug {2} spielen; der Anspruch ist abgelehnt.
session.report.claim_move = {1} beanspruchte Remis mit dem angesagten Zug {2}, spielte nach der Ablehnung aber einen anderen Zug (DRAW-6).
session.report.press_no_move = {1} hat die Uhr gedrückt, ohne einen Zug einzugeben. Beleg gespeichert, keine Strafe verhängt.
session.proposal.press = Falls als regelwidriger Zug gewertet (2017, 7.8): {1} für den Gegner.
session.report.late_announcement = {1} hat den Zug {2} nach dem Drücken der Uhr angesagt (VI-9).
session.refused.assistant = Die Partie kann noch nicht beginnen: für den hörgeschädigten Spieler muss ein Assistent eingetragen sein.
session.report.assistant_required = {1} ist hörgeschädigt und spielt gegen einen sehbehinderten Spieler: ein Assistent ist Pflicht (2017 D.2.11). Bestätigen, sobald einer eingetragen ist, oder verwerfen, um ohne zu beginnen.
session.report.assistant_advised = {1} ist hörgeschädigt und spielt gegen einen sehbehinderten Spieler: ein Assistent wird empfohlen.
session.refused.quickplay = Hier kein Schnellschluss-Antrag: er verlangt die letzte Periode ohne Zeitzuschlag und weniger als zwei Minuten auf Ihrer Uhr.
session.refused.not_paused = Die Uhr ist nicht angehalten; es gibt nichts fortzusetzen.
session.refused.not_started = Die Partie hat noch nicht begonnen; der Schiedsrichter startet sie.
session.refused.paused = Die Uhr ist angehalten. Weiter geht es mit der Befehlstaste, Schrägstrich, dann 5.
session.refused.boards_differ = {1}: dieses Brett zeigt die vereinbarte Stellung noch nicht. Weiter geht es, wenn beide Bretter sie zeigen.
session.refused.switches_training = Im Training ist jede Hilfe eingeschaltet: Schachansagen, Zeitwarnungen, Fragen nach Feldern, die Züge beider Seiten. Die Schalter gehören im Turnier dem Schiedsrichter.
session.refused.frozen_training = Die Uhr wurde gedrückt; der Zug kann nicht mehr berichtigt werden. Zurücknehmen: Befehlstaste, Schrägstrich, dann 4.
session.refused.no_draw = Das ist noch kein Remis: die Stellung ist nicht dreimal aufgetreten, und fünfzig Züge ohne Schlagen und ohne Bauernzug sind nicht vergangen. Spielen Sie weiter.
session.refused.no_arbiter = Im Training gibt es keinen Schiedsrichter, der über eine Schnellendphase entscheidet. Spielen Sie weiter, bieten Sie Remis an, oder geben Sie auf.
session.claim.quickplay = {1} beansprucht Remis im Schnellschluss. Der Schiedsrichter entscheidet.
session.claim.increment = {1} beantragt einen Zeitzuschlag von fünf Sekunden. Der Schiedsrichter entscheidet.
session.increment = Ab jetzt bringt jeder Zug beiden Spielern {1}.
session.touched = {1} {2} berührt
session.touched.move = {1} {2} berührt: diese Figur muss ziehen
session.touched.capture = {1} {2} berührt: diese Figur muss geschlagen werden
session.touched.free = {1} {2} berührt: sie kann weder ziehen noch geschlagen werden, keine Pflicht
session.report.quickplay = {1} beansprucht Remis mit {2} Restzeit (Schnellschluss, QPF-3).
session.report.increment = {1} beantragt mit {2} Restzeit fünf Sekunden Zeitzuschlag (QPF-2).
session.proposal.quickplay = Bestätigen: remis. Verwerfen: abgelehnt, {1} für den Gegner.
session.proposal.increment = Bestätigen: fünf Sekunden pro Zug für beide, {1} für den Gegner. Verwerfen: abgelehnt.
session.report.reconcile_agree = Abgleich (VI-13): die Partieformulare stimmen in allen {1} Halbzügen überein; beide Bretter müssen die Stellung danach zeigen.
session.report.reconcile_disagree = Abgleich (VI-13): die Partieformulare stimmen in den ersten {1} Halbzügen überein; danach gestrichen: {2} auf dem Formular des sehbehinderten Spielers, {3} auf dem des sehenden. Beide Bretter müssen die Stellung nach Halbzug {1} zeigen.
session.report.reconcile_clocks = Damals notierte Uhrzeiten: Weiß {1}, Schwarz {2}.
session.proposal.reconcile = Bestätigen: so ausführen. Verwerfen: die Partie geht weiter wie sie steht.
session.report.sheet_ok = Partieformular von {1}: {2} von {3} Halbzügen eingetragen; aktuell (SHEET-3).
session.report.sheet_behind = Partieformular von {1}: {2} von {3} Halbzügen eingetragen; sein eigener letzter Zug fehlt (SHEET-3).
session.report.sheet_exempt = Partieformular von {1}: {2} von {3} Halbzügen eingetragen; von der Aufzeichnung befreit, unter fünf Minuten (SHEET-7).

# annad: Konfiguration, Journal, Wiederherstellung, Geräte, Steuersocket
config.syntax = {1} Zeile {2}: weder [Abschnitt] noch Schlüssel = Wert; Zeile berichtigen oder # davorsetzen
config.section = {1} Zeile {2}: Abschnitt [{3}] gibt es nicht; die Abschnitte sind [game], [devices], [keymaps], [listeners], [daemon], [roles], [hall] und [engine] (man annad.conf)
config.key = {1} Zeile {2}: Abschnitt [{3}] hat keinen Schlüssel {4}; Schreibweise mit man annad.conf vergleichen
config.value = {1} Zeile {2}: {4} ist kein möglicher Wert für {3}; man annad.conf nennt die Werte
config.choice = {1} Zeile {2}: {3} ist nicht möglich; der Wert kann eines von {4} sein
config.no_section = {1} Zeile {2}: {3} steht vor jedem Abschnitt; setzen Sie es unter [{4}]
config.no_section_any = {1} Zeile {2}: {3} steht vor jedem Abschnitt, und keiner hat diesen Schlüssel; die Abschnitte sind {4} (man annad.conf)
config.duplicate = {1} Zeile {2}: {3} steht zweimal in diesem Abschnitt (zuerst in Zeile {4}); eine der Zeilen behalten
config.user = {1} Zeile {2}: einen Benutzer {3} gibt es nicht; Benutzername oder Nummer angeben
config.readers = {1} Zeile {2}: readers ist everyone oder eine Gruppe, und eine Gruppe {3} gibt es auf diesem System nicht
config.open = Die Konfigurationsdatei {1} ist nicht lesbar ({2}); Pfad und Rechte prüfen
config.profile = {1} Zeile {2}: ein Profil {3} gibt es nicht; die Profile sind {4}
config.keymap = {1} Zeile {2}: die Tastenbelegung {3} lässt sich nicht laden; die Belegungen sind {4}, oder geben Sie den Pfad einer Datei an (prüfen mit anna keymap)
config.directory = {1} ist ein Verzeichnis, keine Konfigurationsdatei; die Datei selbst angeben
config.special = {1} ist keine gewöhnliche Datei (eine FIFO, ein Gerät oder ein Socket); eine Konfigurationsdatei angeben
config.too_big = {1} ist größer als {2} KiB, zu groß für eine Konfigurationsdatei; die richtige Datei angeben
config.section_twice = {1} Zeile {2}: der Abschnitt [{3}] steht zweimal (zuerst in Zeile {4}); seine Schlüssel in einen Abschnitt schreiben
config.utf8 = {1} Zeile {2}: der Wert von {3} ist kein gültiger UTF-8-Text; die Datei als UTF-8 speichern
journal.ok = {1}: {2} Einträge, die Kette ist unversehrt; letzter Hash {3}
journal.torn = {1}: der letzte Eintrag (Nummer {2}) ist abgeschnitten, wie nach einem Stromausfall; er wird verworfen, die Partie geht vom Eintrag davor weiter
journal.broken = {1}: Eintrag {2} (Byte {3}) passt nicht zur Kette: das Journal wurde beschädigt oder verändert; die Einträge davor sind gültig, bitte den Schiedsrichter rufen
journal.io = Das Journal {1} ist nicht les- oder schreibbar ({2}); Platz und Rechte des Statusverzeichnisses prüfen
journal.moved = Das beschädigte Journal {1} wurde für den Schiedsrichter als {2} aufbewahrt
journal.not_kept = Für eine Kopie des beschädigten Journals {1} ist kein Platz ({2}); der beschädigte Teil wird verworfen, die Partie geht mit den gültigen Einträgen weiter
journal.held = anna kann die Partie nicht aufzeichnen: das Schreiben des Journals {1} ist fehlgeschlagen ({2}). Nichts wird mehr angesagt; die Partie ist für den Schiedsrichter angehalten, bis das Journal wieder geschrieben werden kann
journal.held_training = anna kann die Partie nicht aufzeichnen: das Schreiben des Journals {1} ist fehlgeschlagen ({2}). Nichts wird mehr angesagt; die Partie ist angehalten, bis das Journal wieder geschrieben werden kann
journal.written = Das Journal {1} wird wieder geschrieben; die Partie ist bis Halbzug {2} aufgezeichnet
journal.rewritten = Das Journal {1} wurde während der Partie gelöscht oder ersetzt; es wurde aus dem Speicher neu geschrieben (eine Datei an seiner Stelle liegt daneben); bitte den Schiedsrichter rufen
journal.archive = Das Journal der beendeten Partie {1} kann nicht aufbewahrt werden ({2}); annad beginnt darüber keine neue Partie: Platz schaffen oder die Rechte des Statusverzeichnisses korrigieren
state.locked = Ein anderer annad (Prozess {2}) führt die Partie in {1}; dieser hört auf, ohne sie anzurühren
state.unwritable = Das Statusverzeichnis {1} ist nicht beschreibbar ({2}); annad beginnt keine Partie, die es nicht aufbewahren könnte: dem Benutzer von annad dort Schreibrecht und Platz geben oder in [daemon] ein anderes state-dir setzen
journal.header = der erste Eintrag ist nicht der Kopf eines anna-Journals
journal.format = es wurde im Journalformat {1} geschrieben, das dieses anna (Format {2}) nicht lesen kann
journal.format_image = es wurde im Journalformat {1} (anna 0.1) geschrieben, dessen Befehlseinträge ein Speicherabbild des schreibenden Programms sind; dieses anna (Format {2}) kann sie nicht lesen
journal.type = Eintragstyp {1} kennt anna nicht
journal.field_short = der Eintrag endet vor seinem Feld {1} (Byte {2})
journal.field_range = sein Feld {1} (Byte {2}) enthält {3}, das ist kein möglicher Wert
journal.trailing = er hat Bytes nach seinem letzten Feld (ab Byte {1})
journal.unrecoverable = {1}: Eintrag {2} ({3}) ist aus dem unten genannten Grund nicht lesbar. annad stellt die Partie aus diesem Journal nicht wieder her; mit anna journal show ansehen, dann beiseitelegen, um eine neue Partie zu beginnen
daemon.recovered_white = Die Partie ist nach {1} Halbzügen wiederhergestellt. Weiß ist am Zug. Die Uhr ist angehalten, weil die Partie wiederhergestellt wurde; seit dem letzten Eintrag vergingen {2} Sekunden.
daemon.recovered_black = Die Partie ist nach {1} Halbzügen wiederhergestellt. Schwarz ist am Zug. Die Uhr ist angehalten, weil die Partie wiederhergestellt wurde; seit dem letzten Eintrag vergingen {2} Sekunden.
daemon.recovered_over = Die beendete Partie mit {1} Halbzügen ist wiederhergestellt; der Schiedsrichter kann eine neue Partie beginnen
daemon.device_open = Das Gerät {2} für {1} lässt sich nicht öffnen ({3}); Pfad prüfen und ob annad es lesen darf (udev-Regeln)
daemon.ready = anna ist bereit; Steuersocket {1}
daemon.ready_said = anna ist bereit
daemon.started = annad läuft, aber anna ist noch nicht bereit; Steuersocket {1}
daemon.resume_training = Setzen Sie die Uhr mit anna resume wieder in Gang, oder auf der Tastatur: die Befehlstaste, Schrägstrich, dann 5.
daemon.resume_arbiter = Der Schiedsrichter setzt die Uhr mit anna resume wieder in Gang, oder auf seiner Tastatur: das Befehlsmenü, dann 5.
daemon.socket = Der Steuersocket {1} lässt sich nicht öffnen ({2}); Verzeichnis prüfen und ob schon ein annad läuft
daemon.option = {1} ist keine Option von annad, oder ihr Wert fehlt; annad --help zeigt die Optionen
daemon.replay = --replay {1}: ROLLE=DATEI schreiben, ROLLE eine von vi-board, sighted-board, vi-keypad, sighted-keypad, arbiter-keypad, jede Rolle einmal
daemon.speed = --speed {1}: eine ganze Zahl von 1 bis 1000 angeben
daemon.config_ok = {1}: in Ordnung, annad kann mit dieser Konfiguration starten
daemon.config_defaults = Keine Konfigurationsdatei: annad startet mit den Vorgaben; in Ordnung
daemon.synced = Journal bis Halbzug {1} gesichert
daemon.game_saved = die beendete Partie steht in {1}
daemon.brf_saved = das Braille-Partieformular des Spielers steht in {1}
daemon.game_unwritable = {1} lässt sich nicht schreiben ({2}); die Partie ist im Journal sicher: anna ctl pgn und anna scoresheet --brf geben sie aus
daemon.output = Die Tonausgabe {1} lässt sich nicht öffnen ({2}); prüfen Sie output in annad.conf oder schreiben Sie output = text
daemon.speech = Die Sprachausgabe für einen Zuhörer kann nicht starten ({1}); die Worte gehen weiter ins Protokoll
daemon.transcript = Das Protokoll {1} lässt sich nicht öffnen ({2}); prüfen Sie den Pfad und ob annad dort schreiben darf
control.denied = Nicht erlaubt: {1} ändert die Partie, das darf nur der Schiedsrichter (Benutzer {2}); siehe [roles] in annad.conf
control.request = Keine gültige Anfrage: {1}; eine Zeile, ein Befehl und Felder Schlüssel=Wert (docs/protocol.md)
control.unknown = Einen Befehl {1} gibt es nicht; anna help zeigt die Befehle
control.field = {1}: --{2} kann nicht „{3}“ sein; schreiben Sie eines von {4}
control.field_time = {1}: --{2} „{3}“ ist keine Zeit; schreiben Sie sie als 90s, 2m, 1:30 oder in Millisekunden (ein Minus nimmt Zeit weg: -30s)
control.field_value = {1}: --{2} kann nicht „{3}“ sein; anna {1} --help zeigt, was es nimmt
control.field_option = {1} hat keine Option --{2}; seine Optionen sind {3}
control.field_none = {1} nimmt keine Optionen, auch nicht --{2}
control.field_twice = {1}: --{2} steht zweimal da; geben Sie es einmal an
control.missing = {1} braucht --{2}; anna {1} --help zeigt, wie
control.missing_choice = {1} braucht --{2}, eines von {3}
control.missing_time = {1} braucht entweder --add oder --set mit einer Zeit, etwa --add 2m, --add -30s oder --set 1:30:00
control.state.setup = {1} ist jetzt nicht möglich: die Partie hat noch nicht begonnen; der Schiedsrichter beginnt sie mit anna start
control.state.vi_to_move = {1} ist jetzt nicht möglich: der sehbehinderte Spieler ist am Zug
control.state.sighted_to_move = {1} ist jetzt nicht möglich: der sehende Spieler ist am Zug
control.state.vi_executing = {1} ist jetzt nicht möglich: der sehbehinderte Spieler führt den Zug auf seinem Brett aus
control.state.arbiter = {1} ist jetzt nicht möglich: die Partie wartet auf die Entscheidung des Schiedsrichters
control.state.paused = {1} ist jetzt nicht möglich: die Uhr ist angehalten; anna resume setzt sie wieder in Gang
control.state.ended = {1} ist jetzt nicht möglich: die Partie ist beendet; anna newgame beginnt eine neue
control.connect = annad ist unter {1} nicht erreichbar ({2}); läuft annad?
control.decision_none = {1} {2}: es gibt keine offene Entscheidung {2}; zur Zeit ist keine Entscheidung offen
control.decision_closed = {1} {2}: die Entscheidung {2} ist nicht offen (schon entschieden oder nie eröffnet); offen sind {3} (anna decisions listet sie)
control.no_decisions = Keine Entscheidung ist offen.
control.access = Zugriff verweigert bei {1}: annad läuft, aber sein Socket ist nur für die Gruppe {2}. Bitten Sie den Veranstalter, Sie in diese Gruppe aufzunehmen oder in annad.conf unter [daemon] readers = everyone zu setzen
control.utf8 = {1}: das Feld {2} ist kein gültiger UTF-8-Text
control.busy = annad hat {1} Verbindungen offen und hat diese abgelehnt; gleich noch einmal versuchen
control.idle = annad hat die Verbindung nach {1} Sekunden ohne Anfrage geschlossen
control.closed = annad unter {1} hat die Verbindung vor der Antwort geschlossen (zu viele Verbindungen oder zu langsam gelesen); noch einmal versuchen
control.held = {1}: das Journal kann noch nicht geschrieben werden, die Partie bleibt angehalten; zuerst Platz im Statusverzeichnis schaffen
control.refused = {1}: {2}
control.sheet.read_white = Zug {1}, Weiß: {2} ist gelesen und eingetragen
control.sheet.read_black = Zug {1}, Schwarz: {2} ist gelesen und eingetragen
control.sheet.unreadable_white = Zug {1}, Weiß: {2} ist als Zug nicht lesbar; es bleibt für den Schiedsrichter stehen, wie es geschrieben ist
control.sheet.unreadable_black = Zug {1}, Schwarz: {2} ist als Zug nicht lesbar; es bleibt für den Schiedsrichter stehen, wie es geschrieben ist
control.sheet.ambiguous_white = Zug {1}, Weiß: {2} passt auf mehr als einen regelgemäßen Zug; es bleibt für den Schiedsrichter stehen, wie es geschrieben ist
control.sheet.ambiguous_black = Zug {1}, Schwarz: {2} passt auf mehr als einen regelgemäßen Zug; es bleibt für den Schiedsrichter stehen, wie es geschrieben ist
control.sheet.illegal_white = Zug {1}, Weiß: {2} ist dort kein regelgemäßer Zug; es bleibt für den Schiedsrichter stehen, wie es geschrieben ist
control.sheet.illegal_black = Zug {1}, Schwarz: {2} ist dort kein regelgemäßer Zug; es bleibt für den Schiedsrichter stehen, wie es geschrieben ist
control.sheet.unchecked_white = Zug {1}, Weiß: {2} bleibt ungelesen, weil ein früherer Eintrag markiert ist; der Schiedsrichter entscheidet mit anna ctl reconcile
control.sheet.unchecked_black = Zug {1}, Schwarz: {2} bleibt ungelesen, weil ein früherer Eintrag markiert ist; der Schiedsrichter entscheidet mit anna ctl reconcile
control.sheet.move = Der nächste Eintrag des Partieformulars ist Zug {2}, nicht {1}; die Züge der Reihe nach eingeben
control.reconcile.proposal = Vorschlag {1}: anna confirm {1} führt ihn aus, anna override {1} lässt die Partie, wie sie ist
control.switch.on = {1}: an
control.switch.off = {1}: aus
control.switched_on = Der Schiedsrichter hat {1} eingeschaltet
control.switched_off = Der Schiedsrichter hat {1} ausgeschaltet

# Training (ein Schachprogramm als Gegner, Tipps, Analyse, Studium)
keypad.cmd.hint = Tipp
keypad.cmd.eval = Bewertung
keypad.cmd.take_back = meinen letzten Zug zurücknehmen
keypad.cmd.threat = was mein Gegner droht
keypad.help.stepping = In einer Analyse oder einem Studium: {1} allein, der nächste Zug; {2} allein, der Zug davor. Im Ratemodus eines Studiums den Zug eingeben, den Sie spielen würden.
engine.level.beginner = Anfänger
engine.level.novice = Einsteiger
engine.level.casual = Gelegenheitsspieler
engine.level.club = Vereinsspieler
engine.level.strong = starker Vereinsspieler
engine.level.expert = Experte
engine.level.full = volle Stärke
engine.level.elo = Elo {1}
engine.level.depth = Tiefe {1}
uci.garbage = das Schachprogramm schrieb eine unlesbare Zeile (Spalte {1})
uci.score = das Schachprogramm schrieb eine Bewertung ohne Zahl: {1}
uci.bestmove = das Schachprogramm antwortete {1}, das ist hier kein legaler Zug
engine.level = unbekannte Spielstärke „{1}“: beginner, novice, casual, club, strong, expert, full, eine Elo-Zahl von 1 bis 4000 oder depth und eine Zahl von 1 bis 60
engine.missing = Das Schachprogramm {1} lässt sich nicht starten ({2}).
engine.crashed = Das Schachprogramm ist abgestürzt. Es wird mit der Stellung neu gestartet.
engine.hung = Das Schachprogramm hat nicht rechtzeitig geantwortet. Es wird mit der Stellung neu gestartet.
engine.garbage = Das Schachprogramm gab eine falsche Antwort: {1}. Es wird mit der Stellung neu gestartet.
engine.gave_up = Das Schachprogramm ist nicht zu gebrauchen. Die Partie geht zwischen zwei Menschen weiter: die Züge des Gegners werden auf der anderen Tastatur oder mit anna move eingegeben.
engine.ready = Schachprogramm {1} bereit, Stärke {2}
engine.plays_white = Das Schachprogramm spielt Weiß, Stärke {1}. Sie spielen Schwarz.
engine.plays_black = Das Schachprogramm spielt Schwarz, Stärke {1}. Sie spielen Weiß.
training.refused = Nicht im Turnier: dort erlauben die Regeln kein Schachprogramm, keine Tipps und keine Bewertungen.
training.no_engine = Dafür gibt es kein Schachprogramm.
training.busy = Einen Moment, das Schachprogramm rechnet noch.
training.hint = Tipp: {1}
training.hint_piece = Tipp: ziehen Sie {1}
training.no_move = Es gibt keinen Zug mehr.
training.threat = Ihr Gegner droht {1}
training.in_check = Sie stehen im Schach.
training.taken_back = Zurückgenommen: {1} Halbzüge. Stellen Sie Ihr Brett wie vorher auf.
training.nothing_back = Es gibt keinen Zug von Ihnen zum Zurücknehmen.
eval.equal = Die Stellung ist etwa ausgeglichen.
eval.white_slightly = Weiß steht etwas besser.
eval.black_slightly = Schwarz steht etwas besser.
eval.white_pawn = Weiß steht etwa einen Bauern besser.
eval.black_pawn = Schwarz steht etwa einen Bauern besser.
eval.white_pawns = Weiß steht etwa {1} Bauern besser.
eval.black_pawns = Schwarz steht etwa {1} Bauern besser.
eval.white_winning = Weiß steht auf Gewinn.
eval.black_winning = Schwarz steht auf Gewinn.
eval.white_mates = Weiß setzt in {1} Zügen matt.
eval.black_mates = Schwarz setzt in {1} Zügen matt.
eval.white_mated = Weiß ist schachmatt.
eval.black_mated = Schwarz ist schachmatt.
review.mistake = Zug {1}: Sie spielten {2}. Besser war {3}.
review.cost = Das kostete etwa {1}.
review.pawns = {1} Bauern
review.percent = {1} Prozent Ihrer Gewinnchancen
review.saved = die kommentierte Partie steht in {1}
review.pgn_better = besser war {1} {2}
review.none = Keine großen Fehler in dieser Partie.
review.summary = Die Analyse hat {1} Züge, in denen Sie viel verloren haben.
review.end = Ende der Analyse.
review.start = Die Analyse Ihrer Partie.
review.threshold = unbekannte Schwelle „{1}“: Hundertstel Bauern (zum Beispiel 150) oder eine Gewinnchance in Prozent (zum Beispiel 20%)
study.opened = {1} gegen {2}, {3} Halbzüge.
study.start = Die Ausgangsstellung.
study.move = {1}: {2}
study.end = Ende der Partie: {1}
study.guess_right = Richtig: {1} war der Zug der Partie.
study.guess_wrong = Sie spielten {1}; in der Partie geschah {2}.
study.guess_eval = Ihr Zug war etwa {1} schlechter.
study.score = Sie haben {1} von {2} Zügen gefunden.
study.your_turn = Ihr Zug: was würden Sie spielen?
study.empty = {1} enthält keine Partie mit Zügen.
study.closed = Das Studium ist beendet; zurück zu Ihrer Partie. Die Uhr wartet, bis Sie sie wieder starten.
study.none = Es ist kein Studium geöffnet.
# anna position and anna pgn check --status (tools/status.c)
status.side = Am Zug: {1}.
status.moves = Legale Züge ({1}): {2}
status.not_check = Kein Schach.
status.check = {1} steht im Schach.
status.checkmate = {1} ist schachmatt.
status.stalemate = {1} ist patt.
status.dead = Tote Stellung: keine Seite kann mit irgendeiner Folge legaler Züge mattsetzen.
status.not_dead = Keine tote Stellung.
status.dead_unknown = Ob die Stellung tot ist, ist nicht bekannt.
status.repetitions = So oft ist diese Stellung aufgetreten: {1}.
status.count = Züge ohne Schlagen und ohne Bauernzug: {1} ({2} Halbzüge). Nach 50 kann Remis beansprucht werden; nach 75 endet die Partie.
status.threefold_claim = Die Seite am Zug kann Remis durch Stellungswiederholung beanspruchen.
status.fifty_claim = Die Seite am Zug kann Remis nach der 50-Züge-Regel beanspruchen.
status.mate.yes = {1} kann noch mattsetzen, zum Beispiel: {2}
status.mate.done = {1} hat mattgesetzt.
status.mate.no = {1} kann nicht mattsetzen: {2}.
status.mate.unknown = {1}: nicht bekannt, ob ein Matt möglich ist; die Suche endete nach {2} Stellungen.
status.reason.material = das Material reicht für kein Matt
status.reason.locked = die Stellung ist für immer blockiert, so dass keine Figur den König je mattsetzen kann
status.reason.searched = jede mögliche Stellung wurde geprüft, keine ist ein Matt
status.game = Partie {1}, Schlussstellung:
# The tournament hall link (docs/hall.md)
hall.url = Der Hallen-Broker {1} ist keine brauchbare Adresse; mqtt://Rechner:Port oder mqtts://Rechner:Port schreiben
hall.name = Der Name {1} ist in der Halle nicht verwendbar: 1 bis 63 Zeichen, ohne Schrägstrich, Plus, Raute oder Steuerzeichen
hall.start = Die Verbindung zur Halle konnte nicht starten ({1})
hall.tls = Die Hallenverbindung kann die TLS-Datei {1} nicht verwenden ({2})
hall.down = Die Verbindung zur Halle unter {1} ist unterbrochen; die Partie geht weiter, anna versucht es weiter
hall.drift.vi = Das Brett des sehbehinderten Spielers zeigt nicht die Partie
hall.drift.sighted = Das Brett des sehenden Spielers zeigt nicht die Partie
hall.drift.both = Keines der beiden Bretter zeigt die Partie
shared.white_to_move = Weiß ist am Zug.
shared.black_to_move = Schwarz ist am Zug.
hall.up = Die Verbindung zur Halle unter {1} steht
hall.command.bad = Ein Befehl aus der Halle war unverständlich; nötig ist ein JSON-Objekt mit cmd und args als Text
hall.command.refused = Der Befehl {1} ist aus der Halle nicht erlaubt; bitte den anna-Befehl am Brett verwenden
hall.write = {1} kann nicht geschrieben werden ({2})

# The hall page (hall/www), written out by anna hall words
hall.page.lang = de
hall.page.title = anna: die Halle
hall.page.skip = Zu den Brettern springen
hall.page.connecting = Verbindung zur Halle wird hergestellt…
hall.page.connected = Mit der Halle verbunden
hall.page.disconnected = Keine Verbindung zur Halle; neuer Versuch läuft
hall.page.boards = Bretter, die für den Schiedsrichter zuerst
hall.page.board = Brett
hall.page.alarm = Braucht den Schiedsrichter
hall.page.no_alarm = nein
hall.page.white = Weiß
hall.page.black = Schwarz
hall.page.clock_white = Uhr Weiß
hall.page.clock_black = Uhr Schwarz
hall.page.state = Stand
hall.page.last_move = Letzter Zug
hall.page.live_pgn = Alle Partien als PGN (live)
hall.page.signin = Anmeldung für Schiedsrichter
hall.page.username = Benutzer
hall.page.password = Passwort
hall.page.signin_button = Anmelden
hall.page.board_title = anna: ein Brett
hall.page.board_heading = Brett {1}
hall.page.back = Zurück zu allen Brettern
hall.page.players = Spieler und Uhren
hall.page.decisions = Offene Entscheidungen
hall.page.no_decisions = Keine
hall.page.decision = Entscheidung {1}: {2}
hall.page.confirm = Bestätigen
hall.page.override = Anders entscheiden
hall.page.sent = {1} gesendet; Antwort des Bretts wird erwartet
hall.page.position = Stellung
hall.page.position_caption = Die Stellung, Weiß unten
hall.page.square_piece = {1}: {2} {3}
hall.page.square_empty = {1}: leer
hall.page.piece_king = König
hall.page.piece_queen = Dame
hall.page.piece_rook = Turm
hall.page.piece_bishop = Läufer
hall.page.piece_knight = Springer
hall.page.piece_pawn = Bauer
hall.page.moves = Züge
hall.page.display_title = anna: was angesagt wird
hall.page.display_heading = Brett {1}: was angesagt wird
hall.page.earlier = Vorher
hall.page.alarm_offline = das Brett ist nicht verbunden
hall.page.alarm_decision = Entscheidung {1}: {2}
hall.page.alarm_arbiter = die Partie wartet auf den Schiedsrichter
hall.page.alarm_drift = die Bretter weichen ab: {1}
hall.page.alarm_device = fehlt: {1}
hall.page.alarm_flag = {1} hat weniger als eine Minute
hall.page.board_alarm = Brett {1}: {2}
hall.page.state_offline = nicht verbunden
hall.page.state_setup = nicht begonnen
hall.page.state_running = läuft
hall.page.state_paused = angehalten
hall.page.state_arbiter = wartet auf den Schiedsrichter
hall.page.state_ended = beendet
hall.page.to_move = {1} am Zug

# What scripts/install-hall says (anna hall tell)
hall.install.start = Die Halle wird für die Veranstaltung {1} eingerichtet.
hall.install.bad_boards = --boards muss eine Zahl von 1 bis 999 sein, nicht {1}.
hall.install.bad_event = Der Veranstaltungsname {1} ist nicht verwendbar: 1 bis 63 Zeichen, ohne Schrägstrich, Plus oder Raute.
hall.install.page = Die Hallenseite liegt in {1}.
hall.install.accounts = {1} Broker-Konten, das des Schiedsrichters und eines je Brett; die Passwörter stehen in {2}, nur für root lesbar.
hall.install.broker = Die Bretter verbinden sich über Port {1}; die Seite wird über Port {2} ausgeliefert.
hall.install.root = Alles wurde unterhalb von {1} geschrieben; nichts wurde gestartet.
hall.install.done = Die Halle ist bereit. Die Seite: {1}. Die Live-PGN: {2}.
hall.install.no_systemd = systemd läuft hier nicht: den Broker selbst starten ({1}) und anna hall broadcast.
config.hall_board = {1}: der Abschnitt [hall] braucht board = Name oder Nummer des Bretts in der Halle
config.shared_engine = {1}: sighted-keypad = shared ist für einen Menschen als Gegner, aber [engine] sagt opponent = engine. Wählen Sie eines davon.
config.hall_event = {1}: der Abschnitt [hall] braucht einen in der Halle verwendbaren Veranstaltungsnamen (event = ..., 1 bis 63 Zeichen ohne Schrägstrich, Plus oder Raute), nicht {2}
hall.password = Die Passwortdatei der Halle {1} ist nicht lesbar ({2}); die Verbindung zur Halle ist aus
