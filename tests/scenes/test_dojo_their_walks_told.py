"""The other clan's walks in the recap under Roll and in the log (newcomer J, s11).

nc-J/029_5, 039_6: from turn 3 on the recap 'Au tour de Clan bleu :' told only the
dice, its walks (two rows each in the log's words) were left out for room: each walk is
one short line now, 'Walks north-west from their Dojo to the mountain, 2 moves.', and kept the longest. nc-J/011, 018_1: 'vers la montagne (sud-est, côté sud)'
named where the hex lies on the map and read as the way the ninja went (it went
north-west): the lines say the step's way, then the hex by its terrain."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.layout import LOG_SIZE
from scenes.dojo.walk_log import heading

from .conftest import Driver
from .test_dojo_their_turn_told import after_a_quiet_computer_turn

WAYS = {"en": "north-west", "fr": "vers le nord-ouest"}


def test_the_heading_is_the_steps_way_on_the_board() -> None:
    assert heading((0, 0), (0, -1)) == "north-west"  # up and left, as drawn
    assert heading((0, 0), (1, -1)) == "north-east"
    assert heading((0, 0), (1, 0)) == "east"
    assert heading((0, 0), (-1, 1)) == "south-west"
    assert heading((0, 0), (1, -2)) == "north"  # a walk of two, north-east then north-west


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_walks_say_their_way_and_every_walk_is_in_the_recap(
    app: App, ui: Driver, lang: str
) -> None:
    app.set_language(lang)
    scene = DojoScene(app, after_a_quiet_computer_turn(), animate=False, ai_pause=0)
    app.push(scene)
    ui.step()
    told = scene.their_turn.told()
    assert told is not None
    walks = scene.their_turn.walks
    assert walks
    tr = app.tr
    said = [text for kind, text in told[1] if kind == "walk"]
    assert len(said) == len(walks)
    for walk, text in zip(walks, said, strict=True):
        if walk.hexes[0] != walk.hexes[-1]:
            way = tr(f"dojo.heading.{heading(walk.hexes[0], walk.hexes[-1])}")
            assert f" {way} " in text or f" {way}, " in text, text
        assert "(" not in text, text  # no map part to misread as the way it went
    # the log's step line: the way, then the hex by its terrain alone
    q, r = scene.state.dojos[1]
    line = scene.narrator.walk_line(1, ((q, r), (q, r - 1), (q, r - 2)), 2)
    way = tr("dojo.heading.north-west")
    assert f" {way}" in line and "(" not in line.split(way, 1)[1], line

    # a long turn: the walks are told, each or in one line, beside the roll and the
    # summoning (s11: the roll and the dice line stayed and the walks went); never only
    # counted (newcomer F, s15, 033_10: '4 walks: their arrows are on the board')
    long = [("rolled", "Blue clan rolls 4.")]
    long += [("walk", text) for text in said] * 2
    long += [("throw", "Blue clan throws a shuriken " * 4)]
    long += [("flip", "2 against 10: the shuriken misses its mark. " * 2)] * 3
    long += [("summoned", "The dice show 4, 5, 6, 6, 1, 2, 2, 6, 1: Blue clan gains 10 ninjas.")]
    scene.their_turn._kept = (scene.their_turn._kept[0], long)
    rows = [text for text, _ in scene.their_turn.lines()]
    room = scene.their_turn.place()
    assert room is not None
    merged = scene.their_turn.merged()
    told_each = all(scene.wrap(text, LOG_SIZE, room.width)[0] in rows for text in said)
    told_merged = bool(merged) and scene.wrap(merged, LOG_SIZE, room.width)[0] in rows
    assert told_each or told_merged, rows
    rolled = scene.their_turn.rolled  # the roll on the title's row, or the next
    assert rows[1] == long[0][1] or rows[0].endswith(f" {rolled}."), rows
