"""The Dojo table's action panel on the shared choice list (issue 32, section 2): the
keys, the pointer, the pages and the gamepad are the list's, and so is the row lit
(the keys' or the pad's focus after a key or a pad, else the row under the pointer),
which Enter plays, and whose hex the map rings; with none lit, Enter presses the main
button."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from scenes import choice_list, theme
from scenes.app import App
from scenes.choice_list import CHANGE_GRACE
from scenes.dojo import DojoScene

from .test_dojo_loose_ends import _battles, _summoning
from .test_dojo_scene import _placed_table, key, press

AWAY = (2, 2)


def _point(scene: DojoScene, pos: tuple[int, int]) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,)))


def _draw(scene: DojoScene) -> None:
    size = scene.app.view_size
    with theme.scaled_for(size):
        scene.draw(pygame.Surface(size))


def _battle_list(app: App, attacks: int) -> DojoScene:
    scene = _placed_table(app)
    _battles(scene, defenders=1, attacks=attacks)
    _point(scene, AWAY)
    _draw(scene)
    return scene


def test_the_keys_light_a_battle_its_hex_is_ringed_and_enter_plays_it(app: App) -> None:
    """Up and Down walk the list (they did nothing in a battle), the map rings the hex
    of the row they light, and Enter plays that row, not the main button."""
    scene = _battle_list(app, attacks=2)
    numbered = [o for o in scene.options if o.number]
    assert len(numbered) == 3 and numbered[0].action == "done"  # the main button first
    assert scene.choices.lit_mark() is None
    key(scene, pygame.K_DOWN)
    key(scene, pygame.K_DOWN)
    second = scene.options[1]
    assert scene.choices.list.focus == 1 and second.hex is not None
    assert scene.choices.lit_mark() == second.hex
    marked: list[object] = []
    view_mark = scene.view.mark

    def mark(canvas: pygame.Surface, hexes: list[object], *args: object) -> None:
        marked.extend(hexes)
        view_mark(canvas, hexes, *args)  # type: ignore[arg-type]

    scene.view.mark = mark  # type: ignore[method-assign]
    _draw(scene)
    assert second.hex in marked
    before = len(scene.session.actions)
    key(scene, pygame.K_RETURN)
    assert scene.session.actions[before:] == [second.action]


def test_enter_plays_the_row_under_the_pointer_else_the_main_button(app: App) -> None:
    """The row lit is the pointer's when no key moved the focus: Enter plays it (Enter
    pressed "No more battles" wherever the pointer was); on no row, the main button."""
    scene = _battle_list(app, attacks=2)
    third = scene.options[2]
    _point(scene, third.rect.center)
    _draw(scene)
    before = len(scene.session.actions)
    key(scene, pygame.K_RETURN)
    assert scene.session.actions[before:] == [third.action]
    again = _battle_list(app, attacks=2)
    before, first = len(again.session.actions), again.options[1].action
    key(again, pygame.K_SPACE)  # the pointer on no row: the main button, the first
    # throw (test_dojo_battle_default.py: 'No more battles' skipped it, newcomer M)
    assert again.session.actions[before:] == [first]


def test_the_keys_walk_the_list_past_its_page(sized_app: object) -> None:
    """A list longer than the panel (six attacks at 1280x720): End lights the last
    row, whose page is then shown, and Enter plays it; Home goes back to the first."""
    app = sized_app((1280, 720))  # type: ignore[operator]
    app.tr = Translator("en")
    scene = _battle_list(app, attacks=6)
    pager = scene.choices.pager
    assert pager.paged and pager.page == 0
    last = str(scene.choices._actions[-1])
    key(scene, pygame.K_END)
    assert pager.page == pager.pages - 1
    words = app.tr("dojo.more", page=pager.pages, pages=pager.pages, count=len(scene.choices.list))
    assert scene.options[-1].label == words  # the row that turns the page
    assert [o.action for o in scene.options if o.number][-1] == last
    key(scene, pygame.K_HOME)
    assert pager.page == 0 and scene.choices.list.focus == 0
    key(scene, pygame.K_END)
    before = len(scene.session.actions)
    key(scene, pygame.K_RETURN)
    assert scene.session.actions[before:] == [last]


def test_a_pad_lights_the_row_it_is_on_and_turns_the_page(sized_app: object) -> None:
    app = sized_app((1280, 720))  # type: ignore[operator]
    app.tr = Translator("en")
    scene = _battle_list(app, attacks=6)
    targets = scene.pad_targets()
    options = [t for t in targets if t.key[0] in ("option", "page")]
    assert [t.key for t in options[:-1]] == [
        ("option", o.number - 1) for o in scene.options if o.number
    ]
    assert options[-1].key == ("page", 1)
    scene.pad_focus = ("option", 2)
    _draw(scene)
    assert scene.choices.list.lit_row(scene.mouse) == 2
    first = [o.label for o in scene.options]
    options[-1].action()  # A on the row that turns the page
    assert scene.choices.pager.page == 1 and [o.label for o in scene.options] != first
    assert app.played[-1] == "click"  # type: ignore[attr-defined]


def test_the_summoning_count_takes_quick_clicks(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """- changes the words of "Summon 8" but not which buttons there are: a second click
    at once still counts (the list's guard waits only when a row takes another's place)."""
    clock = [1000.0]
    monkeypatch.setattr(choice_list.time, "monotonic", lambda: clock[0])
    scene = _placed_table(app)
    scene.choices.list.guard.grace = CHANGE_GRACE  # as at a table people watch
    state = scene.state
    _summoning(scene, held=3)
    _draw(scene)
    minus = next(o for o in scene.options if o.label == "-")
    count = scene.summoning.count
    assert count > 3
    press(scene, minus.rect.center)  # at once: the buttons have just come
    assert scene.summoning.count == count
    clock[0] += 2 * CHANGE_GRACE
    for _ in range(2):  # the second no later than the first
        press(scene, minus.rect.center)
    assert scene.summoning.count == count - 2
    end = next(o for o in scene.options if o.action == f"summon {count - 2}")
    scene.play(str(end.action))  # the assignment's list comes
    assert state.phase == "assign"
    _draw(scene)
    first = next(o for o in scene.options if o.number == 1)
    before = len(scene.session.actions)
    press(scene, first.rect.center)  # where a button was, a row that has just come
    assert len(scene.session.actions) == before
