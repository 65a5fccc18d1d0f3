"""Newcomer W (s13): the setup headed a person's seat '(none)' / '(aucun)' and its Name
box read '(none) — click to type' (007, 101): it looked like a bug. A seat with no name
is headed by what it is ('Monkey' / 'Singe'; 'Player 2' where the seat's name is a
computer's own, Shinobi's 'Sora'), its box invites a name. The name box opened with the
old name unselected, so typing appended ('WendyH', 097): the old name is selected, the
first letter typed replaces it, Backspace and the arrows keep it to edit. Nothing said
what a difficulty meant (009): a line under the Difficulty row says it (under the seat's
title where the panel has no room there, as Dojo's)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.core.session import Seat
from scenes import theme
from scenes.setup import SetupScene

from .test_setup_names import type_text

pytestmark = pytest.mark.usefixtures("own_data_dir")


def drawn(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, pygame.Rect]]:
    """The texts a frame draws, and where."""
    texts: list[tuple[str, pygame.Rect]] = []
    blit = theme.blit_text

    def spy(canvas: Any, text: str, *a: Any, **k: Any) -> Any:
        rect = blit(canvas, text, *a, **k)
        texts.append((text, pygame.Rect(rect)))
        return rect

    monkeypatch.setattr(theme, "blit_text", spy)
    app.draw()
    monkeypatch.setattr(theme, "blit_text", blit)
    return texts


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_nameless_person_s_seat_is_headed_by_its_clan(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.tr = Translator(lang)
    setup = SetupScene(app, "taisen", seats=[Seat("human"), Seat("human")])
    app.push(setup)
    texts = [text for text, _ in drawn(app, monkeypatch)]
    monkey, wolf = app.tr("seat.taisen.0"), app.tr("seat.taisen.1")
    assert monkey in texts and wolf in texts, texts
    assert not any("(none)" in text or "(aucun)" in text for text in texts), texts
    assert texts.count(app.tr("setup.name.none")) == 2  # each box invites a name


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_seat_named_after_a_computer_is_player_n(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app = sized_app((1280, 720))
    app.tr = Translator(lang)
    setup = SetupScene(app, "shinobi", seats=[Seat("human", name="Léa"), Seat("human")])
    app.push(setup)
    setup.set_players(2)
    texts = [text for text, _ in drawn(app, monkeypatch)]
    assert app.tr("seat.generic", number=2) in texts
    assert app.tr("seat.shinobi.1") not in texts  # 'Sora' is a computer's name


def open_box(app: Any, ui: Any, name: str) -> Any:
    app.push(SetupScene(app, "taisen"))
    setup = ui.top
    setup.name_typed(0, name)
    setup.ask_name(0)
    return setup, ui.top


def test_typing_replaces_the_old_name(app: Any, ui: Any) -> None:
    setup, entry = open_box(app, ui, "Wendy")
    assert entry.field.value == "Wendy" and entry.field.selected
    type_text(ui, "H")
    type_text(ui, "é")
    assert entry.field.value == "Hé" and not entry.field.selected
    ui.click(entry.ok)
    assert ui.top is setup and setup.seats[0].name == "Hé"


@pytest.mark.parametrize("key", [pygame.K_RIGHT, pygame.K_END, pygame.K_BACKSPACE])
def test_backspace_or_an_arrow_keeps_the_old_name_to_edit(app: Any, ui: Any, key: int) -> None:
    _, entry = open_box(app, ui, "Wendy")
    ui.key(key)
    type_text(ui, "H")
    want = "WendH" if key == pygame.K_BACKSPACE else "WendyH"
    assert entry.field.value == want and entry.menu.focused is entry.field


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_line_under_the_difficulty_says_what_it_means(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.tr = Translator(lang)
    setup = SetupScene(app, "taisen", seats=[Seat("human"), Seat("ai", "easy")])
    app.push(setup)
    row, panel = setup.level_choices[1].rect, setup.seat_panels[1]
    for level in ("easy", "normal", "hard"):
        setup.set_level(1, level)
        setup.level_choices[1].set_value(level)
        words = app.tr(f"setup.level_means.{level}")
        found = [rect for text, rect in drawn(app, monkeypatch) if text == words]
        assert found, level  # the whole line, not its short form
        assert found[0].top >= row.bottom and panel.contains(found[0])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_without_room_under_the_row_the_seat_s_title_line_says_it(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app = sized_app((1280, 720))
    app.tr = Translator(lang)
    setup = SetupScene(app, "dojo", seats=[Seat("human"), Seat("ai", "hard")])
    app.push(setup)
    texts = drawn(app, monkeypatch)
    means = {app.tr("setup.level_means.hard"), app.tr("setup.level_means.hard.short")}
    found = [rect for text, rect in texts if text in means]
    assert found and setup.seat_panels[1].contains(found[0])
    assert found[0].bottom <= setup.level_choices[1].rect.top  # under the title


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game", ["dojo", "night"])
def test_the_title_line_s_meaning_is_whole(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, size: Any, game: str
) -> None:
    """Newcomer Y (s13, 054.png): Night's hard seat at 1920x1080 in French read 'Ses
    meilleurs coups, sans…': each level's words, long or short, are drawn whole."""
    app = sized_app(size)
    app.tr = Translator(lang)
    setup = SetupScene(app, game, seats=[Seat("human"), Seat("ai", "hard")])
    app.push(setup)
    seat = 1
    for level in ("easy", "normal", "hard"):
        setup.set_level(seat, level)
        setup.level_choices[seat].set_value(level)
        texts = [text for text, _ in drawn(app, monkeypatch)]
        means = {app.tr(f"setup.level_means.{level}"), app.tr(f"setup.level_means.{level}.short")}
        assert means & set(texts), (level, [t for t in texts if t.endswith("…")])
