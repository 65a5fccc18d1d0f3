"""When strangers' sockets use up the process's files (issue 31 §1.3): the game raises
its own open-file limit where it may, a failed accept is logged once a second at most,
and a sound that could not be opened for lack of files is tried again later, not
remembered as missing. Each runs in a process of its own (its limits lowered)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from ninjas.phones.guard import OncePerSecond

ROOT = Path(__file__).parents[2]
STRANGER = ROOT / "tests" / "support" / "phone_stranger.py"
resource = pytest.importorskip("resource", reason="open-file limits are a POSIX thing")


def run(
    code: str, *, stdin: str | None = None, timeout: float = 120
) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)],
        cwd=ROOT,
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def test_the_phones_server_raises_the_open_file_limit_where_it_may():
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard != resource.RLIM_INFINITY and hard <= 256:
        pytest.skip(f"the hard limit ({hard}) leaves nothing to raise")
    done = run(
        """
        import json, resource
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, hard))
        from ninjas.phones import SeatCodes
        from ninjas.phones.server import PhoneServer
        server = PhoneServer(SeatCodes([0]), {})
        server.start(["127.0.0.1"])
        print(json.dumps(resource.getrlimit(resource.RLIMIT_NOFILE)))
        server.stop()
        server.wait_stopped(10)
        """
    )
    assert done.returncode == 0, done.stderr
    raised, now_hard = json.loads(done.stdout.strip().splitlines()[-1])
    assert raised > 256 and (now_hard == resource.RLIM_INFINITY or raised <= now_hard)
    print(f"\n[phones attack] open-file limit: 256 raised to {raised} (hard {now_hard})")


def test_failed_accepts_are_logged_once_a_second_and_the_phones_link_after():
    """A server whose process may open 40 files (and not raise it), 400 strangers'
    connections from 20 addresses: accepts fail for lack of files, and what the log
    gets is a line a second at most; once the strangers go, a phone links."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    code = textwrap.dedent(
        """
        import json, logging, resource, sys, time
        sys.path.insert(0, "tests")
        logging.basicConfig(level=logging.INFO, format="%(name)s %(message)s")
        resource.setrlimit(resource.RLIMIT_NOFILE, (40, 40))  # and no higher
        from ninjas.phones import SeatCodes
        from ninjas.phones.server import PhoneServer
        from support.phone_clients import PhoneClient
        codes = SeatCodes([0])
        server = PhoneServer(codes, {})
        server.start(["127.0.0.1"])
        print(json.dumps({"port": server.port}), flush=True)
        sys.stdin.readline()  # the strangers are at it
        print("MARK start", file=sys.stderr, flush=True)
        start = time.monotonic()
        sys.stdin.readline()  # they are gone
        print("MARK end", file=sys.stderr, flush=True)
        seconds = time.monotonic() - start
        time.sleep(1.5)
        phone = PhoneClient(server.port, codes.fragment(0), play=False).start()
        linked = phone.wait_linked(20)
        phone.stop()
        print(json.dumps({"linked": linked, "seconds": seconds}), flush=True)
        server.stop()
        server.wait_stopped(10)
        """
    )
    game = subprocess.Popen(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert game.stdin is not None and game.stdout is not None
    port = json.loads(game.stdout.readline())["port"]
    game.stdin.write("go\n")
    game.stdin.flush()
    strangers = [
        subprocess.Popen(
            [sys.executable, str(STRANGER), str(port), "idle", "200", "10"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    time.sleep(4)  # the attack goes on for a while
    for stranger in strangers:
        stranger.communicate("done\n", timeout=60)
    out, err = game.communicate("gone\n", timeout=120)
    result = json.loads(out.strip().splitlines()[-1])
    during = err.split("MARK start", 1)[1].split("MARK end", 1)[0]
    lines = [line for line in during.splitlines() if line.strip()]
    assert result["linked"], err[-2000:]
    assert len(lines) <= result["seconds"] + 3, lines[:20]
    assert len(during) < 20_000, during[:3000]  # no tracebacks by the page
    print(
        f"\n[phones attack] out of files: 400 strangers' connections for "
        f"{result['seconds']:.1f} s, {len(lines)} log lines ({len(during)} bytes), "
        f"phone linked after: {result['linked']}"
    )
    print("\n".join(lines[:3]))


def test_once_per_second_lets_one_record_a_second_through():
    import logging

    now = [100.0]
    quiet = OncePerSecond(clock=lambda: now[0])
    record = logging.LogRecord("asyncio", logging.ERROR, "", 0, "accept failed", None, None)
    passed = sum(quiet.filter(record) for _ in range(1000))
    assert passed == 1
    now[0] += 1.0
    later = logging.LogRecord("asyncio", logging.ERROR, "", 0, "accept failed", None, None)
    assert quiet.filter(later) and "999 more like it" in str(later.msg)


def test_a_sound_that_failed_for_lack_of_files_is_tried_again_later():
    done = run(
        """
        import json, os, resource
        import pygame
        pygame.init()
        from ninjas.core.settings import Settings
        import scenes.audio as audio_module
        from scenes.audio import Audio
        audio = Audio(Settings(), music=False)
        assert audio.enabled, "no mixer"
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        resource.setrlimit(resource.RLIMIT_NOFILE, (64, hard))
        hoard = []
        try:
            while True:
                hoard.append(os.open(os.devnull, os.O_RDONLY))
        except OSError:
            pass
        audio.play("click")  # no file left: not opened
        first = audio._sounds.get("click")
        for fd in hoard:
            os.close(fd)
        audio_module.RETRY_SECONDS = 0.0
        audio._retry_at = {k: 0.0 for k in audio._retry_at}
        audio.play("click")  # files again: opened now
        second = audio._sounds.get("click")
        audio.play("no_such_sound")  # a missing one stays missing (and is not retried)
        print(json.dumps({"first": first is not None, "second": second is not None,
                          "missing": "no_such_sound" in audio._sounds
                          and audio._sounds["no_such_sound"] is None}))
        """
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result == {"first": False, "second": True, "missing": True}
