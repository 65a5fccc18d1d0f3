"""A kind taken from the cards offered (the Jigoku's, for a Crow's 'take 2') keeps its
slot, so that the next click lands on the card aimed at, and the slot says why it is
empty: an outline, 'Taken' / 'Prise' and the card's name (newcomer V, s21, FR 1280x720:
the Jigoku's row kept a hole where the card taken lay, nothing said why). The other
cards stay where they were. 1280x720 FR and 1920x1080 EN."""

from __future__ import annotations

import os
from typing import Any

import pygame
import pytest

from tests.shinobi.test_rules import BEAR, CARP, CROW, FOX, arrange

from .conftest import Driver, record_texts
from .test_shinobi_table_layout import akane_places


@pytest.mark.parametrize(("lang", "size"), [("fr", (1280, 720)), ("en", (1920, 1080))])
def test_a_kind_taken_leaves_a_slot_that_says_so(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = akane_places(app)
    arrange(scene.state, hands={0: CROW[:3]}, jigoku=[BEAR[0], CARP[0], FOX[0]])
    ui = Driver(app)
    ui.step()
    scene.play(f"place Crow {CROW[0]} {CROW[1]}")  # take 2 cards from the Jigoku
    ui.step()
    before = {str(action): rect.copy() for rect, action in scene.picks.rects}
    carp = next(a for r, a in scene.picks.rects if int(a.args[0]) == CARP[0])
    gap = before[str(carp)]
    scene.play(carp)
    texts = record_texts(monkeypatch)
    scene.picks.rects.clear()
    ui.step()
    after = {str(action): rect for rect, action in scene.picks.rects}
    assert after and all(after[a] == before[a] for a in after)  # nothing slid
    assert scene.picks.gaps == [(gap, "Carp")]
    said = {"fr": ["Prise", "Carpe"], "en": ["Taken", "Carp"]}[lang]
    assert [t for t in texts if t in said] == said  # fails before: an empty hole
    if shot := os.environ.get("NINJAS_TEST_SHOT"):
        pygame.image.save(app.canvas, f"{shot}_{lang}_{size[0]}.png")
