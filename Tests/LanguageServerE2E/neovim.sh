#!/usr/bin/env bash
# End-to-end check of `feed-specs language-server` with headless Neovim (a client the team did not
# write), set up by the Neovim 0.7 recipe of Sources/Gherkin/Gherkin.docc/LanguageServer.md taken
# from the article itself (so the documented recipe cannot drift from the tested one): the recipe
# is the init.lua of a package folder with the server at .build/release/feed-specs, Neovim opens a
# feature file with a mistyped keyword, and the check passes when the server's diagnostic names it
# at its line and, once a passing scenario is typed in, its code lens says `passed`, then `failed`
# after an edit that breaks it.
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
article=Sources/Gherkin/Gherkin.docc/LanguageServer.md
# The first ```lua block after the heading "#### Neovim 0.7 or later".
awk '/^#### Neovim 0\.7 or later/ { section = 1 }
  section && /^```lua$/ { inside = 1; next }
  inside && /^```$/ { exit }
  inside { print }' "$article" > "$work/init.lua"
if ! grep -q "vim.lsp.start_client" "$work/init.lua"; then
  echo "neovim-e2e: FAILED: no Neovim 0.7 recipe (a \`\`\`lua block under '#### Neovim 0.7 or later') in $article"
  exit 1
fi
mkdir -p "$work/package/Features" "$work/package/.build/release" "$work/xdg"
touch "$work/package/Package.swift"
ln -s "$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")" "$work/package/.build/release/feed-specs"
printf 'Feature: Offline\n  Scenario: The cache is shown\n    Givn the cache is empty\n    When the customer requests to see the feed\n' \
  > "$work/package/Features/offline.feature"
echo "neovim-e2e: $(nvim --version | head -1) with the article's recipe as init.lua opens a feature file with 'Givn' on line 3"
check="$PWD/Tests/LanguageServerE2E/neovim_check.lua"
if (cd "$work" && XDG_CONFIG_HOME="$work/xdg" XDG_DATA_HOME="$work/xdg" XDG_STATE_HOME="$work/xdg" \
  timeout 120 nvim --headless -i NONE -n -u "$work/init.lua" package/Features/offline.feature \
  -c "luafile $check"); then
  echo "neovim-e2e: passed: Neovim shows the server's diagnostic at line 3, then 'passed' and 'failed' lenses"
else
  echo "neovim-e2e: FAILED: Neovim got no diagnostic naming 'Givn' at line 3 within 20 s, or no 'passed' then 'failed' lens"
  exit 1
fi
