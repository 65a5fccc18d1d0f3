"""Newcomer K (issue 33, rp1/rp4, Shinobi FR, 'Vue : tout'): the replay's choices panel
showed a lone dimmed '1. Passer' while Ana was laying clans: the live turn's choices
less the cards (laid by clicking them), read as Ana's one choice. A replay plays
nothing: its panel tells the turn instead, whose it is and what they are doing
('Ana lays clans...'), in every view and at every moment, EN and FR."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas.core.history import read_record, record_of_save
from ninjas.core.history_folder import write_record
from scenes.replay import open_replay
from scenes.replay.scene import ReplayScene

from .conftest import record_texts
from .test_replay_open_hands import shinobi_record


def with_ana(arena: Path, folder: Path) -> Path:
    """The arena's 3-player game with Ana, a person, at seat 0 (the computer moves for
    the others): her turns are those a live table would have offered her choices on."""
    save = read_record(shinobi_record(arena, 3)).save  # type: ignore[union-attr]
    save.seats = [{"kind": "human"}] + [{"kind": "ai", "level": "hard"}] * 2
    when = datetime.datetime(2026, 11, 30, 1, tzinfo=datetime.UTC)
    record = record_of_save(save, ["Ana", None, None], when)
    assert record is not None
    return write_record(record, folder)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_replay_shows_no_choice_of_a_live_turn(
    sized_app: Any, tmp_path: Path, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app((1280, 720))
    app.set_language(lang)
    replay = open_replay(app, with_ana(tmp_path / "arena", tmp_path / "history"), at=0)
    assert isinstance(replay, ReplayScene)
    app.push(replay)
    canvas = pygame.Surface((1280, 720))
    pass_words = app.tr("shinobi.act.pass")
    told = laying = 0
    for view in (None, 0):
        replay.set_view(view)
        for index in range(0, min(replay.total, 80), 2):
            replay.go(index)
            replay.update(1 / 60)
            table = replay.table
            texts = record_texts(monkeypatch)
            replay.draw(canvas)
            state = table.state
            if state.is_terminal or table.picks.actions():
                continue
            if state.phase == "place" and table.option_panel.options:
                laying += 1  # the live turn would have had its rows: Pass among them
            assert not table.option_panel.waiting(), (view, index)
            assert not any(pass_words in text for text in texts), (view, index, texts)
            name = table.seat_name(state.current_player)
            assert app.tr("shinobi.turn.of", name=name) in texts, (view, index)
            told += 1
    assert told > 20 and laying >= 2
