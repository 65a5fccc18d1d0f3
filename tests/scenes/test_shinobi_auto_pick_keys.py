"""Shinobi: a choice the table made for the person takes no key of theirs with it
(newcomer F, s15, 273: Toad's 'Return a card', the rival had one card, the table took
it, and F's next '1', meant for that card, discarded her Dragon). The prompt says what
was chosen; a digit pressed as the next decision opens does nothing but say why; the
same key pressed once the grace is over discards. Real KEYDOWN, TEXTINPUT and KEYUP
through app.dispatch, EN and FR."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.shinobi.auto_pick import GRACE_SECONDS
from tests.shinobi.test_rules import BEAR, DRAGON, arrange, ids

from .conftest import Driver
from .test_shinobi_newcomer_fixes import akane_places, place_clan

CHOSEN = {
    "en": "Send a foe's card back to their hand: Bear (6) is the only card you can choose,"
    " so it is chosen.",
    "fr": "1 carte rivale rentre dans sa main\u00a0: Ours (6) est la seule carte que vous"
    " pouvez choisir, elle est donc choisie.",
}
KEPT = {"en": "That key did nothing", "fr": "Cette touche n\u2019a rien fait"}


def press(ui: Driver, key: int, char: str) -> None:
    """One key as a keyboard sends it: down, its text, up; then a frame."""
    ui.event(pygame.KEYDOWN, key=key, mod=0, unicode=char, scancode=0)
    ui.event(pygame.TEXTINPUT, text=char)
    ui.event(pygame.KEYUP, key=key, mod=0, unicode=char, scancode=0)
    ui.step()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_key_after_the_card_taken_for_her_discards_nothing(
    app: App, ui: Driver, lang: str
) -> None:
    app.set_language(lang)
    scene = akane_places(app)
    toads = ids("Toad")[:2]
    arrange(scene.state, hands={0: [*toads, DRAGON[0]]}, clans={1: {"Bear": BEAR[:2]}})
    scene._refresh()
    place_clan(scene, ui, "Toad", toads)  # Sora's one Bear is taken for Akane
    state = scene.state
    assert state.phase == "discard" and scene.can_act
    assert scene.refusal() == CHOSEN[lang]  # the prompt says it, not the log alone
    press(ui, pygame.K_1, "1")  # meant for the card she expected to choose
    assert DRAGON[0] in state.hands[0]  # fails before: '1' discarded the Dragon
    assert state.phase == "discard"
    said = scene.refusal() or ""
    assert said.startswith(KEPT[lang]), said
    scene.update(GRACE_SECONDS)  # seen: the same key now chooses
    press(ui, pygame.K_1, "1")
    assert DRAGON[0] not in state.hands[0]
