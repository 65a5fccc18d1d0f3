"""The Dojo rules (F1) say how a game usually ends, with first tips, in our words (issue
33, newcomer M, s8: 'add a short "how a Dojo game usually ends / first tips" box about
land and deck size'; both games against hard ended on the cards before any fight)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from scenes import theme
from scenes.app import App
from scenes.rules_scene import RULES_SECTIONS, RulesScene

SizedApp = Callable[[tuple[int, int]], App]
WORDS = {
    "en": ("How games end: tips", "54 cards last ten summonings of 5", "Behind on land?"),
    "fr": (
        "Fin de partie\u00a0: conseils",
        "54 cartes font dix invocations de 5",
        "En retard\u00a0?",
    ),
}


def test_the_tips_come_right_after_the_winning_rules() -> None:
    sections = RULES_SECTIONS["dojo"]
    assert sections[sections.index("winning") + 1] == "tips"  # fails before: no tips


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_tips_are_a_section_of_the_page_drawn_whole(
    sized_app: SizedApp, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    rules = RulesScene(app, "dojo")
    app.push(rules)
    app.apply_scale()
    tips = RULES_SECTIONS["dojo"].index("tips")
    rules.jump(tips)
    app.draw()
    title, fact, tip = WORDS[lang]
    assert app.tr("rules.dojo.tips.title") == title
    body = app.tr("rules.dojo.tips.body")
    assert fact in body and tip in body
    button = rules.contents[tips]  # its button in the list, its words whole
    assert rules.geometry.panel.contains(button.rect)
    assert theme.font(button.size).size(title)[0] <= button.rect.width - theme.px(16)
