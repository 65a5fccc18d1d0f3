"""Issue 33, Night results: "Show hits and misses, and list each throw." The results
keep each seat's record and gain "Every throw", a table of every throw of the game
(who, at what, the string, the true distance, hit or miss, how far off within reach),
a page at a time, readable at 1280x720 (scenes/night/throw_list.py)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import line_state

from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.app import App
from scenes.night import NightScene
from scenes.night.throw_list import NightResults, ThrowListScene, throw_rows
from scenes.results import NOTE_SIZE
from scenes.widgets import resolve

from .test_shinobi_legible import LEAST, height

NAMES = ("Red ninja", "Blue ninja", "Green ninja")


def throws(count: int) -> list[dict[str, Any]]:
    """`count` throws in turn by three seats: moves (one at a roof beyond the moving
    string) and attacks at the next seat."""
    out = []
    for n in range(count):
        seat = n % 3
        attack = n % 4 == 3
        distance = 45.0 if n == 5 else 10.0 + n
        out.append(
            {
                "action": "attack" if attack else "move",
                "seat": seat,
                "from": 0,
                "to": n % 5,
                "victim": (seat + 1) % 3 if attack else None,
                "length": distance + (1.5 if n % 2 else -2.0),
                "distance": distance,
                "success": n % 3 != 1 and n != 5,
            }
        )
    return out


def test_each_throw_has_its_row_with_its_figures(app: App) -> None:
    rows = throw_rows(app.tr, throws(8), NAMES.__getitem__)
    assert [row["n"] for row in rows] == [str(n) for n in range(1, 9)]
    first, beyond, attack = rows[0], rows[5], rows[3]
    assert first == {
        "n": "1",
        "who": "Red ninja",
        "throw": "Move: roof 1",
        "string": "8.0\u00a0cm",
        "distance": "10.0\u00a0cm",
        "result": "hit",
        "off": "2.0\u00a0cm",
    }
    assert rows[1]["result"] == "missed"
    assert attack["throw"] == "Attack: Blue ninja" and attack["off"] == "1.5\u00a0cm"
    assert beyond["distance"] == "45.0\u00a0cm" and beyond["off"] == "beyond the string"
    assert beyond["result"] == "missed"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hit_whose_roof_centre_lies_beyond_the_string_has_its_gap(app: App, lang: str) -> None:
    """Newcomer K, s17, 166: a Kunai of 30.0 cm at a roof 31.6 cm off hit (its near part
    was in reach) and read 'hit ... out of reach'; its gap is the string's end's, as the
    results' average counts it."""
    app.set_language(lang)
    kunai = {"action": "kunai", "seat": 0, "from": 0, "to": 1, "victim": 1}
    told = kunai | {"length": 30.0, "distance": 31.6, "success": True, "reach": True}
    (row,) = throw_rows(app.tr, [told], NAMES.__getitem__)
    assert row["result"] == app.tr("night.throws.hit")
    assert row["off"] == app.tr("night.throws.cm", value=app.tr.decimal(0.0))
    assert row["off"] != app.tr("night.throws.beyond")


def results_over(app: App, count: int) -> NightResults:
    s = line_state()
    s.phase = "over"
    session = GameSession("night", 7, dict(s.options), [Seat("human")] * 3, s)
    rows = throw_rows(app.tr, throws(count), NAMES.__getitem__)
    scene = NightResults(app, session, ["Red ninja: 3 throws, 2 hit, 1 missed"], rows)
    app.push(scene)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_results_open_the_list_and_every_throw_is_on_a_page(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    results = results_over(app, 40)
    canvas = pygame.Surface((1280, 720))
    results.draw(canvas)
    button = results.throws_button
    assert button is not None and button in results.menu.widgets
    assert canvas.get_rect().contains(button.rect)
    layout = results.layout_now
    assert layout is not None and layout.notes_rect is not None
    for other in (results.rematch_button, results.view_button, results.title_button):
        assert not button.rect.colliderect(other.rect)
    assert not button.rect.colliderect(layout.notes_rect)
    button.on_click()  # type: ignore[misc]
    listing = app.top
    assert isinstance(listing, ThrowListScene)
    drawn: list[tuple[str, int]] = []
    text = theme.text

    def spy(string: str, size: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        drawn.append((string, size))
        return text(string, size, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spy)
    seen: list[str] = []
    assert listing.pager.pages > 1
    for _ in range(listing.pager.pages):
        listing.draw(canvas)
        seen += [row["n"] for row in listing.shown()]
        listing.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0))
    assert seen == [str(n) for n in range(1, 41)]  # each once, in order
    with theme.scaled_for((1280, 720)):
        small = [(s, size) for s, size in drawn if s.strip() and height(s, size, "body") < LEAST]
    assert not small
    listing.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert app.top is results


def test_the_table_s_results_are_night_s_with_the_game_s_throws(app: App) -> None:
    s = line_state()
    session = GameSession("night", 7, dict(s.options), [Seat("human")] * 3, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.stage.throws = throws(5)
    s.phase = "over"
    scene.show_results()
    results = app.top
    assert isinstance(results, NightResults)
    assert [row["n"] for row in results.throw_rows] == ["1", "2", "3", "4", "5"]
    lines = scene.results_lines()  # (then the note that unnamed people go unrecorded)
    assert results.summary_lines[: len(lines)] == lines


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_full_page_of_throws_fills_the_panel(
    sized_app: Any, size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 33, newcomer G: 'the throws table shows 13 rows then "Page 1/2" with room
    for more'. A page holds as many rows as stand whole in the panel: under the last
    row there is less than one row's room left; the page's words stand clear of the
    rows, the panel and Back, inside the window."""
    app = sized_app(size)
    app.set_language(lang)
    app.apply_scale()
    results = results_over(app, 40)
    results.throws_button.on_click()  # type: ignore[union-attr,misc]
    listing = app.top
    assert isinstance(listing, ThrowListScene)
    tops: list[int] = []
    draw_row = listing._draw_row

    def spy(canvas: pygame.Surface, y: int, cells: dict[str, str], head: bool) -> None:
        if not head:
            tops.append(y)
        draw_row(canvas, y, cells, head)

    monkeypatch.setattr(listing, "_draw_row", spy)
    pages: list[pygame.Rect] = []
    blit = theme.blit_text

    def page_words(canvas: pygame.Surface, string: str, *args: Any, **kwargs: Any) -> Any:
        drawn = blit(canvas, string, *args, **kwargs)
        if string == app.tr("night.throws.page", page=1, pages=listing.pager.pages):
            pages.append(drawn)
        return drawn

    monkeypatch.setattr(theme, "blit_text", page_words)
    canvas = pygame.Surface(size)
    listing.draw(canvas)
    assert listing.pager.paged and len(tops) == len(listing.shown())
    line = listing.line_height()
    text_h = theme.font(theme.FONT_BODY).get_height()
    last_bottom = tops[-1] + text_h
    assert last_bottom <= listing.panel.bottom - theme.px(8)  # whole, inside the panel
    assert listing.panel.bottom - last_bottom < line + theme.px(12)  # no room for one more
    (words,) = pages
    assert canvas.get_rect().contains(words)
    assert words.top >= listing.panel.bottom
    assert not words.colliderect(listing.back_button.rect)


def test_the_list_is_a_page_of_its_own_the_results_not_showing_through(app: App) -> None:
    """Newcomer O (s8, n-56.png): the list's page words beside Back stood over the dimmed
    results' buttons ('Rejouer', 'Voir le plateau') showing through the veil. The list
    is a page of its own: the results are not drawn under it."""
    results = results_over(app, 40)
    assert results.throws_button is not None
    results.throws_button.on_click()  # type: ignore[misc]
    listing = app.top
    assert isinstance(listing, ThrowListScene) and listing.pager.paged
    assert app.visible_scenes() == [listing]
    drawn: list[object] = []
    real = results.draw
    results.draw = lambda canvas: (drawn.append(canvas), real(canvas))[1]  # type: ignore[method-assign]
    app.draw()
    assert not drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1920, 1061)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("lesson", [False, True])
def test_every_button_stands_whole_in_the_window(
    sized_app: Any, size: tuple[int, int], lang: str, lesson: bool
) -> None:
    """Newcomer D (s10, nc-94/244.png): after the guided game in French at 1920x1080,
    the lesson's long note made the notes' panel so wide that 'Tous les lancers' went
    off the left edge ('us les lancers'). Every button whole in the window with its
    words inside it, none over another or over the notes' panel, whose lines stay in it."""
    app = sized_app(size)
    app.set_language(lang)
    app.apply_scale()
    s = line_state()
    s.phase = "over"
    session = GameSession("night", 7, dict(s.options), [Seat("human")] * 3, s)
    notes = [
        "Red ninja: 4 throws, 4 hit, 0 missed; 0.6 cm off on average within reach",
        "Blue ninja: 7 throws, 6 hit, 1 missed; 2.7 cm off on average within reach",
    ]
    if lesson:
        notes.append(app.tr("results.lesson"))
    rows = throw_rows(app.tr, throws(6), NAMES.__getitem__)
    results = NightResults(app, session, notes, rows)
    app.push(results)
    canvas = pygame.Surface(size)
    results.draw(canvas)
    layout = results.layout_now
    assert layout is not None and layout.notes_rect is not None
    window = canvas.get_rect()
    assert window.contains(layout.notes_rect)
    buttons = [w for w in results.menu.widgets if hasattr(w, "rect")]
    assert results.throws_button in buttons
    for i, button in enumerate(buttons):
        label = resolve(button.label)
        assert window.contains(button.rect), (label, button.rect)
        assert theme.font(button.size).size(label)[0] <= button.rect.width, label
        assert not button.rect.colliderect(layout.notes_rect), label
        for other in buttons[i + 1 :]:
            assert not button.rect.colliderect(other.rect), (label, resolve(other.label))
    font = theme.font(NOTE_SIZE)
    for line in layout.notes:
        assert font.size(line)[0] <= layout.notes_rect.width - theme.px(16), line
