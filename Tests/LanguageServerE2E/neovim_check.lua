-- Headless Neovim check of `feed-specs language-server`: opens a feature file with a mistyped
-- keyword, waits for the server's diagnostics and prints them; exits 0 when the mistake is named.
local server = os.getenv("FEED_SPECS")
local root = os.getenv("PACKAGE_ROOT")
local file = os.getenv("FEATURE_FILE")
vim.cmd("edit " .. file)
local buf = vim.api.nvim_get_current_buf()
local start = vim.lsp.start or nil
local client_id
if start then
  client_id = vim.lsp.start({ name = "feed-specs", cmd = { server, "language-server" }, root_dir = root })
else
  client_id = vim.lsp.start_client({ name = "feed-specs", cmd = { server, "language-server" }, root_dir = root })
  vim.lsp.buf_attach_client(buf, client_id)
end
local ok = vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
local found = vim.diagnostic.get(buf)
for _, d in ipairs(found) do
  io.stdout:write(string.format("%s:%d:%d: %s\n", file, d.lnum + 1, d.col + 1, d.message))
end
local named = false
for _, d in ipairs(found) do
  if d.lnum == 2 and d.message:find("Givn", 1, true) then named = true end
end
vim.lsp.stop_client(client_id)
vim.cmd(named and "qall!" or "cquit!")
