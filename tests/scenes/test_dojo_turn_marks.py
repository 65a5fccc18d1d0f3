"""The other clan's turn read on the board after it (newcomer F, s15, 021_4, 060_08):
each walk's number on a light square tag ON its line, off the round count badges and
the hexes' middles; walks that share a step fanned out side by side; its throws marked
by a shuriken on the hex hit, with a dashed line from where it was thrown."""

from __future__ import annotations

import math
from typing import Any

import pygame
import pytest

from ninjas.core.events import Event
from scenes.app import App
from scenes.dojo import DojoScene, turn_marks
from scenes.dojo.live_walks import LiveWalks
from scenes.dojo.walk_log import Walk
from scenes.dojo.walk_trail import draw_numbers, trails

from .conftest import Driver
from .test_dojo_their_turn import after_a_computer_throw
from .test_dojo_their_turn_told import after_a_quiet_computer_turn


def _off_line(point: tuple[int, int], lanes: list[Any]) -> float:
    """How far `point` lies from the line through `lanes`."""
    best = math.inf
    for (x0, y0), (x1, y1) in lanes:
        dx, dy = x1 - x0, y1 - y0
        t = max(0.0, min(1.0, ((point[0] - x0) * dx + (point[1] - y0) * dy) / (dx * dx + dy * dy)))
        best = min(best, math.dist(point, (x0 + t * dx, y0 + t * dy)))
    return best


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_walk_numbers_stand_on_their_lines_off_the_counts(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = DojoScene(app, after_a_quiet_computer_turn(), animate=False, ai_pause=0)
    app.push(scene)
    ui.step()
    home = scene.state.dojos[1]
    assert home is not None and scene.their_turn.told() is not None
    q, r = home
    # three out of its Dojo the same first step, then apart; one back in
    walks = [
        (home, (q + 1, r)),
        (home, (q + 1, r), (q + 2, r)),
        (home, (q + 1, r), (q + 1, r + 1)),
        ((q, r + 1), home),
    ]
    scene.their_turn.walks = [Walk(1, w, 1, "") for w in walks]
    lines = trails(scene.view, walks)
    plates = draw_numbers(pygame.Surface(app.view_size), scene, walks, (60, 120, 230))
    assert [label for label, _ in plates] == ["1", "2", "3", "4"]
    badges = [badge for *_, badge in scene.map_layers.pieces()]
    badge_r = scene.map_layers.badge_radius()
    middles = [scene.view.centre(h) for h in scene.stage.shown_ninjas()]
    for (label, at), line in zip(plates, lines, strict=True):
        assert _off_line(at, line.lanes) <= 2, label  # on its own line
        # before: a dark disc by the hex it left, beside the counts (nc-F 021_4)
        assert all(math.dist(at, b) > badge_r for b in badges), label
        assert all(math.dist(at, m) > 0.3 * scene.view.radius for m in middles), label
    # the first step the three share: three lanes apart, not one line over another
    firsts = [line.lanes[0] for line in lines[:3]]
    for one, other in zip(firsts, firsts[1:], strict=False):
        assert math.dist(one[0], other[0]) >= 3
    assert len({p for _, p in plates}) == 4


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_computer_s_throws_are_marked_on_the_board(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = DojoScene(app, after_a_computer_throw(), animate=False, ai_pause=0)
    app.push(scene)
    ui.step()
    fights = scene.their_turn.fights
    assert fights and all(f.source is not None for f in fights)  # its throws
    marked: list[Any] = []
    dashed: list[Any] = []
    draw = turn_marks.draw_marks
    monkeypatch.setattr(
        turn_marks, "draw_marks", lambda c, v, f: marked.extend(draw(c, v, f)) or marked
    )
    monkeypatch.setattr(turn_marks, "dashes", lambda _c, a, b, *_r: dashed.append((a, b)))
    app.draw()
    # before: no mark, only the words 'Blue clan throws from the plains (north)'
    assert len(marked) == len(set(fights))
    for fight, plate in zip(dict.fromkeys(fights), marked, strict=True):
        centre = scene.view.centre(fight.hex)
        assert math.dist(plate.center, centre) < scene.view.radius  # on the hex hit
        assert fight.source is not None
        assert (scene.view.centre(fight.source), centre) in dashed  # from where thrown
    scene.play("roll")
    ui.step()
    scene.play(next(str(a) for a in scene.state.legal_actions() if a.kind == "step"))
    ui.step()
    marked.clear()
    app.draw()
    assert not marked  # gone with the walks at the person's first step


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_long_turn_still_names_its_walks_battle_and_summoning(
    app: App, ui: Driver, lang: str
) -> None:
    app.set_language(lang)
    scene = DojoScene(app, after_a_quiet_computer_turn(), animate=False, ai_pause=0)
    app.push(scene)
    ui.step()
    told = scene.their_turn
    assert told.told() is not None
    home = scene.state.dojos[1]
    assert home is not None
    q, r = home
    ways = [(q + 1, r), (q, r + 1), (q - 1, r + 1), (q - 1, r), (q, r - 1), (q + 1, r - 1)]
    told.walks = [Walk(1, (home, ways[i % 6]), 1, "") for i in range(8)]
    told.fights = [turn_marks.Fight(ways[0])]
    tr = app.tr
    told.summon_short = str(tr.plural("dojo.their_turn.summon_short", 10, cards=16))
    cards = ", ".join(["K", "J", "10", "4"] * 4)
    long = [("rolled", "Blue clan rolls 6.")]
    long += [told.said(w, n) for n, w in enumerate(told.walks, 1)]
    long += [("battle", "Blue clan attacks in the forest north-west of the plains: 2 against 1.")]
    long += [("flip", "6 against 5: Orange clan loses a ninja.")] * 2
    long += [("battle_over", "The battle ends: Blue clan 1, Orange clan 0.")]
    long += [("summoned", str(tr.plural("dojo.their_turn.summon", 10, cards=cards)))]
    told._kept = (told._kept[0], long)
    room = told.place()
    assert room is not None
    rows = " ".join(text for text, _ in told.lines())
    # its eight walks listed (newcomer F, s15, 033_10: '8 walks: their arrows are on
    # the board'), its battle named, its summoning's gain said
    assert told.merged().split(":")[0] in rows and "8." in rows, rows
    # its battle by its outcome, before a mere count ('1 battle: see the crossed swords')
    assert "The battle ends: Blue clan 1, Orange clan 0." in rows, rows
    assert "+10" in rows, rows


def test_a_throw_told_live_is_kept_for_the_board() -> None:
    live = LiveWalks()
    live.told(Event("turn", {"seat": 1, "turn": 3}), computer=True)
    live.told(Event("battle", {"seat": 1, "hex": [2, 0], "source": [1, 0]}), computer=True)
    live.told(Event("battle", {"seat": 1, "hex": [0, 2], "source": None}), computer=True)
    # marked on the board while its turn is told (before: only its tray, gone after)
    assert live.fights == [turn_marks.Fight((2, 0), (1, 0)), turn_marks.Fight((0, 2))]
    live.told(Event("turn", {"seat": 0, "turn": 4}), computer=False)  # kept for the recap
    assert len(live.fights) == 2
    live.told(Event("stepped", {"seat": 0, "src": [5, 5], "dst": [5, 6]}), computer=False)
    assert live.fights == []  # the person's first step: gone with its walks
