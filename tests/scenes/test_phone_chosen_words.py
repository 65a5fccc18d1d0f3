"""The phone's line over what is chosen so far (Dojo's card, Night's first action) reads
as words a person says: 'Your pick' / 'Votre choix' (newcomer B, s23, FR 390x844, 86:
'CHOISI JUSQU'ICI', in capitals as every heading there, read as a machine's)."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator


@pytest.mark.parametrize(("lang", "words"), [("en", "Your pick"), ("fr", "Votre choix")])
def test_the_chosen_line_says_your_pick(lang: str, words: str) -> None:
    # (fails before: 'Chosen so far', "Choisi jusqu'ici")
    assert Translator(lang)("phone.chosen") == words
