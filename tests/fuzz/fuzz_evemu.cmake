target_link_libraries(${ANNA_FUZZ_TARGET} PRIVATE anna_input)
