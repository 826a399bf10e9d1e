/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * tools/status.h: the status of a game's current position for arbiters
 * (`anna position`, `anna pgn check --status`): side to move, legal moves,
 * check, mate or stalemate, dead position and why, how often the position
 * has occurred, the 50- and 75-move counts, and for each side whether it
 * can still checkmate (core/unwinnable.h: yes with a line, no with the
 * reason, unknown when the node budget ran out). In the words of the
 * tool's profile, or as JSON.
 */
#ifndef ANNA_TOOLS_STATUS_H
#define ANNA_TOOLS_STATUS_H

#include "core/game.h"
#include "core/notation.h"
#include "tools/json.h"

/* Prints the status of game's current position: as text on stdout if
 * json is NULL, else as one JSON object (the caller owns the document).
 * budget: nodes for each side's CLK-9 decision. */
void anna_tool_status(const struct anna_game *game, unsigned long budget,
		      struct anna_json *json);

/* The letters of the tool's profile ("letters" key), NULL (English) if it
 * has none: for reading and writing moves. */
const struct anna_letters *anna_tool_letters(void);

#endif
