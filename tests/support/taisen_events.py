"""Comparing Ninja Taisen event lists in tests: documented keys only, and the events
of one duel whose relative order the rulings leave open compared as a set."""

from __future__ import annotations

EVENT_KEYS = {
    "dice_rolled": ("side", "dice"),
    "moved": ("side", "die", "value", "cards", "src", "dst"),
    "combat_started": ("pos",),
    "duel": ("pos", "monkey", "wolf", "monkey_strength", "wolf_strength", "result", "reason"),
    "eliminated": ("card", "pos"),
    "retreated": ("card", "src", "dst"),
    "shogun_strength": ("side", "strength"),
    "combat_ended": ("pos",),
    "turn_ended": ("side",),
    "game_over": ("winner", "reason"),
}
"""Documented data keys per event kind (extra keys an engine adds are ignored)."""

FREE_ORDER = {"eliminated", "retreated", "shogun_strength"}
"""Events of one duel whose relative order the rulings do not fix."""


def E(kind, **data):
    return (kind, data)


def _plain(value):
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value


def simplify(events):
    out = []
    for ev in events:
        data = dict(ev.data)
        keys = EVENT_KEYS.get(ev.kind, tuple(data))
        out.append((ev.kind, {k: _plain(data.get(k, "<missing>")) for k in keys}))
    return out


def _canon(seq):
    out, run = [], []
    for item in seq:
        if item[0] in FREE_ORDER:
            run.append(item)
            continue
        out.extend(sorted(run, key=repr))
        run = []
        out.append(item)
    out.extend(sorted(run, key=repr))
    return out


def assert_events(events, expected):
    assert _canon(simplify(events)) == _canon(list(expected))


def legal(state):
    return sorted(str(a) for a in state.legal_actions())


def duel(pos, monkey, wolf, monkey_strength, wolf_strength, result, reason):
    """The expected "duel" event, on one line."""
    return E(
        "duel",
        pos=pos,
        monkey=monkey,
        wolf=wolf,
        monkey_strength=monkey_strength,
        wolf_strength=wolf_strength,
        result=result,
        reason=reason,
    )
