# SPDX-License-Identifier: GPL-3.0-or-later
# annad end to end with a DGT board simulated on a pseudo-terminal
# (tests/common/dgt_sim.h): the simulator writes with board-io's encoder;
# the test starts the annad and anna it was built with.
target_link_libraries(${ANNA_TEST_TARGET} PRIVATE anna_boardio util)
target_compile_definitions(${ANNA_TEST_TARGET} PRIVATE ANNAD_BIN="${ANNA_TEST_ANNAD}"
  ANNA_BIN="${ANNA_TEST_ANNA}")
add_dependencies(${ANNA_TEST_TARGET} annad anna)
set_tests_properties(${ANNA_TEST_NAME} PROPERTIES TIMEOUT 60)
