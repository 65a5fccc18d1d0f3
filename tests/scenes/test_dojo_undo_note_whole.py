"""What an Undo took back is said whole before the hint or the prompt (issue 33, newcomer
U, s9 u-21.png, Dojo in French at 1280x720: 'Annulé : Avancez depuis la forêt (nord-ouest,
côté ouest) vers la plaine (nord-ouest, côté ouest). Conseil : avancez depuis la forêt
vers la plaine. Puis 2 autres pa…': the note and the hint shared the hint's lines)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes.app import App
from scenes.dojo import DojoScene

from .conftest import record_texts
from .test_dojo_open_dojo import U_WALK, u_session
from .test_dojo_scene import key


def _undone(app: App, lang: str, hint: bool) -> DojoScene:
    """U's third turn at 1280x720: the hint's walk kept, its first step played and
    undone."""
    app.set_language(lang)
    scene = DojoScene(app, u_session(), animate=False, ai_pause=0)
    app.push(scene)
    scene.update(1 / 60)
    if hint:
        scene.hint = scene.hint_move(U_WALK[:4] + ["end"])  # the guarded walk
    scene.submit(U_WALK[0])
    scene.update(1 / 60)
    key(scene, pygame.K_u)
    scene.update(1 / 60)
    return scene


@pytest.mark.parametrize("hint", [True, False])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_undo_note_is_never_cut(
    sized_app: Callable[[tuple[int, int]], App],
    lang: str,
    hint: bool,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = sized_app((1280, 720))
    scene = _undone(app, lang, hint)
    told = scene.refusal()
    assert told is not None and app.tr("undo.step", what="")[:5] in told
    if hint:  # the hint is shown again under the note
        assert scene.hint is not None and str(scene.hint) == U_WALK[0]
    texts = record_texts(monkeypatch)
    canvas = pygame.Surface(app.view_size)
    scene.draw(canvas)
    assert not any(t.endswith("…") for t in texts), [t for t in texts if "…" in t]
    said = " ".join(texts)
    assert all(word in said for word in told.split()[:3])  # the note's start, drawn
    # the moves and the choices went down under it: nothing drawn over the prompt
    panel = scene.prompt_panel
    lines = panel.own_lines() + panel.hint_room()
    assert scene.prompt_panel.moves_area().top >= scene.layout.action.top + lines * 20
