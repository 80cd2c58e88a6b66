-- Headless Neovim check of `feed-specs language-server`, run after init.lua (the documented
-- recipe) has started the server for the open feature file: waits for the server's diagnostics
-- and prints them; exits 0 when the mistyped keyword on line 3 is named.
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
vim.lsp.stop_client(vim.lsp.get_active_clients())
vim.cmd(named and "qall!" or "cquit!")
