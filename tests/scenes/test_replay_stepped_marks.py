"""Newcomer N (s12): stepping the replay (Action +, Play) was a jump cut, the stacks
just elsewhere, none of the live table's trail, landing box or fights' chips: which
stack moved was in the log alone. The replay now shows what the last action did, on
the board, as the table shows it: Taisen's own trail of the turn so far (each move's
dotted lane, its die, its landing ringed, swords and the fights' chips where it fought:
scenes/taisen/trail.py, tally.py); Dojo's hexes a ninja left and reached, Night's roof
acted on (board_marks.py), in the mover's colour. EN and FR."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.replay import open_replay, stepped

from .conftest import Driver
from .replay_records import make_record


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_taisen_shows_the_turns_trail_and_fights_up_to_the_action(
    app: Any, tmp_path: Path, lang: str
) -> None:
    app.set_language(lang)
    scene = open_replay(app, make_record("taisen", tmp_path / "records"))
    app.push(scene)
    moved = fought = 0
    for index in range(1, scene.total + 1):
        scene.go(index)
        events, seat = scene.positions.last_step(index)
        table = scene.table
        moves = [
            e for e in events if e.kind == "moved" and e.data["side"] == ("monkey", "wolf")[seat]
        ]
        for event in moves:  # the action's move is on the trail, in its die's lane
            src, dst = int(event.data["src"]), int(event.data["dst"])
            assert (seat, src, dst) in [(s, a, b) for s, a, b, _, _ in table.trail], index
            assert table.trail_side == seat
            moved += 1
        for event in events:
            if event.kind == "combat_started":
                assert int(event.data["pos"]) in table.trail_combats
            if event.kind == "duel":
                assert int(event.data["pos"]) in table.view.tallies.fights
                fought += 1
        if index in scene.turn_starts[1:]:  # a new turn's first action: the last turn's left
            assert all(side == seat for side, *_ in table.trail)
    assert moved >= 10 and fought >= 1
    Driver(app).step()  # and it draws


@pytest.mark.parametrize("game", ["dojo", "night"])
def test_the_last_actions_place_is_marked_on_the_board(app: Any, tmp_path: Path, game: str) -> None:
    scene = open_replay(app, make_record(game, tmp_path / "records"))
    app.push(scene)
    canvas = pygame.Surface(app.view_size)
    marked = checked = 0
    for index in range(1, min(scene.total, 60) + 1):
        scene.go(index)
        found, _ = stepped.marks(scene, canvas.get_size())
        if not found:
            continue
        marked += 1
        scene.draw(canvas)  # drawn over the table, inside it
        if game == "night":  # the roof the action acted on, read where it was played
            kind, *args = scene.save.actions[index - 1].split()
            _, actor = scene.positions.last_step(index)
            roof = int(args[0]) if kind in ("place", "move") else None
            if kind == "collect":  # the mover's roof (the next seat's, after it)
                roof = scene.table.state.positions[actor]
            if roof is not None:
                assert ("ring", list(scene.table.view.roof_outline(roof))) in found
                checked += 1
        if game == "dojo" and scene.save.actions[index - 1].startswith("step "):
            assert [kind for kind, _ in found] == ["ring", "ring", "arrow"]
            checked += 1
    assert marked >= 3 and checked >= 2, (marked, checked)


def log_texts(table: Any) -> list[str]:
    return [str(line) for line in getattr(table.log, "lines", [])]


def test_taisen_plays_the_action_stepped_on_and_jumps_at_once(app: Any, tmp_path: Path) -> None:
    """Action + (and Play up to ×2) shows the action played on the table, as the live
    table plays a move: its stacks slide from the board as it stood (the view not yet
    the position's), then it stands as the position, its log told once. A jump (the
    timeline, Action −, Turn +) shows the position at once."""
    scene = open_replay(app, make_record("taisen", tmp_path / "records"))
    app.push(scene)
    index = next(
        i
        for i in range(1, scene.total)
        if any(e.kind == "duel" for e in scene.positions.last_step(i + 1)[0])
    )
    scene.go(index + 1)  # the position's log, built at once
    told = log_texts(scene.table)
    scene.go(index)
    before = log_texts(scene.table)
    assert not scene.table.animator.busy
    scene.step(1)
    table = scene.table
    assert table.animator.busy and scene.animating
    assert not table.view.matches(table.state)  # the board as it stood: the move to play
    held = log_texts(table)
    assert held == told[: len(held)] and len(held) <= len(before)  # its outcome not said
    for _ in range(100_000):  # each update plays a 60th of a second of the animation
        if not table.animator.busy:
            break
        scene.update(1 / 60)
    assert not table.animator.busy and not scene.animating
    assert table.view.matches(table.state)
    assert log_texts(table) == told  # each line told once, as at once
    assert table.view.tallies  # the fight's chips stay, as the live table's
    scene.step(-1)
    assert not scene.table.animator.busy  # back: at once
    scene.step_turn(1)
    assert not scene.table.animator.busy  # a turn on: at once
    scene.go(index)
    assert scene.table is not None  # (built)
    scene.go(index + 1)  # the timeline's drag: at once
    assert not scene.table.animator.busy


@pytest.mark.parametrize(("speed", "played"), [(1.0, True), (16.0, False)])
def test_play_plays_each_action_on_the_table_unless_fast(
    app: Any, tmp_path: Path, speed: float, played: bool
) -> None:
    from scenes.replay.controls import PACE, SPEEDS

    scene = open_replay(app, make_record("taisen", tmp_path / "records"), at=3)
    app.push(scene)
    assert scene.table is not None  # (built)
    scene.speed = SPEEDS.index(speed)
    scene.toggle_play()
    scene.clock = 1.0 - PACE * speed / 120  # an action's time all but half a frame
    scene.update(1 / 60)
    assert scene.index == 4
    assert scene.table.animator.busy == played


def test_shinobi_rings_the_clan_the_action_laid_cards_in(app: Any, tmp_path: Path) -> None:
    """A clan laid (place) or a Yokai joining one: that clan's tile is ringed, in the
    colour of the seat that played it; other actions (a draw, a discard) mark nothing."""
    scene = open_replay(app, make_record("shinobi", tmp_path / "records"))
    app.push(scene)
    canvas = pygame.Surface(app.view_size)
    laid = 0
    for index in range(1, scene.total + 1):
        scene.go(index)
        scene.draw(canvas)
        events, _ = scene.positions.last_step(index)
        found, _ = stepped.marks(scene, canvas.get_size())
        clans = [e for e in events if e.kind in stepped.CLAN_EVENTS]
        if not clans:
            assert found == [], index
            continue
        seat, clan = int(clans[0].data["seat"]), str(clans[0].data["clan"])
        tiles = [rect for rect, s, c in scene.table.board.tiles if (s, c) == (seat, clan)]
        assert found == [("rect", tiles[0])], index
        laid += 1
    assert laid >= 4
