"""A summoning whose cards can match no die (none from Ace to 6) sets its dice at once,
and the log says why (issue 33, newcomer M, s8 g13.png: 8, 9, 10, 8 and a Joker drawn,
then five dice to place one by one that could match nothing)."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from scenes.app import App
from scenes.dojo.dice_fill import can_match

from .conftest import STEP
from .test_dojo_newcomer_d import person_to
from .test_dojo_scene import table

WHY = {
    "en": "No card from Ace to 6 among them: no die can match one, so the dice are set at once.",
    "fr": "Aucune carte de l'As au 6\u00a0: aucun dé ne peut y répondre, les dés sont donc "
    "posés d'un coup.",
}


def test_only_ace_to_six_can_match() -> None:
    assert not can_match([8, 9, 10, 8, 0])  # a Joker (0) never matches a die
    assert can_match([13, 1]) and can_match([6])
    assert not can_match([7, 11, 12, 13])


def summoning(app: App, lang: str, cards: list[int]):  # type: ignore[no-untyped-def]
    app.set_language(lang)
    scene = table(app, [Seat(name="Ada"), Seat("ai", "easy")], 77)
    person_to(scene, "summon")
    me = scene.state.mover
    state = scene.state
    # a second hex of hers, so that where the dice go is hers to choose (under one hex
    # only they go at once: test_dojo_dice_one_site.py)
    free = next(
        h for h, t in state.terrain.items() if t == "plains" and not any(state.ninjas.get(h, []))
    )
    state.ninjas[free] = [0, 0]
    state.ninjas[free][me] = 1
    scene.state.decks[me] += list(reversed(cards))  # drawn from the top: in this order
    scene.submit(f"summon {len(cards)}")
    assert scene.state.phase == "assign" and scene.state.summon_cards == cards
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_dice_that_can_match_nothing_are_set_at_once_and_told(app: App, lang: str) -> None:
    scene = summoning(app, lang, [8, 9, 10, 8, 13])
    for _ in range(5):
        scene.update(STEP)
    # fails before: the five dice waited for five clicks
    assert scene.state.phase != "assign" or scene.state.mover != 0
    assert sum(a.startswith("die ") for a in scene.session.actions) == 5
    assert WHY[lang] in [line for _, line in scene.log_lines]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_dice_that_can_match_are_still_the_persons_to_set(app: App, lang: str) -> None:
    scene = summoning(app, lang, [8, 9, 3, 8, 13])
    for _ in range(5):
        scene.update(STEP)
    assert scene.state.phase == "assign" and not scene.state.summon_hexes
    assert WHY[lang] not in [line for _, line in scene.log_lines]
