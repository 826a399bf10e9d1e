# SPDX-License-Identifier: GPL-3.0-or-later
# A game against Stockfish in real time: about 40 s.
set_tests_properties(${ANNA_TEST_NAME} PROPERTIES TIMEOUT 180)
