"""The Attack card of the Night plan says that a hit takes the attacker onto the target's
roof (issue 33, newcomer I, s6: 'Ninja vert jumped to roof 2, surprising until I read the
rulebook'; the card said only that a hit injures). Its whole line is drawn on the card at
1280x720 and 1920x1080, in English and French."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.app import App

from .test_night_native import table, to_plan


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_attack_card_says_the_attacker_leaps_onto_the_target_roof(
    sized_app, lang: str, size: tuple[int, int], monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    app: App = sized_app(size)
    app.set_language(lang)
    scene = table(app)
    to_plan(scene)
    monkeypatch.setattr(scene.state, "why_not", lambda seat, action: None)
    line = app.tr("night.plan.line.attack")
    leap = {"en": "you leap onto their roof", "fr": "vous sautez sur son toit"}[lang]
    assert leap in line
    drawn: list[str] = []
    text = theme.text

    def noting(words, size, *args, **kwargs):  # type: ignore[no-untyped-def]
        if size == theme.FONT_MIN:
            drawn.append(str(words))
        return text(words, size, *args, **kwargs)

    monkeypatch.setattr(theme, "text", noting)
    with theme.scaled_for(size):
        scene.draw(pygame.Surface(size))
    assert leap in " ".join(drawn)  # the whole line, not cut by the card's room
    # a miss injures the thrower, Attack and Move alike (newcomer I, s16, 142: a missed
    # attack wounded Bruno, and the card had not said so)
    miss = {"en": "a miss injures you.", "fr": "manqué"}[lang]
    for action in ("attack", "move"):
        assert miss in app.tr(f"night.plan.line.{action}")
    assert " ".join(drawn).count(miss) == 2  # fails before: no word of a miss
