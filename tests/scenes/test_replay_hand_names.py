"""Newcomer K (issue 33, rp1, Shinobi FR, 'Vue : tout'): Midori's 13 cards were fanned
so tight that each name was cut by the next card ('Drag Drag Drag Drag Araig Rena Crapa
Sin Sin Ou Ten Kap Oni'). The others' hands now lie a face per kind with its count (four
Dragons: one Dragon ×4), and a face under the next one writes its name on the strip left
in view: every strength and name whole, at the table's smallest text (11.2 px capitals
at 1280x720: python -m tools.cap_heights --lang en --lang fr --only shinobi_replay)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas.shinobi.data import card_name
from scenes.replay import open_replay

from .test_replay_open_hands import shinobi_record


@pytest.mark.parametrize(("players", "mode"), [(2, "normal"), (3, "normal"), (4, "grandmaster")])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_name_of_the_open_hands_is_whole_in_view(
    sized_app: Any, tmp_path: Path, players: int, mode: str, lang: str
) -> None:
    app = sized_app((1280, 720))
    app.set_language(lang)
    replay = open_replay(app, shinobi_record(tmp_path, players, mode), at=0)
    app.push(replay)
    canvas = pygame.Surface((1280, 720))
    faces = alike = 0
    for index in range(0, min(replay.total, 90), 6):
        replay.go(index)
        replay.update(1 / 60)
        replay.draw(canvas)
        table = replay.table
        if table.state.is_terminal or table.picks.actions():
            continue
        board = table.board
        for seat in range(players):
            if seat == table.bottom_seat():
                continue
            hand = table.state.hands[seat]
            rects = [rect for rect, owner in board.hand_rects if owner == seat]
            words = [(box, count) for box, owner, count in board.hand_words if owner == seat]
            assert sum(count for _, count in words) == len(hand), (index, seat)
            kinds = {card_name(card) for card in hand}
            assert len(rects) == len(kinds), (index, seat)  # a face a kind
            for k, (box, _) in enumerate(words):  # none covered by a card drawn after it
                assert box.collidelist(rects[k + 1 :]) < 0, (index, seat, k)
            faces += len(rects)
            alike += sum(1 for _, count in words if count > 1)
    assert faces > 20 and alike > 0
