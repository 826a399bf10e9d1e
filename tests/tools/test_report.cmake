# SPDX-License-Identifier: GPL-3.0-or-later
# The label native-only: every command's help in every profile is some
# 1,000 starts of anna and 2,000 of grep and sed, minutes on two busy
# cores, and what it checks (the profiles' texts reach the output) is the
# same on every architecture; scripts/test-cross leaves it out, so the ARM
# stage stays within CI's time. The profiles' words on ARM are checked by
# tools_test_say, tools_test_annad_words and the speech tests.
set_property(TEST ${ANNA_TEST_NAME} APPEND PROPERTY LABELS native-only)
