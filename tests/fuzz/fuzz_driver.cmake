# SPDX-License-Identifier: GPL-3.0-or-later
# fuzz_driver drives driver/ (and through it board-io, input, speech and
# core): link anna_driver; the profiles and key maps are the shipped ones.
target_link_libraries(${ANNA_FUZZ_TARGET} PRIVATE anna_driver)
target_compile_definitions(${ANNA_FUZZ_TARGET} PRIVATE ANNA_TEST_DATADIR="${ANNA_SOURCE_DATADIR}")
