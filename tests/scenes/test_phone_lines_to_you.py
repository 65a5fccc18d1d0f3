"""A phone says the game's lines to its own seat (issue 33 section 3, newcomer A, s23,
shots 050 and 076): where another seat acted on it, 'Kiku sends your 3 x Crow back to
your hand' (it said 'Kiku sends Ana's 3 x Crow back to hand' on Ana's own phone), and
its own moves in the second person, every one of them ('Your Monkey copies the Spider
power.', where it said "Ben's Monkey copies..." on Ben's phone). EN and FR."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ninjas.core.i18n import Translator
from scenes.yours import Yours

CATALOGUES = Path(__file__).resolve().parents[2] / "assets" / "i18n"


def texts(lang: str) -> dict[str, str]:
    found: dict[str, str] = {}
    for path in sorted((CATALOGUES / lang).glob("*.json")):
        found.update(json.loads(path.read_text(encoding="utf-8")))
    return found


def base(key: str) -> str:
    return re.sub(r"\.(one|other)$", "", key)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_log_line_of_a_seat_has_its_words_for_that_seat(lang: str) -> None:
    """Each log line that names its actor has a '.you' form; each Shinobi or Night line
    that names the seat acted on (a target, a victim) has a '.to_you' form."""
    found = texts(lang)
    lacking = []
    for key, text in found.items():
        if ".you" in key or ".to_you" in key:
            continue
        game = key.split(".")[0]
        if game not in ("shinobi", "night", "dojo") or not key.startswith(f"{game}.log."):
            continue
        stem = base(key)
        if "{name}" in text and not any(f"{stem}.you{f}" in found for f in ("", ".one")):
            lacking.append(f"{stem}.you")
        if game != "dojo" and ("{target}" in text or "{victim}" in text):
            if not any(f"{stem}.to_you{f}" in found for f in ("", ".one")):
                lacking.append(f"{stem}.to_you")
    assert sorted(set(lacking)) == []  # fails before: 'shinobi.log.copy.you', ...


SAID = {
    "en": (
        "Kiku sends your 3 × Crow back to your hand.",
        "Your Monkey copies the Spider power.",
        "Kiku steals from you.",
        "Kiku sends Ben's 3 × Crow back to hand.",
    ),
    "fr": (
        "Kiku renvoie 3 × Corbeau de vos clans dans votre main.",
        "Votre Singe copie le pouvoir Araignée.",
        "Kiku vous vole.",
        "Kiku renvoie 3 × Corbeau de Ben dans sa main.",
    ),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_phone_says_what_was_done_to_its_seat_to_it(lang: str) -> None:
    tr = Translator(lang)
    ana = Yours(tr, "Ana")
    crows = "3 × " + tr("shinobi.name.Crow")
    returned, copied, stolen, others = SAID[lang]
    assert ana("shinobi.log.return", name="Kiku", target="Ana", what=crows) == returned
    monkey, spider = tr("shinobi.name.Monkey"), tr("shinobi.name.Spider")
    assert Yours(tr, "Kiku")("shinobi.log.copy", name="Kiku", source=monkey, clan=spider) == (
        copied.replace("Ana", "Kiku")
    )
    assert ana("night.log.stolen", name="Kiku", victim="Ana") == stolen
    # another seat's phone, and the laptop's log, keep the names
    assert ana("shinobi.log.return", name="Kiku", target="Ben", what=crows) == others
    assert tr("shinobi.log.return", name="Kiku", target="Ben", what=crows) == others
