# anna profile en: English words, for home training and for arbiters (not
# an Annex D form). Format: docs/profiles.md. One `key = text` per line;
# # starts a comment line. {1}..{4} are filled in by anna.
# This profile is also the fallback that renders errors when the chosen
# profile cannot load.

# espeak-ng voice
voice = en

# Files a..h and ranks 1..8, counted from White's side
file.a = Anna
file.b = Bella
file.c = Cesar
file.d = David
file.e = Eva
file.f = Felix
file.g = Gustav
file.h = Hector
rank.1 = one
rank.2 = two
rank.3 = three
rank.4 = four
rank.5 = five
rank.6 = six
rank.7 = seven
rank.8 = eight

# Pieces as spoken
piece.king = king
piece.queen = queen
piece.rook = rook
piece.bishop = bishop
piece.knight = knight
piece.pawn = pawn

# Piece letters of written notation (scoresheets, SAN) for K Q R B N P,
# separated by blanks (core/notation.h, anna_letters_parse)
letters = K Q R B N P

# Braille (docs/braille.md): the liblouis table of this language's braille
# code, and the words of a braille scoresheet (BRF)
braille.table = en-ueb-g1.ctb
brf.title = Scoresheet
brf.event = Event: {1}
brf.site = Site: {1}
brf.date = Date: {1}
brf.round = Round: {1}
brf.white = White: {1}
brf.black = Black: {1}
brf.result = Result: {1}
braille.table_missing = The braille table {1} cannot be loaded. Install liblouis-data, or name a table liblouis has (ls /usr/share/liblouis/tables), for example --table en-ueb-g1.ctb.
braille.text = The text for braille is not UTF-8.
braille.unavailable = This anna was built without liblouis, so it cannot write braille. Install liblouis-dev and build anna again.
braille.size = A braille page must be {1} to {2} cells or lines.
display.unavailable = The braille display cannot be reached through brltty at {1} ({2}). Start brltty with the display connected (sudo systemctl start brltty), or name the right BrlAPI host; the other outputs go on.
display.silent = The braille display cannot be reached: brltty at {1} took the connection but did not answer within {2} seconds. Restart brltty (sudo systemctl restart brltty), then anna; the other outputs go on.
display.gone = The braille display cannot be reached any more: brltty at {1} closed the connection. Start brltty again (sudo systemctl start brltty), then anna; the other outputs go on.
display.none = brltty at {1} answers, but no braille display is connected to it. Connect the display, check brltty's braille driver and device (braille-driver and braille-device in /etc/brltty.conf), restart brltty (sudo systemctl restart brltty), then anna; the other outputs go on.
display.unbuilt = This anna was built without libbrlapi, so it cannot use a braille display. Install libbrlapi-dev and build anna again.
display.keymap_open = Cannot open the braille key map {1} ({2}). Check the name and the permissions.
display.keymap_line = The braille key map {1}, line {2}, cannot be read: write COMMAND = ACTION with one of brltty's commands and one of anna's actions (docs/braille.md).
cmd.braille.sample = Knight g1-f3
cmd.braille.key = Key: {1}
help.braille = anna braille test [--host HOST] [--auth FILE] [--table TABLE] [--keys FILE] [--seconds N] [PHRASE...]\n\nShows each phrase (default: a move) in the profile's braille on the braille display brltty drives, to check it before a game, then for --seconds reads its keys: the panning keys show the phrase's next and previous window, the line keys the phrases before and after; every other key's action is printed.\n  --host HOST     brltty's BrlAPI (default: BrlAPI's, or $BRLAPI_HOST)\n  --auth FILE     BrlAPI's key file, or none (default: BrlAPI's)\n  --table TABLE   a liblouis table (default: the profile's)\n  --keys FILE     the key map (default: data/braille/keys.map)\n  --seconds N     how long to read keys, 0 to 3600 (default 0)\ndocs/braille.md explains it.
speechd.unavailable = anna cannot reach speech-dispatcher ({1}). For now anna speaks with its own voice (espeak-ng), on the sound card if there is one. Install and start it (sudo apt-get install speech-dispatcher; it starts with your session), or choose another output for this listener in annad.conf; the other outputs go on.
speechd.unbuilt = This anna was built without libspeechd, so it cannot speak through speech-dispatcher. Install libspeechd-dev and build anna again. For now anna speaks with its own voice (espeak-ng), on the sound card if there is one.
speechd.lost = speech-dispatcher stopped answering (the output of "{1}" in annad.conf). anna goes on with its own voice (espeak-ng), on the sound card if there is one, and says again what speech-dispatcher did not say. anna tries to reach it again every 2 seconds: start speech-dispatcher again to hear your own voice.
speechd.back = speech-dispatcher answers again (the output of "{1}" in annad.conf): you hear your own voice again.

# Move phrases
castle.short = short castling
castle.long = long castling
move.takes = takes
move.promotes = promotes to
move.en_passant = en passant
move.check = check
move.checkmate = checkmate
move.stalemate = stalemate
color.white = White
color.black = Black

# The end of the game, said after the move. .white / .black: the side
# that was mated, resigned or overstepped the time.
end.checkmate.white = Black wins by checkmate.
end.checkmate.black = White wins by checkmate.
end.resigned.white = White resigns. Black wins.
end.resigned.black = Black resigns. White wins.
end.time.white = White has run out of time. Black wins.
end.time.black = Black has run out of time. White wins.
end.time_draw = Time has run out, but the opponent cannot checkmate. Draw.
end.stalemate = Stalemate. Draw.
end.dead_position = Checkmate is no longer possible. Draw.
end.repetition5 = The same position for the fifth time. Draw.
end.moves75 = Seventy-five moves without a capture or a pawn move. Draw.
end.repetition3 = The same position for the third time. Draw.
end.moves50 = Fifty moves without a capture or a pawn move. Draw.
end.agreement = Draw by agreement.

# Cardinal numbers for the clock and move counts (0..99, the hundreds,
# and how a hundred joins the rest: {1} hundreds, {2} the 1..99 word).
# The unit phrases below carry the gender of "one".
num.0 = zero
num.1 = one
num.2 = two
num.3 = three
num.4 = four
num.5 = five
num.6 = six
num.7 = seven
num.8 = eight
num.9 = nine
num.10 = ten
num.11 = eleven
num.12 = twelve
num.13 = thirteen
num.14 = fourteen
num.15 = fifteen
num.16 = sixteen
num.17 = seventeen
num.18 = eighteen
num.19 = nineteen
num.20 = twenty
num.21 = twenty-one
num.22 = twenty-two
num.23 = twenty-three
num.24 = twenty-four
num.25 = twenty-five
num.26 = twenty-six
num.27 = twenty-seven
num.28 = twenty-eight
num.29 = twenty-nine
num.30 = thirty
num.31 = thirty-one
num.32 = thirty-two
num.33 = thirty-three
num.34 = thirty-four
num.35 = thirty-five
num.36 = thirty-six
num.37 = thirty-seven
num.38 = thirty-eight
num.39 = thirty-nine
num.40 = forty
num.41 = forty-one
num.42 = forty-two
num.43 = forty-three
num.44 = forty-four
num.45 = forty-five
num.46 = forty-six
num.47 = forty-seven
num.48 = forty-eight
num.49 = forty-nine
num.50 = fifty
num.51 = fifty-one
num.52 = fifty-two
num.53 = fifty-three
num.54 = fifty-four
num.55 = fifty-five
num.56 = fifty-six
num.57 = fifty-seven
num.58 = fifty-eight
num.59 = fifty-nine
num.60 = sixty
num.61 = sixty-one
num.62 = sixty-two
num.63 = sixty-three
num.64 = sixty-four
num.65 = sixty-five
num.66 = sixty-six
num.67 = sixty-seven
num.68 = sixty-eight
num.69 = sixty-nine
num.70 = seventy
num.71 = seventy-one
num.72 = seventy-two
num.73 = seventy-three
num.74 = seventy-four
num.75 = seventy-five
num.76 = seventy-six
num.77 = seventy-seven
num.78 = seventy-eight
num.79 = seventy-nine
num.80 = eighty
num.81 = eighty-one
num.82 = eighty-two
num.83 = eighty-three
num.84 = eighty-four
num.85 = eighty-five
num.86 = eighty-six
num.87 = eighty-seven
num.88 = eighty-eight
num.89 = eighty-nine
num.90 = ninety
num.91 = ninety-one
num.92 = ninety-two
num.93 = ninety-three
num.94 = ninety-four
num.95 = ninety-five
num.96 = ninety-six
num.97 = ninety-seven
num.98 = ninety-eight
num.99 = ninety-nine
num.100 = one hundred
num.200 = two hundred
num.300 = three hundred
num.400 = four hundred
num.500 = five hundred
num.600 = six hundred
num.700 = seven hundred
num.800 = eight hundred
num.900 = nine hundred
num.compose = {1} {2}

# Quantities: .one for exactly one, .many with the number {1}
unit.hour.one = one hour
unit.hour.many = {1} hours
unit.minute.one = one minute
unit.minute.many = {1} minutes
unit.second.one = one second
unit.second.many = {1} seconds
unit.move.one = one move
unit.move.many = {1} moves

# Where an error was found: {1} the message, {2} line, {3} column
error.at_line = {1} (line {2})
error.at_line_column = {1} (line {2}, column {3})

# anna say: {1} which move, {2} the move as typed, {3} what is wrong
say.bad_move = Move {1} "{2}": {3}
# {1} a move that means {2} with this profile's letters, {3} with English ones
say.letter_sets = "{1}" is the move {2} with this profile's letters and the move {3} with English letters. Write it so that it has one meaning, for example in long form ({2}) or as UCI.
say.white_to_move = "{1}" is a move of Black's, but it is White's move. Check the order of the moves.
say.black_to_move = "{1}" is a move of White's, but it is Black's move. Check the order of the moves.

# ---- Messages (core/messages.def) ----
msg.none = No error.

# FEN (core/fen.c)
fen.empty = The FEN is empty. Give a position, for example the starting position.
fen.fields = Fields in the FEN: {1}; it needs 6 (or 4) separated by spaces: placement, side to move, castling rights, en passant square, halfmove clock, move number.
fen.rank_count = FEN field 1: {1} ranks instead of 8. Separate the eight ranks with "/", from rank 8 down to rank 1.
fen.rank_length = FEN field 1: rank {1} describes {2} squares instead of 8. Count the pieces and digits of that rank again.
fen.piece_char = FEN field 1: rank {1} contains "{2}", which is neither a piece (K Q R B N P, black in lower case) nor a digit from 1 to 8.
fen.side = FEN field 2: "{1}" is not a side to move. Write w for White or b for Black.
fen.castling_char = FEN field 3: "{1}" is not a castling right. Use K, Q, k and q in that order, or - for none.
fen.castling_repeat = FEN field 3: castling right "{1}" is given twice. Write each of K, Q, k and q at most once.
fen.castling_pieces = FEN field 3: castling right {1}, but the king or the rook is not on its starting square. Remove the right or correct the position.
fen.ep_square = FEN field 4: "{1}" is not a square. Write the square behind the pawn that has just moved two squares, such as e3, or -.
fen.ep_rank = FEN field 4: en passant square {1} is not on rank 3 or 6. Write the square behind the pawn that has just moved two squares, or -.
fen.ep_rank_white = FEN field 4: with White to move, en passant square {1} must be on rank 6, behind the black pawn that has just moved two squares. Write that square or -.
fen.ep_rank_black = FEN field 4: with Black to move, en passant square {1} must be on rank 3, behind the white pawn that has just moved two squares. Write that square or -.
fen.ep_no_pawn = FEN field 4: en passant square {1} has no pawn beyond it that can just have moved two squares. Write - or correct the position.
fen.ep_occupied = FEN field 4: for en passant square {1}, square {2} must be empty, but something stands there. Write - or correct the position.
fen.ep_halfmove = FEN fields 4 and 5: en passant square {1}, but the halfmove clock is {2}; right after a double step it is 0. Write - in field 4 or 0 in field 5.
fen.ep_check = FEN field 4: en passant square {1}, but the king to move is in check from {2}, which that double step cannot have given. Write - or correct the position.
fen.halfmove = FEN field 5: "{1}" is not a halfmove count. Write a whole number from 0.
fen.fullmove = FEN field 6: "{1}" is not a move number. Write a whole number from 1.
fen.white_kings = FEN field 1: White has {1} kings; there must be exactly one.
fen.black_kings = FEN field 1: Black has {1} kings; there must be exactly one.
fen.pawn_rank = FEN field 1: there is a pawn on {1}, but no pawn can stand on rank 1 or 8.
fen.white_too_many = FEN field 1: White has {1} men; a side has at most 16. Correct the position.
fen.black_too_many = FEN field 1: Black has {1} men; a side has at most 16. Correct the position.
fen.white_too_many_pawns = FEN field 1: White has {1} pawns; a side has at most 8. Correct the position.
fen.black_too_many_pawns = FEN field 1: Black has {1} pawns; a side has at most 8. Correct the position.
fen.white_too_many_promoted = FEN field 1: White has {1} pieces more than the starting set, but only {2} pawns are missing that could have been promoted. Correct the position.
fen.black_too_many_promoted = FEN field 1: Black has {1} pieces more than the starting set, but only {2} pawns are missing that could have been promoted. Correct the position.
fen.opponent_in_check = FEN: the side that is not to move is in check, which cannot happen in a game. Check the side to move in field 2 and the position.
fen.impossible_check = FEN: the king to move is in check from {1} pieces, but one move gives check with at most two. Correct the position.
fen.impossible_double_check = FEN: the king to move is in check from {1} and {2} together, but two pawns or knights never give check at once. Correct the position.
fen.double_check_lines = FEN: the king to move is in check from {1} and {2} together, but no single move can give one of these checks and uncover the other. Correct the position.
fen.trailing = FEN: "{1}" follows the six fields. Remove it.

# Notation (core/notation.c): reading moves (the move as typed comes first), piece letter sets
notation.empty = No move was given. Type a move, for example Nf3, e2-e4 or 5254.
notation.unreadable = "{1}" cannot be read as a move: character {2} does not fit. Write it like Nf3, exd5, e8=Q, O-O, g1f3 or 7163.
notation.illegal = {1} is not a legal move in this position. Check the piece, the squares and who is to move.
notation.ambiguous = {1} is ambiguous: it fits {2}. Add the file or the rank of the piece that moves.
notation.letter_sets = "{1}" is the move {2} in this profile's letters and {3} in English letters. Write it so that it has one meaning, long ({2}) or as UCI.
notation.castling_illegal = {1}: castling is not legal now (the king or the rook has moved, a square between them is occupied, or the king is in check, would cross an attacked square or land on one).
notation.promotion_missing = {1} promotes a pawn: add the new piece, such as =Q, =R, =B or =N.
notation.promotion_piece = {1}: a pawn can only become a queen, a rook, a bishop or a knight.
notation.promotion_unexpected = {1}: no pawn reaches the last rank with this move, so there is no promotion. Remove the piece after the square.
notation.not_capture = {1}: there is nothing to capture on {2}. Remove the x, or check the square.
notation.not_en_passant = {1}: this move is not an en passant capture. Remove "e.p.", or check the move.
notation.letters_count = The piece letters give {1} letters; give 5 (K Q R B N) or 6 (with the pawn), separated by spaces, and for Black's own letters a "/" and Black's.
notation.letters_too_long = Piece letter "{1}" is longer than {2} bytes. Choose a shorter one.
notation.letters_missing = Piece letter number {1} is missing (counted White K Q R B N P, then Black K Q R B N P). Give a letter for every piece.
notation.letters_reserved = Piece letter "{1}" starts with a character that notation itself uses (a file a-h, a digit, x, O, -, =, +, # and the like). Choose another letter.
notation.letters_duplicate = Piece letters "{1}" and "{2}" cannot be told apart: one is the same as the other or its beginning. Choose different letters.
notation.letters_utf8 = Piece letter number {1} (counted White K Q R B N P, then Black K Q R B N P) is not valid UTF-8 text or contains a control character. Write it again.

# Profiles (speech/profile.c); the line number is added by error.at_line
profile.name = "{1}" is not a profile name. A name has letters, digits, - and _, for example fide-de.
profile.open = Cannot open the profile file {1}. Check the name and the data folder (ANNA_DATADIR).
profile.read = Cannot read the profile file {1}. Check the file and its permissions.
profile.too_large = The profile file {1} is larger than {2} bytes; it is not a profile.
profile.bad_utf8 = {1}: this line is not valid UTF-8. Save the file in the UTF-8 encoding.
profile.no_equals = {1}: "{2}" has no "=". Every line is "key = text", empty, or a comment starting with #.
profile.empty_key = {1}: the key before the "=" is missing.
profile.empty_value = {1}: key {2} has no text. Write the text after the "=".
profile.unknown_key = {1}: unknown key {2}. Check the spelling; docs/profiles.md lists every key.
profile.duplicate_key = {1}: key {2} is already on line {3}. Delete one of the two lines.
profile.missing_key = {1}: key {2} is missing. Add a line "{2} = text".
profile.placeholder = {1}: in {2}, "{3}" is not a valid placeholder. This text can fill in {4} values, written {{1}}, {{2}} and so on; write a brace itself twice.
profile.bad_base = {1}: there is no base profile "{2}". It must be a file {2}.profile in the same folder, named with letters, digits, - and _.
profile.base_cycle = {1}: the base profile "{2}" inherits from this profile again, or the chain of bases is too long. Remove a base line.
profile.bad_fix = {1}: pronunciation fix {2} is not valid. The word must have no spaces and no square brackets, the phonemes no square brackets.
profile.escape = {1}: in {2}, "{3}" is not a valid escape. Write \\n for a line break and \\\\ for a backslash.
profile.nomem = Out of memory while loading the profile.

# Time controls and the clock's messages (core/timecontrol.c, core/clock.c)
tc.empty = The time control is empty. Give one, for example 90m/40 + 30m, +30s.
tc.unknown = The time control is "?" (unknown). Give the real time control.
tc.untimed = The time control is "-" (no clock). The clock needs a time control.
tc.sandclock = Sandglass time controls ("*") are not supported. Give an ordinary time control.
tc.char = Time control, period {1}: unexpected character "{2}". Check the notation there.
tc.number = Time control, period {1}: "{2}" is not a valid number. Use at most three decimals.
tc.moves_missing = Time control, period {1}: the number of moves before "/" is missing.
tc.moves_range = Time control, period {1}: {2} moves is out of range. Use 1 to 1000.
tc.time_missing = Time control, period {1}: the time is missing.
tc.time_range = Time control, period {1}: "{2}" is too long. At most 100 hours.
tc.first_no_time = Time control: the first period has no time. Give it a base time.
tc.bonus_missing = Time control, period {1}: the bonus time after its sign is missing.
tc.bonus_zero = Time control, period {1}: the bonus is zero. Give its seconds or leave it out.
tc.rest_not_last = Time control, period {1}: a period for the rest of the game must be the last one.
tc.too_many = Time control: more than {1} periods. Use fewer.
tc.unit = Time control, period {1}: "{2}" needs a unit: h, m, s or ms.
tc.duration = "{1}" is not a time. Write it as 90s, 2m, 1m30s, 1:30 (minutes:seconds) or 1:02:03 (hours), or in milliseconds (90000).
tc.from_move = Time control: move {1} does not start a period, or comes out of order. Name the first move of a period.
tc.trailing = Time control: "{1}" is left over at the end. Remove it.
tc.preset = There is no time control preset called "{1}".
tc.edition = Edition {1} of the Laws is unknown. Use 2009, 2014 or 2017.
clock.state = Clock: the action {1} is not possible in the state {2}.
clock.time_backwards = Clock: time went backwards ({1} ms after {2} ms). This is a bug; please report it.
clock.side = Clock: {1} is not a side (0 White, 1 Black).
clock.not_on_move = Clock: the press came from the side not on move. Nothing was changed.
clock.ply = Clock: there is no move {1} to go back to; {2} positions are kept.
clock.adjust = Clock: the value {1} is out of range for this adjustment.
clock.no_flag = Clock: no flag has fallen.
clock.clk = "{1}" is not a clock reading. Write H:MM:SS.

# The talking clock (speech/render_clock.c): who, then the templates;
# {1} is who, {2} a duration or a number of moves
clock.who.own = You
clock.who.opponent = Opponent
clock.who.white = White
clock.who.black = Black
clock.time = {1}: {2}
clock.moves_made = {1}: {2} played
clock.to_control = {1}: {2} to the time control
clock.sudden_death = {1}: no further time control
clock.warning = {1}: {2} left
clock.control_reached = {1}: time control reached, {2} added
clock.flag = {1}: flag fallen, the time is up
clock.time_used = {1}: {2} used

# Game record and PGN (core/game.c, core/pgn.c)
game.illegal_move = The move {1} is not legal in this position. Check the board and give a legal move.
game.no_memory = Out of memory while storing the game. Close other programs and try again.
game.edition = There is no edition {1} of the Laws of Chess in anna. Choose 2009, 2014 or 2017.
pgn.tag_name = PGN: "{1}" is not a tag. A tag line looks like [Event "Club championship"].
pgn.tag_value = PGN: the tag {1} has no value in double quotes. Write it as [{1} "value"].
pgn.tag_unterminated = PGN: the value of tag {1} has no closing double quote on its line. Add the quote.
pgn.tag_close = PGN: the tag {1} does not end with "]". Add the bracket.
pgn.tag_duplicate = PGN: the tag {1} is given twice in one game. Remove one of them.
pgn.setup_fen = PGN: the game says SetUp "1" but has no FEN tag with the starting position. Add the FEN tag or remove SetUp.
pgn.unexpected = PGN: "{1}" cannot stand here in the moves. Remove it or put it in a comment in braces.
pgn.comment_unterminated = PGN: a comment opened with "{{" is never closed. Add "}}" at its end.
pgn.variation_unterminated = PGN: a variation opened with "(" is never closed. Add ")" at its end.
pgn.variation_close = PGN: ")" closes a variation that was never opened. Remove it.
pgn.nag = PGN: "{1}" is not an annotation. Use $ and a number from 0 to 255, or ! ? !! ?? !? ?!.
pgn.move_number = PGN: move number {1} where move {2} was due. Correct the number or look for a missing or extra move before it.
pgn.no_result = PGN: the game ends without a result. End the moves with 1-0, 0-1, 1/2-1/2 or *.
pgn.result_mismatch = PGN: the Result tag says {1} but the moves end with {2}. Make them agree.
pgn.result_checkmate = PGN: the moves end in checkmate, so the result is {2}, not {1}. Correct the result.
pgn.result_stalemate = PGN: the moves end in stalemate, which is a draw (1/2-1/2), not {1}. Correct the result.
pgn.clock = PGN: "{1}" is not a clock reading. Write it as [%clk 1:30:00] (hours:minutes:seconds).
pgn.no_games = PGN: the file contains no game.
pgn.trailing_control = PGN: after the last game the file holds only control characters (the first, {1}, at byte {2}), no further game. Remove them.
pgn.damaged = Game {1} is damaged and was not read.

# input/: evemu recordings, key maps, devices (messages.def)
evemu.empty = The recording is empty: it has no device description and no events. Record it again with anna record or evemu-record.
evemu.open = Cannot read the recording {1} ({2}). Check the path and the file's permissions.
evemu.binary = The recording contains a zero byte: it is not an evemu text file. Give the text file that evemu-record or anna record wrote.
evemu.prefix = "{1}" is not a line of an evemu recording. A line starts with N:, I:, P:, B:, A:, L:, S:, E: or # for a comment.
evemu.name = The device name after N: is empty or longer than 255 bytes. Write the name the device reports.
evemu.ids = "{1}": an I: line has four hexadecimal numbers: bus, vendor, product and version, for example I: 0003 04d9 1203 0110.
evemu.bits = "{1}": a P: or B: line has two-digit hexadecimal bytes, no more than its type has, and after B: a known event type.
evemu.abs = "{1}": an A: line has an axis code, then minimum, maximum, fuzz, flat and resolution, the minimum not above the maximum.
evemu.state = "{1}": an L: or S: line has a code and a value, for example L: 00 1.
evemu.duplicate = The {1}: line comes twice: a recording describes one device. Delete the second one, or split the file.
evemu.no_description = The recording has no N: and I: lines before its events. Record it with anna record or evemu-record, which write them.
evemu.event = "{1}": an event line is E: seconds.microseconds type code value, for example E: 12.500000 0001 004c 1.
evemu.time = "{1}" is not an event time: write seconds, a point and exactly six digits of microseconds, for example 12.500000.
evemu.backwards = The event time {1} is earlier than the one before it, {2}. Events are written in the order they happened.
evemu.type = {1} is not an event type of Linux. Types are hexadecimal, for example 0001 for a key.
evemu.code = {2} is not an event code of type {1}; codes are hexadecimal and below the type's largest.
evemu.value = "{1}" is not an event value: write a whole number from -2147483648 to 2147483647.
evemu.truncated = The last line of the recording is cut short (it has no line end): the file was not completely written. Record it again, or delete the last line.
evemu.unfinished = The recording ends inside an event frame (no SYN_REPORT after its last events): it was cut short. Record it again, or delete the unfinished frame.
dgtrec.header = A DGT recording begins with the line "{1}". Record it with anna record, which writes it.
dgtrec.line = "{1}": a line of a DGT recording is seconds.microseconds, < or >, then 1 to 64 two-digit hexadecimal bytes, for example 12.500000 < 8e 00 05 24 01.
dgtrec.empty = The DGT recording has no bytes in it. Record it again with anna record.
keymap.open = Cannot read the key map {1} ({2}). Check the name and the data folder (ANNA_DATADIR).
keymap.empty = The key map {1} binds no keys. Each line is: key code, keypad function, key label.
keymap.syntax = {1}: "{2}" is not a binding. Each line is: key code, keypad function, key label, for example KEY_KPMINUS cancel minus.
keymap.code = {1}: "{2}" is not a key code. Use a name such as KEY_KP5 (evtest shows them) or a number below 768.
keymap.key = {1}: "{2}" is not a keypad function. Use 1 to 9, enter, cancel, delete, repeat, time, query, command or help.
keymap.label = {1}: "{2}" is not a key label anna can say. Use one of the labels listed in docs/keypad.md.
keymap.duplicate = {1}: the key {2} is bound twice; the first binding is on line {3}. Delete one of them.
keymap.missing = {1}: no key does {2}, and the keypad cannot work without it. Add a line that binds a key to {2}.
device.opened = {2} ({1}) is connected as {3}.
device.gone = {2} ({1}, {3}) was unplugged. Plug it in again: anna opens it at once.
device.permission = anna may not read {2} ({1}, {3}): the device belongs to another user or group. Run scripts/run --install-service (it installs the udev rule 70-anna.rules and puts anna's user in the group input), then plug the device in again.
device.busy = {2} ({1}, {3}) is held by another program. Close that program, then plug the device in again.
device.not_evdev = {1} ({2}) is not an input event device. Name a device under /dev/input, for example /dev/input/by-id/...-event-kbd.
device.open_failed = Cannot open {1} ({2}): {3}. Check that the device is plugged in and the configuration names it.
device.resync = {2} ({1}, {3}) sent more than anna could read at once; its keys were read again and nothing is lost.
device.missing = {1} ({2}) is missing: no device that fits it is plugged in. Plug it in, and anna opens it at once; if it is plugged in, correct the line {1} under [devices] in annad.conf (how to name a device: man annad.conf).
device.terminal = {1} is this terminal: its keys are the keypad.
device.no_terminal = {1} is the terminal, but annad has no terminal to read (it runs as a service). Name the keypad under [devices] in annad.conf, for example {1} = name:USB Keypad (man annad.conf), then restart annad.
device.no_input = The configuration names no keypad and no board for the player, so he cannot play. Name his keypad under [devices] in annad.conf, for example vi-keypad = name:USB Keypad (man annad.conf), then restart annad.
device.absent_check = {1}: warning: {2} = {3}: no device that fits it is plugged in now. Plug it in before the game (annad opens it when it comes), or correct the line (how to name a device: man annad.conf).
device.not_ready = anna is not ready: the player's {1} is missing. anna says that it is ready as soon as it is there.
device.dgt_connected = The DGT board {2} is connected as {1}.
dgt.absent = The DGT board for {1} ({2}) cannot be opened ({3}). Play goes on with the keypad; plug the board in and switch it on, and anna reads it at once.
dgt.gone = The DGT board for {1} ({2}) is gone ({3}). Play goes on with the keypad; when it is back, anna reads the whole board again.
dgt.back = The DGT board for {1} ({2}) is back and read again.
dgt.silent = The DGT board for {1} ({2}) answers nothing. Check that it is switched on and that it is a DGT board; play goes on with the keypad, and anna keeps asking.
dgt.garbage = The DGT board for {1} ({2}) sends bytes that make no sense; anna reads the whole board again. If this goes on, check the cable and that nothing else uses the port.
audio.unavailable = Cannot open the sound device "{1}" ({2}); the words go to the text sink only. See the names with anna audio list.
audio.stopped = The sound device "{1}" stopped playing (unplugged?); the words go to the text sink only. Plug it in again and restart anna.

# Sensor-board maps (board-io/boardmap.c); the line is added by error.at_line
board.map_open = Cannot read the board map {1} ({2}). Check the path, or make a new map in learn mode.
board.map_syntax = {1}: "{2}" is not an entry. Every line is a square and its key code, such as "e4 0x2dc", empty, or a comment starting with #.
board.map_square = {1}: "{2}" is not a square. Write the file a to h and the rank 1 to 8, lower case, such as e4.
board.map_code = {1}: "{2}" is not a key code. Write a number from 0 to 767, decimal or hexadecimal with 0x.
board.map_square_twice = {1}: square {2} is already on line {3}. Each square appears exactly once; delete one of the two lines.
board.map_code_twice = {1}: key code {2} already belongs to square {3}. Two holes cannot share a code; check the wiring or learn the map again.
board.map_missing = {1}: {3} squares have no key code, the first is {2}. Each of the 64 squares needs a line.

# Scoresheets (core/sheetfile.c)
sheetfile.too_long = The entry "{1}" is too long for a move. Check whether a blank is missing there.
sheetfile.nomem = Not enough memory for the scoresheet. Close other programs and try again.
sheetfile.move_number = Move number {1} where {2} should come. Correct the number, or look before it for a missing or doubled move.
sheetfile.dangling = "{1}" belongs to a move, but no readable move comes before it. Write it right after the move.
sheetfile.after_result = "{1}" comes after the result, and the result ends the scoresheet. Remove the result or what follows it.
sheetfile.binary = The file is not UTF-8 text (a NUL byte or an invalid character). Save the scoresheet as UTF-8 text.

# Reconciling the boards (core/reconcile.c, speech/render_reconcile.c, VI-13)
reconcile.too_long = The scoresheet has {1} entries, more than the {2} anna can reconcile.
reconcile.start = The scoresheets do not begin in the given starting position. Give the position both of them begin in.
reconcile.clock_line = "{1}" is not a line of a clock file. Each line is: ply, White's time, Black's time, for example "24 1:02:10 0:58:40".
reconcile.clock_time = "{1}" is not a time. Write milliseconds or H:MM:SS.
reconcile.clock_order = Ply {1} comes after ply {2}. Write the lines in increasing order, each ply once.
reconcile.ply = This scoresheet has no ply {1}; it has {2} readable plies. Choose one of those.
reconcile.state = Reconciliation: "{1}" is not possible in state "{2}".
reconcile.ply.white = White's move {1}
reconcile.ply.black = Black's move {1}
reconcile.after = after {1}
reconcile.before_first = before the first move
reconcile.agree = The scoresheets agree, up to and including {1}
reconcile.agree_empty = Both scoresheets are empty; the starting position stands
reconcile.disagree = The scoresheets disagree. They agree up to and including {1}; the game goes back to that point
reconcile.disagree_start = The scoresheets disagree from the first move; the game goes back to the starting position
reconcile.incomplete_sheet7.white = White's scoresheet ends {1}: White had less than five minutes and did not have to keep score. White completes it from Black's scoresheet
reconcile.incomplete_sheet7.black = Black's scoresheet ends {1}: Black had less than five minutes and did not have to keep score. Black completes it from White's scoresheet
reconcile.incomplete_lag.white = White's scoresheet ends {1}; being that far behind is allowed. White writes in the missing moves
reconcile.incomplete_lag.black = Black's scoresheet ends {1}; being that far behind is allowed. Black writes in the missing moves
reconcile.missing.white = White's scoresheet lacks {1}; after it, it agrees with Black's scoresheet. The arbiter may confirm that line instead; then White writes in the move
reconcile.missing.black = Black's scoresheet lacks {1}; after it, it agrees with White's scoresheet. The arbiter may confirm that line instead; then Black writes in the move
reconcile.unread.white = In White's scoresheet the entry for {1} cannot be used: {2}
reconcile.unread.black = In Black's scoresheet the entry for {1} cannot be used: {2}
reconcile.discarded.white = In White's scoresheet everything from {1} on is struck out
reconcile.discarded.black = In Black's scoresheet everything from {1} on is struck out
reconcile.board_change.white = White's board must change: {1}
reconcile.board_change.black = Black's board must change: {1}
reconcile.board_ok.white = White's board is right
reconcile.board_ok.black = Black's board is right
reconcile.board_neither.white = White's board shows no position of either scoresheet
reconcile.board_neither.black = Black's board shows no position of either scoresheet
reconcile.to_move.white = White to move
reconcile.to_move.black = Black to move
reconcile.clock = Clock times stored for this position: White {1}, Black {2}
reconcile.clock_none = No clock times are stored for this position; the arbiter sets the clocks
reconcile.arbiter = The arbiter confirms this or decides otherwise
# input/: the keypad: echoes, prompts, refusals, key labels, help (speech/words.def)
keypad.cmd.my_time = my time
keypad.cmd.opp_time = opponent's time
keypad.cmd.moves_made = moves made
keypad.cmd.my_last = my last move
keypad.cmd.opp_last = opponent's last move
keypad.cmd.scoresheet = scoresheet
keypad.cmd.square = square
keypad.cmd.pieces = where pieces stand
keypad.cmd.whose_move = whose move
keypad.cmd.repeat = repeat
keypad.cmd.rate_up = faster
keypad.cmd.rate_down = slower
keypad.cmd.help = help
keypad.cmd.draw_offer = offer a draw
keypad.cmd.resign = resign
keypad.cmd.correct = take back the announcement
keypad.cmd.resume = resume the clock
keypad.cmd.enter = enter
keypad.cmd.cancel = cancel
keypad.cmd.delete = delete
keypad.cmd.query_menu = question
keypad.cmd.command_menu = command
keypad.prompt.query = Which question? A digit, 1 to 9.
keypad.prompt.command = Which command? A digit.
keypad.prompt.sheet = How many moves? 1 to 9.
keypad.prompt.square = Which square? File, then rank.
keypad.prompt.pieces = Which piece? 1 queen, 2 rook, 3 bishop, 4 knight, 5 king, 6 pawn.
keypad.prompt.confirm_resign = Resign? To confirm, press 9 again and {1}. Any other key: no.
keypad.prompt.confirm_draw = Offer a draw? To confirm, press 7 again and {1}. Any other key: no.
keypad.prompt.promotion = Which piece for the pawn? 1 queen, 2 rook, 3 bishop, 4 knight.
keypad.reject.not_a_square = not a file or rank: use 1 to 8
keypad.reject.not_a_piece = not a piece: 1 queen, 2 rook, 3 bishop, 4 knight
keypad.reject.too_long = the move is complete: press enter or delete
keypad.reject.incomplete = not complete yet
keypad.reject.nothing = nothing to delete
keypad.reject.not_here = not now: finish or cancel first
keypad.reject.not_in_menu = not in this menu
keypad.reject.policy = not allowed in competition
keypad.reject.expired = too late: cancelled
keypad.deleted = deleted
keypad.cancelled = cancelled
keylabel.zero = zero
keylabel.one = one
keylabel.two = two
keylabel.three = three
keylabel.four = four
keylabel.five = five
keylabel.six = six
keylabel.seven = seven
keylabel.eight = eight
keylabel.nine = nine
keylabel.enter = Enter
keylabel.plus = plus
keylabel.minus = minus
keylabel.star = star
keylabel.slash = slash
keylabel.dot = dot
keylabel.comma = comma
keylabel.backspace = backspace
keylabel.escape = escape
keylabel.tab = tab
keylabel.f1 = F1
keylabel.equal = equals
keypad.help.or = or
keypad.help.intro = Keypad help; {1} stops it.
keypad.help.move = A move: the digits of its squares, file then rank, from and to, then {1}. e2 to e4 is 5 2 5 4 {1}. Castling is the king's move.
keypad.help.clock = {1} alone: my move is done, the clock is pressed.
keypad.help.promotion = A fifth digit names the piece a pawn becomes: 1 queen, 2 rook, 3 bishop, 4 knight. For a pawn moved on the board: that digit, then {1}.
keypad.help.delete = {1}: delete the last digit. With nothing typed: take back my announced move, before the clock is pressed.
keypad.help.cancel = {1}: cancel what is typed or open, and stop speech.
keypad.help.repeat = {1}: repeat the last phrase.
keypad.help.time = {1}: my time.
keypad.help.query = {1}, then a digit: {2}.
keypad.help.command = {1}, then a digit: {2}.
keypad.help.confirm = Offering a draw and resigning need the digit again and {2}; {1} twice gives this help.
keypad.help.help = {1}: this help.

# ---- The command-line tool anna (tools/) ----
# Arguments (core/messages.def, tools/report.c); the usage follows each.
# {1} is what was typed or an option's name; option names and their
# choices (long, short) are the same in every language.
tool.unknown_command = "{1}" is not a command of {2}. "{2} --help" lists the commands.
tool.unknown_option = "{1}" is not an option of {2}.
tool.missing_value = {1} needs a value after it.
tool.bad_number = {1} takes a whole number from {3} to {4}, not "{2}".
tool.bad_choice = {1} takes one of {3}, not "{2}".
tool.needs_option = {1} needs {2} as well.
tool.extra_argument = "{1}" is one argument too many.
tool.missing_move = No move given. Write the moves after the options, for example e4 e5 Nf3.
tool.missing_file = No file given. Name the file after the options.
tool.missing_depth = No depth given. Write the depth after the options, for example 3.
tool.missing_fen = No position given. Write a FEN (in quotes) or startpos after the options.
tool.bad_depth = The depth is a whole number from 0 to {2}, not "{1}".
tool.missing_control = No time control given. Write it as in PGN (40/5400+30:1800+30), readable (90m/40 + 30m, +30s) or as the name of a preset (anna clock presets).
tool.bad_think = "{1}" is not a thinking time. Write a duration above zero, such as 12s or 1m30s.
tool.missing_profile = No profile given. Name a profile (fide-de) or a profile file.
tool.missing_keymap = No key map given. Name a key map (numpad) or a key map file.
tool.missing_device = No device given. Name it as /dev/input/eventN, a /dev/input/by-id link, name:NAME or ids:VENDOR:PRODUCT.
tool.bad_device = "{1}" does not name a device. Write /dev/input/eventN, a /dev/input/by-id link, name:NAME or ids:VENDOR:PRODUCT (hexadecimal).
tool.missing_option = {1} is required. Write it with its value, as shown under Usage below.
tool.cannot_say = The result could not be put into words ({1}); a sentence of the profile may be too long. Shorten its texts.
tool.cannot_read = Cannot read {1} ({2}). Check the name and the permissions.
tool.cannot_write = Cannot write {1} ({2}). Check the folder, the permissions and the free space.
tool.no_memory = Out of memory. Close other programs and try again.
tool.no_synth = espeak-ng cannot be loaded, so no WAV file was written. Install espeak-ng (scripts/deps).
tool.no_espeak = espeak-ng cannot be loaded, so anna cannot speak. Install espeak-ng (scripts/deps).
tool.no_voice = espeak-ng has no voice "{1}". Install espeak-ng-data or fix the voice line of the profile.
tool.no_audio = The sound system (PortAudio) cannot start. Check that portaudio and ALSA are installed.
tool.no_output_device = There is no sound device; anna speaks to its text sink only. Plug in a sound card, earphones or a loudspeaker.
tool.missing_request = No request given. Write the request after the options, for example status; docs/protocol.md lists them.

# Usage and help of each command (speech/words.def). \n is a line break.
# The first paragraph (up to the first empty line) is the usage, one form
# a line; anna --help lists every command's usage.
help.usage = Usage:
help.anna = anna COMMAND [ARGUMENTS]\n\nanna is the command-line tool of the anna chess announcer for blind and visually impaired players. Its commands are below; "anna COMMAND --help" explains one. Every command takes --profile NAME, the language of its words (default $ANNA_PROFILE, else en).\n\nCommands:
help.perft = anna perft [--fen FEN] [--divide] DEPTH\n\nCounts the positions DEPTH moves deep from the position (perft), to check the move generator against published tables. The count is the last line.\n  --fen FEN   start from FEN instead of the initial position\n  --divide    first print each move (UCI) with its count
help.clock = anna clock check [--edition YEAR] CONTROL\nanna clock presets\nanna clock play [--profile NAME] [--listener white|black] [--competition] [--seconds-below MINUTES] CONTROL THINK...\n\ncheck prints a time control in PGN and in readable form, and its class under the Laws of Chess of YEAR (2009, 2014 or 2017, the default). presets lists the time controls that have a name. play plays presses of the clock on simulated time, each THINK the thinking time of the side to move, and prints every announcement of the clock with its time, then both remaining times.\n  --listener SIDE  the visually impaired player's side: own and opponent's time instead of colours\n  --competition    competition mode: only the listener's own warnings\n  --seconds-below N say the seconds only under N minutes left (default 10)\n  --profile NAME   the words (play: default fide-de)\nCONTROL: PGN (40/5400+30:1800+30), readable (90m/40 + 30m, +30s) or the name of a preset; THINK: a duration such as 12s or 1m30s.
help.notation = anna notation [--fen FEN] [--letters SET] MOVE...\n\nReads the moves one after another (SAN, long algebraic, UCI or ICCF digits) and prints each as SAN, long algebraic, UCI and ICCF, separated by tabs. A move that cannot be read stops it, with the reason.\n  --fen FEN      start from FEN instead of the initial position\n  --letters SET  the piece letters read and written: en (default), de, da, nb, sv or figurine
help.pgn = anna pgn check [--edition YEAR] [--status [--json]] FILE\nanna pgn export [--edition YEAR] FILE\n\ncheck reads every game of a PGN file and reports each damaged one with its line and column. export does the same and writes every good game in PGN export format. FILE - is standard input. With --status, check also prints the status of the final position of each good game (as anna position does; --json: one JSON object a game).\n  --edition YEAR  the Laws of Chess of 2009, 2014 or 2017 (the default)\n  --status        the final position's status after each game\n  --json          with --status: as JSON
help.position = anna position [--moves "MOVE ..."] [--json] [--edition YEAR] [--budget NODES] FEN\n\nThe status of a position for the arbiter: side to move, legal moves, check, checkmate or stalemate, dead position, how often the position has occurred, the 50- and 75-move counts, and for each side whether it can still checkmate by any series of legal moves (yes with a mating line, no with the reason, or not known). FEN may be startpos.\n  --moves "MOVE ..."  the moves played from FEN (SAN, long algebraic, UCI or ICCF), blank separated; repetitions count from FEN\n  --json              the status as JSON\n  --edition YEAR      the Laws of Chess of 2009, 2014 or 2017 (the default)\n  --budget NODES      positions each side's checkmate search may visit (default 500000, at most 100000000)
help.profile = anna profile check NAME|FILE...\nanna profile keys\n\ncheck loads profiles as anna does and says "ok" or what is wrong, with file, line and key. keys lists every key a profile must have, with how many values {{1}}, {{2}} ... its text may use. docs/profiles.md explains the files.
help.say = anna say [--profile NAME] [--form long|short] [--policy training|competition]\n    [--check-words] [--name-captured] [--speech] [--fen FEN]\n    [--wav FILE] MOVE...\n\nPrints what anna says for each move, one line a move, in the words of the profile (default fide-de).\n  --form F         long (default: piece, from, to) or short (as SAN)\n  --policy P       competition (default: no check words) or training\n  --check-words    in competition: the arbiter allows the words check and mate\n  --name-captured  name the captured piece after "takes"\n  --speech         print the text for the synthesiser (with pronunciation fixes)\n  --fen FEN        start from FEN instead of the initial position\n  --wav FILE       also speak the lines into FILE (22050 Hz mono)\nMOVE is SAN or long algebraic in the profile's or English letters (Sf3, Nf3, Ng1-f3, e8=D), UCI (g1f3) or ICCF digits (7163). A move that means two things (Bc4: a pawn in K D T L S B, a bishop in English) is refused; write it long (Lf1-c4, Bf1-c4) or in UCI.
help.keymap = anna keymap [--profile NAME] [--policy training|competition] NAME|FILE\n\nLoads a key map (data/keymaps/NAME.map, or a file) and prints its bindings and the keypad help anna speaks with it, or what is wrong with it and on which line.\n  --profile NAME  the words of the help (default $ANNA_PROFILE, else en)\n  --policy P      training (default: every command) or competition
help.reconcile = anna reconcile --sheet-vi FILE --sheet-sighted FILE\n    [--board-vi FEN] [--board-sighted FEN] [--clocks FILE] [--fen FEN]\n    [--vi-color white|black] [--letters-vi SET] [--letters-sighted SET]\n    [--increment SECONDS] [--sheet7 vi|sighted|both]\n    [--for arbiter|vi|sighted] [--profile NAME] [--json]\n\nReconciles the two scoresheets and the two boards (VI-13) and says, in the words of the profile (default en): whether the scoresheets agree (exit 1 if not), up to which move, what each board must change, who is to move and, if the scoresheets disagree, the clock times to set.\n  --sheet-vi FILE        the scoresheet of the visually impaired player (- is standard input)\n  --sheet-sighted FILE   the scoresheet of the sighted player\n  --board-vi FEN         what the visually impaired player's board shows (only the placement counts)\n  --board-sighted FEN    what the sighted player's board shows\n  --clocks FILE          the clock times, a line a ply: ply, White's time, Black's time\n  --fen FEN              where the game began, if not in the initial position\n  --vi-color C           the colour of the visually impaired player: white (default) or black\n  --letters-vi SET       the piece letters of the scoresheet: en, de, da, nb, sv or figurine (default: the set that reads the most entries)\n  --letters-sighted SET  the same for the sighted player's scoresheet\n  --increment SECONDS    the increment per move; from 30 on, a short time never releases a player from keeping score (default 0)\n  --sheet7 S             vi, sighted or both: that player did not have to keep score (SHEET-7), whatever the clock times say\n  --for L                whose instructions: arbiter (default, everything), vi or sighted (the case, his own scoresheet and board, who is to move)\n  --json                 the result for programs (docs/arbiter.md)\nA file that cannot be read is reported with its line and column; exit 2.
help.review = anna review [--engine PATH] [--depth N] [--threshold T] [--side white|black|both] [--pgn OUT] FILE.pgn\n\nThe review of the first game of a PGN file by a UCI engine (default /usr/games/stockfish), offline: each move that lost at least the threshold, said as anna says it after a game, then the game as annotated PGN with [%eval] after every move and the better move at each mistake.\n  --depth N       search depth a position (default 12)\n  --threshold T   centipawns (default 150) or a win chance in percent (20%)\n  --side S        whose moves (default both)\n  --pgn OUT       the annotated PGN to OUT instead of standard output
help.train = anna train [--level L] [--side white|black] [--study FILE.pgn] [--guess white|black]\n\nTraining at home (annad in training; refused in competition). --level sets the chess engine's strength from its next move: beginner, novice, casual, club, strong, expert, full, an Elo number, or "depth N". --study opens the first game of a PGN file to step through on the keypad (Enter alone the next move, Delete alone the one before), each move announced; with --guess you play that side's moves yourself and hear whether you found the game's move, and your score at the end. With a sensor board the moves can also be made on the board. --study off closes the study. --side starts a new game in which you play that colour (not while a game is under way). The opponent is chosen when annad starts (annad --opponent or annad.conf).
help.record = anna record [--role ROLE] [--grab] [--count N] DEVICE FILE\nanna record --check FILE\n\nRecords the events of an input device into FILE (evemu format; - is standard output) until Ctrl-C, N events, or until the device is unplugged.\n  DEVICE         /dev/input/eventN, a /dev/input/by-id link, name:NAME or ids:VENDOR:PRODUCT (hexadecimal)\n  --role ROLE    what the device is for, named in messages: vi-keypad (default), sighted-keypad, arbiter-keypad, vi-board, sighted-board\n  --grab         take the device for the recording alone\n  --count N      stop after N events\n  --check FILE   read a recording: its device, events and length, or its first error and the line it is on
help.board = anna board [--profile NAME] [--policy competition|training] [--fen FEN]\n    [--map FILE] [--window MS] [--piece 1-4] [--expect MOVE] RECORDING\n\nPlays an evemu recording of a sensor board through the decoding, debounce and inference of the daemon, from a position, and prints every lift and seat with the piece (FEN letter) and the touch evidence, then what anna would say when the clock is pressed at the end of the recording, in the words of the profile (default fide-de). Exit 0 when a move was concluded, 1 when something is missing (the words say what).\n  --policy P     competition (default) or training (the words for training)\n  --fen FEN      the position on the board (default: the initial position)\n  --map FILE     the board's map file (default: the map of docs/sensor-board.md)\n  --window MS    the debounce window, 0 to 1000 ms (default 30)\n  --piece N      the promotion piece as a keypad digit: 1 queen, 2 rook, 3 bishop, 4 knight\n  --expect MOVE  an announced move whose execution on the board is checked (English letters or UCI)\nThe recording's first frame is the holes' state: a key-down for every occupied hole.
help.boardlearn = anna boardlearn [--profile NAME] [--window MS] [--pegs start|all|none]\n    --device DEVICE OUT.map\nanna boardlearn [...] --recording FILE OUT.map\n\nLearn mode for a sensor board: asks square by square, a1 to h8, to lift the piece and put it back (on an empty hole: to put a piece in and take it out again), follows the board's keys and writes the map file OUT.map when all 64 squares are known. The prompts are printed as anna speaks them, in the words of the profile (default fide-de). Exit 0 when the map was written, 1 when learning stopped before h8.\n  --device DEVICE   read the board live, taken for learning alone (/dev/input/eventN or a /dev/input/by-id link)\n  --recording FILE  play an evemu recording of a learn session instead\n  --pegs P          which holes hold a piece at the start: start (default: the starting position), all or none\n  --window MS       the debounce window, 0 to 1000 ms (default 30)
help.boardmap = anna boardmap FILE\nanna boardmap --default\n\nChecks a sensor-board map file (docs/sensor-board.md) and prints the key codes of a1 and h8, or what is wrong with it, with the file and the line. --default prints the default map (the map of docs/sensor-board.md) in the file format, to edit.
help.audio = anna audio list\nanna audio test [--device NAME] [--profile NAME] [--rate WPM] [--volume N]\n\nlist prints the sound devices anna can speak to, the default one marked. test speaks a move (e2-e4) in the profile's words and then the three earcons through one device, to check earphones and loudspeakers before a game; the words are also printed, as the text sink writes them.\n  --device NAME   the device, its whole name or a part of it (default: the system's default)\n  --profile NAME  the words and the voice (default fide-de)\n  --rate WPM      words a minute, 80 to 450 (default 175)\n  --volume N      1 to 200 (default 100)\ndocs/audio.md explains outputs and earphones.
help.replay = anna replay --device ROLE=FILE.evemu ... [--profile NAME] [--form long|short]\n    [--time-control TC] [--policy training|competition] [--edition 2009|2014|2017]\n    [--vi-side white|black] [--white NAME] [--black NAME] [--keymap NAME]\n    [--debounce MS] [--pgn OUT] [--plies OUT]\n\nPlays evemu recordings of one game's boards and keypads, merged by their times, through annad's driver, and prints what each listener heard: seconds, listener, words, in the words of the profile (default fide-de).\n  --device ROLE=FILE  a recording; ROLE is vi-board, sighted-board, vi-keypad, sighted-keypad or arbiter-keypad, each once\n  --time-control TC   the time control (PGN, readable or a preset's name)\n  --vi-side SIDE      the visually impaired player's colour (default white)\n  --keymap NAME       the keypads' key map (default numpad)\n  --debounce MS       the boards' debounce window, 0 to 1000 ms\n  --pgn OUT           write the game in PGN with [%clk] after every ply (- is standard output)\n  --plies OUT         write the instants of every ply's steps (VI-3), tab-separated, for the arbiter
help.journal = anna journal verify FILE\nanna journal show FILE\n\nverify checks every record of annad's hash-chained journal and its link to the one before, and prints the number of records and the last hash (note it: a later verify shows whether anything was appended or rewritten). Exit 0 when the chain is intact (a last record cut short by a power cut is reported, not an error), 1 when a record breaks the chain (where is said), 2 when the file cannot be read. show prints every record on a line in these words: its number, the time in seconds, the wall clock (UTC) and what it holds (a key, a board, a deadline, a command with its arguments); a record that cannot be read says why.
help.hall = anna hall words\nanna hall broadcast --broker URL --event NAME --out FILE [--username USER] [--password-file FILE] [--cafile FILE]\n\nThe tournament hall's side (docs/hall.md). words prints the hall page's words in the profile's language as JSON (the page reads them from words.json). broadcast keeps FILE the live PGN of every game of the event: it subscribes to each board's pgn topic on the broker (mqtt://host:port or mqtts://host:port) and rewrites FILE whole each time a game changes, board by board. It runs until stopped; a lost broker is said once and retried. Exit 0 when stopped, 1 when FILE could not be written, 2 bad arguments.
help.ctl = anna ctl [--socket PATH] COMMAND [KEY=VALUE ...]\n\nSends any request to annad's control socket (docs/protocol.md lists them) and prints the answer's lines; an error in annad's words on standard error. The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission, the game's state), 2 a bad request or no annad.
help.status = anna status [--socket PATH]\n\nPrints the state of annad's game: its state, the plies, the result, the clocks and the position. The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission, the game's state), 2 a bad request or no annad.
help.times = anna times [--socket PATH]\n\nPrints the remaining time of both clocks of annad's game. The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission, the game's state), 2 a bad request or no annad.
help.scoresheet = anna scoresheet [--socket PATH] [--side vi|sighted]\nanna scoresheet --brf FILE [--pgn GAME.pgn] [--table TABLE] [--clocks] [--width N] [--height N]\n\nPrints the scoresheet of annad's game, the moves as recorded for one player (--side). The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission, the game's state), 2 a bad request or no annad.\n\nWith --brf FILE (- for standard output) it writes the scoresheet as a BRF file for a braille notetaker or an embosser: the game annad plays, or the first game of --pgn GAME.pgn; the profile's words, piece letters and braille table (--table, a liblouis table such as en-ueb-g1.ctb); pages of 40 cells by 25 lines (--width, --height), numbered; --clocks adds each mover's clock after his move. docs/braille.md explains it.
help.pause = anna pause [--socket PATH] [--reason REASON]\n\nPauses annad's clock (arbiter): --reason arbiter, disturbance or another reason for the journal. The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission, the game's state), 2 a bad request or no annad.
help.resume = anna resume [--socket PATH]\n\nRestarts annad's paused clock (arbiter). The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission, the game's state), 2 a bad request or no annad.
help.start = anna start [--socket PATH]\n\nStarts the game annad has set up (arbiter; in competition the game waits for it, in training it starts by itself). The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission, the game's state), 2 a bad request or no annad.
help.adjust = anna adjust [--socket PATH] --side white|black --add TIME|--set TIME [--reason arbiter|disturbance|penalty]\n\nCorrects a clock (arbiter): --add adds TIME (a minus sign takes away), --set sets the remaining time. TIME as people write it: 90s, 2m, 1m30s, 1:30, 1:30:00, or milliseconds (90000). The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission, the game's state), 2 a bad request or no annad.
help.penalty = anna penalty [--socket PATH] --side white|black --kind time|deduct|loss|warning [--ms TIME]\n\nGives a penalty (arbiter): time gives the opponent TIME (2m, 120s, 2:00 or milliseconds), deduct takes TIME from the side, loss declares the game lost, warning is recorded. The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission, the game's state), 2 a bad request or no annad.
help.result = anna result [--socket PATH] 1-0|0-1|1/2-1/2\n\nEnds annad's game with the result the arbiter declares. The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission, the game's state), 2 a bad request or no annad.
help.newgame = anna newgame [--socket PATH]\n\nStarts a new game in annad (arbiter); the finished one is archived beside the journal. The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission, the game's state), 2 a bad request or no annad.
help.move = anna move [--socket PATH] MOVE\n\nThe assistant enters the sighted player's move (ICCF digits, UCI, or algebraic as Nf3 or e2-e4, in this profile's letters or English ones), as if made on the board. The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission, the game's state), 2 a bad request or no annad.
help.announce = anna announce [--socket PATH] TEXT...\n\nThe assistant has annad say TEXT to the visually impaired player. The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission, the game's state), 2 a bad request or no annad.
help.sheet = anna sheet [--socket PATH] [--letters en|de|figurine] [--move N] ENTRY...\n\nThe arbiter copies the next entry of the sighted player's scoresheet into anna, as written (SAN in the given letters, default en, or ICCF digits; (=) for a draw offer). --move N: the move number the entry should have; refused if it is another. annad says whether the entry was read or why it stays for the arbiter (unreadable, ambiguous, illegal). anna ctl reconcile then compares the scoresheets (VI-13). The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission, the game's state), 2 a bad request or no annad.
help.switches = anna switches [--socket PATH] [--check-words on|off] [--clock-warnings on|off] [--square-queries on|off] [--announcing-assistant on|off]\n\nThe arbiter's switches (ARB-3, CLK-16): check and mate words, automatic clock warnings to the visually impaired player, questions about squares and pieces, anna as announcing assistant. Without options it says how they stand. A change is logged and journaled. The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission, the game's state), 2 a bad request or no annad.
help.decisions = anna decisions [--socket PATH]\n\nLists the decisions open for the arbiter (an illegal move, a claim, a flag fall, a reconciliation, ED-2), one a line: its number, what happened and anna's proposal; confirm or override each by its number. The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission), 2 a bad request or no annad.
help.confirm = anna confirm [--socket PATH] ID\n\nThe arbiter applies anna's proposal ID (a claim, a flag fall, a reconciliation, ED-2). The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission, the game's state), 2 a bad request or no annad.
help.override = anna override [--socket PATH] ID\n\nThe arbiter rejects anna's proposal ID; the game goes on as it is (ED-2). The socket: --socket PATH, else $ANNA_SOCKET, else /run/anna/annad.sock if it exists, else the user's. Exit 0 ok, 1 refused (permission, the game's state), 2 a bad request or no annad.
help.annad = annad [--config FILE] [--check-config] [--state-dir DIR] [--socket PATH]\n    [--transcript FILE|-] [--no-audio] [--replay ROLE=FILE.evemu ...]\n    [--fast | --speed N] [--latency-log FILE]\n    [--opponent engine|human|shared] [--side white|black] [--level L] [--time-control TC]\n\nThe anna daemon. Without --config, /etc/anna/annad.conf is read if it exists, else the defaults serve: the terminal is the player's keypad, and in training the chess engine (/usr/games/stockfish) plays the other side. --opponent, --side, --level and --time-control set those keys of annad.conf for this start. --check-config only checks the configuration. man annad, man annad.conf.

# What the commands print for people (speech/words.def)
# anna profile check: {1} the profile, {2} its voice, {3} keys, {4} fixes
cmd.profile.ok = {1}: ok, voice {2}, {3} keys, {4} pronunciation fixes
# anna clock check: the control in PGN and readable form; its class ({1} the edition of the Laws)
cmd.clock.pgn = pgn: {1}
cmd.clock.readable = readable: {1}
cmd.clock.standard = class ({1}): standard
cmd.clock.rapid = class ({1}): rapid
cmd.clock.blitz = class ({1}): blitz
# anna keymap: the map's name, then the heading of the spoken help
cmd.keymap.name = key map {1}
cmd.keymap.help = help
# anna record --check: {1} file, {2} device name, {3} ids, {4} events, {5} first and {6} last time
cmd.reconcile.sentence = {1}.
cmd.record.summary = {1}: "{2}" {3}, {4} events from {5} to {6}
# anna board: a lift ({1} time, {2} square, {3} piece as FEN letter or ?, {4} touch evidence), a seat, the state, what anna says, the board at the start, an illegal move's reason
cmd.board.lift = {1} lift {2} {3} touch={4}
cmd.board.seat = {1} seat {2} {3}
cmd.board.state = state: {1}
cmd.board.say = say: {1}
cmd.board.differs = the board differs at the start: {1}
cmd.board.illegal = arbiter: illegal move, {1}
# anna boardlearn: no source or two; learning stopped at square {1}; the map written to {1}
cmd.boardlearn.source = Name the board with --device DEVICE or a recording of it with --recording FILE, one of the two.
cmd.boardlearn.stopped = Learning stopped at square {1} of 64, so no map was written. Start anna boardlearn again and go on to h8.
cmd.boardlearn.written = map written to {1}
# anna boardmap: {1} file, the key codes of {2} a1 and {3} h8
cmd.boardmap.ok = {1}: 64 squares, key codes {2} (a1) .. {3} (h8)
cmd.audio.default = {1}  (default)
cmd.audio.device = device {1}, output latency {2} ms
cmd.journal.record = {1}. {2} s ({3} UTC): {4}
cmd.journal.header = the journal begins, format {1}, devices: {2}
cmd.journal.key_down = {1}: key {2} pressed
cmd.journal.key_up = {1}: key {2} released
cmd.journal.key_repeat = {1}: key {2} repeats
cmd.journal.sync = {1}: end of a report
cmd.journal.dropped = {1}: events were lost (the device's buffer overflowed)
cmd.journal.input = {1}: input event type {2}, code {3}, value {4}
cmd.journal.board = {1} read whole, pieces on: {2}
cmd.journal.tick = a deadline is reached
cmd.journal.recovery = annad restarted: {1} s lost, {2} plies recovered
cmd.journal.bytes = {1}: {2} bytes read from its serial line: {3}
cmd.journal.unreadable = a {1} record that cannot be read: {2}
cmd.journal.none = none
cmd.journal.cmd.start = the arbiter starts the game
cmd.journal.cmd.vi_lift = the VI board: a piece is lifted from {1}
cmd.journal.cmd.vi_made = the VI board shows the move {1}
cmd.journal.cmd.vi_promotion = the VI board: the pawn of {1} awaits its promotion piece
cmd.journal.cmd.vi_illegal = the VI board shows the illegal move {1} ({2})
cmd.journal.cmd.vi_unmade = the VI board shows no move any more
cmd.journal.cmd.vi_executed = the VI board: the announced move is carried out
cmd.journal.cmd.vi_wrong = the VI board departs from the announced move: {1}
cmd.journal.cmd.vi_mismatch = the VI board differs from the game: {1} corrections
cmd.journal.cmd.vi_match = the VI board matches the game again
cmd.journal.cmd.sighted_made = the sighted board shows the move {1}
cmd.journal.cmd.key_move = {1} enters the move {2}
cmd.journal.cmd.key_promotion = {1} names the promotion piece {2}
cmd.journal.cmd.key_clock = {1} presses the clock
cmd.journal.cmd.key_correct = {1} withdraws the announced move
cmd.journal.cmd.key_query = {1} asks {2} ({3})
cmd.journal.cmd.key_draw_offer = {1} offers a draw
cmd.journal.cmd.key_draw_decline = {1} declines the draw offer
cmd.journal.cmd.key_resign = {1} resigns
cmd.journal.cmd.claim = {1} claims ({2}), intended move {3}
cmd.journal.cmd.deadline = the timer is due
cmd.journal.cmd.arb_pause = the arbiter pauses the clock ({1})
cmd.journal.cmd.arb_resume = the arbiter resumes the clock
cmd.journal.cmd.arb_adjust = the arbiter adjusts the clock of {1}: {2} {3} ms ({4})
cmd.journal.cmd.arb_take_back = the arbiter takes the game back to ply {1}
cmd.journal.cmd.arb_set_position = the arbiter sets the position {1}
cmd.journal.cmd.arb_penalty = the arbiter penalises {1}: {2}, {3} ms
cmd.journal.cmd.arb_result = the arbiter declares the result {1}
cmd.journal.cmd.arb_confirm = the arbiter confirms decision {1}
cmd.journal.cmd.arb_override = the arbiter overrides decision {1}
cmd.journal.cmd.arb_new_game = the arbiter starts a new game
cmd.journal.cmd.sheet_entry = {1} copies in the sighted player's scoresheet entry {2} (letters {3})
cmd.journal.cmd.arb_reconcile = the arbiter asks to reconcile the scoresheets
cmd.journal.cmd.arb_switches = the arbiter sets the switches: {1}
cmd.journal.cmd.sighted_mismatch = the sighted board differs from the game: {1} corrections
cmd.journal.cmd.sighted_match = the sighted board matches the game again

# Scoresheets and the session (core/scoresheet.c, core/session.c)
sheet.flagged = Move {1} on the scoresheet ("{2}") could not be read, so the moves after it are not checked. Correct move {1} first.
sheet.no_entry = The scoresheet has no entry {1}.
session.vi_side = {1} is not a side for the visually impaired player. Use 0 for White or 1 for Black.

# The driver and anna replay (driver/, tools/cmd_replay.c)
driver.no_keymap = The keypad {1} has no key map: give one
driver.no_profile = The listener {1} has no profile: give one
driver.nomem = Out of memory while starting the game
driver.dgt_role = A DGT board can be a player's board (vi-board or sighted-board = dgt:...), never a keypad.
driver.shared_keypad = sighted-keypad = shared lets the opponent type his moves on the player's keypad: name the player's keypad (vi-keypad) and give the opponent no keypad of his own.
replay.device = '{1}' is not ROLE=FILE: write for example vi-board=game.evemu
replay.role = Unknown role '{1}': use vi-board, sighted-board, vi-keypad, sighted-keypad or arbiter-keypad
replay.role_twice = The role {1} is given twice: give each device once
replay.no_device = No recording given: use --device ROLE=FILE
replay.bugs = The replay met {1} impossible situations: report this as a bug
replay.not_board = Key code {1} ({2}) is not a hole of a sensor board: this looks like a keypad's recording. Give the sensor board's recording for this role
replay.not_keypad = Key code {1} ({2}) is a hole of a sensor board, not a keypad key: give the keypad's recording for this role
# The session (speech/render_session.c): {1} is who (clock.who.*) unless noted
session.correction = Correction: {1}
session.withdrawn = {1}: the announced move is withdrawn
session.not_made = The board does not show a finished move yet. Finish the move, then press Enter.
board.why.unfinished_promotion = A pawn on the last rank must be replaced by a piece; name it with 1 to 4 and Enter.
session.draw_offer = {1} offers a draw
session.draw_offered = You have offered a draw; your opponent has been told.
session.draw_declined = The draw offer is declined
session.claim.repetition = {1} claims a draw by threefold repetition. The arbiter decides.
session.claim.fifty = {1} claims a draw by the fifty-move rule. The arbiter decides.
session.claim.flag = {1} claims a win on time. The arbiter decides.
session.penalty.time = {1}: {2} added by the arbiter
session.penalty.deduct = {1}: {2} deducted by the arbiter
session.penalty.warning = {1}: a warning from the arbiter
session.paused = The arbiter has paused the clock
session.resumed = The clock is running again
session.paused.why = The arbiter has paused the clock: {1}
session.paused.training = The clock is paused. To go on: the command key, slash, then 5.
session.pause_reason.disturbance = a disturbance
session.pause_reason.wrong_setting = the clock was set wrongly
session.pause_reason.defective = the clock is defective
session.pause_reason.displaced = pieces were displaced
session.pause_reason.promotion_piece = a promotion piece is being fetched
session.pause_reason.reconcile = the boards and scoresheets are compared
session.pause_reason.assistant = the assistant is needed
session.entered = Announced: {1}
session.held.illegal_move = Play is held for the arbiter. {1}: illegal move reported. Wait for his decision.
session.held.claim = Play is held for the arbiter. {1}: draw claimed. Wait for his decision.
session.held.quickplay = Play is held for the arbiter. {1}: a decision asked for in the last two minutes. Wait for his decision.
session.held.reconcile = Play is held for the arbiter: the boards are checked against the scoresheets. Wait for his decision.
session.held.flag = Play is held for the arbiter. {1}: flag fallen. Wait for his decision.
session.held.other = Play is held for the arbiter. Wait for his decision.
session.decided.confirmed = The arbiter has decided: the proposal stands.
session.decided.overridden = The arbiter has decided against the proposal.
session.adjusted.add = {1}: {2} added by the arbiter
session.adjusted.deduct = {1}: {2} taken off by the arbiter
session.adjusted.set = {1}: the arbiter has set the clock to {2}
session.started.your_move = The game begins. You play {1} and have the move; your clock is running.
session.started.their_move = The game begins. You play {1}; your opponent has the move.
session.started.colours = The game begins. {1} to move.
session.switched.on = The arbiter has switched on: {1}
session.switched.off = The arbiter has switched off: {1}
session.switch.check_words = check and mate announcements
session.switch.clock_warnings = automatic clock warnings
session.switch.square_queries = questions about squares and pieces
session.switch.announcing_assistant = anna as announcing assistant
session.sheet_entry_white = Move {1}, White: {2}
session.sheet_entry_black = Move {1}, Black: {2}
session.sheet_offer_white = Move {1}, White: {2}, with a draw offer
session.sheet_offer_black = Move {1}, Black: {2}, with a draw offer
session.square.empty = {1} is empty
session.square.piece = {1}: {2}
session.pieces = {1}: {2}
session.pieces.none = No {1}
session.whose_move = {1} to move
session.no_move = No move yet
session.refused.policy = Not available in competition mode.
session.refused.not_your_move = It is not your move; nothing was entered.
session.refused.illegal_entry = That move is not legal here. Type another move.
session.refused.frozen = The clock was pressed; the move can no longer be corrected. Call the arbiter if it was wrong.
session.refused.nothing = There is nothing to take back or answer.
session.refused.wait_arbiter = Play is held for the arbiter. Wait for his decision.
session.refused.game_over = The game is over.
session.refused.promotion = Name the promotion piece: a fifth digit 1 queen, 2 rook, 3 bishop, 4 knight.
session.end.illegal.white = White loses by illegal moves.
session.end.illegal.black = Black loses by illegal moves.
session.end.illegal_draw = Illegal moves, but the opponent cannot checkmate. Draw.
session.end.arbiter = The arbiter declares the result {1}.
# The arbiter's log: {1} the side, {2} a detail
session.report.press_not_made = {1} pressed the clock before the move was made on the board (VI-8). Evidence kept, no penalty applied.
session.report.illegal_move = {1} completed an illegal move: {2}. Illegal move number {3} of this player.
session.report.drift = {1} carried out something other than the announced move {2}. The boards differ.
session.report.announce_differs = {1} announced another move than the board shows; the board's move {2} was played.
session.report.claim_correct = {1} claims a draw; the claim is correct.
session.report.claim_incorrect = {1} claims a draw; the claim is not correct.
session.report.flag = {1} has run out of time.
session.report.flag.can_mate = {1} can still checkmate by a series of legal moves (6.9).
session.report.flag.cannot_mate = {1} cannot checkmate by any series of legal moves: {2} (6.9).
session.report.flag.mate_unknown = Whether {1} can still checkmate was not decided within the search budget; the arbiter decides (6.9).
session.report.game_end = The game has ended: {1}.
session.report.resignation = {1} resigns.
session.report.agreement = The players agree a draw.
session.report.agreement_early = A draw was agreed before each player had made a move; not accepted (2017).
session.report.mismatch = The sensor board differs from the game.
session.report.sighted_mismatch = The sighted player's electronic board differs from the game.
session.sighted_board_differs = The sighted player's board differs
session.report.decision = Decision {1} has been handled.
session.report.penalty = {1} receives {2}.
session.proposal.penalty = Proposed: restore the position, {1} to the opponent.
session.proposal.loss = Proposed: {1} loses the game.
session.proposal.draw = Proposed: the game is drawn.
session.proposal.confirm = Confirm or override decision {1}.
session.proposal.time = Proposed: {1} to the opponent.

# The sensor board (speech/render_board.c)
board.fix.move = {1} {2} to {3}
board.fix.back = {1} {2} back to {3}
board.fix.remove = {1} should be empty
board.fix.place = {1} missing on {2}
board.ok = The board is right
board.piece.white.king = white king
board.piece.white.queen = white queen
board.piece.white.rook = white rook
board.piece.white.bishop = white bishop
board.piece.white.knight = white knight
board.piece.white.pawn = white pawn
board.piece.black.king = black king
board.piece.black.queen = black queen
board.piece.black.rook = black rook
board.piece.black.bishop = black bishop
board.piece.black.knight = black knight
board.piece.black.pawn = black pawn
board.ask_promotion = Promotion on {1}: which piece? 1 queen, 2 rook, 3 bishop, 4 knight, then Enter
board.ask_which = Which move: {1}?
board.or = or
board.not_announced = That is not the announced move {1}
board.illegal = Illegal move: {1}. {2}
board.why.not_own_piece = That is an opponent's piece.
board.why.own_capture = An own piece cannot be captured.
board.why.pattern = This piece does not move like that.
board.why.blocked = A piece is in the way.
board.why.self_check = Your own king would be in check.
board.why.castle_rights = The king or that rook has moved before; this castling is no longer possible.
board.why.castle_blocked = There is a piece between king and rook.
board.why.castle_in_check = You cannot castle out of check.
board.why.castle_through = The king cannot pass over or land on an attacked square.
board.why.castle_rook = Castling moves the rook too; move it as well.
board.why.en_passant_pawn = En passant takes the pawn beside it; take it off the board.
board.learn.ask_lift = Lift the piece on {1} and put it back
board.learn.ask_seat = Put a piece into the hole on {1} and take it out again
board.learn.put_back = {1} found, put the piece back
board.learn.take_out = {1} found, take the piece out again
board.learn.learned = {1} saved
board.learn.already = This hole is already {1}. Wanted is {2}
board.learn.other_hole = Another hole changed. Finish {1} first
board.learn.done = All 64 squares are learned
board.learn.aborted = Learn mode cancelled

# Sensor-board maps (board-io/boardmap.c); the line is added by error.at_line
session.report.sheet = Scoresheet of {1}: {2}

# The session: later additions (core/session.c, speech/render_session.c)
session.proposal.override = The game ended by itself; override decision {1} if play must go on.
session.refused.touched = A piece was touched or the move made: no draw claim on this move.
session.claim_move = {1} must now play the intended move {2}; the claim is rejected.
session.report.claim_move = {1} claimed a draw on the intended move {2} but played another move after the rejection (DRAW-6).
session.report.press_no_move = {1} pressed the clock with no move entered. Evidence kept, no penalty applied.
session.proposal.press = If treated as an illegal move (2017, 7.8): {1} to the opponent.
session.report.late_announcement = {1} announced the move {2} after pressing the clock (VI-9).
session.refused.assistant = The game cannot start yet: an assistant must be registered for the hearing-impaired player.
session.report.assistant_required = {1} is hearing-impaired and plays a visually impaired player: an assistant is compulsory (2017 D.2.11). Confirm when one is registered, or override to start without.
session.report.assistant_advised = {1} is hearing-impaired and plays a visually impaired player: an assistant is advised.
session.refused.quickplay = No quickplay claim here: it needs the final period without increment and under two minutes on your clock.
session.refused.not_paused = The clock is not paused; there is nothing to resume.
session.refused.not_started = The game has not started yet; the arbiter starts it.
session.refused.paused = The clock is paused. To go on: the command key, slash, then 5.
session.refused.boards_differ = {1}: that board does not show the agreed position yet. Play resumes when both boards show it.
session.refused.switches_training = In training every help is on: check words, clock warnings, questions about squares, both sides' moves. The switches are the arbiter's in competition.
session.refused.frozen_training = The clock was pressed; the move can no longer be corrected. To take it back: the command key, slash, then 4.
session.refused.no_draw = That is no draw yet: the position has not occurred three times, and fifty moves without a capture or a pawn move have not passed. Play on.
session.refused.no_arbiter = In training there is no arbiter to judge a quickplay finish. Play on, offer a draw, or resign.
session.claim.quickplay = {1} claims a draw in the quickplay finish. The arbiter decides.
session.claim.increment = {1} asks for a five-second increment. The arbiter decides.
session.increment = From now on each move adds {1} for both players.
session.touched = {1} {2} touched
session.touched.move = {1} {2} touched: you must move it
session.touched.capture = {1} {2} touched: you must capture it
session.touched.free = {1} {2} touched: it can neither move nor be captured, no obligation
session.report.quickplay = {1} claims a draw with {2} left (quickplay finish, QPF-3).
session.report.increment = {1} asks for a five-second increment with {2} left (QPF-2).
session.proposal.quickplay = Confirm: drawn. Override: rejected, {1} to the opponent.
session.proposal.increment = Confirm: five seconds per move for both, {1} to the opponent. Override: refused.
session.report.reconcile_agree = Reconciliation (VI-13): the scoresheets agree on all {1} half-moves; both boards must show the position after them.
session.report.reconcile_disagree = Reconciliation (VI-13): the scoresheets agree on the first {1} half-moves; discarded after them: {2} from the visually impaired player's sheet, {3} from the sighted player's. Both boards must show the position after half-move {1}.
session.report.reconcile_clocks = Clocks recorded then: White {1}, Black {2}.
session.proposal.reconcile = Confirm: apply it. Override: play goes on as it is.
session.report.sheet_ok = Scoresheet of {1}: {2} of {3} half-moves entered; up to date (SHEET-3).
session.report.sheet_behind = Scoresheet of {1}: {2} of {3} half-moves entered; his own last move is missing (SHEET-3).
session.report.sheet_exempt = Scoresheet of {1}: {2} of {3} half-moves entered; released from recording, under five minutes (SHEET-7).

# annad: configuration, journal, recovery, devices, control socket
config.syntax = {1} line {2}: not a [section] nor a key = value line; fix the line or put # before it
config.section = {1} line {2}: there is no section [{3}]; the sections are [game], [devices], [keymaps], [listeners], [daemon], [roles], [hall] and [engine] (man annad.conf)
config.key = {1} line {2}: section [{3}] has no key {4}; check the spelling against man annad.conf
config.value = {1} line {2}: {4} is not a value {3} can have; man annad.conf lists the values
config.choice = {1} line {2}: {3} is not possible; the value can be one of {4}
config.no_section = {1} line {2}: {3} comes before any section; put it under [{4}]
config.no_section_any = {1} line {2}: {3} comes before any section, and no section has such a key; the sections are {4} (man annad.conf)
config.duplicate = {1} line {2}: {3} is given twice in this section (first on line {4}); keep one of the lines
config.user = {1} line {2}: there is no user {3} on this system; give a user name or a number
config.readers = {1} line {2}: readers is everyone or a group, and there is no group {3} on this system
config.open = Cannot read the configuration file {1} ({2}); check the path and its permissions
config.profile = {1} line {2}: there is no profile {3}; the profiles are {4}
config.keymap = {1} line {2}: the key map {3} cannot be loaded; the key maps are {4}, or give a file's path (check it with anna keymap)
config.directory = {1} is a directory, not a configuration file; give the file itself
config.special = {1} is not a regular file (a FIFO, a device or a socket); give a configuration file
config.too_big = {1} is larger than {2} KiB, too large for a configuration file; give the right file
config.section_twice = {1} line {2}: the section [{3}] is given twice (first on line {4}); put its keys in one section
config.utf8 = {1} line {2}: the value of {3} is not valid UTF-8 text; save the file as UTF-8
journal.ok = {1}: {2} records, the chain is intact; last hash {3}
journal.torn = {1}: the last record (number {2}) was cut short, as by a power cut; it is dropped and the game goes on from the record before
journal.broken = {1}: record {2} (byte {3}) does not match the chain: the journal was damaged or changed; the records before it are good, tell the arbiter
journal.io = Cannot read or write the journal {1} ({2}); check the state directory's space and permissions
journal.moved = The damaged journal {1} was kept as {2} for the arbiter
journal.not_kept = There is no room to keep a copy of the damaged journal {1} ({2}); its damaged part is dropped and the game goes on from its good records
journal.held = anna cannot record the game: writing the journal {1} failed ({2}). Nothing more is announced; the game is held for the arbiter until the journal can be written again
journal.held_training = anna cannot record the game: writing the journal {1} failed ({2}). Nothing more is announced; the game is paused until the journal can be written again
journal.written = The journal {1} is written again; the game is recorded up to ply {2}
journal.rewritten = The journal {1} was deleted or replaced while the game ran; it was written again from memory (a file found in its place is kept beside it); tell the arbiter
journal.archive = Cannot keep the finished game's journal {1} ({2}); annad does not start a new game over it: free space or fix the state directory's permissions
state.locked = Another annad (process {2}) keeps the game in {1}; this one stops without touching it
state.unwritable = Cannot write the state directory {1} ({2}); annad does not start a game it could not keep: give annad's user write access and room there, or set another state-dir in [daemon]
journal.header = the first record is not the header of an anna journal
journal.format = it was written in journal format {1}, which this anna (format {2}) cannot read
journal.format_image = it was written in journal format {1} (anna 0.1), whose command records are a memory image of the program that wrote them; this anna (format {2}) cannot read them
journal.type = record type {1} is not one anna knows
journal.field_short = the record ends before its field {1} (byte {2})
journal.field_range = its field {1} (byte {2}) holds {3}, which is not a possible value
journal.trailing = it has bytes after its last field (from byte {1})
journal.unrecoverable = {1}: record {2} ({3}) cannot be read, for the reason below. annad does not recover the game from this journal; show it with anna journal show, then move it away to start a new game
daemon.recovered_white = The game is recovered after {1} half-moves. White is to move. The clock is paused because the game was recovered; {2} seconds passed since the last record.
daemon.recovered_black = The game is recovered after {1} half-moves. Black is to move. The clock is paused because the game was recovered; {2} seconds passed since the last record.
daemon.recovered_over = The finished game of {1} half-moves is recovered; the arbiter may start a new game
daemon.device_open = Cannot open the device {2} for {1} ({3}); check the path and that annad may read it (udev rules)
daemon.ready = anna is ready; control socket {1}
daemon.ready_said = anna is ready
daemon.started = annad runs, but anna is not ready yet; control socket {1}
daemon.resume_training = Resume the clock with anna resume, or on the keypad: the command key, slash, then 5.
daemon.resume_arbiter = The arbiter resumes the clock with anna resume, or on his keypad: the command menu, then 5.
daemon.socket = Cannot open the control socket {1} ({2}); check the directory and that no other annad runs
daemon.option = {1} is not an option of annad, or its value is missing; annad --help lists the options
daemon.replay = --replay {1}: write ROLE=FILE, ROLE one of vi-board, sighted-board, vi-keypad, sighted-keypad, arbiter-keypad, each role once
daemon.speed = --speed {1}: give a whole number from 1 to 1000
daemon.config_ok = {1}: ok, annad can start with this configuration
daemon.config_defaults = No configuration file: annad starts with the defaults; ok
daemon.synced = journal synced at ply {1}
daemon.game_saved = the ended game is in {1}
daemon.brf_saved = the player's braille scoresheet is in {1}
daemon.game_unwritable = Cannot write {1} ({2}); the game is safe in the journal: anna ctl pgn and anna scoresheet --brf give it
daemon.output = Cannot open the sound output {1} ({2}); check the output in annad.conf, or write output = text
daemon.speech = The speech for a listener cannot start ({1}); the words still go to the transcript
daemon.transcript = Cannot open the transcript {1} ({2}); check the path and that annad may write there
control.denied = Permission denied: {1} changes the game and only the arbiter may do it (user {2}); see [roles] in annad.conf
control.request = Not a valid request: {1}; one line, a command and key=value fields (docs/protocol.md)
control.unknown = There is no command {1}; anna help lists them
control.field = {1}: --{2} cannot be "{3}"; write one of {4}
control.field_time = {1}: --{2} "{3}" is not a time; write it as 90s, 2m, 1:30 or in milliseconds (a minus sign takes time away: -30s)
control.field_value = {1}: --{2} cannot be "{3}"; anna {1} --help shows what it takes
control.field_option = {1} has no option --{2}; its options are {3}
control.field_none = {1} takes no options, not --{2}
control.field_twice = {1}: --{2} is given twice; give it once
control.missing = {1} needs --{2}; anna {1} --help shows how
control.missing_choice = {1} needs --{2}, one of {3}
control.missing_time = {1} needs either --add or --set with a time, such as --add 2m, --add -30s or --set 1:30:00
control.state.setup = {1} is not possible now: the game has not started; the arbiter starts it with anna start
control.state.vi_to_move = {1} is not possible now: it is the visually impaired player's move
control.state.sighted_to_move = {1} is not possible now: it is the sighted player's move
control.state.vi_executing = {1} is not possible now: the visually impaired player is carrying out the move on his board
control.state.arbiter = {1} is not possible now: the game waits for the arbiter's decision
control.state.paused = {1} is not possible now: the clock is paused; anna resume starts it again
control.state.ended = {1} is not possible now: the game is over; anna newgame begins a new one
control.connect = Cannot reach annad at {1} ({2}); is annad running?
control.decision_none = {1} {2}: there is no open decision {2}; no decision is open now
control.decision_closed = {1} {2}: decision {2} is not open (already decided, or never opened); the open decisions are {3} (anna decisions lists them)
control.no_decisions = No decision is open.
control.access = Permission denied at {1}: annad runs, but its socket is only for the group {2}. Ask the organiser to add you to that group, or to set readers = everyone under [daemon] in annad.conf
control.utf8 = {1}: the field {2} is not valid UTF-8 text
control.busy = annad has {1} connections open and refused this one; try again in a moment
control.idle = annad closed the connection after {1} seconds without a request
control.closed = annad at {1} closed the connection before answering (too many connections, or too slow to read); try again
control.held = {1}: the journal cannot be written yet, so the game stays held; free space on the state directory first
control.refused = {1}: {2}
control.sheet.read_white = Move {1}, White: {2} is read and entered
control.sheet.read_black = Move {1}, Black: {2} is read and entered
control.sheet.unreadable_white = Move {1}, White: {2} cannot be read as a move; it stays as written for the arbiter
control.sheet.unreadable_black = Move {1}, Black: {2} cannot be read as a move; it stays as written for the arbiter
control.sheet.ambiguous_white = Move {1}, White: {2} fits more than one legal move; it stays as written for the arbiter
control.sheet.ambiguous_black = Move {1}, Black: {2} fits more than one legal move; it stays as written for the arbiter
control.sheet.illegal_white = Move {1}, White: {2} is not a legal move there; it stays as written for the arbiter
control.sheet.illegal_black = Move {1}, Black: {2} is not a legal move there; it stays as written for the arbiter
control.sheet.unchecked_white = Move {1}, White: {2} stays unread because an earlier entry is flagged; the arbiter decides with anna ctl reconcile
control.sheet.unchecked_black = Move {1}, Black: {2} stays unread because an earlier entry is flagged; the arbiter decides with anna ctl reconcile
control.sheet.move = The next entry of the scoresheet is move {2}, not {1}; enter the moves in order
control.reconcile.proposal = Proposal {1}: anna confirm {1} applies it, anna override {1} leaves the game as it is
control.switch.on = {1}: on
control.switch.off = {1}: off
control.switched_on = The arbiter switched {1} on
control.switched_off = The arbiter switched {1} off

# Training (a chess engine as the opponent, hints, review, study)
keypad.cmd.hint = hint
keypad.cmd.eval = evaluation
keypad.cmd.take_back = take back my last move
keypad.cmd.threat = what my opponent threatens
keypad.help.stepping = In a review or a study: {1} alone, the next move; {2} alone, the move before. In a study's guess mode, type the move you would play.
engine.level.beginner = beginner
engine.level.novice = novice
engine.level.casual = casual player
engine.level.club = club player
engine.level.strong = strong club player
engine.level.expert = expert
engine.level.full = full strength
engine.level.elo = Elo {1}
engine.level.depth = depth {1}
uci.garbage = the chess engine wrote a line anna cannot read (column {1})
uci.score = the chess engine wrote a score without its number: {1}
uci.bestmove = the chess engine answered {1}, which is not a legal move here
engine.level = unknown engine level "{1}": say beginner, novice, casual, club, strong, expert, full, an Elo number from 1 to 4000, or depth and a number from 1 to 60
engine.missing = The chess engine {1} cannot be started ({2}).
engine.crashed = The chess engine stopped. It is started again with the position.
engine.hung = The chess engine did not answer in time. It is started again with the position.
engine.garbage = The chess engine gave a wrong answer: {1}. It is started again with the position.
engine.gave_up = The chess engine cannot be used. The game goes on between two people: the opponent's moves are typed on the other keypad or entered with anna move.
engine.ready = chess engine {1} ready, level {2}
engine.plays_white = The chess engine plays White, level {1}. You play Black.
engine.plays_black = The chess engine plays Black, level {1}. You play White.
training.refused = Not in competition: the Laws allow no engine, hints or evaluations there.
training.no_engine = There is no chess engine for that.
training.busy = Wait a moment, the chess engine is still thinking.
training.hint = Hint: {1}
training.hint_piece = Hint: move {1}
training.no_move = There is no move to play.
training.threat = Your opponent threatens {1}
training.in_check = You are in check.
training.taken_back = Taken back: {1} half moves. Set up your board as it was.
training.nothing_back = There is no move of yours to take back.
eval.equal = The position is about equal.
eval.white_slightly = White is slightly better.
eval.black_slightly = Black is slightly better.
eval.white_pawn = White is better by about a pawn.
eval.black_pawn = Black is better by about a pawn.
eval.white_pawns = White is better by about {1} pawns.
eval.black_pawns = Black is better by about {1} pawns.
eval.white_winning = White is winning.
eval.black_winning = Black is winning.
eval.white_mates = White mates in {1}.
eval.black_mates = Black mates in {1}.
eval.white_mated = White is checkmated.
eval.black_mated = Black is checkmated.
review.mistake = Move {1}: you played {2}. Better was {3}.
review.cost = It cost about {1}.
review.pawns = {1} pawns
review.percent = {1} percent of your winning chances
review.saved = the annotated game is in {1}
review.pgn_better = better was {1} {2}
review.none = No big mistakes in this game.
review.summary = The review has {1} moves where you lost much.
review.end = End of the review.
review.start = The review of your game.
review.threshold = unknown threshold "{1}": give centipawns (for example 150) or a win chance in percent (for example 20%)
study.opened = {1} against {2}, {3} half moves.
study.start = The starting position.
study.move = {1}: {2}
study.end = End of the game: {1}
study.guess_right = Right: {1} was the game's move.
study.guess_wrong = You played {1}; the game went {2}.
study.guess_eval = Your move was worse by about {1}.
study.score = You found {1} of {2} moves.
study.your_turn = Your move: what would you play?
study.empty = {1} has no game with moves to study.
study.closed = The study is closed; back to your game. Its clock waits until you resume it.
study.none = No study is open.
# anna position and anna pgn check --status (tools/status.c)
status.side = Side to move: {1}.
status.moves = Legal moves ({1}): {2}
status.not_check = Not in check.
status.check = {1} is in check.
status.checkmate = {1} is checkmated.
status.stalemate = {1} is stalemated.
status.dead = Dead position: neither side can checkmate by any series of legal moves.
status.not_dead = Not a dead position.
status.dead_unknown = Whether the position is dead is not known.
status.repetitions = Times this position has occurred: {1}.
status.count = Moves without a capture or a pawn move: {1} ({2} half-moves). A draw can be claimed after 50; the game ends after 75.
status.threefold_claim = The side to move can claim a draw by repetition.
status.fifty_claim = The side to move can claim a draw under the 50-move rule.
status.mate.yes = {1} can still checkmate, for example: {2}
status.mate.done = {1} has checkmated.
status.mate.no = {1} cannot checkmate: {2}.
status.mate.unknown = {1}: not known whether a checkmate is possible; the search stopped after {2} positions.
status.reason.material = the material is not enough for any checkmate
status.reason.locked = the position is blocked for good, so no man can ever mate the king
status.reason.searched = every position that can arise was examined and none is a checkmate
status.game = Game {1}, final position:
# The tournament hall link (docs/hall.md)
hall.url = The hall broker {1} is not an address anna can use; write mqtt://host:port or mqtts://host:port
hall.name = The name {1} cannot be used in the hall: 1 to 63 characters, without slash, plus, hash or control characters
hall.start = The link to the hall could not start ({1})
hall.tls = The hall link cannot use the TLS file {1} ({2})
hall.down = The link to the hall at {1} is lost; the game goes on, and anna keeps trying to reconnect
hall.drift.vi = The visually impaired player's board does not show the game
hall.drift.sighted = The sighted player's board does not show the game
hall.drift.both = Neither board shows the game
shared.white_to_move = White to move.
shared.black_to_move = Black to move.
hall.up = The link to the hall at {1} is working
hall.command.bad = A command from the hall was not understood; it needs a JSON object with cmd, and args as text
hall.command.refused = The command {1} cannot be given from the hall; use the board's own anna command
hall.write = Cannot write {1} ({2})

# The hall page (hall/www), written out by anna hall words
hall.page.lang = en
hall.page.title = anna: the hall
hall.page.skip = Skip to the boards
hall.page.connecting = Connecting to the hall…
hall.page.connected = Connected to the hall
hall.page.disconnected = Not connected to the hall; trying again
hall.page.boards = Boards, those that need the arbiter first
hall.page.board = Board
hall.page.alarm = Needs the arbiter
hall.page.no_alarm = no
hall.page.white = White
hall.page.black = Black
hall.page.clock_white = White's clock
hall.page.clock_black = Black's clock
hall.page.state = State
hall.page.last_move = Last move
hall.page.live_pgn = All games as PGN (live)
hall.page.signin = Arbiter sign-in
hall.page.username = User
hall.page.password = Password
hall.page.signin_button = Sign in
hall.page.board_title = anna: a board
hall.page.board_heading = Board {1}
hall.page.back = Back to all boards
hall.page.players = Players and clocks
hall.page.decisions = Open decisions
hall.page.no_decisions = None
hall.page.decision = Decision {1}: {2}
hall.page.confirm = Confirm
hall.page.override = Override
hall.page.sent = {1} sent; waiting for the board's answer
hall.page.position = Position
hall.page.position_caption = The position, White at the bottom
hall.page.square_piece = {1}: {2} {3}
hall.page.square_empty = {1}: empty
hall.page.piece_king = king
hall.page.piece_queen = queen
hall.page.piece_rook = rook
hall.page.piece_bishop = bishop
hall.page.piece_knight = knight
hall.page.piece_pawn = pawn
hall.page.moves = Moves
hall.page.display_title = anna: what is announced
hall.page.display_heading = Board {1}: what is announced
hall.page.earlier = Earlier
hall.page.alarm_offline = the board is not connected
hall.page.alarm_decision = decision {1}: {2}
hall.page.alarm_arbiter = play is held for the arbiter
hall.page.alarm_drift = the boards differ: {1}
hall.page.alarm_device = missing: {1}
hall.page.alarm_flag = {1} has less than a minute
hall.page.board_alarm = Board {1}: {2}
hall.page.state_offline = not connected
hall.page.state_setup = not started
hall.page.state_running = playing
hall.page.state_paused = paused
hall.page.state_arbiter = held for the arbiter
hall.page.state_ended = ended
hall.page.to_move = {1} to move

# What scripts/install-hall says (anna hall tell)
hall.install.start = Setting up the hall for the event {1}.
hall.install.bad_boards = --boards must be a number from 1 to 999, not {1}.
hall.install.bad_event = The event name {1} cannot be used: it needs 1 to 63 characters, without slash, plus or hash.
hall.install.page = The hall page is in {1}.
hall.install.accounts = {1} broker accounts, the arbiter's and one per board; their passwords are in {2}, readable by root only.
hall.install.broker = The boards connect on port {1}; the page is served on port {2}.
hall.install.root = Everything was written below {1}; nothing was started.
hall.install.done = The hall is ready. The page: {1}. The live PGN: {2}.
hall.install.no_systemd = systemd is not running here: start the broker yourself ({1}) and anna hall broadcast.
config.hall_board = {1}: the [hall] section needs board = the board's name or number in the hall
config.shared_engine = {1}: sighted-keypad = shared is for a person as the opponent, but [engine] says opponent = engine. Choose one.
config.hall_event = {1}: the [hall] section needs an event name it can use in the hall (event = ..., 1 to 63 characters without slash, plus or hash), not {2}
hall.password = Cannot read the hall password file {1} ({2}); the link to the hall is off
