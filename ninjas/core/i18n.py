"""Translations: every player-facing text, English and French.

Catalogues are JSON files under assets/i18n/<lang>/ (one file per area, merged),
mapping keys to text with `{name}` placeholders.
"""

from __future__ import annotations

import json
import locale
import logging
import os
import re
from functools import cache
from pathlib import Path
from typing import Any

from .paths import asset_path

log = logging.getLogger(__name__)

LANGUAGES = ("en", "fr")
FALLBACK = "en"
SINGULAR_UP_TO = {"en": (1, 1), "fr": (0, 1)}
"""The counts that take the singular form: English "1 card, 0 cards"; French "0 carte,
1 carte, 2 cartes" (CLDR's plural rules for these two languages)."""
DECIMAL_MARK = {"en": ".", "fr": ","}
"""English "20.5 cm", French "20,5 cm" (CLDR's decimal symbol)."""
ELIDED_BEFORE_VOWEL = {"fr": re.compile(r"\b([dD]e|[qQ]ue) \{(\w+)\}")}
"""French "de" and "que" before a name that starts with a vowel lose their e: "l'Ours
d'Akane", "qu'Akane ouvre" (a seat's name, a card's, a typed name: only the value
tells). H and Y are left alone (an aspirated h: "de Hanzo")."""
VOWELS = "aeiouàâäéèêëîïôöùûü"
FIELD = re.compile(r"\{(\w+)\}")
SUBJECT = ("subject.you", "subject.they")
"""The words of a text's subject tokens, one key each ("you=you | your=your | ..."),
for the person spoken to and for a seat named ("you={name} | your={name}'s | ..."):
a review speaks to the person who played ('your 32 decisions') or of the seat by its
name ('Green ninja's 32 decisions', newcomer M, s17). A text says '{your} backpack',
'{Vous} {aviez}'; each language has its own tokens (French's verbs agree with the
subject); a caller never gives them (Subject does, else the person's)."""


def subject_words(text: str) -> dict[str, str]:
    """The tokens of a SUBJECT text: entries split by ' | ', each 'token=words' (the
    words kept whole, a leading space too: French ' de {name}')."""
    pairs = (entry.split("=", 1) for entry in text.split(" | ") if "=" in entry)
    return {token.strip(): words for token, words in pairs}


def elide(text: str, lang: str, values: dict[str, Any]) -> str:
    """`text` with its "de {name}" written "d'{name}" where the name's value starts
    with a vowel, as `lang` wants."""
    pattern = ELIDED_BEFORE_VOWEL.get(lang)
    if pattern is None or "{" not in text:
        return text

    def elided(match: re.Match[str]) -> str:
        word, name = match.groups()
        first = str(values.get(name, ""))[:1].lower()
        return f"{word[:-1]}'{{{name}}}" if first and first in VOWELS else match.group(0)

    return pattern.sub(elided, text)


_TABLE_LANGUAGE = [FALLBACK]


def table_language() -> str:
    """The language of the screen's words (the app's translator's: set_table_language),
    for what is drawn with no translator at hand, a card's rank letters."""
    return _TABLE_LANGUAGE[0]


def set_table_language(lang: str) -> None:
    _TABLE_LANGUAGE[0] = lang if lang in LANGUAGES else FALLBACK


def default_language() -> str:
    """The system locale's language if we have it, else English."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(var)
        if value:
            code = value.split(":")[0][:2].lower()
            return code if code in LANGUAGES else FALLBACK
    try:
        code = (locale.getlocale()[0] or "")[:2].lower()
    except ValueError:
        code = ""
    return code if code in LANGUAGES else FALLBACK


@cache
def load_catalogue(lang: str, root: Path | None = None) -> dict[str, str]:
    folder = (root or asset_path("i18n")) / lang
    merged: dict[str, str] = {}
    if folder.is_dir():
        for path in sorted(folder.glob("*.json")):
            merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


def plain_words(key: str, values: dict[str, Any]) -> str:
    """What a text missing from both catalogues shows: its key's last word, and the
    values it was given, "computer (Midori, Hard)" for "results.seat.computer", never
    the raw key (issue 33: a newcomer's results read 'results.seat.computer')."""
    parts = [part for part in key.split(".") if part not in ("one", "other")] or [key]
    word = parts[-1].replace("_", " ")
    shown = [str(value) for value in values.values() if isinstance(value, (str, int))]
    return f"{word} ({', '.join(shown)})" if shown else word


class Translator:
    """`tr("key", name=value)`: the text in the chosen language, falling back to English,
    then to plain words made of the key and its values (a missing text never crashes,
    and never shows its key raw: see plain_words)."""

    def __init__(self, lang: str = FALLBACK) -> None:
        self.lang = lang if lang in LANGUAGES else FALLBACK
        self._texts = load_catalogue(self.lang)
        self._fallback = load_catalogue(FALLBACK)
        self._reread: set[str] = set()
        """Keys found in neither catalogue, for which the catalogues were read again."""
        self._subjects: dict[str | None, dict[str, str]] = {}

    def _missing(self, key: str) -> str | None:
        """A key in neither catalogue: they are read again once for it (a screen's
        module imported after its texts were added to the files, as an update under a
        running game did), else None."""
        if key in self._reread:
            return None
        self._reread.add(key)
        load_catalogue.cache_clear()
        self._texts = load_catalogue(self.lang)
        self._fallback = load_catalogue(FALLBACK)
        text = self._texts.get(key) or self._fallback.get(key)
        if text is None:
            log.warning("no text for %r in any catalogue", key)
        return text

    def has(self, key: str) -> bool:
        return key in self._texts or key in self._fallback

    def plural(self, key: str, count: int, /, **kwargs: Any) -> str:
        """`key.one` or `key.other`, as this language's plural rule chooses for `count`
        (which is also passed as `{count}` unless given): "1 card", "2 cards"."""
        low, high = SINGULAR_UP_TO.get(self.lang, (1, 1))
        form = "one" if low <= abs(count) <= high else "other"
        wanted = f"{key}.{form}"
        return self(wanted if self.has(wanted) else key, **{"count": count, **kwargs})

    def subject(self, name: str | None = None) -> dict[str, str]:
        """The subject tokens' words: the person spoken to ('you', 'your'), or the seat
        `name` ('Green ninja', "Green ninja's"; French 'de Ninja vert', "d'Ana")."""
        if name not in self._subjects:
            if name is None:
                text = self._texts.get(SUBJECT[0]) or self._fallback.get(SUBJECT[0], "")
            else:
                text = self(SUBJECT[1], name=name)
            self._subjects[name] = subject_words(text)
        return self._subjects[name]

    def decimal(self, value: float, places: int = 1) -> str:
        """`value` with `places` decimals, as this language writes it: "20.5", "20,5"."""
        return f"{value:.{places}f}".replace(".", DECIMAL_MARK.get(self.lang, "."))

    def names(self, names: list[str]) -> str:
        """A list of names as a sentence says it: "Akane", "Akane and Sora",
        "Akane, Sora and Kiku"."""
        if len(names) <= 1:
            return "".join(names)
        return self("list.and", rest=", ".join(names[:-1]), last=names[-1])

    def __call__(self, key: str, **kwargs: Any) -> str:
        text = self._texts.get(key) or self._fallback.get(key) or self._missing(key)
        if text is None:
            return plain_words(key, kwargs)
        if "{" in text and not key.startswith("subject."):
            missing = [field for field in FIELD.findall(text) if field not in kwargs]
            if missing:  # (a subject token no one gave: the person's, 'you')
                forms = self.subject()
                kwargs = {**{f: forms[f] for f in missing if f in forms}, **kwargs}
        if kwargs:
            text = elide(text, self.lang, kwargs)
            try:
                return text.format(**kwargs)
            except (KeyError, IndexError, ValueError):
                return text
        return text


class Subject:
    """`Subject(tr, name)`: `tr`, its texts' subject tokens said of the seat `name`
    ('Green ninja's decisions'), or to the person where `name` is None ('your
    decisions'). A review's words take it as their `tr` (scenes/review)."""

    def __init__(self, tr: Any, name: str | None) -> None:
        self.tr = tr
        self.name = name

    def __call__(self, key: str, /, **params: Any) -> str:
        return str(self.tr(key, **{**self.tr.subject(self.name), **params}))

    def plural(self, key: str, count: int, /, **params: Any) -> str:
        return str(self.tr.plural(key, count, **{**self.tr.subject(self.name), **params}))

    def __getattr__(self, attr: str) -> Any:
        return getattr(self.tr, attr)


def sentence(text: str) -> str:
    """`text` with its first letter in capitals (a prompt that opens with a power's
    name, "destroy a card: ...", still reads as a sentence)."""
    return text[:1].upper() + text[1:]
