"""Newcomer J (s11, nc-J/135.png): the results said "Turns played: 14" for a game of 7
turns each, read as 14 of his own. Now "Turns played: 14 (7 each)", each side's count as
the review says it ("your turn 6") beside the History's total; an uneven count names the
sides."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from scenes.app import App
from scenes.taisen.naming import turns_line

from .test_taisen_scene import settle, table  # noqa: F401  (the fixture)

COUCH = [Seat("human"), Seat("human")]


def turns_taken(scene, count: int) -> list[int]:  # type: ignore[no-untyped-def]
    """Play the first legal action until `count` turns have started; the side of each."""
    settle(scene)
    sides = [scene.state.side]
    while len(sides) < count and not scene.state.is_terminal:
        scene._play(scene.state.legal_actions()[0])
        settle(scene)
        if scene.state.side != sides[-1]:
            sides.append(scene.state.side)
    return sides


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_results_say_each_sides_turns(app: App, table, lang: str) -> None:  # noqa: F811
    app.set_language(lang)
    scene = table(seats=COUCH)
    sides = turns_taken(scene, 7)  # six turns played, the seventh begun
    assert len(sides) == 7 and not scene.state.is_terminal
    line = scene.results_lines()[0]
    assert line == app.tr("taisen.summary.turns_each", turns=6, each=3), line
    assert ("(3 each)" if lang == "en" else "(3 chacun)") in line
    while scene.state.side == sides[-1] and not scene.state.is_terminal:
        scene._play(scene.state.legal_actions()[0])
        settle(scene)  # the seventh played: one side has one more
    first, second = ("Monkey", "Wolf") if lang == "en" else ("Singe", "Loup")
    odd = scene.results_lines()[0]
    assert odd.startswith(app.tr("taisen.summary.turns", turns=7)), odd
    assert f"{first} 4" in odd and f"{second} 3" in odd, odd


def test_a_game_without_turns_says_the_bare_count(app: App) -> None:
    assert turns_line(app.tr, {}) == app.tr("taisen.summary.turns", turns=0)
