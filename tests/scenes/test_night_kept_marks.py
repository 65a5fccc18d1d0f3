"""Newcomer T (s12, nc-T.md, 'Ninja Night: the computer's turn', 6/10, and 100_sheet):
the Green ninja's rope was still in the air in one shot, the next person's cover up in
the next, and nothing on the village then said where it had gone. Now, at Night:

- what a computer did stays marked on the village until a person acts (its trail to
  the roof it landed on, that roof ringed; '-N' where it collected; a ring round a
  ninja it hit): scenes/night/computer_seen.py;
- the hold before the cover counts READ_SECONDS from when the table has settled (the
  rope down and put away, the ninja standing, its words read), not from the landing;
- a computer's secret plan, which shows nothing on the table, has no hold at all.

Built positions on roofs in a row (support/night_line.py), frames stepped."""

from __future__ import annotations

from typing import Any

import pygame
from support.hold import go_on_when_read
from support.night_line import give, line_state

from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.handoff import HandoffScene
from scenes.night import NightScene
from scenes.night.computer_seen import KeptMarks, bright
from scenes.night.palette import SEAT_COLOURS
from scenes.tableflow.handoff_flow import READ_SECONDS


def computer_moves(app: App, plan: tuple[str, str] = ("move", "skip")) -> Any:
    """Red (a computer, seat 0) on roof 0 throws its grapnel to roof 1 (plan Move), or
    collects the token on roof 0 (plan Collect); Blue and Green (people, seats 1 and 2, on
    roofs 2 and 3) collect next, a token on each of these roofs."""
    s = line_state([plan, ("collect", "skip"), ("collect", "skip")], (0, 2, 3))
    for roof in (0, 2, 3):  # a token each on Green's, Aki's and Mei's roofs
        give(s, "v1", roof)
    seats = [Seat("ai", "easy"), Seat("human"), Seat("human")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)

    def think(level: str) -> Ready:
        legal = [str(a) for a in scene.state.legal_actions()]
        wanted = [a for a in ("move 1 20.0", "collect 0") if a in legal]
        return Ready(wanted[0] if wanted else ("end" if "end" in legal else legal[0]))

    scene._think = think  # type: ignore[method-assign]
    app.push(scene)
    return scene


def until_the_cover(app: App, scene: Any) -> float:
    """Frames stepped until the next person's cover rises, or her turn opens in the open
    (her Collect is made in the open, s15: skip_handoff.act_in_the_open waits the same
    hold), never while a rope flies: the table time the table had settled after the
    computer's last action."""
    settled: float | None = None
    for _ in range(60 * 30):  # 30 s of frames at most: the loop stops at the cover
        flying = scene.stage.rope is not None
        count = len(scene.session.actions)
        go_on_when_read(scene)  # Blue's cover: the hold waits for a key once read
        scene.update(1 / 60)
        person = scene.state.current_player != 0 and scene.shown_seat is not None
        if isinstance(app.top, HandoffScene) or person and scene.can_act:
            assert not flying, "the cover rose while the computer's rope was in the air"
            assert settled is not None
            return settled
        if len(scene.session.actions) != count:
            settled = None
        still = scene.settled and not scene.held and not scene.session.ai_to_move
        if settled is None and still:
            settled = scene.time
    raise AssertionError("no cover came after the computer's turn")


def onto_her_turn(app: App) -> None:
    """Her cover taken, if one came: her turn on the table."""
    if isinstance(app.top, HandoffScene):
        app.pop()


def test_the_cover_waits_a_whole_hold_once_the_table_has_settled(app: App) -> None:
    scene = computer_moves(app)
    settled = until_the_cover(app, scene)
    assert scene.session.actions[-2:] == ["move 1 20.0", "end"]
    # fails before: the hold counted from the landing, about 1.5 s of it left once the
    # table had settled (the rope put away, the ninja across, its words read, its End)
    assert scene.time - settled >= READ_SECONDS - 1e-6
    assert scene.time - settled < READ_SECONDS + 0.2


def ring_seen(scene: Any, roof: int, colour: tuple[int, int, int]) -> int:
    """How many pixels of `colour` the table draws round `roof`'s outline (its ninjas'
    bar along its front edge is in their colour too)."""
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    outline = scene.view.roof_outline(roof)
    box = pygame.Rect(outline[0], (1, 1)).unionall([pygame.Rect(p, (1, 1)) for p in outline])
    box.inflate_ip(8, 8)
    return sum(
        1
        for x in range(box.left, box.right)
        for y in range(box.top, box.bottom)
        if tuple(canvas.get_at((x, y)))[:3] == colour
    )


def test_the_computer_s_landing_stays_marked_until_a_person_acts(app: App) -> None:
    scene = computer_moves(app)
    until_the_cover(app, scene)
    marks = scene.marks_now()
    assert marks is not None  # fails before: nothing kept
    assert marks.trails == {0: (0, 1)}  # from roof 0 to roof 1
    red = bright(SEAT_COLOURS[0])
    ringed = ring_seen(scene, 1, red)  # roof 1 ringed in Red's colour
    onto_her_turn(app)  # Blue's turn on the table, the marks still there
    scene.update(1 / 60)
    assert scene.marks_now() is not None
    assert ring_seen(scene, 1, red) == ringed
    scene.play("collect 0")  # Blue acts: they go
    assert scene.marks_now() is None
    assert ring_seen(scene, 1, red) < ringed - 40  # only Red's bar on its front edge


def test_the_tokens_the_computer_took_stay_counted(app: App) -> None:
    scene = computer_moves(app, ("collect", "skip"))
    until_the_cover(app, scene)
    marks = scene.marks_now()
    assert marks is not None and marks.taken == {0: (0, 1)}  # one token off roof 0
    assert not marks.trails and not marks.hit


def test_no_hold_after_the_computer_s_secret_plan(app: App) -> None:
    """Aki plans, then Green (the computer) in secret, then Mei: nothing of Green's plan
    is on the table, so Mei's cover comes as soon as the table is still."""
    s = line_state([("skip", "skip")] * 3, (0, 2, 3))
    s.phase, s.plans = "plan", [None] * 3
    seats = [Seat("human"), Seat("ai", "easy"), Seat("human")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)
    scene._think = lambda level: Ready("plan collect collect")  # type: ignore[method-assign]
    app.push(scene)
    scene.play("plan move move")
    scene.turn_end.confirm() if scene.turn_end.waiting else None
    planned: float | None = None
    for _ in range(60 * 10):
        scene.update(1 / 60)
        if planned is None and len(session.actions) == 2:
            planned = scene.time
        if isinstance(app.top, HandoffScene):
            break
    else:
        raise AssertionError("no cover for Mei")
    assert planned is not None and scene.state.phase == "plan"
    assert scene.time - planned < 0.5  # fails before: READ_SECONDS on a table unchanged
    assert not scene.move_shows(2)


def test_a_ninja_hit_or_robbed_is_marked_a_miss_is_not() -> None:
    marks = KeptMarks()
    throw = {"seat": 0, "from": 0, "to": 1, "victim": None, "success": False}
    events = [
        Event("throw", {**throw, "action": "move"}),  # a miss: it stays where it was
        Event("throw", {**throw, "action": "attack", "victim": 2, "success": True}),
        Event("stolen", {"seat": 0, "victim": 1, "slot": 0, "token": 5}),
    ]
    marks.note(0, True, events, 3)
    assert not marks.trails
    assert marks.hit == {2: 0} and marks.stolen == {1: 0}
    marks.note(1, False, [], 4)  # a person's action
    assert not marks.any()


def test_a_steal_s_ring_goes_once_the_steal_is_done_a_hit_s_stays() -> None:
    """Newcomer R, s19 (Night EN 1920x1080): after a computer's Steal its ring stayed
    round the ninja robbed, over the thief beside it on that roof, a leftover. It goes
    with the next action played (the thief's End turn, or any other); a ring round a
    ninja hit stays until a person acts, as before."""
    marks = KeptMarks()
    steal = Event("stolen", {"seat": 0, "victim": 1, "slot": 0, "token": 5})
    marks.note(0, True, [steal], 3)
    assert marks.stolen == {1: 0} and marks.any()  # ringed while it is told
    marks.note(0, True, [Event("turn_ended", {"seat": 0})], 4)  # its End turn
    assert not marks.stolen and not marks.any()  # fails before: still ringed
    hit = {"seat": 2, "from": 3, "to": 1, "action": "attack", "victim": 1, "success": True}
    marks.note(2, True, [Event("throw", hit)], 5)
    marks.note(2, True, [Event("turn_ended", {"seat": 2})], 6)
    assert marks.hit == {1: 2}  # a hit's ring stays until a person acts


def test_the_marks_end_with_the_round() -> None:
    """Newcomer T, s20 (Night EN 1280x720, 156, 209): the Green ninja's '2×' from its
    last Collect of round 2 stayed on roof 1 under the 'Round 3 of 6' banner and into
    that round. The round's end (its last End turn) clears the marks; a person's
    action is no longer needed."""
    marks = KeptMarks()
    collected = Event("collected", {"seat": 2, "building": 1, "tokens": [4, 5], "held": []})
    marks.note(2, True, [collected], 7)
    assert marks.taken == {1: (2, 2)}  # told while the round lasts
    ended = [
        Event("turn_ended", {"seat": 2}),
        Event("round_ended", {"round": 2}),
        Event("round_started", {"round": 3, "first": 1}),
    ]
    marks.note(2, True, ended, 8)
    assert not marks.any()  # fails before: the '2×' stayed on roof 1
