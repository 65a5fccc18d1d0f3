"""Taisen's fight tally says what decided each duel (newcomer B, s22, 20t11 and 73t09):
where colour decided (rock, paper, scissors: the strengths do not count) its chips show
the kinds' symbols alone, no '3 < 3' or '2 > 3' that read as a contradiction; equal
strengths in a village (its owner loses) read '2 = 2', the loser crossed, not '2 < 2'.
Only where strength decided do the chips compare their numbers."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.app import App
from scenes.taisen import layout as L
from scenes.taisen import tally


def duel(monkey: str, wolf: str, ms: int, ws: int, result: str, reason: str) -> dict[str, Any]:
    return {
        "pos": 4,
        "monkey": monkey,
        "wolf": wolf,
        "monkey_strength": ms,
        "wolf_strength": ws,
        "result": result,
        "reason": reason,
    }


def drawn(app: App, monkeypatch: pytest.MonkeyPatch, fights: list[dict[str, Any]]) -> Any:
    """What the tally drew: each chip's shown strength (None: no number), and each sign."""
    chips: list[int | None] = []
    signs: list[str] = []
    chip, sign = tally._chip_picture, tally._sign

    def chip_seen(card: int, strength: int | None, *rest: Any) -> pygame.Surface:
        chips.append(strength)
        return chip(card, strength, *rest)

    def sign_seen(text: str, scale: float) -> pygame.Surface:
        signs.append(text)
        return sign(text, scale)

    monkeypatch.setattr(tally, "_chip_picture", chip_seen)
    monkeypatch.setattr(tally, "_sign", sign_seen)
    tallies = tally.Tallies()
    for data in fights:
        tallies.add(4, data)
    stacks: list[list[list[int]]] = [[[] for _ in range(11)], [[] for _ in range(11)]]
    tallies.draw(pygame.Surface((L.CANVAS_W, L.CANVAS_H)), stacks)
    return chips, signs


def test_a_duel_won_by_colour_shows_no_strengths_to_compare(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before: Pierre 3 against Feuille 3, lost by colour, read '3 < 3'."""
    chips, signs = drawn(app, monkeypatch, [duel("R3", "p3", 3, 3, "wolf", "colour")])
    assert chips == [None, None]
    assert signs == ["<"]  # towards the winner, rock below paper


def test_only_strength_compares_numbers(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    chips, signs = drawn(
        app,
        monkeypatch,
        [
            duel("P2", "p3", 2, 3, "wolf", "strength"),
            duel("S2", "r3", 2, 3, "wolf", "colour"),
            duel("R2", "r2", 2, 2, "monkey", "village"),  # the Wolf's village
            duel("J", "s2", 4, 2, "monkey", "strength"),  # a Shogun fights by strength
        ],
    )
    assert chips == [2, 3, None, None, 2, 2, 4, 2]
    assert signs == ["<", "<", "=", ">"]


def test_a_record_without_the_reason_is_read_from_the_colours() -> None:
    old = duel("R3", "p3", 3, 3, "wolf", "")
    del old["reason"]
    assert tally.Fight.of(old).reason == "colour"
    assert not tally.Fight.of(old).numbers()
    same = {**old, "wolf": "r2", "wolf_strength": 2, "result": "monkey"}
    assert tally.Fight.of(same).numbers()
    shogun = {**old, "monkey": "J", "monkey_strength": 4, "result": "monkey"}
    assert tally.Fight.of(shogun).numbers()
