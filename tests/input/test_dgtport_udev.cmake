# SPDX-License-Identifier: GPL-3.0-or-later
# A DGT board found by its USB ids through udev (input/dgtport.h), in an
# umockdev testbed (a tty's node a pseudo-terminal there); the board's
# answer is written with board-io's encoder.
target_link_libraries(${ANNA_TEST_TARGET} PRIVATE anna_boardio)
include(${CMAKE_CURRENT_LIST_DIR}/../common/umockdev.cmake)
