"""An Undo's words never move the option list (issue 33, newcomer N, s8 n65/n66.png:
after the Undo of a Collect the prompt began 'Undone: Collect 2 tokens...', grew a line,
and the whole list moved down 22 px under the pointer). The prompt keeps its own words
and height; the Undo's words show over the village for a moment (undo_note.py)."""

from __future__ import annotations

import pygame
import pytest
from support.night_line import give, line_state, person_table

from ninjas.core.i18n import Translator
from scenes.app import App
from scenes.night import NightScene

from .conftest import record_texts
from .test_night_collect_pick import CANVAS, choose


def seen_collect(app: App) -> NightScene:
    """Seat 0 to Collect three tokens it has seen (their faces turn up nothing: the
    Collect may be undone), its backpack empty: the prompt is three lines of five."""
    s = line_state([("collect", "skip")] * 3, (0, 2, 1))
    for kind in ("v1", "v2", "v3"):
        s.known[give(s, kind, building=0)].add(0)
    scene: NightScene = person_table(app, s)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_undo_of_a_collect_moves_no_row(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.tr = Translator(lang)
    scene = seen_collect(app)
    scene.draw(pygame.Surface(CANVAS))
    layout = scene.layout()
    before = (layout.prompt.copy(), scene.option_list.box(layout).top)
    prompt = scene.prompt_panel.text()
    assert len(scene.prompt_panel.lines(layout.prompt.width - layout.px(20))) < 5
    choose(scene, next(str(a) for a, _ in scene.options if a.kind == "collect"))
    scene.undo()
    texts = record_texts(monkeypatch)
    scene.draw(pygame.Surface(CANVAS))
    layout = scene.layout()
    told = scene.refusal()
    assert told is not None and told.startswith(app.tr("undo.step", what="")[:4])
    # fails before: the prompt a line taller, the list 22 px lower
    assert (layout.prompt, scene.option_list.box(layout).top) == before
    assert scene.prompt_panel.text() == prompt
    note = scene.table_view.undo_note
    assert note.rect is not None and not note.rect.colliderect(layout.prompt)
    assert layout.map.contains(note.rect)
    said = " ".join(texts)
    assert all(word in said for word in told.split()[:3])  # the Undo's words are shown
