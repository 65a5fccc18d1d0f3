"""A 4-player Shinobi replay's hands read at 1280x720 in the view of everything (issue
33, newcomer S, s9 rp1: 'Midori's 16-card hand is drawn as 20 px mini-cards with ~6 px
names; Kiku's as chips: inconsistent, the mini-cards unreadable'). A hand of eight or
nine kinds fits neither beside a seat's clans in a 4-player panel nor under them, and
lay as faces 48 px wide, their names squeezed; its chips now flow through both rooms
(hand_chips.lay_rooms), the clans above, every name whole."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas.arena import run_arena
from scenes.replay import open_hands, open_replay


def four_players(folder: Path) -> Path:
    """A 4-player game whose middle turns hold hands of eight to eleven kinds."""
    agents = ["easy", "random", "random", "random"]
    run_arena("shinobi", agents, 1, seed=1, options={"players": 4}, record=folder)
    (path,) = sorted(folder.glob("*.json"))
    return path


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_four_player_hand_of_many_kinds_lies_as_whole_chips(
    sized_app: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app = sized_app((1280, 720))
    app.set_language(lang)
    faces: list[tuple[int, int, int]] = []
    draw_hand = open_hands.OpenHandsBoard.draw_hand

    def spy_hand(self: Any, canvas: Any, seat: int, kinds: Any, room: Any, w: int, h: int) -> None:
        if self.squeezed(kinds, room, w, h):
            faces.append((index, seat, len(kinds)))
        draw_hand(self, canvas, seat, kinds, room, w, h)

    monkeypatch.setattr(open_hands.OpenHandsBoard, "draw_hand", spy_hand)
    replay = open_replay(app, four_players(tmp_path), at=0)
    app.push(replay)
    canvas = pygame.Surface((1280, 720))
    for index in range(25, 37, 2):
        replay.go(index)
        replay.update(1 / 60)
        replay.draw(canvas)
        board = replay.table.board
        for box, _, _ in board.hand_words:
            assert canvas.get_rect().contains(box)
    # fails before: seats 1 and 3, nine and eleven kinds, as squeezed faces
    assert faces == [], faces
    # the chips of a hand stay in its own panel, apart from one another
    chips = [rect for rect, _ in board.hand_rects]
    assert not any(a.colliderect(b) for i, a in enumerate(chips) for b in chips[i + 1 :])
