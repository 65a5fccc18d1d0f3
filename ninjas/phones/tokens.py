"""One code per seat for one game: the secret its QR code carries, and who holds it.

A seat's code is a public id (16 random bytes) and a key (32 random bytes, 256 bits),
both from `secrets`, written in the link's fragment as `id.key` (`fragment(seat)`):
browsers never send a fragment, so the key never crosses the network (sealing.py).

A code links one phone (issue 31 §1.1): the first phone that proves it holds the key
claims the seat with a device secret of its own, which it keeps; from then on only that
phone opens the seat (it comes back after sleeping with what it kept), and any other
device is refused. A seat whose phone is really lost gets a new code at the laptop
(`renew`): the old id and key open nothing any more, and the next phone to open the new
one claims the seat. The server's thread and the frame's both read this: a lock keeps
each change whole.
"""

from __future__ import annotations

import hashlib
import secrets
import threading
from collections.abc import Iterable
from dataclasses import dataclass

from .sealing import KEY_BYTES, b64

CODE_ID_BYTES = 16
MAX_CODE_ID_LENGTH = 64
"""A code id longer than this is not one of ours (22 characters); refused unread."""
TYPED_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
"""Crockford's base 32: no I, L, O or U, so a typed code has nothing to misread."""
TYPED_LENGTH = 16
"""A typed code's characters: 80 random bits (issue 33 section 3: joining without a
camera). What it opens is derived from it (typed_code), as the page derives it."""
TYPED_LABEL = b"ninjas-typed-1"


@dataclass(frozen=True)
class Code:
    code_id: str
    key: bytes

    @property
    def fragment(self) -> str:
        return f"{self.code_id}.{b64(self.key)}"


def _new_code() -> Code:
    return Code(b64(secrets.token_bytes(CODE_ID_BYTES)), secrets.token_bytes(KEY_BYTES))


def _new_typed() -> str:
    return "".join(secrets.choice(TYPED_ALPHABET) for _ in range(TYPED_LENGTH))


def typed_code(typed: str) -> Code:
    """The code a typed one opens: its id and key drawn from SHA-512 of it (as the page's
    nacl.hash does), so the typed words are the whole secret and the key still never
    crosses the network. 80 bits: an online guess is throttled by /hello, and even an
    eavesdropper's offline search of a proof is far beyond a couch's evening."""
    digest = hashlib.sha512(TYPED_LABEL + typed.encode("ascii")).digest()
    return Code(b64(digest[:CODE_ID_BYTES]), digest[32 : 32 + KEY_BYTES])


def grouped(typed: str) -> str:
    """A typed code as the screen shows it: four groups of four ('KQ7M-4XTP-92HD-5WRN')."""
    return "-".join(typed[i : i + 4] for i in range(0, len(typed), 4))


class SeatCodes:
    """`SeatCodes(seats)`: a fresh code for each seat given (the human seats of one game);
    `fragment(seat)` for its link, `find(code_id)` for the seat and key it opens,
    `claim(seat, device)` the first phone keeps it, `renew(seat)` a new code."""

    def __init__(self, seats: Iterable[int]) -> None:
        self._lock = threading.Lock()
        self._codes = {seat: _new_code() for seat in seats}
        self._typed = {seat: _new_typed() for seat in self._codes}
        """Per seat, the code its person may type instead of scanning (typed_code)."""
        self._typed_codes = {seat: typed_code(t) for seat, t in self._typed.items()}
        self._claims: dict[int, bytes] = {}
        """Per seat claimed, the SHA-256 of its phone's device secret."""

    @property
    def seats(self) -> list[int]:
        with self._lock:
            return sorted(self._codes)

    def code(self, seat: int) -> Code:
        with self._lock:
            return self._codes[seat]

    def fragment(self, seat: int) -> str:
        """What a seat's link carries after '#'."""
        return self.code(seat).fragment

    def typed(self, seat: int) -> str:
        """The code `seat`'s person may type on a phone with no camera, grouped."""
        with self._lock:
            return grouped(self._typed[seat])

    def find(self, code_id: object) -> tuple[int, bytes] | None:
        """The seat and key of the code `code_id` (its QR code's, or its typed one's),
        or None. Every seat's ids are compared (constant time each), whatever matches
        first."""
        if not isinstance(code_id, str) or not 0 < len(code_id) <= MAX_CODE_ID_LENGTH:
            return None
        if not code_id.isascii():
            return None
        given = code_id.encode("ascii")
        found: tuple[int, bytes] | None = None
        with self._lock:
            for codes in (self._codes, self._typed_codes):
                for seat, code in codes.items():
                    if secrets.compare_digest(given, code.code_id.encode("ascii")):
                        found = (seat, code.key)
        return found

    def claim(self, seat: int, device: bytes) -> bool:
        """True if the phone with `device` may open `seat`: the first one to ask keeps
        it; another device is refused, never the other way round."""
        digest = hashlib.sha256(device).digest()
        with self._lock:
            if seat not in self._codes:
                return False
            held = self._claims.setdefault(seat, digest)
        return secrets.compare_digest(held, digest)

    def claimed(self, seat: int) -> bool:
        with self._lock:
            return seat in self._claims

    def renew(self, seat: int) -> Code:
        """A new code for `seat` (its phone lost): the old one opens nothing, and the
        seat is free for the next phone that opens the new one."""
        with self._lock:
            code = self._codes[seat] = _new_code()
            typed = self._typed[seat] = _new_typed()
            self._typed_codes[seat] = typed_code(typed)
            self._claims.pop(seat, None)
        return code

    def forget(self, seat: int) -> None:
        """`seat`'s code opens nothing any more (its person plays on the screen)."""
        with self._lock:
            self._codes.pop(seat, None)
            self._typed.pop(seat, None)
            self._typed_codes.pop(seat, None)
            self._claims.pop(seat, None)
