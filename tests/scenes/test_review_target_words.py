"""A Shinobi power's target in the review's words says the power (issue 33, newcomer S,
s9: 'Joué : Kiku / L'ordinateur : Ben' is cryptic: say "Crapaud: renvoyer un clan de
Kiku" vs "de Ben"'): 'Toad, return a clan: at Kiku'. EN and FR."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from scenes.app import App
from scenes.review.words import MoveWords

from .replay_records import make_record


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_targets_words_name_the_power(app: App, tmp_path: Path, lang: str) -> None:
    app.language_for_run(lang)
    record = read_record(make_record("shinobi", tmp_path))
    found = [
        (seat, decision)
        for seat in range(3)
        for decision in rv.decisions(record, seat)
        if decision.move.startswith("target")
    ]
    assert found, "the record holds a power's target"
    seat, decision = found[0]
    names = record.summary.names

    def name(s: int) -> str:
        return names[s] if s < len(names) and names[s] else f"seat {s}"

    words = MoveWords(app, record, seat, name)
    said = words(decision.index, decision.move)
    pending = decision.state.pending[0]
    tr = app.tr
    source = tr(f"shinobi.name.{pending.source}")
    assert said.startswith(f"{source}, "), said  # fails before: the seat's name alone
    target = int(decision.move.split()[1])
    assert said.endswith(name(target)) or name(target) in said
