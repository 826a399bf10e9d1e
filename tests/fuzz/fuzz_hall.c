/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tests/fuzz/fuzz_hall.c: what reaches annad from the hall, on any bytes:
 * the arbiter's command parser never crashes, and what it accepts has a
 * command name and only fields that fit their buffers; the broker URL and
 * name checks never crash and what they accept is well formed; a state
 * built from any text is valid JSON that cJSON reads back with the text
 * intact.
 */
#include <cJSON.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "hall/link.h"
#include "hall/state.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct anna_hall_command c;
	if (anna_hall_command_parse((const char *)data, size, &c) == 0) {
		if (!c.cmd[0] || strlen(c.cmd) >= sizeof(c.cmd) || c.n_args > ANNA_HALL_CMD_ARGS)
			abort();
		for (size_t i = 0; i < c.n_args; i++)
			if (strlen(c.key[i]) >= sizeof(c.key[i]) || strlen(c.value[i]) >= sizeof(c.value[i]))
				abort();
	}
	char text[512];
	size_t n = size < sizeof(text) - 1 ? size : sizeof(text) - 1;
	memcpy(text, data, n);
	text[n] = '\0';
	struct anna_hall_options o = { 0 };
	struct anna_error err = { 0 };
	if (anna_hall_parse_url(text, &o, &err) == ANNA_OK &&
	    (!o.host[0] || o.port < 1 || o.port > 65535))
		abort();
	if (anna_hall_check_name(text, &err) == ANNA_OK && (strpbrk(text, "/+#") || !text[0]))
		abort();
	struct anna_hall_say s = { "vi", text, false, 1, 1 };
	char *json = anna_hall_say_json(&s);
	if (!json)
		return 0;
	cJSON *back = cJSON_Parse(json);
	const cJSON *t = back ? cJSON_GetObjectItemCaseSensitive(back, "text") : NULL;
	/* cJSON keeps bytes as they are: the text must come back unchanged */
	if (!cJSON_IsString(t) || strcmp(t->valuestring, text) != 0)
		abort();
	cJSON_Delete(back);
	free(json);
	return 0;
}
