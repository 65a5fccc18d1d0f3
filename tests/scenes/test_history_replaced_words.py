"""A game replaced at the setup is 'Not finished' in the History, and the Replace dialog
says so (newcomer L, s11, nc-L/007 and 067: the autosave replaced at the setup showed
in History as 'Given up after 0 turns', which the dialog had not said). Every record not
over came from a game another took the autosave's place of (the setup's Start, a
replay's Play on, a slot loaded), old records too: the words alone change."""

from __future__ import annotations

import datetime
import random
from dataclasses import replace
from pathlib import Path

import pytest

from ninjas.core import history
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.history.rows import row_text

WHEN = datetime.datetime(2026, 11, 30, 13, 31, tzinfo=datetime.UTC)
WORDS = {
    "en": ("Not finished", "History", "Given up"),
    "fr": ("Non terminée", "Historique", "Abandonn"),
}


def unfinished(autosave: bool = False) -> GameSession:
    session = GameSession.new("taisen", [Seat(), Seat("ai", "easy")], 8, autosave=autosave)
    rng = random.Random(8)
    while session.state.current_player == 0 or len(session.actions) < 6:
        session.apply(rng.choice(session.state.legal_actions()))
    return session


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_replaced_game_reads_not_finished_in_the_history(app: App, lang: str) -> None:
    app.set_language(lang)
    record = history.record_of(unfinished(), when=WHEN)
    assert record is not None and not record.summary.over
    said, _, old = WORDS[lang]
    for length in (lambda summary: None, lambda summary: 0, lambda summary: 3):
        result = row_text(app, record.summary, length=length).result
        assert result.startswith(said) and old not in result, result  # before: Given up
    old_record = replace(record.summary, figures=None, path=Path("old.json"))  # old ones too
    assert row_text(app, old_record, length=lambda summary: None).result.startswith(said)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_replace_dialog_says_where_the_game_goes(app: App, data_dir: Path, lang: str) -> None:
    from scenes.message import ConfirmScene
    from scenes.setup import SetupScene

    app.set_language(lang)
    unfinished(autosave=True).autosave()
    setup = SetupScene(app, "taisen")
    app.push(setup)
    setup.start()
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    said, place, _ = WORDS[lang]
    assert said in confirm.text and place in confirm.text  # fails before: not said
