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


TICKS_A_SECOND = 8
"""Records a quiet logger's filter lets pass a second in the out-of-files test: its clock
is the test's, a second every this many records read."""
FLOOD = 64
"""Failed accepts the out-of-files test waits for (each a record of the phones' log)."""


def test_failed_accepts_are_logged_once_a_second_and_the_phones_link_after():
    """A server whose process may open 40 files (and not raise it), 120 strangers'
    connections from 10 addresses: accepts fail for lack of files, and what the log
    gets is one line a second at most, the others counted; once the strangers go, a
    phone links. The log's filters read a clock of the test's, a second every
    TICKS_A_SECOND records, so the flood is judged on its count, not waited for (the
    strangers' 400 connections and a real clock took 31 s: the connections past the
    server's backlog waited for their connect to time out)."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    code = textwrap.dedent(
        f"""
        import json, logging, resource, sys, time
        sys.path.insert(0, "tests")
        logging.basicConfig(level=logging.INFO, format="%(name)s %(message)s")
        resource.setrlimit(resource.RLIMIT_NOFILE, (40, 40))  # and no higher
        from ninjas.phones import SeatCodes, guard
        from ninjas.phones.server import PhoneServer
        from support.phone_clients import PhoneClient
        codes = SeatCodes([0])
        server = PhoneServer(codes, {{}})
        server.start(["127.0.0.1"])

        class Ticks:
            # a second passes every {TICKS_A_SECOND} records a filter reads it for
            def __init__(self):
                self.calls = 0
            def __call__(self):
                self.calls += 1
                return self.calls / {TICKS_A_SECOND}

        for quiet in guard._quiet_loggers.values():
            quiet.clock = Ticks()
        failed = guard._quiet_loggers[guard.__name__].clock
        print(json.dumps({{"port": server.port}}), flush=True)
        sys.stdin.readline()  # the strangers' connections are open
        print("MARK start", file=sys.stderr, flush=True)
        before = {{name: quiet.clock.calls for name, quiet in guard._quiet_loggers.items()}}
        deadline = time.monotonic() + 60
        while failed.calls < before[guard.__name__] + {FLOOD} and time.monotonic() < deadline:
            time.sleep(0.02)
        print("MARK end", file=sys.stderr, flush=True)
        calls = {{
            name: quiet.clock.calls - before[name] for name, quiet in guard._quiet_loggers.items()
        }}
        print(json.dumps(calls), flush=True)
        sys.stdin.readline()  # they are gone
        time.sleep(1.5)
        deadline = time.monotonic() + 60
        while True:
            try:
                phone = PhoneClient(server.port, codes.fragment(0), play=False).start()
                break
            except OSError:  # the server closes the strangers' sockets still: no file yet
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.5)
        linked = phone.wait_linked(20)
        phone.stop()
        print(json.dumps({{"linked": linked}}), flush=True)
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
    # 120 connections: the 40 files and the listening socket's backlog hold them all, so
    # no stranger waits for a connect to time out
    strangers = [
        subprocess.Popen(
            [sys.executable, str(STRANGER), str(port), "idle", "60", "10"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(2)
    ]
    for stranger in strangers:
        assert stranger.stdout is not None
        assert json.loads(stranger.stdout.readline())["opened"] > 0
    game.stdin.write("open\n")
    game.stdin.flush()
    calls = json.loads(game.stdout.readline())
    for stranger in strangers:
        stranger.communicate("done\n", timeout=60)
    out, err = game.communicate("gone\n", timeout=120)
    assert game.returncode == 0 and out.strip(), err[-3000:]
    result = json.loads(out.strip().splitlines()[-1])
    during = err.split("MARK start", 1)[1].split("MARK end", 1)[0]
    lines = [line for line in during.splitlines() if line.strip()]
    flood = calls["ninjas.phones.guard"]
    assert flood >= FLOOD, (calls, err[-2000:])  # the accepts failed, many times
    assert result["linked"], err[-2000:]
    assert lines and all("Too many open files" in line for line in lines), (calls, err[-2000:])
    # a line a second (the first at once), each saying how many were not logged
    seconds = sum(calls.values()) / TICKS_A_SECOND
    assert len(lines) <= seconds + len(calls), (calls, lines[:20])
    dropped = f"({TICKS_A_SECOND - 1} more like it not logged)"
    assert all(line.endswith(dropped) for line in lines[1:]), lines[:20]
    assert len(during) < 20_000, during[:3000]  # no tracebacks by the page
    print(
        f"\n[phones attack] out of files: 120 strangers' connections, {flood} failed "
        f"accepts, {len(lines)} log lines ({len(during)} bytes), phone linked after: "
        f"{result['linked']}"
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
