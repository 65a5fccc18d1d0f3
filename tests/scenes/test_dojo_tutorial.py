"""Dojo's guided first game, opened from its setup screen: each step ends when the
player has done what it asks (or, for a step that only explains, with Enter); the
person really throws a projectile from the plains and fights a battle, card by card,
by mouse or by keyboard, wherever they build; the bubble stays in the window at every
size, and the game goes on unguided afterwards."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.i18n import Translator
from ninjas.core.session import GameSession, Seat
from ninjas.dojo.guard import empties_dojo, enemy_reach
from ninjas.dojo.hexgrid import Hex, dojo_first_sites, neighbours
from ninjas.dojo.rules import hex_text, new_game
from scenes import theme
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.dojo.lesson import plan, safe_walk
from scenes.dojo.routes import action_hex as _hex
from scenes.dojo.tray import hand_numbers
from scenes.dojo.tutorial import STEP_KEYS, TUTORIAL_OPTIONS, TUTORIAL_SEED, DojoTutorial
from scenes.setup import SetupScene

from .conftest import SIZES, Driver


def tutorial(app: App) -> DojoTutorial:
    session = GameSession.new(
        "dojo", [Seat(), Seat("ai", "easy")], TUTORIAL_SEED, dict(TUTORIAL_OPTIONS), autosave=False
    )
    scene = DojoTutorial(app, session, animate=False, ai_pause=0)
    scene.computer_think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    return scene


def test_the_setup_screen_opens_the_guided_game(app: App) -> None:
    app.push(SetupScene(app, "dojo"))
    setup = app.top
    button = next(
        w
        for w in setup.menu.widgets  # type: ignore[attr-defined]
        if getattr(w, "label", None) and w.label() == app.tr("setup.tutorial")
    )
    button.activate()
    assert isinstance(app.top, DojoTutorial) and app.top.guide.step == 0
    assert not any(isinstance(s, SetupScene) for s in app.stack)


@pytest.mark.parametrize("site", dojo_first_sites(new_game(TUTORIAL_SEED, TUTORIAL_OPTIONS).board))
def test_wherever_the_person_builds_the_lesson_brings_a_battle_and_a_throw(site: Hex) -> None:
    """The person builds first, wherever they like; the computer's scripted first turn
    (legal moves only) leaves them, with their own roll, three (at least two) ninjas'
    walk from the battle's hex and one from a plains beside an enemy."""
    state = new_game(TUTORIAL_SEED, dict(TUTORIAL_OPTIONS))
    assert state.placer == 0
    state.apply(f"dojo {site[0]},{site[1]}")
    lesson = plan(state)
    assert lesson is not None
    state.apply(f"dojo {lesson.dojo[0]},{lesson.dojo[1]}")
    for action in ("roll", *lesson.actions):
        assert state.current_player == 1 and state.refusal(action) is None, action
        state.apply(action)
    assert state.mover == 0 and state.phase == "roll"
    assert state.count(lesson.battle, 1) >= 2 and state.count(lesson.battle, 0) == 0
    assert state.terrain[lesson.plains] == "plains" and state.count(lesson.plains, 1) == 0
    assert lesson.battle in neighbours(lesson.plains) and lesson.target in neighbours(lesson.plains)
    assert state.count(lesson.target, 1) > 0
    state.apply("roll")
    assert lesson.attackers in (2, 3)
    assert state.remaining >= lesson.attackers * _cost(state, site, lesson.battle) + _cost(
        state, site, lesson.plains
    )


def _cost(state: Any, start: Hex, goal: Hex) -> int:
    from scenes.dojo.lesson import _reach

    cost = _reach(state, start, goal)
    assert cost is not None
    return cost


def _walk_to(scene: DojoTutorial, ui: Driver, src: Hex, dst: Hex, keys: bool) -> bool:
    """One of the person's ninjas from `src` to `dst` by its route: a click on each hex,
    or the arrows' cursor and Enter; a stack of theirs joined by the panel's row 'Walk
    the ninja from ... here instead' (the click chose it); a free forest step with F
    pressed first."""
    route = None
    arrow = scene.walk()
    if (
        arrow is not None
        and arrow.steps
        and arrow.steps[0].endswith(" 0") != (scene.forest_cost == 0)
    ):
        ui.key(pygame.K_f)
    for target in (src, dst):
        if keys:
            scene.cursor = target  # the arrows point there (move_cursor's own tests)
            ui.key(pygame.K_RETURN)
        else:
            ui.click(scene.view.centre(target))
        if target == src:
            route = scene.controls.routes().get(dst)
            if route is None or not route.ends or route.cost > scene.state.remaining:
                scene.selected = None
                return False
    if scene.selected == dst and scene.controls.join_offer is not None:
        scene.controls.join_instead()  # the click chose that stack: walk there instead
    return True


def _choose(scene: DojoTutorial, ui: Driver, action: str) -> None:
    """The panel's choice `action` by its number."""
    option = next(o for o in scene.options if o.action == action)
    ui.key(pygame.K_1 + (option.number or 1) - 1)


def _attack(scene: DojoTutorial, ui: Driver, keys: bool) -> None:
    """The person's card on a face-down one: their numbers, or two clicks."""
    if keys:  # a face-down card keeps its number over it: the first still face down
        tray = scene.stage.tray
        assert tray is not None
        ui.key(pygame.K_0 + hand_numbers(tray)[0])  # its number as dealt (it stays)
        if tray.live_slots() and scene.picked is not None:  # one left: the card struck it
            ui.key(pygame.K_1 + tray.live_slots()[0])
        return
    ui.step()
    layout = scene.tray_view.layout
    ui.click(layout.hand[0][0].center)
    ui.click(layout.slots[0][0].center)


@pytest.mark.parametrize(("lang", "keys"), (("en", False), ("fr", True), ("en", True)))
def test_the_guided_game_plays_a_real_throw_and_battle(
    app: App, ui: Driver, lang: str, keys: bool
) -> None:
    """Played through as a person would, with the mouse or with the keyboard alone:
    every step comes up in turn, the person throws from the plains and fights a battle
    of cards laid face down, one card at a time; each bubble speaks of the moment
    shown, in the language chosen; then the game goes on unguided."""
    app.tr = Translator(lang)
    scene = tutorial(app)
    seen: list[str] = []
    words: dict[str, str] = {}
    params: dict[str, dict[str, Any]] = {}
    told: set[str] = set()
    counts: list[tuple[int, int]] = []
    for _ in range(1200):
        if not scene.guiding or scene.state.is_terminal:
            break
        ui.step()
        if not scene.guiding:
            break
        step = scene.guide.current
        if not seen or seen[-1] != step.key:
            seen.append(step.key)
            words[step.key] = scene.guide.words()
            params[step.key] = scene._words(step.key)  # (the summoning's: its moment's)
            counts.append(scene.guide.progress())
            if scene.guide.telling:
                told.add(step.key)
        if scene.guide.explaining:
            ui.key(pygame.K_RETURN)
            continue
        if not scene.can_act:
            continue
        state = scene.state
        lesson = scene.lesson
        if state.phase == "dojo":  # the person's own choice of site
            site = _hex(str(state.legal_actions()[3]).split()[1])
            if keys:
                scene.cursor = site
                ui.key(pygame.K_RETURN)
            else:
                ui.click(scene.view.centre(site))
        elif state.phase == "roll":  # once the guide says so ('watch' stands 4 s)
            if step.key == "roll":
                ui.key(pygame.K_r) if keys else ui.click(scene.options[0].rect.center)
        elif state.phase == "move":  # the gold arrow's steps, one after another
            assert lesson is not None and step.key == "walk"
            assert set(scene.lesson_hexes()) == {lesson.battle, lesson.plains}
            arrow = scene.lesson_step()
            if arrow is not None:
                assert _walk_to(scene, ui, *arrow, keys)
            else:
                ui.key(pygame.K_e) if keys else ui.click(scene.options[1].rect.center)
        elif state.phase == "battle":
            assert lesson is not None
            throw = f"throw {hex_text(lesson.plains)} {hex_text(lesson.target)}"
            fight = f"fight {hex_text(lesson.battle)}"
            if step.key == "throw":
                assert throw in scene.legal_texts() and fight in scene.legal_texts()
                assert state.count(lesson.battle, 0) == lesson.attackers  # as the words said
                if keys:
                    _choose(scene, ui, throw)
                else:
                    ui.click(scene.view.centre(lesson.plains))
                    ui.click(scene.view.centre(lesson.target))
                assert scene.state.battle is not None and scene.state.battle.projectile
            elif step.key == "battle":
                _choose(scene, ui, fight) if keys else ui.click(scene.view.centre(lesson.battle))
                assert scene.state.battle is not None and not scene.state.battle.projectile
            else:
                assert step.key == "after"  # the battle is over: no more battles
                ui.key(pygame.K_d) if keys else ui.click(scene.options[0].rect.center)
        elif state.phase == "attack":
            assert step.key in ("projectile", "clash"), step.key
            battle = state.battle
            assert battle is not None and battle.projectile == (step.key == "projectile")
            before = sum(card is not None for card in battle.row)
            assert before > 0  # cards laid face down, waiting for the person's
            played = len(scene.session.actions)
            _attack(scene, ui, keys)
            assert scene.session.actions[played:] and all(
                a.startswith("play") for a in scene.session.actions[played : played + 1]
            )
            assert len([a for a in scene.session.actions[played:] if a.startswith("play")]) == 1
        elif state.phase == "summon":
            ui.key(pygame.K_RETURN)  # the main button: summon
        elif state.phase == "assign":
            ui.key(pygame.K_1) if keys else ui.click(scene.options[0].rect.center)
        else:  # a Joker, Fists of Fury: not in this game's options
            raise AssertionError(state.phase)
    expected = list(STEP_KEYS)  # every step, none skipped, and the count never changes
    assert seen == expected, (" ".join(seen), scene.state.phase, scene.played[-9:])
    assert counts == [(n, len(STEP_KEYS)) for n in range(1, len(STEP_KEYS) + 1)]
    assert not scene.guiding and not scene.state.is_terminal
    kinds = [kind for seat, kind in scene.played if seat == 0]
    assert "throw" in kinds and "fight" in kinds and "play" in kinds
    assert kinds.index("throw") < kinds.index("fight")
    tr = Translator(lang)
    for key in expected:
        if key in told:  # reached with its task done: what happened, then Enter
            assert words[key].startswith(tr(f"dojo.tutorial.{key}.passed")), key
        elif key != "walk":  # (the walk's words: test_dojo_tutorial_walk_plan.py)
            assert words[key].startswith(tr(f"dojo.tutorial.{key}", **params[key])), key
    assert told <= {"after"}, told  # the battle left nothing to do: said so, not skipped
    assert f" {scene.lesson.attackers} " in words["walk"]  # type: ignore[union-attr]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ("en", "fr"))
def test_the_bubble_hides_neither_the_log_nor_what_the_step_speaks_of(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], lang: str
) -> None:
    """The bubble sat over the game log, and the log's text showed through it; then over
    the clans' status: it lies over the map now, where no hex lies when the step asks
    for a click (a step that only explains may lie over the edge of a hex when its words
    are long, at the smallest windows), or over the log when the board fills the map;
    opaque, off the status, the action panel and its choices."""
    app = sized_app(size)
    app.tr = Translator(lang)
    scene = tutorial(app)
    for key in STEP_KEYS:  # every step's words, drawn at this size
        scene.guide.step = STEP_KEYS.index(key)
        scene.guide._lines = None
        app.draw()
        bubble = scene.guide.bubble_rect()
        assert app.window.get_rect().contains(bubble), key
        lay = scene.layout
        assert lay.map.contains(bubble) or lay.log.contains(bubble), key
        assert bubble.width >= theme.px(220), key  # words enough a line
        parts = [lay.status, lay.action, *lay.buttons.values()]
        parts += [o.rect for o in scene.options]
        for part in parts:
            assert not bubble.colliderect(part), (key, part)
        inner = scene.view.radius * 3**0.5 / 2  # no hex under it, not even its edge
        step = scene.guide.current
        acting = step.done is not None  # the person clicks the board or the panel now
        hexes = [*scene.state.board.hexes(), *(d for d in scene.state.dojos if d is not None)]
        for h in hexes if acting else ():
            x, y = scene.view.centre(h)
            dx = max(bubble.left - x, 0, x - bubble.right)
            dy = max(bubble.top - y, 0, y - bubble.bottom)
            assert (dx * dx + dy * dy) ** 0.5 >= inner, (key, h)
        canvas = pygame.Surface(app.window.get_size())
        canvas.fill((255, 0, 0))
        scene.guide.draw(canvas, 0.0)  # opaque: nothing under it shows through
        spot = (bubble.left + bubble.width // 10, bubble.bottom - theme.px(8))
        assert tuple(canvas.get_at(spot))[:3] == tuple(theme.MIDNIGHT)[:3], key
        for option in scene.options:  # never over a choice of the panel
            assert not bubble.colliderect(option.rect), (key, option.label)


def to_the_walk(scene: DojoTutorial, ui: Driver) -> None:
    """The guided game played to the person's first walk (the first site, a roll as soon
    as the table takes it: 'watch' then gives way, and 'roll' says it was rolled)."""
    state = scene.state
    for _ in range(300):
        ui.step()
        if scene.guide.current.key == "walk" and scene.can_act:
            break
        if scene.guide.explaining:
            ui.key(pygame.K_RETURN)
        elif scene.can_act and state.phase == "dojo":
            scene.play(str(state.legal_actions()[0]))
        elif scene.can_act and state.phase == "roll":
            scene.play("roll")


def test_steps_the_person_passes_by_give_way(app: App, ui: Driver) -> None:
    """The guide refuses nothing: a person who walks elsewhere and fights nobody is not
    held on the throw and battle steps; each of them says what it would have taught,
    once, Enter moving on (none skipped, the count as it started: newcomer P, s8, saw
    13 steps become 12); then the guide speaks of summoning."""
    scene = tutorial(app)
    state = scene.state
    to_the_walk(scene, ui)
    lesson = scene.lesson
    assert lesson is not None and state.phase == "move"
    for _ in range(20):  # every move spent away from the enemy
        if state.phase != "move":
            break
        legal = state.legal_actions()
        ends = [a for a in legal if a.kind == "end"]
        away = [a for a in legal if a.kind == "step" and not state.count(_hex(a.args[1]), 1)]
        scene.play(str(ends[0] if ends else away[0]))
    ui.step()
    if state.phase == "battle":  # a throw the person does not take
        assert "fight" not in {a.kind for a in state.legal_actions()}
        ui.key(pygame.K_d)
    ui.step()
    told = []
    for _ in range(8):  # the steps passed by: each told, then Enter
        if not scene.guide.telling:
            break
        told.append(scene.guide.current.key)
        assert scene.guide.words().startswith(app.tr(f"dojo.tutorial.{told[-1]}.passed"))
        ui.key(pygame.K_RETURN)
    assert {"projectile", "battle", "clash", "after"} <= set(told), told
    assert state.phase in ("summon", "assign") and scene.guide.current.key == "summon"
    assert scene.guide.progress() == (STEP_KEYS.index("summon") + 1, len(STEP_KEYS))
    assert "throw" not in {kind for seat, kind in scene.played if seat == 0}


def test_the_throw_steps_give_way_when_no_throw_is_left(app: App, ui: Driver) -> None:
    """A tester walked the ninja meant for the plains elsewhere; the guide kept asking
    to 'click yours on the ringed plains' through the battle and never moved on. With
    no throw left to make, the throw and projectile steps say what a throw is, Enter
    moving on to the battle's (told, not skipped: the count stays)."""
    scene = tutorial(app)
    state = scene.state
    to_the_walk(scene, ui)
    assert state.phase == "move"
    budget = [20_000]

    def walks(position: Any, depth: int) -> list[str] | None:
        """Moves that leave a battle to fight and no throw to make."""
        budget[0] -= 1
        if position.phase != "move":
            kinds = {a.kind for a in position.legal_actions()}
            ok = position.phase == "battle" and "fight" in kinds and "throw" not in kinds
            return [] if ok else None
        if depth == 0 or budget[0] < 0:
            return None
        for action in position.legal_actions():
            after = position.clone()
            after.apply(action)
            rest = walks(after, depth - 1)
            if rest is not None:
                return [str(action), *rest]
        return None

    plan = walks(state.clone(), 8)
    assert plan is not None, "no walk leaves a battle without a throw"
    for action in plan:
        scene.play(action)
    for _ in range(5):
        ui.step()
    for key in ("throw", "projectile"):  # no throw to make: said, then Enter
        assert scene.guide.current.key == key and scene.guide.telling
        ui.key(pygame.K_RETURN)
    assert state.phase == "battle" and scene.guide.current.key == "battle"
    assert not scene.guide.telling and scene.guide.progress()[1] == len(STEP_KEYS)


class _Die(random.Random):
    """The game's generator with the next move roll set to `value` (the dice after it
    as the seed deals them)."""

    def __init__(self, rng: random.Random, value: int) -> None:
        super().__init__()
        self.setstate(rng.getstate())
        self.value: int | None = value

    def randint(self, a: int, b: int) -> int:
        if self.value is None:
            return super().randint(a, b)
        value, self.value = self.value, None
        return value


@pytest.mark.parametrize("site", dojo_first_sites(new_game(TUTORIAL_SEED, TUTORIAL_OPTIONS).board))
@pytest.mark.parametrize("value", range(1, 7))
def test_following_the_guide_never_leaves_the_dojo_empty(site: Hex, value: int) -> None:
    """A tester followed the walk's words with a 6: three ninjas to the battle and one
    to the plains left two moves that had to be spent, the last ninja walked out and the
    computer took the Dojo on its turn. Whatever the die and wherever the person built,
    the guide's walk (its gold arrow, step after step) spends every move, takes as many
    ninjas to the battle and the plains as its words say, and keeps one on the Dojo."""
    state = new_game(TUTORIAL_SEED, dict(TUTORIAL_OPTIONS))
    state.apply(f"dojo {hex_text(site)}")
    lesson = plan(state)
    assert lesson is not None
    state.apply(f"dojo {hex_text(lesson.dojo)}")
    for action in ("roll", *lesson.actions):
        state.apply(action)
    state.rng = _Die(state.rng, value)
    state.apply("roll")
    assert state.phase == "move" and state.remaining == value
    assert enemy_reach(state, 0) is not None  # the Blue clan stands at the door
    first = safe_walk(state, lesson)
    assert first is not None
    for _ in range(20):  # follow it, looking again after each step as the table does
        walk = safe_walk(state, lesson)
        if state.phase != "move" or walk is None or not walk.steps:
            break
        state.apply(walk.steps[0])
    if state.phase == "move":
        state.apply("end")
    home = state.dojos[0]
    assert home is not None and state.count(home, 0) >= 1, (site, value)
    assert min(state.count(lesson.battle, 0), lesson.attackers) == first.attackers
    assert min(state.count(lesson.plains, 0), 1) == first.throwers
    if value == 6:  # the tester's roll: the whole lesson still fits
        assert (first.attackers, first.throwers) == (lesson.attackers, 1)


def test_the_table_warns_before_the_last_ninja_leaves_the_dojo(app: App, ui: Driver) -> None:
    """Choosing the last ninja on your Dojo while an enemy could walk in says so in the
    prompt, before it moves; another ninja chosen, or no enemy near, says nothing."""
    scene = tutorial(app)
    state = scene.state
    to_the_walk(scene, ui)
    home = state.dojos[0]
    assert home is not None and state.count(home, 0) == 5
    warning = app.tr("dojo.prompt.last_guard")
    scene.selected = home
    assert scene.prompt() != warning  # four others stay
    out = next(a for a in state.legal_actions() if a.kind == "step" and a.args[0] == hex_text(home))
    for _ in range(4):
        scene.play(str(out))
    scene.selected = home
    assert state.count(home, 0) == 1 and scene.prompt() == warning
    scene.selected = _hex(out.args[1])
    assert scene.prompt() != warning
    far = state.clone()  # the same, with the enemy far away
    for h in far.occupied(1):
        far.ninjas[h][1] = 0
    assert enemy_reach(far, 0) is None and not empties_dojo(far, home)


def test_the_walk_shown_is_worked_out_again_after_an_undo(app: App, ui: Driver) -> None:
    """The arrow's walk is kept per position: a step undone and another played (as
    many actions as before) shows a walk from where the ninjas stand now."""
    scene = tutorial(app)
    to_the_walk(scene, ui)
    first = scene.walk()
    assert first is not None and first.steps
    scene.play(first.steps[0])
    after = scene.walk()
    assert after is not None
    scene.undo()
    other = next(str(a) for a in scene.legal() if a.kind == "step" and str(a) != first.steps[0])
    scene.play(other)
    walk = scene.walk()
    assert walk is not None and walk is not after
    assert not walk.steps or walk.steps[0] in scene.legal_texts()


def test_a_walk_out_and_back_says_why() -> None:
    """Newcomer M (s8, gd8/gd9.png): with a 6 the gold arrow walked a ninja from one
    plain to the next and back, to spend the last moves, and nothing said so: "I
    followed arrows without understanding". A walk's steps out and back are counted,
    and the walk's words say why when there are some."""
    from scenes.dojo.lesson import there_and_back

    assert there_and_back(("step 0,0 1,0 1", "step 1,0 0,0 1")) == 2
    assert there_and_back(("step 0,0 1,0 1", "step 1,0 2,0 1")) == 0
    assert there_and_back(("step 0,0 1,0 1", "step 2,2 2,3 1", "step 1,0 0,0 0")) == 1
    # each step paired once: four out, one back is 2 moves (it said 8 of a 6: newcomer P)
    assert there_and_back(("step 0,0 1,0 1",) * 4 + ("step 1,0 0,0 1",)) == 2
    shuffled = 0
    for site in dojo_first_sites(new_game(TUTORIAL_SEED, TUTORIAL_OPTIONS).board):
        state = new_game(TUTORIAL_SEED, dict(TUTORIAL_OPTIONS))
        state.apply(f"dojo {hex_text(site)}")
        lesson = plan(state)
        assert lesson is not None
        state.apply(f"dojo {hex_text(lesson.dojo)}")
        for action in ("roll", *lesson.actions):
            state.apply(action)
        state.rng = _Die(state.rng, 6)
        state.apply("roll")
        walk = safe_walk(state, lesson)
        assert walk is not None
        shuffled += there_and_back(walk.steps) > 0
    assert shuffled  # M's roll: some site's 6 is spent out and back


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_walk_step_says_the_moves_out_and_back(app: App, ui: Driver, lang: str) -> None:
    from scenes.dojo.lesson import Walk

    app.tr = Translator(lang)
    scene = tutorial(app)
    to_the_walk(scene, ui)
    steps = ("step 0,0 1,0 1", "step 1,0 0,0 1")
    scene.walk = lambda: Walk(steps, 3, 1, 1, 1, 2)  # type: ignore[method-assign]
    assert app.tr.plural("dojo.tutorial.walk.back", 2) in scene.guide.words()
    scene.walk = lambda: Walk(steps[:1], 3, 1, 1, 1)  # type: ignore[method-assign]
    assert app.tr.plural("dojo.tutorial.walk.back", 2) not in scene.guide.words()


def test_h_at_the_walk_step_shows_the_guides_own_walk(app: App, ui: Driver) -> None:
    """Newcomer P (s8, z91.png): at the walk step, H drew the hard computer's other plan
    over the gold arrow ('then 6 more steps'), two plans at once. H there shows the
    guide's own walk, one step at a time: the gold arrow's step is the hint, no search,
    no other arrows drawn nor 'more steps' said; as each step is walked the next one is."""
    scene = tutorial(app)
    to_the_walk(scene, ui)
    walk = scene.walk()
    assert walk is not None and len(walk.steps) > 1
    ui.key(pygame.K_h)
    ui.step()
    assert scene.hint_job.job is None  # no search: the guide's walk is the hint
    assert scene.hint is not None and str(scene.hint) == walk.steps[0]
    assert scene.hint_plan.rest() == []  # the arrow's step alone, not the whole walk
    said = scene.narrator.hint_text(scene.hint)
    assert app.tr.plural("dojo.hint.more_steps", len(walk.steps) - 1) not in said
    scene.play(walk.steps[0])
    ui.step()
    follow = scene.walk()  # the same walk goes on: the gold arrow does not jump (P, s8)
    assert follow is not None and follow.steps == walk.steps[1:]
    assert scene.hint is not None and str(scene.hint) == walk.steps[1]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_walk_step_says_how_to_end_the_walk_once_every_move_is_spent(
    app: App, ui: Driver, lang: str
) -> None:
    """Newcomer P (s8): with every move spent the guide never said 'now press E'."""
    app.tr = Translator(lang)
    scene = tutorial(app)
    to_the_walk(scene, ui)
    for _ in range(12):  # the guide's walk, step by step, to its end
        walk = scene.walk()
        if walk is None or not walk.steps or scene.state.remaining == 0:
            break
        scene.play(walk.steps[0])
        ui.step()
    assert scene.state.phase == "move" and scene.state.remaining == 0  # E to end it
    assert scene.guide.current.key == "walk"
    assert app.tr("dojo.tutorial.walk.spent") in scene.guide.words()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_h_at_the_throw_and_battle_steps_is_what_the_guide_asks(
    app: App, ui: Driver, lang: str
) -> None:
    """Newcomer U (s9, u-75.png): 'Throw first! ... then the ringed enemy' said the guide,
    'Hint: Fight in the forest: 3 against 2' the hint, and two colours of rings. H at the
    throw step is the lesson's throw, at the battle step its battle, no search; the
    words name the enemy's ring by its gold."""
    app.tr = Translator(lang)
    scene = tutorial(app)
    to_the_walk(scene, ui)
    lesson = scene.lesson
    assert lesson is not None
    for _ in range(12):  # the guide's walk, then E
        walk = scene.walk()
        if walk is None or not walk.steps:
            break
        scene.play(walk.steps[0])
        ui.step()
    ui.key(pygame.K_e)
    assert scene.guide.current.key == "throw" and not scene.guide.telling
    assert app.tr("dojo.tutorial.throw").endswith(
        "then the enemy ringed in gold." if lang == "en" else "puis sur l'ennemi cerclé d'or."
    )
    ui.key(pygame.K_h)
    ui.step()
    assert scene.hint_job.job is None
    throw = f"throw {hex_text(lesson.plains)} {hex_text(lesson.target)}"
    assert scene.hint is not None and str(scene.hint) == throw
    scene.play(throw)
    for _ in range(60):
        ui.step()
        if scene.guide.current.key == "battle" and scene.can_act:
            break
        if scene.state.phase == "attack" and scene.can_act:
            _attack(scene, ui, True)
    assert scene.guide.current.key == "battle"
    ui.key(pygame.K_h)
    ui.step()
    assert scene.hint_job.job is None
    assert scene.hint is not None and str(scene.hint) == f"fight {hex_text(lesson.battle)}"


def test_the_throw_step_followed_by_mouse_throws_with_the_thrower_already_chosen(
    app: App, ui: Driver
) -> None:
    """Newcomer U (s9, u-77.png): the walk ended on the plains, so its stack stayed
    chosen; 'click yours on the ringed plains, then the enemy' let it go with the first
    click, and the second was refused, 'No battle there'. Clicked as the step says, the
    thrower stays chosen and the enemy's hex throws."""
    scene = tutorial(app)
    to_the_walk(scene, ui)
    lesson = scene.lesson
    assert lesson is not None
    for _ in range(12):
        walk = scene.walk()
        if walk is None or not walk.steps:
            break
        scene.play(walk.steps[0])
        ui.step()
    ui.key(pygame.K_e)
    assert scene.guide.current.key == "throw"
    ui.click(scene.view.centre(lesson.plains))  # chosen (as a walk ending there leaves it)
    assert scene.selected == lesson.plains
    played = len(scene.session.actions)
    ui.click(scene.view.centre(lesson.plains))  # the step's first click
    assert scene.selected == lesson.plains
    ui.click(scene.view.centre(lesson.target))  # then the enemy
    throw = f"throw {hex_text(lesson.plains)} {hex_text(lesson.target)}"
    assert scene.session.actions[played : played + 1] == [throw]  # (then Blue lays its card)
