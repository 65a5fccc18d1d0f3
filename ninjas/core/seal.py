"""Sealing the secret part of a save with this installation's own key.

A save's seed and moves let anyone replay the whole game, hidden hands, face-down
cards, secret plans and the order of the deck included. They are sealed with AES-256 in
GCM mode (from `cryptography`: authenticated encryption, so a sealed part can be
neither read nor changed without the key) under a key made once per installation and
kept in the user data folder (`save.key`, beside settings.json, readable by its owner
only). The key file holds a Fernet key; the AES-GCM key is derived from it (HKDF), so
the saves of version 2, sealed with Fernet itself (AES-128-CBC with an HMAC-SHA256),
still open with the same file (`unseal_fernet`). GCM seals and opens a save about ten
times faster than Fernet did (the soak seals and opens one after every action).

Sealing protects against another player at the same computer who opens a save
in a text editor or decodes it; it does not protect against someone who reads the
key file or the game's memory.

The key is made atomically the first time a save is written, and never made again
over a key file that exists: a key file that cannot be read turns saving off (every
save sealed with it would otherwise be lost) until the player restores it.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import logging
import os
import stat
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from .pathcheck import make_folder
from .paths import user_data_dir

if TYPE_CHECKING:  # cryptography is loaded when a save is sealed or opened, not at start
    from cryptography.fernet import Fernet
    from cryptography.hazmat.primitives.ciphers.aead import AESGCM

log = logging.getLogger(__name__)

KEY_NAME = "save.key"
MAX_KEY_BYTES = 1024
"""A key file is 44 characters; anything much larger is not one (and is not read)."""


class KeyUnreadable(OSError):
    """The key file exists but cannot be used (permissions, damage, a folder in its
    place). An OSError, so that every caller that handles a failed write (the autosave,
    the slot picker) turns saving off and says why; `path` and `reason` say what, and
    `code` in a word an interface translates: "damaged" (not a key), "not_a_file" (a
    folder or a device in its place) or "system" (then `reason` is the system's words)."""

    def __init__(self, path: Path, reason: str, code: str = "system") -> None:
        super().__init__(f"the key that seals saves, {path}, cannot be read ({reason})")
        self.strerror = str(self)
        self.path = path
        self.reason = reason
        self.code = code


class NotSealedHere(Exception):
    """A sealed part that this installation's key does not open (a save made on
    another computer, or a sealed part that was changed), or no key exists yet."""


_WHERE_VARIABLES = ("XDG_DATA_HOME", "HOME", "APPDATA", "LOCALAPPDATA")
"""The environment that decides the user data folder when NINJAS_DATA_DIR is not set
(platformdirs)."""
_key_path: tuple[tuple[str | None, ...], Path] | None = None


def key_path() -> Path:
    """Where this installation's key is. Worked out once per process and data folder
    (user_data_dir makes the folder, a few system calls each time, and every save
    sealed or opened asks): the environment that chooses the folder is read each time,
    so a changed NINJAS_DATA_DIR (the tests, another computer) finds its own key."""
    global _key_path
    override = os.environ.get("NINJAS_DATA_DIR")  # the folder itself when it is set
    where = (override,) if override else tuple(map(os.environ.get, _WHERE_VARIABLES))
    known = _key_path
    if known is not None and known[0] == where:
        return known[1]
    path = user_data_dir() / KEY_NAME
    _key_path = (where, path)
    return path


NONCE_BYTES = 12
"""GCM's nonce, drawn at random for every seal (os.urandom), written before the sealed
bytes."""
GCM_CONTEXT = b"ninjas save key: AES-256-GCM"
"""HKDF's `info`: the AES-GCM key derived from the key file is for this use alone."""
ASSOCIATED = b"ninjas-save"
"""Authenticated with every sealed part (not secret): a token sealed for another use
with the same key would not open as a save."""


class Key:
    """The key read from a key file: the AES-GCM key derived from it, and the Fernet
    key itself, which opens saves of version 2."""

    def __init__(self, data: bytes) -> None:
        from cryptography.fernet import Fernet
        from cryptography.hazmat.primitives import hashes
        from cryptography.hazmat.primitives.ciphers.aead import AESGCM
        from cryptography.hazmat.primitives.kdf.hkdf import HKDF

        self.fernet: Fernet = Fernet(data)  # ValueError if it is not a Fernet key
        raw = base64.urlsafe_b64decode(data)
        derived = HKDF(algorithm=hashes.SHA256(), length=32, salt=None, info=GCM_CONTEXT)
        self.gcm: AESGCM = AESGCM(derived.derive(raw))


_keys: dict[Path, tuple[tuple[int, int, int], Key]] = {}
"""The key read from each key file (in practice one), with the file's signature when it
was read: the file is looked at (one stat) at every use, and read again when it is
another file or was changed; a file gone or broken is seen at once."""


def _read_key(path: Path) -> Key | None:
    """The key at `path`; None if there is no file; KeyUnreadable for anything else."""
    try:
        info = path.stat()
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        raise KeyUnreadable(path, _reason(exc)) from None
    signature = (info.st_ino, info.st_size, info.st_mtime_ns)
    cached = _keys.get(path)
    if cached is not None and cached[0] == signature:
        return cached[1]
    if not stat.S_ISREG(info.st_mode):
        raise KeyUnreadable(path, "not a regular file", "not_a_file")
    if info.st_size > MAX_KEY_BYTES:
        raise KeyUnreadable(path, f"{info.st_size} bytes, not a key", "damaged")
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise KeyUnreadable(path, _reason(exc)) from None
    try:
        key = Key(data.strip())
    except (ValueError, TypeError, binascii.Error):
        raise KeyUnreadable(path, "damaged: not a key", "damaged") from None
    _keys.clear()  # one key file in use at a time: the last one read
    _keys[path] = (signature, key)
    return key


def _reason(exc: BaseException) -> str:
    return exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)


def _make_key(path: Path) -> None:
    """Write a new key at `path` unless a file is already there. The key is written
    whole to a temp file first, then linked into place, which fails if another key got
    there first (a second instance starting at the same moment): no half-written key,
    and never a key written over another."""
    from cryptography.fernet import Fernet

    make_folder(path.parent)  # key_path() made it once; it may have gone since
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:  # mkstemp made it readable by its owner only
            handle.write(Fernet.generate_key() + b"\n")
            handle.flush()
            os.fsync(handle.fileno())
        try:
            os.link(tmp, path)
        except FileExistsError:
            return
        except (OSError, NotImplementedError):  # no hard links here (some file systems)
            _place_without_link(tmp, path)
        log.info("made the key that seals saves: %s", path)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def _place_without_link(tmp: str, path: Path) -> None:
    """Where hard links are missing: create the file exclusively and copy the key in."""
    data = Path(tmp).read_bytes()
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return
    with os.fdopen(fd, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())


def key_problem() -> KeyUnreadable | None:
    """Why saves cannot be sealed or opened here (the key file exists but cannot be
    read), or None. Never raises, never makes a key."""
    try:
        _read_key(key_path())
    except KeyUnreadable as exc:
        return exc
    return None


def seal(data: bytes) -> str:
    """`data` sealed with this installation's key (made if there is none yet), as
    base64 text: a random nonce, then `data` encrypted and authenticated with AES-GCM.
    KeyUnreadable if the key file cannot be read; OSError if no key can be made."""
    path = key_path()
    key = _read_key(path)
    if key is None:
        _make_key(path)
        key = _read_key(path)
        if key is None:
            raise KeyUnreadable(path, "it vanished as it was made")
    nonce = os.urandom(NONCE_BYTES)
    sealed = nonce + key.gcm.encrypt(nonce, data, ASSOCIATED)
    return binascii.b2a_base64(sealed, newline=False).decode("ascii")


def unseal(token: str) -> bytes:
    """What `seal` sealed. NotSealedHere if this installation's key does not open it
    (or there is no key yet, or it was changed); KeyUnreadable if the key file cannot
    be read."""
    key = _opening_key()
    from cryptography.exceptions import InvalidTag

    try:
        sealed = binascii.a2b_base64(token.encode("ascii"), strict_mode=True)
        if len(sealed) <= NONCE_BYTES:
            raise ValueError("too short")
        return key.gcm.decrypt(sealed[:NONCE_BYTES], sealed[NONCE_BYTES:], ASSOCIATED)
    except (InvalidTag, UnicodeEncodeError, ValueError, binascii.Error):
        raise NotSealedHere("the key of this computer does not open it") from None


def unseal_fernet(token: str) -> bytes:
    """What the seal of saves of version 2 sealed (Fernet, with the same key file);
    the same errors as `unseal`."""
    key = _opening_key()
    from cryptography.fernet import InvalidToken

    try:
        return key.fernet.decrypt(token.encode("ascii"))
    except (InvalidToken, UnicodeEncodeError, ValueError):
        raise NotSealedHere("the key of this computer does not open it") from None


def _opening_key() -> Key:
    key = _read_key(key_path())
    if key is None:
        raise NotSealedHere("there is no key on this computer")
    return key
