"""Every seat's corruption token is named on its own line, in one word on every header
of a table: the whole word where every header has room for it, else its short form
'Corr.' on all (test_shinobi_corruption_one_word.py): the opponents' headers dropped the
word (FR 3 players: 66 px of the 110 it takes), leaving '−8 (2) cartes', read as cards in
hand (newcomers X and Y, s21; newcomer A, s22, g1_02). EN 4 players 1280x720, FR 3
players 1280x720 and 1920x1080."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import Seat
from scenes import theme

from .test_shinobi_corruption_points import drawn
from .test_shinobi_scene import table


@pytest.mark.parametrize(
    ("lang", "size", "players"),
    [("en", (1280, 720), 4), ("fr", (1280, 720), 3), ("fr", (1920, 1080), 3)],
)
def test_every_token_is_named(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, size: Any, players: int
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    seats = [Seat("human", name="Ana")] + [Seat("ai", "easy")] * (players - 1)
    scene = table(app, seats, seed=7)
    while scene.state.current_player != 0:
        scene.update(1 / 60)
    scene.play("corrupt")
    shown = drawn(app, scene, monkeypatch)
    names = {app.tr("shinobi.corruption_word"), app.tr("shinobi.corruption_short")}
    assert len(scene.board.tokens) == players
    words: set[str] = set()
    for token, seat in scene.board.tokens:
        named = [
            (string, rect)
            for string, rect in shown
            if string in names
            and token.top <= rect.centery <= token.bottom
            and 0 < token.left - rect.right <= theme.px(60)  # beside it, its '−8' between
        ]
        assert len(named) == 1, (seat, shown)  # fails before: the opponents' ring alone
        rect = named[0][1]
        for string, other in shown:  # clear of every other word
            if other != rect:
                assert not other.colliderect(rect), (seat, string, other, rect)
        words.add(named[0][0])
    assert len(words) == 1, words  # one word on every header (newcomer A, s24; E5, s25)
    app.set_language("en")
