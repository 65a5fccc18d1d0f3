"""Why the hint's walk leaves the enemy Dojo alone when this roll could take ninjas into
it (newcomer C, s22, FR 1280x720, guided game, gd37): the lesson ended 'prenez le Dojo
ennemi', she had 9 ninjas on the forest touching the blue Dojo (3 inside) and a 6 to
spend, and the hint said only 'avancez depuis la forêt vers la montagne...': 'why not?'.
The hard computer's walk (the hint) weighs that battle by its odds (ninjas/dojo/ai.py
battle_odds, Judge.value: a Dojo not cleared is ninjas lost); the hint now says how many
of hers could walk in against how many, that taking it wins, and how often such a
battle goes her way. All public: the board, the roll."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.dojo.ai import battle_odds
from ninjas.dojo.deck_end import walk_costs
from ninjas.dojo.rush import brought

from .hint_plan import walks

if TYPE_CHECKING:
    from ninjas.dojo.rules import DojoAction

    from .protocol import Table


def raid_words(table: Table, action: DojoAction, more: list[str]) -> str:
    """'Their Dojo: 6 of yours can walk in against its 3; taking it wins the game, but
    that battle goes your way about 55% of the time.' when the hinted walk, a step,
    leads none of hers onto the guarded enemy Dojo while this roll could; else ''."""
    state = table.state
    if action.kind != "step" or state.phase != "move" or state.transit is not None:
        return ""
    seat = state.mover
    dojo = state.enemy_dojo(seat)
    guards = state.count(dojo, 1 - seat)
    if guards == 0 or any(w[-1][1] == dojo for w in walks([str(action), *more])):
        return ""  # (an open Dojo: the hint's own raid, ai.py _raid_path)
    costs = walk_costs(state, seat, state.remaining).get(dojo, [])
    walkers = brought(costs, state.remaining)
    if walkers == 0:
        return ""
    ties = state.toggle("defense_advantage")
    chance = round(100 * battle_odds(walkers, guards, ties)[0])
    if chance < LEAST:  # no attack worth a word
        return ""
    tr = table.app.tr
    return str(tr.plural("dojo.hint.raid", walkers, guards=guards, chance=chance))


LEAST = 30
"""The least chance, in percent, of an attack the hint's words weigh against its walk."""
