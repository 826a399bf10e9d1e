# SPDX-License-Identifier: GPL-3.0-or-later
set_tests_properties(${ANNA_TEST_NAME} PROPERTIES TIMEOUT 120)
