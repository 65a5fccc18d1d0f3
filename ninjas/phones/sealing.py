"""End-to-end sealing of what a phone and the game say (issue 31 §1.2).

A seat's code (tokens.SeatCodes) holds, after the link's `#`, a public code id and a
32-byte key. Browsers never send the fragment, so the key never crosses the network:
- the phone proves it holds the key by sealing the server's fresh challenge (and its
  own device secret) with it: `make_proof`, checked by `open_proof` before the
  WebSocket is accepted; a challenge opens one link only, so a proof seen on the air
  cannot be played again;
- every message of that link, both ways, is then sealed with keys drawn from the
  code's key and that challenge (`link_keys`, SHA-512): one key each way, new for each
  link. Each message's nonce is its number on the link (`Channel`): a message played
  again, dropped, reordered or taken from another link does not open.

The cipher is NaCl's secretbox (XSalsa20-Poly1305): PyNaCl here, TweetNaCl-js 1.0.3 on
the page (assets/phones/nacl-fast.min.js), which make the same boxes. Nothing here is
a cipher of our own: only the order of the bytes sealed.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import secrets

from nacl.exceptions import CryptoError
from nacl.secret import SecretBox

KEY_BYTES = SecretBox.KEY_SIZE
"""32: a code's key, and each link's keys."""
NONCE_BYTES = SecretBox.NONCE_SIZE
"""24."""
CHALLENGE_BYTES = 24
DEVICE_BYTES = 32
"""The secret a phone makes the first time it opens a code, and keeps (localStorage)."""
PROOF_LABEL = b"ninjas-phone-proof-1"
LINK_LABEL = b"ninjas-phone-link-1"
MAX_PROOF_CHARS = 256
"""A proof is 128 characters; a longer one is refused unread."""


class SealError(ValueError):
    """A message that does not open: not sealed with this link's key, or not the next."""


def b64(data: bytes) -> str:
    """URL-safe base64 without padding (as the page writes it)."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64(text: object, limit: int = MAX_PROOF_CHARS) -> bytes | None:
    """The bytes of URL-safe base64 `text`, or None when it is not that (or too long)."""
    if not isinstance(text, str) or not 0 < len(text) <= limit or not text.isascii():
        return None
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        return None


def link_keys(key: bytes, challenge: bytes) -> tuple[bytes, bytes]:
    """(phone to game, game to phone): one link's two keys."""
    digest = hashlib.sha512(LINK_LABEL + key + challenge).digest()
    return digest[:KEY_BYTES], digest[KEY_BYTES:]


def counter_nonce(count: int) -> bytes:
    """The nonce of a link's `count`th message one way (big-endian, 24 bytes)."""
    return count.to_bytes(NONCE_BYTES, "big")


def make_proof(key: bytes, challenge: bytes, device: bytes) -> str:
    """The phone's answer to `challenge` (the page's `proof`; Python phones use this)."""
    sealed = SecretBox(key).encrypt(PROOF_LABEL + challenge + device)  # nonce + box
    return b64(bytes(sealed))


def open_proof(key: bytes, challenge: bytes, proof: object) -> bytes | None:
    """The device secret a proof carries if it seals `challenge` with `key`, else None."""
    data = unb64(proof)
    if data is None or len(data) <= NONCE_BYTES:
        return None
    try:
        plain = SecretBox(key).decrypt(data[NONCE_BYTES:], data[:NONCE_BYTES])
    except (CryptoError, ValueError):  # not sealed with this key, or too short
        return None
    head = PROOF_LABEL + challenge
    if len(plain) != len(head) + DEVICE_BYTES or not secrets.compare_digest(
        plain[: len(head)], head
    ):
        return None
    return plain[len(head) :]


class Channel:
    """One link's sealing, one side of it: `seal(text)` the next message sent, `open(data)`
    the next received (SealError if it is not exactly that)."""

    def __init__(self, send_key: bytes, receive_key: bytes) -> None:
        self._send = SecretBox(send_key)
        self._receive = SecretBox(receive_key)
        self.sent = 0
        self.received = 0

    @classmethod
    def for_game(cls, key: bytes, challenge: bytes) -> Channel:
        up, down = link_keys(key, challenge)
        return cls(down, up)

    @classmethod
    def for_phone(cls, key: bytes, challenge: bytes) -> Channel:
        up, down = link_keys(key, challenge)
        return cls(up, down)

    def seal(self, text: str) -> bytes:
        box = self._send.encrypt(text.encode("utf-8"), counter_nonce(self.sent))
        self.sent += 1
        return bytes(box.ciphertext)

    def open(self, data: bytes) -> str:
        try:
            plain = self._receive.decrypt(bytes(data), counter_nonce(self.received))
            text = plain.decode("utf-8")
        except (CryptoError, ValueError, TypeError) as exc:  # UnicodeDecodeError too
            raise SealError("a message that does not open") from exc
        self.received += 1
        return text
