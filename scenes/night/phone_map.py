"""A small picture of the village on a Night phone (newcomer V, s13 at 360x640: 'a
little picture of the village on the phone, where am I, where's everyone, so Kenji can
plan without craning toward the TV'). The board seen from above: each building with its
roof's number, the number of tokens lying on it, and a dot of each ninja's colour on the
roof it stands on, the seat's own ringed. Public facts only: the village, where the
ninjas stand and how many tokens lie on each roof (face down on the table, as the laptop
shows them), all from `view(seat)` and the village: no face, no plan."""

from __future__ import annotations

from typing import Any


def _hex(colour: Any) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour[:3])


def village_section(table: Any, seat: int) -> dict[str, Any]:
    """The section 'The village' of `seat`'s phone: {'title', 'map': {'d': the board's
    diameter, 'roofs': [[x, y, w, h, tokens], ...], 'ninjas': [[roof, colour, mine, name],
    ...]}} in the village's centimetres."""
    state = table.state
    view = state.view(seat)
    tr = table.app.tr
    village = state.village
    roofs = [
        [round(b.x, 1), round(b.y, 1), round(b.w, 1), round(b.h, 1), len(view.roofs[i])]
        for i, b in enumerate(village.buildings)
    ]
    ninjas = [
        [
            roof,
            _hex(table.seat_colour(other)),
            1 if other == seat else 0,
            str(tr("phone.night.village_you")) if other == seat else table.seat_name(other),
        ]
        for other, roof in enumerate(view.positions)
        if roof is not None
    ]
    title = str(tr("phone.night.village"))
    return {"title": title, "map": {"d": village.diameter, "roofs": roofs, "ninjas": ninjas}}
