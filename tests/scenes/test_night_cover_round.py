"""Every Night cover says the round under its title, 'Round 3 of 6' / 'Manche 3 sur 6'
(newcomer C, s14, 043 and 134: the six rounds are the game's clock, and a person handed
the laptop read only 'Round 5 begins.' in the news of a round's first cover). The hand-off
flow's cover (scenes/night/open_turn.titled) and her own cover asked from a turn in the
open (open_turn.cover) alike. EN 1280x720, FR 1920x1080."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, in_hand, line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene
from scenes.night.open_turn import PEEK

from .conftest import pass_handoff

SIZES = pytest.mark.parametrize(("lang", "size"), [("en", (1280, 720)), ("fr", (1920, 1080))])


def table(app: App, hand: bool) -> NightScene:
    """Seat 0 (a person) to act in round 3, seat 1 (a person) held the laptop last;
    `hand`: a token in her hand (her cover comes), else a private token in her backpack
    (her turn in the open)."""
    s = line_state([("move", "skip")] * 3, round=3)
    if hand:
        in_hand(s, "v2")
    else:
        give(s, "v3", seat=0)
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), animate=False)
    app.push(scene)
    scene.shown_seat, scene.holder = None, 1
    scene.update(1 / 60)
    return scene


def round_words(app: App) -> str:
    return str(app.tr("night.round_card.title", round=3, rounds=6))


@SIZES
def test_the_hand_off_s_cover_says_the_round(app: App, lang: str, size: tuple[int, int]) -> None:
    app.set_language(lang)
    table(app, hand=True)
    cover = app.top
    assert isinstance(cover, HandoffScene)
    assert cover.lead is not None and cover.lead() == round_words(app)  # fails before
    assert round_words(app) == ("Round 3 of 6" if lang == "en" else "Manche 3 sur 6")
    canvas = pygame.Surface(size)
    cover.draw(canvas)
    assert cover.lead_lines(size[0])[0] == round_words(app)  # on one line, drawn
    app.set_language("en")


@SIZES
def test_her_own_cover_asked_in_the_open_says_the_round(
    app: App, lang: str, size: tuple[int, int]
) -> None:
    app.set_language(lang)
    scene = table(app, hand=False)
    assert app.top is scene  # her turn in the open
    scene.choose_option([a.kind for a, _ in scene.options].index(PEEK))
    cover = app.top
    assert isinstance(cover, HandoffScene)
    assert cover.lead is not None and cover.lead() == round_words(app)
    cover.draw(pygame.Surface(size))
    pass_handoff(app)
    assert app.top is scene
    app.set_language("en")
