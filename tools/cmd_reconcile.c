/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_reconcile.c: `anna reconcile`, the VI-13 reconciliation of the
 * two boards on its own, for arbiters and for tests (docs/arbiter.md).
 *
 * Reads the two scoresheets (core/scoresheet.h text form), the boards as
 * FEN and the clock file, runs core/reconcile and prints the verdict in
 * the tool's profile's words (tools/report.h: --profile, else
 * $ANNA_PROFILE, else en; speech/render_reconcile), or JSON (--json) with
 * the case, the last agreeing ply, the corrections per board, the target
 * position and the clock times to restore. Its usage and help are the
 * profile's help.reconcile, its argument errors tool.* messages.
 * Exit: 0 case 1 (the sheets agree), 1 case 2 (they disagree), 2 bad
 * arguments or a bad file (with file, line and column).
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/fen.h"
#include "core/notation.h"
#include "core/reconcile.h"
#include "core/scoresheet.h"
#include "core/sheetfile.h"
#include "speech/profile.h"
#include "speech/render_clock.h"
#include "speech/render_reconcile.h"
#include "input/file.h"
#include "tools/commands.h"
#include "tools/files.h"
#include "tools/json.h"
#include "tools/report.h"

#define MAX_CLOCKS (ANNA_RECONCILE_MAX_PLIES + 1)

struct options {
	const char *sheet_path[2];
	const char *board_fen[2];
	const char *clocks_path;
	const char *start_fen;
	const char *letters[2];
	int vi_color;
	long increment_s;
	bool sheet7[2];
	int listener;
	bool json;
};

/* What the command reads, kept for the output. */
struct files {
	struct anna_sheetfile file[2];
	struct anna_scoresheet sheet[2];
	const char *letters[2];            /* the set each sheet was read in */
	struct anna_clock_snapshot *clocks;
};

static const char *const letter_sets[] = { "en", "de", "da", "nb", "sv", "figurine", NULL };
static const char *const colors[] = { "white", "black", NULL };           /* ANNA_WHITE, ANNA_BLACK */
static const char *const sheet7_sides[] = { "vi", "sighted", "both", NULL };
static const char *const listeners[] = { "arbiter", "vi", "sighted", NULL }; /* then the sides */

/* The options into o: -1 to go on, else the exit status (after --help or
 * the argument error and the usage). */
static int parse_args(int argc, char **argv, struct options *o)
{
	memset(o, 0, sizeof(*o));
	const char *color = "white", *increment = "0", *sheet7 = NULL, *listener = "arbiter";
	const struct anna_tool_option opts[] = {
		{ "--sheet-vi", &o->sheet_path[ANNA_RECONCILE_VI], NULL },
		{ "--sheet-sighted", &o->sheet_path[ANNA_RECONCILE_SIGHTED], NULL },
		{ "--board-vi", &o->board_fen[ANNA_RECONCILE_VI], NULL },
		{ "--board-sighted", &o->board_fen[ANNA_RECONCILE_SIGHTED], NULL },
		{ "--clocks", &o->clocks_path, NULL },
		{ "--fen", &o->start_fen, NULL },
		{ "--letters-vi", &o->letters[ANNA_RECONCILE_VI], NULL },
		{ "--letters-sighted", &o->letters[ANNA_RECONCILE_SIGHTED], NULL },
		{ "--vi-color", &color, NULL },
		{ "--increment", &increment, NULL },
		{ "--sheet7", &sheet7, NULL },
		{ "--for", &listener, NULL },
		{ "--json", NULL, &o->json },
		{ NULL, NULL, NULL },
	};
	int nargs;
	int rc = anna_tool_parse(argc, argv, opts, 0, 0, ANNA_MSG_NONE, &nargs);
	if (rc >= 0)
		return rc;
	if (!o->sheet_path[ANNA_RECONCILE_VI])
		return anna_tool_usage_error(ANNA_MSG_TOOL_MISSING_OPTION, "--sheet-vi");
	if (!o->sheet_path[ANNA_RECONCILE_SIGHTED])
		return anna_tool_usage_error(ANNA_MSG_TOOL_MISSING_OPTION, "--sheet-sighted");
	if ((o->vi_color = anna_tool_choice("--vi-color", color, colors)) < 0 ||
	    anna_tool_number("--increment", increment, 0, 3600, &o->increment_s) < 0)
		return ANNA_EXIT_USAGE;
	if (sheet7) {
		int s = anna_tool_choice("--sheet7", sheet7, sheet7_sides);
		if (s < 0)
			return ANNA_EXIT_USAGE;
		o->sheet7[ANNA_RECONCILE_VI] = s != ANNA_RECONCILE_SIGHTED;
		o->sheet7[ANNA_RECONCILE_SIGHTED] = s != ANNA_RECONCILE_VI;
	}
	int l = anna_tool_choice("--for", listener, listeners);
	if (l < 0)
		return ANNA_EXIT_USAGE;
	o->listener = l == 0 ? ANNA_RECONCILE_LISTENER_ARBITER : l - 1;
	for (int s = 0; s < 2; s++)
		if (o->letters[s] && anna_tool_choice(s == 0 ? "--letters-vi" : "--letters-sighted",
						      o->letters[s], letter_sets) < 0)
			return ANNA_EXIT_USAGE;
	return -1;
}

/* A sheet file: split into entries (kept for their lines and columns),
 * its letters found unless given, entered into sheet. */
static int load_sheet(const char *path, const char *letters_name, struct anna_sheetfile *file,
		      struct anna_scoresheet *sheet, const struct anna_letters **letters,
		      const char **set_name)
{
	size_t len;
	char *buf = anna_tool_read_file(path, &len);
	if (!buf) {
		anna_tool_report(ANNA_MSG_TOOL_CANNOT_READ, path, anna_input_errno_name(errno));
		return -1;
	}
	struct anna_error err;
	enum anna_status st = anna_sheetfile_parse(file, buf, len, &err);
	free(buf);
	if (st != ANNA_OK) {
		anna_tool_report_error(path, &err);
		return -1;
	}
	if (letters_name) {
		*letters = anna_letters_by_name(letters_name); /* a name parse_args checked */
		*set_name = letters_name;
	} else {
		enum anna_letter_set set;
		if (anna_sheetfile_letters(file, &sheet->start, &set, &err) != ANNA_OK) {
			anna_tool_report_error(path, &err);
			return -1;
		}
		*letters = anna_letters_builtin(set);
		*set_name = anna_letter_set_str(set);
	}
	if (anna_sheetfile_enter(file, sheet, *letters, &err) != ANNA_OK) {
		anna_tool_report_error(path, &err);
		return -1;
	}
	return 0;
}

/* ---- JSON ---------------------------------------------------------------- */

static const char *color_name(int c) { return c == ANNA_WHITE ? "white" : "black"; }

static void json_ply(struct anna_json *j, const struct anna_position *start,
		     const uint16_t *moves, size_t ply)
{
	if (ply == 0) {
		anna_json_null(j);
		return;
	}
	struct anna_position pos = *start;
	struct anna_undo undo;
	for (size_t i = 0; i + 1 < ply; i++)
		anna_position_make(&pos, moves[i], &undo);
	char san[ANNA_NOTATION_MAX], uci[8];
	anna_notation_write_san(&pos, moves[ply - 1], NULL, 0, san, sizeof(san));
	anna_notation_write_uci(moves[ply - 1], uci, sizeof(uci));
	anna_json_begin_object(j);
	anna_json_key(j, "ply");
	anna_json_uint(j, ply);
	anna_json_key(j, "move_number");
	anna_json_uint(j, pos.fullmove);
	anna_json_key(j, "color");
	anna_json_string(j, color_name(pos.side));
	anna_json_key(j, "san");
	anna_json_string(j, san);
	anna_json_key(j, "uci");
	anna_json_string(j, uci);
	anna_json_end_object(j);
}

/* The error of the entry where a sheet stops, placed in its file. */
static void json_error(struct anna_json *j, const struct anna_profile *profile,
		       const struct anna_error *sheet_err,
		       const struct anna_sheetfile_entry *where)
{
	if (sheet_err->status == ANNA_OK) {
		anna_json_null(j);
		return;
	}
	struct anna_error e = *sheet_err, *err = &e;
	e.line = where ? where->line : 0;
	e.column = where ? where->column + (e.column ? e.column - 1 : 0) : 0;
	char msg[1024];
	anna_profile_render_error(profile, err, msg, sizeof(msg));
	anna_json_begin_object(j);
	anna_json_key(j, "key");
	anna_json_string(j, anna_msg_key(err->msg));
	anna_json_key(j, "args");
	anna_json_begin_array(j);
	for (int i = 0; i < anna_msg_nargs(err->msg) && i < ANNA_ERROR_ARGS; i++)
		anna_json_string(j, err->args[i]);
	anna_json_end_array(j);
	anna_json_key(j, "line");
	anna_json_uint(j, err->line);
	anna_json_key(j, "column");
	anna_json_uint(j, err->column);
	anna_json_key(j, "message");
	anna_json_string(j, msg);
	anna_json_end_object(j);
}

static void json_clock_time(struct anna_json *j, const char *key, uint64_t ms)
{
	char clk[32];
	anna_json_key(j, key);
	anna_clock_write_clk(ms, true, clk, sizeof(clk));
	anna_json_string(j, clk);
}

static void json_proposal(struct anna_json *j, const struct anna_reconcile_input *in,
			  const struct anna_reconcile_result *res,
			  const struct anna_reconcile_proposal *p)
{
	char fen[ANNA_FEN_MAX], sq[3], buf[8];
	anna_json_begin_object(j);
	anna_json_key(j, "case");
	anna_json_int(j, p->kind);
	anna_json_key(j, "line");
	anna_json_string(j, anna_reconcile_side_str(p->line));
	anna_json_key(j, "plies");
	anna_json_uint(j, p->plies);
	anna_json_key(j, "last_ply");
	json_ply(j, &in->start, res->sheet[p->line].moves, p->plies);
	anna_fen_write(&p->target, fen, sizeof(fen));
	anna_json_key(j, "target_fen");
	anna_json_string(j, fen);
	anna_json_key(j, "to_move");
	anna_json_string(j, color_name(p->target.side));

	anna_json_key(j, "discarded");
	anna_json_begin_object(j);
	for (int s = 0; s < 2; s++) {
		const struct anna_reconcile_sheet *sh = &res->sheet[s];
		anna_json_key(j, anna_reconcile_side_str(s));
		anna_json_begin_array(j);
		for (size_t i = p->plies; p->discarded[s] && i < sh->entries; i++) {
			const struct anna_sheet_entry *e = anna_scoresheet_entry(in->sheet[s], i);
			anna_json_begin_object(j);
			anna_json_key(j, "ply");
			anna_json_uint(j, i + 1);
			anna_json_key(j, "written");
			anna_json_string(j, e->text);
			anna_json_key(j, "move");
			if (i < sh->plies)
				json_ply(j, &in->start, sh->moves, i + 1);
			else
				anna_json_null(j);
			anna_json_end_object(j);
		}
		anna_json_end_array(j);
	}
	anna_json_end_object(j);

	anna_json_key(j, "clock");
	if (p->have_clock) {
		anna_json_begin_object(j);
		anna_json_key(j, "ply");
		anna_json_uint(j, p->clock.ply);
		anna_json_key(j, "white_ms");
		anna_json_uint(j, p->clock.remaining_ms[ANNA_WHITE]);
		anna_json_key(j, "black_ms");
		anna_json_uint(j, p->clock.remaining_ms[ANNA_BLACK]);
		json_clock_time(j, "white", p->clock.remaining_ms[ANNA_WHITE]);
		json_clock_time(j, "black", p->clock.remaining_ms[ANNA_BLACK]);
		anna_json_end_object(j);
	} else {
		anna_json_null(j);
	}

	anna_json_key(j, "boards");
	anna_json_begin_object(j);
	for (int b = 0; b < 2; b++) {
		const struct anna_reconcile_board *bd = &p->board[b];
		anna_json_key(j, anna_reconcile_side_str(b));
		if (!bd->given) {
			anna_json_null(j);
			continue;
		}
		anna_json_begin_object(j);
		anna_json_key(j, "match");
		anna_json_string(j, anna_reconcile_match_str(bd->match));
		if (bd->match == ANNA_RECONCILE_M_SHEET_PLY) {
			anna_json_key(j, "match_sheet");
			anna_json_string(j, anna_reconcile_side_str(bd->match_sheet));
			anna_json_key(j, "match_ply");
			anna_json_uint(j, bd->match_ply);
		}
		anna_json_key(j, "corrections");
		anna_json_begin_array(j);
		for (size_t i = 0; i < bd->ncorrections; i++) {
			const struct anna_correction *c = &bd->corrections[i];
			const struct anna_letters *en = anna_letters_builtin(ANNA_LETTERS_EN);
			anna_json_begin_object(j);
			anna_json_key(j, "kind");
			anna_json_string(j, anna_correction_kind_str(c->kind));
			anna_json_key(j, "piece");
			snprintf(buf, sizeof(buf), "%s",
				 en->letter[ANNA_WHITE][ANNA_PIECE_TYPE(c->piece)]);
			anna_json_string(j, buf);
			anna_json_key(j, "color");
			anna_json_string(j, color_name(ANNA_PIECE_COLOR(c->piece)));
			anna_json_key(j, "from");
			anna_json_string(j, c->from < 64 ? anna_square_name(c->from, sq) : NULL);
			anna_json_key(j, "to");
			anna_json_string(j, c->to < 64 ? anna_square_name(c->to, sq) : NULL);
			anna_json_key(j, "back");
			anna_json_bool(j, c->back);
			anna_json_end_object(j);
		}
		anna_json_end_array(j);
		anna_json_end_object(j);
	}
	anna_json_end_object(j);
	anna_json_end_object(j);
}

static void print_json(const struct anna_profile *profile, const struct files *fs,
		       const struct anna_reconcile_input *in,
		       const struct anna_reconcile_result *res,
		       const struct anna_phrase *verdict, size_t nverdict)
{
	struct anna_json j;
	anna_json_init(&j, stdout);
	anna_json_begin_object(&j);
	anna_json_key(&j, "case");
	anna_json_int(&j, res->kind);
	anna_json_key(&j, "notes");
	anna_json_begin_array(&j);
	for (unsigned bit = 1; bit <= ANNA_RECONCILE_N_EMPTY; bit <<= 1)
		if (res->notes & bit)
			anna_json_string(&j, anna_reconcile_note_str(bit));
	anna_json_end_array(&j);
	anna_json_key(&j, "agreed_plies");
	anna_json_uint(&j, res->agreed);
	anna_json_key(&j, "last_agreeing_ply");
	json_ply(&j, &in->start, res->sheet[0].moves, res->agreed);

	anna_json_key(&j, "sheets");
	anna_json_begin_object(&j);
	for (int s = 0; s < 2; s++) {
		const struct anna_reconcile_sheet *sh = &res->sheet[s];
		anna_json_key(&j, anna_reconcile_side_str(s));
		anna_json_begin_object(&j);
		anna_json_key(&j, "color");
		anna_json_string(&j, color_name(s == 0 ? in->vi_color : 1 - in->vi_color));
		anna_json_key(&j, "entries");
		anna_json_uint(&j, sh->entries);
		anna_json_key(&j, "plies_read");
		anna_json_uint(&j, sh->plies);
		anna_json_key(&j, "letters");
		anna_json_string(&j, fs->letters[s]);
		anna_json_key(&j, "stop");
		anna_json_string(&j, anna_reconcile_stop_str(sh->stop));
		anna_json_key(&j, "error");
		json_error(&j, profile, &sh->error,
			   sh->plies < fs->file[s].count ? &fs->file[s].entries[sh->plies] : NULL);
		anna_json_end_object(&j);
	}
	anna_json_end_object(&j);

	anna_json_key(&j, "incomplete");
	if (res->incomplete_sheet >= 0) {
		anna_json_begin_object(&j);
		anna_json_key(&j, "sheet");
		anna_json_string(&j, anna_reconcile_side_str(res->incomplete_sheet));
		anna_json_key(&j, "reason");
		anna_json_string(&j, anna_reconcile_incomplete_str(res->incomplete));
		anna_json_end_object(&j);
	} else {
		anna_json_null(&j);
	}
	anna_json_key(&j, "missing_ply");
	if (res->missing_sheet >= 0) {
		anna_json_begin_object(&j);
		anna_json_key(&j, "sheet");
		anna_json_string(&j, anna_reconcile_side_str(res->missing_sheet));
		anna_json_key(&j, "move");
		json_ply(&j, &in->start, res->sheet[1 - res->missing_sheet].moves,
			 res->missing_index + 1);
		anna_json_end_object(&j);
	} else {
		anna_json_null(&j);
	}
	anna_json_key(&j, "proposal");
	json_proposal(&j, in, res, &res->proposal);
	anna_json_key(&j, "alternative");
	if (res->have_alternative)
		json_proposal(&j, in, res, &res->alternative);
	else
		anna_json_null(&j);
	anna_json_key(&j, "verdict");
	anna_json_begin_array(&j);
	for (size_t i = 0; i < nverdict; i++)
		anna_json_string(&j, verdict[i].text);
	anna_json_end_array(&j);
	anna_json_end_object(&j);
	anna_json_finish(&j);
}

/* ---- the command --------------------------------------------------------- */

static int run(const struct options *o, const struct anna_profile *profile,
	       struct anna_reconcile_input *in, struct files *fs)
{
	struct anna_error err;
	struct anna_clock_snapshot *clocks = fs->clocks;
	anna_reconcile_input_init(in);
	in->vi_color = o->vi_color;
	if (o->start_fen && anna_fen_read(&in->start, o->start_fen, &err) != ANNA_OK) {
		anna_tool_report_error("--fen", &err);
		return ANNA_EXIT_USAGE;
	}
	for (int s = 0; s < 2; s++) {
		const char *opt = s == 0 ? "--board-vi" : "--board-sighted";
		anna_scoresheet_init(&fs->sheet[s], &in->start);
		if (load_sheet(o->sheet_path[s], o->letters[s], &fs->file[s], &fs->sheet[s],
			       &in->letters[s], &fs->letters[s]) < 0)
			return ANNA_EXIT_USAGE;
		in->sheet[s] = &fs->sheet[s];
		if (o->board_fen[s]) {
			if (anna_fen_read(&in->board[s], o->board_fen[s], &err) != ANNA_OK) {
				anna_tool_report_error(opt, &err);
				return ANNA_EXIT_USAGE;
			}
			in->have_board[s] = true;
		}
	}
	if (o->clocks_path) {
		size_t len, n;
		char *buf = anna_tool_read_file(o->clocks_path, &len);
		if (!buf) {
			anna_tool_report(ANNA_MSG_TOOL_CANNOT_READ, o->clocks_path,
					 anna_input_errno_name(errno));
			return ANNA_EXIT_USAGE;
		}
		enum anna_status st = anna_reconcile_parse_clocks(buf, len, in->start.side, clocks,
								  MAX_CLOCKS, &n, &err);
		free(buf);
		if (st != ANNA_OK) {
			anna_tool_report_error(o->clocks_path, &err);
			return ANNA_EXIT_USAGE;
		}
		in->clocks = clocks;
		in->nclocks = n;
		/* SHEET-7 from the clock history */
		for (int s = 0; s < 2; s++) {
			int color = s == 0 ? in->vi_color : 1 - in->vi_color;
			in->sheet7_from[s] = anna_reconcile_sheet7(clocks, n, color,
								   (uint64_t)o->increment_s * 1000u);
		}
	}
	for (int s = 0; s < 2; s++)
		if (o->sheet7[s])
			in->sheet7_from[s] = 0;

	static struct anna_reconcile_result res;
	if (anna_reconcile(in, &res, &err) != ANNA_OK) {
		anna_tool_report_error(NULL, &err);
		return ANNA_EXIT_USAGE;
	}
	struct anna_phrase verdict[ANNA_RENDER_RECONCILE_MAX];
	size_t nverdict = 0;
	enum anna_status st = anna_render_reconcile(profile, in, &res, &res.proposal, o->listener,
						    verdict, ANNA_RENDER_RECONCILE_MAX, &nverdict);
	if (st != ANNA_OK) {
		anna_tool_report(ANNA_MSG_TOOL_CANNOT_SAY, anna_status_str(st));
		return ANNA_EXIT_USAGE;
	}
	if (o->json) {
		print_json(profile, fs, in, &res, verdict, nverdict);
	} else {
		for (size_t i = 0; i < nverdict; i++)
			anna_tool_print(ANNA_WORD_CMD_RECONCILE_SENTENCE, verdict[i].text);
	}
	return res.kind == ANNA_RECONCILE_AGREE ? ANNA_EXIT_OK : ANNA_EXIT_FAIL;
}

int anna_cmd_reconcile(int argc, char **argv)
{
	struct options o;
	int rc = parse_args(argc, argv, &o);
	if (rc >= 0)
		return rc;
	/* the verdict, the errors and the JSON's messages in one profile's words */
	const struct anna_profile *profile = anna_tool_profile();
	if (!profile)
		return ANNA_EXIT_USAGE;
	struct anna_reconcile_input in;
	static struct files fs;
	for (int i = 0; i < 2; i++) {
		anna_sheetfile_init(&fs.file[i]);
		anna_scoresheet_init(&fs.sheet[i], NULL);
	}
	fs.clocks = calloc(MAX_CLOCKS, sizeof(*fs.clocks));
	rc = ANNA_EXIT_USAGE;
	if (fs.clocks)
		rc = run(&o, profile, &in, &fs);
	else
		anna_tool_report(ANNA_MSG_TOOL_NO_MEMORY);
	free(fs.clocks);
	for (int i = 0; i < 2; i++) {
		anna_sheetfile_fini(&fs.file[i]);
		anna_scoresheet_fini(&fs.sheet[i]);
	}
	return rc;
}
