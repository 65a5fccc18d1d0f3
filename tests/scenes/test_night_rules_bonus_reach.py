"""The rules reference, Bonuses: the Shuriken (and the Kunai, thrown the same way) is
thrown with the fighting string at a ninja within that string's reach, without moving
or risking an injury (ninja-night.en.txt: 'following the same steps as for the action
"Attack", using the Fighting string'; a Shuriken beyond reach is not offered). Newcomer
R, s19, Night EN 1920x1080: the line said only 'throw at a ninja on another roof'."""

from __future__ import annotations

import pytest

from scenes.app import App

STRING = {"en": "fighting string", "fr": "ficelle de combat"}
REACH = {"en": "within the fighting string's reach", "fr": "à portée de la ficelle de combat"}
SAFE = {"en": "risk no injury", "fr": "sans risquer de blessure"}


def _line(app: App, bonus: str) -> str:
    body = str(app.tr("rules.night.bonuses.body"))
    return next(line for line in body.splitlines() if line.startswith(f"- {bonus}"))


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("bonus", ["Shuriken", "Kunai"])
def test_the_thrown_bonuses_say_the_fighting_string_s_reach(
    app: App, lang: str, bonus: str
) -> None:
    app.set_language(lang)
    line = _line(app, bonus)
    assert STRING[lang] in line, line
    assert REACH[lang] in line, line
    assert SAFE[lang] in line, line
