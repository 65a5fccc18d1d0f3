"""The setup screen over remembered options of the wrong type and broken level files:
Start never opens the crash screen (issue 21, points 6 and 7)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas.core.settings import settings_from_value
from scenes.message import MessageScene
from scenes.setup import SetupScene
from tests.support.hostile_levels import DOJO, NIGHT, file_name


@pytest.fixture
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, Path]:
    """The shipped levels copied to a folder the test may break."""
    import ninjas.dojo.maps
    import ninjas.night.village

    made = {}
    for game, module in (("night", ninjas.night.village), ("dojo", ninjas.dojo.maps)):
        folder = tmp_path / game
        folder.mkdir()
        for level in module.LEVELS.glob("*.tmx"):
            (folder / level.name).write_bytes(level.read_bytes())
        monkeypatch.setattr(module, "LEVELS", folder)
        made[game] = folder
    return made


def start(app, ui, game: str) -> SetupScene:
    from scenes.title import TitleScene

    app.push(TitleScene(app))
    setup = SetupScene(app, game)
    app.push(setup)
    ui.click(setup.start_button)
    return setup


@pytest.mark.parametrize(
    "game, stored",
    [
        ("dojo", {"jokers": 1, "blitz": 0, "board": "island"}),
        ("night", {"experienced": 1, "players": True, "village": "plaza"}),
        ("night", {"players": 3.0, "village": 7}),
        ("shinobi", {"players": "4", "mode": 1}),
        ("taisen", {"first": 0}),
        ("dojo", {"board": ["island"], "jokers": "true"}),
    ],
)
def test_remembered_options_of_the_wrong_type_fall_back_to_their_defaults(app, ui, game, stored):
    app.settings = settings_from_value({"last_options": {game: stored}}, app.settings)
    setup = SetupScene(app, game)
    options = setup.options()
    from ninjas.options import game_options

    for option in game_options(game):
        if option.key in options:
            assert type(options[option.key]) is type(option.default), option.key
    assert setup.extra.get("jokers", False) is False
    assert setup.extra.get("experienced", False) is False


@pytest.mark.parametrize("game, stored", [("dojo", {"jokers": 1}), ("night", {"experienced": 1})])
def test_start_over_a_boolean_stored_as_a_number_starts_the_game(app, ui, game, stored):
    """0 == False and 1 == True in Python: `1 in (False, True)` let the number through
    to the rules, which refused it, and Start opened the crash screen."""
    app.settings.last_options[game] = dict(stored)  # as if read before the check existed
    start(app, ui, game)
    assert type(ui.top).__name__ != "MessageScene"
    assert ui.top.session.options[next(iter(stored))] is False


def test_a_stray_or_broken_level_is_not_offered_and_the_setup_says_why(app, ui, folders, drawn):
    DOJO["garbage"](folders["dojo"] / "zzz.tmx")
    NIGHT["two buildings"](folders["night"] / "tiny.tmx")
    dojo = SetupScene(app, "dojo")
    assert "zzz" not in dict(dojo.extra_choices)["board"]
    assert [e.name for e in dojo.refused_levels] == ["zzz"]
    night = SetupScene(app, "night")
    assert "tiny" not in dict(night.extra_choices)["village"]
    app.push(night)
    drawn()
    from scenes.setup import refused_levels_text

    text = refused_levels_text(app, night.refused_levels)
    assert "tiny.tmx" in text and app.tr("level.problem.bad_count") in text


def test_a_remembered_level_that_broke_is_replaced_by_the_default(app, ui, folders):
    app.settings.last_options["dojo"] = {"board": "island"}
    DOJO["truncated"](folders["dojo"] / "island.tmx")
    setup = SetupScene(app, "dojo")
    assert setup.extra["board"] == "random"


@pytest.mark.parametrize("game, option", [("dojo", "board"), ("night", "village")])
@pytest.mark.parametrize("how", ["deleted", "broken"])
def test_a_level_that_vanishes_between_listing_and_start_gives_a_message(
    app, ui, folders, game, option, how
):
    from scenes.title import TitleScene

    app.push(TitleScene(app))
    setup = SetupScene(app, game)
    app.push(setup)
    level = next(v for v in dict(setup.extra_choices)[option] if v != "random")
    setup.extra[option] = level
    path = folders[game] / f"{level}.tmx"
    if how == "deleted":
        path.unlink()
    else:
        path.write_text("<map")
    ui.click(setup.start_button)
    assert isinstance(ui.top, MessageScene)
    assert app.tr("setup.level_gone.title") == ui.top.title
    ui.key(__import__("pygame").K_RETURN)
    fresh = ui.top
    assert isinstance(fresh, SetupScene) and level not in dict(fresh.extra_choices)[option]


def test_every_level_problem_is_said_in_english_and_french():
    import json

    from ninjas.core.tmx import LEVEL_PROBLEMS

    root = Path(__file__).resolve().parents[2] / "assets" / "i18n"
    for language in ("en", "fr"):
        texts = json.loads((root / language / "ui.json").read_text(encoding="utf-8"))
        for code in LEVEL_PROBLEMS:
            assert texts.get(f"level.problem.{code}"), (language, code)
        for key in ("setup.level_gone", "setup.level_gone.title", "setup.levels_refused"):
            assert texts.get(key), (language, key)


def test_file_names_of_the_hostile_cases_are_distinct():
    for cases in (NIGHT, DOJO):
        assert len({file_name(case) for case in cases}) == len(cases)


def test_level_file_names_that_are_not_text_or_too_long_never_reach_the_screen(
    app, ui, folders, drawn
):
    """A file name of bytes that are not UTF-8 crashed the font ("surrogates not
    allowed") when the setup drew it; a long one ran out of its box."""
    import os

    island = (folders["dojo"] / "island.tmx").read_text()
    (folders["dojo"] / os.fsdecode(b"\xff\xfe.tmx")).write_text(island)
    (folders["dojo"] / ("w" * 32 + ".tmx")).write_text(island)
    (folders["dojo"] / ("w" * 33 + ".tmx")).write_text(island)
    setup = SetupScene(app, "dojo")
    boards = dict(setup.extra_choices)["board"]
    assert "w" * 32 in boards and "w" * 33 not in boards
    assert {e.problem.code for e in setup.refused_levels if e.problem} == {"bad_name"}
    app.push(setup)
    for board in boards:
        setup.extra["board"] = board
        drawn()
    from scenes import theme
    from scenes.widgets import shortened

    assert shortened("W" * 32, theme.FONT_BODY + 1, 180).endswith("…")


def test_a_level_gone_before_the_table_is_prepared_or_a_rematch_is_no_crash(app, ui, folders):
    from ninjas.core.session import GameSession, Seat
    from scenes import setup as setup_module
    from scenes.results import ResultsScene
    from scenes.title import TitleScene

    setup = SetupScene(app, "dojo")
    setup.extra["board"] = "island"
    (folders["dojo"] / "island.tmx").unlink()
    setup_module.PREPARED_TABLES.discard("dojo")
    setup.prepare_table()  # run when the setup screen is idle
    session = GameSession.new(
        "dojo", [Seat(), Seat("ai")], seed=1, options={"board": "crescent"}, autosave=False
    )
    (folders["dojo"] / "crescent.tmx").write_text("<map")
    app.push(TitleScene(app))
    results = ResultsScene(app, session)
    app.push(results)
    results.rematch()
    assert isinstance(ui.top, TitleScene)
