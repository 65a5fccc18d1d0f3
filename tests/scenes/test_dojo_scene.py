"""The Dojo table: it opens on every board, whole games run through it (animated, with
uneven frames), a person plays every kind of action by clicks and keys, hidden cards
never show for the wrong seat, people hand the laptop over, refused clicks say why,
and every text is in English and French."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.i18n import Translator
from ninjas.core.session import GameSession, Seat
from ninjas.dojo.hexgrid import neighbours
from ninjas.dojo.maps import board_names
from ninjas.dojo.rules import TOGGLES, hex_text
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.board_view import BoardView
from scenes.dojo.handoff_skip import own_lines_shown
from scenes.dojo.routes import routes_from
from scenes.handoff import HandoffScene
from scenes.log_panel import as_line
from scenes.message import ConfirmScene
from scenes.results import ResultsScene

from .conftest import assert_not_blank, pass_handoff
from .test_dojo_lost_card_marked import draw_tray

ROOT = Path(__file__).resolve().parents[2]
BOARDS = ("random", *board_names())


def table(
    app: App,
    seats: list[Seat],
    seed: int = 4,
    options: dict[str, Any] | None = None,
    animate: bool = False,
) -> DojoScene:
    session = GameSession.new("dojo", seats, seed, options or {}, autosave=False)
    scene = DojoScene(app, session, animate=animate, ai_pause=0)
    # the computer decides at once, in this process: the tests never wait on a worker
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    return scene


def press(scene: DojoScene, pos: tuple[int, int]) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0,)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def key(scene: DojoScene, k: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def drag(scene: DojoScene, start: tuple[int, int], end: tuple[int, int]) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1,)))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def act_like_a_person(scene: DojoScene, rng: random.Random, canvas: pygame.Surface) -> None:
    """One input as a person would give it: clicks on the map and the tray, keys."""
    state = scene.state
    phase = state.phase
    legal = state.legal_actions()
    view = scene.view
    if phase == "dojo":
        site = legal[rng.randrange(len(legal))].args[0]
        press(scene, view.centre(tuple(map(int, site.split(",")))))
    elif phase == "roll":
        key(
            scene, pygame.K_b if state.may_blitz(state.mover) and rng.random() < 0.3 else pygame.K_r
        )
    elif phase == "move":
        if scene.selected is None:
            movers = sorted({a.args[0] for a in legal if a.kind == "step"})
            if not movers or ("end" in {str(a) for a in legal} and rng.random() < 0.4):
                key(scene, pygame.K_e)
                return
            mover = movers[rng.randrange(len(movers))]
            press(scene, view.centre(tuple(map(int, mover.split(",")))))
            return
        if "end" in {str(a) for a in legal} and rng.random() < 0.4:
            key(scene, pygame.K_e)  # the move may end with a ninja chosen
            return
        if rng.random() < 0.1:
            key(scene, pygame.K_f)
        ends = [h for h, r in scene.controls.routes().items() if r.ends]
        if not ends:
            key(scene, pygame.K_ESCAPE)
            key(scene, pygame.K_e)
            return
        press(scene, view.centre(ends[rng.randrange(len(ends))]))
    elif phase == "battle":
        fights = [a for a in legal if a.kind == "fight"]
        if fights and rng.random() < 0.5:
            h = tuple(map(int, fights[0].args[0].split(",")))
            press(scene, view.centre(h))
        else:
            key(scene, pygame.K_1 + rng.randrange(min(9, len(legal))))
    elif phase == "lay":
        scene.draw(canvas)
        pool = scene.tray_view.layout.pool
        if pool and rng.random() < 0.5:
            press(scene, pool[rng.randrange(len(pool))][0].center)
        else:
            key(scene, pygame.K_1)
    elif phase == "attack":
        scene.draw(canvas)
        hand, slots = scene.tray_view.layout.hand, scene.tray_view.layout.slots
        if hand and slots and rng.random() < 0.5:
            drag(scene, hand[rng.randrange(len(hand))][0].center, slots[0][0].center)
        else:
            key(scene, pygame.K_1)
            key(scene, pygame.K_1)
    elif phase == "summon":
        for _ in range(rng.randrange(3)):
            key(scene, rng.choice((pygame.K_LEFT, pygame.K_RIGHT)))
        key(scene, pygame.K_RETURN)
    elif phase in ("assign", "joker"):
        sites = [tuple(map(int, a.args[0].split(","))) for a in legal]
        if rng.random() < 0.5:
            press(scene, view.centre(sites[rng.randrange(len(sites))]))
        else:
            key(scene, pygame.K_1)
    elif phase == "fury":
        key(scene, rng.choice((pygame.K_1, pygame.K_2, pygame.K_RETURN)))


def record_actions(scene: DojoScene) -> list[tuple[int, str]]:
    played: list[tuple[int, str]] = []
    apply = scene.session.apply

    def recording(action: Any, hold: bool = False) -> Any:
        played.append((scene.state.current_player, str(action)))
        return apply(action, hold)

    scene.session.apply = recording  # type: ignore[method-assign]
    return played


PERSON_ACTIONS = 3_000
"""At most this many moves in a game played through by act_like_a_person."""


def play_through(
    app: App, scene: DojoScene, rng: random.Random, check: Any = None, frames: int = 40_000
) -> int:
    canvas = pygame.Surface((1280, 720))
    handoffs = 0
    for _ in range(frames):
        if scene.state.is_terminal:
            break
        if isinstance(app.top, HandoffScene):
            handoffs += 1
            pass_handoff(app)
            continue
        if isinstance(app.top, ConfirmScene):  # 'your Dojo is left empty' (end_guard.py)
            app.top.confirm()  # the person meant it
            continue
        scene.update(1 / 60)
        scene.draw(canvas)
        if check is not None:
            check(scene)
        if scene.reveal.shown:  # two people: a round's turned cards read (reveal_hold.py)
            key(scene, pygame.K_RETURN)
            scene.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
        if scene.can_act:
            act_like_a_person(scene, rng, canvas)
        # checked as it plays, not at the end: a walk to and fro in free forest (before
        # fec24c6) keeps an undo snapshot of the whole state, history and all, per step,
        # and took a test worker to 7 GB before the frames ran out
        assert len(scene.session.actions) < PERSON_ACTIONS, scene.session.actions[-6:]
    assert scene.state.is_terminal
    return handoffs


@pytest.mark.parametrize("board", BOARDS)
def test_the_table_opens_on_each_board(app: App, board: str) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "easy")], options={"board": board})
    app.draw()
    assert_not_blank(app.canvas)
    view = scene.view
    if "water" in view.terrain.values():  # the water moves: its frames differ
        frames = [pygame.image.tobytes(view.still(f), "RGB") for f in range(3)]
        assert len(set(frames)) == 3
    for h in list(view.terrain) + view.sites:  # every hex and Dojo site is on the map
        x, y = view.centre(h)
        assert view.rect.collidepoint(x, y)
        assert view.hex_at((x, y)) == h


def test_a_whole_animated_ai_game_runs_to_the_end_with_uneven_frames(app: App) -> None:
    app.settings.animation_speed = 4.0
    options = {"board": "random", **{t: True for t in TOGGLES}}
    # the random player attacks often: battles, projectiles and flips are seen
    scene = table(app, [Seat("ai", "random"), Seat("ai", "greedy")], 1, options, animate=True)
    canvas = pygame.Surface((1280, 720))
    rng = random.Random(5)
    seen: set[str] = set()
    start_effect = scene.stage.effect

    def effect(e: Any) -> None:
        seen.add(e.kind)
        start_effect(e)

    scene.stage.effect = effect  # type: ignore[method-assign]
    for _ in range(60_000):
        if isinstance(app.top, ResultsScene):
            break
        scene.update(rng.choice((1 / 60, 1 / 30, 0.1, 0.25)))
        scene.draw(canvas)
    assert scene.state.is_terminal and isinstance(app.top, ResultsScene)
    assert {"walk", "banner", "gain", "lost"} <= seen
    breakdown = app.top.breakdown  # type: ignore[attr-defined]
    assert [s.total for s in breakdown.seats] == [scene.state.land(0), scene.state.land(1)]
    played = set(app.played)  # type: ignore[attr-defined]
    assert {"dojo_step", "dojo_summon", "dojo_flip", "dojo_clash", "dice_roll"} <= played


def test_a_person_places_rolls_moves_fights_lays_plays_and_summons(app: App) -> None:
    kinds: set[str] = set()
    for seed in range(1, 7):
        app.stack.clear()
        scene = table(app, [Seat("human"), Seat("ai", "easy")], seed, {"board": "causeway"})
        played = record_actions(scene)
        play_through(app, scene, random.Random(seed))
        kinds |= {text.split()[0] for seat, text in played if seat == 0}
        if {"dojo", "roll", "step", "end", "fight", "lay", "play", "summon", "die"} <= kinds:
            break
    assert {"dojo", "roll", "step", "end", "fight", "lay", "play", "summon", "die"} <= kinds


def test_a_walk_of_several_hexes_is_played_step_by_step(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "easy")], 3, {"board": "island"})
    rng = random.Random(1)
    canvas = pygame.Surface((1280, 720))
    while scene.state.phase != "move" or scene.state.remaining < 2 or not scene.can_act:
        scene.update(1 / 60)
        if scene.can_act and scene.state.phase in ("dojo", "roll"):
            act_like_a_person(scene, rng, canvas)
        elif scene.can_act:
            scene.submit(str(scene.state.legal_actions()[0]))
    state = scene.state
    src = next(h for h in state.occupied(0))
    press(scene, scene.view.centre(src))
    assert scene.selected == src
    far = [(h, r) for h, r in scene.controls.routes().items() if r.ends and len(r.steps) >= 2]
    assert far, "some hex two steps away"
    h, route = far[0]
    before = len(scene.session.actions)
    press(scene, scene.view.centre(h))
    assert scene.session.actions[before:] == list(route.steps)


def test_forest_is_entered_at_the_cost_the_player_prefers() -> None:
    """A walk enters forest at the preferred cost whenever the rules allow that cost."""
    from ninjas.dojo import new_game

    state = new_game(2, {"board": "crescent"})
    rng = random.Random(2)
    seen = {0: 0, 1: 0}
    while not state.is_terminal and min(seen.values()) < 5:
        if state.phase == "move":
            for cost in (0, 1):
                for src in state.occupied(state.mover):
                    for route in routes_from(state, src, cost).values():
                        left = state.remaining
                        for step in route.steps:
                            _, _, dst, paid_text = step.split()
                            paid = int(paid_text)
                            forest = state.terrain[_hex(dst)] == "forest"
                            allowed = left >= 1 if cost == 1 else True  # free: no limit
                            if forest and allowed:
                                assert paid == cost, (step, cost)
                                seen[cost] += 1
                            left -= paid
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    assert min(seen.values()) >= 5


def _hex(text: str) -> tuple[int, int]:
    q, r = text.split(",")
    return (int(q), int(r))


def check_no_hidden_face(scene: DojoScene) -> None:
    viewer = scene.viewer
    # a private line (a hand, a card laid) is in its owner's log only; with people
    # sharing the screen, only behind a battle's cover (dojo/handoff_skip.py)
    reader = viewer if own_lines_shown(scene) else -1
    lines = [as_line(entry) for entry in scene.log_panel.lines]  # as the panel holds them
    allowed = [line.text for line in lines if line.owner is None or line.owner == reader]
    assert Counter(line.text for _, line in scene.log_panel.visible()) == Counter(allowed)
    for owner, rank, hidden in scene.faces_drawn:
        if hidden:
            assert viewer is None or viewer == owner, (owner, rank, viewer, scene.state.phase)
    if scene.humans and len(scene.humans) == 1 and scene.state.battle is not None:
        b = scene.state.battle
        human = scene.humans[0]
        if b.defender != human:  # an AI defends: its face-down row shows as backs
            shown = {(o, r) for o, r, hidden in scene.faces_drawn if hidden and o == b.defender}
            assert not shown


def test_hidden_cards_are_never_drawn_for_the_wrong_seat(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "easy")], 11, {"board": "random"})
    play_through(app, scene, random.Random(3), check_no_hidden_face)


def test_between_two_people_the_hand_off_screen_hides_the_cards(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("human")], 12, {"board": "causeway"})
    played = record_actions(scene)
    handoffs = play_through(app, scene, random.Random(4), check_no_hidden_face)
    assert handoffs >= 4
    lays = [i for i, (_, text) in enumerate(played) if text.startswith("lay")]
    assert lays, "a battle between the two people"
    # while the table waits between people, nobody's cards are face up
    scene.shown_seat = None
    scene.draw(pygame.Surface((1280, 720)))
    assert all(not hidden for _, _, hidden in scene.faces_drawn)


def test_a_refused_click_says_why(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "easy")], 4, {"board": "island"})
    canvas = pygame.Surface((1280, 720))
    while not (scene.can_act and scene.state.phase == "dojo"):
        scene.update(1 / 60)
    board_hex = scene.view.board.hexes()[0]
    press(scene, scene.view.centre(board_hex))  # a Dojo goes off the board
    assert scene.refused is not None and "Dojo" in scene.refused[0]
    assert app.played[-1] == "refused"  # type: ignore[attr-defined]
    rng = random.Random(2)
    while not (scene.can_act and scene.state.phase == "move" and scene.selected is None):
        scene.update(1 / 60)
        if scene.can_act and scene.state.phase != "move":
            act_like_a_person(scene, rng, canvas)
    empty = next(h for h in scene.view.terrain if scene.state.count(h, 0) == 0)
    scene.refused = None
    press(scene, scene.view.centre(empty))
    assert scene.refused is not None
    scene.draw(canvas)


def test_a_whole_game_on_each_hand_made_board_with_every_option(app: App) -> None:
    for i, board in enumerate(board_names()):
        app.stack.clear()
        options = {"board": board, **{t: True for t in TOGGLES}}
        scene = table(app, [Seat("human"), Seat("ai", "easy")], 20 + i, options)
        play_through(app, scene, random.Random(i))
        scene.update(1 / 60)
        assert isinstance(app.top, ResultsScene)


def test_undo_goes_back_to_the_start_of_the_persons_turn(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "easy")], 6, {"board": "random"})
    rng = random.Random(6)
    canvas = pygame.Surface((1280, 720))
    for _ in range(3000):
        scene.update(1 / 60)
        if scene.can_act and scene.state.phase == "move" and scene.session.can_undo():
            break
        if scene.can_act:
            act_like_a_person(scene, rng, canvas)
    assert scene.session.can_undo()
    before = len(scene.session.actions)
    key(scene, pygame.K_u)
    assert len(scene.session.actions) < before
    scene.update(1 / 60)
    scene.draw(canvas)


def test_the_board_view_finds_each_hex_under_the_pointer() -> None:
    from ninjas.dojo.maps import named_board

    view = BoardView(named_board("crescent"), pygame.Rect(10, 46, 830, 630))
    for h in view.terrain:
        x, y = view.centre(h)
        for dx, dy in ((0, 0), (view.radius // 2, 0), (0, -view.radius // 2)):
            assert view.hex_at((x + dx, y + dy)) == h


def catalogue(lang: str) -> dict[str, str]:
    merged: dict[str, str] = {}
    for path in sorted((ROOT / "assets" / "i18n" / lang).glob("*.json")):
        merged.update(json.loads(path.read_text(encoding="utf-8")))
    return merged


def test_every_text_of_the_table_is_in_english_and_french() -> None:
    source = "\n".join(
        p.read_text(encoding="utf-8") for p in (ROOT / "scenes" / "dojo").glob("*.py")
    )
    keys = set(re.findall(r"""["']((?:dojo|seat|setup)\.[a-z0-9_.]+[a-z0-9_])["']""", source))
    keys.discard("setup.level.")
    keys.discard("dojo.tutorial")  # the guided game's prefix: its steps' keys below
    from scenes.dojo.tutorial import STEP_KEYS

    keys |= {f"dojo.tutorial.{k}" for k in (*STEP_KEYS, "next", "progress")}
    keys |= {f"dojo.act.{k}" for k in ("done",)}
    keys |= {f"dojo.prompt.{p}" for p in ("battle", "lay", "attack")}
    keys |= {f"dojo.terrain.{t}" for t in ("plains", "forest", "mountain", "water", "dojo")}
    keys |= {"seat.dojo.0", "seat.dojo.1", "setup.seat_hint.dojo.0", "setup.seat_hint.dojo.1"}
    keys |= {"setup.board", "setup.board.random", *(f"setup.board.{b}" for b in board_names())}
    for toggle in TOGGLES:
        keys |= {f"setup.{toggle}", f"setup.{toggle}.false", f"setup.{toggle}.true"}
    for lang in ("en", "fr"):
        texts = catalogue(lang)
        plural = {k for k in keys if f"{k}.one" in texts and f"{k}.other" in texts}
        assert sorted(k for k in keys if k not in texts and k not in plural) == [], lang


def test_the_setup_screen_offers_the_board_and_six_options_legibly(app: App) -> None:
    from scenes.setup import SetupScene
    from scenes.widgets import Choice

    setup = SetupScene(app, "dojo")
    app.push(setup)
    choices = [w for w in setup.menu.widgets if isinstance(w, Choice)]
    pace = dict(setup.cells)["pace"]  # the computers' pace, in the panel too (pace_row.py)
    extra = [c for c in choices if c not in [*setup.kind_choices, *setup.level_choices, pace]]
    assert len(extra) == 8  # the board, the six rules, and Phones
    assert pace in choices
    extra.append(pace)
    rects = [c.rect for c in extra] + [setup.menu.widgets[setup.advanced_index].rect]
    for i, a in enumerate(rects):
        assert setup.options_panel.contains(a)
        assert a.height >= 36
        assert all(not a.colliderect(b) for b in rects[i + 1 :])
    extra[1].adjust(1)  # Joker cards on
    assert setup.options()["jokers"] is True and setup.options()["board"] == "random"
    app.draw()
    assert_not_blank(app.canvas)


def test_escape_opens_the_pause_menu_and_f1_the_rules(app: App) -> None:
    from scenes.pause import PauseScene
    from scenes.rules_scene import RulesScene

    scene = table(app, [Seat("human"), Seat("ai", "easy")], 4, {"board": "random"})
    key(scene, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    app.pop()
    key(scene, pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.game == "dojo"


def test_a_saved_game_opens_again_in_the_middle_of_a_battle(app: App) -> None:
    canvas = pygame.Surface((1280, 720))
    for seed in range(1, 9):
        app.stack.clear()
        scene = table(app, [Seat("human"), Seat("ai", "easy")], seed, {"board": "causeway"})
        rng = random.Random(seed)
        while not scene.state.is_terminal:
            if scene.state.phase in ("lay", "attack") and scene.can_act:
                break
            scene.update(1 / 60)
            if scene.can_act:
                act_like_a_person(scene, rng, canvas)
        if scene.state.battle is not None:
            break
    assert scene.state.battle is not None
    again = GameSession.from_save(scene.session.to_save(), autosave=False)
    reopened = DojoScene(app, again, animate=False, ai_pause=0)
    assert reopened.stage.tray is not None and reopened.stage.tray.hex == again.state.battle.hex
    assert reopened.log_panel.entries() == scene.log_panel.entries()
    reopened.draw(canvas)
    check_no_hidden_face(reopened)


def test_every_walk_found_replays_step_by_step_and_leaves_the_game_untouched() -> None:
    from ninjas.dojo import new_game

    rng = random.Random(8)
    checked = 0
    for seed in range(3):
        state = new_game(seed, {"board": "random"})
        while not state.is_terminal and checked < 40:
            if state.phase == "move":
                before = (repr(state.ninjas), state.remaining, len(state.history))
                for src in state.occupied(state.mover):
                    for route in routes_from(state, src, rng.randrange(2)).values():
                        twin = state.clone()
                        for step in route.steps:
                            twin.apply(step)
                        assert (twin.transit is None) == route.ends
                        checked += 1
                assert (repr(state.ninjas), state.remaining, len(state.history)) == before
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    assert checked >= 40


def test_a_refusal_is_said_in_the_players_language(app: App) -> None:
    """The rules' refusals carry a code; the table says it in French too, naming the
    terrain in words, never the rules' English or a hex's coordinates."""
    scene = table(app, [Seat("human"), Seat("ai", "easy")], 4, {"board": "island"})
    state = scene.state
    while state.phase == "dojo":
        state.apply(state.legal_actions()[0])
    state.apply("roll")
    mover = state.mover
    src = state.dojos[mover]
    assert src is not None
    reasons = {}
    for dst in neighbours(src):
        if dst in state.terrain:
            kind = state.terrain[dst]
            wrong = 5
            reason = state.refusal_reason(f"step {hex_text(src)} {hex_text(dst)} {wrong}")
            assert reason is not None
            reasons[kind] = reason
    assert all(r.code == "wrong_cost" for r in reasons.values())
    for lang, word in (("en", "costs"), ("fr", "coûte")):
        app.tr = Translator(lang)
        for kind, reason in reasons.items():
            text = scene.explain(reason)
            assert word in text and app.tr(f"dojo.terrain.{kind}") in text
            assert not re.search(r"-?\d+,-?\d+", text)  # no coordinates
    codes = set()
    for text in ("blitz", "end", "done", "summon 1", "fight 0,0"):
        reason = state.refusal_reason(text)
        assert reason is not None
        codes.add(reason.code)
        assert app.tr.has(f"dojo.why.{reason.code}"), reason.code


def _placed_table(app: App, seed: int = 4, **options: Any) -> DojoScene:
    scene = table(app, [Seat("human"), Seat("human")], seed, {"board": "random", **options})
    state = scene.state
    while state.phase == "dojo":
        scene.play(str(state.legal_actions()[0]))
    scene.shown_seat = state.current_player
    scene._refresh()
    return scene


def test_alike_choices_are_told_apart_and_fit_the_panel(app: App) -> None:
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    cells = state.board.hexes()
    target = next(h for h in cells if sum(n in cells for n in neighbours(h)) == 6)
    around = [n for n in neighbours(target)]
    state.ninjas = {d: [0, 0] for d in state.dojos if d is not None}
    state.ninjas[target] = [0, 0]
    state.ninjas[target][1 - me] = 3
    plains = dict(state.board.terrain)
    for n in around:
        plains[n] = "plains"
        state.ninjas[n] = [0, 0]
        state.ninjas[n][me] = 1
    from ninjas.dojo.hexgrid import Board

    state.board = Board(state.board.name, tuple(sorted(plains.items())))
    state._terrain_cache = None
    state.phase = "battle"
    scene.version += 1
    scene._refresh()
    labels = [o.label for o in scene.options]
    assert len(labels) == len(set(labels)) >= 2
    for option in scene.options:
        assert option.rect.bottom <= 502 and option.rect.right <= 1270


def test_lay_them_all_and_the_summon_that_would_end_the_game(app: App) -> None:
    scene = _placed_table(app)
    state = scene.state
    me = state.mover
    h = state.board.hexes()[0]
    state.ninjas[h] = [0, 0]
    state.ninjas[h][me], state.ninjas[h][1 - me] = 1, 4
    state.phase = "battle"
    scene.play(f"fight {hex_text(h)}")
    scene.shown_seat = state.current_player
    scene._refresh()
    lay_all = [o for o in scene.options if o.label == app.tr("dojo.act.lay_all")]
    assert lay_all
    lay_all[0].run()
    assert state.phase == "attack"
    # summoning past the deck says that it ends the game
    other = _placed_table(app, 5)
    s2 = other.state
    s2.phase = "summon"
    s2.discards[s2.mover] = s2.decks[s2.mover][:-2]
    s2.decks[s2.mover] = s2.decks[s2.mover][-2:]
    other.version += 1
    other._refresh()
    other.summoning.set(3)
    assert any("2" in o.label and o.style == "primary" for o in other.options)
    assert any(
        o.label == app.tr("dojo.act.summon_ends", count=3, most=5, deck=2) for o in other.options
    )


def test_a_joker_drawn_with_joker_cards_off_says_what_became_of_it(app: App) -> None:
    """'Blue clan draws a Joker.' with Joker cards switched off, and no word of what
    happened to it (a tester): with them off it is set aside for another card and
    gives no ninja, and the log says so; with them on it says only that it is drawn (the
    ninja it gives is told next)."""
    from ninjas.core.events import Event

    drawn = Event("joker", {"seat": 1, "reveals": True})
    for on in (False, True):
        scene = table(app, [Seat("human"), Seat("ai", "normal")], options={"jokers": on})
        [(owner, line)] = scene.describe(drawn)
        assert owner is None and line.startswith("Blue clan draws a Joker")
        assert ("Joker cards are off" in line) is not on, line
        app.pop()


def test_a_turned_card_has_its_rank_on_its_corner(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The attacking card laid on a turned card, and the loser's cross, hid the
    defender's rank: a tester read 'K against 4' only in the log. Each turned card's
    rank is on a tag in its corner; not above it, where the face-down cards' numbers
    stand (issue 33: testers read the rank there as a number to press)."""
    from scenes import theme
    from scenes.dojo.tray import Slot, Tray, TrayPainter

    written: list[tuple[str, dict[str, Any]]] = []
    original = theme.blit_text

    def recording(canvas: pygame.Surface, string: str, *args: Any, **kwargs: Any) -> Any:
        written.append((string, kwargs))
        return original(canvas, string, *args, **kwargs)

    monkeypatch.setattr(theme, "blit_text", recording)
    tray = Tray(hex=(0, 0), attacker=0)
    tray.row = [Slot(card=13, attack=4, flip_age=9.0, loser=1), Slot(card=7)]
    painter = TrayPainter(lambda seat: seat == 0, app.tr)
    tags: list[str] = []
    tag = painter.rank_tag
    monkeypatch.setattr(painter, "rank_tag", lambda c, r, s: tags.append(s) or tag(c, r, s))
    draw_tray(painter, tray)
    above = [string for string, kwargs in written if "midbottom" in kwargs]
    # the attacking 4 and the turned K; the face-down one says nothing of itself
    assert above == [] and tags == ["4", "K"]
