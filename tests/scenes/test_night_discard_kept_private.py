"""Newcomer T (s20, 138-143, Night EN 1280x720, Sam + Ida hot-seat): Sam's Collect, his
backpack full, brought a token to his hand behind his cover ('I am Sam: show me the
tokens I take'); he opened the discards' list and sent the pink 1 to the roof. The
list stayed open (8b7937c7), but the view flipped back to the public one under it: his
score '?', his slots as backs, the rows 'Discard slot 4 to the roof', the gone row
saying 'the pink from your hand took its place' (the Kunai's back). Now the view he
passed the cover for stays his while the list is open, and after it for the rest of his
turn (one cover a turn: newcomer B, s22); the next seat's step shows nobody's faces
(scenes/night/private_ends.py)."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from ninjas.night.packing import KEEPS_HELD, VALUE_FIRST
from scenes.app import App
from scenes.night import NightScene


def table(app: App) -> tuple[NightScene, int]:
    """Sam (seat 0) at the laptop past his cover, a full backpack (3, 1, 4, 2), a yellow
    5 on his roof, his Collect to make; Ida, a person, next. Returns the 5."""
    s = line_state([("collect", "move")] * 3, round=5)
    s.options[VALUE_FIRST] = True
    s.options[KEEPS_HELD] = True
    for kind in ("v3", "v1", "y4", "v2"):
        give(s, kind, seat=0)
    five = give(s, "y5", building=0)
    seats = [Seat("human", name="Sam"), Seat("human", name="Ida"), Seat("ai", "easy")]
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), animate=False)
    app.push(scene)
    scene.holder = scene.shown_seat = 0  # his cover passed
    return scene, five


def key(scene: NightScene, k: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def frame(scene: NightScene) -> None:
    scene.update(1 / 30)
    scene.draw(pygame.Surface((1280, 720)))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_view_stays_his_while_the_discards_are_open(app: App, lang: str) -> None:
    app.set_language(lang)
    scene, five = table(app)
    frame(scene)
    scene.play("collect 0")  # the 5 to his hand: no slot
    frame(scene)
    assert scene.state.held and scene.viewer == 0
    key(scene, pygame.K_1)  # 'Discard a token to the roof…'
    frame(scene)
    assert scene.option_list.opened == "discard"
    key(scene, pygame.K_1)  # the first token to the roof: the 5 takes its slot
    for _ in range(3):
        frame(scene)
    assert scene.session.actions[-1].startswith("discard")
    assert five in scene.state.backpacks[0] and not scene.state.held
    panel = scene.option_list
    assert panel.opened == "discard"  # the list still open (8b7937c7)
    assert scene.viewer == 0 and scene.holder == 0  # fails before: -1 (public), None
    assert scene.token_face(five) == "y5"  # his 5 named, as before the discard
    key(scene, pygame.K_ESCAPE)  # the list closed: the rest of his turn his own
    frame(scene)
    assert panel.opened is None
    # one cover a turn (newcomer B, s22): his turn goes on at the laptop he took, no
    # second 'your turn, in private'; the next seat's step shows nobody's faces
    assert scene.holder == 0 and scene.viewer == 0
    scene.play("end")
    frame(scene)
    assert scene.holder is None and scene.viewer != 0
    assert scene.token_face(five) != "y5"  # nobody else sees his 5
    app.set_language("en")
