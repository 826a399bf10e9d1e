# SPDX-License-Identifier: GPL-3.0-or-later
# The names the phrases are keyed on come from board-io (test only:
# anna_speech itself does not depend on board-io/).
target_link_libraries(${ANNA_TEST_TARGET} PRIVATE anna_boardio)
