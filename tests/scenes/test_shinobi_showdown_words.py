"""Issue 33, newcomer L (Shinobi Grand Master, s165-s167): the board's Final Showdown box
showed only a card back while Court and Missions said what they give; it now says it in
the words of its option row ('scored as the hidden Final Boss says'), whole, in EN and FR
at 1280x720 and 1920x1080; once the Boss is revealed its picture says it instead."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import Seat

from ..shinobi.test_grandmaster import end_round
from .conftest import record_texts
from .test_shinobi_scene import table


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_final_showdown_box_says_what_it_gives(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    seed = 1
    scene = table(app, [Seat("human"), Seat("ai", "easy")], "grandmaster", seed=seed)
    while scene.state.current_player != 0:
        app.pop()
        seed += 1
        scene = table(app, [Seat("human"), Seat("ai", "easy")], "grandmaster", seed=seed)
    state = scene.session.state
    end_round(state, {0: 3, 1: 0})
    while state.phase == "temple":
        state.apply("temple decoy 0")
    assert state.phase == "pawns"
    scene._refresh()
    texts = record_texts(monkeypatch)
    scene.draw(app.canvas)
    words = app.tr("shinobi.where_board.showdown")
    assert words == app.tr("shinobi.where_text.showdown")  # the option row's words
    drawn = " ".join(t for t in texts if t in words)
    assert " ".join(drawn.split()) == words  # every line of it drawn, none cut
    state.boss_revealed = state.bosses[1]  # the game's end: the Boss's picture instead
    texts.clear()
    scene.draw(app.canvas)
    assert not any(t in words and len(t) > 4 for t in texts)
