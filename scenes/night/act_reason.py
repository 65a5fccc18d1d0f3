"""Why the hint's other actions of the action turn, in a few plain words, as the Move's
has them (move_reason.py): 'Hint: Attack Kiku (throw the fist): Kiku carries 3 tokens,
the most of the ninjas within reach, a hit injures them and fills one of their backpack
slots'. The Attack, Shuriken and Kunai hints named a target and no reason, nor did the
Collect, Steal, Heal and Potion ones (issue 33: the hint names the target and the action,
never the string's length).

The reasons are what the hard computer's turn weighs (ninjas.night.ai.NightPolicy._act):
the ninja it throws at is, of those within the fighting string's reach, the one carrying
the most tokens (how many tokens a backpack holds is public: the boards lie in front of
everyone, their tokens face down, RULINGS 3); its Kunai knocks off the first token, its
Steal takes the first, the faces unseen alike; its Collect takes as many as its backpack
has room for, the best by what it may know (a face it has seen, else its colour's
average); it heals, or drinks a Potion for two injuries or more. The words say only what
the seat playing may know: never a face it has not seen, never a distance."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ninjas.night import data
from ninjas.night.ai import token_worth
from ninjas.night.rules import NightAction, NightState

if TYPE_CHECKING:
    from .table_protocol import NightTable

THROWS = ("attack", "shuriken", "kunai")
BONUS_ORDER = ("potion", "gears", "hook", "shuriken", "kunai")
"""The bonus tokens played as actions of their own (words.BONUS_ORDER)."""


def within_reach(state: NightState, seat: int) -> list[int]:
    """The ninjas the hard computer may throw its fist, Shuriken or Kunai at: in sight
    and their roof's centre within the fighting string's length (ai.NightPolicy._victim)."""
    here = state.positions[seat]
    assert here is not None
    return [
        s
        for s in state._targets(seat)
        if state.village.distance(here, state.positions[s] or 0) < data.FIGHT_STRING_MAX
    ]


def faces_hidden(state: NightState, seat: int, victim: int) -> bool:
    """`seat` knows no face of the tokens in `victim`'s backpack: any is alike to it."""
    pack = state.backpacks[victim]
    return all(
        state.kind_seen_by(t, seat) in ("pink", "yellow")
        for i in state.token_slots(victim)
        if (t := pack[i]) is not None
    )


def aim_words(table: NightTable, action: NightAction) -> list[str]:
    """Why a throw at that ninja: the only one within reach, or the one carrying the
    most tokens (as many as any); what a hit does; a Kunai's slot, faces unseen."""
    state, tr = table.state, table.app.tr
    seat = state.current_player
    victim = int(action.args[0] if action.kind == "attack" else action.args[1])
    near = within_reach(state, seat)
    if victim not in near:
        return []
    name = table.seat_name(victim)
    count = len(state.token_slots(victim))
    others = [len(state.token_slots(s)) for s in near if s != victim]
    if not others:
        parts = [tr("night.reason.aim.only", name=name)]
    elif count > max(others):
        parts = [tr.plural("night.reason.aim.most", count, name=name)]
    elif count == max(others):
        none = not count  # nobody within reach carries a token
        parts = [
            tr("night.reason.aim.none")
            if none
            else tr.plural("night.reason.aim.tied", count, name=name)
        ]
    else:
        return []
    parts.append(tr(f"night.reason.hit.{action.kind}"))
    if action.kind == "kunai" and count > 1 and faces_hidden(state, seat, victim):
        parts.append(tr("night.reason.faces_hidden", name=name))
    return parts


def collect_words(table: NightTable, action: NightAction) -> list[str]:
    """Why these tokens: every one a Collect may take here fits, or the backpack's room
    taken by the best as far as the seat knows (or all alike to it)."""
    state, tr = table.state, table.app.tr
    seat = state.current_player
    here = state.positions[seat]
    assert here is not None
    roof = state.roofs[here]
    allowed = state.collectable(here)
    free = state.free_slots(seat)
    chosen = [int(a) for a in action.args]
    if not chosen or not free or len(chosen) != min(free, len(allowed)):
        return []
    if len(chosen) == len(allowed):
        return [tr("night.reason.pick.all")]
    worth = [token_worth(state, seat, roof[i]) for i in allowed]
    alike = "alike" if len(set(worth)) == 1 else "best"
    return [tr.plural(f"night.reason.pick.{alike}", free)]


def act_reason(table: NightTable, action: NightAction) -> str:
    """Why the hint's `action` in the action turn: an Attack, Shuriken, Kunai, Collect,
    Steal, Heal or Potion ('' for another, or one the computer would not weigh so)."""
    state = table.state
    if state.phase != "act" or state.drop_seat is not None:
        return ""
    tr = table.app.tr
    seat = state.current_player
    parts: list[str] = []
    if action.kind in THROWS:
        parts = aim_words(table, action)
    elif action.kind == "collect":
        parts = collect_words(table, action)
    elif action.kind == "steal":
        victim = int(action.args[0])
        name = table.seat_name(victim)
        if len(state.token_slots(victim)) == 1:
            parts = [tr("night.reason.steal.only", name=name)]
        elif faces_hidden(state, seat, victim):
            parts = [tr("night.reason.faces_hidden", name=name)]
    elif action.kind == "heal" and state.injuries(seat):
        parts = [tr.plural("night.reason.heal.slot", state.injuries(seat))]
    elif action.kind == "potion" and state.injuries(seat):
        parts = [tr.plural("night.reason.potion", state.injuries(seat))]
    elif action.kind == "end":
        parts = end_words(table)
    return str(tr("night.reason.sep").join(parts))


def end_words(table: NightTable) -> list[str]:
    """Why End the turn (newcomer X, s21, 135: 'Hint: End turn', no reason): the action
    is played (and no bonus worth playing now), the plan said Skip, or the planned throw
    is left: the ninjas only at the string's very end (the hard computer throws its fist
    only where a roof's centre is within the string, within_reach), and a miss injures."""
    state, tr = table.state, table.app.tr
    seat = state.current_player
    if state.main_done:
        bonus = any(o.kind in BONUS_ORDER for o, _ in table.options)
        return [tr("night.reason.end.bonus" if bonus else "night.reason.end.done")]
    planned = state.planned(seat)
    if planned == "skip":
        return [tr("night.reason.end.skip")]
    if planned == "attack" and not within_reach(state, seat):
        return [tr("night.reason.end.attack")]
    return []  # none the computer's turn gives in so many words
