"""Newcomer I (issue 33, y6.png): the French table 'Contre chaque ordinateur' headed its
columns 'Battus / Perdu / Égalité', a plural, a singular and a noun, over counts of
computers. Its heads now agree, each saying what the computers counted were: 'Battus /
Vainqueurs / À égalité' (beaten, victorious, level), read whole at 1280x720. Newcomers M
and N (s8, pa1.png) found 'Vainqueurs' cryptic beside 'Gagnées / Perdues': the middle
column says what those computers did, 'Vous ont battu' / 'Beat you'."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.records_stats import person_records
from scenes import theme
from scenes.app import App
from scenes.records import charts

from .conftest import record_texts
from .test_records_newcomer_h import HARD, HUMAN, summary


def test_the_french_heads_of_the_computers_table_agree() -> None:
    tr = Translator("fr")
    heads = [tr(key) for key in charts.COMPUTER_HEADS]
    assert heads == ["Battus", "Vous ont battu", "À égalité"]
    # the computers counted, in the plural (or a phrase that takes none): no 'Perdu'
    assert heads[0].endswith("s") and heads[1].startswith("Vous ont")
    assert Translator("en")("records.computers.lost_to") == "Beat you"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_heads_and_the_levels_read_whole_at_1280x720(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    tr = Translator(lang)
    kai = person_records("Kai", [summary(1, [HUMAN, HARD, HARD], [0])], night_errors=False)
    texts = record_texts(monkeypatch)
    canvas = pygame.Surface((1280, 720))
    with theme.scaled_for(canvas.get_size()):
        room = pygame.Rect(800, 437, 440, 182)  # the box x8-records.png shows at 1280x720
        rows = charts.computers(tr, kai)
        notes = charts.computer_notes(tr, kai)
        charts.table(
            canvas, room, tr("records.computers"), tr, rows, "", charts.COMPUTER_HEADS, notes
        )
    for key in charts.COMPUTER_HEADS:
        assert tr(key) in texts
    assert tr("setup.level.hard") in texts  # the level's name whole beside the wider heads
