"""A stranger on the network, in a process of its own, for the phones' attack tests
(tests/phones/test_strangers.py): it knows the port, not the codes.

    python tests/support/phone_stranger.py PORT KIND COUNT ADDRESSES

opens COUNT connections to 127.0.0.1:PORT, spread over ADDRESSES source addresses of
the loopback (127.0.0.2, 127.0.0.3, ...: the server sees that many strangers), each of
KIND: "idle" (never sends a byte), "slow" (half a request line, then nothing), or "ws"
(a WebSocket request with no proof, then nothing). It prints {"opened": n} once they
are open, then holds them until a line comes on its standard input, and prints what
happened to them: {"opened", "closed_by_server", "still_open", "refused_at_once",
"closed_after" (seconds, sorted), "answers" (the first line each got, counted)}.
"""

from __future__ import annotations

import json
import selectors
import socket
import sys
import time
from collections import Counter


def request(kind: str, port: int) -> bytes:
    if kind == "slow":
        return b"GET /pho"
    if kind == "ws":
        return (
            f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
            "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
            "Sec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    return b""


def main() -> int:
    port, kind, count, addresses = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    selector = selectors.DefaultSelector()
    opened = 0
    refused = 0
    started = time.monotonic()
    for index in range(count):
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        sock.bind((f"127.0.0.{2 + index % addresses}", 0))
        sock.settimeout(0.5)  # a server out of files leaves connections unanswered
        try:
            sock.connect(("127.0.0.1", port))
        except OSError:
            refused += 1
            sock.close()
            continue
        data = request(kind, port)
        if data:
            sock.sendall(data)
        sock.setblocking(False)
        selector.register(sock, selectors.EVENT_READ, {"answer": b""})
        opened += 1
    print(json.dumps({"opened": opened}), flush=True)
    selector.register(sys.stdin, selectors.EVENT_READ, None)
    closed_after: list[float] = []
    answers: Counter[str] = Counter()
    done = False
    while not done:
        for key, _ in selector.select(timeout=1.0):
            if key.data is None:
                done = True
                break
            sock = key.fileobj
            assert isinstance(sock, socket.socket)
            try:
                chunk = sock.recv(65536)
            except (ConnectionResetError, BlockingIOError, OSError):
                chunk = b""
            if chunk:
                key.data["answer"] += chunk
                continue
            answer = key.data["answer"].split(b"\r\n", 1)[0].decode("latin-1")
            answers[answer or "(nothing)"] += 1
            closed_after.append(round(time.monotonic() - started, 2))
            selector.unregister(sock)
            sock.close()
    still_open = len(selector.get_map()) - 1
    result = {
        "opened": opened,
        "refused_at_once": refused,
        "closed_by_server": len(closed_after),
        "still_open": still_open,
        "closed_after": sorted(closed_after),
        "answers": dict(answers),
    }
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
