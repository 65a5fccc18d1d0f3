"""The frame bench with phones connected runs and reports its figures."""

from __future__ import annotations

import json

from scenes import bench_phones


def test_the_phones_frame_bench_links_every_phone_and_reports(capsys):
    assert bench_phones.main(["--frames", "60", "--phones", "2", "--size", "1280x720"]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["phones_linked"] == 2 and report["frames"] == 60
    assert report["messages_received"] >= 4  # a welcome and a state each, at least
    assert {"median", "max", "max_cpu", "over_16_7"} <= set(report)


def test_with_one_phone_flooding_its_link_the_game_goes_on_and_the_flood_is_dropped(capsys):
    """`--flood`: one phone sends 1,000 stale plays a second besides its own; the server
    drops nearly all of them, and the seats' plays (that one's too) still get through."""
    argv = ["--frames", "360", "--phones", "2", "--size", "1280x720", "--flood", "1000"]
    assert bench_phones.main(argv) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["phones_linked"] == 2
    assert report["flood_sent"] > 500
    assert report["flood_dropped"] > report["flood_sent"] // 2
    assert report["phone_plays"] >= 2 and report["actions"] >= 2
