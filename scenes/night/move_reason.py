"""Why the hint's Move goes where it goes, in a few plain words: 'Hint: Move to roof 7 (3
tokens to collect there, the most within reach, then collect there)'. The Move's hint
named the roof and nothing more (newcomer P, s18: "the hint says Move to roof 7, but
why?"); issue 33: the hint names the target and the action, never the string's length.

The reason is what the hard computer's Move weighs (ninjas.night.ai.move_roof): of the
roofs within the moving string's reach, the one most worth collecting as the seat may
know it (token_worth: a face it has seen, else its colour's average), less what the
ninjas collecting there first may take by the plans revealed (taken_first), the
nearest of those alike. The words are made of what the seat playing may see: how many
tokens lie on a roof (yellow ones count from round 5), 'the most within reach' (or 'as
many as on any roof within reach'), else 'the richest haul within reach as far as you
know' (a face it has seen, or a yellow back); that ninjas collecting there before it may take some, never how
many (their backpacks' room is theirs); its own full backpack. Never a distance."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.night.ai import move_in_reach, taken_first
from ninjas.night.rules import NightAction

from .plan_reason import collectable, may_beat

if TYPE_CHECKING:
    from .table_protocol import NightTable


def roofs_in_reach(table: NightTable) -> list[int]:
    """The roofs the acting ninja's Move may aim at, as the hard computer's does: in
    sight (not behind a taller roof or tree) and their centre within the string's reach."""
    state = table.state
    here = state.positions[state.current_player]
    if here is None:
        return []
    village = state.village
    return [
        b
        for b in range(len(village.buildings))
        if b != here and village.reachable(here, b) and move_in_reach(state, here, b)
    ]


def move_reason(table: NightTable, action: NightAction) -> str:
    """Why the hint's `action`, a Move in the action turn, goes to its roof ('' for
    another action, or a Move the computer would not weigh: out of its reach)."""
    state = table.state
    if action.kind != "move" or state.phase != "act":
        return ""
    tr = table.app.tr
    seat = state.current_player
    roof = int(action.args[0])
    near = roofs_in_reach(table)
    if roof not in near:
        return ""
    count = collectable(state, roof)
    parts: list[str] = []
    if count == 0:  # nothing to collect within reach: the nearest roof
        here = state.positions[seat]
        assert here is not None
        nearest = min(near, key=lambda b: state.village.distance(here, b)) == roof
        parts.append(tr("night.reason.act.none" + (".nearest" if nearest else "")))
    else:
        others = max((collectable(state, b) for b in near if b != roof), default=0)
        most = "most" if count > others else "tied" if count == others else "worth"
        parts.append(tr.plural(f"night.reason.act.{most}", count))
        if taken_first(state, seat).get(roof):
            parts.append(tr("night.reason.act.taken"))
        if not state.free_slots(seat) and may_beat(state, seat, roof):
            parts.append(tr("night.reason.act.full"))
    plan = state.plans[seat] if seat < len(state.plans) else None
    if count and state.step == 0 and plan is not None and plan[1] == "collect":
        parts.append(tr("night.reason.then.collect_there"))
    return str(tr("night.reason.sep").join(parts))
