"""A battle's strike that is no choice at all, for the person alone at the laptop
(against the computer, or with phones): one legal play left, her one card against the
one face-down card (newcomer P, s18, Dojo EN 1920x1080 vs Hard: a forced battle, her
one card to play, and the prompt still asked her to drag it, or press its number and
then the face-down card's).

The prompt now says there is nothing to choose and names the one key: Enter or Space
strikes (as the card's number, a click on it, or a drag still do). Nothing hidden is
decided: her card is her own, the face-down card is struck whatever it is. It is not
played by the table unasked: the strike's turning is the moment she watches, and the
guided game teaches it.

Sharing the laptop, a hand of one card against one is played in the open by
reveal_hold.play_unseen."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .handoff_skip import shared_screen

if TYPE_CHECKING:
    from .protocol import Table


def only_play(table: Table) -> str | None:
    """The one legal play of the attacker to act, her one card against one face-down
    card; else None."""
    state = table.state
    if state.phase != "attack" or state.battle is None or len(state.battle.hand) != 1:
        return None
    if not table.can_act or shared_screen(table):
        return None
    legal = table.legal()
    if len(legal) != 1 or legal[0].kind != "play":
        return None
    return str(legal[0])


def strike(table: Table) -> bool:
    """Enter or Space: the one play left is played (True); else nothing (False)."""
    play = only_play(table)
    if play is None or table.busy:
        return False
    table.picked = None
    return bool(table.submit(play))
