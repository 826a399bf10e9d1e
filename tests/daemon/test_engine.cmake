# SPDX-License-Identifier: GPL-3.0-or-later
# The fake UCI engine (tests/daemon/fake_uci.c) the engine driver's tests
# and annad's engine tests run; its path is compiled into the test.
if(NOT TARGET fake_uci)
  add_executable(fake_uci ${CMAKE_CURRENT_SOURCE_DIR}/daemon/fake_uci.c)
  target_link_libraries(fake_uci PRIVATE anna_core)
endif()
add_dependencies(${ANNA_TEST_TARGET} fake_uci)
target_compile_definitions(${ANNA_TEST_TARGET} PRIVATE FAKE_UCI="${ANNA_TEST_FAKE_UCI}")
set_tests_properties(${ANNA_TEST_NAME} PROPERTIES TIMEOUT 120)
