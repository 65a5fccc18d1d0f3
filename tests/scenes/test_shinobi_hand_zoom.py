"""The enlarged face of a hand card under the pointer (issue 33, newcomer L, s33: at the
guided game's step 3 it was 'barely bigger than the hand card', and with a card picked
its copy covered Sora's name and the Jigoku pile). It stands under the opponents' names,
right of the deck and the Jigoku, 1.5 times a hand card wide at least (HAND_ZOOM)."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import Driver
from .test_shinobi_tutorial import guided_table, play_steps


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_hand_card_s_zoom_is_large_and_leaves_names_and_piles_in_sight(
    sized_app: Any, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    ui = Driver(app)
    scene = guided_table(app)
    ui.step(3)
    check_hand_zooms(scene, ui)  # no clan laid yet
    play_steps(scene, ui, until="keep")  # Carps and Bears laid
    assert scene.guide.current.key == "keep" and len(scene.state.clans[0]) == 2
    check_hand_zooms(scene, ui)
    play_steps(scene, ui, until="scores")  # Spiders too: three clans
    assert scene.guide.current.key == "scores" and len(scene.state.clans[0]) == 3
    check_hand_zooms(scene, ui, least=1.0)


def check_hand_zooms(scene: Any, ui: Driver, least: float = 1.5) -> None:
    """Each hand card under the pointer, then picked: its zoom whole, `least` times a
    hand card wide at least, off your clans, the opponents' names, the piles and the
    hand."""
    layout = scene.layout
    piles = [scene.board.deck_rect(), scene.board.jigoku_rect(), layout.piles]
    picking = scene.state.phase == "place"  # (a click in the discard would discard)
    for picked in (False, True) if picking else (False,):
        for rect, card in list(scene.hand.rects):
            ui.move(rect.center)
            if picked:  # the click takes the zoom away: off the card and back brings it
                ui.click(rect.center)
                ui.move((0, 0))
                ui.move(rect.center)
            ui.step()
            zoomed = scene.zoom.card_zoom()
            assert zoomed is not None and zoomed[0] == card
            place = zoomed[1]
            assert place.width >= round(layout.card_w * least), (place, layout.card_w)
            plates = [plate for plate, _, panel, _ in scene.board.plates if panel != layout.own]
            assert plates
            assert not any(place.colliderect(p) for p in plates + piles), (place, plates)
            assert place.bottom <= layout.hand.top, place  # the hand in sight
            clans = [r for r, _, _ in scene.board.tiles if layout.own.contains(r)]
            assert not any(place.colliderect(r) for r in clans), (place, clans)
            if picked:
                ui.click(rect.center)  # put back (a second click takes one more: undone)
                ui.step()
