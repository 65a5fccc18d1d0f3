"""The ringed number on each seat's corruption token says what it counts: 'cards' stands
right of the ring, on its line, clear of every other word, so 'Corruption −3 (1) cards'
reads alone (newcomer X, s21, EN 1280x720, 17b: 'Corruption −3 (1)', two numbers, the
ringed one learnt only from the lesson). The word opens the token's tooltip. EN/FR."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import Seat
from scenes import theme

from .test_shinobi_corruption_points import drawn
from .test_shinobi_scene import table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_token_says_it_counts_cards(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    seats = [Seat("human", name="Ana"), Seat("ai", "easy"), Seat("ai", "easy"), Seat("ai", "easy")]
    scene = table(app, seats, seed=3)
    while scene.state.current_player != 0:
        scene.update(1 / 60)
    scene.play("corrupt")
    shown = drawn(app, scene, monkeypatch)
    state = scene.state
    assert len(scene.board.tokens) == 4
    for token, seat in scene.board.tokens:
        count = len(state.corruption[seat])
        word = app.tr.plural("shinobi.corruption_cards", count)
        beside = [
            rect
            for string, rect in shown
            if string == word
            and token.top <= rect.centery <= token.bottom
            and 0 <= rect.left - token.right <= theme.px(8)
        ]
        assert len(beside) == 1, (seat, word, shown)  # fails before: the ring alone
        assert beside[0].right <= app.window.get_width()
        for string, rect in shown:
            if rect != beside[0]:
                assert not rect.colliderect(beside[0]), (string, rect, beside)
        scene.pointer_moved, scene.mouse = True, beside[0].center
        assert scene.corruption_tip.under_pointer() == (token, seat)
    assert app.tr.plural("shinobi.corruption_cards", 1) != app.tr.plural(
        "shinobi.corruption_cards", 2
    )
    app.set_language("en")
