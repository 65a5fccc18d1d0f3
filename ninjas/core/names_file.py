"""The people's names in the history: renames and merges kept as an alias map (issue 34,
section 4), `names.json` in the history's folder, written atomically.

The records stay sealed and untouched: a record keeps the name it was played under,
and the map is applied when records are read. Renaming Ann to Anne, or merging Ann
into Anne, both say "Ann is Anne now"; the map is kept flat (no name it gives is itself
renamed), so applying it is one look-up.

    {"format": "ninjas-names", "version": 1, "aliases": {"Ann": "Anne", "Annie": "Anne"}}

A damaged file is set aside with its reason (like a save) and the names read as they
were recorded: the figures are still shown, and the next rename writes a sound file.
"""

from __future__ import annotations

import json
import logging
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

from .atomic import write_text_atomic
from .history import MAX_NAME
from .jsonfile import JsonFileError, read_json_file
from .saves import REFUSED_CODES_KEPT, SaveError, format_version, set_aside

log = logging.getLogger(__name__)

NAMES_FILE = "names.json"
NAMES_FORMAT = "ninjas-names"
NAMES_VERSION = 1
MAX_ALIASES = 10_000
"""More renames than a couch makes in a lifetime: a longer map is a damaged file."""


class NameRefused(ValueError):
    """A name that cannot be given: `code` is empty, too_long, same or unknown."""

    def __init__(self, code: str, name: str = "") -> None:
        super().__init__(f"{code}: {name!r}")
        self.code = code
        self.name = name


@dataclass
class Aliases:
    """The map (old name -> the name it is now), and why the file was refused, if it
    was (`refused`: the SaveError code; `moved_to`: where it was set aside)."""

    names: dict[str, str] = field(default_factory=dict)
    refused: str | None = None
    moved_to: Path | None = None

    def apply(self, name: str | None) -> str | None:
        """The name `name` goes by now (None stays None)."""
        if name is None:
            return None
        return self.names.get(name, name)


def clean_name(text: str) -> str:
    """`text` as a name: spaces trimmed and runs of spaces made one, control characters
    left out; NameRefused if nothing is left or it is longer than a record keeps."""
    kept = "".join(ch for ch in text if unicodedata.category(ch)[0] != "C")
    name = " ".join(kept.split())
    if not name:
        raise NameRefused("empty", text)
    if len(name) > MAX_NAME:
        raise NameRefused("too_long", name)
    return name


def names_path(folder: Path) -> Path:
    return folder / NAMES_FILE


def _valid_map(value: object) -> bool:
    return (
        isinstance(value, dict)
        and len(value) <= MAX_ALIASES
        and all(
            isinstance(old, str)
            and isinstance(new, str)
            and 0 < len(old) <= MAX_NAME
            and 0 < len(new) <= MAX_NAME
            and old != new
            and new not in value  # flat: a name it gives is not renamed again
            for old, new in value.items()
        )
    )


def read_aliases(folder: Path) -> Aliases:
    """The alias map of the history in `folder`; none if there is no file. A damaged
    file is set aside with its reason (`refused`), and no alias applies. Never raises."""
    path = names_path(folder)
    try:
        raw = read_json_file(path)
        format_version(raw, NAMES_FORMAT, 1, NAMES_VERSION, "names")
        if set(raw) != {"format", "version", "aliases"} or not _valid_map(raw["aliases"]):
            raise SaveError("corrupt", "the alias map")
    except JsonFileError as exc:
        if exc.code == "missing":
            return Aliases()
        code = "corrupt" if exc.code == "not_text" else exc.code
        return _refused(path, SaveError(code, exc.detail))
    except SaveError as exc:
        return _refused(path, exc)
    return Aliases(dict(raw["aliases"]))


def _refused(path: Path, exc: SaveError) -> Aliases:
    moved = set_aside(path, exc.code) if exc.code in REFUSED_CODES_KEPT else None
    log.warning("history: the names file %s refused (%s)", path, exc)
    return Aliases(refused=exc.code, moved_to=moved)


def write_aliases(folder: Path, names: dict[str, str]) -> None:
    """Write the map atomically. OSError if it cannot be written."""
    text = json.dumps(
        {"format": NAMES_FORMAT, "version": NAMES_VERSION, "aliases": dict(sorted(names.items()))},
        ensure_ascii=False,
        indent=1,
    )
    write_text_atomic(names_path(folder), text)


def joined(names: dict[str, str], old: str, new: str) -> dict[str, str]:
    """The map with `old` (and every name that reads as `old` now) reading as `new`,
    kept flat. A `new` that is another person's old name is followed to the name that
    person goes by (a merge); one that was `old`'s own earlier name is taken back (its
    alias dropped, never a loop)."""
    target = new if names.get(new, new) == old else names.get(new, new)
    out = {key: (target if value == old else value) for key, value in names.items()}
    out[old] = target
    return {key: value for key, value in out.items() if key != value and key != target}


def rename(folder: Path, old: str, new: str, known: list[str] | None = None) -> Aliases:
    """Let the person called `old` be called `new` from now on in the history in
    `folder`, every record of theirs with them; if `new` is a name already used this is
    a merge (see merge). The map written. NameRefused (empty, too_long, same) for a name
    that cannot be given; OSError if the file cannot be written (nothing changed)."""
    name = clean_name(new)
    current = read_aliases(folder)
    if name == old:
        raise NameRefused("same", name)
    if known is not None and old not in known:
        raise NameRefused("unknown", old)
    names = joined(current.names, old, name)
    write_aliases(folder, names)
    return Aliases(names, current.refused, current.moved_to)


def merge(folder: Path, name: str, into: str, known: list[str]) -> Aliases:
    """The person called `name` is the person called `into`: both names' records are
    `into`'s from now on. NameRefused unknown if either is not among `known` (the names
    the history shows now), same if they are one; OSError if it cannot be written."""
    if name not in known or into not in known:
        raise NameRefused("unknown", name if name not in known else into)
    return rename(folder, name, into)
