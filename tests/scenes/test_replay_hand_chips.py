"""No name of the others' hands is squeezed in the replay's view of everything (issue
33, newcomers N and O, s8 rp3/rp-2: 'tiny chips with ~9 px names': 'Yuki-onna',
'Daidarabotchi', 'Araignée' squeezed to half their width on 48 px faces). Where a small
face would squeeze a name, the hand lies as chips, each name whole at the faces' size
(11 px capitals and more at 1280x720: python -m tools.cap_heights --lang en --lang fr
--only shinobi_replay), with its strength and count. EN and FR, 3 and 4 players."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas.shinobi.data import card_name
from scenes import theme
from scenes.replay import hand_chips, open_hands, open_replay
from scenes.shinobi.cards import FACE_WORDS

from .test_replay_open_hands import shinobi_record


@pytest.mark.parametrize(("players", "mode"), [(3, "normal"), (3, "grandmaster")])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_name_of_the_open_hands_is_squeezed(
    sized_app: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    players: int,
    mode: str,
    lang: str,
) -> None:
    app = sized_app((1280, 720))
    app.set_language(lang)
    squeezed: list[str] = []
    inside: list[bool] = []
    where = [0]
    words_box, draw_hand = open_hands.words_box, open_hands.OpenHandsBoard.draw_hand

    def spy_box(card: int, *args: Any) -> Any:
        box = words_box(card, *args)
        if inside and box[1]:
            squeezed.append(f"action {where[0]}: card {card}")
        return box

    def spy_hand(self: Any, *args: Any) -> None:
        inside.append(True)
        try:
            draw_hand(self, *args)
        finally:
            inside.pop()

    monkeypatch.setattr(open_hands, "words_box", spy_box)
    monkeypatch.setattr(open_hands.OpenHandsBoard, "draw_hand", spy_hand)
    replay = open_replay(app, shinobi_record(tmp_path, players, mode), at=0)
    app.push(replay)
    canvas = pygame.Surface((1280, 720))
    chips = 0
    for index in range(0, min(replay.total, 90), 6):
        replay.go(index)
        where[0] = index
        replay.update(1 / 60)
        replay.draw(canvas)
        board = replay.table.board
        for box, _, _ in board.hand_words:
            assert canvas.get_rect().contains(box)
        chips += sum(1 for rect, _ in board.hand_rects if rect.height < theme.px(40))
    assert squeezed == [], squeezed  # before: names squeezed on the small faces
    assert chips > 0  # the chips were laid somewhere


def test_a_chip_writes_its_name_whole_at_the_faces_size(app: Any) -> None:
    tr = app.tr
    assert [card_name(c) for c in (93, 0, 1)] == ["Daidarabotchi", "Carp", "Carp"]
    kinds = [[93], [0, 1]]  # Daidarabotchi; two Carps
    rects = hand_chips.lay(pygame.Rect(0, 0, 400, 100), kinds, tr)
    assert rects is not None and len(rects) == 2
    canvas = pygame.Surface((400, 100))
    font = theme.font(FACE_WORDS, "display")
    for cards, rect in zip(kinds, rects, strict=True):
        words = hand_chips.draw(canvas, rect, cards, tr)
        assert rect.contains(words)
        name = hand_chips._parts(cards, tr)[0]
        assert words.width >= font.size(name)[0]
    assert hand_chips.lay(pygame.Rect(0, 0, 40, 100), kinds, tr) is None  # too narrow
