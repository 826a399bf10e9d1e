# annad: link the daemon library (journal, control)
target_link_libraries(${ANNA_FUZZ_TARGET} PRIVATE anna_daemon)
