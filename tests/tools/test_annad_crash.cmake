# SPDX-License-Identifier: GPL-3.0-or-later
# The crash test kills annad several times in a long game: give it time.
set_tests_properties(${ANNA_TEST_NAME} PROPERTIES TIMEOUT 180)
