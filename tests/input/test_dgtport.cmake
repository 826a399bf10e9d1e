# The DGT simulator (tests/common/dgt_sim.h) writes with board-io's encoder.
target_link_libraries(${ANNA_TEST_TARGET} PRIVATE anna_boardio util)
