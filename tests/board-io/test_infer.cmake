# SPDX-License-Identifier: GPL-3.0-or-later
# The property test over 10000 random games instead of 400: label "slow".
add_test(NAME ${ANNA_TEST_NAME}_slow COMMAND ${ANNA_TEST_TARGET} --slow)
set_tests_properties(${ANNA_TEST_NAME}_slow PROPERTIES LABELS slow)
