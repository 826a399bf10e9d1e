# SPDX-License-Identifier: GPL-3.0-or-later
target_link_libraries(${base} PRIVATE anna_input)
