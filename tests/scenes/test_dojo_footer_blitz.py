"""The Dojo footer names B only where the Ninjas Blitz can be called (issue 33, newcomer
X, s9 t3.png: "B : Ninjas Blitz, s'il est proposé" with the Blitz off in setup)."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator
from scenes import theme, widgets
from scenes.app import App
from scenes.dojo.footer import help_key, help_text

from .test_dojo_scene import _placed_table


def test_blitz_off_the_roll_footer_says_no_b(app: App) -> None:
    table = _placed_table(app, blitz=False)
    assert table.state.phase == "roll"
    assert help_key(table) == "dojo.help.roll_plain"
    assert "Blitz" not in help_text(table)
    assert help_text(table).startswith("Enter or R: roll the die.")


def test_blitz_offered_the_roll_footer_names_b(app: App) -> None:
    table = _placed_table(app, blitz=True)
    state = table.state
    state.turns[state.mover] = 1  # not the first turn: the Blitz may be called
    assert any(a.kind == "blitz" for a in state.legal_actions())
    assert help_key(table) == "dojo.help.roll"
    assert "B: Ninjas Blitz" in help_text(table)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_plain_roll_footer_fits(size: tuple[int, int], lang: str) -> None:
    tr = Translator(lang)
    with theme.scaled_for(size):
        room = size[0] - theme.px(24)
        text = tr("dojo.help.roll_plain")
        assert text != "dojo.help.roll_plain" and "Blitz" not in text
        assert widgets.shortened(text, theme.FONT_SMALL, room) == text
