"""Every seat's corruption token is named on its own line, the same word on every
header: the whole word where every header holds it, else its short form 'Corr.' on all
(newcomers, s23: 'Corr.' beside 'Corruption' read as two things). Before s21 the opponents' headers dropped the
word the opponents' headers dropped the
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
    said: set[str] = set()
    assert len(scene.board.tokens) == players
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
        said.add(named[0][0])
    # one word on every header, the same (newcomers, s23: 'Corr.' beside 'Corruption';
    # fails before: the own wide panel 'Corruption', an opponent's 'Corr.')
    assert len(said) == 1, said
    if size[0] == 1920:  # every header holds the whole word
        assert said == {app.tr("shinobi.corruption_word")}
    app.set_language("en")
