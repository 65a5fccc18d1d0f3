"""A Decoy peeked at says how to go on once: the help line at the foot ('Enter or a
click: go on'), no second 'Click or press Enter to go on' under the card (newcomer F,
s15, 255). EN and FR, 1280x720 and 1920x1080."""

from __future__ import annotations

import pytest

from .conftest import record_texts
from .test_shinobi_open_pawns import pawns_phase


@pytest.mark.parametrize(("lang", "size"), [("en", (1280, 720)), ("fr", (1920, 1080))])
def test_a_peeked_decoy_says_how_to_go_on_once(
    sized_app, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = pawns_phase(app)
    scene.shown_seat = 0
    boss = scene.state.bosses[1]
    scene.reveal = (0, 1, boss)
    texts = record_texts(monkeypatch)
    scene.draw(app.window)
    tr = app.tr
    assert tr("shinobi.reveal.title", n=2, boss=boss) in texts  # the Decoy is shown
    assert scene.help_key() == "shinobi.help_cover"  # the foot says how to go on
    assert tr("shinobi.ranking.continue") not in texts  # fails before: said twice
