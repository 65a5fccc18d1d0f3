"""Why a Kunai or a Shuriken is not offered at a ninja: a row of the list for each other
ninja its throw may not aim at, saying why, as a yellow token's row says why it stays
(issue 33, newcomer J, shot-50..53: a Kunai from the hand was offered only at Green,
and no line said why Bo was missing). Choosing the row says it again and plays nothing.

Every reason is public: where the ninjas stand, the obstacles, the fighting string's
reach, and whether a backpack holds a token (its slots are seen, face down)."""

from __future__ import annotations

from ninjas.night.rules import NightAction, NightState

OUT = "out"
"""The row's kind: NightAction(OUT, (the token's source, its kind, 'seat:why' for each
ninja it may not aim at))."""
AIMED = ("shuriken", "kunai")
"""The bonuses thrown at a ninja."""


def why_not_aimed(state: NightState, seat: int, target: int, kind: str) -> str | None:
    """Why `seat`'s bonus of `kind` may not be thrown at `target`'s ninja with a chance
    to hit (the rules' targets, NightState._targets, and the reach that keeps a certain
    miss out of the list, words.certain_miss): None where it may."""
    here, there = state.positions[seat], state.positions[target]
    if here is None or there is None:
        return None
    if there == here:  # a throw flies to another roof
        return "roof"
    if not state.village.reachable(here, there):
        return "blocked"
    if not state.within_string(seat, there, kind):
        return "beyond"
    if kind == "kunai" and not state.token_slots(target):  # it knocks a token off
        return "empty"
    return None


def out_rows(state: NightState) -> list[NightAction]:
    """Once the planned action is done (the bonuses' time: newcomer J's Kunai came from
    the hand after a Collect), a row per Kunai or Shuriken token the acting seat may
    play, where it may not aim at every other ninja: NightAction(OUT, (source, kind,
    'seat:why', ...)), where it may aim at another. It goes with its token's choices
    (options_panel.bonus_group): the list's length does not change, and opening the
    token's row shows whom it may aim at, then who is missing and why."""
    seat = state.current_player
    here = state.positions[seat]
    if state.phase != "act" or not state.main_done or state.drop_seat is not None:
        return []
    if here is None:
        return []
    rows = []
    # the bonuses it may play now, in the backpack or in the hand (the rules' list)
    for source, kind in state._bonus_sources(seat, here):
        if kind not in AIMED:
            continue
        others = [t for t in range(state.players) if t != seat]
        whys = {t: why_not_aimed(state, seat, t, kind) for t in others}
        missed = [f"{t}:{why}" for t, why in whys.items() if why is not None]
        # beside its choices, or alone where it may aim at nobody: the token in the
        # hand with no row vanished from the list (newcomer M, s17, 105)
        if missed:
            rows.append(NightAction(OUT, (source, kind, *missed)))
    return rows
