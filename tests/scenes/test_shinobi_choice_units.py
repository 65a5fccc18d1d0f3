"""A Shinobi reinforcement never parts its count from its cards at a line's end. Played at
1280x720 in French, the row 'Renforcer Ours (+1 carte)' read '(+1' over 'carte)'
(issue 33). The choices' labels are wrapped as the choice list wraps them
(scenes/widgets.wrap_text, split on plain spaces), at every width down to a word's."""

from __future__ import annotations

import re

import pytest

from ninjas.shinobi import data
from scenes import theme
from scenes.app import App
from scenes.widgets import wrap_text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_reinforcement_never_parts_its_count_from_its_cards(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    clans = [tr(f"shinobi.name.{info.name}") for info in data.CLAN_BY_NAME.values()]
    labels = [
        tr.plural("shinobi.act.reinforce", count, clan=clan)
        for clan in clans
        for count in range(1, 5)
    ]
    assert labels
    for size in (theme.FONT_SMALL, theme.FONT_BODY, theme.FONT_BODY + 4):
        for width in range(60, 420, 4):
            for label in labels:
                lines = wrap_text(label, size, width)
                for before in lines[:-1]:
                    assert not re.search(r"\d$", before), (label, lines)
