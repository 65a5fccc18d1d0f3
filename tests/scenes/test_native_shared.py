"""The shared screens drawn at the window's own size (issue 15 §1): pause, message,
confirm, computer wait and hand-off lay out inside any window, grow with it, keep their
text at or above the smallest size, and take clicks where they are drawn."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.core.settings import Settings
from scenes import theme
from scenes.app import App
from scenes.scene import Scene

from .conftest import SIZES, Driver


class NativeTable(Scene):
    """A native stand-in for a table under the overlays."""

    def __init__(self, app: App, session: GameSession) -> None:
        super().__init__(app)
        self.session = session

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.fill((60, 40, 20))


def taisen_session() -> GameSession:
    return GameSession.new("taisen", [Seat(), Seat()], seed=3, autosave=False)


@contextmanager
def font_sizes() -> Iterator[list[int]]:
    """The design sizes of every font asked for meanwhile."""
    sizes: list[int] = []
    original = theme.font

    def recording(size: int, kind: str = "body") -> pygame.font.Font:
        sizes.append(size)
        return original(size, kind)

    theme.font = recording  # type: ignore[assignment]
    try:
        yield sizes
    finally:
        theme.font = original  # type: ignore[assignment]


def check_inside_and_apart(surface: pygame.Rect, rects: list[pygame.Rect]) -> None:
    for index, rect in enumerate(rects):
        assert surface.contains(rect), (rect, surface)
        for other in rects[index + 1 :]:
            assert not rect.colliderect(other), (rect, other)


def overlay_cases() -> dict[str, Callable[[App], Scene]]:
    from scenes.message import ConfirmScene, MessageScene
    from scenes.pause import PauseScene

    return {
        "pause": lambda app: PauseScene(app, taisen_session()),
        "message": lambda app: MessageScene(app, "A title", "Some words to wrap. " * 12),
        "confirm": lambda app: ConfirmScene(app, "Replace?", "The game will be lost.", print),
    }


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("case", sorted(overlay_cases()))
def test_an_overlay_over_a_native_table_is_drawn_natively_inside_the_window(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], case: str
) -> None:
    app = sized_app(size)
    app.push(NativeTable(app, taisen_session()))
    overlay = overlay_cases()[case](app)
    app.push(overlay)
    with font_sizes() as sizes:
        app.draw()
    assert app.canvas.get_size() == size
    panel = overlay.panel  # type: ignore[attr-defined]
    buttons = [widget.rect for widget in overlay.menu.widgets]  # type: ignore[attr-defined]
    check_inside_and_apart(pygame.Rect((0, 0), size), [panel])
    check_inside_and_apart(panel, buttons)
    assert min(sizes) >= theme.FONT_MIN
    scale = theme.scale_for(size)
    assert panel.height >= round(250 * scale) and panel.width >= round(450 * scale)  # grows


def test_the_pause_menu_takes_a_click_where_it_draws_its_button_at_1920x1080(
    sized_app: Callable[[tuple[int, int]], App],
) -> None:
    from scenes.pause import PauseScene

    app = sized_app((1920, 1080))
    ui = Driver(app)
    table = NativeTable(app, taisen_session())
    app.push(table)
    pause = PauseScene(app, table.session)
    app.push(pause)
    ui.step()
    resume = pause.menu.widgets[0]
    assert resume.rect.width > 500  # 380 design px at 1.5
    assert resume.rect.centerx == 960
    ui.click(resume)
    assert app.top is table


def test_an_overlay_follows_a_window_that_changes_size(
    sized_app: Callable[[tuple[int, int]], App],
) -> None:
    from scenes.pause import PauseScene

    app = sized_app((1280, 720))
    app.push(NativeTable(app, taisen_session()))
    pause = PauseScene(app, taisen_session())
    app.push(pause)
    app.draw()
    small = pause.menu.widgets[0].rect.copy()
    pause.menu.focus(2)
    app.window = pygame.display.set_mode((2560, 1600))
    app.draw()
    big = pause.menu.widgets[0].rect
    assert big.width == 2 * small.width and big.centerx == 1280
    assert pause.menu.index == 2  # the focus stays


# ---------------------------------------------------------------------- hand-off
def handoff(app: App, game: str = "night") -> Scene:
    from scenes.handoff import HandoffScene

    seats = [Seat(), Seat()]
    options = {"players": 2} if game == "night" else {}
    session = GameSession.new(game, seats, seed=4, options=options, autosave=False)
    table = NativeTable(app, session)
    app.push(table)
    cover = HandoffScene(app, "Red ninja", (200, 60, 60), lambda: None, session=session)
    app.push(cover)
    return cover


@pytest.mark.parametrize("size", SIZES)
def test_the_hand_off_is_native_and_its_button_fits_at_every_size(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int]
) -> None:
    app = sized_app(size)
    cover = handoff(app)
    with font_sizes() as sizes:
        app.draw()
    button = cover.button.rect  # type: ignore[attr-defined]
    assert pygame.Rect((0, 0), size).contains(button)
    assert button.height == theme.px(70)
    assert min(sizes) >= theme.FONT_MIN


def test_escape_on_the_hand_off_opens_the_pause_menu_with_the_table_still_covered(
    app: App,
) -> None:
    from scenes.handoff import HandoffScene
    from scenes.pause import PauseScene

    ui = Driver(app)
    cover = handoff(app)
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    drawn = app.visible_scenes()
    assert drawn == [cover, app.top]  # the table under the cover is not drawn
    assert not any(isinstance(scene, NativeTable) for scene in drawn)
    ui.key(pygame.K_ESCAPE)  # resume: back to the cover, still waiting
    assert app.top is cover and isinstance(cover, HandoffScene) and not cover.done


def test_f1_on_the_hand_off_opens_the_rules_of_its_game(app: App) -> None:
    from scenes.rules_scene import RulesScene

    ui = Driver(app)
    cover = handoff(app, "dojo")
    ui.key(pygame.K_F1)
    assert isinstance(app.top, RulesScene) and app.top.game == "dojo"
    ui.key(pygame.K_ESCAPE)
    assert app.top is cover


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hand_off_speaks_of_a_hand_only_in_a_game_with_hands(lang: str) -> None:
    from scenes.handoff import ready_text

    pygame.init()
    application = App(Settings(), headless=True)
    application.set_language(lang)
    hand = {"en": "hand", "fr": "main"}[lang]
    assert hand in ready_text(application, "shinobi", "Akane")
    for game in ("night", "dojo", "taisen"):
        text = ready_text(application, game, "Akane")
        assert "Akane" in text and hand not in text, (game, text)
    # Night's words say what each turn shows (tests/scenes/test_night_handoff.py)
    for key in ("plan", "plan_tokens", "tokens", "turn"):
        text = ready_text(application, "night", "Akane", f"handoff.ready.night.{key}")
        assert "Akane" in text and hand not in text and "plans" not in text


def test_every_table_that_hands_over_tells_the_cover_its_session() -> None:
    """The tables call hand_over, which gives the cover the table's session (for Esc
    and F1, and the words of its button)."""
    from scenes.handoff import hand_over

    class Table:
        def __init__(self, app: App) -> None:
            self.app = app
            self.session = GameSession.new(
                "night", [Seat(), Seat()], seed=1, options={"players": 2}, autosave=False
            )
            self.handoff_open = False
            self.shown_seat: int | None = None

        def seat_name(self, seat: int) -> str:
            return f"seat {seat}"

        def _refresh(self) -> None:
            pass

        def handoff_ready_key(self, seat: int) -> str | None:
            return None

        def show_since_last_turn(self, seat: int) -> None:
            pass

    pygame.init()
    app = App(Settings(), headless=True)
    table = Table(app)
    hand_over(table, 1, (1, 2, 3))  # type: ignore[arg-type]
    cover = app.top
    assert cover.session is table.session and cover.game == "night"  # type: ignore[union-attr]


# ---------------------------------------------------------------------- computer wait
@pytest.mark.parametrize("size", SIZES)
def test_the_computer_wait_cover_lays_out_at_every_size(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int]
) -> None:
    from scenes.ai_turn import ComputerWaitScene

    class Thinking:
        started = 0.0

        def done(self) -> bool:
            return False

        def cancel(self) -> None:
            pass

    app = sized_app(size)
    table = NativeTable(app, taisen_session())
    table.thinking = Thinking()  # type: ignore[attr-defined]
    app.push(table)
    cover = ComputerWaitScene(app, table, lambda action: None)
    app.push(cover)
    with font_sizes() as sizes:
        app.draw()
    check_inside_and_apart(pygame.Rect((0, 0), size), [cover.panel])
    check_inside_and_apart(cover.panel, [w.rect for w in cover.menu.widgets])
    assert min(sizes) >= theme.FONT_MIN


# ---------------------------------------------------------------------- title, settings, slots
def screen_cases() -> dict[str, Callable[[App], Scene]]:
    from scenes.settings_scene import SettingsScene
    from scenes.slots import SlotPickerScene
    from scenes.title import TitleScene

    return {
        "title": TitleScene,
        "settings": SettingsScene,
        "slots_load": lambda app: SlotPickerScene(app, "load"),
        "slots_save": lambda app: SlotPickerScene(app, "save", taisen_session()),
    }


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("case", sorted(screen_cases()))
def test_a_shared_screen_lays_out_inside_the_window_at_every_size(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], case: str, lang: str
) -> None:
    from scenes.title import TitleScene

    app = sized_app(size)
    app.set_language(lang)
    if case != "title":
        app.push(TitleScene(app))
    screen = screen_cases()[case](app)
    app.push(screen)
    with font_sizes() as sizes:
        app.draw()
    assert app.canvas.get_size() == size
    rects = [widget.rect for widget in screen.menu.widgets]  # type: ignore[attr-defined]
    check_inside_and_apart(pygame.Rect((0, 0), size), rects)
    panel = getattr(screen, "panel", None)
    if panel is not None:
        check_inside_and_apart(panel, rects)
    assert min(sizes) >= theme.FONT_MIN
    scale = theme.scale_for(size)
    # buttons grow; the settings' eight rows, each with its line of help under it
    # (03610d87, ab225c98), are 40 design px tall
    least = 40 if case == "settings" else 54
    assert min(rect.height for rect in rects) >= round(least * scale)


def test_a_click_on_a_game_card_at_1920x1080_opens_its_setup(
    sized_app: Callable[[tuple[int, int]], App],
) -> None:
    from scenes.setup import SetupScene
    from scenes.title import GameCard, TitleScene

    app = sized_app((1920, 1080))
    ui = Driver(app)
    title = TitleScene(app)
    app.push(title)
    ui.step()
    night = next(w for w in title.menu.widgets if isinstance(w, GameCard) and w.game == "night")
    assert night.rect.width == round(318 * 1.5)
    ui.click(night)
    assert isinstance(app.top, SetupScene) and app.top.game == "night"


def test_the_title_backdrop_is_kept_for_a_few_sizes_only() -> None:
    from scenes import title

    pygame.init()
    for width in range(1280, 1280 + 8 * 40, 40):
        title._backdrop((width, 720))
    info = title._backdrop.cache_info()
    assert info.currsize <= 4 and theme.cached_cover.cache_info().currsize <= 4


# ---------------------------------------------------------------------- pieces tables draw
@pytest.mark.parametrize("size", SIZES)
def test_a_choice_list_draws_its_rows_inside_its_rectangle_at_every_size(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int]
) -> None:
    from scenes.choice_list import ChoiceList

    sized_app(size)  # a display of that size
    surface = pygame.Surface(size)
    with theme.scaled_for(size):
        box = theme.design_rect(900, 200, 300, 300)
        choices = ChoiceList()
        choices.set_rows([f"Choice number {n}, with words enough to wrap" for n in range(12)])
        with font_sizes() as sizes:
            choices.draw(surface, box)
        rows = [row.rect for row in choices.rows_drawn]
        assert rows and all(box.contains(row) for row in rows)
        assert min(sizes) >= theme.FONT_MIN
        assert choices.row_at(rows[1].center) == 1
        tall = rows[0].height
    with theme.scaled_for((1280, 720)):  # the same list in a smaller window: wrapped anew
        choices.draw(surface, pygame.Rect(900, 200, 300, 300))
        assert choices.rows_drawn[0].rect.height <= tall


@pytest.mark.parametrize("size", SIZES)
def test_a_guide_bubble_placed_by_the_window_size_stays_on_screen(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int]
) -> None:
    from scenes.guide import Guide, Step

    app = sized_app(size)
    app.push(NativeTable(app, taisen_session()))
    steps = (Step("welcome", None), Step("board", None))
    guide = Guide(
        app,
        steps,
        "taisen.tutorial",
        lambda s: pygame.Rect(s[0] // 4, s[1] - s[1] // 5, s[0] // 2, 10),
        bottom=lambda s: s[1] - theme.px(50),
    )
    with theme.scaled_for(size):
        app.apply_scale()
        with font_sizes() as sizes:
            guide.draw(app.canvas, 0.0)
        bubble = guide.bubble_rect()
    assert pygame.Rect((0, 0), size).contains(bubble)
    assert bubble.width == size[0] // 2
    assert min(sizes) >= theme.FONT_MIN


# ---------------------------------------------------------------------- one pause menu
GAME_SEATS = {
    "taisen": ({}, 2),
    "shinobi": ({"players": 2, "mode": "grasshopper"}, 2),
    "night": ({"players": 2}, 2),
    "dojo": ({"board": "random"}, 2),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_escape_on_every_table_opens_the_same_pause_menu(app: App, lang: str) -> None:
    """One pause menu for the four games (issue 15 §2): scenes.pause, same words."""
    from scenes.pause import PauseScene
    from scenes.registry import make_game_scene

    app.set_language(lang)
    ui = Driver(app)
    menus = {}
    for game, (options, players) in GAME_SEATS.items():
        app.stack.clear()
        seats = [Seat(), Seat("ai", "easy")][:players]
        session = GameSession.new(game, seats, seed=5, options=options, autosave=False)
        table = make_game_scene(app, session)
        app.push(table)
        ui.step(40)
        while app.top is not table and not isinstance(app.top, PauseScene):
            app.pop()  # a hand-off or a message first: out of the way
        ui.key(pygame.K_ESCAPE)
        pause = app.top
        assert isinstance(pause, PauseScene), game
        ui.step()
        menus[game] = [widget.label() for widget in pause.menu.widgets]  # type: ignore[attr-defined]
        menus[game].insert(0, app.tr("pause.title"))
    first = next(iter(menus.values()))
    assert all(menu == first for menu in menus.values()), menus
    assert len(set(first)) == len(first) == 7


def test_a_window_bigger_than_1280x720_gets_the_sharper_backdrops(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The key art and the background are drawn at 2560x1440 too (@2x, make assets): a
    big window scales that one down instead of blowing up the 1280x720 picture."""
    pygame.init()
    monkeypatch.setattr(theme, "_sharp", False)
    assert theme.backdrop_source("title.png", (1920, 1080)).get_size() == (1280, 720)  # type: ignore[union-attr]
    theme.allow_sharp_backdrops()  # after the first frame (App.run): the start stays quick
    assert theme.backdrop_source("title.png", (1280, 720)).get_size() == (1280, 720)  # type: ignore[union-attr]
    for size in ((1920, 1080), (2560, 1600), (1440, 960)):
        for name in ("title.png", "background.png"):
            source = theme.backdrop_source(name, size)
            assert source is not None and source.get_size() == (2560, 1440)
    monkeypatch.setitem(theme._images, "title@2x.png", None)  # a build without it
    assert theme.backdrop_source("title.png", (1920, 1080)).get_size() == (1280, 720)  # type: ignore[union-attr]


def test_the_first_frame_uses_the_quick_backdrop_and_the_next_ones_the_sharp_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from scenes.title import TitleScene

    monkeypatch.setattr(theme, "_sharp", False)
    theme.cached_cover.cache_clear()
    pygame.init()
    app = App(Settings(), headless=True, size=(1920, 1080))
    app.push(TitleScene(app))
    read: list[str] = []
    load = theme.load_image

    def recording(name: str) -> pygame.Surface | None:
        read.append(name)
        return load(name)

    monkeypatch.setattr(theme, "load_image", recording)
    app.run(max_frames=1)
    assert "title@2x.png" not in read and theme.sharp_backdrops()
    app.run(max_frames=1)
    assert "title@2x.png" in read


def test_a_long_message_keeps_its_button_on_screen(app: App) -> None:
    from scenes.message import MessageScene

    message = MessageScene(app, "Saving is off", "A very long reason, word after word. " * 60)
    app.push(message)
    app.draw()
    screen = pygame.Rect(0, 0, 1280, 720)
    assert screen.contains(message.panel) and message.panel.contains(message.ok.rect)


def test_a_highlight_fading_in_draws_a_few_panels_not_one_a_frame(app: App) -> None:
    """Panels are cached by their look: a glow that changes a little every frame would
    fill the cache with big surfaces in a big window (memory), so it is drawn in steps."""
    from scenes import widgets

    button = widgets.Button(app, (100, 100, 400, 80), "Go")
    canvas = pygame.Surface((1280, 720))
    widgets._panel_surface.cache_clear()
    button.hovered = True
    for _ in range(120):  # two seconds of fading in
        button.update(1 / 60)
        button.draw(canvas)
    drawn = widgets._panel_surface.cache_info().currsize
    assert drawn <= 2 * (widgets.GLOW_STEPS + 1)  # the panel and its shadow, per step
    assert widgets._panel_surface.cache_info().maxsize == widgets.PANEL_CACHE


def test_a_guide_bubble_given_in_design_units_grows_with_the_window(
    sized_app: Callable[[tuple[int, int]], App],
) -> None:
    from scenes.guide import Guide, Step

    app = sized_app((1920, 1080))
    app.push(NativeTable(app, taisen_session()))
    guide = Guide(app, (Step("welcome", None),), "taisen.tutorial", pygame.Rect(300, 66, 680, 0))
    with theme.scaled_for((1920, 1080)):
        bubble = guide.bubble_rect()
    assert (bubble.left, bubble.top, bubble.width) == (450, 99, 1020)


def test_the_hand_off_button_fits_its_words_after_the_language_changes(app: App) -> None:
    from scenes.handoff import HandoffScene

    session = GameSession.new("shinobi", [Seat(), Seat()], seed=4, autosave=False)
    app.push(NativeTable(app, session))
    cover = HandoffScene(app, "Akane-no-Kami Shiranui", (200, 60, 60), print, session=session)
    app.push(cover)
    app.draw()
    app.set_language("fr")  # from the settings, through the pause menu over the cover
    app.draw()
    words = theme.font(theme.FONT_BUTTON).size(cover.button_text)[0]  # type: ignore[attr-defined]
    assert cover.button.rect.width >= words + theme.px(40)  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", ["shinobi", "night", "dojo"])
@pytest.mark.parametrize("colour", [(70, 180, 100), (70, 130, 230), (232, 190, 60)])
def test_the_hand_off_button_and_stroke_are_in_the_named_seats_colour(
    app: App, game: str, colour: tuple[int, int, int]
) -> None:
    """Green Midori's cover had a red button and a red stroke (the first seat's): both
    follow the colour of the person named (newcomer's g3k)."""
    from scenes.handoff import GRACE_SECONDS, HandoffScene

    options = {"players": 2} if game == "night" else {}
    session = GameSession.new(game, [Seat(), Seat()], seed=4, options=options, autosave=False)
    cover = HandoffScene(app, "Midori", colour, lambda: None, session=session)
    app.push(cover)
    app.draw()
    cover.update(GRACE_SECONDS)  # lit, past its first moments (greyed till then)
    app.draw()
    canvas = app.canvas
    button = cover.button.rect
    fill = canvas.get_at((button.left + theme.px(12), button.centery))[:3]
    assert max(abs(a - b) for a, b in zip(fill, colour, strict=True)) < 90, fill
    width, height = canvas.get_size()
    stroke = canvas.get_at((width // 2, cover.title_y + theme.px(50)))[:3]  # under the title
    assert stroke == colour, stroke


@pytest.mark.parametrize("size", SIZES)
def test_the_saved_message_never_lies_over_the_pause_panel(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int]
) -> None:
    """'Game saved: Slot 3' was drawn across the pause panel's bottom border (seen at
    1280x720). It shows clear of the panel, inside the window, above the keys line."""
    from scenes import widgets
    from scenes.pause import PauseScene
    from scenes.slots import SlotPickerScene

    app = sized_app(size)
    table = NativeTable(app, taisen_session())
    app.push(table)
    for scene in (PauseScene(app, table.session), SlotPickerScene(app, "save", table.session)):
        app.push(scene)
        Driver(app).step()
        with theme.scaled_for(size):
            label = theme.text("Game saved: Slot 3", theme.FONT_BODY, theme.MOONLIGHT).get_size()
            toast = widgets.Toast.place(label, size, scene.panel)
            keys_line = size[1] - widgets.hint_strip_height()
        assert not toast.colliderect(scene.panel), (type(scene).__name__, toast, scene.panel)
        assert pygame.Rect((0, 0), size).contains(toast) and toast.bottom <= keys_line
        app.pop()
