# SPDX-License-Identifier: GPL-3.0-or-later
# The keypad renderer is tested with the shipped key maps, read by input/.
target_link_libraries(${ANNA_TEST_TARGET} PRIVATE anna_input)
