target_link_libraries(${base} PRIVATE anna_input)
