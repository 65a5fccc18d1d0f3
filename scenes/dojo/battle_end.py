"""A battle that ends the game, said on its row and asked before it is played.

Issue 33 (newcomer G, s6): a row "Throw from the plains to the west (5 defending)" made
the other clan draw five cards from a deck of four, and a draw from an empty deck ends
the game at once, the most land winning (RULINGS.md, Dojo: Win). The newcomer lost 4 to
13 on land in one click, with Undo gone; only the top bar's general warning had said a
battle could end the game. Now the row itself says it ends the game and how it ends,
and choosing it asks first.

Only public facts decide it: the decks' counts and the board. The battle is played on a
copy whose decks hold as many plain cards as the real ones (no Joker: where a Joker
would bring an extra draw is hidden), so a row says "ends the game" only when the
counts make it certain, and the land count it gives is the board's after the battle's
start (its walk in), as the rules count it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ninjas.dojo.rules import IllegalAction

if TYPE_CHECKING:
    from ninjas.dojo.rules import DojoAction, DojoState

    from .protocol import Table

BATTLES = ("fight", "throw")
"""The actions that start a battle, whose first draw may find a deck too short."""

PLAIN = 1
"""A card with no effect on the draw (not data.JOKER), standing in for each hidden card
of the copy."""


@dataclass(frozen=True)
class BattleEnd:
    """Playing the action ends the game: `short`'s deck cannot cover its draw of `need`
    with `left` cards; `land` is each clan's land then, `winner` the seat it makes the
    winner (None for a tie)."""

    short: int
    need: int
    left: int
    land: tuple[int, int]
    winner: int | None


def battle_end(state: DojoState, action: DojoAction) -> BattleEnd | None:
    """How starting the battle `action` ends the game, when the decks' counts make it
    certain (None otherwise, or for any other action)."""
    if action.kind not in BATTLES or state.is_terminal:
        return None
    copy = state.clone()
    for seat, deck in enumerate(copy.decks):
        copy.decks[seat] = [PLAIN] * len(deck)
    try:
        events = copy.apply(action)
    except IllegalAction:  # an action the rules refuse ends nothing
        return None
    out = next((e for e in events if e.kind == "deck_out"), None)
    if out is None or copy.end_reason != "cards":
        return None
    short = int(out["seat"])
    # the whole draw the battle asks of that deck (the event counts the card missing)
    place = (int(out["hex"][0]), int(out["hex"][1]))
    need = 1 if out["projectile"] and not out["defending"] else copy.count(place, short)
    land = (copy.land(0), copy.land(1))
    return BattleEnd(short, max(need, int(out["need"])), len(state.decks[short]), land, copy.winner)


def ending_label(table: Table, label: str, end: BattleEnd | None) -> str:
    """The row's words, with how the game ends when it does ("...: ends the game, you
    lose 4 to 13 on land", from the side of the clan on the move)."""
    if end is None:
        return label
    me = table.state.mover
    mine, theirs = end.land[me], end.land[1 - me]
    key = "tie" if end.winner is None else ("win" if end.winner == me else "lose")
    return str(table.app.tr(f"dojo.act.ends_{key}", label=label, mine=mine, theirs=theirs))


def ask_to_end(table: Table, action: str, end: BattleEnd) -> None:
    """Choosing a battle that ends the game asks first: whose deck runs out, the land
    count then and who wins; Cancel (or Esc) plays nothing."""
    from .side_question import SideQuestion

    tr = table.app.tr
    result = (
        tr("dojo.end_battle.tie")
        if end.winner is None
        else tr("dojo.end_battle.wins", name=table.seat_name(end.winner))
    )
    text = tr.plural(
        "dojo.end_battle.text",
        end.left,
        short=table.seat_name(end.short),
        need=end.need,
        name0=table.seat_name(0),
        land0=end.land[0],
        name1=table.seat_name(1),
        land1=end.land[1],
        result=result,
    )
    table.app.push(
        SideQuestion(  # beside the map, not over it (newcomer P, s18)
            table,
            tr("dojo.end_battle.title"),
            str(text),
            lambda: table.submit(action),
            confirm_key="dojo.end_battle.play",
        )
    )
