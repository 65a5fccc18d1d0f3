"""Newcomer J (s11): the hint never said that the Wolf Shogun stood 3 tiles from the
Monkey village, one lucky roll from winning (nc-J/134: it rolled its 3 and walked in),
and it said 'End turn' with the green die unused and no word why (nc-J/138). Now the
hint, and the prompt before a move is chosen, name the foe's card one move from the
village and the roll that takes it; a hint to end the turn says why. Set positions
(notation: ../shared/docs/NOTATION.md), the hint's search standing in for the worker's."""

from __future__ import annotations

from typing import Any

import pytest

from scenes import theme
from scenes.app import App
from scenes.taisen import layout as L
from scenes.taisen.game_log import card_name
from tools.cap_heights import cap_height

from .conftest import Driver
from .test_taisen_hint_risk import at, hinted

SHOGUN_NEAR = "-/R1/-/j/-/-/-/S1/-/-/s1 m r1g1b1 -"
"""The Wolf Shogun on tile 3, the Monkey village empty: any die showing 3 takes it."""
PAPER_NEAR = "-/R1/-/p1/-/-/-/S1/-/-/s1 m r1g1b1 -"
"""A Wolf Paper 1 there instead: only the green die (paper's) showing 3 does."""


def threat(app: App, card: str, die: str | None) -> str:
    tr = app.tr
    name = tr("taisen.owned", side=tr("taisen.side.wolf"), card=card_name(tr, card))
    if die is None:
        return str(tr.plural("taisen.risk.village_near_any", 3, card=name))
    return str(tr.plural("taisen.risk.village_near", 3, card=name, die=tr(f"taisen.die.{die}")))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_prompt_names_the_foe_one_roll_from_the_village(
    app: App, ui: Driver, lang: str
) -> None:
    app.set_language(lang)
    scene = at(app, ui, SHOGUN_NEAR)
    words = scene.prompt(None)[0]  # "Choose a die..." first where both fit two lines
    assert words.endswith(threat(app, "j", None)), words
    assert ("Shogun" in words) and ("3" in words)
    app.stack.pop()
    assert at(app, ui, PAPER_NEAR).prompt(None)[0].endswith(threat(app, "p1", "green"))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_warns_of_it_after_its_move(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    words = hinted(app, ui, monkeypatch, SHOGUN_NEAR, "b:R1")  # the Rock steps to tile 2
    assert words.endswith(threat(app, "j", None)), words
    app.stack.pop()
    # a position without the threat says nothing of it
    words = hinted(app, ui, monkeypatch, "R1/-/-/-/-/-/-/S1/-/j/s1 m r1b1 -", "b:R1")
    assert threat(app, "j", None)[:8] not in words, words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hint_to_end_the_turn_says_why_and_warns(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    tr = app.tr
    red_or_blue = tr("taisen.list_or", rest=tr("taisen.die.red"), last=tr("taisen.die.blue"))
    why = tr.plural("taisen.prompt.hint_end_why", 2, dice=red_or_blue)
    # the green die played: red and blue left, each able to move, none into danger
    words = hinted(app, ui, monkeypatch, "-/R1/-/-/-/-/-/S1/-/-/s1 m r1b1 -", "end")
    assert words == why, words
    app.stack.pop()
    words = hinted(app, ui, monkeypatch, SHOGUN_NEAR.replace("g1", ""), "end")
    assert words.endswith(threat(app, "j", None)), words
    assert words.startswith((why, tr("taisen.prompt.hint_end"))), words
    app.stack.pop()
    words = hinted(app, ui, monkeypatch, "-/R1/-/-/-/-/-/S1/-/-/s1 m b1 -", "end")
    assert words == tr.plural("taisen.prompt.hint_end_why", 1, dice=tr("taisen.die.blue"))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_warnings_fit_the_prompt_at_1280x720_readable(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app = sized_app((1280, 720))
    app.set_language(lang)
    ui = Driver(app)
    for move in ("b:R1", "end", None):
        if move is None:  # the prompt before a move is chosen
            scene = at(app, ui, SHOGUN_NEAR)
            words = scene.prompt(None)[0]
        else:
            words = hinted(app, ui, monkeypatch, SHOGUN_NEAR.replace("g1", ""), move)
            scene = app.stack[-1]
        assert threat(app, "j", None) in words, words
        size, lines = scene.prompt_panel.fit(words, L.PROMPT_RECT)
        assert len(lines) <= 2, lines
        pixels = round(round(size * theme.scale()) * theme.FONT_SCALE["body"])
        assert cap_height(words, "body", pixels) >= 11, (words, pixels)
        app.stack.pop()
