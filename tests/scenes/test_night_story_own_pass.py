"""Night's story since a person's last turn (the hand-off's cover, its digest, the
panel over the village):

- a turn the table passed for a person with nothing to do ('Ines had nothing to do:
  turn passed') is not her move: her own next story tells it, and what came before it
  since her last real move (newcomer Y, s13, 126 vs 132: Bruno's cover told it, Ines'
  own began after it, so she never learnt her action vanished nor the attack just
  before);
- the game is replayed once for a position, not at each ask (a hand-off asked it for
  its story, its digest and its title: each a replay of every throw, 0.5-0.7 s at load,
  s13 E14's profile), and the story told is the same."""

from __future__ import annotations

import pygame

from ninjas.core.session import GameSession, Seat
from scenes import since_turn
from scenes.app import App
from scenes.night import NightScene


def skipping_table(app: App) -> NightScene:
    """Three people on the crossroads, placed, each planning Skip twice: the first
    player to act."""
    options = {"players": 3, "village": "crossroads"}
    session = GameSession.new("night", [Seat("human")] * 3, 11, options, autosave=False)
    s = session.state
    while s.phase != "act":
        legal = s.legal_actions()
        plan = [a for a in legal if str(a) == "plan skip skip"]
        session.apply(plan[0] if plan else legal[0])
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    return scene


def test_a_person_s_own_passed_turn_is_in_her_next_story(app: App) -> None:
    scene = skipping_table(app)
    session = scene.session
    seat = session.state.current_player
    for _ in range(3):  # her first turn, then the two others': each passed for them
        assert session.state.nothing_to_do(session.state.current_player)
        session.apply("end idle")
    assert session.state.current_player == seat
    lines = [line.text for line in since_turn.since_last_turn(scene, seat, public=True)]
    name = scene.seat_name(seat)
    own = [line for line in lines if line.startswith(name)]
    assert own, lines  # fails before: her story began after her own passed turn
    assert len(lines) >= 3  # her pass, then the two others'
    digest = [line.text for line in scene.handoff_digest(seat)]
    assert any(line.startswith(name) for line in digest), digest
    assert since_turn.has_played(scene, seat)  # her plan was her move


def test_a_played_turn_still_starts_the_story(app: App) -> None:
    scene = skipping_table(app)
    session = scene.session
    seat = session.state.current_player
    session.apply("end")  # she ends her turn herself: her own move
    session.apply("end idle")
    session.apply("end idle")
    lines = [line.text for line in since_turn.since_last_turn(scene, seat, public=True)]
    assert len(lines) == 2
    assert not any(line.startswith(scene.seat_name(seat)) for line in lines), lines


def test_the_story_is_replayed_once_a_position(app: App, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    scene = skipping_table(app)
    calls: list[int] = []
    replay = since_turn._replay

    def counted(table):  # type: ignore[no-untyped-def]
        calls.append(len(table.session.actions))
        return replay(table)

    monkeypatch.setattr(since_turn, "_replay", counted)
    told = [line.text for line in since_turn.since_last_turn(scene, 1, public=True)]
    scene.handoff_digest(1)
    since_turn.has_played(scene, 1)
    assert len(calls) == 1  # fails before: one replay each
    assert [line.text for line in since_turn.since_last_turn(scene, 1, public=True)] == told
    fresh = replay(scene)
    assert [(a, [e.kind for e in ev]) for a, ev in since_turn._played(scene)] == [
        (a, [e.kind for e in ev]) for a, ev in fresh
    ]
    scene.session.apply("end idle")  # a new action: replayed again
    since_turn.since_last_turn(scene, 1, public=True)
    assert len(calls) == 2
    scene.draw(pygame.Surface((1280, 720)))
