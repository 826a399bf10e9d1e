/*
 * speech/profile.h: a language profile, the words anna says (spec/announce.md
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

/*
 * Fills the template of key with args ({1}..{4}) into buf. Returns the
 * length it wanted (like snprintf), or a negative status for an unknown key.
 */
int anna_profile_format(const struct anna_profile *profile, const char *key,
			const char *const *args, size_t nargs,
			char *buf, size_t size);

/*
 * Renders a core error in the profile's words, with its line and column
 * when it has them. Returns the length it wanted, like snprintf.
 */
int anna_profile_render_error(const struct anna_profile *profile,
			      const struct anna_error *err,
			      char *buf, size_t size);

#endif
