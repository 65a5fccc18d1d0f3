"""Issue 31, 2.2: a level file within the documented limits (1 MB, 256 cells a side)
never freezes the game. The work a map asks for is counted as its XML is read, and a
map that asks for more than a level may is refused before any layer is inflated or
decoded or any object built; a village's counts come before the checks of every pair;
verdicts are kept on disk by content; the title checks the folders off its frame
thread. Work is counted (calls, elements, comparisons), never timed."""

from __future__ import annotations

import base64
import threading
import zlib
from collections import Counter
from pathlib import Path

import pytest

import ninjas.core.tmx as tmx
from ninjas import levels
from ninjas.core import level_cache
from ninjas.core.paths import user_data_dir
from ninjas.levels import playable_levels, scan_levels
from ninjas.night.village import Building
from tests.support.hostile_levels import (
    BUILDINGS,
    DOJO_ROWS,
    many_buildings,
    many_layers,
    night_tmx,
)
from tests.support.hostile_levels import dojo_with as dojo_map


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """Empty level folders in place of levels/night and levels/dojo, nothing checked
    yet (in memory or on disk)."""
    import ninjas.dojo.maps
    import ninjas.night.village

    made = {"night": tmp_path / "night", "dojo": tmp_path / "dojo"}
    for path in made.values():
        path.mkdir()
    monkeypatch.setattr(ninjas.night.village, "LEVELS", made["night"])
    monkeypatch.setattr(ninjas.dojo.maps, "LEVELS", made["dojo"])
    monkeypatch.setenv("NINJAS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(levels, "_checked", {})
    level_cache.forget()
    yield made
    level_cache.forget()


@pytest.fixture
def work(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Counts of the costly steps of a check: layers inflated, maps handed to pytmx,
    pytmx tile layers decoded, pairs of buildings compared, elements counted."""
    import pytmx

    counts: Counter[str] = Counter()
    real_inflate = zlib.decompressobj
    real_map = pytmx.TiledMap.parse_xml
    real_layer = pytmx.TiledTileLayer.parse_xml
    real_gap = Building.gap
    real_add = tmx.WorkCount.add

    def inflate(*args, **kwargs):  # type: ignore[no-untyped-def]
        counts["inflated"] += 1
        return real_inflate(*args, **kwargs)

    def parse_map(self, node):  # type: ignore[no-untyped-def]
        counts["pytmx maps"] += 1
        return real_map(self, node)

    def parse_layer(self, node):  # type: ignore[no-untyped-def]
        counts["pytmx layers"] += 1
        if counts["pytmx layers"] > 10:  # the old reader's way: fail now, not in a minute
            raise AssertionError("more than 10 tile layers decoded")
        return real_layer(self, node)

    def gap(self, other):  # type: ignore[no-untyped-def]
        counts["pairs"] += 1
        return real_gap(self, other)

    def add(self, node):  # type: ignore[no-untyped-def]
        counts["elements"] += 1
        return real_add(self, node)

    monkeypatch.setattr(tmx.zlib, "decompressobj", inflate)
    monkeypatch.setattr(pytmx.TiledMap, "parse_xml", parse_map)
    monkeypatch.setattr(pytmx.TiledTileLayer, "parse_xml", parse_layer)
    monkeypatch.setattr(Building, "gap", gap)
    monkeypatch.setattr(tmx.WorkCount, "add", add)
    return counts


def test_a_dojo_map_of_1900_packed_layers_is_refused_before_any_is_inflated(folders, work):
    path = folders["dojo"] / "layers.tmx"
    path.write_text(many_layers())
    assert path.stat().st_size < tmx.MAX_LEVEL_BYTES  # within the documented size
    (entry,) = scan_levels("dojo")
    assert entry.problem is not None and entry.problem.code == "too_big", entry.problem
    assert f"{tmx.MAX_LAYER_CELLS:,} cells" in str(entry.problem) and "layers.tmx" in str(
        entry.problem
    )
    # refused at the third layer: a few dozen elements read, nothing inflated or decoded
    assert work["elements"] < 60
    assert work["inflated"] == work["pytmx maps"] == work["pytmx layers"] == 0


def test_a_village_of_17000_buildings_is_refused_before_any_is_built(folders, work):
    path = folders["night"] / "crowd.tmx"
    path.write_text(many_buildings())
    assert path.stat().st_size < tmx.MAX_LEVEL_BYTES
    (entry,) = scan_levels("night")
    assert entry.problem is not None and entry.problem.code == "too_big", entry.problem
    assert f"{tmx.MAX_OBJECTS:,} objects" in str(entry.problem)
    assert work["elements"] <= tmx.MAX_OBJECTS + 30  # the map's head, then the objects
    assert work["pytmx maps"] == work["pairs"] == 0


def test_a_village_of_too_many_buildings_is_counted_before_its_pairs_are_compared(folders, work):
    """Under the bound on objects, 900 tiny buildings: refused by their count, with no
    pair compared (the old order compared 404,550 pairs first)."""
    path = folders["night"] / "nine_hundred.tmx"
    path.write_text(many_buildings(900))
    (entry,) = scan_levels("night")
    assert entry.problem is not None and entry.problem.code == "bad_count", entry.problem
    assert "900 buildings, the rules need 11" in str(entry.problem)
    assert work["pairs"] == 0


def test_a_full_size_layer_still_loads_and_one_more_is_refused(folders, work):
    """A good board with a 256x256 layer more loads (the README's 256 a side holds);
    with two more, its layers pass MAX_LAYER_CELLS and it is refused."""
    (folders["dojo"] / "big.tmx").write_text(many_layers(1))
    assert playable_levels("dojo") == ["big"]
    assert work["pytmx layers"] == 2 and work["inflated"] == 1
    (folders["dojo"] / "bigger.tmx").write_text(many_layers(2))
    (entry,) = levels.refused_levels("dojo")
    assert entry.name == "bigger" and entry.problem is not None
    assert entry.problem.code == "too_big"
    assert work["pytmx layers"] == 2 and work["inflated"] == 1  # nothing more decoded


def test_a_packed_layer_is_inflated_no_further_than_its_own_cells(folders, monkeypatch):
    """A 2x2 layer whose data inflates to 256 KB (the largest layer's): refused after
    17 bytes, not after 256 KB, so that many of them cost nothing either."""
    packed = base64.b64encode(zlib.compress(bytes(256 * 256 * 4), 9)).decode()
    layer = (
        '<layer id="9" name="x" width="2" height="2">'
        f'<data encoding="base64" compression="zlib">{packed}</data></layer>'
    )
    (folders["dojo"] / "small.tmx").write_text(dojo_map("</map>", layer + "</map>"))
    seen: list[int] = []
    real = zlib.decompressobj

    class Spy:
        def __init__(self, *args, **kwargs):  # type: ignore[no-untyped-def]
            self.inner = real(*args, **kwargs)

        def decompress(self, data, max_length=0):  # type: ignore[no-untyped-def]
            out = self.inner.decompress(data, max_length)
            seen.append(len(out))
            return out

    monkeypatch.setattr(tmx.zlib, "decompressobj", Spy)
    (entry,) = scan_levels("dojo")
    assert entry.problem is not None and entry.problem.code == "too_big"
    assert seen == [2 * 2 * 4 + 1]


def test_a_verdict_is_kept_on_disk_and_not_checked_again(folders, monkeypatch):
    import ninjas.dojo.maps
    import ninjas.night.village

    (folders["night"] / "good.tmx").write_text(night_tmx())
    (folders["night"] / "short.tmx").write_text(night_tmx(BUILDINGS[:10]))
    (folders["dojo"] / "layers.tmx").write_text(many_layers())
    calls: Counter[str] = Counter()

    def counted(module, name):  # type: ignore[no-untyped-def]
        real = getattr(module, name)

        def load(path):  # type: ignore[no-untyped-def]
            calls[Path(path).name] += 1
            return real(path)

        monkeypatch.setattr(module, name, load)

    counted(ninjas.night.village, "load_village")
    counted(ninjas.dojo.maps, "load_board")
    first = {game: scan_levels(game) for game in ("night", "dojo")}
    assert calls == {"good.tmx": 1, "short.tmx": 1, "layers.tmx": 1}
    cache = level_cache.cache_path()
    assert cache.is_relative_to(user_data_dir()) and cache.exists()
    assert sorted(p.name for p in folders["night"].iterdir()) == ["good.tmx", "short.tmx"]

    monkeypatch.setattr(levels, "_checked", {})  # a new run: nothing in memory
    level_cache.forget()
    again = {game: scan_levels(game) for game in ("night", "dojo")}
    assert calls == {"good.tmx": 1, "short.tmx": 1, "layers.tmx": 1}  # no file loaded again
    for game in first:
        assert [(e.name, e.problem and (e.problem.code, str(e.problem))) for e in again[game]] == [
            (e.name, e.problem and (e.problem.code, str(e.problem))) for e in first[game]
        ]
    assert playable_levels("night") == ["good"]

    changed = night_tmx(extra='<objectgroup id="5" name="decor"/>')
    (folders["night"] / "short.tmx").write_text(changed)  # changed: checked again
    monkeypatch.setattr(levels, "_checked", {})
    assert playable_levels("night") == ["good", "short"]
    assert calls["short.tmx"] == 2 and calls["good.tmx"] == 1
    (folders["night"] / "copy.tmx").write_text(night_tmx())  # the same bytes: known
    assert playable_levels("night") == ["copy", "good", "short"]
    assert "copy.tmx" not in calls


def test_a_cache_that_cannot_be_read_is_no_cache(folders):
    (folders["night"] / "good.tmx").write_text(night_tmx())
    cache = level_cache.cache_path()
    cache.parent.mkdir(parents=True, exist_ok=True)
    cache.write_text('{"format": "ninjas-level-checks-1", "verdicts": [1, 2')
    assert playable_levels("night") == ["good"]


def test_the_title_checks_level_files_on_a_thread_of_their_own(folders, monkeypatch):
    """The title prepares each setup in still frames: the level files are checked (and
    the setup's modules imported) on another thread, and the frame's job only waits for
    them (it comes back in a later frame), then draws."""
    import pygame

    import ninjas.dojo.maps
    import scenes.title
    from ninjas.core.settings import Settings
    from scenes import groundwork, theme
    from scenes.app import App

    (folders["dojo"] / "layers.tmx").write_text(many_layers())
    (folders["dojo"] / "good.tmx").write_text(dojo_map("</map>", "</map>", DOJO_ROWS))
    threads: list[str] = []
    real = ninjas.dojo.maps.load_board

    def load(path):  # type: ignore[no-untyped-def]
        threads.append(threading.current_thread().name)
        return real(path)

    monkeypatch.setattr(ninjas.dojo.maps, "load_board", load)
    monkeypatch.setattr(scenes.title, "PREPARED_SETUPS", set())
    monkeypatch.setattr(groundwork, "LAID", set())
    pygame.init()
    theme.set_scale(1.0)
    app = App(Settings(), headless=True)
    title = scenes.title.TitleScene(app)
    app.push(title)
    app.idle_jobs.clear()
    title.prepare_setup("dojo")  # the idle job, in a frame
    assert threading.current_thread().name not in threads
    assert "dojo" not in scenes.title.PREPARED_SETUPS and len(app.idle_jobs) == 1
    assert title.groundwork is not None
    title.groundwork.join(120)
    for _ in range(10):  # later still frames: the setup is built, nothing checked in them
        if app.idle_jobs:
            app.idle_jobs.pop(0)()
    assert "dojo" in scenes.title.PREPARED_SETUPS
    assert threads == ["groundwork dojo", "groundwork dojo"]
