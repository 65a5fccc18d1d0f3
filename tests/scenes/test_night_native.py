"""The Night table drawn at the window's own resolution (issue 15, section 1): at every
size it lays out from the surface (the village grows, the column holds the prompt, the
options or the plan or the hands, the log and the backpacks, nothing overlapping or cut),
text is never under 14 px at 1280x720, clicks land where things are drawn, and a frame
does no work that a size or a position already did (issue 15's frame times)."""

from __future__ import annotations

import pygame
import pytest
from support.night_pages import nine_a_page

from ninjas.ai.agents import make_agent
from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import ACTIONS, NightAction, NightState
from scenes import text_cache, theme, widgets
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.night import NightScene, palette, table_view
from scenes.night import scene as night_scene
from scenes.night.effects import Effect
from scenes.night.options_panel import OptionsPanel
from scenes.night.village_view import VillageView
from scenes.pause import PauseScene

from .conftest import SIZES


def table(app: App, players: int = 3, seed: int = 4) -> NightScene:
    seats = [Seat("human")] + [Seat("ai", "easy")] * (players - 1)
    session = GameSession.new("night", seats, seed, {"players": players}, autosave=False)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    app.apply_scale()
    return scene


def until(scene: NightScene, done) -> None:  # type: ignore[no-untyped-def]
    for _ in range(3_000):
        if done():
            return
        if scene.can_act and scene.state.phase == "place":
            scene.choose_option(0)
        else:
            scene.update(1 / 60)
    raise AssertionError("the table never got there")


def to_plan(scene: NightScene) -> None:
    until(scene, lambda: scene.can_act and scene.state.phase == "plan")


def to_act(scene: NightScene) -> None:
    to_plan(scene)
    scene.plan = ["move", "collect"]
    scene.confirm_plan()
    until(scene, lambda: scene.can_act and scene.state.phase == "act")


def inside(rect: pygame.Rect, size: tuple[int, int]) -> bool:
    return pygame.Rect((0, 0), size).contains(rect)


def check_layout(scene: NightScene, size: tuple[int, int]) -> None:
    app = scene.app
    assert app.view_size == size
    app.draw()
    layout = scene.layout()
    assert layout.size == size and scene.view.rect == layout.map
    parts = [layout.map, layout.prompt, layout.area, layout.packs, layout.menu]
    for rect in [*parts, layout.hands]:
        assert inside(rect, size), (rect, size)
    for i, a in enumerate(parts):  # none over another
        for b in parts[i + 1 :]:
            assert not a.colliderect(b), (a, b)
    assert not layout.hands.colliderect(layout.map) and not layout.hands.colliderect(layout.prompt)
    for seat in range(scene.state.players):  # every backpack slot in its panel
        for slot in range(len(scene.state.backpacks[seat])):
            assert layout.packs.contains(scene.layout().slot_rect(seat, slot))
    if layout.packs_below:  # a tall window: the backpacks under the village
        assert layout.packs.top >= layout.map.bottom and size[1] / size[0] > 0.6
    hint = theme.text(app.tr("night.help"), theme.FONT_SMALL)  # the help line at the bottom
    hint_top = size[1] - 14 - hint.get_height()
    assert max(layout.area.bottom, layout.packs.bottom, layout.hands.bottom) <= hint_top


@pytest.mark.parametrize("players", (3, 4))
@pytest.mark.parametrize("size", (*SIZES, (2560, 1080), (1024, 768)))
def test_the_table_lays_out_from_every_window_size(
    sized_app, size: tuple[int, int], players: int
) -> None:
    app = sized_app(size)
    scene = table(app, players)
    to_plan(scene)
    check_layout(scene, size)
    cards = [scene.layout().card_rect(k) for k in range(len(ACTIONS))]
    chips = [scene.layout().chip_rect(k, w) for k in range(len(ACTIONS)) for w in range(2)]
    confirm = scene.layout().confirm_rect()
    area = scene.layout().area
    for i, card in enumerate(cards):
        assert area.contains(card) and not card.colliderect(confirm)
        assert all(not card.colliderect(other) for other in cards[i + 1 :])
    for k, chip in enumerate(chips):
        assert cards[k // 2].contains(chip)
    assert area.contains(confirm)
    log = scene.layout().plan_log()  # under the plan where the window has room (16:10, 3:2)
    if log is not None:
        assert area.contains(log) and not log.colliderect(confirm)
    scene.plan = ["move", "collect"]
    scene.confirm_plan()
    until(scene, lambda: scene.can_act and scene.state.phase == "act")
    check_layout(scene, size)
    box = scene.option_list.box(scene.layout())
    log = scene.layout().log_under(box)
    assert scene.option_list.option_rects and not box.colliderect(log) and log.height > 0
    for rect, _ in [*scene.option_list.option_rects, *scene.option_list.page_rects]:
        assert box.contains(rect)
    moves = [i for i, (a, _) in enumerate(scene.options) if a.kind == "move"]
    scene.choose_option(moves[0])
    check_layout(scene, size)
    area = scene.layout().string_area()
    assert scene.layout().hands.contains(area) and scene.layout().hands.contains(
        scene.layout().throw_button()
    )
    assert not area.colliderect(scene.layout().throw_button())


def test_the_village_grows_with_the_window(sized_app) -> None:
    scales = {}
    for size in ((1280, 720), (1920, 1080), (2560, 1600)):
        app = sized_app(size)
        scene = table(app)
        app.draw()
        scales[size] = scene.view.scale
        assert scene.view.rect.width > size[0] * 0.55  # the village takes most of the width
    assert scales[(1920, 1080)] == pytest.approx(1.5 * scales[(1280, 720)], rel=0.02)
    assert scales[(2560, 1600)] == pytest.approx(2.0 * scales[(1280, 720)], rel=0.02)
    assert scales[(1280, 720)] > 10.5  # it was 9.3 px per cm before the table was native


def test_no_text_under_14_px_at_1280x720(sized_app, monkeypatch: pytest.MonkeyPatch) -> None:
    app = sized_app((1280, 720))
    scene = table(app, players=4)
    sizes: set[int] = set()
    real = theme.text

    def text(string: str, size: int, *args, **kwargs) -> pygame.Surface:  # type: ignore[no-untyped-def]
        sizes.add(size)
        return real(string, size, *args, **kwargs)

    monkeypatch.setattr(theme, "text", text)
    to_plan(scene)
    app.draw()
    scene.plan = ["move", "collect"]
    scene.confirm_plan()
    until(scene, lambda: scene.can_act and scene.state.phase == "act")
    scene.log_lines.append("A long line " * 20)
    app.draw()
    moves = [i for i, (a, _) in enumerate(scene.options) if a.kind == "move"]
    scene.choose_option(moves[0])
    app.draw()
    scene.throw_now()
    scene.effects.append(Effect("gears", scene.view.rect.center, label="Move"))
    scene.stage.result_text = ("A throw's result", scene.time + 5)
    app.draw()
    assert sizes and min(sizes) >= theme.FONT_MIN
    assert theme.font(theme.FONT_MIN).size("Hg")[1] >= 14


def click(app: App, pos: tuple[int, int]) -> None:
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    app.dispatch(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def throw_true(scene: NightScene) -> None:
    """The string in the hands thrown at exactly the distance to its aim."""
    aim = scene.aiming.aim()
    assert aim is not None
    scene.length = round(scene.state.village.distance(*aim), 1)
    scene.throw_now()


def choose_first(scene: NightScene, wanted: tuple[str, ...]) -> None:
    """The first option offered of the first kind in `wanted` that is offered."""
    kinds = [a.kind for a, _ in scene.options]
    for kind in wanted:
        if kind in kinds:
            scene.choose_option(kinds.index(kind))
            return


def test_clicks_at_1920x1080_land_where_things_are_drawn(sized_app) -> None:
    app = sized_app((1920, 1080))
    scene = table(app)
    until(scene, lambda: scene.can_act and scene.state.phase == "place")
    app.draw()
    target = 7
    click(app, scene.view.roof_point(target))  # a roof, where the village draws it
    assert str(scene.session.actions[-1]) == f"place {target}"
    to_plan(scene)
    app.draw()
    click(app, scene.layout().chip_rect(ACTIONS.index("move"), 0).center)
    click(app, scene.layout().chip_rect(ACTIONS.index("collect"), 1).center)
    assert scene.plan == ["move", "collect"]
    click(app, scene.layout().confirm_rect().center)
    assert scene.state.plans[0] == ["move", "collect"]
    until(scene, lambda: scene.can_act and scene.state.phase == "act")
    app.draw()
    rect, index = next(
        (r, i) for r, i in scene.option_list.option_rects if scene.options[i][0].kind == "move"
    )
    assert rect.right > 1280  # a real position, not the 1280x720 canvas's
    click(app, rect.center)
    assert scene.throw is not None and scene.throw == scene.options[index][0]
    app.draw()
    near, far = scene.aiming.string_ends()
    start = scene.length
    click(app, (round(far[0]), round(far[1])))
    assert scene.length == pytest.approx(start, abs=0.3)  # where the grapnel is drawn
    click(app, scene.layout().throw_button().center)
    assert scene.throw is None and any(t["seat"] == 0 for t in scene.stage.throws)
    click(app, scene.buttons["menu"].rect.center)
    assert isinstance(app.top, PauseScene)


def test_animations_follow_the_window_when_it_changes_size(sized_app) -> None:
    app = sized_app((1920, 1080))
    scene = table(app)
    to_act(scene)
    app.draw()
    slot = scene.layout().slot_rect(0, 1)
    roof = scene.view.roof_point(3)
    scene.effects.append(Effect("collected", roof, slot.center, token=0, sizes=(20, 30)))
    app.window = pygame.display.set_mode((1280, 720))
    app.draw()
    effect = scene.effects[-1]
    assert effect.end == scene.layout().slot_rect(0, 1).center
    assert effect.start == pytest.approx(scene.view.roof_point(3), abs=2)
    assert effect.sizes == (13, 20)


def test_a_frame_redoes_no_work_its_position_already_did(
    sized_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Why an action cannot be done, the wrapped prompt and log, the plan's cards and
    the rope's hidden parts are worked out once, not at every frame."""
    app = sized_app((1920, 1080))
    scene = table(app)
    to_plan(scene)
    scene.log_lines += ["A long line of the log " * 6] * 5
    app.draw()
    calls = {"why": 0, "wrap": 0, "lines": 0}
    state: NightState = scene.state
    why_not, wrap, lines = state.why_not, widgets.wrap_text, VillageView.visible_lines

    def counted(name, real):  # type: ignore[no-untyped-def]
        def call(*args, **kwargs):  # type: ignore[no-untyped-def]
            calls[name] += 1
            return real(*args, **kwargs)

        return call

    monkeypatch.setattr(state, "why_not", counted("why", why_not))
    monkeypatch.setattr(text_cache, "wrap_text", counted("wrap", wrap))
    monkeypatch.setattr(VillageView, "visible_lines", counted("lines", lines))
    for _ in range(30):
        scene.update(1 / 60)
        app.draw()
    assert calls == {"why": 0, "wrap": 0, "lines": 0}
    scene.plan = ["move", "collect"]
    scene.confirm_plan()
    until(scene, lambda: scene.can_act and scene.state.phase == "act")
    app.draw()
    scene.animate = True
    moves = [a for a, _ in scene.options if a.kind == "move"]
    scene.throw = moves[0]
    scene.length = 15.0
    scene.throw_now()
    assert scene.rope is not None
    calls["lines"] = 0
    frames = set()
    for _ in range(40):
        frames.add(scene.rope.frame)
        app.draw()
        app.draw()
        scene.update(1 / 60)
    assert calls["lines"] <= len(frames)


def test_the_village_drawn_for_another_size_is_kept_but_bounded(sized_app) -> None:
    app = sized_app((1920, 1080))
    scene = table(app)
    app.draw()
    first = scene.view
    scene.layout((1280, 720))
    scene.layout((1920, 1080))
    assert scene.view is first  # back to the window: its village is not drawn again
    for size in ((1440, 960), (2560, 1600), (1600, 900)):
        scene.layout(size)
    assert len(scene._views) <= night_scene.VIEWS_KEPT
    assert len(scene.table_view.stills) <= table_view.STILLS_KEPT


def test_the_plan_cards_say_why_and_have_their_picture(sized_app) -> None:
    app = sized_app((2560, 1600))
    scene = table(app)
    to_plan(scene)
    app.draw()
    state = scene.state
    assert state.why_not(0, "heal") is not None  # nobody is injured yet
    card = scene.layout().card_rect(ACTIONS.index("heal"))
    why_colour = palette.WHY_COLOUR
    found = any(
        tuple(app.window.get_at((x, y)))[:3] == why_colour
        for x in range(card.left, card.right)
        for y in range(card.top, card.bottom, 2)
    )
    assert found  # the reason is written on the card


def test_the_option_list_pages_with_the_shared_pager(sized_app, monkeypatch) -> None:
    monkeypatch.setattr(OptionsPanel, "capacity", nine_a_page)  # paged as 9 a page (s11)
    app = sized_app((1280, 720))
    scene = table(app, players=2)
    until(scene, lambda: scene.can_act and scene.state.phase == "place")
    app.draw()
    assert scene.option_list.pager.paged and scene.option_list.pages() == 2
    shown = scene.option_list.visible()
    scene.option_list.turn_page(1)
    assert scene.option_list.visible() != shown and scene.option_list.page == 1
    scene.option_list.turn_page(1)  # round to the first page, as every paged list does
    assert scene.option_list.page == 0
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0))
    app.draw()
    assert scene.option_list.page == 1 and len(scene.option_list.option_rects) == len(
        scene.option_list.visible()
    )
    assert all(isinstance(a, NightAction) for a, _ in scene.options)


def test_no_picture_is_shown_bigger_than_its_png_at_2560x1600(
    sized_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The art is rasterised at about twice its size at 1280x720 (tools/rasterise.py):
    at 2560x1600 nothing is scaled up, so nothing is blurred."""
    from scenes.night import art

    shown: list[tuple[str, tuple[int, int]]] = []
    real = art.scaled

    def scaled(name: str, size: tuple[int, int], *args, **kwargs):  # type: ignore[no-untyped-def]
        shown.append((name, size))
        return real(name, size, *args, **kwargs)

    monkeypatch.setattr(art, "scaled", scaled)
    app = sized_app((2560, 1600))
    scene = table(app, players=4)
    to_act(scene)
    scene.effects.append(Effect("dawn", (0, 0), age=2.0))
    app.draw()
    names = {name for name, _ in shown}
    assert {"moon", "sun", "tree_pine", "wall_lit", "ninja_red"} <= names
    assert any(name.startswith("roof_") for name in names)
    for name, (width, height) in shown:
        picture = art.picture(name)
        assert picture is not None
        assert width <= picture.get_width() and height <= picture.get_height(), name


@pytest.mark.parametrize("size", SIZES)
def test_the_guided_table_is_native_and_its_bubble_lies_on_the_table(
    sized_app, size: tuple[int, int]
) -> None:
    from scenes.night.tutorial import NightTutorial

    app = sized_app(size)
    scene = NightTutorial.start(app)
    app.push(scene)
    app.apply_scale()
    app.draw()
    bubble = scene.guide.bubble_rect()
    layout = scene.layout()
    assert pygame.Rect((0, 0), size).contains(bubble)
    assert (layout.packs if layout.packs_below else layout.map).contains(bubble)


def test_the_dawn_sky_is_laid_once_not_at_every_frame(
    sized_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    """While the dawn rises the night and dawn skies are blended (each made once); once
    risen it is part of the still picture."""
    from scenes.night import effects

    app = sized_app((1920, 1080))
    scene = table(app)
    app.draw()
    calls = {"sky": 0, "dawn": 0}
    sky, dawn = effects.dawn_sky, effects.draw_dawn

    def counted_sky(canvas: pygame.Surface) -> None:
        calls["sky"] += 1
        sky(canvas)

    def counted_dawn(canvas: pygame.Surface, village: pygame.Rect, age: float) -> None:
        calls["dawn"] += 1
        dawn(canvas, village, age)

    monkeypatch.setattr(effects, "dawn_sky", counted_sky)
    monkeypatch.setattr(effects, "draw_dawn", counted_dawn)
    scene.effects.append(Effect("dawn", (0, 0)))
    for _ in range(10):
        scene.effects[-1].age += 0.1
        app.draw()
    assert calls == {"sky": 1, "dawn": 0}
    scene.effects[-1].age = effects.DURATIONS["dawn"]
    for _ in range(10):
        app.draw()
    assert calls == {"sky": 1, "dawn": 1}


@pytest.mark.parametrize("size", ((1280, 720), (1920, 1080)))
def test_a_short_last_page_keeps_its_page_row_inside_the_list(sized_app, size, monkeypatch) -> None:
    """The last page of a paged option list holds fewer options than the first. Its row
    that turns the page stays where it was, inside the list's panel: it was drawn
    there over the log while the panel shrank to the options shown (seen at 1920x1080
    on a Collect with two pages, 'Page 2/2' written over the log's lines)."""
    monkeypatch.setattr(OptionsPanel, "capacity", nine_a_page)  # paged as 9 a page (s11)
    app = sized_app(size)
    scene = table(app, players=2)
    until(scene, lambda: scene.can_act and scene.state.phase == "place")
    app.draw()
    assert scene.option_list.pager.paged
    first_box = scene.option_list.box(scene.layout())
    first_arrows = [box.copy() for box, _ in scene.option_list.page_rects]
    first_page = len(scene.option_list.visible())
    scene.option_list.turn_page(1)
    assert len(scene.option_list.visible()) < first_page  # a short last page
    app.draw()
    box = scene.option_list.box(scene.layout())
    log = scene.layout().log_under(box)
    assert box == first_box and not box.colliderect(log)
    assert [b for b, _ in scene.option_list.page_rects] == first_arrows  # the arrows stay put
    for rect, _ in [*scene.option_list.option_rects, *scene.option_list.page_rects]:
        assert box.contains(rect)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_a_row_under_the_mouse_is_lit_not_red(sized_app, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """The option row under the mouse was filled with the dark red the table's chosen
    things and red buttons wear: it is a lighter tint of the row with a light edge."""
    app = sized_app(size)
    scene = table(app)
    to_act(scene)
    assert len(scene.options) >= 2
    app.draw()  # a list just shown lights End the turn until the pointer moves
    # the rows drawn (a list of roofs has its keys' heading over them: roof_keys.py)
    first, second = (row.rect for row in scene.option_list.choices.rows_drawn[:2])
    scene.mouse = first.center
    app.draw()

    def colours(rect: pygame.Rect) -> set[tuple[int, int, int]]:
        return {
            tuple(app.window.get_at((x, y)))[:3]
            for x in range(rect.left, rect.right, 3)
            for y in range(rect.top, rect.bottom)
        }

    hovered, plain = colours(first), colours(second)
    assert palette.HOVER_FILL in hovered and palette.HOVER_EDGE in hovered
    assert theme.VERMILION_DARK not in hovered
    assert theme.PANEL_LIGHT in plain and palette.HOVER_FILL not in plain
    assert sum(palette.HOVER_FILL) > sum(theme.PANEL_LIGHT)  # lighter, not darker


def test_with_two_players_every_score_shows_with_more_only_ones_own(app: App) -> None:
    """Every token is face up with two players, yet only the person's own score showed
    (a tester had to add up the computer's tokens). With two, both show; with three or
    four, another seat's stays secret until the end (its face-down tokens)."""
    for players, others_shown in ((2, True), (3, False), (4, False)):
        scene = table(app, players=players)
        state = scene.state
        token = next(t for roof in state.roofs for t in roof if state.kinds[t] == "v3")
        pack: list[int | None] = [token, None, None, None]
        assert scene.shown_seat == 0 and scene.backpacks.score_shown(0, pack) == 3
        assert scene.backpacks.score_shown(1, pack) == (3 if others_shown else None), players
        app.pop()
