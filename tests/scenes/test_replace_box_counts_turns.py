"""Newcomer Q (s12, 009.png, 171.png): the box before a new game replaced the unfinished
Dojo game said '49 coups'; the History then listed it 'Not finished: replaced after 2
turns'. The box now counts the game as the History will: its turns (Night: its round)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from ninjas.core.history_folder import list_records
from ninjas.core.i18n import Translator
from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.history.rows import result_text
from scenes.message import ConfirmScene
from scenes.setup import SetupScene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_replace_box_counts_the_turns_the_history_lists(
    app: App, data_dir: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.tr = Translator(lang)
    waiting = GameSession.new("dojo", [Seat(), Seat("ai", "easy")], 8)
    rng = random.Random(8)
    while len(waiting.actions) < 30 and not waiting.state.is_terminal:
        waiting.apply(rng.choice(waiting.state.legal_actions()))
    waiting.autosave()
    moves = len(waiting.actions)
    setup = SetupScene(app, "dojo")
    app.push(setup)
    setup.start()
    confirm = app.top
    assert isinstance(confirm, ConfirmScene)
    import scenes.tableflow.history_keeper as keeper_module

    threads = []
    real = keeper_module.keep_in_background
    monkeypatch.setattr(keeper_module, "keep_in_background", lambda s: threads.append(real(s)))
    confirm.confirm()
    for thread in threads:
        thread.join(60)
    (record,) = list_records().records
    listed = result_text(app, record)  # 'Not finished: replaced after 2 turns'
    turns = app.tr.plural("history.turns", int("".join(c for c in listed if c.isdigit())))
    assert turns.split()[0] != str(moves)  # the moves are not the turns here
    said = app.tr.plural("history.replace.turns", int(turns.split()[0]))
    assert f"({said})" in confirm.text, confirm.text  # fails before: '(30 moves)'
    assert str(moves) not in confirm.text.split("(")[1].split(")")[0]
