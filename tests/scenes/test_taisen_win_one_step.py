"""The end of a Taisen game is one step before the results (newcomer O, s18, 110 -> 113:
the banner, then the final picture 'La fin : ...', each asking for a key): the banner
celebrates (the winners' ninjas glowing on the village, the fanfare once as it shows)
and its Enter opens the results on their cards, which play no second fanfare. Real
events through app.dispatch."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import Seat
from scenes.results import ResultsScene

from .conftest import STEP
from .test_taisen_newcomer_h import _over


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_banner_celebrates_and_enter_opens_the_cards(
    app: Any, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    played: list[str] = []
    monkeypatch.setattr(app.audio, "play", lambda name, *a, **k: played.append(name))
    scene = _over(app, [Seat(), Seat("ai", "hard")])
    for _ in range(30):
        scene.update(STEP)
        app.draw()
    assert app.top is scene and played.count("victory") + played.count("defeat") == 1
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    scene.update(STEP)
    results = app.top
    assert isinstance(results, ResultsScene)
    assert not results.moment.active  # the cards at once: no second step
    app.draw()
    assert played.count("victory") + played.count("defeat") == 1  # no second fanfare
