# The DGT messages are written with board-io's encoder.
target_link_libraries(${ANNA_TEST_TARGET} PRIVATE anna_boardio)
