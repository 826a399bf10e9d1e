# SPDX-License-Identifier: GPL-3.0-or-later
# annad: link the daemon library (journal, control)
target_link_libraries(${ANNA_FUZZ_TARGET} PRIVATE anna_daemon)
