"""Newcomer B, s10 (Shinobi, 2 players), on the replay (nc-92/079.png, 080.png): at the
end, in 'View: everything', his own hand lay at the foot as three card backs while
Sora's lay face up; the prompt said only 'Replay: the game is over.'; and Play ran the
last eight moves in about as many seconds, too fast to follow."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas.arena import run_arena
from ninjas.core.breakdown import winners_of
from ninjas.shinobi.data import card_kind
from scenes import prompt_panel
from scenes.replay import open_replay
from scenes.replay.controls import PACE, SPEEDS
from scenes.replay.scene import ReplayScene

from .conftest import Driver


def shinobi_record(folder: Path, players: int) -> Path:
    run_arena(
        "shinobi", ["random"] * players, 1, seed=3, options={"players": players}, record=folder
    )
    (path,) = sorted(folder.glob("*.json"))
    return path


def opened(app: Any, folder: Path, players: int, at: int | None = None) -> ReplayScene:
    replay = open_replay(app, shinobi_record(folder, players), at=at)
    assert isinstance(replay, ReplayScene)
    app.push(replay)
    if replay.full:
        replay.toggle_full()
    return replay


@pytest.mark.parametrize("players", [2, 3])
def test_at_the_end_the_view_of_everything_shows_every_hand_the_foots_too(
    sized_app: Any, tmp_path: Path, players: int
) -> None:
    app = sized_app((1280, 720))
    replay = opened(app, tmp_path, players)
    canvas = pygame.Surface((1280, 720))
    for at in (replay.total - 1, replay.total):  # a move before the end, then the end
        replay.go(at)
        replay.update(1 / 60)
        replay.draw(canvas)
        table = replay.table
        assert replay.view is None
        assert table.state.is_terminal == (at == replay.total)
        foot = table.bottom_seat()
        assert foot == replay.last_seat  # the same side at the foot to the end
        assert table.shown_seat == foot  # its hand drawn face up, not as backs
        for seat, hand in enumerate(table.state.hands):
            assert hand, (at, seat)  # (hands to show: the test means something)
            assert set(hand) <= table.faces_drawn, (at, seat, foot)


def test_in_a_seats_view_at_the_end_only_that_seats_hand_is_face_up(
    sized_app: Any, tmp_path: Path
) -> None:
    """Nothing more is shown in a seat's view: the other's hand stays unseen."""
    app = sized_app((1280, 720))
    replay = opened(app, tmp_path, 2)
    replay.set_view(1)
    replay.go(replay.total)
    replay.update(1 / 60)
    replay.draw(pygame.Surface((1280, 720)))
    table = replay.table
    assert table.state.is_terminal
    kinds = {card_kind(card) for card in table.faces_drawn}
    assert {card_kind(card) for card in table.state.hands[1]} <= kinds  # (piled by kind)
    assert not set(table.state.hands[0]) & table.faces_drawn


def said_prompts(app: Any, replay: ReplayScene, monkeypatch: Any) -> list[str]:
    said: list[str] = []
    real = prompt_panel.PromptPanel.draw

    def spied(self: Any, canvas: Any, box: Any, text: str, **kwargs: Any) -> Any:
        said.append(text)
        return real(self, canvas, box, text, **kwargs)

    replay.update(1 / 60)  # (the table is built: its first picture is drawn unseen)
    monkeypatch.setattr(prompt_panel.PromptPanel, "draw", spied)
    replay.draw(pygame.Surface(app.view_size))
    return said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_at_the_end_the_prompt_says_the_game_is_over_and_who_won(
    sized_app: Any, tmp_path: Path, monkeypatch: Any, lang: str
) -> None:
    app = sized_app((1280, 720))
    app.language_for_run(lang)
    replay = opened(app, tmp_path, 2)
    replay.go(replay.total)
    said = said_prompts(app, replay, monkeypatch)
    table = replay.table
    (winner,) = winners_of(list(table.state.returns()))
    expected = app.tr("replay.prompt.won", seat=table.seat_name(winner))
    assert table.seat_name(winner) in expected
    assert said and all(text == expected for text in said), said
    replay.go(replay.total - 1)  # a move before: whose turn, as before
    said = said_prompts(app, replay, monkeypatch)
    now, shown = replay.table.state.current_player, replay.table.shown_mover
    turn = app.tr("replay.prompt.turn", seat=table.seat_name(now))
    if shown is not None and shown != now:  # another seat's action shown (newcomer Q, s12)
        turn = app.tr(
            "replay.prompt.played", mover=table.seat_name(shown), seat=table.seat_name(now)
        )
    assert said and all(text == turn for text in said), said


def test_play_at_the_start_speed_keeps_each_move_a_second_slower_and_faster_offered(
    sized_app: Any, tmp_path: Path
) -> None:
    """×2 shows each move a second, played on the table (issue 33, newcomer O, s19: ×1,
    2 s a move, was slow); ×1 and ×0.5 stay offered, and up to 8 moves a second."""
    app = sized_app((1280, 720))
    ui = Driver(app)
    replay = opened(app, tmp_path, 2, at=0)
    assert replay.strip.speed_text(replay.speed) == "×2"
    ui.key(pygame.K_SPACE)
    assert replay.playing
    ui.step(50)  # 0.8 s: still the first position
    assert replay.index == 0
    ui.step(20)  # past 1 s: the next move
    assert replay.index == 1
    ui.step(60)
    assert replay.index == 2
    assert PACE * SPEEDS[-1] >= 8  # the fastest: 8 moves a second
    assert PACE * SPEEDS[0] < PACE * SPEEDS[1] < PACE * SPEEDS[replay.speed]  # ×0.5, ×1
