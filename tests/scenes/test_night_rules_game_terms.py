"""Night's rules speak in the game's terms (newcomer X, s21, FR 1920x1080, 102-103):
the physical box's sizes ('plateau rond (60 cm)', 'ficelle 40 cm / 30 cm', 'cercles de
1,5 cm') meant nothing on a screen, and the Controls' last bullet spoke of dice and
cards, which Night has not. (The Throws page still says the table tells a miss's cm.)"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_night_rules_give_no_box_sizes_nor_dice(lang: str) -> None:
    texts = json.loads((I18N / lang / "night_rules.json").read_text(encoding="utf-8"))
    for key in ("setup", "throws", "edition"):
        body = texts[f"rules.night.{key}.body"]
        assert not re.search(r"\d+([.,]\d)?\s?cm", body), (key, body)  # fails before
    controls = texts["rules.night.controls.body"]
    assert not re.search(r"\b(dice|die|card|dé|carte)s?\b", controls), controls
    assert (
        "three quarters" in texts["rules.night.throws.body"]
        or "trois quarts" in (texts["rules.night.throws.body"])
    )
