"""Shinobi's setup names the pawns only in Grand Master: Grasshopper has none (the
rulebook: pawns are placed at the end of each of Grand Master's rounds), so each seat's
card says its mark alone, 'Red circle' / 'Rond rouge', the mark beside its name on the
table (newcomer J, s16: 'Red pawns, circle' in a Grasshopper setup, noise for a first
game). EN and FR."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.setup import SetupScene


@pytest.mark.parametrize(("lang", "pawns"), [("en", "pawns"), ("fr", "Pions")])
def test_pawns_are_named_in_grand_master_only(app: App, lang: str, pawns: str) -> None:
    app.set_language(lang)
    setup = SetupScene(app, "shinobi")
    app.push(setup)
    setup.set_players(4)
    assert setup.mode == "grasshopper"
    plain = [setup.seat_drawing.hint(i) for i in range(4)]
    assert not any(pawns in words for words in plain), plain  # fails before: pawns
    assert plain[0] == app.tr("setup.seat_hint.shinobi.0")
    setup.mode = "grandmaster"
    grand = [setup.seat_drawing.hint(i) for i in range(4)]
    assert all(pawns in words for words in grand), grand
    setup.draw(app.window)
    app.set_language("en")
