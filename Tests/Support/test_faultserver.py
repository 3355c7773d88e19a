"""Tests for faultserver.py: python3 -m unittest Tests/Support/test_faultserver.py -v"""

import contextlib
import gzip
import http.client
import json
import os
import re
import signal
import socket
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.error
import urllib.request

SERVER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "faultserver.py")
EMPTY_QUEUE_BODY = b'{"error":"fault server: no scripted response left"}'


def start_server(*args, preexec_fn=None):
    proc = subprocess.Popen([sys.executable, SERVER, "--port", "0", *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=preexec_fn)
    line = proc.stdout.readline()
    m = re.fullmatch(r"PORT (\d+)\n", line)
    if not m:
        proc.kill()
        raise RuntimeError(f"bad startup line {line!r}: {proc.stderr.read()}")
    return proc, int(m.group(1))


class FaultServerTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.root = tempfile.TemporaryDirectory()
        os.makedirs(os.path.join(cls.root.name, "fixtures"))
        cls.file_bytes = b'{"hourly": [1, 2, 3, 4, 5, 6, 7, 8]}\n'
        with open(os.path.join(cls.root.name, "fixtures", "forecast.json"), "wb") as f:
            f.write(cls.file_bytes)
        cls.proc, cls.port = start_server("--root", cls.root.name)

    @classmethod
    def tearDownClass(cls):
        cls.proc.terminate()
        cls.proc.wait(5)
        cls.proc.stdout.close()
        cls.proc.stderr.close()
        cls.root.cleanup()

    def setUp(self):
        self.assertEqual(self.control("POST", "/_control/reset"), (200, {"ok": True}))

    # -- helpers -------------------------------------------------------------
    def conn(self, timeout=5):
        return http.client.HTTPConnection("127.0.0.1", self.port, timeout=timeout)

    def request(self, method="GET", path="/forecast", headers=None, body=None, conn=None):
        c = conn or self.conn()
        try:
            c.request(method, path, body=body, headers=headers or {})
            r = c.getresponse()
            return r, r.read()
        finally:
            if conn is None:
                c.close()

    def control(self, method, path, payload=None):
        body = None if payload is None else json.dumps(payload).encode()
        r, data = self.request(method, path, body=body)
        return r.status, json.loads(data)

    def script(self, *actions):
        self.assertEqual(self.control("POST", "/_control/script", list(actions)),
                         (200, {"queued": len(actions)}))

    def logged(self):
        status, log = self.control("GET", "/_control/requests")
        self.assertEqual(status, 200)
        return log

    # -- normal responses ----------------------------------------------------
    def test_scripted_200_with_headers_via_urllib(self):
        self.script({"status": 200, "headers": {"ETag": '"x"', "Content-Type": "text/plain"},
                     "body": "héllo"})
        with urllib.request.urlopen(f"http://127.0.0.1:{self.port}/a", timeout=5) as r:
            data = r.read()
            self.assertEqual(r.status, 200)
            self.assertEqual(r.headers["ETag"], '"x"')
            self.assertEqual(r.headers["Content-Type"], "text/plain")
            self.assertEqual(int(r.headers["Content-Length"]), len(data))
        self.assertEqual(data, "héllo".encode())

    def test_absent_body_json_body_and_file(self):
        self.script({"status": 200}, {"body": {"temp": 3.5}}, {"file": "fixtures/forecast.json"})
        r, data = self.request()
        self.assertEqual((r.status, data, r.getheader("Content-Length")), (200, b"", "0"))
        self.assertEqual(json.loads(self.request()[1]), {"temp": 3.5})
        self.assertEqual(self.request()[1], self.file_bytes)

    def test_gzip(self):
        self.script({"body": "compress me " * 20, "gzip": True})
        r, data = self.request(headers={"Accept-Encoding": "gzip"})
        self.assertEqual(r.getheader("Content-Encoding"), "gzip")
        self.assertEqual(int(r.getheader("Content-Length")), len(data))
        self.assertEqual(gzip.decompress(data), ("compress me " * 20).encode())

    def test_429_with_retry_after_and_500(self):
        self.script({"status": 429, "headers": {"Retry-After": "1"}, "body": "slow down"},
                    {"status": 500, "body": "boom"})
        with self.assertRaises(urllib.error.HTTPError) as ctx:
            urllib.request.urlopen(f"http://127.0.0.1:{self.port}/a", timeout=5)
        self.assertEqual(ctx.exception.code, 429)
        self.assertEqual(ctx.exception.headers["Retry-After"], "1")
        self.assertEqual(ctx.exception.read(), b"slow down")
        ctx.exception.close()
        r, data = self.request()
        self.assertEqual((r.status, data), (500, b"boom"))

    def test_empty_queue_is_500(self):
        self.script({"status": 200})
        self.assertEqual(self.request()[0].status, 200)
        r, data = self.request()
        self.assertEqual((r.status, data), (500, EMPTY_QUEUE_BODY))

    def test_204_and_head_send_no_body_on_kept_alive_connection(self):
        self.script({"status": 204, "body": "must not be sent"},
                    {"status": 200, "body": "head body"},
                    {"status": 200, "body": "after"})
        c = self.conn()
        r, data = self.request(conn=c)
        self.assertEqual((r.status, data, r.getheader("Content-Length")), (204, b"", None))
        r, data = self.request("HEAD", conn=c)
        self.assertEqual((r.status, data, r.getheader("Content-Length")), (200, b"", "9"))
        r, data = self.request(conn=c)  # stray body bytes would corrupt this
        self.assertEqual((r.status, data), (200, b"after"))
        c.close()

    # -- faults --------------------------------------------------------------
    def test_delay(self):
        self.script({"status": 200, "body": "late", "delay_ms": 300})
        t0 = time.monotonic()
        r, data = self.request()
        self.assertGreaterEqual(time.monotonic() - t0, 0.3)
        self.assertEqual(data, b"late")

    def test_delay_causes_client_timeout(self):
        self.script({"status": 200, "delay_ms": 400}, {"status": 200, "body": "next"})
        c = self.conn(timeout=0.1)
        with self.assertRaises(TimeoutError):
            self.request(conn=c)
        c.close()
        self.assertEqual(self.request()[1], b"next")  # server still fine

    def test_truncate(self):
        self.script({"action": "truncate", "file": "fixtures/forecast.json", "fraction": 0.5},
                    {"action": "truncate", "body": "0123456789"})
        for expected in (self.file_bytes, b"0123456789"):
            c = self.conn()
            c.request("GET", "/t")
            r = c.getresponse()
            self.assertEqual(int(r.getheader("Content-Length")), len(expected))
            with self.assertRaises(http.client.IncompleteRead) as ctx:
                r.read()
            self.assertEqual(ctx.exception.partial, expected[: len(expected) // 2])
            c.close()

    def test_garbage(self):
        self.script({"action": "garbage"})
        r, data = self.request()
        self.assertEqual(r.status, 200)
        self.assertEqual(r.getheader("Content-Type"), "application/json")
        self.assertTrue(data.startswith(b"<html>oops</html>"))
        self.assertRaises(UnicodeDecodeError, data.decode, "utf-8")
        self.assertRaises(ValueError, json.loads, data)

    def test_drop(self):
        self.script({"action": "drop"}, {"body": "alive"})
        with self.assertRaises((http.client.RemoteDisconnected, ConnectionResetError)):
            self.request("POST", "/submit", body=b"payload")
        self.assertEqual(self.request()[1], b"alive")
        self.assertEqual([e["method"] for e in self.logged()], ["POST", "GET"])

    def test_not_modified_if_match(self):
        action = {"action": "not_modified_if_match", "etag": '"x"', "body": "fresh"}
        self.script(action, action, action)
        r, data = self.request(headers={"If-None-Match": '"x"'})
        self.assertEqual((r.status, data, r.getheader("ETag")), (304, b"", '"x"'))
        self.assertIsNone(r.getheader("Content-Length"))
        r, data = self.request(headers={"If-None-Match": '"old"'})
        self.assertEqual((r.status, data, r.getheader("ETag")), (200, b"fresh", '"x"'))
        r, data = self.request()
        self.assertEqual((r.status, data, r.getheader("ETag")), (200, b"fresh", '"x"'))

    def test_bad_action_is_500(self):
        self.script({"action": "explode"}, {"file": "missing.json"})
        for _ in range(2):
            r, data = self.request()
            self.assertEqual(r.status, 500)
            self.assertTrue(json.loads(data)["error"].startswith("fault server:"))

    # -- control API ---------------------------------------------------------
    def test_request_log(self):
        self.script({"status": 200}, {"status": 201})
        self.request("GET", "/v1/forecast?lat=52.5&lon=13.4", headers={"X-Api-Key": "k"})
        self.request("PUT", "/other", body=b"{}", headers={"Content-Type": "application/json"})
        log = self.logged()
        self.assertEqual([(e["method"], e["path"]) for e in log],
                         [("GET", "/v1/forecast?lat=52.5&lon=13.4"), ("PUT", "/other")])
        self.assertEqual(log[0]["headers"]["x-api-key"], "k")
        self.assertEqual(log[0]["headers"]["host"], f"127.0.0.1:{self.port}")
        self.assertEqual(log[1]["headers"]["content-type"], "application/json")
        self.assertTrue(all(k == k.lower() for e in log for k in e["headers"]))
        self.script()  # a new script clears the log
        self.assertEqual(self.logged(), [])

    def test_reset(self):
        self.script({"status": 200}, {"status": 200})
        self.request()
        self.assertEqual(self.control("POST", "/_control/reset"), (200, {"ok": True}))
        self.assertEqual(self.logged(), [])
        r, data = self.request()
        self.assertEqual((r.status, data), (500, EMPTY_QUEUE_BODY))

    def test_control_errors(self):
        r, data = self.request("POST", "/_control/script", body=b'{"not": "a list"}')
        self.assertEqual(r.status, 400)
        r, data = self.request("POST", "/_control/script", body=b"[oops")
        self.assertEqual(r.status, 400)
        self.assertEqual(self.request("GET", "/_control/nope")[0].status, 404)
        self.assertEqual(self.logged(), [])  # control requests are never logged


@contextlib.contextmanager
def running_server(*args, preexec_fn=None):
    """A started server as (process, port), killed and closed afterwards whatever the test did."""
    proc, port = start_server(*args, preexec_fn=preexec_fn)
    try:
        yield proc, port
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        proc.stdout.close()
        proc.stderr.close()


def process_alive(pid):
    """Whether `pid` runs (a zombie waiting for its reaper has ended)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


class LifecycleTests(unittest.TestCase):
    def test_sigterm_exits_cleanly_and_is_silent(self):
        with running_server() as (proc, port):
            with socket.create_connection(("127.0.0.1", port), timeout=2):
                pass  # listening on loopback
            proc.send_signal(signal.SIGTERM)
            self.assertEqual(proc.wait(5), 0)
            self.assertEqual(proc.stdout.read(), "")  # exactly one stdout line
            self.assertEqual(proc.stderr.read(), "")  # silent without --verbose

    def test_sigterm_stops_it_even_when_started_with_sigterm_blocked(self):
        # Swift's Process starts children with the test runner's signal mask, SIGTERM blocked.
        block = lambda: signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGTERM})  # noqa: E731
        with running_server(preexec_fn=block) as (proc, _):
            proc.send_signal(signal.SIGTERM)
            self.assertEqual(proc.wait(2), 0)

    def test_sigterm_exits_while_a_request_is_held(self):
        with running_server() as (proc, port):
            c = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            c.request("POST", "/_control/script", body=json.dumps([{"delay_ms": 60000}]))
            c.getresponse().read()
            held = socket.create_connection(("127.0.0.1", port), timeout=2)
            held.sendall(b"GET /slow HTTP/1.1\r\nHost: x\r\n\r\n")
            time.sleep(0.2)  # the handler thread is now sleeping
            proc.send_signal(signal.SIGTERM)
            self.assertEqual(proc.wait(2), 0)
            held.close()
            c.close()

    def test_exits_when_the_process_that_started_it_ends(self):
        launcher = (
            "import subprocess, sys\n"
            f"child = subprocess.Popen([sys.executable, {SERVER!r}, '--port', '0'], stdout=subprocess.PIPE)\n"
            "child.stdout.readline()\n"
            "print(child.pid, flush=True)\n"
            "sys.stdin.read()\n"
        )
        parent = subprocess.Popen([sys.executable, "-c", launcher], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True)
        child = int(parent.stdout.readline())
        parent.stdin.close()  # the launcher ends without stopping its child
        parent.wait(5)
        parent.stdout.close()
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and process_alive(child):
            time.sleep(0.1)
        alive = process_alive(child)
        if alive:
            os.kill(child, signal.SIGKILL)
        self.assertFalse(alive, "the server outlived the process that started it")

    def test_verbose_logs_one_line_per_request(self):
        with running_server("--verbose") as (proc, port):
            c = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            c.request("GET", "/unscripted")
            c.getresponse().read()
            c.close()
            proc.send_signal(signal.SIGTERM)
            proc.wait(5)
            lines = proc.stderr.read().splitlines()
            self.assertEqual(len(lines), 1)
            self.assertIn("GET /unscripted", lines[0])


if __name__ == "__main__":
    unittest.main()
