"""The replay's icon buttons are labelled (issue 33, newcomer R, s8: 'the transport row
is ten small unlabeled icon buttons'): play's word on its button beside its icon, Turn
and Action between their ◀ ▶ arrows (newcomer B, s10: no word until hovered; s22: Start
and End icons, each pair's word said once); the hovered icon's word, 'Action +' /
'Action +', in gold, then its tip with its key, in one row just above the strip, over no
button and not the timeline (newcomers G, I, J, s11, nc-J/054: on the strip's other row
it hid them); only that row, only while hovered (newcomer V, s9 rp3/rp4: a band of every
icon's word above the strip hid the Shinobi hand)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes import theme
from scenes.replay.strip import ROW

from .conftest import Driver
from .test_replay import opened

NAMES = ["start", "turn_back", "action_back", "play", "action_forward"]
NAMES += ["turn_forward", "end", "slower", "faster"]
TIPS = ["start", "turn_back", "action_back", "play", "action_forward"]
TIPS += ["turn_forward", "end", "speed", "speed"]


def words_drawn(app: Any) -> dict[str, tuple[pygame.Rect, Any]]:
    """Each text drawn on a frame: its rect and colour."""
    out: dict[str, tuple[pygame.Rect, Any]] = {}
    original = theme.blit_text

    def recording(canvas: Any, text: str, size: Any, colour: Any = None, *a: Any, **k: Any) -> Any:
        rect = original(canvas, text, size, colour, *a, **k)
        out[text] = (rect, colour)
        return rect

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(theme, "blit_text", recording)
        app.draw()
    return out


def hand_cards(scene: Any) -> list[pygame.Rect]:
    """The Shinobi hand's cards where the replay shows them (the table drawn at the
    window's size, scaled into its room)."""
    area = scene.rects[0]
    scale = area.width / scene.app.window.get_width()
    with theme.scaled_for(scene.app.window.get_size()):
        shown = [pygame.Rect(rect) for rect, _ in scene.table.hand.shown()]
    return [
        pygame.Rect(
            round(area.left + r.left * scale),
            round(area.top + r.top * scale),
            round(r.width * scale),
            round(r.height * scale),
        )
        for r in shown
    ]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_icon_says_its_word_and_tip_just_above_the_strip(
    sized_app: Any, tmp_path: Path, lang: str, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    app.language_for_run(lang)
    ui = Driver(app)
    scene = opened(app, tmp_path, "shinobi", at=12)
    ui.step()
    buttons = [*scene.transport, *scene.speed_buttons]
    words = [app.tr(f"replay.label.{name}") for name in NAMES]
    ui.move((size[0] // 2, size[1] // 3))  # over the table: no tip; play's word on its
    drawn = words_drawn(app)  # button, beside its icon (newcomer B, s10); Turn and Action
    play = scene.transport[3]  # between their arrows, Start and End icons (s22)
    assert play.rect.contains(drawn[words[3]][0])
    for rect, word, _ in scene.strip.pair_words:
        assert rect.contains(drawn[app.tr(f"replay.label.{word}")][0]), word
    assert not any(word in drawn for word in words[7:])  # the speed's: ×1 between them
    assert not any(app.tr(f"replay.tip.{tip}") in drawn for tip in TIPS)
    strip = scene.rects[1]
    for button, word, tip in zip(buttons, words, TIPS, strict=True):
        ui.move(button.rect.center)
        drawn = words_drawn(app)
        assert word in drawn, word
        rect, colour = drawn[word]
        assert tuple(colour) == tuple(theme.GOLD)
        said = drawn[app.tr(f"replay.tip.{tip}")][0]
        controls = [b.rect for b in scene.all_buttons()] + [scene.timeline.rect]
        with theme.scaled_for(size):
            row = theme.px(ROW) + 1
        for shown in (rect, said):
            # s11 (newcomers G, I, J, nc-J/054): one row just above the strip, over no
            # button and not the timeline (it stood on the strip's other row, over them)
            assert shown.bottom <= strip.top and shown.top >= strip.top - 2 * row, (word, shown)
            assert shown.collidelist(controls) < 0, (word, shown)
            assert app.window.get_rect().contains(shown)
        others = [(b, w) for b, w in zip(buttons, words, strict=True) if w != word]
        for other, said_word in others:  # the others' words on their own buttons only
            assert said_word not in drawn or other.rect.contains(drawn[said_word][0])


def test_the_tip_of_a_row_one_button_goes_above_the_strip(sized_app: Any, tmp_path: Path) -> None:
    """The View… menu's tip stands above the strip, over no button (s11: a tip stood on
    the buttons' row)."""
    app = sized_app((1280, 720))
    app.language_for_run("fr")
    ui = Driver(app)
    scene = opened(app, tmp_path, "shinobi", at=12)
    ui.step()
    ui.move(scene.view_button.rect.center)
    tip = app.tr("replay.tip.view_menu", seat=scene.seat_label(scene.last_seat))  # (s22)
    rect = words_drawn(app)[tip][0]
    assert rect.bottom <= scene.rects[1].top
    assert rect.collidelist([b.rect for b in scene.all_buttons()]) < 0


def test_the_play_word_says_pause_while_playing(app: Any, ui: Driver, tmp_path: Path) -> None:
    scene = opened(app, tmp_path, "taisen", at=1)
    ui.step()
    ui.move(scene.transport[3].rect.center)
    assert app.tr("replay.label.play") in words_drawn(app)
    scene.toggle_play()
    assert app.tr("replay.label.pause") in words_drawn(app)
