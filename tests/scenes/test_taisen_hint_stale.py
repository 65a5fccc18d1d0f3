"""A hint shown, then another choice: the prompt follows the pointer as it does with no
hint (the hint's words again off it), and a die or ninja picked that is not the hint's
takes the hint away, its words and its ring (newcomer O, s18, 081: 'Conseil : Feuille
2 ...' and its ring stayed over another die's choice). Real events through app.dispatch."""

from __future__ import annotations

from typing import Any

import pytest

from scenes.taisen import layout as L

from .test_taisen_scene import settle, table, visible_point  # noqa: F401

BOARD = "J/-/-/-/R2S2/jr1p3/-/-/-/-/s1 m r1g1b1 -"
"""Legal: r:J g:J b:J b:R2 r:S2 (R2 is card 1, the Shogun J card 9)."""


def shown_hint(scene: Any, ui: Any, code: str) -> Any:
    """The hint `code` found for the position shown, as the AI worker would give it."""
    action = next(a for a in scene.state.legal_actions() if str(a) == code)
    scene.hint_job.key, scene.hint_job.action = scene.version, action
    ui.step()
    assert scene.hint is action
    return action


def hint_words(scene: Any) -> str:
    return str(scene.app.tr("taisen.prompt.hint", card="", die="")).split()[0]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_prompt_follows_the_pointer_with_a_hint(
    table: Any,  # noqa: F811
    app: Any,
    ui: Any,
    lang: str,
) -> None:
    app.set_language(lang)
    scene = table(notation=BOARD)
    settle(scene)
    shown_hint(scene, ui, "b:R2")
    ui.move(visible_point(scene, 9))  # the Shogun: the blue die (the hint's) would move it
    preview = scene.highlights().preview
    assert preview is not None and preview.cards == [scene.state.side * 10 + 9]
    said = scene.prompt(preview)[0]
    assert not said.startswith(hint_words(scene))  # the Shogun's move, not the hint
    assert scene.highlights().hint_card is not None  # the hint still stands
    ui.move((5, 5))  # off the ninjas: the hint's move focused again
    assert scene.prompt(scene.highlights().preview)[0].startswith(hint_words(scene))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_another_die_picked_takes_the_hint_away(table: Any, app: Any, ui: Any, lang: str) -> None:  # noqa: F811
    app.set_language(lang)
    scene = table(notation=BOARD)
    settle(scene)
    shown_hint(scene, ui, "b:R2")
    ui.click(L.die_rect(0).center)  # the red die: not the hint's
    ui.step(3)
    assert scene.hint is None and scene.highlights().hint_card is None
    assert scene.selection.die == 0
    ui.move(visible_point(scene, 7))
    said = scene.prompt(scene.highlights().preview)[0]
    assert not said.startswith(hint_words(scene))
