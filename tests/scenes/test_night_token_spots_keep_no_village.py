"""Night's kept token spots (scenes/night/token_spots.SPOTS, a module dict kept until the
interpreter ends) hold no Village: a Village owns a pymunk space, and one kept there was
freed at the interpreter's end after cffi's callbacks had gone, so the Night demo died on
quitting (SIGSEGV, exit -11: test_unwritable_console's Night case and the bench's Night
frames, s23, 740d0429). The spots are still shared by equal villages."""

from __future__ import annotations

import random

from ninjas.night.village import Village, named_village, random_village
from scenes import theme
from scenes.night import token_spots
from scenes.night.layout import table_layout
from scenes.night.village_view import TOKEN_SPOTS, TOKEN_SQUASH, VillageView


def _view(village: Village) -> VillageView:
    theme.set_scale(1.0)
    return VillageView(village, table_layout((1280, 720), village.diameter, 3).map, 3)


def _holds_a_village(value: object) -> bool:
    if isinstance(value, Village):
        return True
    if isinstance(value, (tuple, list)):
        return any(_holds_a_village(part) for part in value)
    return False


def test_the_kept_spots_hold_no_village(app) -> None:  # type: ignore[no-untyped-def]
    token_spots.SPOTS.clear()
    villages = [named_village("crossroads"), random_village(random.Random(1))]
    for village in villages:
        view = _view(village)
        for building in range(len(village.buildings)):
            token_spots.spots(view, building, list(TOKEN_SPOTS[:4]), TOKEN_SQUASH)
    assert token_spots.SPOTS  # fails before: the Village itself in each key
    assert not any(_holds_a_village(key) for key in token_spots.SPOTS)
    kept = len(token_spots.SPOTS)
    crossroads = token_spots.spots(_view(villages[0]), 4, list(TOKEN_SPOTS[:4]), TOKEN_SQUASH)
    again = _view(named_village("crossroads"))  # an equal village, another object
    assert token_spots.spots(again, 4, list(TOKEN_SPOTS[:4]), TOKEN_SQUASH) is crossroads
    assert len(token_spots.SPOTS) == kept  # shared, as before
    token_spots.SPOTS.clear()
