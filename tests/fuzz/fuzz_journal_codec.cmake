# SPDX-License-Identifier: GPL-3.0-or-later
# the journal's payload codec lives in the daemon library
target_link_libraries(${ANNA_FUZZ_TARGET} PRIVATE anna_daemon)
