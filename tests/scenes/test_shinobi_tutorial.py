"""Shinobi's guided first game, opened from its setup screen: each step ends when the
player has done what it asks, and the game goes on unguided afterwards."""

from __future__ import annotations

from typing import Any

import pygame

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.data import card_name
from ninjas.shinobi.rules import ShinobiAction
from scenes import theme
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.setup import SetupScene
from scenes.shinobi.tutorial import STEP_KEYS, TUTORIAL_OPTIONS, TUTORIAL_SEED, ShinobiTutorial

from .conftest import Driver


def test_the_setup_screen_opens_the_guided_game(app: App) -> None:
    app.push(SetupScene(app, "shinobi"))
    setup = app.top
    button = next(
        w
        for w in setup.menu.widgets  # type: ignore[attr-defined]
        if getattr(w, "label", None) and w.label() == app.tr("setup.tutorial")
    )
    button.activate()
    assert isinstance(app.top, ShinobiTutorial) and app.top.guide.step == 0
    assert not any(isinstance(s, SetupScene) for s in app.stack)


def guided_table(app: App) -> ShinobiTutorial:
    """The guided game against easy, the computer's moves worked out at once here with
    the seed the table gives its own search (so the game is the lesson's), the End
    turn confirm on as a newcomer finds it."""
    app.settings.confirm_turn_end = True
    session = GameSession.new(
        "shinobi",
        [Seat(), Seat("ai", "easy")],
        TUTORIAL_SEED,
        dict(TUTORIAL_OPTIONS),
        autosave=False,
    )
    scene = ShinobiTutorial(app, session, animate=False, ai_pause=0)
    scene._think = lambda level: Ready(  # type: ignore[method-assign]
        make_agent(level, scene._seed(scene.ai_salt)).choose(scene.state)
    )
    app.push(scene)
    return scene


def click_card(scene: ShinobiTutorial, ui: Driver, name: str) -> None:
    """A click on the pile (or card) of `name` in the hand."""
    rect = next(rect for rect, card in scene.hand.rects if card_name(card) == name)
    ui.click(rect.center)


def discard_anyway(scene: ShinobiTutorial, ui: Driver, name: str) -> None:
    """The card `name` discarded at a lesson's discard, whichever the lesson asks for:
    picked with a click (lesson_discard.py), then its row clicked twice (lesson_guard.py:
    the first click on another move than the lesson's tells it)."""
    click_card(scene, ui, name)
    ui.step()
    for _ in range(2):
        index = next(
            i
            for i, (a, _) in enumerate(scene.options)
            if a.kind == "discard" and card_name(int(a.args[0])) == name
        )
        ui.click(next(r.rect for r in scene.choices.rows_drawn if r.index == index).center)
        ui.step()
        if scene.state.phase != "discard":
            return


def choose(scene: ShinobiTutorial, ui: Driver, label: str) -> None:
    """The choice `label` on the right, by its number key (it must be offered)."""
    labels = [text for _, text in scene.options]
    assert label in labels, (label, labels)
    ui.key(pygame.K_1 + labels.index(label))


def follow(scene: ShinobiTutorial, ui: Driver, step: str) -> None:
    """Do what the step `step` asks, as a newcomer reads it, one action a call; on the
    person's turn outside what a step asks, the lesson's own lone card is discarded."""
    state = scene.state
    lesson = scene.lesson
    if scene.turn_end.shown and step not in ("scores",):
        ui.key(pygame.K_RETURN)  # End turn (a step that asks for it, or one done)
        return
    if step == "scores":
        ui.key(pygame.K_s)
        ui.step()
        assert scene.covers.scores_open
        ui.key(pygame.K_ESCAPE)
        return
    if not scene.can_act:
        return
    words = scene.words
    if state.phase == "draw":
        choose(scene, ui, app_tr(scene, "corrupt" if step == "corrupt" else "recruit"))
    elif state.phase == "place" and step == "place":
        click_card(scene, ui, "Carp")
        click_card(scene, ui, "Carp")
        carps = [c for c in state.hands[0] if card_name(c) == "Carp"][:2]
        choose(scene, ui, words.action_label(ShinobiAction("place", ("Carp", *map(str, carps)))))
    elif state.phase == "place" and step in ("ronin", "power"):
        plan = lesson.ronin_plan() if step == "ronin" else lesson.power_plan()
        assert plan is not None and plan in scene.legal()  # the move asked is a rule's
        click_card(scene, ui, plan.args[0])  # once: the whole row in one click
        choose(scene, ui, words.action_label(plan))
    elif state.phase == "power" and step == "power" and lesson.aim_plan() is not None:
        ui.key(pygame.K_RETURN)  # the clan the step advises, ringed (newcomer V, s20)
    elif state.phase == "power":
        ui.key(pygame.K_1)
    elif state.phase == "discard":
        card = lesson.lone_card(keep=lesson.power_plan().args[0] if step == "keep" else None)  # type: ignore[union-attr]
        assert card is not None
        click_card(scene, ui, card_name(card))  # picked (lesson_discard.py)
        ui.key(pygame.K_RETURN)  # and confirmed
    else:
        choose(scene, ui, app_tr(scene, "pass"))


def app_tr(scene: ShinobiTutorial, act: str) -> str:
    return str(scene.app.tr(f"shinobi.act.{act}"))


def play_steps(scene: ShinobiTutorial, ui: Driver, until: str | None = None) -> list[str]:
    """Play the guided game as a newcomer does what each step asks, until it stops
    guiding, the game ends, or step `until` shows; the steps seen, in order."""
    session = scene.session
    seen: list[str] = []
    for _ in range(3000):
        ui.step()
        if not scene.guiding or session.state.is_terminal:
            break
        step = scene.guide.current
        if step.key == until:
            break
        if not seen or seen[-1] != step.key:
            seen.append(step.key)
        if step.done is None:
            ui.key(pygame.K_RETURN)
            continue
        follow(scene, ui, step.key)
    return seen


def test_each_step_ends_when_done_and_the_game_goes_on(app: App, ui: Driver) -> None:
    scene = guided_table(app)
    session = scene.session
    seen = play_steps(scene, ui)
    assert seen == list(STEP_KEYS)
    assert not scene.guiding and "Carp" in session.state.clans[0]
    assert not session.state.is_terminal


def test_the_step_on_the_clans_leaves_every_clan_and_pile_in_sight(sized_app) -> None:  # type: ignore[no-untyped-def]
    """Step 6 ('each clan on the table shows its animal, ...') lay over your own clans
    panel, the Carps it had just had you lay under it: it lies over the hand's free end
    now, clear of both clans panels and of every pile of the hand."""
    for size in ((1280, 720), (1920, 1080)):
        app = sized_app(size)
        ui = Driver(app)
        scene = guided_table(app)
        session = scene.session
        play_steps(scene, ui, until="table")
        for _ in range(3):
            ui.step()
        assert scene.guide.current.key == "table" and "Carp" in session.state.clans[0]
        bubble = scene.guide.bubble_rect()
        layout = scene.layout
        assert scene.hand.rects
        for rect in [layout.own, *layout.opponents, *(r for r, _ in scene.hand.rects)]:
            assert not bubble.colliderect(rect), (size, bubble, rect)
        assert pygame.Rect((0, 0), size).contains(bubble)


def test_the_step_on_your_cards_leaves_the_card_pointed_at_in_sight(sized_app) -> None:  # type: ignore[no-untyped-def]
    """Step 3 asks you to point at a card: its bubble lay over the card enlarged above
    the hand, then moved aside from it, and a long step moved over the tables (newcomer
    Q, s8). Wherever the pointer is on the hand, the bubble stays where it is docked,
    over no table nor hand card, and the card pointed at is drawn over it."""
    for size in ((1280, 720), (1920, 1080)):
        app = sized_app(size)
        ui = Driver(app)
        scene = guided_table(app)
        play_steps(scene, ui, until="hand")
        ui.step()
        assert scene.guide.current.key == "hand" and scene.hand.rects
        docked = scene.guide.bubble_rect()
        order: list[str] = []

        def noted(name: str, draw: Any, noted_in: list[str] = order) -> Any:
            return lambda *args: (noted_in.append(name), draw(*args))[1]

        scene.guide.draw = noted("bubble", scene.guide.draw)  # type: ignore[method-assign]
        scene.zoom.draw = noted("card", scene.zoom.draw)  # type: ignore[method-assign]
        for rect, _ in list(scene.hand.rects):
            for x in (rect.left + 2, rect.centerx, rect.right - 2):
                ui.move((x, rect.bottom - 4))
                order.clear()
                ui.step()
                assert scene.zoom.card_zoom() is not None
                assert scene.guide.bubble_rect() == docked, (size, x)
                assert order[-2:] == ["bubble", "card"], order  # the card over the bubble
        cards = [r for r, _ in scene.hand.rects]
        assert docked.collidelist([*cards, *scene.layout.opponents]) < 0, (size, docked)


def test_the_power_steps_bubble_is_never_a_narrow_column_beside_a_card(sized_app) -> None:  # type: ignore[no-untyped-def]
    """Step 12 ('now a power that strikes ... click one'): pointing at the Spider pile
    enlarged it in the room right of your clans, and the bubble, kept beside it in what
    was left there, stood as a 155 px column the window's height, over the buttons, the
    hand and the footer (newcomer N, s8 g21.png). Wherever the pointer is on the hand,
    the bubble stays at least BUBBLE_LEAST wide, off the card, above the hand."""
    from scenes.shinobi.tutorial import BUBBLE_LEAST

    for size in ((1280, 720), (1920, 1080)):
        app = sized_app(size)
        ui = Driver(app)
        scene = guided_table(app)
        play_steps(scene, ui, until="power")
        ui.step()
        assert scene.guide.current.key == "power" and scene.hand.rects
        for rect, _ in list(scene.hand.rects):
            ui.move((rect.centerx, rect.bottom - 4))
            ui.step()
            zoomed = scene.zoom.card_zoom()
            bubble = scene.guide.bubble_rect()
            with theme.scaled_for(size):
                least = theme.px(BUBBLE_LEAST)
            assert bubble.width >= least, (size, rect, bubble)
            if zoomed is not None:
                assert not bubble.colliderect(zoomed[1]), (size, bubble, zoomed[1])
            assert bubble.collidelist([r for r, _ in scene.hand.rects]) < 0, (size, bubble)
            # nor over Sora's table (newcomer Q, s8: nine lines beside the card reached it)
            assert not bubble.colliderect(scene.layout.opponents[0]), (size, bubble)


def test_an_undo_of_the_discard_takes_the_guide_back_to_its_step(app: App, ui: Driver) -> None:
    """Newcomer N (s8, g11.png): Undo at 'your discard ends your turn: press End turn'
    gave the discard back, and the bubble still said to press End turn. The guide goes
    back with the undo to the step that asks for the discard."""
    scene = guided_table(app)
    play_steps(scene, ui, until="end_turn")
    ui.step()
    assert scene.guide.current.key == "end_turn" and scene.turn_end.shown
    ui.key(pygame.K_u)
    ui.step()
    assert scene.state.phase == "discard"
    assert scene.guide.current.key == "discard"
    assert play_steps(scene, ui)[:2] == ["discard", "end_turn"]  # and on from there


def test_the_keep_step_names_the_card_discarded_once_it_is_down(app: App, ui: Driver) -> None:
    """Newcomer N (s8, g19.png): 'End the turn with a discard: the Dragon, say'; once the
    Dragon was down, the bubble said 'the Tengu, say', as if to discard the Tengu too.
    Once the discard is played the step still names the card discarded."""
    scene = guided_table(app)
    play_steps(scene, ui, until="keep")
    ui.step()
    asked = scene.guide.words()
    for _ in range(200):  # the lesson's place, then its discard
        if scene.lesson.count("discard") >= 2 or scene.guide.current.key != "keep":
            break
        follow(scene, ui, "keep")
        ui.step()
    assert scene.lesson.count("discard") == 2 and scene.guide.current.key == "keep"
    card = scene.lesson.discarded(2)
    assert card is not None and app.tr(f"shinobi.name.{card_name(card)}") in asked
    # the discard down, the step says End turn (newcomer Q, s8: it still asked for the
    # discard), naming the clan kept and no other card of the hand
    assert scene.turn_end.shown
    words = scene.guide.words()
    assert words == app.tr("shinobi.tutorial.keep.end", sora="Sora", clan="Spider"), words
    names = {app.tr(f"shinobi.name.{card_name(c)}") for c in scene.state.hands[0]}
    assert [name for name in names if name in words] == ["Spider"], words
