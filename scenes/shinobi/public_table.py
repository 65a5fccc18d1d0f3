"""Whose seat the laptop draws at the bottom, and the public table.

When no person plays at the laptop (every person's seat is on a phone, or a
computer), the laptop is a public table: every seat gets an equal panel, in seat
order, no big private panel at the bottom and no hand row (newcomer H, s16, 111/115:
'with phones nobody sits at the laptop, so why is Yuki (seat 1) the big one? It looks
like the laptop is Yuki's'). When one person plays at the laptop and others on
phones, the big panel and the hand are hers."""

from __future__ import annotations

from typing import Any

import pygame

from . import open_pawns


def public(table: Any) -> bool:
    """No person plays at this screen: all seats drawn alike."""
    if table.shown_seat is not None or open_pawns.placing_open(table):
        return False
    return all(table.phone_seat(seat) for seat in table.humans)


def bottom_seat(table: Any) -> int:
    """The seat drawn at the bottom: the shown hand's (or the seat placing pawns in the
    open: open_pawns.py), else the person at this screen whose turn it is, their hand
    face down until their cover is passed (newcomer S, s20, 167: 'Léa's hand' and Léa's
    big panel stayed under 'Marc's turn: pass him the laptop'), else the first person at
    this screen, else the first on a phone (its hand never shows here: no row for it,
    hand_view.py), else 0. On a public table its panel is only the first of the equal
    ones (`slots`)."""
    shown = table.open_seat if open_pawns.placing_open(table) else table.shown_seat
    if shown is not None:
        return int(shown)
    humans = table.humans
    state = table.state
    turn = int(state.current_player)
    if turn in humans and not state.is_terminal and not table.phone_seat(turn):
        return turn
    if state.is_terminal:  # the winning moment shown large: the winner's side, else
        # the last to play's (newcomer Y, s21, 96-marc-end2: Marc laid the winning clan
        # and the board snapped to Léa's seat, his clans shrunk in a corner)
        here = [s for s in humans if not table.phone_seat(s)]
        run = getattr(table, "computers_run", None) or []  # (turn_again.py: who acted)
        last = [run[-1].seat] if run else []  # (the state's current player is -1 by now)
        for seat in [*state.winners(), *last]:
            if seat in here:
                return int(seat)
    if humans:
        return int(next((s for s in humans if not table.phone_seat(s)), humans[0]))
    return 0


def slots(table: Any) -> dict[int, pygame.Rect]:
    """The panels drawn by draw_opponents: each opponent's, in seat order after the
    bottom seat; on a public table every seat's, in seat order (layout.opponents)."""
    panels = table.layout.opponents
    players = table.state.players
    if public(table):
        return dict(zip(range(players), panels, strict=True))
    bottom = table.bottom_seat()
    others = [(bottom + i) % players for i in range(1, players)]
    return dict(zip(others, panels, strict=True))


def panel_of(table: Any, seat: int) -> pygame.Rect | None:
    """A seat's panel as drawn: the bottom seat's big one, else its slot."""
    if seat == table.bottom_seat() and not public(table):
        return pygame.Rect(table.layout.own)
    return table.opponent_slots().get(seat)
