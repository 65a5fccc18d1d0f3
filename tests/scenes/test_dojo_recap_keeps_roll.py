"""The recap 'In Blue clan's turn:' under Roll keeps the roll and what the summoning drew
and gave, however long the turn (newcomer P, s12, ai2_12 and ai3b_04: turn 2's recap
began at 'Va vers le nord-est...', its roll and its summon gone; she scrolled the log to
learn it drew '10, 8, 10, Joker, J'). The walks go into one line, then a count, first."""

from __future__ import annotations

import pytest

from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.layout import LOG_LINE, LOG_SIZE

from .conftest import Driver
from .test_dojo_their_turn_told import after_a_quiet_computer_turn

SUMMONS = {"en": "Summons with ", "fr": "Invoque avec "}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_long_turn_keeps_its_roll_and_its_summon(app: App, ui: Driver, lang: str) -> None:
    app.set_language(lang)
    scene = DojoScene(app, after_a_quiet_computer_turn(), animate=False, ai_pause=0)
    app.push(scene)
    ui.step()
    told = scene.their_turn.told()
    assert told is not None
    said = told[1]
    kinds = [kind for kind, _ in said]
    assert kinds[0] == "rolled", kinds
    summon = [text for kind, text in said if kind == "summoned"]
    assert summon and summon[0].startswith(SUMMONS[lang]), summon  # what it drew
    roll = said[0][1]
    walks = [line for line in said if line[0] == "walk"]
    # a long turn: five walks each twice, a throw, three clashes, a battle's end
    long = [said[0], *walks * 5, ("throw", "Blue clan throws a shuriken " * 3)]
    long += [("flip", "2 against 10: the shuriken misses its mark. " * 2)] * 3
    long += [("battle_over", "The battle is over: 2 against 1."), ("summoned", summon[0])]
    scene.their_turn._kept = (scene.their_turn._kept[0], long)
    room = scene.their_turn.place()
    assert room is not None
    rows = [text for text, _ in scene.their_turn.lines()]
    rolled = scene.their_turn.rolled  # (on the title's row where it fits, s16)
    assert rows[1] == scene.wrap(roll, LOG_SIZE, room.width)[0] or rows[0].endswith(
        f" {rolled}."
    ), rows  # before: a walk
    assert scene.wrap(summon[0], LOG_SIZE, room.width)[0] in rows, rows
    assert len(rows) <= room.height // theme.px(LOG_LINE)  # the title and what fits
    assert scene.wrap("The battle is over: 2 against 1.", LOG_SIZE, room.width)[0] in rows
