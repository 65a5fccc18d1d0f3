"""One unguessable token per seat for one game: a seat's phone link carries its own.

A token is 32 bytes from `secrets` (256 bits) written URL-safe. `SeatTokens.seat_of`
compares against every seat's token in constant time, so the time it takes says
nothing of how close a guess was; a token made for another game is refused.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable

TOKEN_BYTES = 32
"""Random bytes per token (the issue asks for at least 128 bits)."""
MAX_TOKEN_LENGTH = 64
"""A token longer than this is not one of ours (43 characters); it is refused unread."""


class SeatTokens:
    """`SeatTokens(seats)`: a fresh token for each seat given (the human seats of one
    game); `token(seat)` for its link, `seat_of(token)` to open it (None if unknown)."""

    def __init__(self, seats: Iterable[int]) -> None:
        self._tokens = {seat: secrets.token_urlsafe(TOKEN_BYTES) for seat in seats}

    @property
    def seats(self) -> list[int]:
        return sorted(self._tokens)

    def token(self, seat: int) -> str:
        return self._tokens[seat]

    def forget(self, seat: int) -> None:
        """`seat`'s token opens nothing any more (its person plays on the screen)."""
        self._tokens = {s: t for s, t in self._tokens.items() if s != seat}

    def seat_of(self, token: object) -> int | None:
        """The seat `token` opens, or None. Every seat's token is compared (constant
        time each), whatever matches first."""
        if not isinstance(token, str) or not 0 < len(token) <= MAX_TOKEN_LENGTH:
            return None
        try:
            given = token.encode("ascii")
        except UnicodeEncodeError:
            return None
        found: int | None = None
        for seat, mine in self._tokens.items():
            if secrets.compare_digest(given, mine.encode("ascii")):
                found = seat
        return found
