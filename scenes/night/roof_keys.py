"""The keys of the Night option list's rows, one scheme per list (newcomer O, s12,
nc-O/046-047: '6. Move to roof 6', '8.', '9.', 'Move to roof 10' unkeyed, then '1.
Play Kunai', '2. Discard...': two numberings in one list, and rows 1-5 seemed hidden).

A list that offers roofs (to move to, to place on) keys each roof's row by the roof's
own number, 10 and 11 by the keys after 9 on the keyboard's top row (0 and -), End
the turn by E and every other row by a letter (A, B, C, D, G, J...: not E, nor the
table's own keys, nor I, which looks like a 1), on every page alike; a heading over
it says so, and, for a Move, which roofs are out of reach and why. A list of no roof
keys its rows 1-9 in order."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ninjas.night.rules import NightAction, NightState

E_KEY = -1
"""End the turn's key in a list of roofs: E (input.py), drawn 'E.'."""
LETTERS = "ABCDGJKLMNOSVXY"
"""The letters keying a list of roofs' other rows, in order (not E for End the turn,
F the computers' pace (follow_pace.py), H the hint, I like a 1, P and R the pause,
Q W the plan, T 'Replay its turn'
(turn_again.py: with T a row's key, T started the replay and the row went unkeyed),
U Z the undo)."""
LETTER_BASE = -10
"""The key code of the first letter; the n-th is LETTER_BASE - n."""
TOP_ROW = {10: "0", 11: "-"}
"""The keys of roofs 10 and 11: the top row's keys after 9."""
ROOF_KEYS = {
    **{pygame.K_1 + k: k + 1 for k in range(9)},
    **{pygame.K_KP1 + k: k + 1 for k in range(9)},
    pygame.K_0: 10,
    pygame.K_KP0: 10,
    pygame.K_MINUS: 11,
    pygame.K_KP_MINUS: 11,
}
"""The keys 1-9, 0 and - (and the keypad's): the row of that key (1-9, roof 10, 11)."""
LETTER_KEYS = {getattr(pygame, f"K_{c.lower()}"): LETTER_BASE - n for n, c in enumerate(LETTERS)}
"""A letter's key: its row's key code."""


def letter(key: int) -> str | None:
    """The letter of key code `key`, else None."""
    n = LETTER_BASE - key
    return LETTERS[n] if 0 <= n < len(LETTERS) else None


def numbered(key: int, label: str) -> str:
    """A row's words after the key that chooses it ('7. Move to roof 7', '10. Move to
    roof 10', 'A. Play Kunai...', 'E. End the turn'), alone for 0."""
    if key == E_KEY:
        return f"E. {label}"
    said = letter(key)
    if said is not None:
        return f"{said}. {label}"
    return f"{key}. {label}" if key > 0 else label


def row_keys(roofs: Sequence[int | None], ends: Sequence[bool], roofed: bool) -> list[int]:
    """The key of each row shown: `roofs`, the roof (1-based) a row moves to or places
    on (None for another row); `ends`, End the turn's row; `roofed`, the whole list
    offers roofs (its every page keyed alike). Without roofs: 1-9 in order."""
    if not roofed:
        keys = [n + 1 if n < 9 else 0 for n in range(len(roofs))]
        return keys
    keys = [0] * len(roofs)
    for k, roof in enumerate(roofs):
        if roof is not None and roof <= 11 and roof not in keys:
            keys[k] = roof
        elif ends[k]:
            keys[k] = E_KEY
    free = iter(range(len(LETTERS)))
    for k, roof in enumerate(roofs):
        if roof is None and not ends[k]:
            n = next(free, None)
            keys[k] = 0 if n is None else LETTER_BASE - n
    return keys


def spans(numbers: Sequence[int]) -> str:
    """'2-5, 7' for [2, 3, 4, 5, 7]."""
    out: list[str] = []
    ordered = sorted(set(numbers))
    k = 0
    while k < len(ordered):
        end = k
        while end + 1 < len(ordered) and ordered[end + 1] == ordered[end] + 1:
            end += 1
        first, last = ordered[k], ordered[end]
        out.append(
            f"{first}-{last}" if last - first >= 2 else ", ".join(map(str, ordered[k : end + 1]))
        )
        k = end + 1
    return ", ".join(out)


def heading(
    tr: Callable[..., str], kind: str, listed: Sequence[int], unreachable: Sequence[int]
) -> str:
    """The heading over a list of roofs of `kind` (move, place): its keys, and for a
    Move the roofs out of reach (1-based, `unreachable`: behind a taller roof or tree).
    `listed`: the roofs (1-based) it offers."""
    tens = [
        str(tr("night.options.keys.top", press=key, roof=roof))
        for roof, key in TOP_ROW.items()
        if roof in listed
    ]
    if tens:
        said = str(tr(f"night.options.keys.{kind}.tens", keys=", ".join(tens)))
    else:
        said = str(tr(f"night.options.keys.{kind}"))
    if unreachable:
        said += " " + str(tr("night.options.unreachable", roofs=spans(unreachable)))
    return said


def roofs_heading(
    tr: Callable[..., str], state: NightState, options: Sequence[NightAction]
) -> str | None:
    """The heading over a list of roofs (`options`: its rows that move to or place on
    a roof, on every page), None without them: its keys, and for a Move the roofs out
    of reach from the acting ninja's."""
    if not options:
        return None
    listed = [int(action.args[0]) + 1 for action in options]
    kind = "move" if any(action.kind == "move" for action in options) else "place"
    unreachable: list[int] = []
    if kind == "move":
        here = state.positions[state.current_player]
        village = state.village
        unreachable = [
            b + 1
            for b in range(len(village.buildings))
            if b != here and not village.reachable(here, b)
        ]
    return heading(tr, kind, listed, unreachable)
