"""Grand Master: the cover before a new round's first turn says the round begins and what
happened between the rounds (newcomer U, s13, nc-U/206: round 2 began with 'Pass the
laptop to Marc' and no 'since your last turn' at all). Marc's own last pawn had begun the
round, so nothing had happened 'since' his last move: the Temple, the pawns and the round
start were all before it or in it.

When the seat to move began the new round by its own last action (its last pawn), its
cover tells the new round first, 'Round 2 of 3: Marc plays first, with the Shosho', then
the public lines from the end of the last round on (the round's end, the Temple, every
pawn placed): one line each in the digest, the round's results too in the whole story
(Tab). Public lines only: the cover is seen by the whole table."""

from __future__ import annotations

from typing import Any

from ninjas.core.events import Event
from ninjas.shinobi.rules import ROUNDS

from ..since_turn import SinceLine, _played


class NewRoundCover:
    """A mixin for the Shinobi table: its hand-off story and digest with the new round."""

    def handoff_story(self, seat: int) -> list[SinceLine]:
        return between_rounds(self, seat, super().handoff_story(seat))  # type: ignore[misc]

    def handoff_digest(self, seat: int) -> list[SinceLine]:
        said = super().handoff_digest(seat)  # type: ignore[misc]
        return between_rounds(self, seat, said, digest=True)


def between_rounds(
    table: Any, seat: int, lines: list[SinceLine], digest: bool = False
) -> list[SinceLine]:
    """`lines` (the story since `seat`'s last move), after the new round's line and what
    came between the rounds when `seat`'s own last action began the round; else
    `lines` as they are."""
    state = table.state
    if state.mode != "grandmaster" or state.is_terminal or state.round < 2:
        return lines
    try:
        chunks = _played(table)
    except Exception:  # a cover's story is never worth a crash
        return lines
    last = max((i for i, (actor, _) in enumerate(chunks) if actor == seat), default=0)
    starts = [i for i, (_, events) in enumerate(chunks) if has(events, "round_start")]
    ends = [i for i, (_, events) in enumerate(chunks) if has(events, "round_end")]
    if not starts or not ends or starts[-1] != last or last == 0:
        return lines
    first = next(e for e in chunks[last][1] if e.kind == "round_start").data["first"]
    tr = table.app.tr
    said = tr(
        "shinobi.cover.new_round",
        round=state.round,
        rounds=ROUNDS["grandmaster"],
        name=table.seat_name(first),
    )
    told = [SinceLine(str(said), False, 0)]
    turn, actor_now = 0, None
    for index in range(ends[-1] + (1 if digest else 0), last + 1):
        actor, events = chunks[index]
        if actor != actor_now:
            turn, actor_now = turn + 1, actor
        for event in events:
            if event.kind == "round_start":
                continue  # said first
            for owner, text in table.describe(event):
                if owner is None:
                    told.append(SinceLine(text, False, turn))
    return told + [line._replace(turn=line.turn + turn + 1) for line in lines]


def has(events: list[Event], kind: str) -> bool:
    return any(event.kind == kind for event in events)
