# SPDX-License-Identifier: GPL-3.0-or-later
# fuzz_driver drives daemon/driver.c (and through it board-io, input,
# speech and core): link anna_daemon; the profiles and key maps are the
# shipped ones.
target_link_libraries(${ANNA_FUZZ_TARGET} PRIVATE anna_daemon)
target_compile_definitions(${ANNA_FUZZ_TARGET} PRIVATE ANNA_TEST_DATADIR="${ANNA_SOURCE_DATADIR}")
