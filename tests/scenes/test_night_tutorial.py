"""Ninja Night's guided first game, opened from its setup screen: each step ends when
the player has done what it asks, and the game goes on unguided afterwards."""

from __future__ import annotations

import pygame

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.night import tutorial_later as later
from scenes.night.tutorial import STEPS, TUTORIAL_OPTIONS, TUTORIAL_SEED, NightTutorial
from scenes.setup import SetupScene

from .test_night_native import choose_first, throw_true


def test_the_setup_screen_opens_the_guided_game(app: App) -> None:
    app.push(SetupScene(app, "night"))
    setup = app.top
    button = next(
        w
        for w in setup.menu.widgets  # type: ignore[attr-defined]
        if getattr(w, "label", None) and w.label() == app.tr("setup.tutorial")
    )
    button.activate()
    assert isinstance(app.top, NightTutorial) and app.top.guide.step == 0
    assert not any(isinstance(s, SetupScene) for s in app.stack)


def guided_table(app: App, think_here: bool = False) -> NightTutorial:
    """The guided game against easy, on the app's screen, laid out at its size
    (`think_here`: the computer's moves worked out at once in this process)."""
    session = GameSession.new(
        "night", [Seat(), Seat("ai", "easy")], TUTORIAL_SEED, dict(TUTORIAL_OPTIONS), autosave=False
    )
    scene = NightTutorial(app, session, animate=False, ai_pause=0)
    if think_here:
        scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    app.apply_scale()
    return scene


def test_each_step_ends_when_done_and_the_game_goes_on(app: App) -> None:
    """Every step is shown, the later lessons (Steal, Heal, a bonus, a full backpack,
    the yellow tokens) each in its turn, before the lesson ends: it ended at round 2
    without them (newcomers, s23); and the game goes on unguided afterwards."""
    scene = guided_table(app, think_here=True)
    session = scene.session
    canvas = pygame.Surface((1280, 720))
    seen: list[str] = []
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    for _ in range(40_000):
        if not scene.guiding or session.state.is_terminal:
            break
        scene.update(1 / 60)
        scene.draw(canvas)
        guide = scene.guide
        if not guide.guiding:
            break
        step = guide.current
        if not guide.waiting and (not seen or seen[-1] != step.key):
            seen.append(step.key)
        if guide.explaining:
            scene.handle_event(enter)
            continue
        if not scene.can_act:
            continue
        state = session.state
        if state.phase == "plan":
            first = "attack" if step.key == "attack" else "move"
            scene.click(scene.layout().chip_rect(("move", "attack").index(first), 0).center)
            scene.click(scene.layout().chip_rect(2, 1).center)  # collect
            scene.click(scene.layout().confirm_rect().center)
        elif scene.throw is not None:
            throw_true(scene)
        else:
            choose_first(scene, ("place", "move", "attack", "collect", "end"))
    assert sorted(seen) == sorted(s.key for s in STEPS), seen
    assert seen[-1] == "done" and set(seen[-6:-1]) == {s.key for s in later.STEPS}
    assert not scene.guiding and not session.state.is_terminal
    assert session.state.round == later.DEADLINES["yellow"]  # by round 5 at the latest
    assert any(t["action"] == "attack" for t in scene.stage.throws) or session.state.round > 3


def test_confirming_the_plans_the_table_sets_teaches_an_attack(app: App) -> None:
    """A newcomer who keeps the plan the table sets and plays what comes: at the Attack
    step the table had set Move then Attack (Collect could not be done), the Move came
    first, and the bubble still said 'plan an Attack' while the table asked for a Move.
    The plan set at that step starts with Attack, and the person throws the fist."""
    scene = guided_table(app, think_here=True)
    session = scene.session
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0)
    plans: list[list[str]] = []
    for _ in range(20_000):
        if not scene.guiding or STEPS[scene.guide.step].key == "dawn":
            break
        step = STEPS[scene.guide.step]
        scene.update(1 / 60)
        if step.done is None:
            scene.handle_event(enter)
            continue
        if not scene.can_act:
            continue
        state = session.state
        if state.phase == "plan":
            if step.key == "attack" and not plans:
                # as in a real window: the plan was set while the Collect step still
                # showed, and the Attack step begins a frame later
                scene.guide.step = [s.key for s in STEPS].index("collect")
                scene.plan_panel.planned_for = None
                scene._refresh()
                assert scene.plan[0] != "attack"
                scene.update(1 / 60)
                assert STEPS[scene.guide.step].key == "attack"
                plans.append(list(scene.plan))
            scene.click(scene.layout().confirm_rect().center)  # what the table set, kept
        elif scene.throw is not None:
            throw_true(scene)
        else:  # the first roof, the first throw offered, else End the turn
            choose_first(scene, ("place", "attack", "move", "collect", "end"))
    assert plans and plans[0][0] == "attack"
    assert any(t["seat"] == 0 and t["action"] == "attack" for t in scene.stage.throws)


def test_the_dawn_step_rings_the_moons_that_count_the_rounds(sized_app) -> None:  # type: ignore[no-untyped-def]
    """The last step said 'play on to dawn' and rang nothing: it rings the six moons in
    the title bar (each drawn inside the ring) and says they count the rounds."""
    for size in ((1920, 1080), (1280, 720)):
        app = sized_app(size)
        scene = guided_table(app)
        scene.guide.step = [s.key for s in STEPS].index("dawn")
        target = scene.guide.current.target
        assert target is not None
        ring = target()

        class Spy:  # the top bar drawn on it: where each moon goes
            def __init__(self) -> None:
                self.centres: list[tuple[int, int]] = []

            def blit(self, surface: pygame.Surface, where, *args):  # type: ignore[no-untyped-def]
                box = pygame.Rect(where) if len(where) == 4 else pygame.Rect(where, (0, 0))
                box.size = surface.get_size()
                self.centres.append(box.center)

        spy = Spy()
        scene.table_view.draw_top_bar(spy, scene.layout())  # type: ignore[arg-type]
        moons = spy.centres[1:7]  # after the game's name (the village's name follows them)
        assert len(moons) == 6 and all(ring.collidepoint(c) for c in moons)
        assert ring.bottom <= scene.layout().map.top + 1
        assert "moons" in app.tr("night.tutorial.dawn")


def test_no_step_covers_a_third_of_the_village_at_1280x720(sized_app) -> None:  # type: ignore[no-untyped-def]
    """The French Attack step's bubble stood 8 lines tall at 1280x720, over the roofs
    the step asks to click: in either language, no step's bubble is more than a third
    of the village's height."""
    app = sized_app((1280, 720))
    for lang in ("en", "fr"):
        app.set_language(lang)
        scene = guided_table(app)
        village = scene.layout().map
        for index, step in enumerate(STEPS):
            scene.guide.step = index
            bubble = scene.guide.bubble_rect()
            assert bubble.height <= village.height / 3, (lang, step.key, bubble, village)
        app.pop()
    app.set_language("en")


def test_the_seats_chosen_before_learn_to_play_are_there_after_it(app: App) -> None:
    """A tester chose Human against a computer, pressed Learn to play, and found three
    humans on the setup afterwards: the choices were kept only by Start or Back."""
    from ninjas.core.session import Seat as S

    setup = SetupScene(app, "night")
    app.push(setup)
    chosen = [S("human"), S("ai", "hard"), S("ai", "easy")]
    setup.seats[:3] = chosen
    button = next(
        w
        for w in setup.menu.widgets
        if getattr(w, "label", None) and w.label() == app.tr("setup.tutorial")
    )
    button.activate()
    assert isinstance(app.top, NightTutorial)
    again = SetupScene(app, "night")
    assert [(s.kind, s.level) for s in again.seats[:3]] == [(s.kind, s.level) for s in chosen]
