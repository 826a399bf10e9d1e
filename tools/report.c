/* tools/report.c: messages of the command-line tool, through profiles. */
#include "tools/report.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "speech/profile.h"

static struct anna_profile *tool_profile;
static int tool_profile_tried;

static void print_error(const struct anna_profile *profile, const char *what,
			const struct anna_error *err)
{
	char buf[1024];
	if (profile)
		anna_profile_render_error(profile, err, buf, sizeof(buf));
	else
		anna_error_debug(err, buf, sizeof(buf));
	if (what)
		fprintf(stderr, "anna: %s: %s\n", what, buf);
	else
		fprintf(stderr, "anna: %s\n", buf);
}

int anna_tool_set_profile(const char *name)
{
	struct anna_profile *p = NULL;
	struct anna_error err = { 0 };
	enum anna_status st = anna_profile_load(NULL, name, &p, &err);
	if (st != ANNA_OK) {
		/* anna_profile_render_error falls back to en by itself when
		 * given no usable profile; use whatever we already have. */
		print_error(tool_profile, NULL, &err);
		return st;
	}
	anna_profile_free(tool_profile);
	tool_profile = p;
	tool_profile_tried = 1;
	return 0;
}

const struct anna_profile *anna_tool_profile(void)
{
	if (!tool_profile_tried) {
		tool_profile_tried = 1;
		const char *name = getenv("ANNA_PROFILE");
		if (!name || !*name)
			name = "en";
		struct anna_error err = { 0 };
		if (anna_profile_load(NULL, name, &tool_profile, &err) != ANNA_OK)
			print_error(NULL, NULL, &err);
	}
	return tool_profile;
}

void anna_tool_report_error(const char *what, const struct anna_error *err)
{
	print_error(anna_tool_profile(), what, err);
}

void anna_tool_report(enum anna_msg msg, ...)
{
	struct anna_error err = { 0 };
	va_list ap;
	va_start(ap, msg);
	anna_error_setv(&err, ANNA_OK, msg, ap);
	va_end(ap);
	print_error(anna_tool_profile(), NULL, &err);
}
