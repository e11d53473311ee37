#!/usr/bin/env bash
# Fresh machine -> working `writeback` command in ./.venv (idempotent).
#   ./install.sh              create/refresh .venv, install writeback (editable) + dev tools
#   ./install.sh --bootstrap  ... then wire Claude Code and Codex (asks before changing anything)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"

bootstrap=0
for arg in "$@"; do
  case "$arg" in
    --bootstrap) bootstrap=1 ;;
    -h|--help)
      sed -n '2,4p' "$0" | sed 's/^# \{0,1\}//'
      exit 0 ;;
    *) echo "install.sh: unknown option '$arg' (try --help)" >&2; exit 2 ;;
  esac
done

py="${PYTHON:-python3}"
if ! command -v "$py" >/dev/null 2>&1; then
  echo "install.sh: $py not found; install Python 3.11+ first" >&2
  exit 1
fi
if ! "$py" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 11) else 1)'; then
  echo "install.sh: writeback needs Python 3.11 or newer ($("$py" --version 2>&1) found)" >&2
  exit 1
fi

if [ ! -x .venv/bin/python ]; then
  echo "==> creating .venv"
  "$py" -m venv .venv
fi

stamp=.venv/.writeback-installed
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] || ! .venv/bin/python -c 'import writeback' 2>/dev/null; then
  echo "==> installing writeback and its dependencies into .venv"
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet -e '.[dev]'
  touch "$stamp"
else
  echo "==> .venv is up to date"
fi

# Precompile bytecode: the Stop hook starts a fresh interpreter after every agent turn,
# and must not pay for compiling its modules (even where PYTHONDONTWRITEBYTECODE is set).
.venv/bin/python -m compileall -q -j 0 writeback hooks harness serve >/dev/null

.venv/bin/writeback --version

if [ "$bootstrap" = 1 ]; then
  echo "==> wiring Claude Code and Codex"
  exec .venv/bin/writeback bootstrap harness
fi

cat <<MSG

writeback is installed: $here/.venv/bin/writeback
Next steps:
  .venv/bin/writeback --help                 see every command
  .venv/bin/writeback config set memory.auto_writeback salient   turn capture on
  ./install.sh --bootstrap                   wire Claude Code and Codex (shows the plan first)
  .venv/bin/pytest -q                        run the test suite
MSG
