#!/usr/bin/env python3
"""A server that accepts connections on 127.0.0.1 and never answers, for the timeout tests.

Listens on an ephemeral port, prints "PORT <n>" on its first line of output, and keeps every
connection open without reading or writing until it is killed.
"""

import socket

server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
server.bind(("127.0.0.1", 0))
server.listen(64)
print("PORT %d" % server.getsockname()[1], flush=True)
connections = []
while True:
    connection, _ = server.accept()
    connections.append(connection)
