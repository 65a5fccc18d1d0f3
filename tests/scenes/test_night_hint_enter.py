"""After H, Enter takes the hinted row (issue 33, newcomer J, shot-105: H lit row 2,
'Move to roof 2', in the hint's colour; Enter then said 'No choice was lit: the first
is lit now' and lit row 1). The hint lights its row for the keys, on its page, so
Enter aims the hinted throw, in English and in French; a Collect's hint lights the
Collect row it ticked."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import NightState
from scenes import ai_turn
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.night import NightScene


def hinted_table(
    app: App, monkeypatch: pytest.MonkeyPatch, s: NightState, starts: str
) -> NightScene:
    """`s` with seat 0 a person, its hint the first legal action starting `starts`,
    asked with H (the way shot-105 asked it), the pointer never moved."""
    monkeypatch.setattr(
        ai_turn,
        "think_hint",
        lambda level, seed, state: Ready(
            next(a for a in state.legal_actions() if str(a).startswith(starts))
        ),
    )
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s))
    app.push(scene)
    scene.shown_seat = 0
    scene.update(1 / 60)
    scene.draw(pygame.Surface((1280, 720)))
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0))
    for _ in range(3):
        scene.update(1 / 60)
        scene.draw(pygame.Surface((1280, 720)))
    assert scene.hint is not None and str(scene.hint).startswith(starts)
    return scene


def enter(scene: NightScene) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    scene.draw(pygame.Surface((1280, 720)))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_enter_after_a_hint_aims_the_hinted_throw(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    s = line_state([("move", "skip"), ("skip", "skip"), ("skip", "skip")])
    scene = hinted_table(app, monkeypatch, s, "move 2 ")  # roof 2: not the first row
    first = scene.options[scene.option_list.visible()[0]][0]
    assert not (first.kind == "move" and first.args[0] == "2")  # else the test shows nothing
    enter(scene)
    assert scene.throw is not None and scene.throw.kind == "move"
    assert scene.throw.args[0] == "2"  # the hinted roof is aimed at
    assert s.history == []  # aimed only: the string is thrown by the person
    app.pop()
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_enter_after_a_collect_hint_takes_the_tokens_it_ticked(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    s = line_state([("collect", "skip"), ("skip", "skip"), ("skip", "skip")])
    for kind in ("v1", "v3", "v2"):
        give(s, kind, building=0)
    scene = hinted_table(app, monkeypatch, s, "collect ")
    hinted = scene.hint
    enter(scene)
    assert hinted is not None and s.history[:1] == [str(hinted)]
    app.pop()
    app.set_language("en")
