"""Shinobi's guided game never draws a step's words unfilled (issue 33, newcomer L,
s52.png: once the three Spiders were laid and Sora's clan was to be chosen, step 12
read 'lay your three {clan} cards ... choose {row}. {effect} ... here {sora}': its
words named the cards of a plan that had no cards left to plan with, the format
failed, and the raw text was drawn). The lesson is walked through with every text
drawn on the way noted, that moment included."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.shinobi.data import card_value
from scenes import theme
from scenes.app import App
from scenes.shinobi import cards as art

from .conftest import Driver
from .test_shinobi_tutorial import follow, guided_table, play_steps


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_no_text_drawn_in_the_lesson_holds_a_placeholder(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    drawn: set[str] = set()
    render = theme.text

    def noted(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        drawn.add(string)
        return render(string, *args, **kwargs)

    monkeypatch.setattr(theme, "text", noted)
    scene = guided_table(app)
    choosing: list[str] = []  # the power step's words while Sora's clan is chosen
    for _ in range(3000):
        ui.step()
        if not scene.guiding or scene.state.is_terminal:
            break
        step = scene.guide.current
        state = scene.state
        if state.phase == "power" and state.current_player == 0 and state.pending[0].step == "clan":
            assert step.key == "power"
            choosing.append(scene.guide.words())
        if step.done is None:
            ui.key(pygame.K_RETURN)
        else:
            follow(scene, ui, step.key)
    assert not scene.guiding
    assert choosing  # the lesson went through that moment
    spider = "Spider" if lang == "en" else "Araignée"
    assert all(spider in words and scene.seat_name(1) in words for words in choosing)
    unfilled = sorted(text for text in drawn if "{" in text or "}" in text)
    assert not unfilled, unfilled


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_corruption_step_reads_the_number_its_token_shows(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Step 9 said the corrupt card's strength, 3, was 'the number on your token' (issue
    33, newcomer L, s43.png), where the token shows 1: as the rulebook has it, how many
    corrupt cards a seat holds is public and the cards stay face down (RULINGS.md), so
    the token counts the cards. The step now says the strength counts at the scoring
    and the token's number is that count, the number the token draws."""
    app.set_language(lang)
    scene = guided_table(app)
    play_steps(scene, ui, until="corrupted")
    assert scene.guide.current.key == "corrupted"
    counts: list[int] = []
    token = art.ninja_master

    def noted(count: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        counts.append(count)
        return token(count, *args, **kwargs)

    monkeypatch.setattr(art, "ninja_master", noted)
    ui.step()
    corrupt = scene.state.corruption[0]
    strength = card_value(corrupt[-1])
    assert len(corrupt) in counts and strength not in counts  # (1 card, of strength 3)
    words = scene.guide.words()
    said = ("strength, {}," if lang == "en" else "force, {},").format(strength)
    token_is = ("token, {}," if lang == "en" else "jeton, {},").format(len(corrupt))
    assert said in words and token_is in words, words
    assert "(the number on your token)" not in words and "(le nombre sur" not in words


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_bubble_covers_a_clan_you_have_laid(
    sized_app: Any, size: tuple[int, int], lang: str
) -> None:
    """Step 5 ('now discard') lay over the Carps just laid (issue 33, newcomer L, s34),
    step 11 over the Bears, step 12 over the Spiders: at every frame of the lesson, no
    bubble covers one of your clans, and none leaves the screen or covers the choices."""
    app = sized_app(size)
    app.set_language(lang)
    ui = Driver(app)
    scene = guided_table(app)
    beside = set()
    for _ in range(3000):
        ui.step()
        if not scene.guiding:
            break
        step = scene.guide.current
        bubble = scene.guide.bubble_rect()
        mine = [rect for rect, seat, _ in scene.board.tiles if seat == 0]
        assert not any(bubble.colliderect(rect) for rect in mine), (step.key, bubble, mine)
        if mine:  # (step 9 on the token lies under it, with no clan beside the Carps')
            assert not bubble.colliderect(own_token(scene)), (step.key, bubble)
        assert pygame.Rect((0, 0), size).contains(bubble), (step.key, bubble)
        assert not bubble.colliderect(scene.layout.options), (step.key, bubble)
        if mine:
            beside.add(step.key)
        if step.done is None:
            ui.key(pygame.K_RETURN)
        else:
            follow(scene, ui, step.key)
    assert not scene.guiding
    assert {"discard", "keep", "power", "scores"} <= beside  # shown with clans laid


def test_the_power_step_waits_for_your_next_turn(app: App, ui: Driver) -> None:
    """Step 12 ('draw, then lay your three Spiders') came at the discard, the prompt
    still at End turn: it told the newcomer to draw before Sora had played (issue 33,
    newcomer L, s48). It now shows once Sora has played and your turn is back."""
    scene = guided_table(app)
    play_steps(scene, ui, until="power")
    state = scene.state
    assert scene.guide.current.key == "power"
    assert state.current_player == 0 and state.phase == "draw"
    assert not scene.turn_end.shown and scene.lesson.count("discard") == 2
    assert scene.lesson.count("draw") == 2  # your third turn, Sora's played before it


def own_token(scene: Any) -> pygame.Rect:
    """Your corruption token as the board draws it (board_view.seat_header)."""
    own = scene.layout.own
    size = theme.font(theme.FONT_BODY).get_linesize() + theme.px(8)
    return pygame.Rect(own.right - size - theme.px(6), own.top + theme.px(2), size, size)
