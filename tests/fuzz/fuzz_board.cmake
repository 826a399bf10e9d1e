# SPDX-License-Identifier: GPL-3.0-or-later
# fuzz_board drives board-io's map parser and inference.
target_link_libraries(${base} PRIVATE anna_boardio)
