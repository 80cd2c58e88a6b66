#!/usr/bin/env python3
"""A tiny HTTP server for the essential-feed end-to-end tests.

Usage: fixture_server.py FIXTURES_DIR [REQUEST_LOG]
       fixture_server.py FIXTURES_DIR --scopes LOG_DIR

Listens on 127.0.0.1 on an ephemeral port and prints "PORT <n>" on its first line of output.
Routes (any path prefix before /v1 or /images is allowed, so a base URL may have a path):
  GET <prefix>/v1/feed?limit=N[&after_id=UUID]   pages of FIXTURES_DIR/feed.json ("{{BASE}}" in it
                                                  becomes this server's URL)
  GET <prefix>/v1/image/<UUID>/comments           FIXTURES_DIR/comments/<uuid>.json, else 404
  GET <prefix>/images/<name>                      FIXTURES_DIR/images/<name>, else 404
  Under the prefix /broken every route answers 200 with a body that is not JSON.
  Under the prefix /slow every answer comes after 3 seconds.
  Under the prefix /many the feed is 25 generated images (ids 00000000-0000-0000-0000-0000000000NN).
  Under the prefix /partial the feed's first page is that of /many, and every later page fails (500).
Every request line is appended to REQUEST_LOG when given.

With --scopes, one server serves many tests at once, each under a path of its own,
/scope/<SCOPE>/... (SCOPE of letters, digits and '-'): the rest of the path is served as above, and
its request line, without the scope, is appended to LOG_DIR/<SCOPE>.log; "{{BASE}}" and the
generated feeds' image URLs keep the scope. A request outside any scope gets 404. The server ends
when its standard input closes (the test process that started it ended).
"""

import json
import os
import re
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

FIXTURES = sys.argv[1]
SCOPES = sys.argv[3] if len(sys.argv) > 3 and sys.argv[2] == "--scopes" else None
REQUEST_LOG = sys.argv[2] if len(sys.argv) > 2 and SCOPES is None else None
SCOPED = re.compile(r"^/scope/([A-Za-z0-9-]+)(/.*)$")


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        # The request's path without its scope, and the scope's prefix ("" without --scopes).
        self.target, self.scope, log_path = self.path, "", REQUEST_LOG
        if SCOPES is not None:
            scoped = SCOPED.match(self.path)
            if scoped is None:
                # Logged apart: a test that expects no request must not pass when the app
                # dropped its base URL's path.
                with open(os.path.join(SCOPES, "unscoped.log"), "a") as log:
                    log.write(self.path + "\n")
                return self.send(404, b"", "text/plain")
            self.scope, self.target = "/scope/" + scoped.group(1), scoped.group(2)
            log_path = os.path.join(SCOPES, scoped.group(1) + ".log")
        if log_path:
            with open(log_path, "a") as log:
                log.write(self.target + "\n")
        url = urlsplit(self.target)
        path = url.path
        if path.startswith("/slow/"):
            time.sleep(3)
        if path.startswith("/broken/"):
            return self.send(200, b"<html>not the feed</html>", "text/html")
        if path.endswith("/v1/feed"):
            return self.feed(parse_qs(url.query))
        if "/v1/image/" in path and path.endswith("/comments"):
            image_id = path.split("/v1/image/", 1)[1][: -len("/comments")]
            if not all(c in "0123456789abcdefABCDEF-" for c in image_id):
                return self.send(404, b"", "text/plain")
            return self.file(os.path.join("comments", image_id.lower() + ".json"), "application/json")
        if "/images/" in path:
            name = os.path.basename(path)
            return self.file(os.path.join("images", name), "application/octet-stream")
        self.send(404, b"", "text/plain")

    def feed(self, query):
        base = "http://127.0.0.1:%d%s" % (self.server.server_address[1], self.scope)
        if self.target.startswith("/partial/") and "after_id" in query:
            return self.send(500, b"", "text/plain")
        if self.target.startswith("/many/") or self.target.startswith("/partial/"):
            items = [
                {"id": "00000000-0000-0000-0000-0000000000%02d" % n,
                 "description": "Image %d" % n,
                 "image": base + "/images/sunset.png"}
                for n in range(1, 26)
            ]
        else:
            with open(os.path.join(FIXTURES, "feed.json")) as f:
                items = json.loads(f.read().replace("{{BASE}}", base))["items"]
        limit = int(query.get("limit", ["10"])[0])
        after = query.get("after_id", [None])[0]
        if after is not None:
            ids = [item["id"].lower() for item in items]
            start = ids.index(after.lower()) + 1 if after.lower() in ids else len(items)
            items = items[start:]
        body = json.dumps({"items": items[:limit]}).encode()
        self.send(200, body, "application/json")

    def file(self, relative, content_type):
        full = os.path.join(FIXTURES, relative)
        if not os.path.isfile(full):
            return self.send(404, b"", "text/plain")
        with open(full, "rb") as f:
            self.send(200, f.read(), content_type)

    def send(self, status, body, content_type):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format, *args):
        pass


# A parent that spawned this process from a thread with signals blocked passes that mask on:
# unblock them so that SIGTERM and SIGINT stop the server.
signal.pthread_sigmask(signal.SIG_SETMASK, [])
server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
if SCOPES is not None:
    def end_with_standard_input():
        sys.stdin.buffer.read()
        os._exit(0)

    threading.Thread(target=end_with_standard_input, daemon=True).start()
print("PORT %d" % server.server_address[1], flush=True)
try:
    server.serve_forever()
except KeyboardInterrupt:
    pass
