"""The Ninja Night option list: every legal choice can be reached (a page of the list
and a key 1-9, a click on the list, or a click on its roof on the village), no two
options read alike, a token dropped on a roof shows only what the shown seat may know,
and the roof a throw is meant for is highlighted while the string is set."""

from __future__ import annotations

import random

import pygame
import pytest
from support.night_pages import nine_a_page

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import NightAction, new_game
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.night import NightScene
from scenes.night.layout import MAX_OPTIONS
from scenes.night.options_panel import OptionsPanel
from scenes.night.palette import HOVER_FILL, TARGET_GOLD
from scenes.night.roof_keys import LETTER_KEYS, ROOF_KEYS
from scenes.night.words import aim_key

MAIN = ("place", "move", "attack", "collect", "steal", "heal", "drop")


def table(app: App, seats: list[Seat], seed: int, village: str = "random") -> NightScene:
    options = {"players": len(seats), "village": village}
    session = GameSession.new("night", seats, seed, options, autosave=False)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    return scene


def until_human(scene: NightScene) -> None:
    for _ in range(2_000):
        if scene.can_act:
            return
        scene.update(1 / 60)
    raise AssertionError("the human never got the turn")


def key(scene: NightScene, k: int) -> None:
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0))


def click(scene: NightScene, pos: tuple[int, int]) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))


def chosen_by(scene: NightScene, gesture) -> list[int]:  # type: ignore[no-untyped-def]
    """The option indices a gesture would choose (nothing is played)."""
    picked: list[int] = []
    scene.choose_option = picked.append  # type: ignore[method-assign]
    try:
        gesture()
    finally:
        del scene.choose_option
    return picked


ROW_KEYS = [pygame.K_1 + d for d in range(9)] + [pygame.K_0, pygame.K_MINUS, *LETTER_KEYS]
"""Every key that chooses a row: digits, 0 and - (roofs 10, 11), letters (roof_keys.py)."""
assert set(ROW_KEYS) <= set(ROOF_KEYS) | set(LETTER_KEYS)


def reachable_by_keys(scene: NightScene) -> set[int]:
    """Options reached by PageDown presses and then a key 1-9, from the first page, and
    End the turn by E (its key where the rows are roofs' numbers: test_night_roof_keys)."""
    reached: set[int] = set(chosen_by(scene, lambda: key(scene, pygame.K_e)))
    canvas = pygame.Surface((1280, 720))
    for pages in range(len(scene.options) // 8 + 2):
        for digit in ROW_KEYS:
            scene.option_list.roof_filter, scene.option_list.page = None, 0

            def press(pages: int = pages, digit: int = digit) -> None:
                for _ in range(pages):
                    key(scene, pygame.K_PAGEDOWN)
                key(scene, digit)

            reached.update(chosen_by(scene, press))
            group = scene.option_list.opened
            if group is not None:  # a bonus token's row: its choices, on their pages
                for inner_page in range(scene.option_list.pages()):
                    for inner in range(9):
                        scene.option_list.opened = group  # (its Back row closes it)
                        scene.option_list.page = inner_page
                        reached.update(chosen_by(scene, lambda d=inner: key(scene, pygame.K_1 + d)))
                scene.option_list.close_bonus()
        scene.draw(canvas)
        layout = scene.layout()  # a list of roofs takes the area, less the log's four
        # lines (s15); the placing's, with no story yet, the whole (s11: on one page)
        roofs = layout.all_rows if scene.state.phase == "place" else layout.roof_rows
        assert len(scene.option_list.option_rects) <= max(MAX_OPTIONS, roofs)
        for rect, _ in scene.option_list.option_rects:  # every row drawn inside the list's box
            assert rect.bottom <= layout.area.bottom
    scene.option_list.roof_filter, scene.option_list.page = None, 0
    return reached


def reachable_by_roofs(scene: NightScene) -> set[int]:
    """Options reached by clicking a roof on the village (then a key if it has several)."""
    reached: set[int] = set()
    for building in range(len(scene.state.village.buildings)):
        spot = scene.view.roof_point(building)
        assert scene.view.roof_at(spot) == building
        scene.option_list.roof_filter, scene.option_list.page = None, 0
        direct = chosen_by(scene, lambda spot=spot: click(scene, spot))
        reached.update(direct)
        if scene.option_list.roof_filter == building:
            listed = scene.option_list.listed()
            assert listed and all(
                scene.target_roof(scene.options[i][0]) == building for i in listed
            )
            for page in range(scene.option_list.pages()):
                scene.option_list.page = page
                for digit in ROW_KEYS:
                    reached.update(chosen_by(scene, lambda d=digit: key(scene, d)))
    scene.option_list.roof_filter, scene.option_list.page = None, 0
    return reached


def check_position(scene: NightScene) -> None:
    state = scene.state
    keys = {aim_key(a) for a in state.legal_actions() if a.kind != "plan"}
    shown = {aim_key(a) for a, _ in scene.options}
    if any(a.kind == "pick" for a, _ in scene.options):  # a Collect token by token
        # (collect_pick.py): a row per token and one Collect row for those ticked reach
        # every Collect the rules offer; the other choices are listed as ever
        assert {k for k in shown if k.startswith("collect")} <= keys
        shown = {k for k in shown if not k.startswith(("pick", "collect"))}
        keys = {k for k in keys if not k.startswith("collect")}
    # a target the bonus cannot reach has a row saying why (bonus_reach.py), no action;
    # a discard is offered only where it makes room for a token of the hand (a discard
    # with nothing to make room for is no move a person waits to make, cc40ef3)
    shown = {k for k in shown if not k.startswith("out ")}
    assert shown <= keys
    assert {k for k in shown if not k.startswith("discard")} == {
        k for k in keys if not k.startswith("discard")
    }
    labels = [label for _, label in scene.options]
    assert len(set(labels)) == len(labels), labels
    # every row has its key: roofs 10 and 11 theirs, 0 and - (newcomer O, s12: one
    # scheme per list, roof_keys.py); a bonus's why not (greyed, choosing nothing) none
    everything = {i for i, (a, _) in enumerate(scene.options) if a.kind != "out"}
    assert reachable_by_keys(scene) == everything
    on_roofs = {i for i, (a, _) in enumerate(scene.options) if scene.target_roof(a) is not None}
    assert on_roofs <= reachable_by_roofs(scene)


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2)])
def test_every_legal_choice_can_be_reached_and_no_two_read_alike(
    app: App, players: int, seed: int
) -> None:
    scene = table(app, [Seat("human")] + [Seat("ai", "easy")] * (players - 1), seed)
    rng = random.Random(seed)
    checked, long_lists = 0, 0
    for _ in range(40_000):
        if scene.state.is_terminal:
            break
        scene.update(1 / 60)
        if not scene.can_act:
            continue
        if scene.state.phase == "plan":
            scene.plan = [rng.choice(("move", "collect", "attack", "collect")), "collect"]
            scene.confirm_plan()
        elif scene.throw is not None:
            scene.aiming.nudge(rng.uniform(-10, 10))
            scene.throw_now()
        else:
            check_position(scene)
            checked += 1
            long_lists += len(scene.options) > MAX_OPTIONS
            # the planned action mostly (the backpack fills up), now and then a bonus
            # or a discard, else the end of the turn
            kinds = [a.kind for a, _ in scene.options]
            main = [i for i, k in enumerate(kinds) if k in MAIN]
            other = [i for i, k in enumerate(kinds) if k not in MAIN and k != "end"]
            if main and rng.random() < 0.9:
                scene.choose_option(rng.choice(main))
            elif other and rng.random() < 0.15:
                scene.choose_option(rng.choice(other))
            else:
                scene.choose_option(kinds.index("end") if "end" in kinds else 0)
    assert scene.state.is_terminal
    assert checked > 10 and long_lists > 0


def test_every_roof_can_be_chosen_at_setup(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")], seed=3)
    until_human(scene)
    assert scene.state.phase == "place" and len(scene.options) == 11
    check_position(scene)
    last = scene.view.roof_point(10)
    picked = chosen_by(scene, lambda: click(scene, last))
    assert [scene.options[i][0] for i in picked] == [NightAction("place", ("10",))]
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    assert not scene.option_list.pager.paged  # s11: the eleven roofs on one page
    assert len(scene.option_list.option_rects) == 11 and not scene.option_list.page_rects


def test_with_a_full_backpack_every_move_is_offered(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")], seed=7)
    for _ in range(5_000):
        until_human(scene)
        if scene.state.phase == "act":
            break
        if scene.state.phase == "plan":
            scene.plan = ["move", "collect"]
            scene.confirm_plan()
        else:
            scene.choose_option(0)
    state = scene.state
    assert state.phase == "act" and state.planned(0) == "move"
    here = state.positions[0]
    for roof, tokens in enumerate(state.roofs):  # four tokens from other roofs
        while roof != here and tokens and state.free_slots(0):
            state._put(0, tokens.pop())
    scene._refresh()
    moves = [a for a, _ in scene.options if a.kind == "move"]
    assert state.free_slots(0) == 0 and len(moves) >= 5 and len(scene.options) > MAX_OPTIONS
    check_position(scene)


def test_the_mouse_wheel_turns_the_pages(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    # the placing list paged as any list of 9 rows at most (a list of roofs now takes
    # the area: its roofs on one page, s11)
    monkeypatch.setattr(OptionsPanel, "capacity", nine_a_page)
    scene = table(app, [Seat("human"), Seat("ai", "easy")], seed=4)
    until_human(scene)
    assert scene.option_list.pages() == 2
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert scene.option_list.page == 1
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert scene.option_list.page == 0


def test_collect_and_kunai_labels_say_which_token(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")], seed=5)
    state = scene.state
    roof = state.positions[0] = 0
    state.positions[1] = 1
    assert len(state.roofs[roof]) >= 2
    labels = [
        scene.words.label(NightAction("collect", (str(i),))) for i in range(len(state.roofs[0]))
    ]
    assert len(set(labels)) == len(labels)
    faces = [state.kind_seen_by(token, 0) for token in state.roofs[roof]]
    for i, face in enumerate(faces):  # a face-down token: only its colour
        assert face in ("pink", "yellow")
        name = f"a {face} token"
        if faces.count(face) > 1:  # another reads the same: its place on the roof too
            name += f" (token {i + 1})"
        assert labels[i] == f"Collect 1 token: {name}"
    one = scene.words.label(NightAction("kunai", ("0", "1", "10.0", "0")))
    two = scene.words.label(NightAction("kunai", ("0", "1", "10.0", "2")))
    assert one != two


def test_a_dropped_token_shows_only_to_who_knew_it() -> None:
    """Tokens discarded, dropped or knocked to a roof lie face down (RULINGS 3): who
    had seen the token still knows it, nobody else learns it."""
    state = new_game(3, {"players": 3})
    state.positions = [0, 1, 2]
    token = state.roofs[1][0]
    state.roofs[1].remove(token)
    state._put(1, token)  # seat 1 collects it: only seat 1 knows it
    state._to_roof(1, 1, state.backpacks[1].index(token), "dropped")
    assert token in state.roofs[1]
    assert state.kind_seen_by(token, 1) == state.kinds[token]
    for seat in (0, 2):
        assert state.kind_seen_by(token, seat) in ("pink", "yellow")
        assert state.view(seat).roofs[1][-1].endswith(("pink", "yellow"))


def test_the_target_roof_is_highlighted_while_the_string_is_set(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "easy")], seed=6)
    until_human(scene)
    canvas = pygame.Surface((1280, 720))
    scene.throw = NightAction("move", ("4", "0.0"))
    assert scene.aiming.target() == 4
    scene.draw(canvas)
    corners = scene.view.roof_outline(4)[1:]  # the first lies under the roof's number
    assert all(tuple(canvas.get_at(c))[:3] == TARGET_GOLD for c in corners)


def collect_labels(scene: NightScene) -> dict[str, str]:
    """The words of every Collect the tokens ticked could make (collect_pick.py: the
    list holds the Collect of the tokens ticked only)."""
    collects = [a for a in scene.state.legal_actions() if a.kind == "collect"]
    return {str(a): text for a, text in scene.words.labelled(collects)}


def roof_of(app: App, players: int, kinds: list[str]) -> NightScene:
    """Seat 0 (a person, shown) to Collect on roof 0, which holds tokens of `kinds`."""
    state = new_game(3, {"players": players, "village": "crossroads"})
    state.phase, state.first, state.index, state.step, state.round = "act", 0, 0, 0, 5
    state.plans = [["collect", "skip"]] + [["skip", "skip"]] * (players - 1)
    state.positions = list(range(players))
    for roof in state.roofs:
        roof.clear()
    for kind in kinds:
        state.roofs[0].append(
            next(
                t
                for t, k in enumerate(state.kinds)
                if k == kind and not any(t in r for r in state.roofs)
            )
        )
    seats = [Seat("human")] + [Seat("ai", "easy")] * (players - 1)
    session = GameSession("night", 3, dict(state.options), seats, state)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.shown_seat = 0
    scene._refresh()
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_collect_row_says_in_words_what_it_takes(app: App, lang: str) -> None:
    """'Collect 1: #2 3' was terse: a face-up token (every token of a 2-player game) is
    named by its worth or its bonus, a face-down one by its colour only, and the place
    on the roof is given only where two tokens read the same, numbered as they lie on
    it left to right (the third, 5 points, lies leftmost: test_night_pick_numbers)."""
    app.set_language(lang)
    scene = roof_of(app, 2, ["v3", "potion", "y5", "v3"])
    labels = collect_labels(scene)
    if lang == "en":
        assert labels["collect 1"] == "Collect 1 token: a Potion"
        assert labels["collect 2"] == "Collect 1 token: 5 points"
        assert (
            labels["collect 0 1 2"] == "Collect 3 tokens: 3 points (token 2), a Potion and 5 points"
        )
        assert labels["collect 1 3"] == "Collect 2 tokens: a Potion and 3 points (token 4)"
        assert labels["collect 0 3"] == "Collect 2 tokens: 2 tokens of 3 points"
    else:
        assert labels["collect 1"] == "Ramasser 1 jeton\u00a0: une Potion"
        assert labels["collect 0 1 2"] == (
            "Ramasser 3 jetons\u00a0: 3 points (jeton 2), une Potion et 5 points"
        )
    assert not any("#" in text for text in labels.values())


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_collect_row_never_tells_a_face_down_token(app: App, lang: str) -> None:
    app.set_language(lang)
    scene = roof_of(app, 3, ["v3", "potion", "y5"])
    state = scene.state
    seen = state.roofs[0][1]
    state.known[seen].add(0)  # seat 0 saw the Potion before (it was theirs): it knows it
    scene._refresh()
    labels = {**collect_labels(scene), **{str(a): text for a, text in scene.options}}
    tr = app.tr
    assert labels["collect 0 1 2"] == tr.plural(
        "night.act.collect",
        3,
        tokens=tr.names(
            [tr("night.named.pink"), tr("night.named.potion"), tr("night.named.yellow")]
        ),
    )
    for text in labels.values():
        assert "3 points" not in text and "5 points" not in text
    scene.shown_seat = 1  # another seat's words never tell what seat 0 saw
    assert tr("night.named.potion") not in scene.words.label(NightAction("collect", ("1",)))


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Plans: Red ninja: Attack, Move; Blue ninja: Collect, Move"),
        (
            "fr",
            "Plans\u00a0: Ninja rouge\u00a0: Attaquer, Se déplacer\u00a0; Ninja bleu\u00a0: Ramasser, Se déplacer",
        ),
    ],
)
def test_the_plans_line_of_the_log_is_punctuated_in_each_language(
    app: App, lang: str, line: str
) -> None:
    """The French log read 'Plans : Ninja rouge: Attaquer, Se déplacer; Ninja bleu: ...'
    (seen in the guided game at 1920x1080): the colons and semicolons are each language's."""
    from ninjas.core.events import Event

    app.set_language(lang)
    scene = table(app, [Seat("human"), Seat("ai", "easy")], seed=4)
    event = Event("plans_revealed", {"plans": [["attack", "move"], ["collect", "move"]]})
    assert scene.words.log_line(event) == line


def test_enter_chooses_the_row_lit_under_the_pointer(app: App) -> None:
    """A tester pointed at 'Collect 1 token: 2 points' (lit) and pressed Enter: nothing
    happened. Enter now chooses the row under the pointer; with the pointer on no row
    it chooses nothing."""
    scene = table(app, [Seat("human"), Seat("ai", "easy")], 3)
    until_human(scene)
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    assert len(scene.option_list.option_rects) >= 2
    rect, index = scene.option_list.option_rects[1]
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, buttons=(0, 0, 0)))
    assert chosen_by(scene, lambda: key(scene, pygame.K_RETURN)) == [index]
    assert chosen_by(scene, lambda: key(scene, pygame.K_KP_ENTER)) == [index]
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(2, 700), buttons=(0, 0, 0)))
    assert chosen_by(scene, lambda: key(scene, pygame.K_RETURN)) == []


def test_the_arrows_light_a_row_over_the_pointer_s_and_enter_chooses_it(app: App) -> None:
    """Night's list is the shared ChoiceList (issue 32 section 2): Down lights the first
    row shown, alone, even with the pointer resting on another, and Enter chooses the
    lit row; the pointer moved takes the light back. Before, Up and Down only turned
    the page and Enter always took the row under the pointer."""
    scene = table(app, [Seat("human"), Seat("ai", "easy")], 3)
    until_human(scene)
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    rows = scene.option_list.option_rects
    assert len(rows) >= 2
    (first, first_index), (second, second_index) = rows[0], rows[1]
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=second.center, buttons=(0, 0, 0)))
    scene.draw(canvas)
    key(scene, pygame.K_DOWN)
    scene.draw(canvas)
    assert canvas.get_at((first.left + 6, first.centery))[:3] == HOVER_FILL[:3]
    assert canvas.get_at((second.left + 6, second.centery))[:3] != HOVER_FILL[:3]  # alone
    assert chosen_by(scene, lambda: key(scene, pygame.K_RETURN)) == [first_index]
    moved = (second.centerx + 3, second.centery)
    scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=moved, buttons=(0, 0, 0)))
    scene.draw(canvas)
    assert chosen_by(scene, lambda: key(scene, pygame.K_RETURN)) == [second_index]
