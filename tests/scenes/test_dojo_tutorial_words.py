"""The guided Dojo game names the enemy's hex by its clan, never as 'the blue hex', which
reads as water (issue 33, newcomer M, s8 gd6.png: 'Menez 3 ninjas sur la case bleue
cerclée d'or' sent them looking at the lake)."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator

WALKS = ("both", "both_one", "battle", "battle_one", "both_more", "both_one_more")


@pytest.mark.parametrize(
    ("lang", "named", "water"),
    [("en", "the Blue clan's hex", "Blue hex"), ("fr", "la case du Clan bleu", "case bleue")],
)
def test_the_walk_steps_name_the_enemy_hex_by_its_clan(lang: str, named: str, water: str) -> None:
    tr = Translator(lang)
    for key in WALKS:
        words = tr(f"dojo.tutorial.walk.{key}", count=3, plains=2)
        assert named in words and water not in words, (key, words)
