"""A throw at a person is aimed in the open: the moment the string comes to her hands
the table shows what everyone knows (her private faces as backs, her score '?'), and
the rest of her turn is played in the open; the string put down unthrown brings back
only rows everyone may read, and her cover comes first where a choice needs her faces
(newcomer E, s15, 109: Ines aimed a Shuriken at Bruno with her bag face up and '6 pts'
while Bruno came to watch). EN and FR."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import give, in_hand, line_state

from ninjas.core.session import GameSession, Seat
from ninjas.night.position import EVERYONE
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene, village_view
from scenes.night.open_turn import PEEK


def her_table(app: App, held: bool = False) -> tuple[NightScene, int, int]:
    """Seat 0, a person holding the laptop (her cover passed), a 3-point token and a
    Shuriken only she has seen; seat 1, a person, on the next roof; seat 2 a computer."""
    s = line_state([("skip", "skip")] * 3, positions=(0, 1, 2))
    token, shuriken = give(s, "v3", seat=0), give(s, "shuriken", seat=0)
    if held:
        in_hand(s, "v2")
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.shown_seat = scene.holder = 0
    scene._refresh()
    return scene, token, shuriken


def faces_drawn(scene: NightScene, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every token face the table draws on one frame (village, hand, backpacks)."""
    drawn: list[str] = []
    real = village_view.VillageView.draw_token

    def record(view: Any, canvas: Any, face: str, *rest: Any, **kw: Any) -> Any:
        drawn.append(face)
        return real(view, canvas, face, *rest, **kw)

    monkeypatch.setattr(village_view.VillageView, "draw_token", record)
    scene.draw(pygame.Surface((1280, 720)))
    return drawn


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_shuriken_is_aimed_in_the_open(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene, token, _ = her_table(app)
    s = scene.state
    assert scene.token_face(token) == "v3"  # her own table, before the throw
    row = next(k for k, (a, _) in enumerate(scene.options) if a.kind == "shuriken")
    scene.choose_option(row)
    assert scene.throw is not None and app.top is scene
    assert scene.viewer == EVERYONE  # fails before: her seat, her faces up
    assert scene.token_face(token) == "pink"
    assert scene.backpacks.score_shown(0, s.backpacks[0]) is None  # '? pts'
    assert "v3" not in faces_drawn(scene, monkeypatch)
    scene.let_go()  # the string put down: the rows everyone may read, and a peek
    assert scene.throw is None and app.top is scene and scene.viewer == EVERYONE
    labels = [label for _, label in scene.options]
    assert not any(app.tr("night.named.v3") in label for label in labels), labels
    assert any(a.kind == PEEK for a, _ in scene.options)
    app.set_language("en")


def test_with_a_token_in_her_hand_her_cover_waits_for_the_string_put_down(app: App) -> None:
    scene, token, _ = her_table(app, held=True)
    row = next(k for k, (a, _) in enumerate(scene.options) if a.kind == "shuriken")
    scene.choose_option(row)
    scene._refresh()  # (a refresh while aiming pushes no cover over the string)
    assert app.top is scene and scene.throw is not None
    assert scene.token_face(token) == "pink"
    scene.let_go()  # her hand's choice needs her faces: her cover first
    assert isinstance(app.top, HandoffScene) and scene.shown_seat is None
