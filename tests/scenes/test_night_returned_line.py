"""Tokens held in the hand at the turn's end go back on the roof in one log line
(issue 33, newcomer J, shot-92: "Ada puts 1 token back on the roof." three times for
one End the turn). The rules tell them in one event; the log says "puts 3 tokens back",
in English and in French, and each token still flies back to the roof."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state, scene_of

from scenes.app import App


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_three_tokens_put_back_are_one_line(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = line_state([("collect", "skip")] * 3)
    for _ in range(4):  # a full backpack: the roof's three tokens go to the hand
        give(s, "v1", seat=0)
    held = [give(s, kind, building=0) for kind in ("v1", "v2", "v3")]
    scene = scene_of(app, s)
    scene.shown_seat = 0
    scene.play("collect 0 1 2")
    assert sorted(s.held) == sorted(held)
    scene.play("end")
    name = scene.seat_name(0)
    said = [line for line in scene.log_panel.lines if name in line]
    one = tr.plural("night.log.returned", 1, name=name)
    three = tr.plural("night.log.returned", 3, name=name)
    assert one not in said  # before: this line three times
    assert said.count(three) == 1
    assert {"en": "puts 3 tokens back", "fr": "repose 3 jetons"}[lang] in three
    flying = [e for e in scene.stage.effects if e.kind == "discarded" and e.token in held]
    assert sorted(e.token for e in flying) == sorted(held)  # each one seen going back
    scene.draw(pygame.Surface((1280, 720)))
    assert sorted(s.roofs[0]) == sorted(held)
    app.pop()
    app.set_language("en")
