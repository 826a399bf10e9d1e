# SPDX-License-Identifier: GPL-3.0-or-later
# annad under umockdev, the devices plugged in and out by the test's own
# testbed (libumockdev); annad gets umockdev's preload library, which
# comes before ASan's runtime in the sanitizer build. Without umockdev the
# test exits 77 (skipped).
pkg_check_modules(UMOCKDEV IMPORTED_TARGET umockdev-1.0)
if(UMOCKDEV_FOUND)
  target_link_libraries(${ANNA_TEST_TARGET} PRIVATE PkgConfig::UMOCKDEV)
  target_compile_definitions(${ANNA_TEST_TARGET} PRIVATE ANNA_HAVE_UMOCKDEV)
endif()
target_compile_definitions(${ANNA_TEST_TARGET} PRIVATE ANNAD_BIN="${ANNA_TEST_ANNAD}")
add_dependencies(${ANNA_TEST_TARGET} annad)
set_tests_properties(${ANNA_TEST_NAME} PROPERTIES TIMEOUT 60
  LABELS "integration;fixture;umockdev"
  ENVIRONMENT "ASAN_OPTIONS=verify_asan_link_order=0:detect_leaks=1:abort_on_error=1")
