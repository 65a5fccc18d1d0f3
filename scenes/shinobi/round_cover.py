"""Grand Master: the cover before a new round's first turn says the round begins and what
happened between the rounds (newcomer U, s13, nc-U/206: round 2 began with 'Pass the
laptop to Marc' and no 'since your last turn' at all). Marc's own last pawn had begun the
round, so nothing had happened 'since' his last move: the Temple, the pawns and the round
start were all before it or in it.

When the seat to move began the new round by its own last action (its last pawn), its
cover tells the public lines from the end of the last round on (the round's end, the
Temple, every pawn placed), then the new round, 'Round 2 of 3: Marc plays first, with
the Shosho' (in the order they came: newcomer B, s14, 079): one line each in the
digest, the round's results too in the whole story (Tab). Public lines only: the cover
is seen by the whole table."""

from __future__ import annotations

from typing import Any

from ninjas.core.events import Event
from ninjas.shinobi.rules import ROUNDS

from ..registry import person_seat_name
from ..since_turn import SinceLine, _played


class NewRoundCover:
    """A mixin for the Shinobi table: its hand-off story and digest with the new round,
    and the game's order of play on the very first cover (`opening`)."""

    def handoff_story(self, seat: int) -> list[SinceLine]:
        said = between_rounds(self, seat, super().handoff_story(seat))  # type: ignore[misc]
        return said or opening(self, seat)

    def handoff_digest(self, seat: int) -> list[SinceLine]:
        said = super().handoff_digest(seat)  # type: ignore[misc]
        return between_rounds(self, seat, said, digest=True) or opening(self, seat)


def opening(table: Any, seat: int) -> list[SinceLine]:
    """The very first cover, nothing played yet: who plays in what order, each by name
    and colour (a computer with its level), and what a turn holds (newcomer B, s14, 007:
    the first cover was 'Pass the laptop to Léa' over an empty screen, the later ones
    told what had happened). Public: the seats and the rules. None once anyone played."""
    if table.session.actions or table.state.is_terminal:
        return []
    tr = table.app.tr
    state = table.state
    order = [(state.current_player + k) % state.players for k in range(state.players)]
    names = []
    for s in order:
        name = person_seat_name(table.app, table.session, s)
        seated = table.session.seats[s] if s < len(table.session.seats) else None
        if seated is not None and seated.is_ai:
            level = tr(f"setup.level.{seated.level}")
            name = str(tr("shinobi.cover.computer", name=name, level=level))
        names.append(str(name))
    return [
        SinceLine(str(tr("shinobi.cover.order", order=", ".join(names))), False, 0),
        SinceLine(str(tr("shinobi.cover.each_turn")), False, 0),
    ]


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
    told: list[SinceLine] = []
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
    # the new round after what came before it, the pawns (newcomer B, s14, 079: said
    # first, 'Round 2 of 3: Marc plays first' stood above the pawns placed before it)
    told.append(SinceLine(str(said), False, turn))
    return told + [line._replace(turn=line.turn + turn + 1) for line in lines]


def has(events: list[Event], kind: str) -> bool:
    return any(event.kind == kind for event in events)
