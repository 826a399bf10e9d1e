/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_journal.c: anna journal verify|show FILE, the arbiter's check
 * of annad's hash-chained journal (daemon/journal.h).
 *
 * verify: every record's hash and its link to the one before. Exit 0 when
 * the chain is intact (a torn last record, as a power cut leaves it, is
 * reported and is not an error: annad drops it), 1 when a record breaks
 * the chain (damage or tampering: where is said), 2 when the file cannot
 * be read. The last hash printed lets the arbiter check later that
 * nothing was appended or rewritten since.
 * show: one line per record (number, type, time, wall clock, length).
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "daemon/journal.h"
#include "speech/profile.h"
#include "tools/commands.h"
#include "tools/report.h"

static int show_record(void *ctx, const struct anna_journal_record *rec)
{
	size_t *n = ctx;
	char num[24], time[24], wall[24], len[16];
	snprintf(num, sizeof(num), "%zu", (*n)++);
	snprintf(time, sizeof(time), "%" PRIu64, rec->time_ms);
	snprintf(wall, sizeof(wall), "%" PRIu64, rec->wall_ms);
	snprintf(len, sizeof(len), "%u", rec->len);
	anna_tool_print(ANNA_WORD_CMD_JOURNAL_RECORD, num,
			anna_journal_type_str(rec->type), time, wall, len);
	return 0;
}

int anna_cmd_journal(int argc, char **argv)
{
	static const char *const actions[] = { "verify", "show", NULL };
	int action, nargs;
	int rc = anna_tool_action(argc, argv, actions, &action);
	if (rc >= 0)
		return rc;
	rc = anna_tool_parse(argc - 1, argv + 1, NULL, 1, 1, ANNA_MSG_TOOL_MISSING_FILE, &nargs);
	if (rc >= 0)
		return rc;
	const char *file = argv[2];
	bool show = action == 1;
	struct anna_journal_scan scan;
	size_t n = 0;
	int r = anna_journal_scan_file(file, show ? show_record : NULL, &n, &scan);
	if (r < 0) {
		const char *name = strerrorname_np(-r);
		anna_tool_report(ANNA_MSG_JOURNAL_IO, file, name ? name : "EIO");
		return ANNA_EXIT_USAGE;
	}
	char a[24], b[24];
	if (scan.damage == ANNA_JOURNAL_BROKEN) {
		snprintf(a, sizeof(a), "%zu", scan.bad_record);
		snprintf(b, sizeof(b), "%" PRIu64, scan.bad_offset);
		anna_tool_report(ANNA_MSG_JOURNAL_BROKEN, file, a, b);
		return ANNA_EXIT_FAIL;
	}
	if (scan.damage == ANNA_JOURNAL_TORN) {
		snprintf(a, sizeof(a), "%zu", scan.bad_record);
		anna_tool_report(ANNA_MSG_JOURNAL_TORN, file, a);
	}
	char hex[2 * ANNA_JOURNAL_HASH + 1];
	for (int i = 0; i < ANNA_JOURNAL_HASH; i++)
		snprintf(hex + 2 * i, 3, "%02x", scan.last[i]);
	snprintf(a, sizeof(a), "%zu", scan.records);
	const struct anna_profile *p = anna_tool_profile();
	const char *args[3] = { file, a, hex };
	char line[512];
	if (anna_profile_format(p, "journal.ok", args, 3, line, sizeof(line)) < 0)
		snprintf(line, sizeof(line), "%s: %s %s", file, a, hex);
	printf("%s\n", line);
	return ANNA_EXIT_OK;
}
