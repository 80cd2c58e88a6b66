#!/usr/bin/env python3
"""A local HTTP server for the package's network tests.

Binds 127.0.0.1 on an ephemeral port and prints one JSON line on stdout:
{"port": <serving port>, "refusedPort": <a bound port that refuses connections>}.
It exits when stdin closes, so it never outlives the test process that started it.

Routes (any method):
  /echo/...                   200, JSON {"method", "path"} (path with its query)
  /respond?status=&header=Name:Value&body=
                              that status, each header given, that body
  /empty                      200 with an empty body
  /hang?id=X                  never answers; records when the request arrives and when the
                              client drops the connection
  /log?id=X                   200, JSON {"received", "closed"} for the /hang request X
  /huge?bytes=N|endless&declare=1
                              N bytes (or an endless body); Content-Length only with declare=1
  /trickle                    declares 1000 bytes and sends one every 0.1 s
  /redirect?to=URL            302 to that URL
  /loop                       302 to itself, forever
  /gzip?bytes=N               N zero bytes, gzip-compressed (Content-Encoding: gzip), with the
                              compressed length declared
"""

import gzip
import json
import os
import select
import socket
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

CHUNK = b"x" * 65536
HANG_LIMIT_SECONDS = 60

received = set()
closed = set()
log_lock = threading.Lock()


class Handler(BaseHTTPRequestHandler):
    def log_message(self, format, *args):
        pass

    def handle_one_request(self):
        try:
            super().handle_one_request()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def do_GET(self):
        self.route()

    do_POST = do_PUT = do_DELETE = do_PATCH = do_HEAD = do_OPTIONS = do_GET

    def route(self):
        parts = urlsplit(self.path)
        query = parse_qs(parts.query)
        path = parts.path
        if path.startswith("/echo"):
            self.send_body(200, json.dumps({"method": self.command, "path": self.path}).encode())
        elif path == "/respond":
            status = int(query.get("status", ["200"])[0])
            headers = [h.split(":", 1) for h in query.get("header", [])]
            body = query.get("body", [""])[0].encode()
            self.send_body(status, body, headers)
        elif path == "/empty":
            self.send_body(200, b"")
        elif path == "/hang":
            self.hang(query.get("id", [""])[0])
        elif path == "/log":
            request_id = query.get("id", [""])[0]
            with log_lock:
                state = {"received": request_id in received, "closed": request_id in closed}
            self.send_body(200, json.dumps(state).encode())
        elif path == "/huge":
            self.huge(query.get("bytes", ["0"])[0], query.get("declare", ["0"])[0] == "1")
        elif path == "/redirect":
            self.send_body(302, b"", [("Location", query.get("to", ["/"])[0])])
        elif path == "/loop":
            self.send_body(302, b"", [("Location", "/loop")])
        elif path == "/gzip":
            body = gzip.compress(b"\0" * int(query.get("bytes", ["0"])[0]))
            self.send_body(200, body, [("Content-Encoding", "gzip")])
        elif path == "/trickle":
            self.trickle()
        else:
            self.send_body(404, b"no such route")

    def send_body(self, status, body, headers=()):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def hang(self, request_id):
        with log_lock:
            received.add(request_id)
        deadline = time.monotonic() + HANG_LIMIT_SECONDS
        while time.monotonic() < deadline:
            readable, _, _ = select.select([self.connection], [], [], 0.05)
            if readable and self.connection.recv(1, socket.MSG_PEEK) == b"":
                break
        with log_lock:
            closed.add(request_id)
        self.close_connection = True

    def huge(self, size, declare):
        endless = size == "endless"
        remaining = 0 if endless else int(size)
        self.send_response(200)
        if declare and not endless:
            self.send_header("Content-Length", str(remaining))
        self.end_headers()
        while endless or remaining > 0:
            chunk = CHUNK if endless else CHUNK[: min(len(CHUNK), remaining)]
            self.wfile.write(chunk)
            remaining -= len(chunk)
        self.close_connection = True

    def trickle(self):
        self.send_response(200)
        self.send_header("Content-Length", "1000")
        self.end_headers()
        for _ in range(1000):
            self.wfile.write(b"x")
            self.wfile.flush()
            time.sleep(0.1)


def exit_when_stdin_closes():
    sys.stdin.buffer.read()
    os._exit(0)


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    refusing = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    refusing.bind(("127.0.0.1", 0))  # bound but never listening: connections are refused
    ports = {"port": server.server_address[1], "refusedPort": refusing.getsockname()[1]}
    print(json.dumps(ports), flush=True)
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
