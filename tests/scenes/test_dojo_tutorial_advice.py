"""The guided Dojo as newcomers met it in session 10 (issue 33, rated 7.5-8): the walk
step said the same long words at each of its arrows ("feels like being stuck"), its
"The gold arrow keeps a ninja on your Dojo" read oddly, the bubble jumped between three
places on the screen, the summoning step gave no advice for what was drawn, and the
lesson ended flatly, without the goal nor what comes next."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.i18n import Translator
from ninjas.dojo.cards import rank_name
from ninjas.dojo.guard import enemy_reach
from ninjas.dojo.rules import hex_text
from scenes.app import App
from scenes.dojo.tutorial import SLIDE, STEP_KEYS, DojoTutorial

from .conftest import Driver
from .test_dojo_tutorial import _attack, _choose, tutorial

Seen = Callable[[DojoTutorial], None]


def play_lesson(scene: DojoTutorial, ui: Driver, seen: Seen) -> None:
    """The lesson played by the keyboard as its steps ask (the gold arrow's walk, the
    throw, the battle, the summoning's first choices), `seen` called at each frame."""
    for _ in range(1500):
        ui.step()
        if not scene.guiding or scene.state.is_terminal:
            break
        seen(scene)
        if scene.guide.explaining:
            ui.key(pygame.K_RETURN)
            continue
        if not scene.can_act:
            continue
        state, lesson, key = scene.state, scene.lesson, scene.guide.current.key
        if state.phase == "dojo":
            scene.play(str(state.legal_actions()[3]))
        elif state.phase == "roll" and key == "roll":
            ui.key(pygame.K_r)
        elif state.phase == "move":
            step = scene.walk()
            scene.play(step.steps[0] if step is not None and step.steps else "end")
        elif state.phase == "battle":
            assert lesson is not None
            if key == "throw":
                _choose(scene, ui, f"throw {hex_text(lesson.plains)} {hex_text(lesson.target)}")
            elif key == "battle":
                _choose(scene, ui, f"fight {hex_text(lesson.battle)}")
            else:
                ui.key(pygame.K_d)
        elif state.phase == "attack":
            _attack(scene, ui, True)
        elif state.phase == "summon":
            ui.key(pygame.K_RETURN)
        elif state.phase == "assign":
            ui.key(pygame.K_1)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_walk_says_one_instruction_at_a_time_and_counts_its_arrows(
    app: App, ui: Driver, lang: str
) -> None:
    """The walk is step 5 of 13 from its first arrow to its last, its count says which
    arrow of the walk's is shown; its words are the goal and the arrow's step, two lines
    at 1280x720 (newcomer M, s11, nc-M/155: the goal, what the arrow shows, why a ninja
    stays home and the step made three dense lines); why a ninja stayed home is said
    once the moves are spent, with 'press E'."""
    app.tr = Translator(lang)
    scene = tutorial(app)
    shown: list[tuple[str, str, tuple[int, int], int]] = []

    def seen(table: DojoTutorial) -> None:
        if table.guide.current.key == "walk" and table.can_act and not table.guide.telling:
            lines = len(table.guide._wrapped(table.guide.bubble_rect().width))
            row = (table.guide.words(), table.guide.progress_text(), table.guide.progress(), lines)
            if not shown or shown[-1] != row:
                shown.append(row)

    play_lesson(scene, ui, seen)
    tr = app.tr
    guard = tr("dojo.tutorial.walk.guard")
    walking = [row for row in shown if "·" in row[1]]
    assert len(walking) >= 3
    total = len(walking)
    for index, (words, count, progress, lines) in enumerate(walking):
        assert progress == (5, 13)  # one step of the thirteen, all along
        assert count == tr(
            "dojo.tutorial.progress.walk", step=5, steps=13, arrow=index + 1, arrows=total
        )
        assert guard not in words and lines <= 2, (index, lines, words)
    spent = shown[total:]
    assert spent and spent[0][0].startswith(tr("dojo.tutorial.walk.spent")), spent
    assert guard in spent[0][0] and spent[0][3] <= 2, spent  # (Blue stands near)


def test_the_spent_walk_says_nothing_of_a_guard_with_no_enemy_near(app: App, ui: Driver) -> None:
    """Why a ninja stays home is said only while an enemy could walk in."""
    from .test_dojo_tutorial import to_the_walk

    scene = tutorial(app)
    to_the_walk(scene, ui)
    state = scene.state
    for _ in range(12):  # the guide's walk, step by step, to its end
        walk = scene.walk()
        if walk is None or not walk.steps or state.remaining == 0:
            break
        scene.play(walk.steps[0])
    assert state.remaining == 0 and enemy_reach(state, 0) is not None
    assert scene._words("walk")["now"] == app.tr("dojo.tutorial.walk.guard")
    for h, stack in state.ninjas.items():  # Blue's ninjas gone far away
        if stack[1] and h != state.dojos[1]:
            stack[1] = 0
    if enemy_reach(state, 0) is None:
        assert scene._words("walk")["now"] == ""


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_bubble_keeps_to_its_two_places(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], lang: str
) -> None:
    """Played through, the bubble stands at the map's top, in its strip kept free of the
    board and of the battle's tray: one place all lesson (the tray lay in the strip and
    sent it over the log, hiding half a line: newcomer X, s13, 189-190)."""
    app = sized_app(size)
    app.tr = Translator(lang)
    scene = tutorial(app)
    ui = Driver(app)
    places: dict[str, set[tuple[int, int]]] = {}

    def seen(table: DojoTutorial) -> None:
        app.draw()
        rect = table.guide.bubble_rect()
        tray = table.tray_view.rect
        where = "log" if table.layout.log.contains(rect) else "top"
        places.setdefault(where, set()).add(rect.topleft)
        if where == "log":
            assert tray.width and scene.guide.current.key in ("projectile", "clash"), tray
        else:
            assert not rect.colliderect(tray) if tray.width else True

    play_lesson(scene, ui, seen)
    assert not scene.guiding
    assert len(places["top"]) == 1 and not places.get("log"), places


def test_the_bubble_slides_to_its_other_place(app: App, ui: Driver) -> None:
    """At an animated table the bubble slides from one place to the other in SLIDE
    seconds (it jumped); a table that does not animate places it at once."""
    scene = tutorial(app)
    ui.step()
    top = pygame.Rect(20, 60, 800, 100)
    log = pygame.Rect(850, 520, 400, 150)
    place = [top]
    scene._place = lambda size: pygame.Rect(place[0])  # type: ignore[method-assign]
    scene.animate, scene.time, scene._slide = True, 10.0, None
    assert scene._bubble((1280, 720)) == top
    place[0] = log
    assert scene._bubble((1280, 720)).topleft == top.topleft  # leaves from where it was
    scene.time += SLIDE / 2
    half = scene._bubble((1280, 720))
    assert top.x < half.x < log.x and top.y < half.y < log.y
    assert log.width < half.width < top.width  # it narrows on its way
    scene.time += SLIDE / 2
    assert scene._bubble((1280, 720)) == log
    scene.animate = False
    place[0] = top
    assert scene._bubble((1280, 720)) == top  # at once


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_summoning_step_advises_for_the_moment(app: App, ui: Driver, lang: str) -> None:
    """Step 11 says what to do, as the walk's step does: draw as many cards as the rules
    allow (their count), then which cards drawn can match a die and where to set the
    dice (under the Dojo while Blue is near)."""
    app.tr = Translator(lang)
    scene = tutorial(app)
    said: dict[str, str] = {}

    def seen(table: DojoTutorial) -> None:
        state = table.state
        if table.guide.current.key != "summon" or state.current_player != 0:
            return
        if state.phase in ("summon", "assign") and state.phase not in said:
            said[state.phase] = table.guide.words()
            if state.phase == "summon":
                most = state.on_board(0)
                draw = app.tr.plural("dojo.tutorial.summon.draw", most)
                assert said["summon"] == app.tr("dojo.tutorial.summon", advice=draw)
                assert f" {most} " in said["summon"]
            else:
                ranks = sorted(c for c in state.summon_cards if 1 <= c <= 6)
                assert ranks  # (this seed's cards: 5, 6, 6, 8)
                names = app.tr.names([rank_name(c) for c in ranks])
                assert enemy_reach(state, 0) is not None
                key = "dojo.tutorial.summon.dice.guard"
                advice = app.tr.plural(key, len(ranks), cards=names)
                assert said["assign"] == app.tr("dojo.tutorial.summon", advice=advice)
                state.summon_cards, kept = [8, 9, 13], state.summon_cards
                none = app.tr("dojo.tutorial.summon.dice_none")
                assert table._words("summon") == {"advice": none}
                state.summon_cards = kept

    play_lesson(scene, ui, seen)
    assert set(said) == {"summon", "assign"}
    assert said["summon"] != said["assign"]


@pytest.mark.parametrize(
    ("lang", "goal", "next_"),
    [
        ("en", "Now take Blue's Dojo!", "The game goes on without the guide"),
        ("fr", "prenez le Dojo du Clan bleu", "La partie continue sans guide"),
    ],
)
def test_the_lesson_ends_with_the_goal_and_what_comes_next(
    app: App, ui: Driver, lang: str, goal: str, next_: str
) -> None:
    """'Lesson done' says the goal, to take Blue's Dojo, and what the game does next:
    it goes on, unguided (in a real window Blue's turn may already be told under the
    last steps: the words say nothing of its order)."""
    app.tr = Translator(lang)
    scene = tutorial(app)
    ends: list[str] = []

    def seen(table: DojoTutorial) -> None:
        if table.guide.current.key == "done" and not ends:
            ends.append(table.guide.words())

    play_lesson(scene, ui, seen)
    (words,) = ends
    assert goal in words and next_ in words
    assert words.index(goal) < words.index(next_)
    assert not scene.guiding
    for _ in range(600):  # and so it goes: the person's next roll, no guide
        ui.step()
        if scene.state.mover == 0 and scene.state.phase == "roll" and scene.can_act:
            break
    assert scene.state.turns[0] == 1 and scene.state.phase == "roll" and not scene.guiding


def test_a_tray_over_part_of_the_strip_sends_the_bubble_to_the_log(app: App, ui: Driver) -> None:
    """With the strip partly covered (a tray over its left half), the bubble took the
    widest room left beside it, a narrower bubble in a corner: a third place. It goes to
    its second place, the log's foot, as with the tray over the whole strip."""
    from .test_dojo_tutorial import to_the_walk

    scene = tutorial(app)
    to_the_walk(scene, ui)
    app.draw()
    home = scene.guide.bubble_rect()
    room = scene.layout.map
    assert home.top < room.top + room.height // 4 and home.width > room.width * 3 // 4
    scene.tray_view.rect = pygame.Rect(room.left, room.top, room.width // 2, home.height)
    scene.guide.step = STEP_KEYS.index("clash")  # (words that fit the log)
    place = scene._place(app.window.get_size())
    log = scene.layout.log
    assert log.contains(place) and place.bottom > log.centery, (place, log)
