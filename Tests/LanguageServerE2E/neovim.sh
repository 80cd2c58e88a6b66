#!/usr/bin/env bash
# End-to-end check of `feed-specs language-server` with headless Neovim (a client the team did not
# write): Neovim opens a feature file with a mistyped keyword, and the check passes when the
# server's diagnostic names it at its line. Works with Neovim 0.7 and later.
# Exit status: 0 passed, 1 failed, 3 Neovim is not installed (the check did not run).
set -uo pipefail
cd "$(dirname "$0")/../.."
if ! command -v nvim > /dev/null; then
  echo "neovim-e2e: nvim is not installed; not run"
  exit 3
fi
binary="${FEED_SPECS:-$(swift build --show-bin-path)/feed-specs}"
if [ ! -x "$binary" ]; then
  echo "neovim-e2e: $binary is not built; run swift build first"
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Features"
printf 'Feature: Offline\n  Scenario: The cache is shown\n    Givn the cache is empty\n    When the customer requests to see the feed\n' \
  > "$work/Features/offline.feature"
echo "neovim-e2e: $(nvim --version | head -1) opens a feature file with 'Givn' on line 3"
if FEED_SPECS="$binary" PACKAGE_ROOT="$work" FEATURE_FILE="$work/Features/offline.feature" \
  timeout 120 nvim --headless --clean -u NONE -c "luafile Tests/LanguageServerE2E/neovim_check.lua"; then
  echo "neovim-e2e: passed: Neovim shows the server's diagnostic at line 3"
else
  echo "neovim-e2e: FAILED: Neovim got no diagnostic naming 'Givn' at line 3 within 20 s"
  exit 1
fi
