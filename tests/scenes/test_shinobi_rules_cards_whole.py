"""The rules' pictures of the clans and the Yokai show every card's words whole: a card
whose power's last line fell under its foot is drawn wider (newcomer X, s21, EN
1280x720, 10-rules-sh-p5: the Monkey's '3+ copy a' cut, '3-card power' hidden). EN/FR,
the scales of 1280x720 and 1920x1080."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.shinobi import data
from scenes import theme
from scenes.shinobi import cards as art
from scenes.shinobi import rules_diagrams


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_card_in_the_rules_shows_its_words_whole(size: tuple[int, int], lang: str) -> None:
    pygame.init()
    tr = Translator(lang)
    groups = [
        ([c.name for c in data.CLANS], rules_diagrams.clans_diagram),
        (["Ronin", *(y.name for y in data.YOKAI)], rules_diagrams.yokai_diagram),
    ]
    with theme.scaled_for(size):
        for names, diagram in groups:
            width = rules_diagrams.whole_width(names, tr)
            height = round(width * theme.CARD_RATIO)
            for name in names:
                card = next(c.id for c in data.CARDS if c.name == name)
                box, _ = art.words_box(card, width, tr, lang)
                # fails before for the Monkey in EN: its words ran 37 px past its foot
                assert box.bottom <= height - theme.px(2), (name, box, height)
            picture = diagram(tr, 2000)  # one row: as wide as its cards at that width
            gap = theme.px(12)
            assert picture.get_width() == len(names) * (width + gap) - gap
