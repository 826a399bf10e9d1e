/* SPDX-License-Identifier: GPL-3.0-or-later */
/* tools/report.c: the words of the command-line tool, through profiles. */
#include "tools/report.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tools/commands.h"

#define LINE_MAX_BYTES 2048
#define TEXT_MAX_BYTES 8192

static struct anna_profile *tool_profile;
static int tool_profile_tried;
static struct anna_profile *fallback; /* en, when tool_profile failed */
static int fallback_tried;
static const char *default_profile = "en";
static char command[80] = "anna";
static enum anna_word command_help = ANNA_WORD_HELP_ANNA;

void anna_tool_begin(const char *name, enum anna_word help)
{
	snprintf(command, sizeof(command), name ? "anna %s" : "anna", name);
	command_help = help;
}

const char *anna_tool_command(void)
{
	return command;
}

void anna_tool_set_default_profile(const char *name)
{
	default_profile = name;
}

static void print_error(const struct anna_profile *profile, const char *what,
			const struct anna_error *err)
{
	char buf[LINE_MAX_BYTES];
	/* with no profile: en, else the language-free form */
	anna_profile_render_error(profile, err, buf, sizeof(buf));
	if (what)
		fprintf(stderr, "%s: %s: %s\n", command, what, buf);
	else
		fprintf(stderr, "%s: %s\n", command, buf);
}

int anna_tool_set_profile(const char *name)
{
	struct anna_profile *p = NULL;
	struct anna_error err = { 0 };
	enum anna_status st = anna_profile_load(NULL, name, &p, &err);
	if (st != ANNA_OK) {
		/* the profile wanted cannot say it; the one we have (or en) does */
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
			name = default_profile;
		struct anna_error err = { 0 };
		if (anna_profile_load(NULL, name, &tool_profile, &err) != ANNA_OK)
			print_error(NULL, NULL, &err);
	}
	return tool_profile;
}

/* The profile for words: the tool's, else en, else NULL. */
static const struct anna_profile *words(void)
{
	const struct anna_profile *p = anna_tool_profile();
	if (p)
		return p;
	if (!fallback_tried) {
		fallback_tried = 1;
		if (anna_profile_load(NULL, "en", &fallback, NULL) != ANNA_OK)
			fallback = NULL;
	}
	return fallback;
}

/* Word key `word` filled with the va_list's arguments; without any
 * profile, the key and its arguments, language-free. */
static void format_word(enum anna_word word, va_list ap, char *buf, size_t size)
{
	const char *key = anna_profile_key_name((size_t)word);
	int nargs = anna_profile_key_nargs((size_t)word);
	const char *args[9] = { NULL };
	for (int i = 0; i < nargs && i < 9; i++)
		args[i] = va_arg(ap, const char *);
	const struct anna_profile *p = words();
	if (p) {
		anna_profile_format(p, key, args, (size_t)nargs, buf, size);
		return;
	}
	size_t len = (size_t)snprintf(buf, size, "%s", key);
	for (int i = 0; i < nargs && len < size; i++)
		len += (size_t)snprintf(buf + len, size - len, "%s%s", i ? ", " : "(",
					args[i]);
	if (nargs > 0 && len < size)
		snprintf(buf + len, size - len, ")");
}

void anna_tool_report_error(const char *what, const struct anna_error *err)
{
	print_error(anna_tool_profile(), what, err);
}

static void report_v(enum anna_msg msg, va_list ap)
{
	struct anna_error err = { 0 };
	anna_error_setv(&err, ANNA_OK, msg, ap);
	print_error(anna_tool_profile(), NULL, &err);
}

void anna_tool_report(enum anna_msg msg, ...)
{
	va_list ap;
	va_start(ap, msg);
	report_v(msg, ap);
	va_end(ap);
}

/* A line of word key `word`: on stderr after "anna COMMAND: ", or on stdout. */
static void print_word(bool to_stderr, enum anna_word word, va_list ap)
{
	char buf[LINE_MAX_BYTES];
	format_word(word, ap, buf, sizeof(buf));
	if (to_stderr)
		fprintf(stderr, "%s: %s\n", command, buf);
	else
		printf("%s\n", buf);
}

void anna_tool_report_word(enum anna_word word, ...)
{
	va_list ap;
	va_start(ap, word);
	print_word(true, word, ap);
	va_end(ap);
}

void anna_tool_print(enum anna_word word, ...)
{
	va_list ap;
	va_start(ap, word);
	print_word(false, word, ap);
	va_end(ap);
}

/* The text of a help word (0 arguments). */
static void help_text(enum anna_word help, char *buf, size_t size)
{
	const struct anna_profile *p = words();
	const char *t = p ? anna_profile_word(p, help) : NULL;
	snprintf(buf, size, "%s", t ? t : anna_profile_key_name((size_t)help));
}

void anna_tool_print_usage_lines(bool to_stderr, enum anna_word help)
{
	char text[TEXT_MAX_BYTES];
	help_text(help, text, sizeof(text));
	FILE *out = to_stderr ? stderr : stdout;
	char *end = strstr(text, "\n\n");
	if (end)
		*end = '\0';
	for (char *line = text; line;) {
		char *nl = strchr(line, '\n');
		if (nl)
			*nl++ = '\0';
		fprintf(out, "  %s\n", line);
		line = nl;
	}
}

static void print_usage(bool to_stderr)
{
	char head[256];
	help_text(ANNA_WORD_HELP_USAGE, head, sizeof(head));
	fprintf(to_stderr ? stderr : stdout, "%s\n", head);
	anna_tool_print_usage_lines(to_stderr, command_help);
}

int anna_tool_usage(void)
{
	print_usage(true);
	return ANNA_EXIT_USAGE;
}

int anna_tool_usage_error(enum anna_msg msg, ...)
{
	va_list ap;
	va_start(ap, msg);
	report_v(msg, ap);
	va_end(ap);
	return anna_tool_usage();
}

int anna_tool_help(void)
{
	char text[TEXT_MAX_BYTES];
	print_usage(false);
	help_text(command_help, text, sizeof(text));
	const char *rest = strstr(text, "\n\n");
	if (rest)
		printf("%s\n", rest + 1);
	return ANNA_EXIT_OK;
}

int anna_tool_count(char **argv, int nargs, int min, int max, enum anna_msg missing)
{
	if (nargs < min)
		return anna_tool_usage_error(missing);
	if (max >= 0 && nargs > max)
		return anna_tool_usage_error(ANNA_MSG_TOOL_EXTRA_ARGUMENT, argv[max + 1]);
	return -1;
}

static bool is_option(const char *a)
{
	return a[0] == '-' && a[1] != '\0' && !(a[1] >= '0' && a[1] <= '9');
}

int anna_tool_parse(int argc, char **argv, const struct anna_tool_option *opts,
		    int min, int max, enum anna_msg missing, int *nargs)
{
	int n = 0;
	bool options = true;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!options || !is_option(a)) {
			argv[++n] = argv[i]; /* n < i: nothing unread is overwritten */
			continue;
		}
		if (strcmp(a, "--") == 0) {
			options = false;
			continue;
		}
		if (strcmp(a, "--help") == 0)
			return anna_tool_help();
		const struct anna_tool_option *o = opts;
		while (o && o->name && strcmp(o->name, a) != 0)
			o++;
		bool profile = strcmp(a, "--profile") == 0;
		if (!profile && (!o || !o->name))
			return anna_tool_usage_error(ANNA_MSG_TOOL_UNKNOWN_OPTION, a, command);
		if (!profile && o->flag) {
			*o->flag = true;
			continue;
		}
		if (i + 1 >= argc)
			return anna_tool_usage_error(ANNA_MSG_TOOL_MISSING_VALUE, a);
		const char *v = argv[++i];
		if (!profile)
			*o->value = v;
		else if (anna_tool_set_profile(v) < 0)
			return ANNA_EXIT_USAGE;
	}
	*nargs = n;
	return anna_tool_count(argv, n, min, max, missing);
}

int anna_tool_action(int argc, char **argv, const char *const *actions, int *index)
{
	for (int i = 0; argc > 1 && actions[i]; i++) {
		if (strcmp(argv[1], actions[i]) == 0) {
			*index = i;
			return -1;
		}
	}
	/* not an action: --help, --profile, or a mistake */
	int nargs;
	int rc = anna_tool_parse(argc, argv, NULL, 0, -1, ANNA_MSG_NONE, &nargs);
	if (rc >= 0)
		return rc;
	if (nargs < 1)
		return anna_tool_usage();
	return anna_tool_usage_error(ANNA_MSG_TOOL_UNKNOWN_COMMAND, argv[1], command);
}

int anna_tool_choice(const char *option, const char *text,
		     const char *const *choices)
{
	char list[256] = "";
	size_t len = 0;
	for (int i = 0; choices[i]; i++) {
		if (strcmp(choices[i], text) == 0)
			return i;
		if (len < sizeof(list))
			len += (size_t)snprintf(list + len, sizeof(list) - len, "%s%s",
						i ? ", " : "", choices[i]);
	}
	anna_tool_usage_error(ANNA_MSG_TOOL_BAD_CHOICE, option, text, list);
	return -1;
}

int anna_tool_number(const char *option, const char *text, long min, long max,
		     long *out)
{
	char *end;
	errno = 0;
	long v = strtol(text, &end, 10);
	if (!errno && end != text && !*end && v >= min && v <= max) {
		*out = v;
		return 0;
	}
	char lo[24], hi[24];
	snprintf(lo, sizeof(lo), "%ld", min);
	snprintf(hi, sizeof(hi), "%ld", max);
	anna_tool_usage_error(ANNA_MSG_TOOL_BAD_NUMBER, option, text, lo, hi);
	return -1;
}
