"""Each setup says, under its heading, the game's goal, and what a first game should set
(newcomer E, s15, 152: 'nothing says what the game is about on this screen'; newcomer
F, s15, 004/207: which optional rules are recommended for a first game, and 'first
game? Grasshopper is shorter'). The advice names the rules to set back, counts them
when many, and both lines stay whole above the seats' panels."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scenes.app import App
from scenes.setup import SetupScene
from scenes.setup_parts import first_game

from .conftest import Driver, record_blits


def opened(app: App, game: str) -> SetupScene:
    setup = SetupScene(app, game)
    app.push(setup)
    Driver(app).step()
    return setup


def set_cell(setup: SetupScene, key: str, value: object) -> None:
    widget = dict(setup.cells)[key]
    widget.index = [v for v, _ in widget.options].index(value)  # type: ignore[attr-defined]
    widget.on_change(value)  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
@pytest.mark.parametrize(("size", "lang"), [((1280, 720), "en"), ((1920, 1080), "fr")])
def test_the_goal_and_the_advice_show_whole_above_the_seats(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    size: tuple[int, int],
    lang: str,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    setup = opened(app, game)
    if game == "dojo":  # the longest advice: many rules to set back
        for key in ("jokers", "blitz", "dojo_defense", "fists_of_fury"):
            set_cell(setup, key, True)
    blits = record_blits(monkeypatch)
    app.draw()
    said = dict(blits)
    goal = app.tr(f"setup.goal.{game}")
    assert goal in said  # whole, not cut
    advice = first_game.advice(setup)
    assert (advice == "") == (game == "taisen")  # Taisen has no optional rule
    lines = [said[goal]] + ([said[advice]] if advice else [])
    seats_top = min(panel.top for panel in setup.seat_panels)
    for rect in lines:
        assert rect.bottom <= seats_top and rect.left >= 0 and rect.right <= size[0]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_advice_names_what_to_set_back(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    dojo = opened(app, "dojo")
    assert first_game.advice(dojo) == tr("setup.first_game.ok.dojo")
    set_cell(dojo, "jokers", True)
    rule = tr("setup.first_game.rule", rule=tr("setup.jokers"), value=tr("setup.jokers.false"))
    assert first_game.advice(dojo) == tr("setup.first_game.change", rules=rule)
    for key in ("blitz", "dojo_defense", "fists_of_fury"):
        set_cell(dojo, key, True)
    assert first_game.advice(dojo) == tr.plural("setup.first_game.many", 4)
    shinobi = opened(app, "shinobi")
    set_cell(shinobi, "mode", "grasshopper")
    assert first_game.advice(shinobi) == tr("setup.first_game.ok.shinobi")
    set_cell(shinobi, "mode", "grandmaster")
    assert first_game.advice(shinobi) == tr("setup.first_game.change.shinobi")
    assert tr("setup.mode.grasshopper") in shinobi.explanation("mode")  # beside the mode
