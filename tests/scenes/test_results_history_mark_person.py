"""Which seat was the person's, where one person played the computer: newcomer U (s20,
Taisen FR 1280x720 vs Hard) read her results card 'Singe' with nothing saying it was
hers (057), and the History's 'Singe, Loup (Difficile)' with nothing saying which one
was her (069). Now 'Singe — vous' on her card, 'Singe (humain), Loup (Difficile)' in the
History; a named person keeps her name, a hot-seat of people without names the seats."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes.app import App
from scenes.history.rows import row_text
from scenes.results_tables import computer_or_person

from .test_history_rows_newcomer import recorded
from .test_taisen_newcomer_b import finished_taisen

pytestmark = pytest.mark.usefixtures("own_data_dir")

CARDS = {
    "en": ("Monkey — you", "Wolf — Computer (Hard)"),
    "fr": ("Singe — vous", "Loup — Ordinateur (Difficile)"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_lone_persons_results_card_says_it_is_hers(app: App, lang: str) -> None:
    app.tr = Translator(lang)
    session = finished_taisen([Seat("human"), Seat("ai", "hard")])
    cards = tuple(computer_or_person(app, session, seat) for seat in (0, 1))
    assert cards == CARDS[lang]
    named = finished_taisen([Seat("human", name="Béa"), Seat("ai", "hard")])
    assert computer_or_person(app, named, 0) == app.tr(
        "seat.person", name="Béa", seat=app.tr("taisen.side.monkey")
    )
    hot_seat = finished_taisen([Seat("human"), Seat("human")])
    assert computer_or_person(app, hot_seat, 0) == app.tr("taisen.side.monkey")


def test_the_history_marks_the_person_among_computers(app: App, tmp_path: Path) -> None:
    record = recorded("taisen", ["random", "random"], tmp_path)
    alone = replace(
        record.summary,
        seats=[{"kind": "human"}, {"kind": "ai", "level": "hard"}],
        names=[None, None],
    )
    both = replace(record.summary, seats=[{"kind": "human"}, {"kind": "human"}], names=[None, None])
    named = replace(alone, names=["Béa", None])
    for lang, people, hot_seat, by_name in (
        ("en", "Monkey (human), Wolf (Hard)", "Monkey, Wolf", "Béa, Wolf (Hard)"),
        ("fr", "Singe (humain), Loup (Difficile)", "Singe, Loup", "Béa, Loup (Difficile)"),
    ):
        app.tr = Translator(lang)
        assert row_text(app, alone).people == people
        assert row_text(app, both).people == hot_seat
        assert row_text(app, named).people == by_name
