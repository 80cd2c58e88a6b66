#!/usr/bin/env bash
# End-to-end check of `feed-specs language-server` with pytest-lsp, a client the team did not write.
# Installs pytest-lsp into a virtual environment under .build/ (pip needs the network once).
# Exit status: 0 passed, 1 failed, 3 pytest-lsp could not be installed (the check did not run).
set -uo pipefail
cd "$(dirname "$0")/../.."
venv=.build/lsp-e2e-venv
if [ ! -x "$venv/bin/pytest" ] || ! "$venv/bin/python" -c "import pytest_lsp" 2>/dev/null; then
  echo "lsp-e2e: installing pytest-lsp into $venv"
  if ! { python3 -m venv "$venv" && "$venv/bin/pip" install -q pytest-lsp; }; then
    echo "lsp-e2e: could not install pytest-lsp (no python3 venv or no network); not run"
    exit 3
  fi
fi
binary="${FEED_SPECS:-$(swift build --show-bin-path)/feed-specs}"
if [ ! -x "$binary" ]; then
  echo "lsp-e2e: $binary is not built; run swift build first"
  exit 1
fi
FEED_SPECS="$binary" "$venv/bin/pytest" -q -p no:cacheprovider Tests/LanguageServerE2E
