"""The results' cards say each seat's place, its game's tie-breaks applied: '1st',
'2nd', '3rd, tied' ('1er', '2e', '3e ex æquo'), on the card's top border (newcomer P,
s19, Night FR 1280x720: who came second?). A Night game of four built with ties
(tests/support/night_tie.py): 7 and 7 broken by the bonuses used, then 1 and 1."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from support.night_tie import tied_session

from scenes import theme
from scenes.app import App
from scenes.results import INPUT_GRACE_SECONDS, ResultsScene

from .conftest import STEP

PLACES = {
    "en": ["2nd", "1st", "3rd, tied", "3rd, tied"],
    "fr": ["2e", "1er", "3e ex æquo", "3e ex æquo"],
}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_card_says_its_place(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
    lang: str,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    results = ResultsScene(app, tied_session(4), [])
    app.push(results)
    for _ in range(int(INPUT_GRACE_SECONDS * 60) + 2):
        results.update(STEP)
        app.draw()
    drawn: list[str] = []
    blit = theme.blit_text

    def seen(canvas: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        drawn.append(text)
        return blit(canvas, text, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", seen)
    app.draw()
    for place in set(PLACES[lang]):
        assert drawn.count(place) == PLACES[lang].count(place), (place, drawn)
