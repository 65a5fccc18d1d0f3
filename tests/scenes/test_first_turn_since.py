"""A person's first turn is not told 'since your last turn' (issue 33, newcomer I, s6:
'Depuis le dernier tour d'Ada' on the hand-off before Ada had ever played). The cover's
story and Night's panel for one person say 'Since the game began' / 'Depuis le début de
la partie' until that person has played, and 'since ... last played' after."""

from __future__ import annotations

import pygame
import pytest
from support.hold import go_on_when_read

from ninjas.ai import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene
from scenes.registry import make_game_scene

from .conftest import pass_handoff


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hand_off_s_story_runs_from_the_start_before_a_first_turn(app: App, lang) -> None:
    """Shinobi's hot-seat: Bo's first cover comes before he has played. (Night's first
    covers come after every person's placement, made with no cover since s10: the
    placements are public, test_night_place_cover.py.)"""
    app.set_language(lang)
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    session = GameSession.new("shinobi", seats, 5, {"players": 3}, autosave=False)
    scene = make_game_scene(app, session)
    scene._think = lambda level: Ready(make_agent("random", 1).choose(scene.state))
    app.push(scene)
    canvas = pygame.Surface((1280, 720))
    headings: dict[int, list[str]] = {0: [], 1: [], 2: []}
    for _ in range(5_000):
        if len(headings[1]) >= 2:
            break
        top = app.top
        if isinstance(top, HandoffScene):
            top.draw(canvas)
            if top.shown.rows:
                headings[session.state.current_player].append(top.shown.heading())
            pass_handoff(app)
            continue
        scene.update(1 / 60)
        scene.draw(canvas)
        go_on_when_read(scene)  # the hold before another's cover waits for a key
        if scene.can_act:
            scene.play(session.state.legal_actions()[0])
    tr = app.tr
    bo = scene.seat_name(1)
    assert headings[1][0] == tr("handoff.since.start", name=bo)  # Bo had not played
    assert tr("handoff.since", name=bo) in headings[1][1:]
    assert (
        headings[1][0] == {"en": "Since the game began", "fr": "Depuis le début de la partie"}[lang]
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_lone_person_s_panel_says_since_the_game_began(app: App, lang) -> None:
    app.set_language(lang)
    seats = [Seat("ai", "easy"), Seat("human"), Seat("ai", "easy")]
    session = GameSession.new("night", seats, 5, {"players": 3}, autosave=False)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    session.apply(session.state.legal_actions()[0])  # the computer places the person's ninja
    since = scene.table_view.since
    since.tell(1, False)
    tr = app.tr
    assert since.title == tr("since.title.start", name=scene.seat_name(1))
    session.apply(session.state.legal_actions()[0])  # the person places
    session.apply(session.state.legal_actions()[0])
    since.tell(1, False)
    assert since.title == tr("since.title", name=scene.seat_name(1))
