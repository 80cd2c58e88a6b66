-- Headless Neovim check of `feed-specs language-server`, run after init.lua (the documented
-- recipe) has started the server for the open feature file: waits for the server's diagnostics
-- and prints them, then for the live verdict of a scenario typed in (`passed`) and of an edit
-- that breaks it (`failed`); exits 0 when the mistyped keyword on line 3 is named and both
-- verdicts show.
local buf = vim.api.nvim_get_current_buf()
local file = vim.api.nvim_buf_get_name(buf)
vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
if #vim.lsp.buf_get_clients(buf) == 0 then
  io.stdout:write("the recipe attached no language server to " .. file .. " (file type '" .. vim.bo.filetype .. "')\n")
end
local found = vim.diagnostic.get(buf)
local named = false
for _, d in ipairs(found) do
  io.stdout:write(string.format("%s:%d:%d: %s\n", file, d.lnum + 1, d.col + 1, d.message))
  if d.lnum == 2 and d.message:find("Givn", 1, true) then named = true end
end
if not named then
  vim.lsp.stop_client(vim.lsp.get_active_clients())
  vim.cmd("cquit!")
end

-- Live verdicts: a scenario that passes shows `passed` in its code lens (line 5), and an edit
-- that breaks it (a cache 8 days old is no longer shown) turns it into `failed`.
vim.api.nvim_buf_set_lines(buf, 0, -1, false, {
  "Feature: Offline",
  "  Background:",
  "    Given today is 23 November 2026 at 10:00",
  "    And the customer doesn't have connectivity",
  "  Scenario: A fresh cache is shown",
  "    Given there's a cached version of the feed holding these images:",
  "      | description        | location |",
  "      | Sunset at the pier | Brighton |",
  "    And the cache is 6 days old",
  "    When the customer requests to see the feed",
  "    Then the app should display the latest feed saved",
})
local function lens_title(line)
  for _, lens in ipairs(vim.lsp.codelens.get(buf)) do
    if lens.range.start.line == line and lens.command then return lens.command.title end
  end
end
local function await_lens(line, word)
  local seen
  local ok = vim.wait(30000, function()
    vim.lsp.codelens.refresh()
    seen = lens_title(line)
    return seen ~= nil and seen:find(word, 1, true) == 1
  end, 200)
  io.stdout:write(string.format("%s:%d: code lens %q\n", file, line + 1, seen or "(none)"))
  return ok
end
local passed = await_lens(4, "passed")
vim.api.nvim_buf_set_lines(buf, 8, 9, false, { "    And the cache is 8 days old" })
local failed = passed and await_lens(4, "failed")
vim.lsp.stop_client(vim.lsp.get_active_clients())
vim.cmd((passed and failed) and "qall!" or "cquit!")
