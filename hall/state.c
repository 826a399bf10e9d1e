/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * hall/state.c: the hall's JSON messages (hall/state.h, docs/hall.md),
 * built with cJSON (Debian's libcjson: a small, well-kept encoder and
 * parser, so escaping and number formats are not ours to get wrong).
 */
#include "hall/state.h"

#include <cJSON.h>
#include <stdio.h>
#include <string.h>

static const char *const side_names[2] = { "white", "black" };

const char *anna_hall_run_str(enum anna_hall_run run)
{
	static const char *const names[] = {
		[ANNA_HALL_RUN_SETUP] = "setup",     [ANNA_HALL_RUN_RUNNING] = "running",
		[ANNA_HALL_RUN_PAUSED] = "paused",   [ANNA_HALL_RUN_ARBITER] = "arbiter",
		[ANNA_HALL_RUN_ENDED] = "ended",
	};
	return (unsigned)run < sizeof(names) / sizeof(names[0]) ? names[run] : "?";
}

static const char *side(int s)
{
	return s == 0 || s == 1 ? side_names[s] : NULL;
}

/* cJSON takes NULL for a string as an error; ours means JSON null. */
static void add_str(cJSON *o, const char *key, const char *v)
{
	if (v)
		cJSON_AddStringToObject(o, key, v);
	else
		cJSON_AddNullToObject(o, key);
}

/* Milliseconds are whole numbers well inside a double's 53 bits. */
static void add_u64(cJSON *o, const char *key, uint64_t v)
{
	cJSON_AddNumberToObject(o, key, (double)v);
}

static cJSON *object(void)
{
	cJSON *o = cJSON_CreateObject();
	if (o)
		cJSON_AddNumberToObject(o, "schema", ANNA_HALL_SCHEMA);
	return o;
}

static char *finish(cJSON *o)
{
	char *s = o ? cJSON_PrintUnformatted(o) : NULL;
	cJSON_Delete(o);
	return s;
}

static cJSON *decision(const struct anna_hall_decision *d)
{
	cJSON *o = cJSON_CreateObject();
	if (!o)
		return NULL;
	cJSON_AddNumberToObject(o, "id", d->id);
	add_str(o, "kind", d->kind);
	add_str(o, "text", d->text);
	return o;
}

char *anna_hall_state_json(const struct anna_hall_state *s)
{
	cJSON *o = object();
	if (!o)
		return NULL;
	add_str(o, "event", s->event);
	add_str(o, "board", s->board);
	add_str(o, "round", s->round);
	add_str(o, "white", s->white);
	add_str(o, "black", s->black);
	add_str(o, "vi", side(s->vi_side));
	add_str(o, "time_control", s->time_control);
	add_str(o, "policy", s->policy);
	add_str(o, "state", anna_hall_run_str(s->run));
	add_str(o, "session_state", s->session_state);
	add_str(o, "to_move", side(s->to_move));
	cJSON_AddNumberToObject(o, "ply", s->ply);
	add_str(o, "fen", s->fen);
	if (s->last_san || s->last_uci) {
		cJSON *m = cJSON_AddObjectToObject(o, "last_move");
		if (m) {
			add_str(m, "san", s->last_san);
			add_str(m, "uci", s->last_uci);
		}
	} else {
		cJSON_AddNullToObject(o, "last_move");
	}
	cJSON *c = cJSON_AddObjectToObject(o, "clock");
	if (c) {
		add_u64(c, "white_ms", s->white_ms);
		add_u64(c, "black_ms", s->black_ms);
		add_str(c, "running", side(s->clock_running));
		add_u64(c, "read_at", s->read_at);
	}
	add_str(o, "result", s->result ? s->result : "*");
	add_str(o, "result_reason", s->result_reason);
	cJSON *ds = cJSON_AddArrayToObject(o, "decisions");
	for (size_t i = 0; ds && i < s->n_decisions && i < ANNA_HALL_MAX_DECISIONS; i++)
		cJSON_AddItemToArray(ds, decision(&s->decisions[i]));
	cJSON *dv = cJSON_AddArrayToObject(o, "devices");
	for (size_t i = 0; dv && i < s->n_devices && i < ANNA_HALL_MAX_DEVICES; i++) {
		cJSON *e = cJSON_CreateObject();
		if (!e)
			break;
		add_str(e, "role", s->devices[i].role);
		cJSON_AddBoolToObject(e, "present", s->devices[i].present);
		cJSON_AddItemToArray(dv, e);
	}
	cJSON_AddBoolToObject(o, "drift", s->drift);
	add_str(o, "drift_text", s->drift_text);
	cJSON_AddBoolToObject(o, "hall_commands", s->hall_commands);
	return finish(o);
}

char *anna_hall_ply_json(const struct anna_hall_ply *p)
{
	cJSON *o = object();
	if (!o)
		return NULL;
	cJSON_AddNumberToObject(o, "ply", p->ply);
	add_str(o, "side", side(p->side));
	add_str(o, "san", p->san);
	add_str(o, "uci", p->uci);
	add_str(o, "fen", p->fen);
	add_u64(o, "clock_ms", p->clock_ms);
	add_u64(o, "at", p->at);
	return finish(o);
}

char *anna_hall_say_json(const struct anna_hall_say *s)
{
	cJSON *o = object();
	if (!o)
		return NULL;
	add_u64(o, "seq", s->seq);
	add_str(o, "listener", s->listener);
	add_str(o, "text", s->text);
	cJSON_AddBoolToObject(o, "urgent", s->urgent);
	add_u64(o, "at", s->at);
	return finish(o);
}

char *anna_hall_decision_json(const struct anna_hall_decision *d, bool open, uint64_t at)
{
	cJSON *o = object();
	if (!o)
		return NULL;
	cJSON_AddNumberToObject(o, "id", d->id);
	add_str(o, "kind", d->kind);
	add_str(o, "text", d->text);
	cJSON_AddBoolToObject(o, "open", open);
	add_u64(o, "at", at);
	return finish(o);
}

char *anna_hall_reply_json(const struct anna_hall_reply *r)
{
	cJSON *o = object();
	if (!o)
		return NULL;
	add_str(o, "id", r->id);
	cJSON_AddBoolToObject(o, "ok", r->ok);
	add_str(o, "text", r->text);
	return finish(o);
}

/* A text field of a command: it fits, and holds no control character (a
 * command is one line of the control protocol). */
static int copy(char *dst, size_t size, const char *src)
{
	size_t n = strlen(src);
	if (n >= size)
		return -1;
	for (size_t i = 0; i < n; i++)
		if ((unsigned char)src[i] < 0x20 || src[i] == 0x7f)
			return -1;
	memcpy(dst, src, n + 1);
	return 0;
}

int anna_hall_command_parse(const char *text, size_t len, struct anna_hall_command *c)
{
	memset(c, 0, sizeof(*c));
	/* a NUL, raw or escaped, would cut a field short unseen: refused */
	if (memchr(text, 0, len) || memmem(text, len, "\\u0000", 6))
		return -1;
	cJSON *doc = cJSON_ParseWithLength(text, len);
	int rc = -1;
	if (!cJSON_IsObject(doc))
		goto out;
	const cJSON *id = cJSON_GetObjectItemCaseSensitive(doc, "id");
	const cJSON *cmd = cJSON_GetObjectItemCaseSensitive(doc, "cmd");
	const cJSON *args = cJSON_GetObjectItemCaseSensitive(doc, "args");
	if (!cJSON_IsString(cmd) || copy(c->cmd, sizeof(c->cmd), cmd->valuestring) < 0 ||
	    !c->cmd[0])
		goto out;
	if (id && (!cJSON_IsString(id) || copy(c->id, sizeof(c->id), id->valuestring) < 0))
		goto out;
	if (args && !cJSON_IsObject(args))
		goto out;
	const cJSON *a;
	cJSON_ArrayForEach(a, args)
	{
		if (c->n_args == ANNA_HALL_CMD_ARGS || copy(c->key[c->n_args], 32, a->string) < 0)
			goto out;
		char *v = c->value[c->n_args];
		if (cJSON_IsString(a)) {
			if (copy(v, 256, a->valuestring) < 0)
				goto out;
		} else if (cJSON_IsNumber(a) && a->valuedouble == (double)(long long)a->valuedouble) {
			snprintf(v, 256, "%lld", (long long)a->valuedouble);
		} else {
			goto out;
		}
		c->n_args++;
	}
	rc = 0;
out:
	cJSON_Delete(doc);
	return rc;
}
