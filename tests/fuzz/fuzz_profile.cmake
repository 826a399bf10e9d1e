# SPDX-License-Identifier: GPL-3.0-or-later
# fuzz_profile tests speech/profile.c and speech/render.c: link anna_speech
# and tell it where the shipped profiles are (its bases come from there).
target_link_libraries(${base} PRIVATE anna_speech)
target_compile_definitions(${base} PRIVATE ANNA_TEST_DATADIR="${ANNA_SOURCE_DATADIR}")
