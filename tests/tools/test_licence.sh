#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_licence.sh: every source file says its licence in an
# SPDX line near its top (SPDX-License-Identifier: GPL-3.0-or-later, within
# the first five lines): C sources and headers, shell scripts, CMake files,
# the scripts/ commands and debian/'s scripts. Fails with the list of the
# files that lack it. The licence itself is LICENSE and debian/copyright.
set -u
: "${ANNA_SOURCE_DIR:?}"
cd "$ANNA_SOURCE_DIR" || exit 1
if git rev-parse --git-dir >/dev/null 2>&1; then
	files=$(git ls-files --cached --others --exclude-standard)
else
	files=$(find . -path ./build -prune -o -type f -print | sed 's|^\./||')
fi
sources=()
while IFS= read -r f; do
	case "$f" in
	*.c|*.h|*.sh|*.cmake|CMakeLists.txt|*/CMakeLists.txt|scripts/*|.ci/*|\
	debian/rules|debian/*.postinst|debian/*.postrm|debian/*.preinst|debian/*.prerm|\
	debian/*.sysusers|debian/*.tmpfiles) [ -f "$f" ] && sources+=("$f") ;;
	esac
done <<<"$files"
checked=${#sources[@]}
# One awk over all of them: the files whose first five lines lack the line.
lacking=$(awk 'FNR == 1 {if (NR > 1 && !ok) print prev; ok = 0; prev = FILENAME}
	FNR <= 5 && /SPDX-License-Identifier: GPL-3.0-or-later/ {ok = 1}
	END {if (NR > 0 && !ok) print prev}' "${sources[@]}")
missing=0
while IFS= read -r f; do
	[ -n "$f" ] || continue
	echo "FAIL: $f has no line 'SPDX-License-Identifier: GPL-3.0-or-later' in its first five lines"
	missing=$((missing + 1))
done <<<"$lacking"
[ -s LICENSE ] && grep -q 'GNU GENERAL PUBLIC LICENSE' LICENSE && grep -q 'Version 3' LICENSE ||
	{ echo "FAIL: LICENSE is not the GPL version 3"; missing=$((missing + 1)); }
grep -q '^License: GPL-3.0-or-later$' debian/copyright ||
	{ echo "FAIL: debian/copyright does not name GPL-3.0-or-later"; missing=$((missing + 1)); }
[ "$checked" -gt 50 ] || { echo "FAIL: only $checked source files found"; missing=$((missing + 1)); }
[ "$missing" -eq 0 ] && echo "$checked source files, each with its SPDX line"
exit $((missing > 0))
