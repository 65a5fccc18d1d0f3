"""Issue 33, Night: "Since your last turn" with one person at the table is a panel over
the village that asks for no click and goes with their first action (a modal "Got it:
my turn" cost a click every turn); with two people the hand-off's cover tells it, and
the table opens on the turn with no panel."""

from __future__ import annotations

import pygame

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.handoff import GRACE_SECONDS, HandoffScene
from scenes.night import NightScene
from scenes.since_turn import since_last_turn

CANVAS = (1280, 720)


def to_second_round_plan(app: App, seats: list[Seat]) -> NightScene:
    session = GameSession.new("night", seats, 4242, {"players": len(seats)}, autosave=False)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    for _ in range(20_000):
        top = app.top
        if isinstance(top, HandoffScene):  # the next person says it is them
            top.time = GRACE_SECONDS + 1
            top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
            assert app.top is scene  # one key: the table, no panel after the cover
            continue
        state = scene.state
        if scene.can_act and state.phase == "plan" and state.round == 2:
            return scene
        if scene.can_act:
            scene.play(state.legal_actions()[0] if state.phase != "plan" else "plan skip skip")
        else:
            scene.update(1 / 60)
    raise AssertionError("never reached the second round's plan")


def test_one_person_gets_a_panel_that_needs_no_click_and_goes_with_their_action(
    app: App,
) -> None:
    scene = to_second_round_plan(app, [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")])
    scene.show_since_last_turn(0)
    assert app.top is scene  # no modal
    toast = scene.table_view.since
    assert toast.shown and toast.title == app.tr("since.title", name=scene.seat_name(0))
    canvas = pygame.Surface(CANVAS)
    scene.draw(canvas)
    assert toast.rect is not None and scene.layout().map.contains(toast.rect)
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_q, mod=0))
    assert toast.shown  # the plan's keys work under it: it goes with the first action
    scene.confirm_plan()
    scene.draw(canvas)
    assert not toast.shown and toast.rect is None


def test_a_click_on_the_panel_puts_it_away_and_chooses_nothing(app: App) -> None:
    scene = to_second_round_plan(app, [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")])
    scene.show_since_last_turn(0)
    scene.draw(pygame.Surface(CANVAS))
    toast = scene.table_view.since
    assert toast.rect is not None
    count = len(scene.session.actions)
    scene.click(toast.rect.center)
    assert not toast.shown and len(scene.session.actions) == count


def test_with_two_people_the_hand_off_tells_the_story_and_the_table_opens_on_the_turn(
    app: App,
) -> None:
    scene = to_second_round_plan(app, [Seat("human"), Seat("human"), Seat("ai", "easy")])
    stories = []
    for _ in range(5000):
        if len(stories) == 6 or scene.state.is_terminal:
            break
        cover = app.top
        if isinstance(cover, HandoffScene):
            assert cover.seat is not None
            cover.draw(pygame.Surface(CANVAS))
            assert cover.story.lines == since_last_turn(scene, cover.seat, public=True)
            stories.append(cover.story.lines)
            cover.time = GRACE_SECONDS + 1
            cover.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
            # (a turn with nothing to do has no cover: skip_handoff.py)
            assert app.top is scene and scene.can_act
            assert not scene.table_view.since.shown  # nothing more to close or read there
        elif scene.can_act:
            state = scene.state
            scene.play(state.legal_actions()[0] if state.phase != "plan" else "plan skip skip")
        else:
            scene.update(1 / 60)
    assert len(stories) == 6 and any(stories)
