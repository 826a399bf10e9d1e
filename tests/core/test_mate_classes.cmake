# SPDX-License-Identifier: GPL-3.0-or-later
# The enumeration behind tests/fixtures/mate_classes.txt: every placement of
# every class of up to five men (3 min CPU, about 30 min on a loaded
# machine), labelled slow: scripts/test runs it only with ANNA_TEST_SLOW=1.
# It regenerates the table and compares it with the committed fixture.
add_executable(mate_classes ${CMAKE_CURRENT_LIST_DIR}/mate_classes.c)
target_link_libraries(mate_classes PRIVATE anna_core)
add_test(NAME core_mate_classes_generate
  COMMAND sh -c "$<TARGET_FILE:mate_classes> | diff -u ${ANNA_FIXTURES_DIR}/mate_classes.txt -")
set_tests_properties(core_mate_classes_generate PROPERTIES LABELS slow TIMEOUT 7200)
