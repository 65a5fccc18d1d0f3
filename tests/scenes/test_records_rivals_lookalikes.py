"""Records (newcomers H and I, s16, nc-I 108). The head-to-head names each computer met
beside the people, 'Kiku (Hard)' ('my rival of the evening is only under Against each
computer'); a name one slip from another's says so under Merge into…, which offers that
name first ('Hélne looks like Helene: merge?'). EN and FR."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas.core.i18n import Translator
from ninjas.core.records_stats import person_records
from scenes.app import App
from scenes.records import RecordsScene, near_names, rival_rows
from scenes.records.name_dialogs import MergeScene

from .test_records_merge_why import history
from .test_records_newcomer_h import EASY, HARD, HUMAN, summary

pytestmark = pytest.mark.usefixtures("own_data_dir")


@pytest.mark.parametrize(
    ("lang", "kiku", "midori"),
    [("en", "Kiku (Hard)", "Midori (Hard)"), ("fr", "Kiku (Difficile)", "Midori (Difficile)")],
)
def test_the_computers_met_are_in_the_head_to_head(lang: str, kiku: str, midori: str) -> None:
    tr = Translator(lang)
    games = [
        summary(1, [HUMAN, HARD, HARD, HARD], [0]),
        summary(2, [HUMAN, EASY, HARD], [2]),
    ]
    kai = person_records("Kai", games, night_errors=False)
    rows = rival_rows.rows(tr, kai)  # fails before: no computer at all
    said = dict(rows)
    assert (said[kiku].played, said[kiku].won, said[kiku].lost) == (1, 1, 0)
    assert (said[midori].played, said[midori].won, said[midori].lost) == (2, 1, 1)
    assert rows[0][0] == midori  # the one met most often first
    assert len(rows) == 4  # Sora at two levels is two rows, Midori one


def test_names_one_slip_apart_look_alike() -> None:
    assert near_names.lookalike("Hélne", ["Bob", "Helene"]) == "Helene"
    assert near_names.lookalike("Ins", ["Inès"]) == "Inès"
    assert near_names.lookalike("Ann", ["Bob", "Léa"]) is None
    assert near_names.lookalike("Lea", ["Léa"]) == "Léa"  # (a hint only: never merged)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_lookalike_is_said_under_merge_and_offered_first(
    app: App, tmp_path: Path, lang: str
) -> None:
    app.set_language(lang)
    scene = RecordsScene(app, history(tmp_path, [["Hélne", "Helene"], ["Zoé", "Hélne"]]))
    app.push(scene)
    scene.select("Hélne")
    app.draw()
    said = " ".join(scene.why_lines)
    assert said == app.tr("records.merge.lookalike", name="Hélne", other="Helene")  # before: ""
    scene.ask_merge()
    merging = app.top
    assert isinstance(merging, MergeScene)
    assert [button.name for button in merging.list.buttons][0] == "Helene"
    app.set_language("en")
