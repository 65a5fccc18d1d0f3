"""The title's block stands still whatever the state: the wordmark and its subtitle, the
cards, the line under them and the buttons' row are where they were at the first start
when the title comes back after a game, with a game to resume (Continue in the row) and
'Played last' on a card (newcomer S, s20: 'the whole title block sits ~20 px higher' in
100 than in 001; their rows of pixels match but for the tags, the focus and the line's
words, and this holds it so)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.paths import saves_dir
from ninjas.core.session import AUTOSAVE_NAME, GameSession, Seat
from scenes.app import App
from scenes.title import GameCard, TitleScene
from scenes.title_cue import cue_text

from .conftest import Driver, FakeGameScene, record_blits


def block(app: App, title: TitleScene, drawn: list[tuple[str, pygame.Rect]]) -> dict[str, object]:
    """Where the title's parts were drawn on its last frame."""
    del drawn[:]
    Driver(app).step()
    cue = next(r for s, r in drawn if s == cue_text(app, title.last_game))
    cards = [w.rect.copy() for w in title.menu.widgets if isinstance(w, GameCard)]
    buttons = [w.rect for w in title.menu.widgets if not isinstance(w, GameCard)]
    return {
        "heading": title.heading_rect.copy(),
        "cards": cards,
        "cue": (cue.left, cue.centery),
        "buttons": ({r.top for r in buttons}, {r.height for r in buttons}),
    }


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_title_block_is_still_after_a_game(
    sized_app: Callable[[tuple[int, int]], App],
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    size: tuple[int, int],
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    drawn = record_blits(monkeypatch)
    title = TitleScene(app)
    app.push(title)
    assert title.continue_button is None and getattr(app, "last_game", None) is None
    first = block(app, title, drawn)
    assert first["heading"].height > 0  # type: ignore[attr-defined]
    # a game of Shinobi begun, left for the title: Continue and 'Played last' appear
    session = GameSession.new("shinobi", [Seat(), Seat()], seed=3, options={"players": 2})
    session.apply(session.state.legal_actions()[0])
    session.save(saves_dir() / AUTOSAVE_NAME)
    app.last_game = "shinobi"
    app.push(FakeGameScene(app, session))
    Driver(app).step()
    app.pop()
    assert title.continue_button is not None and title.last_game == "shinobi"
    assert block(app, title, drawn) == first
