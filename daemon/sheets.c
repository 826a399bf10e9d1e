/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/sheets.c: the ended game's files (docs/daemon.md "The ended
 * game"). Once the game has ended (mate, stalemate, a draw, a resignation,
 * a flag's verdict, the arbiter's result), annad writes in the state
 * directory
 *
 *   game.pgn   the game as `anna ctl pgn` gives it (the tags of annad.conf)
 *   game.brf   the VI player's scoresheet in braille (speech/brf.h): his
 *              profile's words and piece letters, his braille table
 *              (player.braille-table, else his profile's), the clocks
 *              when [daemon] brf-clocks = on
 *
 * each through a hidden file (.game.pgn) renamed over the last, so a
 * reader never sees half a file. They are written again when the end
 * changes (the arbiter rules on a flag, declares another result) and
 * after a recovery of an ended game. A file that cannot be written is said to the arbiter
 * and in the log (the game stays in the journal); a BRF that cannot be
 * made (no liblouis, an unknown table) is said in the log.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "daemon/annad_internal.h"
#include "driver/driver.h"
#include "speech/brf.h"

/* dir/.name written, then renamed to path (dir/name): 0 or -errno. */
static int write_file(const char *dir, const char *name, const char *path, const char *data,
		      size_t len)
{
	char tmp[ANNA_CONFIG_TEXT + 64];
	snprintf(tmp, sizeof(tmp), "%s/.%s", dir, name);
	FILE *f = fopen(tmp, "wb");
	if (!f)
		return -errno;
	bool ok = fwrite(data, 1, len, f) == len;
	int e = ok ? 0 : errno;
	if (fclose(f) != 0 && ok) {
		ok = false;
		e = errno;
	}
	if (ok && rename(tmp, path) != 0) {
		ok = false;
		e = errno;
	}
	if (!ok) {
		unlink(tmp);
		return -(e ? e : EIO);
	}
	return 0;
}

/* One file written and said in the log, or its failure said to the
 * arbiter too. */
static void save(struct anna_daemon *d, const char *name, const char *data, size_t len,
		 enum anna_msg done)
{
	char path[ANNA_CONFIG_TEXT + 32];
	snprintf(path, sizeof(path), "%s/%s", d->config.state_dir, name);
	int r = write_file(d->config.state_dir, name, path, data, len);
	if (r == 0) {
		annad_log_msg(d, done, path, NULL);
		return;
	}
	struct anna_error err = { 0 };
	anna_error_set(&err, ANNA_E_STATE, ANNA_MSG_DAEMON_GAME_UNWRITABLE, path, annad_errname(r));
	annad_log_error(d, &err);
	annad_say_to(d, ANNA_ROLE_ARBITER, &err);
}

void annad_sheets_update(struct anna_daemon *d)
{
	const struct anna_session *s = anna_driver_session(d->driver);
	if (d->replaying || anna_session_state(s) != ANNA_SESSION_ENDED)
		return;
	struct anna_pgn_game pg;
	if (annad_game_record(d, &pg) != ANNA_OK) {
		anna_pgn_game_fini(&pg);
		return;
	}
	if (pg.game.count == d->sheets_plies && pg.game.result == d->sheets_result) {
		anna_pgn_game_fini(&pg);
		return; /* written as it stands */
	}
	d->sheets_plies = pg.game.count;
	d->sheets_result = pg.game.result;
	char *text = annad_pgn_text(&pg);
	if (text)
		save(d, "game.pgn", text, strlen(text), ANNA_MSG_DAEMON_GAME_SAVED);
	free(text);
	const char *table = d->config.braille_table[ANNA_ROLE_VI];
	struct anna_brf_options o = {
		.profile = d->profile[ANNA_ROLE_VI],
		.table = table[0] ? table : NULL,
		.clocks = d->config.brf_clocks,
	};
	char *brf = NULL;
	size_t len = 0;
	struct anna_error err = { 0 };
	if (anna_brf_scoresheet(&pg, &o, &brf, &len, &err) == ANNA_OK)
		save(d, "game.brf", brf, len, ANNA_MSG_DAEMON_BRF_SAVED);
	else
		annad_log_error(d, &err);
	free(brf);
	anna_pgn_game_fini(&pg);
}

/* The module: a recovered game that had ended gets its files (again). */
int annad_sheets_init(struct anna_daemon *d)
{
	d->sheets_plies = SIZE_MAX;
	annad_sheets_update(d);
	return 0;
}

void annad_sheets_fini(struct anna_daemon *d)
{
	(void)d;
}
