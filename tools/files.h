/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/files.h: reading a whole input file for the anna tool's commands.
 */
#ifndef ANNA_TOOLS_FILES_H
#define ANNA_TOOLS_FILES_H

#include <stddef.h>

/* The whole file ("-" = standard input) in a malloc'd buffer with a NUL
 * after its len bytes; NULL with errno set on failure. */
char *anna_tool_read_file(const char *path, size_t *len);

#endif
