/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/json.h: a small JSON writer for the anna tool's --json output.
 * Strings are escaped as RFC 8259 requires (quote, backslash, control
 * characters as \uXXXX); UTF-8 passes through; bytes that are not UTF-8
 * become U+FFFD, so the output is always valid JSON.
 * Commas and nesting are tracked: call key() before each value inside an
 * object. Output is indented by two blanks per level.
 */
#ifndef ANNA_TOOLS_JSON_H
#define ANNA_TOOLS_JSON_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#define ANNA_JSON_DEPTH 32

struct anna_json {
	FILE *out;
	int depth;
	bool first[ANNA_JSON_DEPTH]; /* nothing written yet at this level */
	bool after_key;
};

void anna_json_init(struct anna_json *j, FILE *out);
void anna_json_begin_object(struct anna_json *j);
void anna_json_end_object(struct anna_json *j);
void anna_json_begin_array(struct anna_json *j);
void anna_json_end_array(struct anna_json *j);
void anna_json_key(struct anna_json *j, const char *key);
void anna_json_string(struct anna_json *j, const char *s); /* NULL: null */
void anna_json_int(struct anna_json *j, long long v);
void anna_json_uint(struct anna_json *j, uint64_t v);
void anna_json_bool(struct anna_json *j, bool v);
void anna_json_null(struct anna_json *j);
/* Ends the document with a line feed. */
void anna_json_finish(struct anna_json *j);


#endif
