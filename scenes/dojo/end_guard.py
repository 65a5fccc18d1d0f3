"""Ending the walk with the Dojo left empty and an enemy within reach asks first (issue
33, newcomer U, s9 u-30/u-31: E ended a walk that had taken the last ninja off the Dojo,
with nothing said; a blue ninja walked in on the next turn and won). The warning of a
single step (prompt_panel's 'last_guard') is said only while that ninja is chosen: a walk
ended by E, the End button or the hint's Enter was never told. The reach is the rules'
cheapest walk for one roll (ninjas.dojo.guard.enemy_reach: forests free, water passed).

Only a walk that may end is asked about: E with moves still to spend was warned 'Your
Dojo is left empty', offered 'End the walk', and then refused 'every move must be spent:
2 left' (newcomer H, s10, nc-98/135.png, 136.png). The refusal now comes at once.

A Dojo still held, but by fewer ninjas than the enemy can walk onto it next turn, asks
too (newcomer W, s21: one ninja left home, a blue one walked in and won the battle, and
the game; rush_words.py says how many, with what roll).

Neither is asked where the hint ends the walk there (hint_ends): it said so itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.dojo.guard import enemy_reach, left_open
from ninjas.dojo.rush import outnumbered

from ..registry import person_name

if TYPE_CHECKING:
    from .protocol import Table


def end_walk(table: Table) -> None:
    """End the walk, asking first when it leaves the mover's Dojo open to an enemy; Cancel
    (or Esc) keeps the walk going."""
    state = table.state
    refused = state.phase == "move" and state.refusal_reason("end") is not None
    if state.phase != "move" or refused:
        table.submit("end")  # a walk that may not end yet is refused at once, and why
        return
    from .side_question import SideQuestion

    if not left_open(state, ["end"]):
        # the guided game's walk is the guide's, and its words say the Dojo's guard
        guided = getattr(table, "guide", None) is not None
        rush = None if guided else outnumbered(state, state.mover)
        if rush is None or hint_ends(table):
            table.submit("end")
            return
        from .rush_words import rush_text

        tr = table.app.tr
        table.app.push(
            SideQuestion(
                table,
                tr("dojo.rush.title"),
                rush_text(table, rush),
                lambda: table.submit("end"),
                confirm_key="dojo.rush.play",
            )
        )
        return

    if hint_ends(table):
        table.submit("end")
        return
    tr = table.app.tr
    enemy = table.seat_name(1 - state.mover)
    moves = enemy_reach(state, state.mover) or 0
    # a person is 'their', a computer's clan 'its' (newcomer X, s13, nc-X/146: 'If one
    # of its ninjas walks in alone, Ana wins at the end of its turn')
    key = "dojo.open_end.text_person" if person_name(table.session, 1 - state.mover) else ""
    text = tr.plural(key or "dojo.open_end.text", moves, name=enemy, moves=moves)
    table.app.push(
        SideQuestion(  # beside the map, not over it (newcomer P, s18)
            table,
            tr("dojo.open_end.title"),
            str(text),
            lambda: table.submit("end"),
            confirm_key="dojo.open_end.play",
        )
    )


def hint_ends(table: Table) -> bool:
    """Does the hint end the walk here: the hint shown is End, or the last hint's plan,
    followed step by step, has End next? Its words said the risk already ('Careful: then
    Blue clan can walk 3 onto your Dojo with a 6...'), so ending is not asked about again
    (newcomer Z, s21, 38-39: she played the hint's one step, pressed E, and was met by
    'Your Dojo can be outnumbered', which read as a scolding for doing as advised)."""
    hint = table.hint
    if hint is not None and str(hint) == "end":
        return True
    return table.hint_plan.rest()[:1] == ["end"]
