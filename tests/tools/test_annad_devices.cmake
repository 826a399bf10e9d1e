# SPDX-License-Identifier: GPL-3.0-or-later
# umockdev's preload library comes before ASan's runtime in the sanitizer
# build (as in tests/input/test_device.cmake).
set_property(TEST ${ANNA_TEST_NAME} APPEND PROPERTY ENVIRONMENT
  "ASAN_OPTIONS=verify_asan_link_order=0:detect_leaks=1:abort_on_error=1")
set_property(TEST ${ANNA_TEST_NAME} APPEND PROPERTY LABELS fixture)
# The label umockdev: its preload library cannot enter a program run under
# qemu-user, so scripts/test-cross leaves the test out.
set_property(TEST ${ANNA_TEST_NAME} APPEND PROPERTY LABELS umockdev)
