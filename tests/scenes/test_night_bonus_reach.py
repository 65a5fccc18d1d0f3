"""A Kunai or a Shuriken not offered at a ninja says why, in a row of the list, as a
yellow token's row does (issue 33, newcomer J, shot-50..53: 'Kunai from the hand:
offered only at Green (Bo not offered: fine if out of reach, but no line says why Bo
is missing)'). One row per bonus kind, once the planned action is done (the bonuses'
time; before it the list is the action's). Choosing it says why again, plays nothing."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import NightState
from scenes.app import App
from scenes.night import NightScene

CANVAS = (1280, 720)


def table(app: App, s: NightState) -> NightScene:
    seats = [Seat("human")] + [Seat("ai", "easy")] * (s.players - 1)
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.shown_seat = 0
    s.main_done = True  # the planned action done: the bonuses' time
    scene._refresh()
    scene.draw(pygame.Surface(CANVAS))
    return scene


def rows(scene: NightScene) -> list[str]:
    return [str(a) for a, _ in scene.options]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_kunai_says_why_a_ninja_is_not_offered(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    # Red on roof 0 with a Kunai; Blue on roof 2, 40 cm off: beyond the fighting
    # string's reach; Green on roof 1, 20 cm off, in reach, carrying a 2
    s = line_state(positions=(0, 2, 1))
    give(s, "kunai", seat=0)
    give(s, "v2", seat=1)
    give(s, "v2", seat=2)
    scene = table(app, s)
    listed = rows(scene)
    assert any(r.startswith("kunai 0 2 ") for r in listed)  # Green: offered
    assert not any(r.startswith("kunai 0 1 ") for r in listed)  # Blue: not
    said = {str(a): text for a, text in scene.options}
    blue = scene.seat_name(1)
    kunai = tr("night.token.kunai")
    row = "out 0 kunai 1:beyond"
    assert said[row] == tr("night.out", token=kunai, who=tr("night.out.beyond", name=blue))
    assert {"en": "beyond the fighting string's reach", "fr": "hors de portée"}[lang] in (said[row])
    # with the Kunai's own choices: one row for them all in the list, and opening it
    # shows the Kunai at Green, then why not at Blue
    out = listed.index(row)
    assert listed[out - 1].startswith("kunai") and listed[-1] == "end"
    panel = scene.option_list
    shown = [str(scene.options[i][0]) for i in panel.listed()]
    assert row not in shown and sum(r.startswith("kunai") for r in shown) == 1
    panel.pick(
        panel.listed()[
            [str(scene.options[i][0]) for i in panel.listed()].index(
                next(r for r in shown if r.startswith("kunai"))
            )
        ]
    )
    opened = [str(scene.options[i][0]) for i in panel.listed() if i >= 0]
    assert opened[-1] == row and all(r.startswith("kunai 0 2 ") for r in opened[:-1])
    # chosen: said again, nothing played
    before = list(s.history)
    scene.choose_option(out)
    assert s.history == before and scene.throw is None
    assert scene.refused[0] == said[row]
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_reason_is_said(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    # four players: Blue on Red's own roof; Green in reach but carrying nothing to
    # knock off; the fourth in reach, carrying a 2 (the Kunai's one choice)
    s = line_state([("skip", "skip")] * 4, positions=(0, 0, 1, 1), players=4)
    give(s, "kunai", seat=0)
    give(s, "shuriken", seat=0)
    give(s, "v2", seat=3)
    scene = table(app, s)
    said = {str(a): text for a, text in scene.options}
    blue, green = scene.seat_name(1), scene.seat_name(2)
    kunai, shuriken = tr("night.token.kunai"), tr("night.token.shuriken")
    both = tr.names([tr("night.out.roof", name=blue), tr("night.out.empty", name=green)])
    assert said["out 0 kunai 1:roof 2:empty"] == tr("night.out", token=kunai, who=both)
    # a Shuriken injures: Green may be aimed at
    assert said["out 1 shuriken 1:roof"] == tr(
        "night.out", token=shuriken, who=tr("night.out.roof", name=blue)
    )
    assert any(r.startswith("shuriken ") and r.split()[2] == "2" for r in said)
    app.set_language("en")


def test_no_row_before_the_planned_action_and_one_for_a_token_with_no_choice(app: App) -> None:
    s = line_state([("move", "skip")] * 3, positions=(0, 2, 1))
    give(s, "kunai", seat=0)
    give(s, "v2", seat=2)
    scene = table(app, s)
    assert any(a.kind == "out" for a, _ in scene.options)  # Blue beyond reach
    s.main_done = False
    scene._refresh()
    assert not any(a.kind == "out" for a, _ in scene.options)  # the Move first
    # nobody to aim at: no Kunai row, but a row of its own saying why (newcomer M, s17,
    # 105: the token vanished from the list)
    s = line_state(positions=(0, 2, 0))
    give(s, "kunai", seat=0)
    scene = table(app, s)
    assert not any(a.kind == "kunai" for a, _ in scene.options)
    assert [str(a) for a, _ in scene.options if a.kind == "out"] == ["out 0 kunai 1:beyond 2:roof"]
    s = line_state(positions=(0, 2, 1))
    give(s, "potion", seat=0)
    scene = table(app, s)
    assert not any(a.kind == "out" for a, _ in scene.options)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_bonus_that_may_aim_at_nobody_has_a_greyed_row_saying_why(app: App, lang: str) -> None:
    """Newcomer M (s17, 105): a Shuriken and a Kunai in the hand, nobody within reach:
    their rows were missing. A row each, greyed and with no key, says why."""
    app.set_language(lang)
    tr = app.tr
    s = line_state(positions=(0, 2, 2))  # Blue and Green on roof 2, 40 cm off
    give(s, "kunai", seat=0)
    give(s, "shuriken", seat=0)
    give(s, "v2", seat=1)
    scene = table(app, s)
    said = {str(a): text for a, text in scene.options}
    row = "out 1 shuriken 1:beyond 2:beyond"  # fails before: no row
    shuriken = tr("night.token.shuriken")
    assert said[row] == tr("night.out.none.beyond", token=shuriken)
    panel = scene.option_list
    shown = panel.visible()
    index = next(i for i in shown if str(scene.options[i][0]) == row)
    assert panel.waits(index) and panel.keys(shown)[shown.index(index)] == 0  # greyed
    keyed = [k for k in panel.keys(shown) if k]
    assert keyed == list(range(1, len(keyed) + 1))  # the others 1, 2, ... in order
    app.set_language("en")
