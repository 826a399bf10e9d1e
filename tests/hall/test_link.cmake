# SPDX-License-Identifier: GPL-3.0-or-later
# starts a real Mosquitto (and for the page, Chromium): an integration test
set_tests_properties(${ANNA_TEST_NAME} PROPERTIES LABELS integration)
