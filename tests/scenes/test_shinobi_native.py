"""The Shinobi table drawn at the window's own size (issue 15 §1): laid out from the real
size at 1280x720, 1920x1080, 2560x1600 and 1440x960, nothing outside the window and no
panels over each other, cards and text bigger on a bigger window, clicks landing on what
is drawn, the legal actions listed once a position, caches that stay bounded."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import Seat
from ninjas.shinobi import data
from ninjas.shinobi.rules import ShinobiState
from scenes import theme
from scenes.app import App
from scenes.shinobi import ShinobiScene
from scenes.shinobi import cards as art
from scenes.shinobi.board_view import BASES_KEPT
from scenes.shinobi.layout import table_layout
from tests.shinobi.test_rules import BEAR, CARP, DRAGON, FOX, ids

from .conftest import SIZES, Driver
from .test_shinobi_scene import table
from .test_shinobi_table_layout import first_seed

SizedApp = Callable[[tuple[int, int]], App]
MODES = ("grasshopper", "grandmaster")


def placing(app: App, players: int = 2, mode: str = "grasshopper") -> ShinobiScene:
    """Akane (seat 0, a person) to place, the others easy computers."""
    seats = [Seat("human")] + [Seat("ai", "easy")] * (players - 1)
    scene = table(app, seats, mode, seed=first_seed(players, mode))
    scene.play("recruit")
    return scene


def full_tables(state: ShinobiState) -> None:
    """Every seat with four clans of four cards (the most a panel must hold)."""
    names = ["Carp", "Crow", "Dragon", "Spider", "Fox", "Rat", "Toad", "Monkey", "Bear"]
    free = {n: [c.id for c in data.CARDS if c.name == n] for n in names}
    for s in range(state.players):
        taken = set().union(*(set(h) for h in state.hands))
        clans = {}
        for n in (names[(2 * s + k) % 9] for k in range(4)):
            cards = [c for c in free[n] if c not in taken][:4]
            free[n] = [c for c in free[n] if c not in cards]
            clans[n] = cards
        state.clans[s] = clans


def panels(scene: ShinobiScene) -> dict[str, pygame.Rect]:
    layout = scene.layout
    parts = {f"opponent {i}": r for i, r in enumerate(layout.opponents)}
    parts |= {"own": layout.own, "piles": layout.piles, "hand": layout.hand}
    parts |= {"prompt": layout.prompt, "options": layout.options, "log": layout.log}
    parts |= {f"button {name}": b.rect for name, b in scene.buttons.items()}
    parts["heading"] = scene.board.heading_rect
    if layout.board is not None:
        parts["board"] = layout.board
    return parts


def test_the_table_draws_natively_on_the_window(sized_app: SizedApp) -> None:
    app = sized_app((1920, 1080))
    scene = placing(app)
    Driver(app).step()
    assert scene.size == (1920, 1080) and app.view_size == (1920, 1080)
    assert scene.layout.size == (1920, 1080)


@pytest.mark.parametrize(
    ("size", "players", "mode"), list(itertools.product(SIZES, (2, 3, 4), MODES))
)
def test_every_size_and_table_fits_the_window_without_overlaps(
    sized_app: SizedApp, size: tuple[int, int], players: int, mode: str
) -> None:
    app = sized_app(size)
    scene = placing(app, players, mode)
    full_tables(scene.state)
    scene._refresh()
    Driver(app).step()
    window = pygame.Rect((0, 0), size)
    parts = panels(scene)
    for name, rect in parts.items():
        assert window.contains(rect), f"{name} {rect} leaves the {size} window"
    for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}"
    assert scene.hand.rects
    for rect, _ in scene.hand.rects:
        assert scene.layout.hand.contains(rect)
    seat_panels = {**scene.opponent_slots(), scene.bottom_seat(): scene.layout.own}
    assert len(scene.board.tiles) == 4 * players  # a 4-card clan fits its panel
    for rect, seat, _ in scene.board.tiles:
        assert seat_panels[seat].contains(rect)
    for _, rect in scene.board.board_rects():
        assert window.contains(rect) and scene.layout.board is not None
        assert scene.layout.board.contains(rect)
    for rect in (scene.board.deck_rect(), scene.board.jigoku_rect(), scene.board.scores_rect()):
        assert scene.layout.piles.contains(rect)
    used = sum(r.width * r.height for n, r in parts.items() if not n.startswith(("button", "head")))
    assert used >= 0.8 * window.width * window.height  # the window is filled, no bands


def test_cards_and_text_grow_with_the_window() -> None:
    small = table_layout((1280, 720), 4, "grandmaster")
    assert small.card_w >= 110
    for size in SIZES[1:]:
        layout = table_layout(size, 4, "grandmaster")
        scale = theme.scale_for(size)
        assert layout.card_w >= round(110 * scale) and layout.card_w > small.card_w
        assert layout.zoom_w > layout.card_w
    wide = table_layout((1440, 810), 2, "grasshopper")
    tall = table_layout((1440, 960), 2, "grasshopper")  # 3:2: the extra height is used
    assert tall.card_w > wide.card_w and tall.own.height > wide.own.height


@pytest.mark.parametrize("size", SIZES)
def test_text_is_drawn_at_its_real_size_never_under_14_px_at_720p(
    sized_app: SizedApp, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app(size)
    scene = placing(app, 4, "grandmaster")
    full_tables(scene.state)
    scene._refresh()
    art.clear_cache()
    sizes: list[int] = []
    original = theme.text

    def recording(string: str, size_: int, *args: object, **kwargs: object) -> pygame.Surface:
        if string.strip():
            sizes.append(size_)
        return original(string, size_, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "text", recording)
    ui = Driver(app)
    ui.move(scene.hand.rects[0][0].center)
    ui.step()
    ui.key(pygame.K_j)  # the Jigoku opened, then the scores
    ui.key(pygame.K_ESCAPE)
    ui.key(pygame.K_s)
    assert sizes and min(sizes) >= theme.FONT_MIN  # design units: 14 px at 1280x720
    real = theme.font(theme.FONT_MIN).get_height()  # rendered at the window's scale
    assert theme.scale() == theme.scale_for(size)
    assert real >= round(theme._font(19, "body").get_height() * theme.scale_for(size)) - 2


def test_a_click_on_a_card_where_it_is_drawn_at_1920x1080_picks_it(
    sized_app: SizedApp,
) -> None:
    app = sized_app((1920, 1080))
    scene = placing(app)
    from tests.shinobi.test_rules import arrange

    arrange(scene.state, hands={0: [*DRAGON[:2], CARP[0], *BEAR[:1]]})
    scene._refresh()
    ui = Driver(app)
    ui.step()
    small = table_layout((1280, 720), 2, "grasshopper")
    dragon = next(rect for rect, card in scene.hand.rects if card in DRAGON)
    assert dragon.width > small.card_w * 1.4  # drawn in real px, bigger than at 1280x720
    ui.click(dragon.center)
    assert scene.selection.selected == [DRAGON[0]]
    ui.click(dragon.center)
    place = next(i for i, (a, _) in enumerate(scene.options) if a.kind == "place")
    row = next(r for r in scene.choices.rows_drawn if r.index == place)
    assert scene.layout.options.contains(row.rect)
    ui.click(row.rect.center)  # the choice, at its real place too
    assert "Dragon" in scene.state.clans[0]


def test_the_buttons_are_clicked_where_they_are_drawn(sized_app: SizedApp) -> None:
    app = sized_app((2560, 1600))
    scene = placing(app)
    ui = Driver(app)
    ui.step()
    menu = scene.buttons["menu"].rect
    assert menu.height >= 36 * 2 - 1 and menu.right <= scene.layout.table.right
    ui.click(menu.center)
    assert type(app.top).__name__ == "PauseScene"


def test_a_hovered_card_is_enlarged_at_every_size(sized_app: SizedApp) -> None:
    for size in SIZES:
        app = sized_app(size)
        scene = placing(app)
        ui = Driver(app)
        ui.step()
        drawn: list[int] = []
        scene.face = _recording_face(scene, drawn)  # type: ignore[method-assign, assignment]
        ui.move(scene.hand.rects[0][0].center)
        ui.step()
        zoomed = scene.zoom.card_zoom()
        assert zoomed is not None
        assert zoomed[1].width in drawn and zoomed[1].width > scene.layout.card_w
        app.pop()


def _recording_face(
    scene: ShinobiScene, drawn: list[int]
) -> Callable[[int, int, int | None], pygame.Surface]:
    original = scene.face

    def face(card: int, width: int, strip: int | None = None) -> pygame.Surface:
        drawn.append(width)
        return original(card, width, strip)

    return face


def test_the_legal_actions_are_listed_once_a_position(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = placing(app, 3, "grandmaster")
    spiders = ids("Spider")[:2]
    from tests.shinobi.test_rules import arrange

    # two kinds of card to destroy: the choice is asked (one alone is taken, 69fd317)
    clans = {1: {"Bear": BEAR[:2], "Fox": FOX[:2]}}
    arrange(scene.state, hands={0: [*spiders, CARP[0]]}, clans=clans)
    scene.play(f"place Spider {spiders[0]} {spiders[1]}")
    calls = 0
    original = ShinobiState.legal_actions

    def counting(self: ShinobiState) -> list[object]:
        nonlocal calls
        calls += 1
        return original(self)  # type: ignore[return-value]

    monkeypatch.setattr(ShinobiState, "legal_actions", counting)
    ui = Driver(app)
    ui.step(30)
    assert calls <= 1  # 30 frames of choosing a target: asked once
    ui.key(pygame.K_1)  # a choice made: a new position, asked again
    ui.step(5)
    assert calls <= 3


def test_pictures_are_cached_in_bounded_caches_across_sizes(sized_app: SizedApp) -> None:
    art.clear_cache()
    for size in [*SIZES, (1366, 768), (1600, 900), (2880, 1800)]:
        app = sized_app(size)
        scene = placing(app, 4, "grasshopper")
        full_tables(scene.state)
        scene._refresh()
        Driver(app).step()
        assert len(scene.board.bases) <= BASES_KEPT
    bound = art.FACE_CACHE + art.TILE_CACHE + art.ART_CACHE
    assert 0 < art.cached_surfaces() <= bound


def test_art_is_never_shown_bigger_than_its_picture_up_to_2560x1600(
    sized_app: SizedApp, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The enlarged card's picture at 2560x1600 comes from a PNG at least as big
    (tools/rasterise.py SHINOBI_SIZE, `make assets`): never blurred by scaling up."""
    app = sized_app((2560, 1600))
    scene = placing(app)
    art.clear_cache()
    factors: list[float] = []
    original = art.art_image

    def measuring(name: str, size: tuple[int, int]) -> pygame.Surface | None:
        image = theme.load_image(f"shinobi/{art.slug(name)}.png")
        if image is not None:
            factors.append(max(size[0] / image.get_width(), size[1] / image.get_height()))
        return original(name, size)

    monkeypatch.setattr(art, "art_image", measuring)
    ui = Driver(app)
    ui.step()
    for rect, _ in list(scene.hand.rects):
        ui.move(rect.center)
        ui.step()
    assert factors and max(factors) <= 1.0


@pytest.mark.parametrize("size", SIZES)
def test_the_guided_game_draws_natively_its_bubble_above_the_hand(
    sized_app: SizedApp, size: tuple[int, int]
) -> None:
    from .test_shinobi_tutorial import guided_table

    app = sized_app(size)
    scene = guided_table(app)
    Driver(app).step()
    assert scene.size == size
    bubble = scene.guide.bubble_rect()
    assert pygame.Rect((0, 0), size).contains(bubble)
    assert bubble.bottom <= scene.layout.hand.top and bubble.colliderect(scene.layout.own)


def test_the_seat_to_play_is_lit_over_the_one_still_layer(sized_app: SizedApp) -> None:
    app = sized_app((1920, 1080))
    scene = placing(app, 3, "grasshopper")
    ui = Driver(app)
    ui.step()
    slots = scene.board.seat_rects()

    def edge(seat: int) -> tuple[int, int, int]:
        rect = slots[seat]
        colour = app.window.get_at((rect.centerx, rect.top))
        return colour.r, colour.g, colour.b

    assert scene.state.current_player == 0
    assert edge(0) == art.SEAT_COLOURS[0] and edge(1) != art.SEAT_COLOURS[1]
    while scene.state.current_player == 0:  # Akane passes, then discards
        scene.play(scene.legal()[0])
    app.draw()  # Sora's turn now: her panel is lit, on the same still layer
    assert scene.state.current_player == 1
    assert edge(1) == art.SEAT_COLOURS[1] and edge(0) != art.SEAT_COLOURS[0]
    assert len(scene.board.bases) == 1


def test_a_resized_window_lays_the_hand_out_again_under_the_pointer(
    sized_app: SizedApp,
) -> None:
    app = sized_app((1920, 1080))
    scene = placing(app)
    from tests.shinobi.test_rules import arrange

    arrange(scene.state, hands={0: [*DRAGON[:1], CARP[0], *BEAR[:1], *ids("Toad")[:1]]})
    scene._refresh()
    ui = Driver(app)
    ui.step()
    pile = scene.hand.rects[1][0]
    pointer = (pile.centerx, pile.bottom - 5)
    ui.move(pointer)  # the piles keep their places while the pointer is on the hand
    app.window = pygame.display.set_mode((2560, 1440), pygame.RESIZABLE)
    ui.event(pygame.VIDEORESIZE, size=(2560, 1440), w=2560, h=1440)
    ui.step()
    assert scene.layout.hand.collidepoint(pointer)
    rects = [rect for rect, _ in scene.hand.rects]
    assert all(r.width >= scene.layout.card_w for r in rects)
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b)  # laid out for the new, bigger cards
