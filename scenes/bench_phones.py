"""Frame-time figures of a Shinobi table with four phones connected (issue 19 §2: no
frame over 16.7 ms with four phones connected).

    python -m scenes.bench_phones [--frames 900] [--size 1920x1080] [--phones 4]
                                  [--flood 1000]

Four human seats, each on a phone played by a program in another process (ninjas.phones.
bots: it opens its seat's sealed link on the loopback like the phone page, and taps a random
choice 0.3 s after its seat may choose). Frames are paced at 60 a second with the
table's animations on, the phones' server running in its thread beside them; each
frame's update + draw is timed. With `--flood N` the first phone also sends N stale
plays a second from its own link (issue 19: flooding messages never disturb the game),
falling quiet only while its seat is to choose. Prints one JSON line: {"median", "p99",
"max", "median_cpu", "max_cpu", "over_16_7", "over_16_7_cpu", "server_cpu_ms_per_s",
"frames", "actions", "phones_linked", "messages_received", "phone_plays", "size"}, and
with --flood also "flood_sent" and "flood_dropped" (the server's count).
(milliseconds; *_cpu is the drawing thread's processor time, which other processes on
a busy machine do not inflate; server_cpu_ms_per_s is what the rest of this process,
the server's thread, used in each second: the most it could take from the frames).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time

FRAME_BUDGET_MS = 1000 / 60
LINK_SECONDS = 30.0
"""How long the phones (a new process: Python and aiohttp to load) may take to link."""


def main(argv: list[str] | None = None) -> int:
    from ninjas.core.pathcheck import bounded_int, window_size

    parser = argparse.ArgumentParser(prog="python -m scenes.bench_phones")
    parser.add_argument("--frames", type=bounded_int(1, 1_000_000), default=900)
    parser.add_argument("--phones", type=bounded_int(2, 4), default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--flood",
        type=bounded_int(0, 100_000),
        default=0,
        help="stale plays a second the first phone sends besides its own (0)",
    )
    parser.add_argument(
        "--size", type=window_size, default=(1920, 1080), help="window size WxH (1920x1080)"
    )
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

    import pygame

    from ninjas.core.session import GameSession, Seat
    from ninjas.core.settings import Settings
    from scenes import theme
    from scenes.app import App
    from scenes.bench_loop import paced_frames
    from scenes.phones import open_phones
    from scenes.registry import make_game_scene

    pygame.init()
    app = App(Settings(), headless=True, size=args.size)
    theme.allow_sharp_backdrops()
    seats = [Seat("human")] * args.phones
    options = {"players": args.phones, "mode": "grasshopper"}
    session = GameSession.new("shinobi", seats, seed=args.seed, options=options, autosave=False)
    table = make_game_scene(app, session)
    app.push(table)
    link = open_phones(table, hosts=["127.0.0.1"])
    tokens = [link.server.codes.fragment(seat) for seat in link.seats]
    bots = subprocess.Popen(
        [sys.executable, "-m", "ninjas.phones.bots", str(link.server.port), "0.3", str(args.flood)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert bots.stdin is not None
    bots.stdin.write(",".join(tokens) + "\n")
    bots.stdin.flush()
    deadline = time.monotonic() + LINK_SECONDS
    while len(link.linked()) < args.phones and time.monotonic() < deadline:
        time.sleep(0.01)
    linked = len(link.linked())
    times: list[float] = []
    cpu_times: list[float] = []
    process_cpu = time.process_time()
    started = time.perf_counter()
    for spent, cpu in paced_frames(app, args.frames):
        times.append(spent)
        cpu_times.append(cpu)
    seconds = time.perf_counter() - started
    others_cpu = (time.process_time() - process_cpu) * 1000.0 - sum(cpu_times)
    out, _ = bots.communicate("", timeout=10)
    played = json.loads(out.strip().splitlines()[-1]) if out.strip() else {}
    actions = len(session.actions)
    while app.stack:
        app.pop()
    ordered = sorted(times)
    report = {
        "median": round(statistics.median(times), 3),
        "p99": round(ordered[int(len(ordered) * 0.99) - 1], 3),
        "max": round(ordered[-1], 3),
        "median_cpu": round(statistics.median(cpu_times), 3),
        "max_cpu": round(max(cpu_times), 3),
        "over_16_7": sum(1 for t in times if t > FRAME_BUDGET_MS),
        "over_16_7_cpu": sum(1 for t in cpu_times if t > FRAME_BUDGET_MS),
        "server_cpu_ms_per_s": round(max(0.0, others_cpu) / seconds, 2),
        "frames": len(times),
        "actions": actions,
        "phones_linked": linked,
        "messages_received": played.get("received", 0),
        "phone_plays": played.get("plays", 0),
        "size": f"{args.size[0]}x{args.size[1]}",
    }
    if args.flood:
        report["flood_sent"] = played.get("flood_sent", 0)
        report["flood_dropped"] = link.server.counts.flood
    print(json.dumps(report))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
