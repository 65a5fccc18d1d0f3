"""The hint's reason for a Pass with no pair reads whole: newcomer T (s12, 058, 061)
read 'Hint: Pass — no two cards of one clan to lay: keep them for one' as cut
mid-sentence. It says what the cards are kept for (a pair), and stands whole on the
prompt box at the body size, at 1280x720 and 1920x1080, English and French."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.shinobi.rules import ShinobiAction
from scenes import theme
from scenes.app import App
from tests.shinobi.test_rules import BEAR, CARP, CROW, arrange

from .test_shinobi_table_layout import akane_places

PAIR = {"en": "until you hold a pair", "fr": "jusqu'à avoir une paire"}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_pass_hint_says_what_the_cards_wait_for(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = akane_places(app, players=3)
    state = scene.state
    state.deck[:0], state.jigoku[:] = state.jigoku, []
    arrange(state, hands={0: [BEAR[0], CARP[0], CROW[0]]})
    scene._refresh()
    scene.draw(pygame.Surface(size))
    why = scene.hint_reason.why(ShinobiAction("pass"))
    assert why == app.tr("shinobi.why.pass_pairless")
    assert why.endswith(PAIR[lang])  # fails before: '... keep them for one'
    hint = app.tr("shinobi.hint.why", what=app.tr("shinobi.act.pass"), why=why)
    assert scene.prompt.fits(hint, theme.FONT_BODY)  # whole, at the body size
