"""Why the Dojo hint places what it places, in one short line (issue 33, s10 brief
point 2: the walk hint says why, the placement hints did not): the Dojo's site by the
ground beside it, which the computer's choice weighs (ninjas/dojo/ai.py _place: a
mountain or a forest next to it is easy to hold), and a summoning's die by what one
more ninja there does (ai.py _assign: where one more helps most): guard a Dojo an enemy
can reach, or hold a hex an enemy stands next to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.core.i18n import sentence
from ninjas.dojo.guard import enemy_reach
from ninjas.dojo.hexgrid import neighbours
from ninjas.dojo.rush import site_moves, site_rushers

from .routes import action_hex

if TYPE_CHECKING:
    from ninjas.dojo.hexgrid import Hex
    from ninjas.dojo.rules import DojoAction

    from .protocol import Table

BIG = 3
"""A stack beside an enemy, with the hint's dice on it, of a BIG-th of the deck left or
more (a ninja a die, at the least: a die may bring more): the hint says what an attack
on it draws from the deck, and that the cards not played come back."""
HOLDING = ("mountain", "forest")
"""The ground the computer's choice of a site counts most (ai.py _place's weights)."""


def site_why(table: Table, action: DojoAction) -> str:
    """'Next to the mountain and the forest: ground easy to hold.' for the hinted site
    (nothing where neither is beside it), and when the other Dojo stands within one roll
    of it, that a rush comes from the first turn (site_rush)."""
    site = action_hex(action.args[0])
    terrain = table.state.terrain
    around = {terrain.get(n) for n in neighbours(site)}
    kinds = [kind for kind in HOLDING if kind in around]
    tr = table.app.tr
    said = []
    if kinds:
        names = tr.names([tr(f"dojo.terrain.{k}") for k in kinds])
        said.append(str(tr("dojo.hint.why_site", around=names)))
    said.append(site_rush(table, site))
    return " ".join(filter(None, said))


def site_rush(table: Table, site: Hex) -> str:
    """'The Blue clan's Dojo is 3 moves away: you move first, then a 6 walks 2 of its
    ninjas onto yours. Keep 2 at home.' when the other Dojo is placed and a 6 walks two
    or more of its ninjas from there to `site` (forest free, mountain 2: three moves or
    fewer); else nothing (a lone walker is what one ninja home meets). Newcomer W, s21:
    the hint's site, three moves from Blue's, was rushed on Blue's first turn with
    nothing said. The words say why such a site may still be the hint's (the last to
    place moves first) and what to do, as many home as the End question counts
    (rush.outnumbered): 'expect a rush from the first turn ... Keep ninjas home' read as
    a warning against the site advised (newcomer Z, s21, FR 1920x1080, 09-hint)."""
    state = table.state
    seat = state.current_player
    count = site_rushers(state, site, seat)
    if count < 2:
        return ""
    moves = site_moves(state, site, seat)
    assert moves is not None
    tr = table.app.tr
    dojo = str(tr("dojo.place.dojo", name=table.clan_name(1 - seat)))
    said = tr.plural("dojo.rush.site", moves, moves=moves, dojo=dojo, count=count)
    return sentence(str(said))


def die_why(table: Table, action: DojoAction) -> str:
    """Why the hinted die goes there: the Dojo an enemy can reach, a hex an enemy stands
    next to, else where one ninja more helps most."""
    state = table.state
    h = action_hex(action.args[0])
    seat = state.current_player
    tr = table.app.tr
    reach = enemy_reach(state, seat) if h == state.dojos[seat] else None
    if reach is not None:  # how near, so the person can see it is true (newcomer J, s11,
        # nc-J/028: 'An enemy can reach your Dojo' with the nearest six hexes away)
        return str(tr.plural("dojo.hint.why_die.dojo_in", reach))
    if any(state.count(n, 1 - seat) > 0 for n in neighbours(h) if n in state.terrain):
        # what a stack beside them costs if attacked, and that it is no loss for good
        # (newcomer C, s22, g41-g47: 16 dice as hinted made a forest of 14 beside a
        # blue ninja; one shuriken drew 14 of her 19 cards, 'pioche 4' in red, unsaid
        # that the 13 unplayed came back)
        front = str(tr("dojo.hint.why_die.front"))
        dice = [text for text in table.hint_plan.rest() if text.startswith("die ")]
        here = sum(action_hex(text.split()[1]) == h for text in dice)
        deck = len(state.decks[seat])
        if BIG * (state.count(h, seat) + here) < deck:  # small against the deck
            return front
        return str(tr("dojo.hint.why_die.cost", deck=deck))
    return str(tr("dojo.hint.why_die.most"))
