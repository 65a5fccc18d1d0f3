"""The hand-off cover tells one line a player (scenes/story_digest.py): newcomers T and
Q (s12, nc-T 030, 036, 105; nc-Q 049) read the raw log there, 20-25 lines for a 4-seat
Shinobi round with '8 more lines below', lines repeating each other ('Fox: swap a
card.' then 'Midori swaps a card with Sam.'), and Night's throws as two-row sentences
with their cm. The whole story stays behind Tab (or a click on the box), and in the
table's log. Built positions, EN and FR."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.app import App
from scenes.handoff import DIGEST_ROWS, HandoffScene
from scenes.night import NightScene
from scenes.shinobi import ShinobiScene
from scenes.shinobi.brief import Brief
from scenes.since_turn import played_since, since_last_turn
from scenes.story_digest import digest

from .conftest import record_blits


def shinobi_round(app: App, seed: int) -> ShinobiScene:
    """4 seats, about a round played, seat 0 to play again (easy moves)."""
    seats = [Seat("human") for _ in range(4)]
    session = GameSession.new("shinobi", seats, seed, {"players": 4}, autosave=False)
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    rng = random.Random(seed)
    for _ in range(30):
        session.apply(make_agent("easy", rng.randrange(99)).choose(session.state))
    while session.state.current_player != 0:
        session.apply(make_agent("easy", rng.randrange(99)).choose(session.state))
    return scene


def power_lines(scene: Any, seat: int) -> set[str]:
    """The log's power announcements since `seat`'s last move ('Spider: destroy a clan.')."""
    return {
        text
        for _, events in played_since(scene, seat)
        for event in events
        if event.kind == "power"
        for _, text in scene.describe(event)
    }


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("seed", [3, 6])
def test_a_four_seat_shinobi_round_is_one_line_a_player(app: App, lang: str, seed: int) -> None:
    app.set_language(lang)
    scene = shinobi_round(app, seed)
    full = since_last_turn(scene, 0, public=True)
    lines = digest(scene, 0)
    others = [scene.seat_name(s) for s in (1, 2, 3)]
    sep = "\u00a0: " if lang == "fr" else ": "
    # before: the cover told every line, 15-19 of them, where one a player does
    assert len(full) > 12 and len(lines) == 3
    assert [line.text.split(sep)[0] for line in lines] == others  # in turn order
    # no announcement its effect repeats (before: 'Spider: destroy a clan.' then...)
    announced = power_lines(scene, 0)
    assert announced and not announced & {line.text for line in lines}
    assert not any(text.rstrip(".") in line.text for text in announced for line in lines)
    # gold kept for the turn that touched seat 0, and only for it: in its line, the
    # words of what touched Akane alone ('sent Akane's 2 x Bear (6) back to hand')
    for line in lines:
        assert line.touched == any(f.touched for f in full if f.turn == line.turn)
        assert bool(line.gold) == line.touched
        assert all(part in line.text and scene.seat_name(0) in part for part in line.gold)
    assert any(line.touched for line in lines) == any(f.touched for f in full)


def test_the_digest_tells_no_private_card(app: App) -> None:
    """Everyone sees the cover: a private draw, swap or search never reaches it."""
    scene = shinobi_round(app, 6)
    private = {
        text
        for _, events in played_since(scene, 0)
        for event in events
        for owner, text in scene.describe(event)
        if owner is not None
    }
    assert private  # cards drawn were told to their seats alone
    said = " ".join(line.text for line in digest(scene, 0))
    assert not any(text in said for text in private)
    brief = Brief(scene)
    dragon = next(i for i in range(200) if scene.words.card_label(i).startswith("Dragon"))
    label = scene.words.card_label(dragon)
    for event in (
        Event(
            "draw", {"seat": 1, "count": 1, "why": "corrupt", "private": {1: {"cards": [dragon]}}}
        ),
        Event("swap", {"seat": 1, "target": 0, "private": {1: {"gave": dragon, "got": dragon}}}),
        Event("search_take", {"seat": 1, "private": {1: {"cards": [dragon]}}}),
    ):
        words = brief.words(event)
        assert words and not any(label in w or "Dragon" in w for w in words), words


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_cover_shows_the_digest_whole_and_the_story_behind_tab(
    sized_app: Callable[[tuple[int, int]], App],
    size: tuple[int, int],
    lang: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    theme.set_scale(theme.scale_for(size))
    scene = shinobi_round(app, 6)
    full, lines = since_last_turn(scene, 0, public=True), digest(scene, 0)
    cover = HandoffScene(
        app, "Akane", (200, 60, 60), lambda: None, story=lambda: full, digest=lambda: lines
    )
    app.push(cover)
    canvas = pygame.Surface(size)
    drawn = record_blits(monkeypatch)
    cover.draw(canvas)
    shown = cover.shown
    # the footer's keys say Tab, whole (not cut with '…')
    assert any(app.tr("handoff.keys.whole") in text for text, _ in drawn)
    assert shown is cover.digest and not shown.left_out  # no scrolling
    assert len(shown.rows) <= DIGEST_ROWS * len(lines)
    assert canvas.get_rect().contains(cover.story_rect)
    assert cover.story_rect.bottom < cover.button.rect.top
    assert shown.note() == app.tr.plural(
        "handoff.since.all", len(lines), shown=len(lines), count=len(full)
    )
    # the gold drawn is the words that touched Akane, not their whole line
    gold = "".join(row.text[a:b] for row in shown.every_row for a, b in row.spans)
    said = "".join(part for line in lines for part in line.gold)
    assert said and gold.replace(" ", "") == said.replace(" ", "")
    assert all(row.spans for row in shown.every_row if row.touched)
    cover.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0))
    drawn.clear()
    cover.draw(canvas)
    assert cover.shown is cover.story and cover.story.lines == full
    assert any(app.tr("handoff.keys.short") in text for text, _ in drawn)
    # a click on the box: one line a player again
    click = {"button": 1, "pos": cover.story_rect.center}
    cover.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, click))
    assert cover.shown is cover.digest


def night_game(app: App, seed: int, actions: int) -> NightScene:
    seats = [Seat("human") for _ in range(3)]
    session = GameSession.new("night", seats, seed, {"players": 3}, autosave=False)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    rng = random.Random(seed)
    for _ in range(actions):
        session.apply(make_agent("easy", rng.randrange(99)).choose(session.state))
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_night_s_digest_has_no_measurements(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = night_game(app, 7, 12)
    seat = int(scene.state.current_player)
    full = since_last_turn(scene, seat, public=True)
    lines = digest(scene, seat)
    said = (app.tr("night.log.hit"), app.tr("night.log.miss"))  # the log tells the throws
    assert any(any(f", {w}" in line.text for w in said) for line in full)
    assert lines and not any("cm" in line.text for line in lines)
    hit = {"en": "(hit)", "fr": "(réussi)"}[lang]
    assert any(hit in line.text for line in lines)
    assert all(line.text.count(":") + line.text.count("\u00a0:") <= 2 for line in lines)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_night_says_who_planned_in_secret(app: App, lang: str) -> None:
    """Newcomer T (s12, nc-T 091): Yuki's planning cover told nothing, though Sam had
    planned. Now: 'Sam: planned in secret', never what."""
    app.set_language(lang)
    scene = night_game(app, 7, 0)
    session = scene.session
    rng = random.Random(7)
    while session.state.phase != "plan":
        session.apply(make_agent("easy", rng.randrange(99)).choose(session.state))
    first = int(session.state.current_player)
    session.apply(make_agent("easy", rng.randrange(99)).choose(session.state))
    assert session.state.phase == "plan"
    seat = int(session.state.current_player)
    assert seat != first
    said = {"en": "planned in secret", "fr": "planifie en secret"}[lang]
    lines = [line.text for line in digest(scene, seat)]
    assert lines[-1] == app.tr("digest.line", name=scene.seat_name(first), what=said)
    assert not any(said in line.text for line in since_last_turn(scene, seat, public=True))


def test_a_kunai_is_said_once(app: App) -> None:
    """'Red ninja: played a Kunai, Kunai at roof 6 (missed)' said the Kunai twice: its
    throw says it; a Gears token, whose effect has no words, is still said."""
    from scenes.night.brief import Brief as NightBrief

    brief = NightBrief(night_game(app, 7, 0))
    kunai = Event("bonus_used", {"seat": 1, "bonus": "kunai", "token": 3})
    gears = Event("bonus_used", {"seat": 1, "bonus": "gears", "token": 4})
    assert brief.words(kunai) == []
    assert brief.words(gears) == [app.tr("night.brief.bonus", bonus=app.tr("night.named.gears"))]
