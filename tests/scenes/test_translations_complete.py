"""Every text exists in both languages, with the same placeholders."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest

from ninjas.core.i18n import LANGUAGES, SUBJECT, load_catalogue, subject_words
from ninjas.games import ALL_GAMES
from scenes.rules_scene import RULES_SECTIONS
from scenes.setup import AI_LEVELS

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"
SAVE_ERROR_CODES = (
    "missing",
    "unreadable",
    "truncated",
    "corrupt",
    "not_a_save",
    "newer",
    "unknown_game",
    "invalid_action",
)
"""SaveError.code values (ninjas/core/saves.py)."""
SCENES = Path(__file__).resolve().parents[2] / "scenes"


def catalogue_files(lang: str) -> dict[str, dict[str, str]]:
    return {
        path.name: json.loads(path.read_text(encoding="utf-8"))
        for path in sorted((I18N / lang).glob("*.json"))
    }


def placeholders(text: str, lang: str = "en") -> set[str]:
    """The values a caller gives: a language's own subject tokens ('{your}', '{vous}',
    '{aviez}': i18n.SUBJECT) are given by the translator, each language its own."""
    tokens = set(subject_words(load_catalogue(lang).get(SUBJECT[0], "")))
    return {name for _, name, _, _ in string.Formatter().parse(text) if name} - tokens


def test_both_languages_have_the_same_files():
    names = [set(catalogue_files(lang)) for lang in LANGUAGES]
    assert names[0], "no catalogue files found"
    assert all(n == names[0] for n in names)


@pytest.mark.parametrize("name", sorted(catalogue_files("en")))
def test_every_key_is_in_every_language_with_the_same_placeholders(name):
    files = {lang: catalogue_files(lang)[name] for lang in LANGUAGES}
    english = files["en"]
    for lang, texts in files.items():
        assert set(texts) == set(english), (
            f"{lang}/{name}: keys differ: {set(texts) ^ set(english)}"
        )
        for key, text in texts.items():
            assert isinstance(text, str) and text.strip(), f"{lang}/{name}: {key} is empty"
            said = placeholders(text, lang)
            assert said == placeholders(english[key]), f"{lang}/{name}: {key}"


def test_no_key_is_defined_in_two_files():
    for lang in LANGUAGES:
        seen: dict[str, str] = {}
        for name, texts in catalogue_files(lang).items():
            for key in texts:
                assert key not in seen, f"{lang}: {key} in {seen.get(key)} and {name}"
                seen[key] = name


def test_every_literal_key_the_shared_screens_use_exists():
    english = load_catalogue("en")
    pattern = re.compile(r"""tr\(\s*["']([a-z0-9_.]+)["']""")
    missing = set()
    for path in SCENES.glob("*.py"):
        for key in pattern.findall(path.read_text(encoding="utf-8")):
            if key not in english:
                missing.add(f"{path.name}: {key}")
    assert not missing


def test_every_literal_key_any_screen_asks_for_is_in_both_languages():
    """Every room of every screen (scenes/ and its folders), tr("key") and
    tr.plural("key", n): a key missing would show its fallback words (issue 33: a
    newcomer's results read 'results.seat.computer')."""
    catalogues = {lang: load_catalogue(lang) for lang in LANGUAGES}
    said = re.compile(r"""tr\(\s*["']([a-z0-9_.]*[a-z0-9_])["']""")
    counted = re.compile(r"""tr\.plural\(\s*["']([a-z0-9_.]*[a-z0-9_])["']""")
    missing = set()
    for path in SCENES.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for lang, texts in catalogues.items():
            for key in said.findall(text):
                if key not in texts:
                    missing.add(f"{lang}: {path.relative_to(SCENES)}: {key}")
            for key in counted.findall(text):
                if key not in texts and f"{key}.other" not in texts:
                    missing.add(f"{lang}: {path.relative_to(SCENES)}: {key} (plural)")
    assert not missing, sorted(missing)


def test_computed_keys_exist():
    english = load_catalogue("en")
    keys = [f"game.{game}.{part}" for game in ALL_GAMES for part in ("name", "tagline")]
    keys += [f"setup.level.{level}" for level in AI_LEVELS]
    keys += [f"save.error.{code}" for code in SAVE_ERROR_CODES]
    for game, sections in RULES_SECTIONS.items():
        keys.append(f"rules.{game}.title")
        keys += [f"rules.{game}.{s}.{part}" for s in sections for part in ("title", "body")]
    assert [k for k in keys if k not in english] == []


def test_the_rules_name_the_colours_and_dice_faces_in_both_languages():
    en = load_catalogue("en")
    fr = load_catalogue("fr")
    assert "1, 1, 1, 2, 2" in en["rules.taisen.edition.body"]
    assert "1, 1, 1, 2, 2" in fr["rules.taisen.edition.body"]
    for word in ("Rock", "Paper", "Scissors", "red", "green", "blue"):
        assert word in en["rules.taisen.dice.body"]
    for word in ("Pierre", "Feuille", "Ciseaux", "rouge", "vert", "bleu"):
        assert word in fr["rules.taisen.dice.body"]


@pytest.mark.parametrize("lang", ("en", "fr"))
@pytest.mark.parametrize("name", sorted(path.name for path in (I18N / "en").glob("*.json")))
def test_no_text_hedges_a_plural_with_brackets(lang: str, name: str) -> None:
    """'2 token(s)' reads like a bug: a counted word takes its plural form
    (Translator.plural, key.one / key.other), in every file of both languages (the
    hot-seat panel's "5 earlier line(s) above" was one, shown at every Shinobi,
    Night and Dojo hand-off with a long story)."""
    path = Path(__file__).resolve().parents[2] / "assets" / "i18n" / lang / name
    texts = json.loads(path.read_text(encoding="utf-8"))
    assert [k for k, v in texts.items() if "(s)" in v] == []


@pytest.mark.parametrize("name", sorted(path.name for path in (I18N / "fr").glob("*.json")))
def test_french_typography(name: str) -> None:
    """French puts a space before : ; ! ? and inside « », and it must be a no-break one
    (U+00A0): the wrap splits at plain spaces, and put a colon at the start of a line
    ('Échap' / ': retour'). Three dots are one '…' (issue 33)."""
    texts = json.loads((I18N / "fr" / name).read_text(encoding="utf-8"))
    bad = {
        key: text
        for key, text in texts.items()
        if re.search(r" [:;!?»]|« |\.\.\.", text) or re.search(r"[^\s\u00a0\]]:\s", text)
    }
    assert bad == {}, f"fr/{name}: write '\\u00a0:' (a no-break space) and '…'"
