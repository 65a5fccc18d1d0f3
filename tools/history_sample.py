"""A sample history for looking at the History screen and measuring it (issue 34):
`python -m tools.history_sample --from RECS --to DIR --count 1000 [--names Ann,Bob]`.

RECS holds real records (`python -m ninjas.arena ... --record RECS`, every seat a
computer). Each record written to DIR is one of them, its seats given to people (named
in turn from --names) or left to computers, its date spread over the weeks before
now: real games that replay, sealed with this installation's key (NINJAS_DATA_DIR),
written straight into DIR (write_record would take two copies of one game for one
game played on, and keep the newest only). The choices come from --seed. With --old
they are written as a build before the records' figures wrote them (version 1, no
`figures`: their lengths and Night's throws come from replaying them).
"""

from __future__ import annotations

import argparse
import datetime
import json
import random
import sys
from dataclasses import replace
from pathlib import Path

from ninjas.core.atomic import write_text_atomic
from ninjas.core.history import Record, read_record, sealed_check, stamp
from ninjas.core.history_folder import PREFIX, SUFFIX
from ninjas.core.saves import SaveError

LEVELS = ("easy", "normal", "hard")


def sample(record: Record, names: list[str], rng: random.Random, when: datetime.datetime) -> Record:
    """`record` with some seats given to people (at least one), and dated `when`."""
    seats = [dict(seat) for seat in record.save.seats]
    people = rng.sample(range(len(seats)), rng.randint(1, len(seats)))
    chosen = rng.sample(names, min(len(names), len(people))) if names else []
    seat_names: list[str | None] = [None] * len(seats)
    for index in range(len(seats)):
        if index in people:
            seats[index] = {"kind": "human", "level": "normal"}
            if chosen:
                seat_names[index] = chosen.pop()
        else:
            seats[index] = {"kind": "ai", "level": rng.choice(LEVELS)}
    save = replace(record.save, seats=seats)
    summary = replace(record.summary, seats=seats, names=seat_names, date=stamp(when))
    return Record(summary, save)


def old_text(record: Record) -> str:
    """`record` as a build before the figures wrote it: version 1, with no `figures`,
    sealed with this installation's key (what an old history holds)."""
    raw = Record(replace(record.summary, figures=None), record.save).fields()
    raw["version"] = 1
    raw["check"] = sealed_check(raw)
    return json.dumps(raw)


def write_old(record: Record, folder: Path) -> Path:
    """`record` written in `folder` as an old build wrote it (old_text), its file named
    by its date as write_record names one; the file's path."""
    folder.mkdir(parents=True, exist_ok=True)
    moment = datetime.datetime.strptime(record.summary.date, "%Y-%m-%dT%H:%M:%SZ")
    for number in range(10_000):
        path = folder / f"{PREFIX}{moment:%Y%m%d-%H%M%S}-{number:04d}{SUFFIX}"
        if not path.exists():
            break
    write_text_atomic(path, old_text(record))
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--from", dest="source", type=Path, required=True)
    parser.add_argument("--to", type=Path, required=True)
    parser.add_argument("--count", type=int, default=30)
    parser.add_argument("--names", default="Ann,Bob,Chloé,Dimitri")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--old", action="store_true", help="as written before the figures")
    args = parser.parse_args(argv)
    records = []
    for path in sorted(args.source.glob(f"{PREFIX}*{SUFFIX}")):
        try:
            records.append(read_record(path))
        except SaveError as exc:
            print(f"{path}: not used ({exc})", file=sys.stderr)
    if not records:
        print(f"no record in {args.source}", file=sys.stderr)
        return 1
    rng = random.Random(args.seed)
    names = [name for name in args.names.split(",") if name]
    args.to.mkdir(parents=True, exist_ok=True)
    now = datetime.datetime.now(datetime.UTC).replace(microsecond=0)
    for number in range(args.count):
        when = now - datetime.timedelta(hours=7 * number + rng.randint(0, 6))
        made = sample(records[number % len(records)], names, rng, when)
        path = args.to / f"{PREFIX}{when:%Y%m%d-%H%M%S}-{number:04d}{SUFFIX}"
        write_text_atomic(path, old_text(made) if args.old else made.to_json())
    print(f"{args.count} records written in {args.to}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
