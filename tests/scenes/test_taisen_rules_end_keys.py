"""Newcomer U, s20, 007: Taisen's rules, Controls, named the E key for ending the turn
in one bullet and Enter in the last, a long run-on one: two keys for one thing, in two
places, and a newcomer wondered which. One bullet now names both; no bullet runs on
(the turn's end waiting for End turn and the setting that skips it are two)."""

from __future__ import annotations

from typing import Any

import pytest

LONGEST = 200
"""Characters of the longest bullet a newcomer reads at once (the Undo one, 195 in FR)."""


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_bullet_names_both_keys_that_end_the_turn(app: Any, lang: str) -> None:
    app.set_language(lang)
    bullets = app.tr("rules.taisen.controls.body").split("\n")
    enter = "Entrée" if lang == "fr" else "Enter"
    key_e = "la touche E" if lang == "fr" else "the E key"
    ending = [b for b in bullets if key_e in b]
    assert len(ending) == 1, bullets
    assert enter in ending[0], ending  # fails before: Enter only in the last bullet
    assert app.tr("turn_end.button") in ending[0]
    others = [b for b in bullets if b is not ending[0]]
    # Enter elsewhere only to confirm a pick, never again as the turn's end
    assert not [b for b in others if f"({enter}" in b], others
    assert max(len(b) for b in bullets) <= LONGEST, [len(b) for b in bullets]  # before: 283
    app.set_language("en")
