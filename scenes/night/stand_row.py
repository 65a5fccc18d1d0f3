"""Where the ninjas standing on one roof stand in their row: side by side, apart, in
seat order, the row centred on the roof, as far apart as the roof is wide
(VillageView.ninja_spot). While one of them stands on its string's mark at the roof's
centre (it aims, its rope flies: `on_mark`), the others step aside: its place is the
row's middle one, theirs on either side as they stood. Where the roof is too narrow
for them side by side, every other one stands a step back (`staggered`). The thrower was drawn at the
centre over the ninja beside it, one hidden behind the other (newcomer R, s19, Night EN
1920x1080, roof 2)."""

from __future__ import annotations

from typing import Any

STAGGER_CM = 2.0
"""How far behind the others (cm) every other ninja of a crowded row stands (`row`,
`staggered`): four on a roof 8 cm wide stood 1.9 cm apart, each picture 3.6 cm wide,
hats and shoulders over one another; a step back, each head shows over the shoulders
of those in front."""


def row(
    there: list[int], seat: int, width: float, apart: float, body: float, marked: int | None
) -> tuple[list[float], float, bool | None]:
    """The places of the row of the seats `there` on a roof `width` cm wide (cm across
    from its centre: their bodies `body` wide, `apart` between them at most, the row
    inside the roof), `seat`'s own, and whether it stands a step back (None: the row
    has room, all stand in line); `marked`: the seat on the mark at the centre."""
    n = len(there)
    if marked is None or marked not in there or n < 2:
        step = min(apart, (width - body) / (n - 1)) if n > 1 else 0.0
        offsets = [(k - (n - 1) / 2) * step for k in range(n)]
        place = there.index(seat)
        return offsets, offsets[place], (place % 2 == 1) if 0 < step < body else None
    places = n if n % 2 else n + 1  # a middle place, the centre, for the one on the mark
    step = min(apart, (width - body) / (places - 1))
    offsets = [(k - (places - 1) / 2) * step for k in range(places)]
    middle = (places - 1) // 2
    i = there.index(marked)
    left, right = there[:i], there[i + 1 :]
    slots = {marked: middle}
    if len(left) <= middle and len(right) <= places - 1 - middle:  # each on its side
        slots.update({s: middle - 1 - j for j, s in enumerate(reversed(left))})
        slots.update({s: middle + 1 + j for j, s in enumerate(right)})
    else:  # too many on one side: the other places in seat order
        free = [k for k in range(places) if k != middle]
        slots.update(dict(zip([*left, *right], free, strict=False)))
    place = slots[seat]
    return offsets, offsets[place], (place % 2 != middle % 2) if step < body else None


def staggered(depth: float, back: bool, least: float, most: float) -> float:
    """The depth (cm in from the roof's back edge) of a ninja of a crowded row, those in
    front at `depth` (the row's, or the centre's, where the one on the mark stands),
    those a step back STAGGER_CM behind them, both rows between `least` and `most`."""
    far = max(least, min(depth, most) - STAGGER_CM)
    return far if back else min(most, max(depth, far + STAGGER_CM))


def on_mark(table: Any) -> tuple[int, int] | None:
    """(its roof, the seat) of the ninja standing on its string's mark at its roof's
    centre, where throws start: while it aims, and while its rope flies (and lies, if
    it missed); None when none does."""
    stage = table.stage
    aim = table.aiming.aim() if table.throw is not None else None
    rope = stage.rope
    if aim is not None:
        return aim[0], int(table.state.current_player)
    if rope is not None and (not rope.told or rope.crosses_to is None):
        roof = rope.before.positions[rope.seat]
        return (roof, rope.seat) if roof is not None else None
    return None
