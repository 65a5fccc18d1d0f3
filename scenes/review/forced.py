"""The seat's turns that had no choice in them (issue 33, newcomer K, Taisen: after 9
turns the review said 'the ends of your 4 turns', and its graph ran one straight line
over the last five; Léa's last ninja had one legal move for every die from turn 10 on,
so those turns held no decision and no point). The review still works out the turns
with a choice only; the words say how many turns there were in all, and the graph
shades the turns with no choice and says what the straight line crosses."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from ninjas import review as rv
from ninjas.core.saves import SaveError, start_state

from .. import theme
from .graph import FORCED_SHADE

SHADE = FORCED_SHADE
"""The band behind the turns with no choice (over the plot's midnight)."""


@dataclass(frozen=True)
class SeatTurn:
    """One run of the seat's own actions: its first and last action, its table turn."""

    first: int
    last: int
    turn: int


def seat_turns(save: Any, seat: int) -> list[SeatTurn]:
    """Each run of `seat`'s actions in `save`, in order ([] if it does not replay: the
    review says so by itself)."""
    try:
        state = start_state(save)
    except (SaveError, ValueError):
        return []
    runs: list[SeatTurn] = []
    turn, mover = 0, None
    for index, text in enumerate(save.actions):
        if state.current_player != mover:
            turn, mover = turn + 1, state.current_player
            if mover == seat:
                runs.append(SeatTurn(index, index, rv.table_turn(save.game, state, turn)))
        elif mover == seat:
            runs[-1] = SeatTurn(runs[-1].first, index, runs[-1].turn)
        try:
            state.apply(text)
        except ValueError:
            break
    return runs


def counted_turns(tr: Any, runs: list[SeatTurn], with_choice: int, key: str) -> str:
    """'your 4 turns', or 'your 4 turns with a choice (of 9)' where some had none."""
    every = len({run.turn for run in runs})
    if every <= with_choice:
        return str(tr.plural(key, with_choice))
    return str(tr.plural(f"{key}.chosen", with_choice, all=every))


def forced_groups(runs: list[SeatTurn], chosen: set[int]) -> list[list[SeatTurn]]:
    """The runs with no choice, in groups that no turn with a choice splits."""
    groups: list[list[SeatTurn]] = []
    last_free = True
    for run in runs:
        free = any(run.first <= i <= run.last for i in chosen)
        if not free:
            if last_free or not groups:
                groups.append([])
            groups[-1].append(run)
        last_free = free
    return groups


class SeatForced:
    """A review screen's seats' turns (seat_turns) and its seat's turns with no choice
    (forced_groups), each worked out once per change, not every frame: the seat's turns
    once per seat, the groups once per review job and once more when it is done (its
    decisions, then its items, say which turns had a choice)."""

    def __init__(self, save: Any) -> None:
        self.save = save
        self._runs: dict[int, list[SeatTurn]] = {}
        self._groups: tuple[Any, Any, list[list[SeatTurn]]] | None = None

    def runs(self, seat: int) -> list[SeatTurn]:
        if seat not in self._runs:
            self._runs[seat] = seat_turns(self.save, seat)
        return self._runs[seat]

    def groups(self, job: Any) -> list[list[SeatTurn]]:
        """The turns with no choice of `job`'s seat (a scenes.review.job.ReviewJob: a
        review kept on disk lists no decisions, its items do)."""
        review = job.review
        if self._groups is None or self._groups[0] is not job or self._groups[1] is not review:
            chosen = {d.index for d in job.decisions}
            chosen |= {item.index for item in (review.items if review else [])}
            self._groups = (job, review, forced_groups(self.runs(job.seat), chosen))
        return self._groups[2]


def draw_forced(
    canvas: pygame.Surface,
    plot: pygame.Rect,
    groups: list[list[SeatTurn]],
    actions: int,
    words: Any,
) -> list[pygame.Rect]:
    """Each group of turns with no choice shaded across the plot, from its first
    action to the next seat's, and the widest said ('5 turns with no choice', `words`
    of a count) along the plot's foot where it fits. The bands, as drawn."""
    from .graph import SMALL_TEXT, dot_point

    bands: list[pygame.Rect] = []
    for group in groups:
        left = dot_point(plot, group[0].first, actions, 0.0)[0]
        right = dot_point(plot, min(group[-1].last + 1, actions - 1), actions, 0.0)[0]
        band = pygame.Rect(left, plot.top, max(1, right - left), plot.height)
        pygame.draw.rect(canvas, SHADE, band)
        bands.append(band)
    if bands:
        widest = max(range(len(bands)), key=lambda k: bands[k].width)
        label = theme.text(words(len(groups[widest])), SMALL_TEXT, theme.TEXT_DIM)
        room = bands[widest].inflate(-theme.px(8), 0)
        if label.get_width() <= room.width:
            canvas.blit(label, label.get_rect(midbottom=(room.centerx, plot.bottom - theme.px(6))))
    return bands
