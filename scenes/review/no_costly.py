"""A review with no costly move (newcomer H, s10: she followed the hints, the review
found nothing to learn, and the replay had no costly move to start from: she picked
one herself). It says so warmly, 'No costly move: you played as the computer would',
chooses the closest call in the list of decisions (Enter replays it) and offers the
replay from the game's start, a button beside Back. `scene` is the ReviewScene, typed
loosely."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas import review as rv

from .. import theme
from ..widgets import Button
from . import ninjas_kept


def closest_call(items: list[rv.Item]) -> rv.Item | None:
    """The decision whose move was not the computer's and fell furthest short of it (or
    rose least over it); None where every move was the computer's own."""
    differ = [item for item in items if item.move != item.computer]
    if not differ:
        return None
    return max(differ, key=lambda item: (item.after_computer - item.after_move, -item.index))


def closest_of(review: rv.Review) -> rv.Item | None:
    """The closest call offered: the costliest move of the turn that lost most ninjas
    where the win was safe (ninjas_kept: newcomer H, s16, not the Dojo site of turn 1),
    else closest_call."""
    return ninjas_kept.closest(review) or closest_call(review.items)


def offered(scene: Any, review: rv.Review) -> bool:
    """Whether the review has no costly move and lists its decisions (the offer's)."""
    return not scene.worst and bool(review.items)


def offer_lines(scene: Any, review: rv.Review) -> list[tuple[str, theme.Colour]]:
    """The replay offered: the closest call chosen below, or the game from its start."""
    if not offered(scene, review):
        return []
    tr = scene.tr
    closest = closest_of(review)
    if closest is None:
        return [(str(tr("review.calm.start")), theme.TEXT_DIM)]
    return [(str(tr("review.calm.closest", moment=scene.moment(closest.index))), theme.TEXT_DIM)]


def choose_closest(scene: Any, review: rv.Review | None) -> None:
    """The decisions' list starts on the closest call (Enter replays it)."""
    if review is None or not offered(scene, review) or not scene.decisions.items:
        return
    closest = closest_of(review)
    if closest is not None and closest in scene.decisions.items:
        scene.decisions.selected = scene.decisions.items.index(closest)
        scene.decisions.follow()


def start_button(scene: Any) -> Button:
    """'Replay from the start': the game's replay at its first action."""

    def replay() -> None:
        from ..replay import open_replay

        source = scene.path if scene.path is not None else scene.record
        scene.app.push(open_replay(scene.app, source, 0))

    return Button(scene.app, (0, 0, 1, 1), lambda: scene.tr("review.start"), replay)


def place_buttons(buttons: list[Button], width: int, bottom: int, button_w: int) -> None:
    """The buttons under the panels in one row, centred, `bottom` their lower edge."""
    px = theme.px
    gap = px(20)
    button_w = min(button_w, (width - px(64) - gap * (len(buttons) - 1)) // len(buttons))
    whole = len(buttons) * button_w + (len(buttons) - 1) * gap
    left = (width - whole) // 2
    for number, button in enumerate(buttons):
        button.rect = pygame.Rect(left + number * (button_w + gap), 0, button_w, px(56))
        button.rect.bottom = bottom
