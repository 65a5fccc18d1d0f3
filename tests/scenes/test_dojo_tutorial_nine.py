"""Dojo's guided game as newcomer A met it (issue 33): step 5's words said one ninja
onto the plains while the gold arrow walked a second one there to spend the sixth
move; the bubble lay over the log (one or two lines showed, cut mid-sentence);
nothing said how the summoning's cards match its dice; the easy computer emptied its
own Dojo on its first turn, so the game was won on turn 2 without a word of defence."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.dojo.hexgrid import Hex, dojo_first_sites
from ninjas.dojo.rules import hex_text, new_game
from scenes.app import App
from scenes.dojo.lesson import Walk, plan, safe_walk
from scenes.dojo.tutorial import TUTORIAL_OPTIONS, TUTORIAL_SEED

from .conftest import SIZES, Driver
from .test_dojo_tutorial import _attack, _Die, _walk_to, to_the_walk, tutorial


@pytest.mark.parametrize("site", dojo_first_sites(new_game(TUTORIAL_SEED, TUTORIAL_OPTIONS).board))
@pytest.mark.parametrize("value", range(1, 7))
def test_the_walks_count_on_the_plains_is_the_arrows(site: Hex, value: int) -> None:
    """Followed to its end, the arrow's walk leaves as many on the plains as its words
    count (Walk.plains), whatever the roll and wherever the person built."""
    state = new_game(TUTORIAL_SEED, dict(TUTORIAL_OPTIONS))
    state.apply(f"dojo {hex_text(site)}")
    lesson = plan(state)
    assert lesson is not None
    state.apply(f"dojo {hex_text(lesson.dojo)}")
    for action in ("roll", *lesson.actions):
        state.apply(action)
    state.rng = _Die(state.rng, value)
    state.apply("roll")
    first = safe_walk(state, lesson)
    assert first is not None
    for _ in range(20):
        walk = safe_walk(state, lesson)
        if state.phase != "move" or walk is None or not walk.steps:
            break
        assert walk.plains == first.plains  # the words stay the same all along
        state.apply(walk.steps[0])
    assert state.count(lesson.plains, 0) == first.plains, (site, value)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_words_count_a_second_ninja_onto_the_plains(app: App, ui: Driver, lang: str) -> None:
    app.tr = Translator(lang)
    scene = tutorial(app)
    to_the_walk(scene, ui)
    scene.walk = lambda: Walk((), 2, 1, 1, 2)  # type: ignore[method-assign]
    words = scene._words("walk")["plan"]
    assert words == app.tr("dojo.tutorial.walk.both_more", count=2, plains=2)
    assert " 2 " in words and app.tr("dojo.tutorial.walk.both", count=2) != words
    scene.walk = lambda: Walk((), 2, 1, 1, 1)  # type: ignore[method-assign]
    assert scene._words("walk")["plan"] == app.tr("dojo.tutorial.walk.both", count=2)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_bubble_never_lies_over_the_log_nor_the_board(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], lang: str
) -> None:
    """Once both Dojos stand the board filled the map and the bubble went over the log:
    a strip at the map's top is kept for it, the board fitted under it."""
    app = sized_app(size)
    app.tr = Translator(lang)
    scene = tutorial(app)
    ui = Driver(app)
    to_the_walk(scene, ui)
    told = [(step, True) for step, s in enumerate(scene.guide.steps) if s.done is not None]
    for step, telling in [(step, False) for step in range(len(scene.guide.steps))] + told:
        scene.guide.step = step
        scene.guide.telling = telling  # (and the words of a step reached done)
        app.draw()
        bubble = scene.guide.bubble_rect()
        assert not bubble.colliderect(scene.layout.log), (step, bubble)
        assert scene.layout.map.contains(bubble)
        for h in [*scene.state.terrain, *scene.state.dojos]:
            assert h is not None
            x, y = scene.view.centre(h)
            assert not bubble.collidepoint(x, y - scene.view.radius), (step, telling, h)


def test_the_first_summoning_says_how_cards_match_dice() -> None:
    """ "The dice show 4, 2, 5, 2, 5: gains 0 ninjas" against Q, K, 9, 6, A: nothing had
    said that only A to 6 match, each card of a die's face giving one ninja."""
    for lang, words in (
        ("en", ("A to 6", "A counts as 1", "7 to K")),
        ("fr", ("As à 6", "l'As vaut 1", "du 7 au Roi")),
    ):
        for count in (1, 4):  # the words said while the cards are to be drawn
            text = Translator(lang).plural("dojo.tutorial.summon.draw", count)
            assert all(w in text for w in words), text


def test_the_guided_opponent_keeps_a_guard_on_its_dojo(app: App, ui: Driver) -> None:
    """The easy computer walked its last ninja out of its Dojo on its first own turn and
    the person took it on turn 2 (newcomers A and B). Followed as they did (the guide's
    walk, its throw and battle, then plain turns), the guided opponent keeps one on its
    Dojo at each of the person's rolls; elsewhere the easy computer plays as before."""
    scene = tutorial(app)
    state = scene.state
    guards: list[int] = []
    for _ in range(3000):
        ui.step()
        if state.is_terminal or state.turns[1] >= 4:
            break
        if scene.guide.explaining:
            ui.key(pygame.K_RETURN)
            continue
        if not scene.can_act:
            continue
        lesson = scene.lesson
        legal = scene.legal_texts()
        if state.phase == "dojo":
            scene.play(str(state.legal_actions()[3]))  # the site the guided tests take
        elif state.phase == "roll":
            home = state.dojos[1]
            assert home is not None
            guards.append(state.count(home, 1))
            scene.play("roll")
        elif state.phase == "move":
            arrow = scene.lesson_step()
            if arrow is not None and scene.guiding:
                assert _walk_to(scene, ui, *arrow, False)
            else:
                scene.play("end" if "end" in legal else str(scene.legal()[0]))
        elif state.phase == "battle":
            assert lesson is not None
            throw = f"throw {hex_text(lesson.plains)} {hex_text(lesson.target)}"
            fights = sorted(a for a in legal if a.startswith("fight"))
            scene.play(throw if throw in legal else fights[0] if fights else "done")
        elif state.phase == "attack":
            _attack(scene, ui, False)
        elif state.phase == "summon":
            scene.play("summon 1")
        else:
            scene.play(str(scene.legal()[0]))
    assert len(guards) >= 3 and all(g >= 1 for g in guards), guards


def test_the_easy_computer_elsewhere_still_plays_as_before() -> None:
    from scenes.dojo.scene import DojoScene
    from scenes.dojo.tutorial import DojoTutorial

    assert not hasattr(DojoScene, "kept_guard") and hasattr(DojoTutorial, "kept_guard")
