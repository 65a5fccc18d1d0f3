"""Issue 33, newcomer L (Shinobi Grand Master results, s227): 'Final Boss Gaijins
(1 pawn) -30' left the player guessing why; and the footer named R, V and T but no key
for 'Review my moves'. The results now say the Final Boss's rule (public at the end) in
one line under the cards, and the footer names M, which opens the review. EN and FR at
1280x720 and 1920x1080."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.shinobi import data
from scenes.shinobi import ShinobiScene

from .conftest import record_texts
from .test_results_native import finished, show


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_results_say_the_final_boss_rule_and_the_review_key(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    session = finished("shinobi", {"players": 3, "mode": "grandmaster"}, 3, seed=8)
    boss = session.state.boss_revealed
    assert boss in data.BOSSES
    table = ShinobiScene(app, session, animate=False, ai_pause=0)
    notes = table.results_lines()
    rule = app.tr(f"shinobi.boss_text.{boss}")
    assert notes == [app.tr("shinobi.results.boss_rule", boss=boss, rule=rule)]
    texts = record_texts(monkeypatch)
    results = show(app, session, notes)
    layout = results.layout_now
    assert layout is not None
    drawn = " ".join(layout.notes)
    assert " ".join(rule.split()) in " ".join(drawn.split())  # whole, not cut
    assert not any("…" in line for line in layout.notes)
    assert app.tr("results.hint_review") in texts
    opened: list[bool] = []
    monkeypatch.setattr(results, "review", lambda: opened.append(True))
    assert results.review_button is not None
    results.review_button.enabled = True
    results.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0))
    assert opened == [True]


def test_grasshopper_has_no_boss_line(sized_app: Any) -> None:
    app = sized_app((1280, 720))
    session = finished("shinobi", {"players": 3, "mode": "grasshopper"}, 3)
    assert ShinobiScene(app, session, animate=False, ai_pause=0).results_lines() == []
