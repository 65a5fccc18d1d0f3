"""Grand Master's last round: a Missions peek earned by a person's last pawn is not
asked for. With no pawn left to place and no round to come, a Decoy seen changes
nothing (the Final Boss is shown as the pawns end), so the table makes the peek for
them, on a Decoy they have seen already when there is one, and shows no Decoy (newcomer
F, s15, 352: Léa was asked to choose a Decoy after her last pawn). The log says why, in
public: whether a seat has pawns left to place is known to all.

Reached two ways: the person's own view open (selection.Selection.forced_choice), or,
at a hot-seat table after pawns placed in the open, before any cover is raised for it
(open_pawns.place_in_the_open): a cover for a choice that is none was one press more."""

from __future__ import annotations

from typing import Any

from ninjas.core.i18n import sentence
from ninjas.shinobi.position import ROUNDS
from ninjas.shinobi.rules import ShinobiAction


def pointless(state: Any) -> bool:
    """The seat to move is asked for a Missions peek that can change nothing: the last
    round, and no pawn of theirs left to place."""
    seat = state.current_player
    return bool(
        state.phase == "peek"
        and state.mode == "grandmaster"
        and state.round >= ROUNDS["grandmaster"]
        and not state.to_place[seat]
    )


def made_for(table: Any) -> tuple[ShinobiAction, str] | None:
    """The peek to make for the person (a Decoy they know, else the first) and the
    public line saying why; None when the peek is theirs to choose."""
    state = table.state
    if not pointless(state):
        return None
    seat = state.current_player
    legal = [a for a in table.legal() if a.kind == "peek"]
    if not legal:
        return None
    known = state.known_decoys[seat]
    action = next((a for a in legal if int(a.args[0]) in known), legal[0])
    name = table.seat_name(seat)
    return action, sentence(table.app.tr("shinobi.peek_pointless", name=name))


def make_in_the_open(table: Any) -> bool:
    """At a hot-seat table, before a cover is raised for the peek: made for the person
    when it can change nothing (True), nothing shown; else False."""
    made = made_for(table)
    if made is None:
        return False
    action, note = made
    table.log.lines.append((None, note))
    table.log.scroll = 0
    table.play(action)  # nobody's view open: no Decoy is shown (ShinobiScene.play)
    return True
