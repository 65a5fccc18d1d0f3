"""Newcomer Y, s13, 028: the Wolf rolled a red 1, used green and blue, and nothing said
the red one was left ('I wondered if I missed a move'). The log's turn-end line says the
dice a turn ends without, and, where no ninja could move with one, that none could."""

from __future__ import annotations

import pytest

from ninjas.core.events import Event
from ninjas.taisen import from_notation
from scenes.app import App
from scenes.taisen import game_log

NBSP = "\u00a0"
WORDS = {
    "en": (
        "Wolf ends the turn without using the red die (1)",
        "Wolf ends the turn: no ninja could move with the red die (1) and the blue die (3)",
        "Wolf ends the turn without using the green die (2); no ninja could move with the red die (1)",
    ),
    "fr": (
        "Loup termine son tour sans utiliser le dé rouge (1)",
        f"Loup termine son tour{NBSP}: aucun ninja ne pouvait se déplacer avec le dé rouge (1)"
        " et le dé bleu (3)",
        f"Loup termine son tour sans utiliser le dé vert (2){NBSP}; aucun ninja ne pouvait se"
        " déplacer avec le dé rouge (1)",
    ),
}


def line(app: App, *unused: tuple[str, int, bool]) -> str:
    data = {"side": "wolf", "unused": [{"die": d, "value": v, "could": c} for d, v, c in unused]}
    said = game_log.describe(Event("turn_ended", data), app.tr)
    assert said is not None
    return said.text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_turn_end_says_the_dice_left(app: App, lang: str) -> None:
    app.set_language(lang)
    chose, stuck, both = WORDS[lang]
    assert line(app, ("r", 1, True)) == chose
    assert line(app, ("r", 1, False), ("b", 3, False)) == stuck
    assert line(app, ("r", 1, False), ("g", 2, True)) == both
    plain = app.tr("taisen.log.turn_ended", side=app.tr("taisen.side.wolf"))
    assert line(app) == plain  # every die used: as before


def test_the_engine_s_end_of_turn_is_said(app: App) -> None:
    app.set_language("en")
    events = from_notation("J/-/-/-/-/-/-/-/-/s1p1/j w r1 -", 1).apply("end")
    said = [game_log.describe(e, app.tr) for e in events if e.kind == "turn_ended"]
    assert said[0] is not None and said[0].text == WORDS["en"][0]
