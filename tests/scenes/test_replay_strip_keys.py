"""The replay's strip read at a glance (issue 33, s22: newcomers W 6.5, Y 7.5, Z 7 at
1280x720 found its two rows of thirteen small buttons dense, 'View: everything / List
decks / Full table' touching the board's frame, 'Play on from here' the window's edge).

Now a thin top row, where the replay stands and the timeline across the window; under
it one row of buttons, each with its key shown: Back [Esc]; Start and End as icons,
'◀ Turn [↑][↓] ▶' and '◀ Action [←][→] ▶'; Play [Space] and the speed; View… [V], one
menu of the views, the face-up list [D] and the full table [F]; Play on from here [P].
Nothing cut, nothing over anything else, every word 11 px tall at 1280x720, in both
languages and every game; every function kept (the menu's rows act, as their keys do)."""

from __future__ import annotations

from itertools import combinations
from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.replay import keycaps, strip_layout
from scenes.replay.scene import ReplayScene
from tools.cap_heights import cap_height

from .conftest import Driver
from .replay_records import GAMES
from .test_replay import opened
from .test_replay_icon_labels import words_drawn

SIZES = [(1280, 720), (1920, 1080)]


def parts(scene: ReplayScene) -> dict[str, pygame.Rect]:
    """Every control of the strip and its words' places, by name."""
    strip = scene.strip
    rects = {f"icon{i}": b.rect for i, b in enumerate([*scene.transport, *scene.speed_buttons])}
    for name in ("view", "play_on", "back"):
        rects[name] = getattr(scene, f"{name}_button").rect
    for rect, word, _ in strip.pair_words:
        rects[f"pair_{word}"] = rect
    rects["timeline"] = scene.timeline.rect
    rects["status"] = strip.status
    rects["speed"] = strip.speed
    return {name: rect.copy() for name, rect in rects.items()}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", list(GAMES))
def test_a_thin_timeline_over_one_row_of_buttons_nothing_cut_or_covered(
    sized_app: Any, tmp_path: Path, game: str, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    scene = opened(app, tmp_path, game, at=20)
    drawn = words_drawn(app)
    strip = scene.rects[1]
    placed = parts(scene)
    for name, rect in placed.items():
        assert strip.contains(rect), name
    for (a, ra), (b, rb) in combinations(placed.items(), 2):
        assert not ra.colliderect(rb), (a, b)
    timeline = scene.timeline.rect
    with theme.scaled_for(size):
        assert timeline.right == strip.right - theme.px(strip_layout.MARGIN)
    assert timeline.width >= size[0] // 2  # across the window (it was 300-530 px at 1280)
    assert timeline.height < scene.back_button.rect.height  # thin, over the buttons
    buttons = [*scene.transport, *scene.speed_buttons, *scene.column_buttons]
    assert {b.rect.top for b in buttons} == {scene.back_button.rect.top}  # one row
    assert all(b.rect.top >= timeline.bottom for b in buttons)
    # each button's words and key whole inside it (the keys shown at both sizes)
    for button in scene.column_buttons:
        assert button.show_keys, button.label()
        with theme.scaled_for(size):
            assert button.needed(button.size) < button.rect.width, button.label()
        rect, _ = drawn[button.label()]
        assert button.rect.contains(rect), button.label()
    tr = app.tr
    for key, button in (("esc", scene.back_button), ("v", scene.view_button)):
        rect, _ = drawn[tr(f"replay.key.{key}")]
        assert button.rect.contains(rect), key
    play = scene.transport[3]
    assert play.rect.contains(drawn[tr("replay.label.play")][0])
    assert play.rect.contains(drawn[tr("replay.key.space")][0])
    for rect, word, keys in scene.strip.pair_words:  # '[↑] Turn [↓]' between its arrows
        shown = drawn[tr(f"replay.label.{word}")][0]
        assert rect.contains(shown), word
        with theme.scaled_for(size):  # the back key left of the word, the forward one right
            assert shown.left - rect.left >= keycaps.caps_width([keys[0]]), word
            assert rect.right - shown.right >= keycaps.caps_width([keys[1]]), word


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["taisen", "shinobi"])
def test_the_strip_s_words_and_keys_stand_11_px_at_1280x720(
    sized_app: Any, tmp_path: Path, game: str, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app((1280, 720))
    app.language_for_run(lang)
    scene = opened(app, tmp_path, game, at=20)
    Driver(app).step()
    sizes: list[tuple[str, int]] = []
    real = theme.text

    def spied(string: str, size: int, *args: Any, **kwargs: Any) -> Any:
        sizes.append((string, size))
        return real(string, size, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spied)
    with theme.scaled_for((1280, 720)):
        scene.strip.draw(app.canvas, scene.rects[1])
    tr = app.tr
    wanted = [tr(f"replay.key.{k}") for k in ("esc", "space", "v", "p")]
    wanted += [tr("replay.label.turn"), tr("replay.label.action"), tr("replay.view.menu")]
    said = dict(sizes)
    for text in wanted:
        assert text in said, text
    for text, size in sizes:
        pixels = round(round(size * theme.scale()) * theme.FONT_SCALE["body"])
        assert cap_height(text, "body", pixels) >= 11, (text, size)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_view_menu_holds_the_views_the_list_and_the_full_table(
    app: Any, tmp_path: Path, lang: str
) -> None:
    app.language_for_run(lang)
    scene = opened(app, tmp_path, "dojo", at=20)
    ui = Driver(app)
    ui.step()
    tr = app.tr
    ui.click(scene.view_button)
    views = scene.views
    assert views.shown
    labels = [views.entry_label(entry) for entry in views.entries()]
    assert labels == [
        tr("replay.view.pick.all"),
        *(
            tr("replay.view.pick.seat", seat=scene.seat_label(s), number=s + 1)
            for s in range(scene.players)
        ),
        tr("replay.panel.dojo"),
        tr("replay.full"),
    ]
    strip = scene.rects[1]
    for row in views.rows:  # over the strip, clear of the timeline, in the window
        assert row.bottom <= strip.top and app.window.get_rect().contains(row)
    drawn = words_drawn(app)
    for key in ("d", "f"):  # each action's key on its row
        rect, _ = drawn[tr(f"replay.key.{key}")]
        row = views.rows[-2 if key == "d" else -1]
        assert row.contains(rect), key
    ui.click(views.rows[-2].center)  # the list
    assert scene.panel_open and not views.shown
    ui.click(scene.view_button)
    assert views.entry_label(views.entries()[-2]) == tr("replay.panel.hide")
    ui.key(pygame.K_f)  # the full table, by its key, the menu open
    assert scene.full and not views.shown


def test_taisen_s_menu_holds_the_list_and_the_full_table_only(app: Any, tmp_path: Path) -> None:
    scene = opened(app, tmp_path, "taisen", at=20)
    ui = Driver(app)
    ui.step()
    ui.click(scene.view_button)
    assert scene.views.entries() == [("panel", None), ("full", None)]
    ui.move(scene.views.rows[0].center)  # the row's tip, in Taisen's words, over the menu
    drawn = words_drawn(app)
    tip = app.tr("replay.tip.panel.taisen")
    lines = [(text, rect) for text, (rect, _) in drawn.items() if text in tip and len(text) > 4]
    assert " ".join(text for text, _ in lines) == tip
    top = min(row.top for row in scene.views.rows)
    assert all(rect.bottom <= top for _, rect in lines)
    ui.click(scene.views.rows[1].center)
    assert scene.full
