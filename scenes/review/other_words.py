"""The review's button to the next seat's review names whose moves it opens: 'See Bruno's
moves', 'See the computer's moves' where the game had one computer (newcomer U, s20,
059, 062: 'Next player' in a game of one person and a computer was puzzling, the next
player being the computer). Shorter where the button is narrow ('Bruno's moves'), and
cut short with '…' only where a name is too long for that too."""

from __future__ import annotations

from typing import Any

from .. import theme
from ..widgets import shortened


def next_seat(scene: Any) -> int:
    """The seat whose review the button opens: the next one after the seat reviewed,
    round to the first."""
    people = scene.people()
    after = [seat for seat in people if seat > scene.seat]
    return int(after[0] if after else people[0])


def label(scene: Any) -> str:
    """The button's words, the longest form that stands whole in it."""
    tr = scene.app.tr
    seat = next_seat(scene)
    seats = scene.record.summary.seats
    computers = [i for i, info in enumerate(seats) if info.get("kind") == "ai"]
    if computers == [seat]:  # the game's one computer
        forms = [tr("review.other.computer"), tr("review.other.computer_short")]
    else:
        name = scene.name(seat)
        forms = [tr("review.other.named", name=name), tr("review.other.named_short", name=name)]
    button = scene.other_button
    room = button.rect.width - theme.px(28)  # (a margin either side of the words)
    font = theme.font(button.size)
    for words in forms:
        if font.size(words)[0] <= room:
            return str(words)
    return shortened(str(forms[-1]), button.size, room)
