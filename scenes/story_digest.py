"""The hand-off cover's story told one line a player (newcomers T and Q, s12, nc-T 030,
036, 105, nc-Q 049: the cover's 'Since Sam last played' was the raw log, 20-25 lines
for a 4-seat Shinobi round with '8 more lines below', lines repeating each other, 'Fox:
swap a card.' then 'Midori swaps a card with Sam.', and Night's throws two-line
sentences with their cm).

Each turn played since the person's own last move (one seat's run of actions) is one
line, in turn order: 'Midori: turned corrupt (Crow), laid 3 Spider, destroyed Sora's
Bear clan, discarded Carp (1)'; what in it touched the person in gold (its `gold`).
The words of each event are its game's brief (`briefer`; scenes/shinobi/brief.py,
scenes/night/brief.py, scenes/dojo/brief.py): short phrases without the actor's name
([] for an event worth no words, as a power's announcement that its effect's words
repeat; None for an event told by its log line, on a line of its own: a round's end,
Night's plans shown). The whole story stays in the table's log, and on the cover
behind Tab (scenes/handoff.py).

Everyone at the table sees the cover: only public words. `brief` reads an event's
public data only (never its 'private' part), and a log line of an event told whole is
taken only if public (owner None), as since_last_turn(public=True) does."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .digest_phrase import Again
from .since_turn import SinceLine, own_tail, played_since


def briefer(table: Any) -> Callable[[Any], list[str] | None] | None:
    """The brief of `table`'s game, as a function of an event; None for a game with none."""
    game = getattr(table.session, "game", "")
    if game == "shinobi":
        from .shinobi.brief import Brief
    elif game == "night":
        from .night.brief import Brief  # type: ignore[assignment]
    elif game == "dojo":
        from .dojo.brief import Brief  # type: ignore[assignment]
    else:
        return None
    return Brief(table).words


def digest(table: Any, seat: int) -> list[SinceLine]:
    """The story since `seat`'s own last move, one line a turn; [] for a game with no
    brief."""
    brief = briefer(table)
    if brief is None:
        return []
    tr = table.app.tr
    lines: list[SinceLine] = []
    turn, last = -1, -1
    words: list[str] = []
    gold: list[str] = []
    """The turn's words that touched `seat` (drawn in gold, the rest not)."""
    whole: list[SinceLine] = []
    """Lines told whole during the turn after some of its words: after its own line."""
    actor_now: int | None = None

    def close() -> None:
        nonlocal words, gold, whole
        if words and actor_now is not None:
            said = tr(
                "digest.line", name=table.seat_name(actor_now), what=tr("digest.sep").join(words)
            )
            lines.append(SinceLine(str(said), bool(gold), turn, tuple(gold)))
        lines.extend(whole)
        words, gold, whole = [], [], []

    for actor, events in [*own_tail(table, seat), *played_since(table, seat)]:
        if actor != last or actor is None:
            close()
            turn, last, actor_now = turn + 1, -1 if actor is None else actor, actor
        for event in events:
            hit = actor is not None and actor != seat and bool(table.touches(event, seat))
            said = brief(event) if actor is not None else None
            if said is None:
                told = [
                    SinceLine(t, hit, turn) for owner, t in table.describe(event) if owner is None
                ]
                # before any words of the turn, told in its place; else after its line
                # (newcomer D, s14, 157: 'Midori: turned corrupt, ...' stood before her
                # pawn and 'Round 2: Midori plays first', which came first)
                (whole if words else lines).extend(told)
                continue
            for phrase in said:
                told_last = words[-1] if words else None
                if (
                    isinstance(phrase, Again)
                    and isinstance(told_last, Again)
                    and told_last.of == phrase.of
                ):
                    gold = [phrase if g is words[-1] else g for g in gold]
                    words[-1] = phrase
                elif phrase and phrase not in words[-1:]:
                    words.append(phrase)
                    if hit:
                        gold.append(phrase)
    close()
    return lines
