"""Issue 33, Night as newcomer A met it (/tmp/team/s4/nc-A.md, game 2): a list just
shown never has a discard lit for Enter (after a Heal, Enter threw a token on the roof),
and Enter works on "1. End the turn" after a Move; confirming the plan is the turn's
confirm; each bonus token is one row that opens its choices, the discards stay
together, and a collect into the hand says so in few words."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from ninjas.night.packing import VALUE_FIRST
from ninjas.night.rules import INJURY, NightAction, NightState
from scenes.app import App
from scenes.night import NightScene
from scenes.night.options_panel import BACK
from scenes.night.words import fixed_order

CANVAS = (1280, 720)


def scene_for(app: App, s: NightState, seats: list[Seat] | None = None) -> NightScene:
    seats = seats or [Seat("human")] * s.players
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.shown_seat = 0
    scene._refresh()
    scene.draw(pygame.Surface(CANVAS))
    return scene


def press(scene: NightScene, key: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0))


def rest_pointer_on_row(scene: NightScene, k: int) -> None:
    """The pointer moved onto row `k` shown, as a hand does before a click."""
    rect = scene.option_list.option_rects[k][0]
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, buttons=(0, 0, 0)))
    scene.draw(pygame.Surface(CANVAS))


def test_after_a_heal_enter_ends_the_turn_and_never_discards(app: App) -> None:
    """The pointer left on "Heal an injury" (row 1) lit "Discard slot 2 to the roof"
    when it took row 1's place, and Enter threw the token on the roof."""
    s = line_state([("heal", "skip")] * 3)
    give(s, "v2", seat=0)
    s.backpacks[0][3] = INJURY
    scene = scene_for(app, s)
    labels = [a.kind for a, _ in scene.options]
    assert labels[0] == "heal"
    rest_pointer_on_row(scene, 0)
    scene.choose_option(0)  # clicked: Heal
    scene.draw(pygame.Surface(CANVAS))
    first = scene.options[scene.option_list.visible()[0]][0]
    assert first.kind == "discard"  # the row under the resting pointer now
    press(scene, pygame.K_RETURN)
    assert scene.session.actions[-2:] == ["heal", "end"]
    assert s.backpacks[0].count(None) == 3  # the 2 is still in the backpack


def test_after_a_move_enter_ends_the_turn(app: App) -> None:
    """ "1. End the turn" alone, the pointer elsewhere: Enter did nothing."""
    s = line_state([("move", "skip")] * 3)
    scene = scene_for(app, s)
    scene.play(NightAction("move", ("1", "20.0")))  # 20 cm: a hit
    scene.draw(pygame.Surface(CANVAS))
    assert [a.kind for a, _ in scene.options] == ["end"]
    press(scene, pygame.K_RETURN)
    assert scene.session.actions[-1] == "end" and scene.state.current_player != 0


def test_enter_on_a_list_without_end_lights_the_first_row_first(app: App) -> None:
    """No End the turn (the placing): nothing is lit on a list just shown, even under a
    resting pointer; Enter lights the first row and says so, Enter again chooses it."""
    seats = [Seat(), Seat("ai", "easy")]
    session = GameSession.new("night", seats, 3, {"players": 2}, autosave=False)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.draw(pygame.Surface(CANVAS))
    assert scene.can_act and scene.state.phase == "place"
    rest_pointer_on_row(scene, 2)
    scene._refresh()  # a list shown again under the resting pointer
    scene.draw(pygame.Surface(CANVAS))
    press(scene, pygame.K_RETURN)
    assert session.actions == []
    assert scene.refusal() == app.tr("night.enter_unlit")
    assert scene.option_list.choices.focus == 0
    first = scene.options[scene.option_list.visible()[0]][0]
    press(scene, pygame.K_RETURN)
    assert session.actions == [str(first)]


def test_confirming_the_plan_is_the_confirm(app: App) -> None:
    """ "Confirm the plan" then the End turn confirm: two clicks for one decision."""
    s = line_state([("move", "skip")] * 3)
    s.phase, s.plans = "plan", [None, None, None]
    app.settings.confirm_turn_end = True
    scene = scene_for(app, s, [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")])
    assert scene.turn_end.holds(NightAction("end")) is False
    scene.confirm_plan()
    assert not scene.turn_end.waiting and scene.session.actions[0].startswith("plan")


def busy_turn(app: App) -> NightScene:
    """Seat 0 collects a Kunai and a 4 with one free slot, a Gears and a Hook in the
    backpack: the list after it took 3-5 pages, mostly Gears rows."""
    s = line_state([("collect", "move")] * 3, round=5)
    s.options[VALUE_FIRST] = True
    for kind in ("gears", "v1", "hook"):
        give(s, kind, seat=0)
    give(s, "kunai", building=0)
    give(s, "y4", building=0)
    scene = scene_for(app, s, [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")])
    scene.play("collect 0 1")
    scene.draw(pygame.Surface(CANVAS))
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_bonus_token_is_one_row_that_opens_its_choices(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = busy_turn(app)
    panel = scene.option_list
    gears = [i for i, (a, _) in enumerate(scene.options) if a.kind == "gears"]
    assert len(gears) > 5  # every Gears choice is an option still
    assert panel.pages() == 1
    listed = panel.listed()
    rows = [scene.options[i][0].kind for i in listed]
    assert rows.count("gears") == rows.count("hook") == 1 and rows.count("kunai") <= 1
    discards = [k for k, kind in enumerate(rows) if kind == "discard"]
    assert discards == list(range(discards[0], discards[0] + len(discards)))
    at = next(k for k, kind in enumerate(rows) if kind == "gears")
    token = app.tr("night.token.gears")
    assert panel.label_of(listed[at]) == app.tr("night.act.play", token=token)
    picked: list[int] = []
    scene.choose_option = picked.append  # type: ignore[method-assign]
    press(scene, pygame.K_1 + at)  # its key opens the Gears' choices
    assert picked == [] and panel.opened is not None
    inner = panel.listed()
    assert inner[:-1] == gears and inner[-1] == BACK
    assert panel.label_of(BACK) == app.tr("night.options.back")
    scene.draw(pygame.Surface(CANVAS))
    press(scene, pygame.K_1)  # the first Gears choice
    assert picked == [gears[0]]
    while BACK not in panel.visible():  # Back, after the last choice
        press(scene, pygame.K_PAGEDOWN)
    press(scene, pygame.K_1 + panel.visible().index(BACK))
    assert panel.opened is None and panel.listed() == listed
    press(scene, pygame.K_1 + at)
    press(scene, pygame.K_ESCAPE)  # Esc: back too, not the menu
    assert panel.opened is None and app.top is scene
    del scene.choose_option
    app.set_language("en")


def test_the_discards_stay_together_when_rows_come_in() -> None:
    """A Kunai's rows, new since, stood between "Discard slot 3" and "Discard slot 4";
    then after them all (issue 33, newcomer G: 4th for one person, 1st for the next).
    A row new in a turn takes its kind's place: the bonuses before the discards."""
    d3, d4 = NightAction("discard", ("2",)), NightAction("discard", ("3",))
    kunai = NightAction("kunai", ("0", "1", "0.0", "2"))
    end = NightAction("end")
    ordered = fixed_order([end, d4, kunai, d3])
    assert [str(a) for a in ordered] == [str(kunai), "discard 2", "discard 3", "end"]
