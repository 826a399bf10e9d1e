# SPDX-License-Identifier: GPL-3.0-or-later
# anna review runs the fake UCI engine (tests/daemon/test_engine.cmake
# builds it) and Debian's Stockfish.
set_property(TEST ${ANNA_TEST_NAME} APPEND PROPERTY ENVIRONMENT "FAKE_UCI=${ANNA_TEST_FAKE_UCI}")
set_tests_properties(${ANNA_TEST_NAME} PROPERTIES TIMEOUT 120)
