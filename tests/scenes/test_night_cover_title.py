"""Newcomer V (s13, 215): alone at the laptop, Kenji on his phone, Aiko's cover was
titled 'Aiko: your turn, in private' over 'This turn shows nothing secret: everyone may
look'. A turn that shows nothing secret now has no cover at all (s14, newcomer Y:
skip_handoff.act_in_the_open): the table opens on her turn; a secret one keeps its
cover, titled 'in private'. EN and FR."""

from __future__ import annotations

import pytest
from support.night_line import in_hand, line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene


def turn_for(app: App, monkeypatch: pytest.MonkeyPatch, secret: bool) -> NightScene:
    """Seat 0 (a person at the laptop, seat 1 on a phone) to act: its table, a frame on."""
    s = line_state([("move", "skip")] * 3)
    if secret:  # a token only seat 0 has seen in her hand, kept or let go by its face
        in_hand(s, "v2", seat=0)  # (a private token alone no longer asks a cover)
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    monkeypatch.setattr(scene, "phone_seat", lambda seat: seat == 1)
    scene.shown_seat, scene.holder = None, 0
    scene.update(1 / 60)
    return scene


def cover_for(app: App, monkeypatch: pytest.MonkeyPatch, secret: bool) -> HandoffScene:
    turn_for(app, monkeypatch, secret)
    cover = app.top
    assert isinstance(cover, HandoffScene)
    return cover


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_turn_with_nothing_secret_opens_with_no_cover(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    scene = turn_for(app, monkeypatch, secret=False)
    assert app.top is scene  # no cover, 'in private' or not (fails before: a cover)
    assert scene.shown_seat == 0 and scene.can_act
    assert scene.prompt_panel.text().startswith(f"{scene.seat_name(0)} — ")
    app.set_language("en")


def test_a_secret_turn_keeps_in_private(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    cover = cover_for(app, monkeypatch, secret=True)
    assert cover.ready_key != "handoff.ready.night.turn"
    assert cover.message_key == "handoff.private"
