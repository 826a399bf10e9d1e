set_tests_properties(${ANNA_TEST_NAME} PROPERTIES TIMEOUT 60)
