# SPDX-License-Identifier: GPL-3.0-or-later
# A unit test that runs the real libudev code under umockdev (included by
# its .cmake): linked with libumockdev, the test starts itself again with
# umockdev's preload library (tests/common/umockdev_preload.h). Without
# umockdev it exits 77 (skipped).
pkg_check_modules(UMOCKDEV IMPORTED_TARGET umockdev-1.0)
if(UMOCKDEV_FOUND)
  target_link_libraries(${ANNA_TEST_TARGET} PRIVATE PkgConfig::UMOCKDEV)
  target_compile_definitions(${ANNA_TEST_TARGET} PRIVATE ANNA_HAVE_UMOCKDEV)
  set_tests_properties(${ANNA_TEST_NAME} PROPERTIES
    LABELS "unit;fixture" TIMEOUT 60
    # The preload library comes before ASan's runtime in the sanitizer build.
    ENVIRONMENT "ASAN_OPTIONS=verify_asan_link_order=0:detect_leaks=1:abort_on_error=1")
endif()
