# SPDX-License-Identifier: GPL-3.0-or-later
# fuzz_dgt drives board-io's DGT protocol decoder and the identity board.
target_link_libraries(${base} PRIVATE anna_boardio)
