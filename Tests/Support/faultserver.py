#!/usr/bin/env python3
"""Fault-injecting HTTP/1.1 server for loopback tests of HTTP weather providers.

Standard library only (Python 3.11+).

Usage
-----
    python3 Tests/Support/faultserver.py [--port 0] [--root DIR] [--verbose]

Binds 127.0.0.1 only (``--port 0``, the default, picks a free port), prints
exactly one line ``PORT <n>`` to stdout, flushes, and serves until killed
(SIGTERM/SIGINT exit with status 0). ``--root`` is the directory that
``"file"`` paths are read from (default: the current directory).
``--verbose`` logs one line per request to stderr; by default it is silent.

Control API (any path starting with ``/_control``; never logged or scripted)
-----------------------------------------------------------------------------
``POST /_control/script``   body: JSON array of action objects.
    Replaces the action queue AND clears the request log.
    Answers 200 ``{"queued": <n>}``; 400 ``{"error": ...}`` if the body is not
    a JSON array of objects (the state is then left unchanged).
``GET /_control/requests``  Answers 200 with a JSON array of every
    non-control request since the last script/reset, oldest first:
    ``{"method": "GET", "path": "/v1/x?lat=1" (with query string),
       "headers": {"<lower-cased name>": "<value>", ...}}``
    (repeated headers are joined with ", ").
``POST /_control/reset``    Empties queue and log. Answers 200 ``{"ok": true}``.
Any other ``/_control`` path answers 404.

Scripted requests
-----------------
Every other request (any method, any path) is logged, then pops the next
action from the queue. If the queue is empty it gets
``500 {"error":"fault server: no scripted response left"}``, so a test that
asks more than it scripted notices. A malformed action (unknown ``action``,
missing file, ...) also gets a 500 ``{"error": "fault server: ..."}``.

Actions (JSON objects)
----------------------
Common keys, valid on every action:
  ``"delay_ms": N``   sleep N ms before sending anything (slow server/timeouts).
  ``"headers": {..}`` extra response headers, sent as given.
  Body source: ``"file": "rel/path"`` (bytes read relative to --root), else
  ``"body"``: a string (sent as UTF-8) or any other JSON value (sent
  serialised as JSON); absent means empty.
  ``"gzip": true``    gzip the body and add ``Content-Encoding: gzip``.

``{"status": 200, "headers": {"ETag": "\\"x\\""}, "body": "text"}``
    A normal response (``status`` defaults to 200) with a correct
    Content-Length (unless "headers" supplies one). 1xx, 204 and 304
    responses never carry a body or Content-Length; HEAD gets headers only.
    A 429 is simply ``{"status": 429, "headers": {"Retry-After": "1"}}``.
``{"action": "truncate", "status": 200, "body"|"file": ..., "fraction": 0.5}``
    Sends the FULL Content-Length header, then only the first
    ``int(len * fraction)`` body bytes (fraction defaults to 0.5), then
    closes the connection: the client sees an incomplete body.
``{"action": "garbage"}``
    200, ``Content-Type: application/json``, body ``<html>oops</html>``
    followed by invalid UTF-8 bytes (neither JSON nor text).
``{"action": "drop"}``
    Reads the request, then closes the socket without sending a byte.
``{"action": "not_modified_if_match", "etag": "\\"x\\"", "body"|"file": ...}``
    If the request's If-None-Match contains the etag (comma-separated list,
    exact match, or ``*``) answers 304 with ``ETag`` and no body; otherwise
    ``status`` (default 200) with the body and ``ETag: <etag>``.

Example (curl):
    curl -X POST localhost:$PORT/_control/script \\
         -d '[{"status":200,"body":{"temp":3.5}},{"action":"drop"}]'
"""

import argparse
import gzip
import json
import os
import signal
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlsplit

EMPTY_QUEUE_BODY = b'{"error":"fault server: no scripted response left"}'
GARBAGE_BODY = b"<html>oops</html>\xff\xfe\xc3\x28"
NO_BODY_STATUSES = {204, 304}


class FaultServer(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, address, root, verbose):
        super().__init__(address, Handler)
        self.root = root
        self.verbose = verbose
        self.lock = threading.Lock()
        self.queue = []   # scripted actions, next first
        self.log = []     # non-control requests since the last script/reset

    def handle_error(self, request, client_address):
        # A client that hung up (timeout tests) is expected, not an error.
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionError)):
            super().handle_error(request, client_address)


class ActionError(Exception):
    pass


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "faultserver/1"

    def __getattr__(self, name):
        # Route every method (GET, POST, PUT, HEAD, ...) to one handler.
        if name.startswith("do_"):
            return self.handle_any
        raise AttributeError(name)

    # -- logging: silent unless --verbose; one line per request -------------
    def log_message(self, fmt, *args):
        if self.server.verbose:
            sys.stderr.write("faultserver: %s\n" % (fmt % args))

    def log_request(self, code="-", size="-"):
        pass  # handle_any logs its own single line

    # -- dispatch -----------------------------------------------------------
    def handle_any(self):
        length = int(self.headers.get("Content-Length") or 0)
        request_body = self.rfile.read(length) if length > 0 else b""
        if urlsplit(self.path).path.startswith("/_control"):
            self.log_message("%s %s (control)", self.command, self.path)
            return self.control(request_body)

        headers = {}
        for name, value in self.headers.items():
            key = name.lower()
            headers[key] = f"{headers[key]}, {value}" if key in headers else value
        with self.server.lock:
            self.server.log.append(
                {"method": self.command, "path": self.path, "headers": headers})
            action = self.server.queue.pop(0) if self.server.queue else None
        self.log_message("%s %s -> %s", self.command, self.path,
                         json.dumps(action) if action is not None else "(queue empty)")

        if action is None:
            return self.respond(500, {"Content-Type": "application/json"}, EMPTY_QUEUE_BODY)
        try:
            self.perform(action)
        except (ActionError, ValueError, TypeError) as e:  # bad action fields
            self.respond(500, {"Content-Type": "application/json"},
                         json.dumps({"error": f"fault server: {e}"}).encode())

    def control(self, body):
        route = (self.command, urlsplit(self.path).path.rstrip("/"))
        srv = self.server
        if route == ("POST", "/_control/script"):
            try:
                actions = json.loads(body or b"null")
            except ValueError as e:
                return self.json_reply(400, {"error": f"script is not JSON: {e}"})
            if not isinstance(actions, list) or not all(isinstance(a, dict) for a in actions):
                return self.json_reply(400, {"error": "script must be a JSON array of objects"})
            with srv.lock:
                srv.queue, srv.log = list(actions), []
            return self.json_reply(200, {"queued": len(actions)})
        if route == ("GET", "/_control/requests"):
            with srv.lock:
                log = list(srv.log)
            return self.json_reply(200, log)
        if route == ("POST", "/_control/reset"):
            with srv.lock:
                srv.queue, srv.log = [], []
            return self.json_reply(200, {"ok": True})
        return self.json_reply(404, {"error": f"unknown control endpoint {route[0]} {route[1]}"})

    # -- actions ------------------------------------------------------------
    def perform(self, action):
        kind = action.get("action", "respond")
        if kind not in ("respond", "truncate", "garbage", "drop", "not_modified_if_match"):
            raise ActionError(f"unknown action {kind!r}")
        time.sleep(action.get("delay_ms", 0) / 1000)
        status = int(action.get("status", 200))
        headers = dict(action.get("headers") or {})

        if kind == "drop":
            self.close_connection = True  # nothing written; the socket just closes
            return
        if kind == "garbage":
            headers.setdefault("Content-Type", "application/json")
            return self.respond(200, headers, GARBAGE_BODY)

        body = self.action_body(action, headers)
        if kind == "truncate":
            cut = int(len(body) * float(action.get("fraction", 0.5)))
            return self.respond(status, headers, body, send=body[:cut])
        if kind == "not_modified_if_match":
            etag = action.get("etag")
            if not etag:
                raise ActionError("not_modified_if_match needs an 'etag'")
            headers["ETag"] = etag
            sent = [t.strip() for t in self.headers.get("If-None-Match", "").split(",")]
            if etag in sent or "*" in sent:
                status = 304
        return self.respond(status, headers, body)

    def action_body(self, action, headers):
        if "file" in action:
            path = os.path.join(self.server.root, action["file"])
            try:
                with open(path, "rb") as f:
                    body = f.read()
            except OSError as e:
                raise ActionError(f"cannot read file {action['file']!r}: {e.strerror}")
        elif isinstance(action.get("body"), str):
            body = action["body"].encode("utf-8")
        elif "body" in action and action["body"] is not None:
            body = json.dumps(action["body"]).encode("utf-8")
        else:
            body = b""
        if action.get("gzip"):
            body = gzip.compress(body, mtime=0)
            headers["Content-Encoding"] = "gzip"
        return body

    # -- wire ---------------------------------------------------------------
    def json_reply(self, status, value):
        self.respond(status, {"Content-Type": "application/json"}, json.dumps(value).encode())

    def respond(self, status, headers, body, send=None):
        """Send status, headers and body (or only `send`, a truncated prefix,
        after which the connection is closed)."""
        bodyless = status in NO_BODY_STATUSES or status < 200
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, str(value))
        if not bodyless and not any(n.lower() == "content-length" for n in headers):
            self.send_header("Content-Length", str(len(body)))
        if send is not None:
            self.send_header("Connection", "close")
            self.close_connection = True
        self.end_headers()
        if not bodyless and self.command != "HEAD":
            self.wfile.write(body if send is None else send)
        self.wfile.flush()


def watch_parent():
    """Exit when the process that started this one ends (a test runner that crashed or was killed)."""
    parent = os.getppid()

    def watch():
        while os.getppid() == parent:
            time.sleep(0.2)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


def main(argv=None):
    parser = argparse.ArgumentParser(description="Fault-injecting HTTP test server.")
    parser.add_argument("--port", type=int, default=0, help="port on 127.0.0.1 (0 = any free)")
    parser.add_argument("--root", default=".", help="directory that 'file' paths are relative to")
    parser.add_argument("--verbose", action="store_true", help="log each request to stderr")
    args = parser.parse_args(argv)

    server = FaultServer(("127.0.0.1", args.port), os.path.abspath(args.root), args.verbose)
    # A test server owns nothing worth cleaning up: SIGTERM ends it at once, even while a handler
    # thread sleeps or holds a connection, and so does the death of the test process that started it.
    signal.signal(signal.SIGTERM, lambda *_: os._exit(0))
    # A parent may start it with SIGTERM blocked (the mask is inherited): take the signal again.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    watch_parent()
    print(f"PORT {server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
