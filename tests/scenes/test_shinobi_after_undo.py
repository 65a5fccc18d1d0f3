"""Issue 33: after the undo of a Shinobi discard a newcomer read only "Undone: Discard
Dragon (2)." with an empty choices panel, and no longer knew what to do. The prompt
still says what to do next, after what was taken back, and the discards are offered."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.shinobi import ShinobiScene

from .conftest import Driver, record_texts
from .hotseat import reveal_hand, table
from .test_turn_end_confirm import shinobi_at_a_discard


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_after_the_undo_of_a_discard_the_prompt_asks_the_discard_and_offers_it(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = table(app, ShinobiScene, shinobi_at_a_discard())
    reveal_hand(app, ui, scene)
    discard = next(a for a in scene.state.legal_actions() if a.kind == "discard")
    ui.step()
    offered = [label for _, label in scene.options]
    glowing = scene.selection.playable_cards()
    assert int(discard.args[0]) in glowing  # the card to click to discard it
    scene.play(discard)
    ui.step(5)
    assert scene.turn_end.waiting
    ui.key(pygame.K_u)
    assert scene.state.phase == "discard" and scene.can_act
    texts = record_texts(monkeypatch)
    ui.step()
    said = " ".join(texts)
    assert scene.words.action_label(discard) in said  # what was taken back...
    asked = app.tr("shinobi.prompt.discard")
    assert asked in said  # ...then what to do now (its lines joined)
    assert said.index(scene.words.action_label(discard)) < said.index(asked)
    assert [label for _, label in scene.options] == offered  # the same choices as before
    assert scene.selection.playable_cards() == glowing  # the cards to click, lit again
    # every card it may be is a choice too, in the hand's order (the panel was empty)
    kinds = {a for a in scene.state.legal_actions() if a.kind == "discard"}
    assert {a for a, _ in scene.options if a.kind == "discard"} == kinds
    assert scene.option_panel.choices.rows_drawn
    assert scene.words.action_label(discard) in offered
