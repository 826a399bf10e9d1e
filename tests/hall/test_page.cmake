# SPDX-License-Identifier: GPL-3.0-or-later
# starts a real Mosquitto (and for the page, Chromium): an integration test
set_tests_properties(${ANNA_TEST_NAME} PROPERTIES LABELS integration)
# The label browser: Debian's Chromium is native and drives the page, not
# anna; under qemu-user it would test nothing of ARM, so scripts/test-cross
# leaves it out.
set_property(TEST ${ANNA_TEST_NAME} APPEND PROPERTY LABELS browser)
