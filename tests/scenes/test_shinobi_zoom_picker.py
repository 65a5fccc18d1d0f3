"""No hand card's zoom while cards to choose among are offered (issue 33, newcomer Y, s9
shot-49: a Dragon's deck search, the pointer on the hand's Bear, its zoom hid two kinds
and the picker's 'scroll the wheel to see them all' line; the hand is no choice there)."""

from __future__ import annotations

from scenes.app import App
from tests.shinobi.test_rules import CARP, DRAGON, arrange

from .conftest import Driver
from .test_shinobi_table_layout import akane_places


def test_the_hand_is_not_zoomed_over_the_cards_to_choose_among(app: App, ui: Driver) -> None:
    scene = akane_places(app)
    arrange(scene.state, hands={0: [*DRAGON[:3], CARP[0]]})
    ui.step()
    carp = next(rect for rect, card in scene.hand.rects if card == CARP[0])
    ui.move(carp.center)
    ui.step()
    zoomed = scene.zoom.card_zoom()
    assert zoomed is not None and zoomed[0] == CARP[0]  # before: the hand card, large
    scene.play(f"place Dragon {DRAGON[0]} {DRAGON[1]}")  # search the deck, take 1
    ui.step()
    assert scene.picks.rects
    carp = next(rect for rect, card in scene.hand.rects if card == CARP[0])
    ui.move(carp.center)
    ui.step()
    assert scene.zoom.card_zoom() is None
    rect, action = scene.picks.rects[0]  # a card offered still shows large
    ui.move(rect.center)
    ui.step()
    zoomed = scene.zoom.card_zoom()
    assert zoomed is not None and zoomed[0] == int(action.args[0])
