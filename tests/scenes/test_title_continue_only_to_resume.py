"""The title's Continue, grey with no game to resume, says why under its word: 'None to
resume' / 'Rien en cours', whole at 1280x720 (newcomers E and F, s15, 001/002: 'greyed
with no hint why'); it keeps a plain button's width. With an autosave it says nothing
more."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ninjas.core.paths import saves_dir
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.title import TitleScene

from .conftest import record_blits


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_grey_continue_says_why(
    sized_app: Callable[[tuple[int, int]], App], monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app = sized_app((1280, 720))
    app.set_language(lang)
    title = TitleScene(app)
    app.push(title)
    blits = record_blits(monkeypatch)
    app.draw()
    button = title.continue_button
    assert not button.enabled
    why = app.tr("title.continue.none")
    drawn = dict(blits)
    assert why in drawn and button.rect.contains(drawn[why])  # whole, on the button
    settings = title.menu.widgets[-2]  # a plain button of the row
    assert abs(button.rect.width - settings.rect.width) <= 1


def test_continue_with_a_game_to_resume_says_nothing_more(app: App) -> None:
    session = GameSession.new("taisen", [Seat(), Seat()], seed=3)
    session.apply(session.state.legal_actions()[0])
    session.save(saves_dir() / "autosave.json")
    title = TitleScene(app)
    assert title.continue_button.enabled and title.continue_button.sublabel is None
