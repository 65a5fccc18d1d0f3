"""Issue 33: after a click on Midori's Player choice, Lou's Name field kept its gold
ring too (two rings at once). One focus only: what the keys act on, lit alone."""

from __future__ import annotations

import pygame

from scenes.setup import SetupScene

from .test_setup_names import type_text


def lit(setup: SetupScene) -> list[object]:
    """The widgets drawn lit (hovered or focused), after their glow settled."""
    for _ in range(60):
        setup.menu.update(0.05)
    return [w for w in setup.menu.widgets if w.shown_glow > 0 and not setup.hidden(w)]


def test_after_a_name_is_typed_a_click_elsewhere_leaves_one_ring(app, ui):
    app.push(SetupScene(app, "shinobi"))
    setup = ui.top
    while len(setup.playing_seats) < 3:
        setup.seat_more(len(setup.playing_seats))
        ui.step()
    ui.click(setup.name_rows[1])  # Lou's Name: the box opens
    type_text(ui, "Lou")
    ui.key(pygame.K_RETURN)
    assert ui.top is setup
    ui.click(setup.kind_choices[2])  # then Midori's Player choice
    assert lit(setup) == [setup.kind_choices[2]]
    ui.key(pygame.K_RETURN)
    ui.step()
    assert lit(setup) == [setup.menu.focused]


def test_a_seat_added_by_a_click_on_its_panel_takes_the_focus_from_the_name_field(app, ui):
    """Kim and Lou play, Lou's Name typed; a click on Midori's resting panel seats her,
    and her Player choice, under the pointer, is the one lit (not Lou's Name too)."""
    app.push(SetupScene(app, "shinobi"))
    setup = ui.top
    setup.seat_more(1)
    ui.step()
    assert len(setup.playing_seats) == 2
    ui.click(setup.name_rows[1])
    type_text(ui, "Lou")
    ui.key(pygame.K_RETURN)
    assert ui.top is setup
    ui.click(setup.kind_choices[2].rect.center)  # on Midori's resting panel
    assert len(setup.playing_seats) == 3
    assert lit(setup) == [setup.kind_choices[2]]
    assert setup.menu.focused is setup.kind_choices[2]


def test_the_keys_moving_the_focus_leave_the_widget_under_a_resting_pointer_unlit(app, ui):
    app.push(SetupScene(app, "shinobi"))
    setup = ui.top
    ui.move(setup.kind_choices[0].rect.center)
    ui.step()
    assert setup.menu.focused is setup.kind_choices[0]
    ui.key(pygame.K_DOWN)
    assert setup.menu.focused is not setup.kind_choices[0]
    assert lit(setup) == [setup.menu.focused]
