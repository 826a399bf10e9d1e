# SPDX-License-Identifier: GPL-3.0-or-later
# The board recordings are read with input's evemu parser (test only:
# anna_boardio itself does not depend on input/).
target_link_libraries(${ANNA_TEST_TARGET} PRIVATE anna_input)
set_tests_properties(${ANNA_TEST_NAME} PROPERTIES LABELS "unit;fixture")
