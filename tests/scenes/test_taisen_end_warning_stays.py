"""Newcomer Y, s13, 022 -> 024: End turn with a die that can still move warned 'Dice that
can still move: blue. Press End turn (E) again...', and a few seconds later the prompt
was back to 'Use another die, or end your turn': whoever looked away missed why E did
nothing. The warning stays while it holds: this position, a die able to move."""

from __future__ import annotations

import pygame
import pytest

from scenes.app import App
from scenes.tableflow.refusal import REFUSAL_SECONDS

from .test_taisen_end_unused import one_die_played
from .test_taisen_scene import key, settle, table  # noqa: F401  (the fixture)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_warning_stays_while_a_die_can_still_move(app: App, table, lang: str) -> None:  # noqa: F811
    app.set_language(lang)
    scene = table()
    one_die_played(scene)
    dice = scene.selection.dice_for(None)
    assert dice and scene.selection.can_end
    key(scene, pygame.K_e)
    warned = scene.refusal()
    assert warned is not None and app.tr("taisen.button.end") in warned
    scene.time += REFUSAL_SECONDS * 3  # long after the refusal's time is over
    assert scene.refusal() is None
    assert scene.guidance.prompt(None)[0] == warned  # still said
    move = next(a for a in scene.state.legal_actions() if not a.is_end)
    scene._play(move)  # she acts: the question was about the position before
    settle(scene)
    if scene.state.side == 0 and not scene.state.is_terminal:
        assert scene.guidance.prompt(None)[0] != warned
