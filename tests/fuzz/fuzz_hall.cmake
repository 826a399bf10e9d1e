# SPDX-License-Identifier: GPL-3.0-or-later
# the hall link and its messages
target_link_libraries(${ANNA_FUZZ_TARGET} PRIVATE anna_hall)
