"""Why the hint passes, and what pawns on the Final Showdown risk, in one clause each
(issue 33, newcomer E, s10, nc-95/074, 080: a bare 'Hint: Pass' with a pair in hand;
newcomer G, nc-97/150_4, a193_end: the hint sent pawns to the Final Showdown, 'scored
as the hidden Final Boss says', and the Boss took 50 from each).

Only what the seat may know: its hand, the public tables, the Decoys it has peeked at
(a Decoy seen is no Final Boss)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.shinobi import data
from ninjas.shinobi.rules import ShinobiAction, ShinobiState

from .hint_risk import clan_taker

if TYPE_CHECKING:
    from .protocol import Table

ENDING_CLANS = 4


def pass_reason(table: Table, state: ShinobiState, seat: int) -> str:
    """Why lay nothing: a 4th clan would end the round behind; the strongest clan it
    could lay is one a foe could take whole; no two cards of a clan to lay; or, the
    computer's measure, the cards are worth more kept for now."""
    tr = table.app.tr
    laid = [a for a in table.legal() if a.kind in ("place", "reinforce")]
    best = max((state.score(s) for s in range(state.players) if s != seat), default=0)
    for action in laid:
        if action.kind == "place" and len(state.clans[seat]) + 1 >= ENDING_CLANS:
            mine = state.score(seat) + sum(state.card_score(seat, int(c)) for c in action.args[1:])
            if mine <= best:
                return str(tr("shinobi.why.pass_ends", mine=mine, best=best))
    if not laid:
        return str(tr("shinobi.why.pass_pairless"))  # ('cards' once: s21)
    strongest = max(laid, key=lambda a: sum(state.card_score(seat, int(c)) for c in a.args[1:]))
    taker = clan_taker(state, seat, strongest)
    if taker is not None:
        clan = strongest.args[0]
        key = f"shinobi.name.{clan}"
        name = str(tr(key)) if tr.has(key) else clan
        return str(tr(f"shinobi.why.pass_risk.{taker[0]}", clan=name))
    return str(tr("shinobi.why.pass_keep"))


def possible_bosses(state: ShinobiState, seat: int) -> list[str]:
    """The Bosses the Final Boss may be, for `seat`: all but the Decoys it has seen."""
    seen = set(state.known_decoys[seat].values())
    return [boss for boss in data.BOSSES if boss not in seen] or list(data.BOSSES)


def showdown_reason(table: Table, state: ShinobiState, seat: int, action: ShinobiAction) -> str:
    """Pawns on the Final Showdown: a gamble, and its range with the pawns there after
    this placement, over the Bosses the seat cannot rule out."""
    pawns = state.pawns[seat].get("showdown", 0) + int(action.args[1])
    scores = [data.boss_score(boss, pawns) for boss in possible_bosses(state, seat)]
    low, high = min(scores), max(scores)
    return str(
        table.app.tr.plural("shinobi.why.showdown", pawns, low=f"{low:+d}", high=f"{high:+d}")
    )
