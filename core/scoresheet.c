/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * core/scoresheet.c: scoresheets recorded by anna and entered by a player
 * (SHEET-1, SHEET-5, SHEET-12, VI-11, VI-13).
 */
#include "core/scoresheet.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/movegen.h"

unsigned anna_sheet_move_number(const struct anna_position *start, unsigned ply)
{
	unsigned first = start->fullmove ? start->fullmove : 1;
	unsigned offset = start->side == ANNA_BLACK ? 1 : 0;
	return first + (ply + offset) / 2;
}

void anna_scoresheet_init(struct anna_scoresheet *sheet,
			  const struct anna_position *start)
{
	memset(sheet, 0, sizeof(*sheet));
	anna_core_init();
	if (start)
		sheet->start = *start;
	else
		anna_position_start(&sheet->start);
}

void anna_scoresheet_fini(struct anna_scoresheet *sheet)
{
	if (!sheet)
		return;
	free(sheet->entries);
	sheet->entries = NULL;
	sheet->count = sheet->capacity = sheet->first_bad = 0;
}

void anna_scoresheet_truncate(struct anna_scoresheet *sheet, size_t count)
{
	if (count < sheet->count)
		sheet->count = count;
	if (sheet->first_bad > sheet->count)
		sheet->first_bad = sheet->count;
}

static enum anna_status grow(struct anna_scoresheet *sheet)
{
	if (sheet->count < sheet->capacity)
		return ANNA_OK;
	size_t cap = sheet->capacity ? sheet->capacity * 2 : 64;
	struct anna_sheet_entry *e = realloc(sheet->entries, cap * sizeof(*e));
	if (!e)
		return ANNA_E_NOMEM;
	sheet->entries = e;
	sheet->capacity = cap;
	return ANNA_OK;
}

/* sheet.flagged: an entry after the first flagged one is not read. */
static enum anna_status flagged(const struct anna_scoresheet *sheet,
				struct anna_error *err)
{
	char n[24];
	const struct anna_sheet_entry *bad = &sheet->entries[sheet->first_bad];
	snprintf(n, sizeof(n), "%u",
		 anna_sheet_move_number(&sheet->start, bad->ply));
	return anna_error_set(err, ANNA_E_STATE, ANNA_MSG_SHEET_FLAGGED, n, bad->text);
}

/* The position after the first n entries (all OK). */
static void position_after(const struct anna_scoresheet *sheet, size_t n,
			   struct anna_position *pos)
{
	struct anna_undo undo;
	*pos = sheet->start;
	for (size_t i = 0; i < n; i++)
		anna_position_make(pos, sheet->entries[i].move, &undo);
}

enum anna_status anna_scoresheet_add(struct anna_scoresheet *sheet, uint16_t move,
				     unsigned flags, uint64_t at_ms,
				     struct anna_error *err)
{
	char uci[6];
	anna_error_clear(err);
	if (sheet->first_bad < sheet->count)
		return flagged(sheet, err);
	struct anna_position pos;
	position_after(sheet, sheet->count, &pos);
	if (!anna_movegen_is_legal(&pos, move))
		return anna_error_set(err, ANNA_E_ILLEGAL, ANNA_MSG_GAME_ILLEGAL_MOVE,
				      anna_move_uci(move, uci));
	if (grow(sheet))
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_GAME_NO_MEMORY);
	struct anna_sheet_entry *e = &sheet->entries[sheet->count];
	memset(e, 0, sizeof(*e));
	e->ply = (unsigned)sheet->count;
	e->state = ANNA_SHEET_OK;
	e->move = move;
	e->flags = flags;
	e->at_ms = at_ms;
	sheet->count++;
	sheet->first_bad = sheet->count;
	return ANNA_OK;
}

/* Splits a trailing "(=)" off text into buf; returns true if it was there. */
static bool split_offer(const char *text, char *buf, size_t size)
{
	size_t n = strlen(text);
	while (n && (text[n - 1] == ' ' || text[n - 1] == '\t'))
		n--;
	bool offer = n >= 3 && memcmp(text + n - 3, "(=)", 3) == 0;
	if (offer)
		n -= 3;
	while (n && (text[n - 1] == ' ' || text[n - 1] == '\t'))
		n--;
	if (n >= size)
		n = size - 1;
	memcpy(buf, text, n);
	buf[n] = '\0';
	return offer;
}

static enum anna_sheet_state state_of(enum anna_status st)
{
	switch (st) {
	case ANNA_OK: return ANNA_SHEET_OK;
	case ANNA_E_AMBIGUOUS: return ANNA_SHEET_AMBIGUOUS;
	case ANNA_E_ILLEGAL: return ANNA_SHEET_ILLEGAL;
	default: return ANNA_SHEET_UNREADABLE;
	}
}

/* Reads entry i (its text) in pos; sets state, move, error. */
static enum anna_status read_entry(struct anna_sheet_entry *e,
				   const struct anna_position *pos,
				   const struct anna_letters *letters,
				   unsigned number)
{
	char body[ANNA_SHEET_TEXT];
	bool offer = split_offer(e->text, body, sizeof(body));
	uint16_t move = ANNA_MOVE_NONE;
	if (offer)
		e->flags |= ANNA_SHEET_DRAW_OFFER;
	enum anna_status st = anna_notation_read(pos, body, letters, &move, &e->error);
	e->state = state_of(st);
	e->move = st == ANNA_OK ? move : ANNA_MOVE_NONE;
	if (st != ANNA_OK)
		e->error.line = number; /* the move number, never a guess */
	return st;
}

/* Reads entries from i on in order; returns the status of entry i. */
static enum anna_status reread(struct anna_scoresheet *sheet, size_t i,
			       const struct anna_letters *letters)
{
	struct anna_position pos;
	struct anna_undo undo;
	enum anna_status first = ANNA_OK;
	position_after(sheet, i < sheet->first_bad ? i : sheet->first_bad, &pos);
	size_t from = i < sheet->first_bad ? i : sheet->first_bad;
	sheet->first_bad = sheet->count;
	for (size_t k = from; k < sheet->count; k++) {
		struct anna_sheet_entry *e = &sheet->entries[k];
		if (sheet->first_bad < sheet->count) {
			e->state = ANNA_SHEET_UNCHECKED;
			e->move = ANNA_MOVE_NONE;
			flagged(sheet, &e->error);
			e->error.line = anna_sheet_move_number(&sheet->start, (unsigned)k);
			if (k == i)
				first = ANNA_E_STATE;
			continue;
		}
		enum anna_status st = read_entry(e, &pos, letters,
						 anna_sheet_move_number(&sheet->start,
									(unsigned)k));
		if (k == i)
			first = st;
		if (st != ANNA_OK) {
			sheet->first_bad = k;
			continue;
		}
		anna_position_make(&pos, e->move, &undo);
	}
	return first;
}

enum anna_status anna_scoresheet_enter(struct anna_scoresheet *sheet,
				       const char *text,
				       const struct anna_letters *letters,
				       uint64_t at_ms, struct anna_error *err)
{
	anna_error_clear(err);
	if (grow(sheet))
		return anna_error_set(err, ANNA_E_NOMEM, ANNA_MSG_GAME_NO_MEMORY);
	struct anna_sheet_entry *e = &sheet->entries[sheet->count];
	memset(e, 0, sizeof(*e));
	e->ply = (unsigned)sheet->count;
	e->at_ms = at_ms;
	snprintf(e->text, sizeof(e->text), "%s", text ? text : "");
	size_t i = sheet->count++;
	bool was_clean = sheet->first_bad == i;
	if (was_clean)
		sheet->first_bad = sheet->count;
	enum anna_status st = reread(sheet, i, letters);
	if (err)
		*err = sheet->entries[i].error;
	if (st == ANNA_OK && err)
		anna_error_clear(err);
	return st;
}

enum anna_status anna_scoresheet_replace(struct anna_scoresheet *sheet, size_t i,
					 const char *text,
					 const struct anna_letters *letters,
					 struct anna_error *err)
{
	anna_error_clear(err);
	if (i >= sheet->count)
	{
		char n[24];
		snprintf(n, sizeof(n), "%zu", i + 1);
		return anna_error_set(err, ANNA_E_RANGE, ANNA_MSG_SHEET_NO_ENTRY, n);
	}
	struct anna_sheet_entry *e = &sheet->entries[i];
	snprintf(e->text, sizeof(e->text), "%s", text ? text : "");
	e->flags &= ~(unsigned)ANNA_SHEET_DRAW_OFFER;
	if (sheet->first_bad > i)
		sheet->first_bad = i;
	enum anna_status st = reread(sheet, i, letters);
	if (err)
		*err = e->error;
	if (st == ANNA_OK && err)
		anna_error_clear(err);
	return st;
}

enum anna_status anna_scoresheet_mark_draw_offer(struct anna_scoresheet *sheet,
						 size_t i)
{
	if (i >= sheet->count)
		return ANNA_E_RANGE;
	sheet->entries[i].flags |= ANNA_SHEET_DRAW_OFFER;
	return ANNA_OK;
}

size_t anna_scoresheet_count(const struct anna_scoresheet *sheet)
{
	return sheet->count;
}

const struct anna_sheet_entry *anna_scoresheet_entry(const struct anna_scoresheet *sheet,
						     size_t i)
{
	return i < sheet->count ? &sheet->entries[i] : NULL;
}

size_t anna_scoresheet_first_problem(const struct anna_scoresheet *sheet)
{
	return sheet->first_bad;
}

enum anna_status anna_scoresheet_position(const struct anna_scoresheet *sheet,
					  size_t i, struct anna_position *out)
{
	if (i > sheet->first_bad || i > sheet->count)
		return ANNA_E_RANGE;
	position_after(sheet, i, out);
	return ANNA_OK;
}

size_t anna_scoresheet_common_prefix(const struct anna_scoresheet *a,
				     const struct anna_scoresheet *b)
{
	size_t n = 0;
	if (!anna_position_equal(&a->start, &b->start))
		return 0;
	while (n < a->count && n < b->count && n < a->first_bad &&
	       n < b->first_bad && a->entries[n].move == b->entries[n].move)
		n++;
	return n;
}

int anna_scoresheet_write(const struct anna_scoresheet *sheet, size_t i,
			  const struct anna_letters *letters, unsigned flags,
			  char *buf, size_t size)
{
	if (i >= sheet->count)
		return ANNA_E_RANGE;
	const struct anna_sheet_entry *e = &sheet->entries[i];
	const char *offer = (e->flags & ANNA_SHEET_DRAW_OFFER) ? " (=)" : "";
	if (e->state != ANNA_SHEET_OK) {
		char body[ANNA_SHEET_TEXT];
		split_offer(e->text, body, sizeof(body));
		return snprintf(buf, size, "%s%s", body, offer);
	}
	struct anna_position pos;
	char san[ANNA_NOTATION_MAX];
	position_after(sheet, i, &pos);
	enum anna_status st = anna_notation_write_san(&pos, e->move, letters, flags,
						      san, sizeof(san));
	if (st != ANNA_OK)
		return st;
	return snprintf(buf, size, "%s%s", san, offer);
}
