# SPDX-License-Identifier: GPL-3.0-or-later
# The DGT messages are written with board-io's encoder.
target_link_libraries(${ANNA_TEST_TARGET} PRIVATE anna_boardio)
