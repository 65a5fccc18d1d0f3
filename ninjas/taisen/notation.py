"""The Ninja Taisen text notation (../shared/docs/NOTATION.md).

    JR1P2S3/P3S1R2/S2R3/P1/-/-/-/p1/s2r3/p3s1r2/jr1p2s3 m r1g2b3 -

Positions 0..10 (stacks bottom to top), side to move, dice left (r, g, b order;
`-` none, `?` not rolled), Shogun flag (`J` once the Shogun was chosen this turn).

This module reads and writes text only: parse_notation gives the fields of a position,
and ninjas.taisen.rules.from_notation makes a TaisenState of them (the rules import
the notation, never the other way round).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from .cards import CARD_OF_TOKEN, DICE_LETTERS, MONKEY, POSITIONS, SIDE_LETTERS, TOKEN, WOLF


class Writable(Protocol):
    """What to_notation reads of a position (a TaisenState has it), so the notation needs
    nothing from the rules, not even for its types."""

    @property
    def stacks(self) -> Sequence[Sequence[Sequence[int]]]: ...
    @property
    def side(self) -> int: ...
    @property
    def dice(self) -> Sequence[int] | None: ...
    @property
    def shogun_moved(self) -> bool: ...


@dataclass(frozen=True)
class Position:
    """The fields of a written position, checked."""

    stacks: tuple[tuple[int, ...], ...]
    """Each position's cards, bottom to top (one side's cards per position)."""
    side: int
    dice: tuple[int, int, int] | None
    shogun_moved: bool


def to_notation(state: Writable) -> str:
    fields = []
    for pos in range(POSITIONS):
        stack = [*state.stacks[MONKEY][pos], *state.stacks[WOLF][pos]]
        fields.append("".join(TOKEN[c] for c in stack) or "-")
    if state.dice is None:
        dice = "?"
    else:
        dice = "".join(f"{DICE_LETTERS[i]}{v}" for i, v in enumerate(state.dice) if v) or "-"
    flag = "J" if state.shogun_moved else "-"
    return f"{'/'.join(fields)} {SIDE_LETTERS[state.side]} {dice} {flag}"


def _parse_stack(text: str, pos: int) -> list[int]:
    if text == "-":
        return []
    if not text:
        raise ValueError(f"position {pos}: empty field (write '-' for an empty position)")
    cards = []
    i = 0
    while i < len(text):
        letter = text[i]
        if letter in "Jj":
            token = letter
            i += 1
        elif letter in "RPSrps":
            token = text[i : i + 2]
            i += 2
        else:
            raise ValueError(f"position {pos}: unknown card {letter!r} in {text!r}")
        if token not in CARD_OF_TOKEN:
            raise ValueError(f"position {pos}: unknown card {token!r} in {text!r}")
        cards.append(CARD_OF_TOKEN[token])
    return cards


def _parse_dice(text: str) -> list[int] | None:
    if text == "?":
        return None
    dice = [0, 0, 0]
    if text == "-":
        return dice
    if len(text) % 2 or not text:
        raise ValueError(f"dice field: {text!r} is not colour-value pairs like 'r1g2b3'")
    last = -1
    for i in range(0, len(text), 2):
        letter, digit = text[i], text[i + 1]
        if letter not in DICE_LETTERS:
            raise ValueError(f"dice field: unknown die colour {letter!r} (r, g or b)")
        index = DICE_LETTERS.index(letter)
        if index <= last:
            raise ValueError(f"dice field: {text!r} must list each die once, in the order r, g, b")
        last = index
        if digit not in "123":
            raise ValueError(f"dice field: die value {digit!r} is outside 1..3")
        dice[index] = int(digit)
    return dice


def parse_notation(text: str) -> Position:
    """The position written in `text`; ValueError naming the field and the problem."""
    if not isinstance(text, str):
        raise ValueError("notation must be a string")
    fields = text.split(" ")
    if len(fields) != 4 or any(not f for f in fields):
        raise ValueError(
            f"expected 4 fields separated by single spaces (positions, side, dice, shogun flag), got {text!r}"
        )
    board, side_text, dice_text, flag = fields
    positions = board.split("/")
    if len(positions) != POSITIONS:
        raise ValueError(
            f"positions field: expected {POSITIONS} positions separated by '/', got {len(positions)}"
        )
    seen: set[int] = set()
    stacks: list[tuple[int, ...]] = []
    for pos, field in enumerate(positions):
        cards = _parse_stack(field, pos)
        sides = {c // 10 for c in cards}
        if len(sides) > 1:
            raise ValueError(f"position {pos}: holds cards of both sides ({field!r})")
        for card in cards:
            if card in seen:
                raise ValueError(f"position {pos}: card {TOKEN[card]} appears twice")
            seen.add(card)
        stacks.append(tuple(cards))
    if side_text not in SIDE_LETTERS:
        raise ValueError(f"side field: {side_text!r} must be 'm' or 'w'")
    dice = _parse_dice(dice_text)
    if flag not in ("J", "-"):
        raise ValueError(f"shogun flag field: {flag!r} must be 'J' or '-'")
    if not seen:
        raise ValueError("positions field: no cards at all")
    return Position(
        stacks=tuple(stacks),
        side=SIDE_LETTERS.index(side_text),
        dice=None if dice is None else (dice[0], dice[1], dice[2]),
        shogun_moved=flag == "J",
    )
