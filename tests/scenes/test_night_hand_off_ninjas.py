"""The tray of tokens a ninja holds in its hand, and its owner's words under it ('Inès's
hand'), never hide another ninja: drawn over roof 10 it hid the Green ninja standing
there (newcomer I, s16, 148). On the crossroads, a ninja holding two tokens on
roofs 4, 5 and 9, the two others' ninjas on each other roof in turn: the tray covers
neither."""

from __future__ import annotations

from ninjas.night.rules import new_game
from scenes import theme
from scenes.app import App
from scenes.night.hand_place import tray_rect

from .test_night_hand_clear import OPTIONS, drawn, holding


def test_the_hand_s_tray_hides_no_other_ninja(app: App) -> None:
    count, held = len(new_game(812, dict(OPTIONS)).village.buildings), 2
    covering = []
    for building in (3, 4, 8):  # roofs 4, 5, 9: their trays hid a ninja before (9 of 30)
        scene, _ = drawn(app, holding(building, held))
        view = scene.view
        for other in range(count):
            if other == building:
                continue
            scene.state.positions = [building, other, other]
            with theme.scaled_for((1280, 720)):
                spots = [scene.stage.hand_spot(0, k) for k in range(held)]
                _, widths, below = scene.stage.hand_columns(0)
                tray = tray_rect(spots, view.token_size(), widths, below)
                bodies = [view.ninja_body(view.ninja_spot(other, s)) for s in (1, 2)]
            if tray.collidelist(bodies) >= 0:
                covering.append((building + 1, other + 1))
            assert view.rect.contains(tray)
        app.pop()
    assert covering == []
