"""Dojo, a person's turn ended on her phone: the laptop's prompt said '{name} ends the
turn on the phone' over a footer 'Enter or E: end your turn', where Enter does nothing
(s15, E7 at 390x844 FR). The footer names her and her phone, as Night's does. EN/FR."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from ninjas.core.i18n import Translator
from scenes import theme, widgets
from scenes.app import App
from scenes.dojo.footer import help_key, help_text


def _table(lang: str, on_phone: bool) -> SimpleNamespace:
    turn_end = SimpleNamespace(waiting=True, on_phone=on_phone, seat=1)
    names = {0: "Ada", 1: "Zoé"}
    return SimpleNamespace(
        state=None,
        turn_end=turn_end,
        app=SimpleNamespace(tr=Translator(lang)),
        seat_name=names.__getitem__,
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_turn_ended_on_a_phone_is_said_so_at_the_foot(app: App, lang: str) -> None:
    tr = Translator(lang)
    table = _table(lang, on_phone=True)
    assert help_key(table) == "dojo.help.turn_end_phone"  # fails before: turn_end
    said = help_text(table)
    assert "Zoé" in said and said != tr("dojo.help.turn_end")
    with theme.scaled_for((1280, 720)):
        room = 1280 - theme.px(24)
        assert widgets.shortened(said, theme.FONT_SMALL, room) == said
    laptop = _table(lang, on_phone=False)  # her End turn on the laptop: as before
    assert help_text(laptop) == tr("dojo.help.turn_end")
