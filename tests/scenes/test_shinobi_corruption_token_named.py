"""Where a corrupt card goes has one name, the one on the table: the words said 'your
Ninja Master' / 'votre Maître ninja' (guided game, draw prompt, log, tooltip, rules)
while the table's token reads 'Corruption (0) card' and nothing was labelled Ninja
Master (newcomer Y, s21, 04-guided2: 'where is my Maître ninja?'). Now they say 'your
corruption token' / 'votre jeton de corruption', the token the word 'Corruption' names."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"
SAID = {"en": "corruption token", "fr": "jeton de corruption"}
OLD = {"en": "Ninja Master", "fr": "Maître ninja"}
KEYS = (
    "shinobi.log.corrupt",
    "shinobi.prompt.draw",
    "shinobi.tip.corruption_words",
    "shinobi.tutorial.draw",
    "shinobi.tutorial.corrupt",
    "shinobi.tutorial.corrupted",
)


def catalogue(lang: str, name: str) -> dict[str, str]:
    return json.loads((I18N / lang / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_words_name_the_token_the_table_shows(lang: str) -> None:
    words = catalogue(lang, "shinobi.json")
    for key in KEYS:
        assert SAID[lang] in words[key], key
        assert OLD[lang] not in words[key], key
    assert SAID[lang] in catalogue(lang, "phones.json")["shinobi.log.corrupt.you"]
    rules = catalogue(lang, "shinobi_rules.json")["rules.shinobi.turn.body"]
    assert SAID[lang] in rules and OLD[lang] not in rules
    assert words["shinobi.corruption_word"] == "Corruption"  # the token's word on the table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_shinobi_table_word_keeps_the_old_name(lang: str) -> None:
    for name in ("shinobi.json", "shinobi_rules.json", "phones.json"):
        for key, text in catalogue(lang, name).items():
            assert OLD[lang] not in text, (name, key)
