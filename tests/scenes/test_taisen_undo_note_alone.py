"""After Undo the prompt says what was undone alone, not with the pointer's preview glued
on: newcomer U (s20, FR 1280x720, 031->032) read 'Annulé : Ciseaux 3 avec le dé rouge.
Ciseaux 3 sur la tuile 5' as if the undo had put Scissors 3 on tile 5. Once the undo's
words have had their time, the preview is said again. Real events through app.dispatch."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.tableflow.refusal import TOLD_SECONDS
from scenes.taisen import layout as L

from .test_taisen_scene import STEP, settle, table, visible_point  # noqa: F401
from .test_taisen_undo_click import BOARD

UNDONE = {"en": "Undone: ", "fr": "Annulé\u00a0: "}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_undo_is_said_alone_under_the_pointers_preview(
    table: Any,  # noqa: F811
    app: Any,
    ui: Any,
    lang: str,
) -> None:
    app.set_language(lang)
    scene = table(notation=BOARD)
    settle(scene)
    point = visible_point(scene, 1)
    ui.click(L.die_rect(2).center)  # the blue die, then the ninja: played at once
    ui.click(point)
    assert scene.session.actions == ["b:R2"]
    settle(scene)
    ui.key(pygame.K_u)
    assert scene.session.actions == []
    ui.move((5, 5))
    ui.move(point)  # the pointer on the ninja again: its move previewed
    preview = scene.highlights().preview
    assert preview is not None and preview.dst == 5
    told = str(scene.refusal())
    assert told.startswith(UNDONE[lang]), told
    assert scene.prompt(preview)[0] == told  # the undo alone, nothing glued on
    for _ in range(int(TOLD_SECONDS / STEP) + 5):
        ui.step()
    later = scene.prompt(scene.highlights().preview)[0]
    assert UNDONE[lang] not in later, later  # then the preview, said alone
    assert later != told
