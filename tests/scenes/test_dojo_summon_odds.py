"""The summoning says what its count is likely to bring, and why a big draw may bring
nothing: only cards A to 6 match a die (issue 33, newcomer H, s10, nc-98/029-032.png:
8 cards drawn, 5 of them faces, no ninja, with nothing said of the odds)."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.dojo.summon_odds import expected

from .test_dojo_newcomer_d import person_to
from .test_dojo_race_words import first_turn

WORDS = {
    "en": ("About {} ninjas expected (only cards A to 6 match a die).", "Likely no ninja"),
    "fr": (
        "Environ {} ninjas attendus (seules les cartes As à 6 répondent aux dés).",
        "Sans doute aucun ninja",
    ),
}


def test_n_cards_bring_n_dice_times_n_cards_over_six_of_the_24_matching_cards() -> None:
    assert expected(1) == pytest.approx(24 / 54 / 6)
    assert round(expected(5)) == 2 and round(expected(8)) == 5


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_summonings_words_say_what_its_count_brings(app: App, lang: str) -> None:
    scene = first_turn(app, lang)
    person_to(scene, "summon")
    most, few = WORDS[lang]
    scene.summoning.set(5)  # before: only what it costs the deck, and the rule
    assert most.format(2) in scene.summoning.warning()
    scene.summoning.set(1)
    assert few in scene.summoning.warning()
    shown = " ".join(line for line, _ in scene.summoning.warning_lines())
    assert few.split()[-1] in shown  # under the button, whole
