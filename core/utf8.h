/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/utf8.h: well-formed UTF-8 (RFC 3629): no overlong forms, no
 * surrogates, nothing above U+10FFFF. Pure.
 */
#ifndef ANNA_CORE_UTF8_H
#define ANNA_CORE_UTF8_H

#include <stdbool.h>
#include <stddef.h>

/* Length of the valid sequence at s (at most n bytes), 0 if invalid. */
size_t anna_utf8_len(const unsigned char *s, size_t n);
/* Is the NUL-terminated s well-formed UTF-8? */
bool anna_utf8_valid(const char *s);

#endif
