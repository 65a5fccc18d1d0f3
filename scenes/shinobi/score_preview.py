"""What a choice at the Shinobi table would do to every seat's score, in public terms:
the choice played on a copy of the table, then the power's choices that follow it and
that only aim at public things (a rival, a clan, a card of a rival's clans), each way
they may go. Every seat it changes is named, with one figure when every way agrees and
a range when the person's next choice decides ('Gwen +6, Sora -6'; 'Leo -4 to -12').

Issue 33, newcomer G, s10 (nc-97/012.png: 'Place 2 Spider' said 'Gwen +6' and not the
foe's -6 its destroy makes; 036 and 168: 'Spider: destroy a clan' and the rival's row
said nothing). Nothing hidden is looked at: the deck, a hand, a Decoy stop the search,
and a draw (recruit, corrupt) is never previewed (options_panel.preview)."""

from __future__ import annotations

from typing import Any

from ninjas.shinobi.rules import ShinobiAction, ShinobiState

from .selection import ONE_CARD_TAKEN

DEPTH = 3
"""The power's choices followed after the choice itself: a copied power, its rival,
its clan."""
BRANCHES = 12
"""A step with more choices than this is not followed (its outcome stays open)."""


def _public_choices(state: ShinobiState) -> list[ShinobiAction]:
    """The choices of the power asked now, when they aim at public things only."""
    if state.phase != "power" or not state.pending:
        return []
    p = state.pending[0]
    if p.step not in ("target", "clan", "card"):
        return []
    if p.step == "card" and p.power not in ONE_CARD_TAKEN:
        return []  # the Jigoku, the deck, a hand: no score changes, or hidden
    legal = state.legal_actions()
    return legal if len(legal) <= BRANCHES else []


def outcomes(state: ShinobiState, depth: int = DEPTH) -> list[list[int]]:
    """Every seat's score at each end the choices still to come may reach."""
    choices = _public_choices(state) if depth > 0 else []
    if not choices:
        return [[state.score(s) for s in range(state.players)]]
    reached: list[list[int]] = []
    for action in choices:
        twin = state.clone()
        twin.apply(action)
        reached += outcomes(twin, depth - 1)
    return reached


def changes(table: Any, action: ShinobiAction) -> list[str]:
    """'Name +6' for every seat `action` changes ('Name -4 to -12' when the choices
    after it decide); [] when it changes none, or is not legal."""
    state = table.state
    twin = state.clone()
    try:
        twin.apply(str(action))
    except ValueError:
        return []
    ends = outcomes(twin)
    said = []
    for seat in range(state.players):
        deltas = sorted({scores[seat] - state.score(seat) for scores in ends}, key=abs)
        if deltas == [0]:
            continue
        name = table.seat_name(seat)
        if len(deltas) == 1:
            said.append(f"{name} {deltas[0]:+d}")
        else:
            low, high = deltas[0], deltas[-1]
            said.append(
                str(
                    table.app.tr(
                        "shinobi.preview.range", name=name, low=f"{low:+d}", high=f"{high:+d}"
                    )
                )
            )
    return said
