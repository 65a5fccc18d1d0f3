"""While an action's animations still play, the prompt names the seat that played it
(issue 33, newcomer J, shot-67-1 and shot-75-1: "Bo is playing…" and "Ada is
playing…", people about to move, while the Green ninja's collected tokens flew). The
computer's Collect then its End the turn pass the turn to a person at once; its tokens
still fly, and the prompt names the computer, in English and in French."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.night import NightScene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_prompt_names_the_computer_while_its_tokens_fly(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    s = line_state([("collect", "skip"), ("move", "skip"), ("skip", "skip")])
    for kind in ("v1", "v2"):
        give(s, kind, building=0)
    seats = [Seat("ai", "easy"), Seat("human", name="Bo"), Seat("human", name="Ada")]
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), ai_pause=0)
    app.push(scene)
    collect = next(a for a in s.legal_actions() if a.kind == "collect")
    scene.play(collect)
    scene.play("end")  # the computer's turn ends at once: Bo is to move
    assert s.current_player == 1
    scene.update(1 / 60)
    scene.draw(pygame.Surface((1280, 720)))
    assert scene.busy and not scene.can_act  # its tokens still fly to its backpack
    said = scene.prompt()
    assert said == tr("night.waiting", name=tr("seat.night.0")), said
    assert "Bo" not in said  # before: "Bo is playing…"
    for _ in range(600):  # once they have landed and Bo's turn opens (his cover, or
        # his turn in the open), Bo's turn is said; until then Red still plays (its
        # words float: newcomer T, s20, 124_2, between_turns.py)
        if not scene.busy and (scene.can_act or scene.handoff_open):
            break
        assert scene.prompt() == said
        scene.update(1 / 30)
    scene.draw(pygame.Surface((1280, 720)))
    assert not scene.busy and scene.prompt() != said
    app.pop()
    app.set_language("en")


def test_once_its_tokens_land_the_next_computer_is_named(app: App) -> None:
    """Seat 0's name, kept while its animation played, goes when it ends, though the
    next seat, a computer too, may not act either (the prompt's kept words knew 'busy
    with seat 0' from 'not busy' only as 0 from False, which Python takes as equal)."""
    s = line_state([("collect", "skip"), ("move", "skip"), ("skip", "skip")])
    for kind in ("v1", "v2"):
        give(s, kind, building=0)
    seats = [Seat("ai", "easy"), Seat("ai", "easy"), Seat("human", name="Ada")]
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), ai_pause=0)
    app.push(scene)
    scene.play(next(a for a in s.legal_actions() if a.kind == "collect"))
    scene.play("end")
    scene.draw(pygame.Surface((1280, 720)))
    assert scene.busy and scene.prompt() == app.tr("night.waiting", name=scene.seat_name(0))
    scene.hurry()  # every animation to its end, the next computer not yet moved
    assert not scene.busy and s.current_player == 1
    assert scene.prompt() == app.tr("night.waiting", name=scene.seat_name(1))
    app.pop()
