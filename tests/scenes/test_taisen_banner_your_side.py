"""The end banner says how the game was won from the one person's side where one person
plays: newcomer U (s20, FR 1280x720 vs Hard, 056) read 'Les Loups l'emportent ! Tous les
ninjas ennemis sont hors jeu.' and asked 'enemies from whose view?': 'Tous vos ninjas
sont hors jeu' hits harder. Hot-seat keeps the side's words (the names are above)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import Seat
from ninjas.taisen.rules import ACTIONS, END
from scenes.taisen import hud

from .test_taisen_newcomer_b import BEA_TOM, WINNING
from .test_taisen_scene import settle, table  # noqa: F401

TAKES_LAST = "R1/-/-/-/P1/-/r1/-/-/-/- m g2 -"
"""Paper 1 beats the Wolf's last ninja, its Rock 1."""


def banner_line(scene: Any, monkeypatch: pytest.MonkeyPatch) -> str:
    lines: list[str] = []
    real = hud.banner_surface
    monkeypatch.setattr(
        hud,
        "banner_surface",
        lambda side, title, how, *a: (lines.append(how), real(side, title, how, *a))[1],
    )
    scene._draw_banner(pygame.Surface(scene.app.window.get_size()))
    return lines[-1]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_banner_says_how_from_the_lone_persons_side(
    table: Any,  # noqa: F811
    app: Any,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
) -> None:
    app.set_language(lang)
    tr = app.tr
    wolf, monkey = tr("taisen.side.wolf"), tr("taisen.side.monkey")
    # she plays the Monkey and takes the Wolf's last ninja
    scene = table(seats=[Seat("human"), Seat("ai", "random")], notation=TAKES_LAST)
    settle(scene)
    scene._play(scene.state.parse_action("g:P1"))
    settle(scene)
    assert scene.state.winner == "monkey"
    said = banner_line(scene, monkeypatch)
    assert said == tr("taisen.banner.elimination.won", foe=wolf)
    assert said != tr("taisen.banner.elimination")
    # she plays the Monkey, her Paper 3 on the Wolf village
    scene = table(seats=[Seat("human"), Seat("ai", "random")], notation=WINNING)
    settle(scene)
    scene._play(ACTIONS[END])
    settle(scene)
    assert banner_line(scene, monkeypatch) == tr("taisen.banner.village.won", foe=wolf)
    # she plays the Wolf: the computer's Paper 3 holds her village
    scene = table(seats=[Seat("ai", "random"), Seat("human")], notation=WINNING)
    scene._play(ACTIONS[END])  # its end of turn, played here as its worker would
    settle(scene)
    assert scene.state.winner == "monkey"
    said = banner_line(scene, monkeypatch)
    assert said == tr("taisen.banner.village.lost", foe=monkey)
    assert {"en": "your village", "fr": "votre village"}[lang] in said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_hot_seat_keeps_the_sides_words(
    table: Any,  # noqa: F811
    app: Any,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
) -> None:
    app.set_language(lang)
    scene = table(seats=BEA_TOM, notation=WINNING)
    settle(scene)
    scene._play(ACTIONS[END])
    settle(scene)
    assert banner_line(scene, monkeypatch) == app.tr("taisen.banner.village")
