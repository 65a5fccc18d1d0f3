"""Saves: seed + actions as versioned JSON. Loading replays, which validates."""

from __future__ import annotations

import datetime
import hashlib
import json
import logging
import os
import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import hints_shown
from .atomic import write_text_atomic
from .jsonfile import JsonFileError, parse_json_text, read_json_file
from .rng import MAX_SEED
from .seal import KeyUnreadable, NotSealedHere, seal, unseal, unseal_fernet
from .tmx import LevelError

log = logging.getLogger(__name__)

SAVE_FORMAT = "ninjas-save"
SAVE_VERSION = 3
"""Version 3 seals the seed, the moves and the digest of the final position with
AES-GCM (see ninjas.core.seal), the moves on one line each. Versions 2 (the same, sealed
with Fernet, the moves as a list) and 1 (all in plain text) are still read, never
written."""
FERNET_VERSION = 2
PLAIN_VERSION = 1

PLAIN_FIELDS = frozenset({"format", "version", "game", "options", "seats", "moves", "sealed"})
"""What a version-2 save shows in plain text: nothing hidden (the game, its options, who
plays each seat, how many moves were played), so that the slots screen can describe a
save, plus the sealed part. Any other field is refused: a seed or moves added in plain
text must not be mistaken for the save's own."""

SEAT_KINDS = ("human", "ai")
MAX_SEAT_NAME = 100
"""The longest name a seat of a save may bear (the history's records keep as long)."""

_COMPACT = json.JSONEncoder(separators=(",", ":"))
"""The sealed part's encoder, made once (json.dumps with separators= makes one a call)."""

SEAL_BLOCK = 1024
"""The sealed text is padded with spaces to a whole number of blocks of this many bytes
(JSON ignores them): sealing hides the text but not its length, and the length of the
moves told which secret plan ended a turn (Ninja Night's 'collect collect' is longer
than 'move skip'), to anyone who looked at the autosave's size. A real save is a few
blocks."""


def padded(text: bytes) -> bytes:
    """`text` followed by spaces up to a whole number of SEAL_BLOCK bytes."""
    return text + b" " * (-len(text) % SEAL_BLOCK)


class SaveError(Exception):
    """A save that cannot be used. `code` is one of: missing, unreadable, too_large,
    truncated, corrupt, not_a_save, newer, unknown_game, invalid_action, seats (the seats
    do not fit the game), mismatch (the moves do not lead to the position the save
    recorded: a changed seed, level or move), foreign (sealed on another computer),
    key_unreadable (this computer's key cannot be read), level_missing (the level the
    game was played on is missing or broken here). The interface translates `code`
    with `params`; `detail` is for the log."""

    def __init__(self, code: str, detail: str = "", params: dict[str, str] | None = None) -> None:
        super().__init__(f"{code}: {detail}" if detail else code)
        self.code = code
        self.detail = detail
        self.params = dict(params or {})


def format_version(raw: Any, fmt: str, oldest: int, newest: int, what: str) -> int:
    """The version of a parsed file of format `fmt` that this build reads (`oldest` to
    `newest`); SaveError not_a_save, corrupt or newer otherwise (saves and the history's
    records)."""
    if not isinstance(raw, dict) or raw.get("format") != fmt:
        raise SaveError("not_a_save", "missing or wrong 'format' field")
    version = raw.get("version")
    if type(version) is not int:
        raise SaveError("corrupt", f"version {version!r} is not a whole number")
    if version > newest:
        raise SaveError("newer", f"{what} version {version}, this build reads {newest}")
    if version < oldest:
        raise SaveError("corrupt", f"{what} version {version}")
    return version


def valid_seed(seed: Any) -> bool:
    """The one rule for seeds, in every game: an integer from 0 to MAX_SEED."""
    return type(seed) is int and 0 <= seed <= MAX_SEED


def position_digest(state: Any) -> str:
    """A digest of everything about a position, hidden parts and the generator's state
    included: a replay that does not reach the same position gives another digest.
    Built from the state's repr (which each game keeps complete and stable: the soak
    checks that a replay gives the same one)."""
    digest = hashlib.sha256(f"ninjas-position-1\n{getattr(state, 'game', '')}\n".encode())
    digest.update(repr(state).encode("utf-8", "surrogatepass"))
    rng = getattr(state, "rng", None)
    if isinstance(rng, random.Random):
        digest.update(repr(rng.getstate()).encode())
    return digest.hexdigest()


@dataclass
class SaveGame:
    game: str
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[str] = field(default_factory=list)
    seats: list[dict[str, Any]] = field(default_factory=list)
    """Who plays each seat, e.g. {"kind": "human"} or {"kind": "ai", "level": "hard"}."""
    digest: str | None = None
    """position_digest of the position the actions lead to (GameSession.to_save sets
    it); a replay that ends elsewhere is refused. None: not checked."""
    hints: hints_shown.HintsShown = field(default_factory=dict)
    """The hints the table showed, by seat (ninjas.core.hints_shown): sealed, never
    replayed; the review of a seat reads its own. Older saves have none."""
    joined: list[int] = field(default_factory=list)
    """The moves (by index) made in one gesture with the move before them (a Dojo walk
    of one click: GameSession.one_gesture), that undo takes back together after a load
    too. Sealed; older saves have none (each move is then undone on its own)."""

    def secret(self) -> dict[str, Any]:
        """What is sealed: all of the save (the plain fields too, so that a change to
        them is seen), with the seed, the moves and the digest, which only it holds."""
        return {
            "game": self.game,
            "options": self.options,
            "seats": self.seats,
            "seed": self.seed,
            "actions": self.actions,
            "digest": self.digest,
            **({"hints": hints_shown.to_value(self.hints)} if self.hints else {}),
            **({"joined": self.joined} if self.joined else {}),
        }

    def sealed_secret(self) -> dict[str, Any]:
        """`secret()` as version 3 seals it: the moves on one line each, one string
        (json writes and reads one string at C speed, a list string by string: the
        soak round-trips a save after every action). A list of moves that one string
        cannot give back exactly (a move holding a line break, or a single empty one)
        stays a list."""
        secret = self.secret()
        lines = "\n".join(self.actions)
        if lines and lines.count("\n") == len(self.actions) - 1:
            secret["actions"] = lines
        return secret

    def to_json(self) -> str:
        """The save as version-3 JSON, its secret part sealed with this installation's
        key. OSError (seal.KeyUnreadable) if the key cannot be read or made."""
        sealed = seal(padded(_COMPACT.encode(self.sealed_secret()).encode("utf-8")))
        # on one line: indent= makes json use its Python encoder, a tenth of the cost
        # of a round trip (the soak does one after every action of 40,000 games)
        return json.dumps(
            {
                "format": SAVE_FORMAT,
                "version": SAVE_VERSION,
                "game": self.game,
                "options": self.options,
                "seats": self.seats,
                "moves": len(self.actions),
                "sealed": sealed,
            }
        )

    @classmethod
    def from_json(cls, text: str) -> SaveGame:
        try:
            raw = parse_json_text(text)
        except JsonFileError as exc:
            raise SaveError(exc.code, exc.detail) from None
        return cls.from_value(raw)

    @classmethod
    def from_value(cls, raw: Any) -> SaveGame:
        """The save held by a parsed JSON value; SaveError if it is not a valid one."""
        version = format_version(raw, SAVE_FORMAT, PLAIN_VERSION, SAVE_VERSION, "save")
        if version == PLAIN_VERSION:
            return cls._from_fields(raw)
        return cls._from_sealed(raw, version)

    @classmethod
    def _from_sealed(cls, raw: dict[str, Any], version: int) -> SaveGame:
        unknown = set(raw) - PLAIN_FIELDS
        if unknown:
            raise SaveError("mismatch", f"fields outside the seal: {sorted(unknown)}")
        token = raw.get("sealed")
        if not isinstance(token, str):
            raise SaveError("corrupt", "no sealed part")
        try:
            opened = unseal_fernet(token) if version == FERNET_VERSION else unseal(token)
            secret = parse_json_text(opened.decode("utf-8"))
        except NotSealedHere as exc:
            raise SaveError("foreign", str(exc)) from None
        except KeyUnreadable as exc:
            raise SaveError("key_unreadable", str(exc), {"path": str(exc.path)}) from None
        except (JsonFileError, UnicodeDecodeError) as exc:
            raise SaveError("corrupt", f"sealed part: {exc}") from None
        if version > FERNET_VERSION and isinstance(secret, dict):
            lines = secret.get("actions")
            if isinstance(lines, str):  # one move a line (see sealed_secret)
                secret["actions"] = lines.split("\n")
        save = cls._from_fields(secret)
        plain = {"game": raw.get("game"), "options": raw.get("options", {})}
        plain["seats"] = raw.get("seats", [])
        if any(plain[name] != secret.get(name) for name in plain) or raw.get("moves") != len(
            save.actions
        ):
            raise SaveError("mismatch", "the plain fields differ from the sealed ones")
        digest = secret.get("digest")
        if digest is not None and not isinstance(digest, str):
            raise SaveError("corrupt", "digest")
        save.digest = digest
        return save

    @classmethod
    def _from_fields(cls, raw: Any) -> SaveGame:
        if not isinstance(raw, dict):
            raise SaveError("corrupt", "not an object")
        try:
            game = raw["game"]
            seed = raw["seed"]
            options = raw.get("options", {})
            seats = raw.get("seats", [])
            actions = raw["actions"]
        except KeyError as exc:
            raise SaveError("corrupt", f"missing field {exc}") from None
        if (
            not isinstance(game, str)
            or type(seed) is not int
            or not isinstance(options, dict)
            or not isinstance(seats, list)
            or not isinstance(actions, list)
            or not {str}.issuperset(map(type, actions))  # at C speed: saves are long
        ):
            raise SaveError("corrupt", "a field has the wrong type")
        if not valid_seed(seed):
            raise SaveError("corrupt", f"seed {seed} is outside 0..{MAX_SEED}")
        check_seat_kinds(seats)
        hints = hints_shown.from_value(raw.get("hints"), len(seats) or None, len(actions))
        joined = joined_moves(raw.get("joined"), len(actions))
        return cls(game, seed, options, actions, seats, hints=hints, joined=joined)


def joined_moves(raw: Any, actions: int) -> list[int]:
    """A save's sealed `joined` moves: each a move's index after the first. Anything
    else is left out and logged: they only group the undo, and the game loads whatever
    they hold (each move then undone on its own)."""
    if raw is None:
        return []
    entries = raw if isinstance(raw, list) else [raw]
    joined = sorted({i for i in entries if type(i) is int and 0 < i < actions})
    if len(joined) != len(entries):
        log.warning("%d of a save's joined moves left out: not sound", len(entries) - len(joined))
    return joined


def check_seat_kinds(seats: list[Any]) -> None:
    """Each seat is {"kind": "human" | "ai", "level": one of ninjas.ai.AGENT_NAMES},
    and a person's may say {"phone": true} (played on a phone) and {"name": "Ann"}
    (the name chosen in the setup, at most MAX_SEAT_NAME characters) and
    {"lay_shuffled": true} (a Dojo defender's cards laid by the table); SaveError
    "seats" otherwise."""
    from ninjas.ai.agents import AGENT_NAMES

    for seat in seats:
        if (
            not isinstance(seat, dict)
            or seat.get("kind", "human") not in SEAT_KINDS
            or seat.get("level", "normal") not in AGENT_NAMES
            or set(seat) - {"kind", "level", "phone", "name", "lay_shuffled"}
            or ("phone" in seat and (seat["phone"] is not True or seat.get("kind") == "ai"))
            or (
                "lay_shuffled" in seat
                and (seat["lay_shuffled"] is not True or seat.get("kind") == "ai")
            )
            or ("name" in seat and not _seat_name(seat))
        ):
            raise SaveError("seats", f"seat {seat!r}")


def _seat_name(seat: dict[str, Any]) -> bool:
    """A person's name, as a save keeps it: a computer has none."""
    name = seat["name"]
    return (
        seat.get("kind", "human") == "human"
        and isinstance(name, str)
        and 0 < len(name) <= MAX_SEAT_NAME
    )


def check_seat_count(save: SaveGame, players: int) -> None:
    """The save has one seat per player of its game (or none recorded, as early saves
    did); SaveError "seats" otherwise."""
    if save.seats and len(save.seats) != players:
        raise SaveError("seats", f"{len(save.seats)} seats for a {players}-player game")


def check_position(save: SaveGame, state: Any) -> None:
    """The replayed `state` is the position the save recorded; SaveError "mismatch" if
    not (a changed seed, level or move, or a level file changed since)."""
    if save.digest is not None and position_digest(state) != save.digest:
        raise SaveError("mismatch", "the moves do not lead to the recorded position")


def write_save(path: Path, save: SaveGame) -> None:
    """Write `save` sealed, atomically. OSError if it cannot be written or sealed."""
    write_text_atomic(path, save.to_json())


def read_save(path: Path) -> SaveGame:
    """The save at `path`, read defensively (ninjas.core.jsonfile): any file content
    gives a SaveGame or a SaveError, never another exception."""
    try:
        raw = read_json_file(path)
    except JsonFileError as exc:
        code = "corrupt" if exc.code == "not_text" else exc.code
        raise SaveError(code, exc.detail) from None
    return SaveGame.from_value(raw)


REFUSED_CODES_KEPT = frozenset(
    {
        "too_large",
        "truncated",
        "corrupt",
        "not_a_save",
        "newer",
        "unknown_game",
        "invalid_action",
        "seats",
        "mismatch",
        "foreign",
    }
)
"""Refusals that leave a file the player may still want (to send us, or to load in a
newer version, or on the computer it came from): such a file is moved aside, never
overwritten. The others (missing, unreadable, key_unreadable, level_missing) are not
the file's fault: it is left where it is."""


def set_aside(path: Path, code: str) -> Path | None:
    """Move a refused file out of the way under a name that says why, e.g.
    `autosave.refused-newer-20261122-143005.json` beside it. The new path, or None if
    it could not be moved (then nothing may write over it)."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    for attempt in range(100):
        suffix = f"-{attempt}" if attempt else ""
        target = path.with_name(f"{path.stem}.refused-{code}-{stamp}{suffix}{path.suffix}")
        if target.exists() or target.is_symlink():
            continue
        try:
            os.rename(path, target)
        except OSError as exc:
            log.warning("could not move the refused save %s aside: %s", path, exc)
            return None
        log.warning("refused save %s (%s) moved aside to %s", path, code, target)
        return target
    return None


def replay(save: SaveGame, on_the_way: Iterable[SaveGame] = ()) -> Any:
    """The state reached by replaying the save; SaveError if its seats do not fit, an
    action is illegal or the replay does not reach the position the save recorded.
    `on_the_way`: earlier saves of the same game (their moves begin this one's), each
    checked as its own replay would check it, where its moves end: one replay checks
    the autosaves of a game and its end (the soak); SaveError "mismatch" if one is not
    an earlier point of this game or does not reach its recorded position."""
    stops = sorted(on_the_way, key=lambda earlier: len(earlier.actions), reverse=True)
    for earlier in stops:
        if (earlier.game, earlier.seed, earlier.options) != (save.game, save.seed, save.options):
            raise SaveError("mismatch", "a save on the way is of another game")
        if save.actions[: len(earlier.actions)] != earlier.actions:
            raise SaveError("mismatch", "a save on the way is not an earlier point of this one")
    state = start_state(save)
    check_seat_count(save, state.num_players)
    for index, text in enumerate(save.actions):
        while stops and len(stops[-1].actions) == index:
            check_position(stops.pop(), state)
        apply_saved(state.apply, index, text)
    for earlier in stops:  # those that end where this save ends
        check_position(earlier, state)
    check_position(save, state)
    return state


def start_state(save: SaveGame) -> Any:
    """The save's game as it was set up (before its first action); SaveError if the
    game or its options are unknown."""
    from ninjas.games import get_game

    try:
        module = get_game(save.game)
    except KeyError:
        raise SaveError("unknown_game", save.game) from None
    if not valid_seed(save.seed):
        raise SaveError("corrupt", f"seed {save.seed!r} is outside 0..{MAX_SEED}")
    from ninjas.options import saved_option_problem

    problem = saved_option_problem(save.game, save.options)
    if problem is not None:  # one rule for the four games' options
        raise SaveError("corrupt", f"options: {problem}")
    try:
        return module.new_game(seed=save.seed, options=dict(save.options))
    except LevelError as exc:
        level = level_name(save.options)
        raise SaveError("level_missing", str(exc), {"level": level}) from None
    except (ValueError, TypeError) as exc:
        raise SaveError("corrupt", f"options: {exc}") from None


def level_name(options: dict[str, Any]) -> str:
    """The level a game's options name (Night's village, Dojo's board), for messages."""
    for name in ("village", "board", "level"):
        value = options.get(name)
        if isinstance(value, str):
            return value
    return "?"


def apply_saved(apply: Callable[[str], object], index: int, text: str) -> None:
    """Play the save's action number `index` with `apply` (a state's or a session's);
    an illegal one is a SaveError. Its detail, which reaches the log (a file players
    can read), names the move's number only: neither the sealed move nor the rules'
    message, which may describe the hidden position."""
    try:
        apply(text)
    except ValueError:
        raise SaveError("invalid_action", f"move {index + 1} is not legal there") from None


@dataclass(frozen=True)
class SaveCheck:
    """What a file holds, read and replayed once: the save (None if it cannot be used),
    whether its game is over, and why it is refused if it is a file worth keeping."""

    save: SaveGame | None
    over: bool = False
    refused: SaveError | None = None

    @property
    def resumable(self) -> bool:
        return self.save is not None and not self.over


def examine(path: Path) -> SaveCheck:
    """Read and replay the file at `path` once (never raises)."""
    save = None
    try:
        save = read_save(path)
        return SaveCheck(save, over=bool(replay(save).is_terminal))
    except SaveError as exc:
        if exc.code == "level_missing":  # a healthy save: the level is what is missing
            return SaveCheck(save)
        return SaveCheck(None, refused=exc if exc.code in REFUSED_CODES_KEPT else None)
    except Exception as exc:  # a save that breaks the replay in an unforeseen way
        return SaveCheck(None, refused=SaveError("corrupt", repr(exc)))


def refusal(path: Path) -> SaveError | None:
    """Why the file at `path` would be refused, if it is one to keep (see
    REFUSED_CODES_KEPT); None if it is missing, readable or fails for a passing reason."""
    return examine(path).refused


def load_game(path: Path) -> tuple[SaveGame, Any]:
    save = read_save(path)
    return save, replay(save)


def unfinished_save(path: Path) -> SaveGame | None:
    """The save at `path` if it holds a game to resume (it loads and is not over), else
    None. Never raises."""
    check = examine(path)
    return check.save if check.resumable else None
