#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# tests/tools/test_keymap.sh: `anna keymap` shows a map's bindings and the
# spoken help it gives (per profile and policy), and a broken map's error
# with file and line.
set -u
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
anna() { "$ANNA_BIN" "$@"; }
F=$ANNA_FIXTURES

out=$(anna keymap --profile en numpad) || fail "numpad: $?"
[[ $out == *"key map numpad"* ]] || fail "name: $out"
[[ $out == *"cancel   KEY_KPMINUS      minus"* ]] || fail "binding: $out"
[[ $out == *"Star, then a digit: 1 my time"*"9 whose move."* ]] || fail "training help: $out"
out=$(anna keymap --profile en --policy competition "$ANNA_DATADIR/keymaps/keyboard.map") || fail "keyboard: $?"
[[ $out == *"Escape or minus: cancel what is typed or open, and stop speech."* ]] || fail "keyboard help: $out"
[[ $out == *"F1: this help."* ]] || fail "F1: $out"
[[ $out != *"whose move"* ]] || fail "competition offers whose move: $out"
out=$(anna keymap --profile fide-de numpad) || fail "de: $?"
[[ $out == *"Stern, dann eine Ziffer:"* ]] || fail "de help: $out"

err=$(anna keymap --profile en "$F/keymaps/missing-command.map" 2>&1); rc=$?
[[ $rc == 2 ]] || fail "missing-command exit $rc"
[[ $err == *"missing-command.map: no key does command"*"(line 36)"* ]] || fail "missing-command: $err"
err=$(anna keymap --profile en "$F/keymaps/bad-label.map" 2>&1); rc=$?
[[ $rc == 2 && $err == *'"pluss" is not a key label'*"(line 27)"* ]] || fail "bad-label: $rc $err"
err=$(anna keymap --profile en nosuchmap 2>&1); rc=$?
[[ $rc == 2 && $err == *"nosuchmap.map (ENOENT)"* ]] || fail "no map: $rc $err"
anna keymap >/dev/null 2>&1; [[ $? == 2 ]] || fail "no args"
anna keymap --policy home numpad >/dev/null 2>&1; [[ $? == 2 ]] || fail "bad policy"
finish
