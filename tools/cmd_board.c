/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/cmd_board.c: `anna board [OPTIONS] RECORDING` plays an evemu
 * recording of a peg-hole sensor board (docs/sensor-board.md) through the
 * same pipeline as the daemon (decode, debounce, inference) from a game
 * position, and prints every lift and seat with its touch evidence and
 * then what anna would say, in the profile's words (--profile, else
 * $ANNA_PROFILE, else fide-de, the announcement default; its messages in
 * the same words, tools/report.h). For board builders checking a board
 * and for arbiters reading a recording.
 *
 * The recording's first frame is the holes' state when it began (a
 * key-down for every occupied hole, docs/sensor-board.md). The end of the recording
 * is taken as the clock press. A recording of a DGT e-board's serial line
 * (input/dgtrec.h, anna record dgt:...) is read the same way, through the
 * DGT protocol and the identity inference (board-io/dgtboard.h): its
 * first board dump is the board when it began. Exit 0 when a move (legal, or in
 * competition an illegal one described) was concluded, 1 when not (the
 * words say what is missing), 2 for bad arguments or input.
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "board-io/debounce.h"
#include "board-io/dgtboard.h"
#include "board-io/infer.h"
#include "core/fen.h"
#include "core/notation.h"
#include "input/dgtrec.h"
#include "input/evemu.h"
#include "speech/profile.h"
#include "speech/render_board.h"
#include "tools/commands.h"
#include "tools/report.h"

struct board_args {
	const char *fen, *map, *recording, *expect;
	unsigned window;
	int piece; /* keypad digit 1..4, 0 = none */
	struct anna_render_opts opts;
};

static const char *const policies[] = { "competition", "training", NULL };

/* Returns -1 to go on, else the exit status. */
static int parse_args(int argc, char **argv, struct board_args *a)
{
	const char *policy = "competition", *window = NULL, *piece = NULL;
	memset(a, 0, sizeof(*a));
	a->fen = ANNA_FEN_START;
	a->window = ANNA_DEBOUNCE_DEFAULT_MS;
	anna_render_opts_default(&a->opts);
	const struct anna_tool_option opts[] = {
		{ "--policy", &policy, NULL },
		{ "--fen", &a->fen, NULL },
		{ "--map", &a->map, NULL },
		{ "--window", &window, NULL },
		{ "--piece", &piece, NULL },
		{ "--expect", &a->expect, NULL },
		{ NULL, NULL, NULL },
	};
	int nargs;
	int rc = anna_tool_parse(argc, argv, opts, 1, 1, ANNA_MSG_TOOL_MISSING_FILE, &nargs);
	if (rc >= 0)
		return rc;
	a->recording = argv[1];
	long w = a->window, digit = 0;
	int pol = anna_tool_choice("--policy", policy, policies);
	if (pol < 0 || (window && anna_tool_number("--window", window, 0, ANNA_DEBOUNCE_MAX_MS, &w) < 0) ||
	    (piece && anna_tool_number("--piece", piece, 1, 4, &digit) < 0))
		return ANNA_EXIT_USAGE;
	a->opts.policy = pol == 0 ? ANNA_POLICY_COMPETITION : ANNA_POLICY_TRAINING;
	a->window = (unsigned)w;
	a->piece = (int)digit;
	return -1;
}

static void say(const struct anna_phrase *p)
{
	anna_tool_print(ANNA_WORD_CMD_BOARD_SAY, p->text);
}

/* The inference's corrections as the renderer's fixes. */
static size_t fixes_of(const struct anna_infer *inf, struct anna_render_fix f[ANNA_GUIDANCE_MAX])
{
	struct anna_correction c[ANNA_GUIDANCE_MAX];
	size_t n = anna_infer_corrections(inf, c);
	for (size_t i = 0; i < n; i++)
		f[i] = (struct anna_render_fix){ c[i].from, c[i].to, c[i].piece, c[i].back };
	return n;
}

/* Every lift and seat: time, square, piece (FEN letter, ? unknown) and,
 * for a lift, the touch evidence (anna_touch_str). */
static void print_evidence(const struct anna_evidence *ev)
{
	for (size_t i = 0; i < ev->n; i++) {
		const struct anna_touch_entry *e = &ev->entry[i];
		char time[32], sq[3], piece[2] = "?";
		snprintf(time, sizeof(time), "%llu.%03llu",
			 (unsigned long long)(e->time_ms / 1000),
			 (unsigned long long)(e->time_ms % 1000));
		anna_square_name(e->sq, sq);
		if (e->piece)
			piece[0] = (char)("?PNBRQK"[ANNA_PIECE_TYPE(e->piece)] +
					  (ANNA_PIECE_COLOR(e->piece) ? 32 : 0));
		if (e->lifted)
			anna_tool_print(ANNA_WORD_CMD_BOARD_LIFT, time, sq, piece,
					anna_touch_str((enum anna_touch)e->touch));
		else
			anna_tool_print(ANNA_WORD_CMD_BOARD_SEAT, time, sq, piece);
	}
}

/* What anna says at the end (the clock press). Returns the exit status. */
static int conclude(struct anna_infer *inf, const struct anna_profile *profile,
		    const struct board_args *a)
{
	struct anna_phrase p;
	struct anna_render_fix f[ANNA_GUIDANCE_MAX];
	const struct anna_infer_result *r = anna_infer_result(inf);
	if (r->state == ANNA_INFER_S_PROMOTION && a->piece) {
		static const enum anna_piece_type digit[5] = { ANNA_NO_TYPE, ANNA_QUEEN,
			ANNA_ROOK, ANNA_BISHOP, ANNA_KNIGHT };
		anna_infer_piece(inf, digit[a->piece]);
	}
	anna_infer_conclude(inf);
	r = anna_infer_result(inf);
	anna_tool_print(ANNA_WORD_CMD_BOARD_STATE, anna_infer_state_str(r->state));
	switch (r->state) {
	case ANNA_INFER_S_DONE:
		if (r->physical.piece) {
			anna_render_board_illegal(profile, &inf->pos, r->physical.from,
						  r->physical.to, ANNA_NO_TYPE,
						  anna_illegal_reason_str(r->physical.reason),
						  &a->opts, &p);
			anna_tool_print(ANNA_WORD_CMD_BOARD_ILLEGAL,
					anna_illegal_reason_str(r->physical.reason));
		} else {
			anna_render_move(profile, &inf->pos, r->move, &a->opts, &p);
		}
		say(&p);
		return ANNA_EXIT_OK;
	case ANNA_INFER_S_MADE:
		/* executing the opponent's move needs no clock press */
		anna_render_move(profile, &inf->pos, r->move, &a->opts, &p);
		say(&p);
		return ANNA_EXIT_OK;
	case ANNA_INFER_S_PROMOTION:
		anna_render_board_promotion(profile, anna_move_to(r->move), &p);
		break;
	case ANNA_INFER_S_AMBIGUOUS:
		anna_render_board_which(profile, &inf->pos, r->candidates, r->n_candidates, &p);
		break;
	case ANNA_INFER_S_WRONG: {
		size_t n = fixes_of(inf, f);
		anna_render_board_not_announced(profile, &inf->pos, r->move, f, n, &p);
		break;
	}
	default: {
		size_t n = fixes_of(inf, f);
		anna_render_board_fixes(profile, f, n, &p);
		break;
	}
	}
	say(&p);
	return ANNA_EXIT_FAIL;
}

/* A DGT e-board's recording: the pieces it reports, the end taken as the
 * clock press (the settle window does not wait), then what anna says. */
static int board_dgt(const struct board_args *a, const struct anna_profile *profile,
		     const struct anna_position *pos, uint16_t expected)
{
	struct anna_error err;
	struct anna_dgtrec *rec = NULL;
	if (anna_dgtrec_load(a->recording, &rec, &err) != ANNA_OK) {
		anna_tool_report_error(a->recording, &err);
		return ANNA_EXIT_USAGE;
	}
	static struct anna_dgtboard b;
	anna_dgtboard_init(&b, ANNA_DGT_ANY_WAY, ANNA_IDENTITY_SETTLE_MS);
	anna_identity_start(&b.id, pos, expected ? ANNA_INFER_EXECUTE : ANNA_INFER_OWN, expected);
	struct anna_phrase p;
	struct anna_render_fix f[ANNA_GUIDANCE_MAX];
	struct anna_correction c[ANNA_CORRECTIONS_MAX];
	bool dumped = false;
	for (size_t i = 0; i < rec->n; i++) {
		const struct anna_dgtrec_chunk *ch = &rec->chunks[i];
		for (size_t k = 0; !ch->to_board && k < ch->n; k++) {
			struct anna_dgtboard_event ev;
			if (anna_dgtboard_byte(&b, ch->bytes[k], ch->us / 1000, &ev) != ANNA_DGTB_BOARD ||
			    dumped)
				continue;
			dumped = true;
			if (anna_identity_result(&b.id)->state != ANNA_IDENTITY_IDLE) {
				size_t n = anna_identity_corrections(&b.id, pos, c);
				for (size_t j = 0; j < n && j < ANNA_GUIDANCE_MAX; j++)
					f[j] = (struct anna_render_fix){ c[j].from, c[j].to, c[j].piece,
									 c[j].back };
				anna_render_board_fixes(profile, f, n < ANNA_GUIDANCE_MAX ? n
							: ANNA_GUIDANCE_MAX, &p);
				anna_tool_print(ANNA_WORD_CMD_BOARD_DIFFERS, p.text);
			}
		}
	}
	anna_dgtrec_free(rec);
	anna_identity_flush(&b.id);
	const struct anna_identity_result *r = anna_identity_result(&b.id);
	anna_tool_print(ANNA_WORD_CMD_BOARD_STATE, anna_identity_state_str(r->state));
	int rc = ANNA_EXIT_FAIL;
	switch (r->state) {
	case ANNA_IDENTITY_MADE:
		anna_render_move(profile, pos, r->move, &a->opts, &p);
		rc = ANNA_EXIT_OK;
		break;
	case ANNA_IDENTITY_ILLEGAL:
		anna_render_board_illegal(profile, pos, r->physical.from, r->physical.to,
					  ANNA_NO_TYPE, anna_illegal_reason_str(r->physical.reason),
					  &a->opts, &p);
		anna_tool_print(ANNA_WORD_CMD_BOARD_ILLEGAL,
				anna_illegal_reason_str(r->physical.reason));
		rc = ANNA_EXIT_OK;
		break;
	case ANNA_IDENTITY_PROMOTION:
		anna_render_board_promotion(profile, anna_move_to(r->move), &p);
		break;
	default: {
		/* the position to reach: the game's, or the announced move's */
		struct anna_position target = *pos;
		struct anna_undo u;
		if (expected)
			anna_position_make(&target, expected, &u);
		size_t n = anna_identity_corrections(&b.id, &target, c);
		for (size_t j = 0; j < n && j < ANNA_GUIDANCE_MAX; j++)
			f[j] = (struct anna_render_fix){ c[j].from, c[j].to, c[j].piece, c[j].back };
		anna_render_board_fixes(profile, f, n < ANNA_GUIDANCE_MAX ? n : ANNA_GUIDANCE_MAX, &p);
		break;
	}
	}
	say(&p);
	return rc;
}

int anna_cmd_board(int argc, char **argv)
{
	struct board_args a;
	/* the FIDE words unless --profile or $ANNA_PROFILE name others */
	anna_tool_set_default_profile("fide-de");
	int rc = parse_args(argc, argv, &a);
	if (rc >= 0)
		return rc;
	const struct anna_profile *profile = anna_tool_profile();
	if (!profile)
		return ANNA_EXIT_USAGE;
	struct anna_error err;
	struct anna_position pos;
	struct anna_boardmap map;
	struct anna_evemu *rec = NULL;
	static struct anna_infer inf;
	uint16_t expected = ANNA_MOVE_NONE;
	rc = ANNA_EXIT_USAGE;
	if (anna_fen_read(&pos, a.fen, &err) != ANNA_OK)
		goto error;
	if (a.expect && anna_notation_read(&pos, a.expect,
					   anna_letters_builtin(ANNA_LETTERS_EN),
					   &expected, &err) != ANNA_OK)
		goto error;
	if (a.map) {
		if (anna_boardmap_load(&map, a.map, &err) != ANNA_OK)
			goto error;
	} else {
		anna_boardmap_default(&map);
	}
	if (anna_dgtrec_file_is(a.recording))
		return board_dgt(&a, profile, &pos, expected);
	if (anna_evemu_load(a.recording, &rec, &err) != ANNA_OK)
		goto error;

	struct anna_decode dec;
	struct anna_debounce db;
	struct anna_square_event out[64], settled[64];
	anna_decode_init(&dec, &map, 0);
	size_t first = anna_evemu_first_frame(rec);
	for (size_t i = 0; i < first; i++)
		anna_decode_event(&dec, &rec->events[i], out);
	uint64_t occ = anna_decode_occupancy(&dec);
	anna_debounce_init(&db, occ, a.window);
	anna_infer_start(&inf, &pos, expected ? ANNA_INFER_EXECUTE : ANNA_INFER_OWN,
			 expected, occ);
	if (anna_infer_result(&inf)->state != ANNA_INFER_S_IDLE) {
		struct anna_render_fix f[ANNA_GUIDANCE_MAX];
		struct anna_phrase p;
		anna_render_board_fixes(profile, f, fixes_of(&inf, f), &p);
		anna_tool_print(ANNA_WORD_CMD_BOARD_DIFFERS, p.text);
	}
	uint64_t last = 0;
	for (size_t i = first; i < rec->n_events; i++) {
		size_t n = anna_decode_event(&dec, &rec->events[i], out);
		for (size_t k = 0; k < n; k++) {
			size_t m = anna_debounce_feed(&db, &out[k], settled);
			for (size_t j = 0; j < m; j++)
				anna_infer_square(&inf, &settled[j]);
			last = out[k].time_ms;
		}
	}
	/* The end of the recording is the clock press: what settled by then,
	 * and what is still within its window, counts (anna_debounce_flush). */
	size_t m = anna_debounce_advance(&db, last, settled);
	for (size_t j = 0; j < m; j++)
		anna_infer_square(&inf, &settled[j]);
	m = anna_debounce_flush(&db, settled);
	for (size_t j = 0; j < m; j++)
		anna_infer_square(&inf, &settled[j]);
	print_evidence(anna_infer_evidence(&inf));
	rc = conclude(&inf, profile, &a);
	anna_evemu_free(rec);
	return rc;
error:
	anna_tool_report_error(NULL, &err);
	anna_evemu_free(rec);
	return rc;
}
