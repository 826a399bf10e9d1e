/* SPDX-License-Identifier: GPL-3.0-or-later */
/*
 * speech/wav.c: RIFF/WAVE PCM s16 writer and reader.
 */
#include "speech/wav.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

struct anna_wav_writer {
	FILE *f;
	unsigned rate;
	uint64_t frames;
	int error;
};

static void put_le32(uint8_t *p, uint32_t v)
{
	p[0] = v & 0xff;
	p[1] = (v >> 8) & 0xff;
	p[2] = (v >> 16) & 0xff;
	p[3] = (v >> 24) & 0xff;
}

static void put_le16(uint8_t *p, uint16_t v)
{
	p[0] = v & 0xff;
	p[1] = (v >> 8) & 0xff;
}

static uint32_t get_le32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	       (uint32_t)p[3] << 24;
}

static uint16_t get_le16(const uint8_t *p)
{
	return (uint16_t)(p[0] | p[1] << 8);
}

static int write_header(struct anna_wav_writer *w)
{
	uint8_t h[44];
	uint64_t bytes = w->frames * 2;
	uint32_t data = bytes > 0xffffffffu - 36 ? 0xffffffffu - 36 : (uint32_t)bytes;

	memcpy(h, "RIFF", 4);
	put_le32(h + 4, 36 + data);
	memcpy(h + 8, "WAVEfmt ", 8);
	put_le32(h + 16, 16);
	put_le16(h + 20, 1); /* PCM */
	put_le16(h + 22, 1); /* mono */
	put_le32(h + 24, w->rate);
	put_le32(h + 28, w->rate * 2);
	put_le16(h + 32, 2);
	put_le16(h + 34, 16);
	memcpy(h + 36, "data", 4);
	put_le32(h + 40, data);
	if (fseek(w->f, 0, SEEK_SET) != 0 || fwrite(h, sizeof(h), 1, w->f) != 1 ||
	    fseek(w->f, 0, SEEK_END) != 0)
		return -errno ? -errno : -EIO;
	return 0;
}

int anna_wav_writer_new(const char *path, unsigned rate, struct anna_wav_writer **out)
{
	struct anna_wav_writer *w;
	int rc;

	if (!path || !out || rate == 0)
		return -EINVAL;
	w = calloc(1, sizeof(*w));
	if (!w)
		return -ENOMEM;
	w->rate = rate;
	w->f = fopen(path, "wbe");
	if (!w->f) {
		rc = -errno;
		free(w);
		return rc;
	}
	rc = write_header(w);
	if (rc < 0) {
		fclose(w->f);
		free(w);
		return rc;
	}
	*out = w;
	return 0;
}

int anna_wav_writer_write(struct anna_wav_writer *w, const int16_t *samples, size_t count)
{
	uint8_t buf[1024];

	while (count > 0) {
		size_t n = count < sizeof(buf) / 2 ? count : sizeof(buf) / 2;
		for (size_t i = 0; i < n; i++)
			put_le16(buf + 2 * i, (uint16_t)samples[i]);
		if (fwrite(buf, 2, n, w->f) != n) {
			w->error = errno ? -errno : -EIO;
			return w->error;
		}
		w->frames += n;
		samples += n;
		count -= n;
	}
	return 0;
}

int anna_wav_writer_sync(struct anna_wav_writer *w)
{
	int rc = write_header(w);

	if (rc == 0 && fflush(w->f) != 0)
		rc = -errno;
	if (rc < 0 && !w->error)
		w->error = rc;
	return rc;
}

uint64_t anna_wav_writer_frames(const struct anna_wav_writer *w)
{
	return w->frames;
}

int anna_wav_writer_free(struct anna_wav_writer *w)
{
	int rc;

	if (!w)
		return 0;
	anna_wav_writer_sync(w);
	rc = w->error;
	if (fclose(w->f) != 0 && rc == 0)
		rc = -errno;
	free(w);
	return rc;
}

int anna_wav_load(const char *path, struct anna_wav *out)
{
	FILE *f = fopen(path, "rbe");
	uint8_t hdr[12], ch[8], fmt[16];
	int have_fmt = 0, rc = -EPROTO;
	struct anna_wav wav = { 0 };

	if (!f)
		return -errno;
	if (fread(hdr, sizeof(hdr), 1, f) != 1 || memcmp(hdr, "RIFF", 4) != 0 ||
	    memcmp(hdr + 8, "WAVE", 4) != 0)
		goto out;
	while (fread(ch, sizeof(ch), 1, f) == 1) {
		uint32_t size = get_le32(ch + 4);
		if (memcmp(ch, "fmt ", 4) == 0) {
			if (size < 16 || fread(fmt, sizeof(fmt), 1, f) != 1)
				goto out;
			if (get_le16(fmt) != 1 || get_le16(fmt + 14) != 16)
				goto out;
			wav.channels = get_le16(fmt + 2);
			wav.rate = get_le32(fmt + 4);
			wav.bits = 16;
			if (wav.channels == 0 ||
			    fseek(f, (long)(size - 16 + (size & 1)), SEEK_CUR) != 0)
				goto out;
			have_fmt = 1;
		} else if (memcmp(ch, "data", 4) == 0) {
			long here = ftell(f), end;
			if (!have_fmt || here < 0 || fseek(f, 0, SEEK_END) != 0)
				goto out;
			end = ftell(f);
			if (size == 0 || size == 0xffffffffu || (long)size > end - here)
				size = (uint32_t)(end - here);
			if (fseek(f, here, SEEK_SET) != 0)
				goto out;
			wav.frames = size / 2 / wav.channels;
			wav.samples = malloc(wav.frames * wav.channels * 2 + 2);
			if (!wav.samples) {
				rc = -ENOMEM;
				goto out;
			}
			for (size_t i = 0; i < wav.frames * wav.channels; i++) {
				uint8_t s[2];
				if (fread(s, 2, 1, f) != 1) {
					wav.frames = i / wav.channels;
					break;
				}
				wav.samples[i] = (int16_t)get_le16(s);
			}
			*out = wav;
			wav.samples = NULL;
			rc = 0;
			goto out;
		} else if (fseek(f, (long)size + (size & 1), SEEK_CUR) != 0) {
			goto out;
		}
	}
out:
	free(wav.samples);
	fclose(f);
	return rc;
}

void anna_wav_release(struct anna_wav *wav)
{
	if (!wav)
		return;
	free(wav->samples);
	wav->samples = NULL;
	wav->frames = 0;
}

double anna_wav_rms(const int16_t *samples, size_t count)
{
	double sum = 0;

	if (count == 0)
		return 0;
	for (size_t i = 0; i < count; i++)
		sum += (double)samples[i] * samples[i];
	return sqrt(sum / (double)count);
}
