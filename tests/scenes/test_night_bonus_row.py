"""On a Night turn played in the open, a person holding a bonus only she has seen saw
'Heal / Discard / Look at my tokens / End the turn' and no word of a bonus: the
Shuriken's row came only after the peek and its cover (newcomer G, s16, 079 -> 081). The
peek's row now says for everyone alike 'Look at my tokens, or play a bonus (the others
look away)', and nothing drawn while the others look on tells whether she holds one.
EN and FR."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene
from scenes.night.open_turn import PEEK

from .conftest import pass_handoff


def open_turn(app: App, kind: str) -> tuple[NightScene, pygame.Surface]:
    """Seat 0, a person, to Heal in the open, a token of `kind` only she has seen in
    her backpack, an injury; seat 1 a person next door (in the Shuriken's reach), seat
    2 a computer; the table drawn at 1280x720."""
    s = line_state([("heal", "skip"), ("skip", "skip"), ("skip", "skip")], positions=(0, 1, 2))
    s.backpacks[0][0] = -1  # an injury to heal (position.INJURY)
    give(s, kind, seat=0)
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), animate=False)
    app.push(scene)
    scene.shown_seat, scene.holder = None, 1
    scene.update(1 / 60)
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    return scene, canvas


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_peek_row_offers_a_bonus_for_everyone_alike(app: App, lang: str) -> None:
    app.set_language(lang)
    shown: dict[str, tuple[list[str], bytes]] = {}
    for kind in ("shuriken", "v3"):
        scene, canvas = open_turn(app, kind)
        assert app.top is scene and scene.shown_seat == 0  # in the open, no cover
        labels = [label for _, label in scene.options]
        peek = [label for a, label in scene.options if a.kind == PEEK]
        assert peek == [app.tr("night.act.peek")]
        said = {"en": "or play a bonus", "fr": "ou jouer un bonus"}[lang]
        assert said in peek[0]  # fails before: 'Look at my tokens (the others look away)'
        assert "Shuriken" not in " ".join(labels)
        shown[kind] = (labels, pygame.image.tobytes(canvas, "RGB"))
        app.pop()
    # what the others see is the same: the list word for word, the screen pixel for pixel
    assert shown["shuriken"][0] == shown["v3"][0]
    assert shown["shuriken"][1] == shown["v3"][1]
    app.set_language("en")


def test_the_bonus_is_offered_once_she_looks(app: App) -> None:
    scene, _ = open_turn(app, "shuriken")
    kinds = [a.kind for a, _ in scene.options]
    scene.choose_option(kinds.index(PEEK))
    assert isinstance(app.top, HandoffScene) and scene.shown_seat is None
    pass_handoff(app)
    assert any(a.kind == "shuriken" for a, _ in scene.options)
