"""Taisen's replay offered 'View: everything' and, in its picker, 'As Monkey saw it'
in a game that hides nothing: two names for the same table (E12, s20). Now its View…
menu holds what is hidden (nothing but the dice to come) and the full table, no seat's
view, its tip says why, and neither the menu, V, Shift+V nor the pad's Y offers one."""

from __future__ import annotations

import pygame
import pytest

from scenes import theme
from scenes.replay import open_replay
from scenes.replay.scene import ReplayScene

from .replay_records import make_record


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_taisen_replay_offers_no_seat_view(app, tmp_path, lang):  # type: ignore[no-untyped-def]
    app.language_for_run(lang)
    scene = open_replay(app, make_record("taisen", tmp_path / "records"))
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    tr = app.tr
    assert scene.view_label() == tr("replay.view.none_hidden")
    assert scene.view_button.activate()  # the menu: the list and the full table (s22)
    assert scene.views.shown and scene.views.views() == []
    assert [kind for kind, _ in scene.views.entries()] == ["panel", "full"]
    scene.views.shown = False
    scene.on_key(pygame.K_v)
    assert scene.view is None and not scene.views.shown
    scene.pick_view()  # Shift+V: the same menu, no seat's view in it
    assert scene.views.shown and scene.views.views() == []
    assert scene.strip.tip(scene.view_button) == tr("replay.tip.view_menu.taisen")
    app.draw()  # drawn, the label whole in its button
    button = scene.view_button
    assert theme.font(button.size).size(button.label())[0] < button.rect.width


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_taisen_full_table_line_names_no_views_key(app, tmp_path, monkeypatch, lang):  # type: ignore[no-untyped-def]
    """The full table's help line said 'V: the views.' in Taisen too."""
    app.language_for_run(lang)
    scene = open_replay(app, make_record("taisen", tmp_path / "records"))
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    scene.full = True
    said: list[str] = []
    monkeypatch.setattr(
        "scenes.replay.scene.draw_hint", lambda _canvas, text, *a, **k: said.append(text)
    )
    app.draw()
    assert said and said[-1].startswith(app.tr("replay.title"))
    assert " V" not in said[-1]  # (the other keys stay: F, Left/Right, Up/Down, Space)
