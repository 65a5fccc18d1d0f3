"""How a Dojo game ended names a place, and a place's name may carry brackets ('la forêt
(ouest)'): the ending's words put none around it (newcomer B, s23, FR 1280x720, 104-t6:
"n'a plus de cartes (Clan bleu a attaqué la forêt (ouest))")."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator

HOW = (
    "battle_attacking",
    "battle_defending",
    "throw_attacking",
    "throw_defending",
    "throw_attacking_way",
    "throw_defending_way",
)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_ending_s_words_put_no_brackets_round_a_place(lang: str) -> None:
    tr = Translator(lang)
    for how in HOW:
        said = tr(f"dojo.ending.how.{how}", name="A", other="B", where="W (w)", way="V")
        assert said.count("(") == 1, said  # fails before: '(B attacked W (w))'
