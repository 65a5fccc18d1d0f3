"""The other clan's recap under Roll: each walk says where it set out, by its part of
the board ('Walks north-east from the forest in the west to the plains, 1 move.'), and
where the room shrinks (the person's roll brings the moves' row and the forest's
toggle) its throws and battles stay, counted in one line (newcomer H, s16, 056_6:
'vers le nord-est sur la forêt' never said from where; 084_4/085: after her roll the
recap lost '3 throws')."""

from __future__ import annotations

import pygame
import pytest

from ninjas.dojo.hexgrid import neighbours
from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.layout import LOG_LINE
from scenes.dojo.turn_marks import Fight
from scenes.dojo.walk_log import Walk

from .conftest import Driver
from .test_dojo_their_turn_told import after_a_quiet_computer_turn

THROWS = {"en": "3 throws", "fr": "3 lancers"}
BATTLE = {"en": "1 battle", "fr": "1 combat"}
ROWS = {"en": (7, 6, 5), "fr": (7, 6)}  # (the French walks take a row more: 085 had 6)


def _scene(app: App, ui: Driver, lang: str) -> DojoScene:
    app.set_language(lang)
    scene = DojoScene(app, after_a_quiet_computer_turn(), animate=False, ai_pause=0)
    app.push(scene)
    ui.step()
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_walk_says_where_it_set_out(app: App, ui: Driver, lang: str) -> None:
    scene = _scene(app, ui, lang)
    state = scene.state
    start = next(
        h
        for h in state.terrain
        if state.terrain[h] == "forest" and h not in state.dojos and neighbours(h)
    )
    end = next(n for n in neighbours(start) if n in state.terrain)
    said = scene.their_turn._said(Walk(1, (start, end), 1, ""))
    named = scene.narrator.part_name(start)
    assert named in said and "(" not in said, said  # before: 'Walks east to the plains'
    assert named.startswith(str(app.tr("dojo.terrain.forest")))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_its_throws_stay_where_the_room_shrinks(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = _scene(app, ui, lang)
    recap = scene.their_turn
    told = recap.told()
    assert told is not None
    said = told[1]
    walks = [line for line in said if line[0] == "walk"]
    summon = [line for line in said if line[0] == "summoned"]
    long = [said[0], *walks * 3, ("throw", "Blue clan throws a shuriken. " * 2)] * 1
    long += [("flip", "2 against 10: the shuriken misses its mark.")] * 3
    long += [("battle_over", "The throw is over.")] * 3 + [("battle_over", "The battle is over.")]
    long += summon
    recap._kept = (recap._kept[0], long)
    recap.walks = recap.walks * 4  # a long turn's walks: two rows and more, in short
    hexes = list(scene.state.terrain)
    recap.fights = [Fight(hexes[i], hexes[i + 1]) for i in range(3)] + [Fight(hexes[5])]
    real = recap.place()
    assert real is not None
    line = theme.px(LOG_LINE)
    for rows in ROWS[lang]:  # the title and `rows - 1` more, as after the roll (085)
        room = pygame.Rect(real.left, real.top, real.width, rows * line + line // 2)
        monkeypatch.setattr(recap, "place", lambda room=room: room)
        text = " ".join(t for t, _ in recap.lines())
        assert THROWS[lang] in text and BATTLE[lang] in text, (rows, text)  # before: lost
