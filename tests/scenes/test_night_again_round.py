"""Newcomer M (s17, 'Replay its turn, Night', 7/10, s17-028/029): 'it only exists until
I act: gone after my first click, it replays only the computer's last single action
(not its whole round)'. Now T tells the computers' actions of the whole round so far,
her own acts between them or not, each on the village as it stood then; the last
round's stay through the next round's plans, until the plans are revealed
(scenes/night/turn_again.py), since her last turn: at her second action the others'
since her first (newcomer B, s24, s35c: it told the whole round). At a hot-seat table the other people's actions are told
too, as Shinobi's (newcomer S, s20: every turn since hers). Nothing hidden: each token
drawn shows no more than the person at the table knows, in a hot-seat game too.

A built position (support/night_line.py): Red, a computer, moves to roof 1 then
collects there; Blue collects on its roof 2; Green (and in one test Blue too) a person."""

from __future__ import annotations

from typing import Any

import pygame
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from ninjas.night.position import colour
from scenes.app import App
from scenes.night import NightScene

from .test_night_turn_again import press
from .test_night_turn_again_village import drawn

PLANS = [("move", "collect"), ("collect", "skip"), ("collect", "skip")]


def table(app: App, blue: str = "ai") -> Any:
    """Round 1's first actions played by Red and Blue; Green, a person, to act."""
    s = line_state(PLANS, (0, 2, 3))
    give(s, "v1", 2)  # Blue's
    give(s, "v2", 3)  # Green's
    give(s, "v3", 1)  # Red's, after its move
    seats = [Seat("ai", "easy"), Seat(blue, "easy") if blue == "ai" else Seat("human")]
    session = GameSession("night", 7, dict(s.options), [*seats, Seat("human")], s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    for action in ("move 1 20.0", "end", "collect 0", "end"):
        scene.play(action)
    return scene


def at_table(scene: Any, seat: int) -> None:
    """`seat` is to act and sits at the table, past its cover."""
    assert scene.state.current_player == seat
    scene.shown_seat = seat
    scene.animate = True


def nothing_hidden(scene: Any, seat: int) -> None:
    """Each token drawn shows no more than `seat` knows now: its face as known now, or
    its back (a face learned only after the moment told again: newcomer B, s22,
    test_night_replay_faces_then)."""
    assert scene.viewer == seat
    for token in drawn(scene.shown()):
        face = scene.token_face(token)
        assert face in (scene.state.kind_seen_by(token, seat), colour(scene.state.kinds[token]))


def told(scene: Any) -> list[str]:
    return [str(played.events[0].kind) for played in scene.again.steps]


def test_her_own_act_keeps_the_replay_of_the_round(app: App) -> None:
    scene = table(app)
    at_table(scene, 2)
    scene.play("collect 0")  # Green collects v2 on roof 3: her first act
    mine = scene.state.backpacks[2][0]
    assert scene.again_shown()  # fails before: gone after her first act
    press(app, pygame.K_t, "t")
    assert scene.again is not None and len(scene.again.steps) == 2
    press(app, pygame.K_t, "t")  # Red's throw
    press(app, pygame.K_RETURN)  # lands
    press(app, pygame.K_RETURN)  # Blue's Collect, on the village as it stood then
    shown = scene.shown()
    assert mine in shown.roofs[3] and mine not in shown.backpacks[2]  # not yet hers
    nothing_hidden(scene, 2)
    press(app, pygame.K_RETURN)  # back to her turn
    assert scene.again is None and scene.session.actions[-1] == "collect 0"
    assert mine in scene.shown().backpacks[2]  # the present


def test_their_second_actions_are_told_since_her_first(app: App) -> None:
    """At her second action, the others' since her first: Red's Collect, not the round's
    start again (newcomer B, s24, s35c: it told the whole round; fails before)."""
    scene = table(app)
    at_table(scene, 2)
    scene.animate = False
    for action in ("collect 0", "end", "collect 0", "end", "end"):  # Green, Red, Blue
        scene.play(action)
    at_table(scene, 2)  # Green's second action
    mine = scene.state.backpacks[2][0]
    press(app, pygame.K_t, "t")
    assert scene.again is not None
    assert told(scene) == ["collected"]  # fails before: throw, collected, collected
    assert [played.seat for played in scene.again.steps] == [0]
    said = scene.stage.result_text[0]
    assert "round 1" in said and "Red ninja played" in said and "since yours" in said
    press(app, pygame.K_t, "t")  # Red's Collect, on the village as it stood then
    assert scene.again.at == 0
    shown = scene.shown()
    assert mine in shown.backpacks[2]  # her Collect, played before Red's, stands
    assert shown.roofs[1] == []  # Red took v3
    nothing_hidden(scene, 2)
    press(app, pygame.K_RETURN)
    assert scene.again is None and scene.session.actions[-1] == "end"


def test_the_last_round_stays_through_the_plans(app: App) -> None:
    scene = table(app)
    at_table(scene, 2)
    scene.animate = False
    for action in ("collect 0", "end", "collect 0", "end", "end", "end"):
        scene.play(action)
    assert scene.state.phase == "plan" and scene.state.round == 2
    scene.play("plan collect collect")  # Blue, a computer, plans first: left untold
    at_table(scene, 2)  # Green plans
    scene.stage.round_card.showing = None  # (the new round's card read)
    assert scene.again_shown()  # fails before: gone with her last act of round 1
    assert [played.count for played in scene.steps()] == [7]  # Red's, since her last
    press(app, pygame.K_t, "t")
    assert "round 1" in scene.stage.result_text[0]
    press(app, pygame.K_ESCAPE)
    scene.play("plan collect collect")  # Green
    scene.play("plan collect collect")  # Red: the plans revealed, round 2's actions
    assert scene.state.phase == "act" and scene.steps() == []


def test_a_hot_seat_person_sees_no_face_she_never_saw(app: App) -> None:
    scene = table(app, blue="human")  # Blue, a person, collected v1 (its face hers)
    at_table(scene, 2)
    scene.animate = False
    for action in ("collect 0", "end", "collect 0", "end"):  # Green, Red's second
        scene.play(action)
    at_table(scene, 1)  # Blue's second turn, at the table
    greens = scene.state.backpacks[2][0]
    assert scene.token_face(greens) != scene.state.kinds[greens]  # a back for Blue
    press(app, pygame.K_t, "t")
    # since Blue's first act: Green's Collect (the other person's: newcomer S, s20),
    # Red's Collect; Blue's own left out, and Red's throw before it (newcomer B, s24)
    assert told(scene) == ["collected", "collected"]
    assert [played.seat for played in scene.again.steps] == [2, 0]
    assert "Green ninja and Red ninja" in scene.stage.result_text[0]
    for _ in range(3):
        nothing_hidden(scene, 1)  # Green's token a back for Blue, in the air too
        scene.draw(pygame.Surface(app.view_size))
        press(app, pygame.K_RETURN)
    assert scene.again is None
