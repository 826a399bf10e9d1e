/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * input/file.h: reading a whole data file (recordings, key maps) into
 * memory, for the pure parsers. Internal to input/.
 */
#ifndef ANNA_INPUT_FILE_H
#define ANNA_INPUT_FILE_H

#include <stddef.h>

#include "core/error.h"

/*
 * Reads the file at path. On success *text is a new NUL-terminated buffer
 * (free() it) of *len bytes and 0 is returned; otherwise -errno and the
 * out-parameters are untouched.
 */
int anna_input_read_file(const char *path, char **text, size_t *len);

/* The name of an errno value ("ENOENT"); never NULL. */
const char *anna_input_errno_name(int errnum);

/*
 * Fills *err for a file that could not be read (rc from
 * anna_input_read_file): msg with the path and the errno name, no line.
 * Returns ANNA_E_NOMEM or ANNA_E_NOTFOUND.
 */
enum anna_status anna_input_read_error(struct anna_error *err, enum anna_msg msg,
				       const char *path, int rc);

#endif
