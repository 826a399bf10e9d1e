# SPDX-License-Identifier: GPL-3.0-or-later
# The DGT simulator (tests/common/dgt_sim.h) writes with board-io's encoder.
target_link_libraries(${ANNA_TEST_TARGET} PRIVATE anna_boardio util)
