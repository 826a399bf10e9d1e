# SPDX-License-Identifier: GPL-3.0-or-later
# The label umockdev: the recording runs under umockdev-run, whose preload
# library cannot enter a program run under qemu-user, so scripts/test-cross
# leaves the test out.
set_property(TEST ${ANNA_TEST_NAME} APPEND PROPERTY LABELS umockdev)
