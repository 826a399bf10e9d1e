# SPDX-License-Identifier: GPL-3.0-or-later
# The long comparison with Stockfish: 400 positions (a minute or two), label
# "slow" like the deep perft entries.
add_test(NAME ${ANNA_TEST_NAME}_slow
	COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/tools/test_perft_stockfish.sh)
set_tests_properties(${ANNA_TEST_NAME}_slow PROPERTIES LABELS slow
	SKIP_RETURN_CODE 77
	ENVIRONMENT "ANNA_BIN=${ANNA_TEST_ANNA};ANNA_PERFT_POSITIONS=400;ANNA_SEED=7")
# Under an emulator (the arm64 run of scripts/test-cross) 3 positions, not
# 10: each is some 40 starts of the emulated anna, and the move generator
# is checked on ARM by core_test_movegen's perft tables as well.
if(CMAKE_CROSSCOMPILING_EMULATOR)
  set_property(TEST ${ANNA_TEST_NAME} APPEND PROPERTY ENVIRONMENT ANNA_PERFT_POSITIONS=3)
endif()
