#!/usr/bin/env python3
"""Runs a test server and makes sure it ends with the test that started it.

    python3 Tests/Support/supervise.py PROGRAM [ARGUMENTS...]

Starts PROGRAM and waits for it. SIGTERM to this process stops PROGRAM (SIGTERM, then SIGKILL after
5 s); so does the end of the process that started this one, a test runner that crashed or was killed.
Exits with PROGRAM's status. Standard library only.
"""

import os
import signal
import subprocess
import sys
import time


def main():
    if len(sys.argv) < 2:
        print("usage: supervise.py PROGRAM [ARGUMENTS...]", file=sys.stderr)
        return 64
    parent = os.getppid()
    # A parent may start it with SIGTERM blocked (the mask is inherited by the server too): unblock.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    child = subprocess.Popen(sys.argv[1:])

    def stop(*_):
        child.terminate()
        try:
            child.wait(5)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
        os._exit(0)

    signal.signal(signal.SIGTERM, stop)
    while child.poll() is None:
        if os.getppid() != parent:
            stop()
        time.sleep(0.2)
    return child.returncode


if __name__ == "__main__":
    sys.exit(main())
