"""Hostile level files (tests/support/hostile_levels.py) in the level folders: each one
is refused when the list is made, with a reason an interface can say, or it plays a
whole game. None crashes, hangs, or is changed by being read."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from ninjas.core.protocol import TERMINAL
from ninjas.core.tmx import LEVEL_PROBLEMS, LevelError
from ninjas.levels import playable_levels, scan_levels
from tests.support.hostile_levels import DOJO, NIGHT, file_name

CASES = {"night": NIGHT, "dojo": DOJO}
LEVEL_OPTION = {"night": "village", "dojo": "board"}
MAX_ACTIONS = 20_000


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """Empty level folders in place of levels/night and levels/dojo."""
    import ninjas.dojo.maps
    import ninjas.night.village

    made = {"night": tmp_path / "night", "dojo": tmp_path / "dojo"}
    for path in made.values():
        path.mkdir()
    monkeypatch.setattr(ninjas.night.village, "LEVELS", made["night"])
    monkeypatch.setattr(ninjas.dojo.maps, "LEVELS", made["dojo"])
    return made


def snapshot(folder: Path) -> dict[str, bytes | str]:
    files: dict[str, bytes | str] = {}
    for path in sorted(folder.rglob("*")):
        if path.is_symlink():
            files[path.name] = "-> " + str(path.readlink())
        elif path.is_file() and path.stat().st_mode & 0o444:
            files[path.name] = path.read_bytes()
        else:
            files[path.name] = oct(path.stat().st_mode)
    return files


def play_to_the_end(game: str, name: str, seed: int = 1) -> None:
    from ninjas.games import get_game

    state = get_game(game).new_game(seed=seed, options={LEVEL_OPTION[game]: name})
    chooser = random.Random(seed)
    for _ in range(MAX_ACTIONS):
        if state.current_player == TERMINAL:
            return
        state.apply(chooser.choice(state.legal_actions()))
    raise AssertionError(f"{game} on {name!r}: no end after {MAX_ACTIONS} actions")


@pytest.mark.parametrize(
    "game, case", [(game, case) for game, cases in CASES.items() for case in sorted(cases)]
)
def test_a_hostile_level_is_refused_when_listed_or_plays(folders, game, case):
    folder = folders[game]
    CASES[game][case](folder / file_name(case))
    before = snapshot(folder)
    (entry,) = scan_levels(game)  # its work is bounded: counted in test_level_budget.py
    assert snapshot(folder) == before
    if entry.problem is not None:
        assert entry.problem.code in LEVEL_PROBLEMS and entry.problem.code != "invalid", str(
            entry.problem
        )
        assert entry.name not in playable_levels(game)
        if case != "random":
            from ninjas.games import get_game

            with pytest.raises(LevelError) as refused:  # the arena's way in: refused alike
                get_game(game).new_game(seed=1, options={LEVEL_OPTION[game]: entry.name})
            assert refused.value.code == entry.problem.code
            assert entry.file_name in str(refused.value) or entry.problem.code == "bad_name"
        return
    assert entry.name in playable_levels(game)
    play_to_the_end(game, entry.name)


# What the rules need, case by case: these must be refused, and for the reason given.
REFUSED = {
    ("night", "diameter NaN"): "bad_number",
    ("night", "building x NaN"): "bad_number",
    ("night", "building width inf"): "bad_number",
    ("night", "radius NaN"): "bad_number",
    ("night", "diameter 1e308"): "bad_number",
    ("night", "two buildings"): "bad_count",
    ("night", "ten buildings"): "bad_count",
    ("night", "twelve buildings"): "bad_count",
    ("night", "no buildings layer"): "missing_layer",
    ("night", "floors as a word"): "bad_property",
    ("night", "garbage"): "not_xml",
    ("night", "named pipe"): "not_a_file",
    ("night", "random"): "reserved_name",
    ("night", "name that is not text"): "bad_name",
    ("dojo", "name of 100 letters"): "bad_name",
    ("dojo", "name with a line break"): "bad_name",
    ("night", "map 10^9 wide"): "too_big",
    ("night", "zlib bomb layer"): "too_big",
    ("night", "17,000 buildings"): "too_big",
    ("dojo", "1,900 layers of 256x256"): "too_big",
    ("night", "billion laughs"): "unsupported",
    ("night", "rotated building"): "bad_layout",
    ("night", "polygon building"): "bad_layout",
    ("dojo", "layer data longer than the layer"): "not_tiled",
    ("dojo", "no tile layer"): "missing_layer",
    ("dojo", "unknown terrain"): "bad_property",
    ("dojo", "one hex"): "bad_layout",
    ("dojo", "400 hexes"): "bad_count",
    ("dojo", "map 10^9 wide"): "too_big",
    ("dojo", "hexsidelength NaN"): "bad_number",
    ("dojo", "truncated"): "not_xml",
    ("dojo", "link to /dev/zero"): "not_a_file",
    ("dojo", "external tileset from /dev/zero"): "unsupported",
}
PLAYS = {
    ("night", "good copy of plaza"),
    ("night", "extra object layer"),
    ("night", "extra tile layer"),
    ("night", "diameter as a string number"),
    ("dojo", "good copy of island"),
    ("dojo", "flat-top good map"),
    ("dojo", "extra object layer"),
    ("dojo", "second tile layer"),
    ("dojo", "a line of 9 hexes"),
}


@pytest.mark.parametrize("game, case", sorted(REFUSED))
def test_a_level_the_rules_cannot_play_is_refused_for_its_reason(folders, game, case):
    CASES[game][case](folders[game] / file_name(case))
    (entry,) = scan_levels(game)
    assert entry.problem is not None and entry.problem.code == REFUSED[game, case], entry.problem


@pytest.mark.parametrize("game, case", sorted(PLAYS))
def test_a_good_or_harmlessly_odd_level_is_offered(folders, game, case):
    CASES[game][case](folders[game] / file_name(case))
    (entry,) = scan_levels(game)
    assert entry.problem is None, entry.problem


def test_every_hostile_level_at_once_leaves_only_the_good_ones(folders):
    for game, cases in CASES.items():
        for case, write in cases.items():
            write(folders[game] / file_name(case))
        offered = set(playable_levels(game))
        expected = {file_name(case)[:-4] for g, case in PLAYS if g == game}
        assert expected <= offered and "random" not in offered


def test_a_level_checked_once_is_checked_again_when_it_changes(folders):
    path = folders["dojo"] / "mine.tmx"
    DOJO["good copy of island"](path)
    assert playable_levels("dojo") == ["mine"]
    path.write_text("broken")
    assert playable_levels("dojo") == []
