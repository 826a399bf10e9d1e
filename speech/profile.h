/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/profile.h: a language profile, the words anna says (docs/announcements.md
 * section 2) and the text of every message (core/messages.def and the
 * other message lists), loaded from data/profiles/<name>.profile.
 *
 * A profile file is UTF-8 text a club can edit. It may name a base profile
 * whose entries it inherits and overrides (the Danish/German mix). After
 * inheritance every required key must be present exactly once per file;
 * a missing, unknown or duplicated key rejects the whole profile with the
 * file, line and key. Renderers (speech/render_*.c) take words from here.
 */
#ifndef ANNA_SPEECH_PROFILE_H
#define ANNA_SPEECH_PROFILE_H

#include <stddef.h>

#include "core/error.h"

struct anna_profile;

/* Word keys, one per line of speech/words.def. */
enum anna_word {
#define ANNA_WORD(id, key, nargs) ANNA_WORD_##id,
#include "speech/words.def"
#undef ANNA_WORD
	ANNA_WORD_COUNT
};

/*
 * The required keys of every profile: the word keys (speech/words.def) then
 * the message keys (core/messages.def), ANNA_PROFILE_KEYS in all. Key i's
 * name and how many {n} placeholders its text may use; NULL / -1 out of
 * range.
 */
#define ANNA_PROFILE_KEYS ((size_t)ANNA_WORD_COUNT + (size_t)ANNA_MSG_COUNT)
const char *anna_profile_key_name(size_t i);
int anna_profile_key_nargs(size_t i);

/*
 * The data folder: $ANNA_DATADIR if set, else the source tree's data/ (so a
 * build runs uninstalled), else the installed one. Never NULL.
 */
const char *anna_datadir(void);

/*
 * Loads profile `name` from <datadir>/profiles/<name>.profile (datadir NULL
 * = anna_datadir()). On failure returns a negative status, *out untouched,
 * and *err names the problem with the file's line in err->line.
 */
enum anna_status anna_profile_load(const char *datadir, const char *name,
				   struct anna_profile **out,
				   struct anna_error *err);
/* Loads a profile from an explicit path (its base is looked up beside it). */
enum anna_status anna_profile_load_file(const char *path,
					struct anna_profile **out,
					struct anna_error *err);
void anna_profile_free(struct anna_profile *profile); /* NULL is fine */

const char *anna_profile_name(const struct anna_profile *profile);
/* The espeak-ng voice name ("de", "da", ...). */
const char *anna_profile_voice(const struct anna_profile *profile);

/* The text of key ("file.e", "fen.fields"); NULL if the key is unknown. */
const char *anna_profile_text(const struct anna_profile *profile, const char *key);
/* The text of a word or a message; NULL only for an id out of range. */
const char *anna_profile_word(const struct anna_profile *profile, enum anna_word word);
const char *anna_profile_msg(const struct anna_profile *profile, enum anna_msg msg);

/*
 * The synthesis text of text: every whole word that has a pronunciation
 * fix in the profile (`fix.Rochade = rO'SA:d@`) is replaced by its inline
 * phonemes ("[[rO'SA:d@]]"), for espeak-ng with espeakPHONEMES. Returns the
 * length it wanted, like snprintf (buf may be NULL when size is 0).
 */
int anna_profile_speakable(const struct anna_profile *profile, const char *text,
			   char *buf, size_t size);
/* How many pronunciation fixes the profile has, and fix i's word and
 * phonemes (NULL out of range). */
size_t anna_profile_fix_count(const struct anna_profile *profile);
const char *anna_profile_fix_word(const struct anna_profile *profile, size_t i);
const char *anna_profile_fix_phonemes(const struct anna_profile *profile, size_t i);

/*
 * Fills the template of key with args ({1}..{4}) into buf. Returns the
 * length it wanted (like snprintf), or a negative status for an unknown key.
 */
int anna_profile_format(const struct anna_profile *profile, const char *key,
			const char *const *args, size_t nargs,
			char *buf, size_t size);

/*
 * Renders a core error in the profile's words, with its line and column
 * when it has them. Returns the length it wanted, like snprintf. profile
 * may be NULL (a profile that failed to load cannot render its own error):
 * then the en profile from anna_datadir() is used, and if that cannot load
 * either, anna_error_debug()'s language-free form.
 */
int anna_profile_render_error(const struct anna_profile *profile,
			      const struct anna_error *err,
			      char *buf, size_t size);

#endif
