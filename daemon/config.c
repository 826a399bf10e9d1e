/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * daemon/config.c: annad.conf (config.h). A line is a comment, a
 * [section] or key = value; every key is known, every value checked here,
 * so a mistake is reported at its line before annad starts.
 */
#include "daemon/config.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/review.h"
#include "core/timecontrol.h"
#include "board-io/dgt.h"
#include "core/uci.h"
#include "core/utf8.h"
#include "daemon/access.h"
#include "daemon/devices.h"
#include "daemon/engine.h"
#include "hall/link.h"
#include "input/dgtport.h"
#include "input/keymap.h"
#include "speech/profile.h"

#define MAX_LINE 1024

enum section {
	SEC_NONE, SEC_GAME, SEC_DEVICES, SEC_KEYMAPS, SEC_LISTENERS, SEC_DAEMON, SEC_ROLES, SEC_HALL,
	SEC_ENGINE, SEC_COUNT /* the number of the above */
};

static const char *const section_names[] = {
	[SEC_GAME] = "game", [SEC_DEVICES] = "devices", [SEC_KEYMAPS] = "keymaps",
	[SEC_LISTENERS] = "listeners", [SEC_DAEMON] = "daemon", [SEC_ROLES] = "roles",
	[SEC_HALL] = "hall", [SEC_ENGINE] = "engine",
};

static void copy(char *dst, size_t size, const char *src)
{
	snprintf(dst, size, "%s", src);
}

void anna_config_default(struct anna_config *c)
{
	memset(c, 0, sizeof(*c));
	copy(c->profile, sizeof(c->profile), "fide-de");
	c->mode = ANNA_MODE_TRAINING;
	c->edition = 2017;
	copy(c->time_control, sizeof(c->time_control), "fide-standard");
	c->vi_side = ANNA_WHITE;
	struct anna_policy pol;
	anna_policy_default(&pol);
	c->check_words = pol.check_words;
	c->clock_warnings = pol.clock_warnings;
	c->square_queries = pol.square_queries;
	c->announcing_assistant = pol.announcing_assistant;
	copy(c->white, sizeof(c->white), "?");
	copy(c->black, sizeof(c->black), "?");
	copy(c->event, sizeof(c->event), "?");
	copy(c->site, sizeof(c->site), "?");
	copy(c->round, sizeof(c->round), "?");
	copy(c->device[ANNA_DRIVER_VI_KEYPAD], ANNA_CONFIG_TEXT, ANNA_CONFIG_TERMINAL);
	c->dgt_orientation = ANNA_DGT_ANY_WAY;
	for (int r = ANNA_DRIVER_VI_KEYPAD; r < ANNA_DRIVER_ROLE_COUNT; r++)
		copy(c->keymap[r], ANNA_CONFIG_TEXT, "numpad");
	copy(c->output[ANNA_ROLE_VI], ANNA_CONFIG_TEXT, "default");
	copy(c->output[ANNA_ROLE_SIGHTED], ANNA_CONFIG_TEXT, "none");
	copy(c->output[ANNA_ROLE_ARBITER], ANNA_CONFIG_TEXT, "text");
	struct anna_driver_config dc;
	anna_driver_config_default(&dc);
	for (int who = 0; who < ANNA_ROLE_COUNT; who++) {
		c->seconds_below_ms[who] = dc.listener[who].seconds_below_ms;
		c->touched[who] = dc.session.policy.touched_listeners >> who & 1u;
	}
	uid_t uid = getuid();
	const char *run = getenv("XDG_RUNTIME_DIR"), *state = getenv("XDG_STATE_HOME");
	const char *home = getenv("HOME");
	if (!home || !*home) {
		struct passwd *pw = getpwuid(uid);
		home = pw ? pw->pw_dir : NULL;
	}
	if (uid == 0) {
		copy(c->state_dir, ANNA_CONFIG_TEXT, "/var/lib/anna");
		copy(c->socket, ANNA_CONFIG_TEXT, "/run/anna/annad.sock");
	} else {
		/* the journal survives a reboot (XDG base directories: state);
		 * the socket lives as long as the session */
		if (state && *state == '/')
			snprintf(c->state_dir, ANNA_CONFIG_TEXT, "%s/anna", state);
		else if (home && *home == '/')
			snprintf(c->state_dir, ANNA_CONFIG_TEXT, "%s/.local/state/anna", home);
		else
			snprintf(c->state_dir, ANNA_CONFIG_TEXT, "/var/tmp/anna-%u", (unsigned)uid);
		if (run && *run)
			snprintf(c->socket, ANNA_CONFIG_TEXT, "%s/anna/annad.sock", run);
		else
			snprintf(c->socket, ANNA_CONFIG_TEXT, "/tmp/anna-%u/annad.sock",
				 (unsigned)uid);
	}
	copy(c->readers, sizeof(c->readers), ANNA_ACCESS_EVERYONE);
	copy(c->transcript, ANNA_CONFIG_TEXT, "-");
	copy(c->engine_path, ANNA_CONFIG_TEXT, ANNA_ENGINE_DEFAULT_PATH);
	copy(c->engine_level, sizeof(c->engine_level), "club");
	c->engine_threads = 1;
	c->engine_timeout_ms = 10000;
	copy(c->review_threshold, sizeof(c->review_threshold), "150");
	c->client_idle_ms = 60000;
	c->client_request_ms = 5000;
	c->arbiter[0] = uid;
	c->n_arbiter = 1;
}

bool anna_config_engine_opponent(const struct anna_config *c, bool has_sighted_device)
{
	struct anna_policy p;
	anna_policy_default(&p);
	p.mode = c->mode;
	if (!anna_policy_may_train(&p, ANNA_TRAIN_ENGINE))
		return false;
	if (c->opponent == ANNA_CONFIG_OPPONENT_AUTO)
		return !has_sighted_device && !c->shared_keypad;
	return c->opponent == ANNA_CONFIG_OPPONENT_ENGINE;
}

static bool listed(const uid_t *uids, size_t n, uid_t uid)
{
	for (size_t i = 0; i < n; i++)
		if (uids[i] == uid)
			return true;
	return false;
}

enum anna_config_role anna_config_role_of(const struct anna_config *c, uid_t uid)
{
	if (listed(c->arbiter, c->n_arbiter, uid))
		return ANNA_CONFIG_ARBITER;
	if (listed(c->assistant, c->n_assistant, uid))
		return ANNA_CONFIG_ASSISTANT;
	return ANNA_CONFIG_READER;
}

/* ---- parsing ------------------------------------------------------------ */

struct ctx {
	struct anna_config *c;
	const char *file;
	char line_no[16];
	struct anna_error *err;
	enum section sec;
	char seen[64][48]; /* keys of the current section, for duplicates */
	unsigned seen_line[64];
	size_t n_seen;
	unsigned line;
	unsigned section_line[SEC_COUNT]; /* where each section began */
};

static enum anna_status bad_value(struct ctx *x, const char *key, const char *value)
{
	return anna_error_set(x->err, ANNA_E_INVALID, ANNA_MSG_CONFIG_VALUE, x->file, x->line_no,
			      key, value);
}

/* An enumerated key with another value: the line as written, and the
 * values the key can have. */
static enum anna_status bad_choice(struct ctx *x, const char *key, const char *value,
				   const char *choices)
{
	char written[160];
	snprintf(written, sizeof(written), "%s = %.100s", key, value);
	return anna_error_set(x->err, ANNA_E_INVALID, ANNA_MSG_CONFIG_CHOICE, x->file, x->line_no,
			      written, choices);
}

/* "en, fide-de, sv": the names of the files NAME.ext in the data folder's
 * subfolder dir, sorted, for a message. */
static void names_in(const char *dir, const char *ext, char *buf, size_t size)
{
	char path[1024];
	snprintf(path, sizeof(path), "%s/%s", anna_datadir(), dir);
	struct dirent **list = NULL;
	int n = scandir(path, &list, NULL, alphasort);
	size_t len = 0, elen = strlen(ext);
	buf[0] = 0;
	for (int i = 0; i < n; i++) {
		const char *name = list[i]->d_name;
		size_t nlen = strlen(name);
		if (nlen > elen && name[0] != '.' && !strcmp(name + nlen - elen, ext) && len < size)
			len += (size_t)snprintf(buf + len, size - len, "%s%.*s", len ? ", " : "",
						(int)(nlen - elen), name);
		free(list[i]);
	}
	free(list);
}

static enum anna_status set_text(struct ctx *x, char *dst, size_t size, const char *key,
				 const char *value)
{
	if (strlen(value) >= size)
		return bad_value(x, key, value);
	copy(dst, size, value);
	return ANNA_OK;
}

static enum anna_status set_users(struct ctx *x, uid_t *uids, size_t *n, const char *key,
				  const char *value)
{
	char buf[MAX_LINE];
	copy(buf, sizeof(buf), value);
	*n = 0;
	char *save = NULL;
	for (char *tok = strtok_r(buf, " ,", &save); tok; tok = strtok_r(NULL, " ,", &save)) {
		if (*n == ANNA_CONFIG_MAX_UIDS)
			return bad_value(x, key, value);
		char *end;
		errno = 0;
		unsigned long v = strtoul(tok, &end, 10);
		if (isdigit((unsigned char)*tok) && !*end && !errno && v < (unsigned long)(uid_t)-1) {
			uids[(*n)++] = (uid_t)v;
			continue;
		}
		struct passwd *pw = getpwnam(tok);
		if (!pw)
			return anna_error_set(x->err, ANNA_E_NOTFOUND, ANNA_MSG_CONFIG_USER, x->file,
					      x->line_no, tok);
		uids[(*n)++] = pw->pw_uid;
	}
	return ANNA_OK;
}

/* A profile that does not load is reported at its line, not at start. */
static enum anna_status check_profile(struct ctx *x, const char *name)
{
	struct anna_profile *p = NULL;
	struct anna_error e = { 0 };
	if (anna_profile_load(NULL, name, &p, &e) != ANNA_OK) {
		char names[256];
		names_in("profiles", ".profile", names, sizeof(names));
		return anna_error_set(x->err, ANNA_E_NOTFOUND, ANNA_MSG_CONFIG_PROFILE, x->file,
				      x->line_no, name, names);
	}
	anna_profile_free(p);
	return ANNA_OK;
}

static enum anna_status check_keymap(struct ctx *x, const char *name)
{
	struct anna_keymap map;
	struct anna_error e = { 0 };
	enum anna_status st = strchr(name, '/') ? anna_keymap_load(name, &map, &e)
						: anna_keymap_load_name(anna_datadir(), name, &map, &e);
	if (st != ANNA_OK) {
		char names[256];
		names_in("keymaps", ".map", names, sizeof(names));
		return anna_error_set(x->err, ANNA_E_NOTFOUND, ANNA_MSG_CONFIG_KEYMAP, x->file,
				      x->line_no, name, names);
	}
	return ANNA_OK;
}

static enum anna_status key_game(struct ctx *x, const char *key, const char *value)
{
	struct anna_config *c = x->c;
	if (strcmp(key, "profile") == 0) {
		enum anna_status st = check_profile(x, value);
		return st ? st : set_text(x, c->profile, sizeof(c->profile), key, value);
	}
	if (strcmp(key, "policy") == 0) {
		if (strcmp(value, "training") == 0)
			c->mode = ANNA_MODE_TRAINING;
		else if (strcmp(value, "competition") == 0)
			c->mode = ANNA_MODE_COMPETITION;
		else
			return bad_choice(x, key, value, "training, competition");
		return ANNA_OK;
	}
	if (strcmp(key, "edition") == 0) {
		if (strcmp(value, "2009") && strcmp(value, "2014") && strcmp(value, "2017"))
			return bad_choice(x, key, value, "2009, 2014, 2017");
		c->edition = atoi(value);
		return ANNA_OK;
	}
	if (strcmp(key, "time-control") == 0) {
		struct anna_timecontrol tc;
		struct anna_error e = { 0 };
		if (anna_tc_parse(value, &tc, &e) != ANNA_OK &&
		    anna_tc_preset(value, &tc, &e) != ANNA_OK)
			return bad_value(x, key, value);
		return set_text(x, c->time_control, sizeof(c->time_control), key, value);
	}
	if (strcmp(key, "vi-side") == 0) {
		if (strcmp(value, "white") == 0)
			c->vi_side = ANNA_WHITE;
		else if (strcmp(value, "black") == 0)
			c->vi_side = ANNA_BLACK;
		else
			return bad_choice(x, key, value, "white, black");
		return ANNA_OK;
	}
	/* ARB-3, CLK-16: the arbiter's switches */
	struct { const char *key; bool *dst; } switches[] = {
		{ "check-words", &c->check_words },
		{ "clock-warnings", &c->clock_warnings },
		{ "square-queries", &c->square_queries },
		{ "announcing-assistant", &c->announcing_assistant },
	};
	for (size_t i = 0; i < sizeof(switches) / sizeof(switches[0]); i++)
		if (strcmp(key, switches[i].key) == 0) {
			if (strcmp(value, "on") && strcmp(value, "off"))
				return bad_choice(x, key, value, "on, off");
			*switches[i].dst = strcmp(value, "on") == 0;
			return ANNA_OK;
		}
	struct { const char *key; char *dst; size_t size; } tags[] = {
		{ "white", c->white, sizeof(c->white) },   { "black", c->black, sizeof(c->black) },
		{ "event", c->event, sizeof(c->event) },   { "site", c->site, sizeof(c->site) },
		{ "round", c->round, sizeof(c->round) },
	};
	for (size_t i = 0; i < sizeof(tags) / sizeof(tags[0]); i++)
		if (strcmp(key, tags[i].key) == 0) {
			/* A PGN tag value may not hold a quote or a backslash
			 * unescaped; refuse them rather than guess. */
			if (strpbrk(value, "\"\\"))
				return bad_value(x, key, value);
			return set_text(x, tags[i].dst, tags[i].size, key, value);
		}
	return ANNA_E_NOTFOUND;
}

/* A whole number of seconds (0..max) as ms. */
static bool seconds(const char *value, unsigned long max, uint64_t *ms)
{
	char *end;
	errno = 0;
	unsigned long v = strtoul(value, &end, 10);
	if (!isdigit((unsigned char)*value) || *end || errno || v > max)
		return false;
	*ms = (uint64_t)v * 1000u;
	return true;
}

static enum anna_status key_engine(struct ctx *x, const char *key, const char *value)
{
	struct anna_config *c = x->c;
	if (strcmp(key, "opponent") == 0) {
		if (strcmp(value, "engine") == 0)
			c->opponent = ANNA_CONFIG_OPPONENT_ENGINE;
		else if (strcmp(value, "human") == 0)
			c->opponent = ANNA_CONFIG_OPPONENT_HUMAN;
		else if (strcmp(value, "auto") == 0)
			c->opponent = ANNA_CONFIG_OPPONENT_AUTO;
		else
			return bad_value(x, key, value);
		return ANNA_OK;
	}
	if (strcmp(key, "hint") == 0) {
		if (strcmp(value, "move") && strcmp(value, "piece"))
			return bad_value(x, key, value);
		c->hint_piece = strcmp(value, "piece") == 0;
		return ANNA_OK;
	}
	if (strcmp(key, "path") == 0)
		return value[0] == '/' ? set_text(x, c->engine_path, ANNA_CONFIG_TEXT, key, value)
				       : bad_value(x, key, value);
	if (strcmp(key, "level") == 0) {
		struct anna_uci_level l;
		if (anna_uci_level_parse(value, &l, NULL) != ANNA_OK)
			return bad_value(x, key, value);
		return set_text(x, c->engine_level, sizeof(c->engine_level), key, value);
	}
	if (strcmp(key, "threads") == 0 || strcmp(key, "hash") == 0) {
		uint64_t ms;
		if (!seconds(value, strcmp(key, "threads") == 0 ? 64 : 65536, &ms) || ms == 0)
			return bad_value(x, key, value);
		*(strcmp(key, "threads") == 0 ? &c->engine_threads : &c->engine_hash_mb) =
			(unsigned)(ms / 1000u);
		return ANNA_OK;
	}
	if (strcmp(key, "movetime") == 0)
		return seconds(value, 3600, &c->engine_movetime_ms) ? ANNA_OK : bad_value(x, key, value);
	if (strcmp(key, "timeout") == 0)
		return seconds(value, 600, &c->engine_timeout_ms) && c->engine_timeout_ms
			       ? ANNA_OK
			       : bad_value(x, key, value);
	if (strcmp(key, "review-threshold") == 0) {
		struct anna_review_threshold t;
		if (anna_review_threshold_parse(value, &t, NULL) != ANNA_OK)
			return bad_value(x, key, value);
		return set_text(x, c->review_threshold, sizeof(c->review_threshold), key, value);
	}
	return ANNA_E_NOTFOUND;
}

static enum anna_status key_role_text(struct ctx *x, char (*dst)[ANNA_CONFIG_TEXT],
				      const char *key, const char *value, bool keypads_only)
{
	int role = anna_driver_role_from_str(key);
	if (role < 0 || (keypads_only && anna_driver_role_is_board((enum anna_driver_role)role)))
		return ANNA_E_NOTFOUND;
	if (!keypads_only && role == ANNA_DRIVER_SIGHTED_KEYPAD) {
		/* one keypad for both players: the opponent has no device */
		x->c->shared_keypad = strcmp(value, ANNA_CONFIG_SHARED) == 0;
		if (x->c->shared_keypad)
			value = "none";
	}
	if (!keypads_only && strcmp(value, ANNA_CONFIG_TERMINAL) == 0 &&
	    anna_driver_role_is_board((enum anna_driver_role)role))
		return bad_value(x, key, value); /* a board is never the terminal */
	if (!keypads_only && anna_dgtport_is_spec(value)) {
		/* a DGT e-board: either player's board, never a keypad */
		if (!anna_driver_role_is_board((enum anna_driver_role)role) ||
		    !anna_dgtport_spec_valid(value))
			return bad_value(x, key, value);
	} else if (!keypads_only && *value && strcmp(value, ANNA_CONFIG_TERMINAL) != 0 &&
		   strcmp(value, "none") != 0) {
		if (!anna_devices_spec_valid(value))
			return bad_value(x, key, value);
	}
	if (strcmp(value, "none") == 0)
		value = "";
	if (keypads_only) {
		enum anna_status st = check_keymap(x, value);
		if (st != ANNA_OK)
			return st;
	}
	return set_text(x, dst[role], ANNA_CONFIG_TEXT, key, value);
}

static int person_of(const char *name)
{
	if (strcmp(name, "player") == 0)
		return ANNA_ROLE_VI;
	if (strcmp(name, "opponent") == 0)
		return ANNA_ROLE_SIGHTED;
	if (strcmp(name, "arbiter") == 0)
		return ANNA_ROLE_ARBITER;
	return -1;
}

static enum anna_status key_listeners(struct ctx *x, const char *key, const char *value)
{
	struct anna_config *c = x->c;
	const char *dot = strchr(key, '.');
	char who[32];
	snprintf(who, sizeof(who), "%.*s", dot ? (int)(dot - key) : (int)strlen(key), key);
	int p = person_of(who);
	if (p < 0)
		return ANNA_E_NOTFOUND;
	if (!dot)
		return set_text(x, c->output[p], ANNA_CONFIG_TEXT, key, value);
	if (strcmp(dot + 1, "profile") == 0) {
		enum anna_status st = check_profile(x, value);
		if (st != ANNA_OK)
			return st;
		return set_text(x, c->listener_profile[p], sizeof(c->listener_profile[p]), key,
				value);
	}
	if (strcmp(dot + 1, "seconds-below") == 0) { /* minutes, as anna clock's */
		char *end;
		errno = 0;
		unsigned long min = strtoul(value, &end, 10);
		if (!isdigit((unsigned char)*value) || *end || errno || min > 6000)
			return bad_value(x, key, value);
		c->seconds_below_ms[p] = (uint64_t)min * 60000;
		return ANNA_OK;
	}
	if (strcmp(dot + 1, "braille") == 0)
		return set_text(x, c->braille[p], ANNA_CONFIG_TEXT, key, value);
	if (strcmp(dot + 1, "braille-table") == 0)
		return set_text(x, c->braille_table[p], sizeof(c->braille_table[p]), key, value);
	if (strcmp(dot + 1, "braille-auth") == 0)
		return set_text(x, c->braille_auth[p], ANNA_CONFIG_TEXT, key, value);
	if (strcmp(dot + 1, "touched") == 0) {
		if (strcmp(value, "on") && strcmp(value, "off"))
			return bad_choice(x, key, value, "on, off");
		c->touched[p] = strcmp(value, "on") == 0;
		return ANNA_OK;
	}
	return ANNA_E_NOTFOUND;
}

static enum anna_status key_daemon(struct ctx *x, const char *key, const char *value)
{
	struct anna_config *c = x->c;
	if (strcmp(key, "state-dir") == 0 || strcmp(key, "socket") == 0) {
		if (value[0] != '/')
			return bad_value(x, key, value); /* relative to what? */
		return set_text(x, key[0] == 's' && key[1] == 't' ? c->state_dir : c->socket,
				ANNA_CONFIG_TEXT, key, value);
	}
	if (strcmp(key, "transcript") == 0)
		return set_text(x, c->transcript, ANNA_CONFIG_TEXT, key, value);
	if (strcmp(key, "brf-clocks") == 0) {
		if (strcmp(value, "on") && strcmp(value, "off"))
			return bad_choice(x, key, value, "on, off");
		c->brf_clocks = strcmp(value, "on") == 0;
		return ANNA_OK;
	}
	if (strcmp(key, "readers") == 0) {
		gid_t gid;
		if (!anna_access_readers(value, &gid))
			return anna_error_set(x->err, ANNA_E_NOTFOUND, ANNA_MSG_CONFIG_READERS,
					      x->file, x->line_no, value);
		return set_text(x, c->readers, sizeof(c->readers), key, value);
	}
	if (strcmp(key, "client-idle") == 0 || strcmp(key, "client-request") == 0) {
		/* seconds, 1 to an hour */
		char *end;
		errno = 0;
		unsigned long sec = strtoul(value, &end, 10);
		if (!isdigit((unsigned char)*value) || *end || errno || sec < 1 || sec > 3600)
			return bad_value(x, key, value);
		*(strcmp(key, "client-idle") == 0 ? &c->client_idle_ms : &c->client_request_ms) =
			(uint64_t)sec * 1000;
		return ANNA_OK;
	}
	return ANNA_E_NOTFOUND;
}

static enum anna_status key_roles(struct ctx *x, const char *key, const char *value)
{
	if (strcmp(key, "arbiter") == 0)
		return set_users(x, x->c->arbiter, &x->c->n_arbiter, key, value);
	if (strcmp(key, "assistant") == 0)
		return set_users(x, x->c->assistant, &x->c->n_assistant, key, value);
	return ANNA_E_NOTFOUND;
}

/* [hall] (docs/hall.md): every value checked here, the files when annad
 * starts the link */
static enum anna_status key_hall(struct ctx *x, const char *key, const char *value)
{
	struct anna_config *c = x->c;
	struct anna_error e = { 0 };
	if (strcmp(key, "broker") == 0) {
		struct anna_hall_options o = { 0 };
		if (anna_hall_parse_url(value, &o, &e) != ANNA_OK)
			return bad_value(x, key, value);
		return set_text(x, c->hall_broker, sizeof(c->hall_broker), key, value);
	}
	if (strcmp(key, "event") == 0 || strcmp(key, "board") == 0) {
		if (anna_hall_check_name(value, &e) != ANNA_OK)
			return bad_value(x, key, value);
		return key[0] == 'e' ? set_text(x, c->hall_event, sizeof(c->hall_event), key, value)
				     : set_text(x, c->hall_board, sizeof(c->hall_board), key, value);
	}
	if (strcmp(key, "username") == 0)
		return set_text(x, c->hall_username, sizeof(c->hall_username), key, value);
	struct { const char *key; char *dst; } files[] = {
		{ "password-file", c->hall_password_file }, { "cafile", c->hall_cafile },
		{ "certfile", c->hall_certfile },           { "keyfile", c->hall_keyfile },
	};
	for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); i++)
		if (strcmp(key, files[i].key) == 0) {
			if (value[0] != '/')
				return bad_value(x, key, value); /* relative to what? */
			return set_text(x, files[i].dst, ANNA_CONFIG_TEXT, key, value);
		}
	if (strcmp(key, "commands") == 0) {
		if (strcmp(value, "on") && strcmp(value, "off"))
			return bad_value(x, key, value);
		c->hall_commands = strcmp(value, "on") == 0;
		return ANNA_OK;
	}
	return ANNA_E_NOTFOUND;
}

static char *trim(char *s)
{
	while (isspace((unsigned char)*s))
		s++;
	char *e = s + strlen(s);
	while (e > s && isspace((unsigned char)e[-1]))
		*--e = 0;
	return s;
}

static enum anna_status key_in(struct ctx *x, enum section sec, const char *key, const char *value);

/* A key = value line above every [section]: which section it belongs in,
 * found by trying the key in each on a scratch copy. */
static enum anna_status no_section(struct ctx *x, char *s, char *eq)
{
	char key[64], value[MAX_LINE];
	snprintf(key, sizeof(key), "%.*s", (int)(eq - s), s);
	snprintf(value, sizeof(value), "%s", trim(eq + 1));
	char *k = trim(key);
	struct anna_config scratch;
	struct anna_error e = { 0 };
	anna_config_default(&scratch);
	struct ctx y = { .c = &scratch, .file = x->file, .err = &e };
	for (int sec = SEC_GAME; sec < SEC_COUNT; sec++) {
		memset(&e, 0, sizeof(e));
		if (key_in(&y, (enum section)sec, k, value) != ANNA_E_NOTFOUND ||
		    (e.msg != ANNA_MSG_NONE && e.msg != ANNA_MSG_CONFIG_KEY))
			return anna_error_set(x->err, ANNA_E_SYNTAX, ANNA_MSG_CONFIG_NO_SECTION,
					      x->file, x->line_no, k, section_names[sec]);
	}
	char all[256] = "";
	for (int sec = SEC_GAME; sec < SEC_COUNT; sec++)
		snprintf(all + strlen(all), sizeof(all) - strlen(all), "%s[%s]",
			 sec > SEC_GAME ? ", " : "", section_names[sec]);
	return anna_error_set(x->err, ANNA_E_SYNTAX, ANNA_MSG_CONFIG_NO_SECTION_ANY, x->file,
			      x->line_no, k, all);
}

/* [devices]: a device per role, and how a DGT board lies. */
static enum anna_status key_devices(struct ctx *x, const char *key, const char *value)
{
	if (strcmp(key, "dgt-orientation") != 0)
		return key_role_text(x, x->c->device, key, value, false);
	/* in the order of enum anna_dgt_orientation */
	static const char *const ways[] = { "normal", "rotated", "auto" };
	for (int i = 0; i < 3; i++)
		if (strcmp(value, ways[i]) == 0) {
			x->c->dgt_orientation = i;
			return ANNA_OK;
		}
	return bad_choice(x, key, value, "auto, normal, rotated");
}

static enum anna_status key_in(struct ctx *x, enum section sec, const char *key, const char *value)
{
	switch (sec) {
	case SEC_GAME: return key_game(x, key, value);
	case SEC_DEVICES: return key_devices(x, key, value);
	case SEC_KEYMAPS: return key_role_text(x, x->c->keymap, key, value, true);
	case SEC_LISTENERS: return key_listeners(x, key, value);
	case SEC_DAEMON: return key_daemon(x, key, value);
	case SEC_ROLES: return key_roles(x, key, value);
	case SEC_HALL: return key_hall(x, key, value);
	case SEC_ENGINE: return key_engine(x, key, value);
	case SEC_NONE:
	case SEC_COUNT: break;
	}
	return ANNA_E_NOTFOUND;
}

static enum anna_status line(struct ctx *x, char *text)
{
	char *s = trim(text);
	if (!*s || *s == '#' || *s == ';')
		return ANNA_OK;
	if (*s == '[') {
		char *close = strchr(s, ']');
		if (!close || *trim(close + 1))
			return anna_error_set(x->err, ANNA_E_SYNTAX, ANNA_MSG_CONFIG_SYNTAX, x->file,
					      x->line_no);
		*close = 0;
		char *name = trim(s + 1);
		x->sec = SEC_NONE;
		x->n_seen = 0;
		for (int i = SEC_GAME; i < SEC_COUNT; i++)
			if (strcmp(name, section_names[i]) == 0)
				x->sec = (enum section)i;
		if (x->sec == SEC_NONE)
			return anna_error_set(x->err, ANNA_E_NOTFOUND, ANNA_MSG_CONFIG_SECTION,
					      x->file, x->line_no, name);
		if (x->section_line[x->sec]) {
			/* a second [game] would silently override the first */
			char first[16];
			snprintf(first, sizeof(first), "%u", x->section_line[x->sec]);
			return anna_error_set(x->err, ANNA_E_DUPLICATE, ANNA_MSG_CONFIG_SECTION_TWICE,
					      x->file, x->line_no, name, first);
		}
		x->section_line[x->sec] = x->line;
		return ANNA_OK;
	}
	char *eq = strchr(s, '=');
	if (eq && x->sec == SEC_NONE)
		return no_section(x, s, eq);
	if (!eq)
		return anna_error_set(x->err, ANNA_E_SYNTAX, ANNA_MSG_CONFIG_SYNTAX, x->file,
				      x->line_no);
	*eq = 0;
	char *key = trim(s), *value = trim(eq + 1);
	if (!*key)
		return anna_error_set(x->err, ANNA_E_SYNTAX, ANNA_MSG_CONFIG_SYNTAX, x->file,
				      x->line_no);
	for (size_t i = 0; i < x->n_seen; i++)
		if (strcmp(x->seen[i], key) == 0) {
			char first[16];
			snprintf(first, sizeof(first), "%u", x->seen_line[i]);
			return anna_error_set(x->err, ANNA_E_DUPLICATE, ANNA_MSG_CONFIG_DUPLICATE,
					      x->file, x->line_no, key, first);
		}
	if (!anna_utf8_valid(value))
		return anna_error_set(x->err, ANNA_E_INVALID, ANNA_MSG_CONFIG_UTF8, x->file,
				      x->line_no, key);
	enum anna_status st = key_in(x, x->sec, key, value);
	if (st == ANNA_E_NOTFOUND && x->err->msg == ANNA_MSG_NONE)
		return anna_error_set(x->err, ANNA_E_NOTFOUND, ANNA_MSG_CONFIG_KEY, x->file,
				      x->line_no, section_names[x->sec], key);
	if (st == ANNA_OK && x->n_seen < sizeof(x->seen) / sizeof(x->seen[0])) {
		x->seen_line[x->n_seen] = x->line;
		copy(x->seen[x->n_seen++], sizeof(x->seen[0]), key);
	}
	return st;
}

enum anna_status anna_config_parse(struct anna_config *config, const char *file,
				   const char *text, size_t len, struct anna_error *err)
{
	struct ctx x = { .c = config, .file = file, .err = err };
	memset(err, 0, sizeof(*err));
	copy(config->file, sizeof(config->file), file);
	size_t pos = 0;
	unsigned no = 0;
	while (pos < len) {
		size_t end = pos;
		while (end < len && text[end] != '\n')
			end++;
		no++;
		x.line = no;
		snprintf(x.line_no, sizeof(x.line_no), "%u", no);
		char buf[MAX_LINE];
		if (end - pos >= sizeof(buf) || memchr(text + pos, 0, end - pos)) {
			anna_error_set(err, ANNA_E_SYNTAX, ANNA_MSG_CONFIG_SYNTAX, file, x.line_no);
			err->line = no;
			return ANNA_E_SYNTAX;
		}
		memcpy(buf, text + pos, end - pos);
		buf[end - pos] = 0;
		enum anna_status st = line(&x, buf);
		if (st != ANNA_OK) {
			err->line = no;
			return st;
		}
		pos = end + 1;
	}
	config->vi_sensor_board = config->device[ANNA_DRIVER_VI_BOARD][0] != 0;
	/* one keypad shared: the player's keypad, and a person to share it */
	if (config->shared_keypad && !config->device[ANNA_DRIVER_VI_KEYPAD][0])
		return anna_error_set(err, ANNA_E_MISSING, ANNA_MSG_DRIVER_SHARED_KEYPAD);
	if (config->shared_keypad && config->opponent == ANNA_CONFIG_OPPONENT_ENGINE)
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_CONFIG_SHARED_ENGINE, file);
	/* [hall]: a link needs its board's name, and an event name it can use */
	if (config->hall_broker[0]) {
		struct anna_error e = { 0 };
		const char *event = config->hall_event[0] ? config->hall_event : config->event;
		if (!config->hall_board[0])
			return anna_error_set(err, ANNA_E_MISSING, ANNA_MSG_CONFIG_HALL_BOARD, file);
		if (anna_hall_check_name(event, &e) != ANNA_OK || strcmp(event, "?") == 0)
			return anna_error_set(err, ANNA_E_MISSING, ANNA_MSG_CONFIG_HALL_EVENT, file,
					      event);
	}
	return ANNA_OK;
}

/* Far more than any annad.conf (a few KiB): /dev/zero or a log given by
 * mistake is refused, not read until memory runs out. */
#define CONFIG_MAX_BYTES (256 * 1024)

static enum anna_status open_error(struct anna_error *err, const char *path, int e)
{
	const char *name = strerrorname_np(e);
	return anna_error_set(err, e == ENOENT ? ANNA_E_NOTFOUND : ANNA_E_INVALID,
			      ANNA_MSG_CONFIG_OPEN, path, name ? name : "EIO");
}

enum anna_status anna_config_load(struct anna_config *config, const char *path,
				  struct anna_error *err)
{
	/* O_NONBLOCK: a FIFO is refused below, never waited on */
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
	if (fd < 0)
		return open_error(err, path, errno);
	struct stat st;
	if (fstat(fd, &st) < 0) {
		int e = errno;
		close(fd);
		return open_error(err, path, e);
	}
	if (!S_ISREG(st.st_mode)) {
		close(fd);
		return anna_error_set(err, ANNA_E_INVALID,
				      S_ISDIR(st.st_mode) ? ANNA_MSG_CONFIG_DIRECTORY
							  : ANNA_MSG_CONFIG_SPECIAL, path);
	}
	char kib[16];
	snprintf(kib, sizeof(kib), "%d", CONFIG_MAX_BYTES / 1024);
	if (st.st_size > CONFIG_MAX_BYTES) {
		close(fd);
		return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_CONFIG_TOO_BIG, path, kib);
	}
	char *text = malloc(CONFIG_MAX_BYTES + 1);
	if (!text) {
		close(fd);
		return open_error(err, path, ENOMEM);
	}
	size_t len = 0;
	for (;;) {
		ssize_t r = read(fd, text + len, CONFIG_MAX_BYTES + 1 - len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			int e = errno;
			free(text);
			close(fd);
			return open_error(err, path, e);
		}
		if (r == 0)
			break;
		len += (size_t)r;
		if (len > CONFIG_MAX_BYTES) { /* grew while read */
			free(text);
			close(fd);
			return anna_error_set(err, ANNA_E_INVALID, ANNA_MSG_CONFIG_TOO_BIG, path, kib);
		}
	}
	close(fd);
	enum anna_status st2 = anna_config_parse(config, path, text, len, err);
	free(text);
	return st2;
}
