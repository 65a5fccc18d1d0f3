"""The ringed number beside each seat's name is named: the table's word ('Corruption'
where every header has room for it, as at 2 players; else 'Corr.' on all, one word a
table: test_shinobi_corruption_one_word.py) stands left of the token (and of its '−4'),
clear of every other word; the pointer on the word opens the token's tooltip (newcomer J, s16, 043: 'the
ringed number beside each seat's name: corruption? clans?'). EN and FR."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from scenes.app import App

from .test_shinobi_corruption_points import drawn
from .test_shinobi_scene import table


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_token_is_named_in_the_own_panel(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str, players: int
) -> None:
    app.set_language(lang)
    seats = [Seat("human", name="Ana")] + [Seat("ai", "easy")] * (players - 1)
    scene = table(app, seats, seed=3)
    while scene.state.current_player != 0:
        scene.update(1 / 60)
    scene.play("corrupt")
    shown = drawn(app, scene, monkeypatch)
    word = app.tr(scene.board.corruption_key())
    if players == 2:  # two wide panels: the whole word on both
        assert word == app.tr("shinobi.corruption_word")
    named = [rect for string, rect in shown if string == word]
    assert named, shown  # fails before: the ring alone
    tokens = dict((seat, rect) for rect, seat in scene.board.tokens)
    own = [r for r in named if tokens[0].top <= r.centery <= tokens[0].bottom]
    assert len(own) == 1 and own[0].right < tokens[0].left  # on its line, left of it
    for string, rect in shown:
        if string != word:
            for r in named:
                assert not rect.colliderect(r), (string, rect, r)
    # the pointer on the word: the token's tooltip
    scene.pointer_moved, scene.mouse = True, own[0].center
    assert scene.corruption_tip.under_pointer() == (tokens[0], 0)
    app.set_language("en")
