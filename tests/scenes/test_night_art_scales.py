"""Ninja Night's art at every window size (issue 17 §5): the village's ground, roofs,
walls and trees, the ninjas, tokens, backpacks, the plan's pictures, the grapnel and
the fist, and the animations' own pictures all come from the PNGs `make assets`
rasterises; none is ever shown bigger than its PNG (up to 2560x1600); a missing one is
logged and drawn by hand; and each animation draws with its own picture."""

from __future__ import annotations

import logging
import math
from pathlib import Path

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.night import NightScene, art, effects
from scenes.night.rope_view import draw_grapnel

from .conftest import SIZES
from .test_night_native import table, until

ROOT = Path(__file__).resolve().parents[2]
IMAGES = ROOT / "assets" / "images" / "night"
NEW = (
    *(f"act_{name}" for name in art.ACTION_PICTURES),
    *art.GEAR,
    *art.PACK,
    *art.SPRITES,
    *art.RIDGE,
    art.GROUND,
)
"""The pictures that replaced drawing by hand (the village's older ones are tested in
test_night_art.py)."""


def every_screen(app: App) -> NightScene:
    """The table drawn in each of its looks: the plan, the options, the string in the
    hands (grapnel, then fist, Kunai and Shuriken), an injury in a backpack, and every animation early, half
    way and late (a flash is early, sparks late)."""
    scene = table(app)
    until(scene, lambda: scene.can_act and scene.state.phase == "plan")
    app.draw()
    scene.plan = ["move", "collect"]
    scene.confirm_plan()
    until(scene, lambda: scene.can_act and scene.state.phase == "act")
    app.draw()
    moves = [i for i, (a, _) in enumerate(scene.options) if a.kind == "move"]
    scene.choose_option(moves[0])
    app.draw()
    draw_grapnel(app.window, scene.view, (200, 200), (1.0, 0.0), fist=True)
    for blade in ("kunai", "shuriken"):  # the bonuses thrown on the fighting string
        draw_grapnel(app.window, scene.view, (200, 200), (1.0, 0.0), fist=True, blade=blade)
    scene.throw = None
    scene.state.backpacks[1][0] = -1  # an injury in a backpack (INJURY)
    view = scene.view
    scene.effects = [
        effects.Effect(kind, view.rect.center, view.rect.midtop, seat=0, token=0, label="Move")
        for kind in effects.DURATIONS
    ]
    for share in AGES:
        for effect in scene.effects:
            effect.age = effect.duration * share
        app.draw()
    return scene


def record(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, tuple[int, int]]]:
    asked: list[tuple[str, tuple[int, int]]] = []
    real = art.scaled

    def scaled(name: str, size: tuple[int, int], *args, **kwargs):  # type: ignore[no-untyped-def]
        asked.append((name, size))
        return real(name, size, *args, **kwargs)

    monkeypatch.setattr(art, "scaled", scaled)
    return asked


@pytest.mark.parametrize("size", SIZES)
def test_every_picture_loads_and_is_never_shown_bigger_than_its_png(
    sized_app, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    app = sized_app(size)
    asked = record(monkeypatch)
    every_screen(app)
    names = {name for name, _ in asked}
    assert set(NEW) | {"ninja_red", "ninja_blue", "ninja_green", "token_pink"} <= names
    for name, (width, height) in asked:
        source = art.picture(name)
        assert source is not None, name  # loaded at this size
        png = pygame.image.load(str(IMAGES / f"{name}.png")).get_size()
        assert width <= png[0] and height <= png[1], (name, (width, height), png, size)


def missing(monkeypatch: pytest.MonkeyPatch, gone: str) -> None:
    real = theme.asset_path

    def asset_path(*parts: str) -> Path:
        if parts and Path(parts[-1]).name == f"{gone}.png":
            return real("images", "night", "no-such-picture.png")
        return real(*parts)

    monkeypatch.setattr(theme, "asset_path", asset_path)
    theme._images.clear()
    art.clear()


@pytest.mark.parametrize("gone", [*NEW, "ninja_red"])
def test_a_missing_picture_is_logged_and_drawn_by_hand(
    sized_app, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, gone: str
) -> None:
    missing(monkeypatch, gone)
    caplog.set_level(logging.INFO)
    try:
        app = sized_app((1280, 720))
        every_screen(app)
        assert art.picture(gone) is None
        assert any("not found" in r.getMessage() for r in caplog.records)
        assert pygame.surfarray.array3d(app.window).std() > 10  # not blank
    finally:
        theme._images.clear()
        art.clear()


AGES = (0.15, 0.5, 0.9)
"""Shares of its duration at which an animation is drawn in the tests (each of its
pictures shows at one of them at least)."""
ITS_PICTURES = {
    "injured": ("fx_slash", "fx_flash"),
    "shuriken": ("fx_shuriken", "fx_impact"),
    "kunai": ("fx_kunai", "fx_impact"),
    "gears": ("fx_cog",),
    "hook": ("grapnel", "fx_rope"),
    "collected": ("token_",),
    "stolen": ("hand", "fx_swipe", "token_"),
    "knocked_off": ("token_",),
    "discarded": ("token_",),
    "bonus": ("token_",),
    "potion": ("fx_mist", "fx_bubble"),
    "healed": ("fx_heal",),
    "dawn": ("sun",),
}
"""The pictures each animation draws with: nothing of it is drawn by hand while its
pictures are there (the potion's bubbles and mist, the Heal's cross and the hook's
rope included)."""


def test_every_animation_has_its_pictures() -> None:
    assert set(ITS_PICTURES) == set(effects.DURATIONS)


@pytest.mark.parametrize("kind", sorted(ITS_PICTURES))
def test_each_animation_draws_its_own_pictures_and_nothing_by_hand(
    app: App, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    scene = table(app)
    view = scene.view
    effect = effects.Effect(kind, view.rect.center, view.rect.midtop, seat=0, token=0)
    asked = record(monkeypatch)
    by_hand: list[str] = []
    for primitive in ("circle", "line", "lines", "polygon", "ellipse", "arc"):
        real = getattr(pygame.draw, primitive)

        def drawn(*args, _name=primitive, _real=real, **kwargs):  # type: ignore[no-untyped-def]
            by_hand.append(_name)
            return _real(*args, **kwargs)

        monkeypatch.setattr(pygame.draw, primitive, drawn)
    for share in AGES:
        effect.age = effect.duration * share
        effects.draw(app.window, effect, view, lambda t: "pink", lambda t: (236, 140, 170))
    for picture in ITS_PICTURES[kind]:
        assert any(name.startswith(picture) for name, _ in asked), (picture, asked)
    mine = set(ITS_PICTURES[kind])
    others = {p for k, ps in ITS_PICTURES.items() if k != kind for p in ps} - mine - {"token_"}
    assert not any(name in others for name, _ in asked)
    assert by_hand == [], f"{kind} drew {by_hand} by hand"


def test_a_rope_is_laid_along_its_line_from_its_picture() -> None:
    canvas = pygame.Surface((300, 120), pygame.SRCALPHA)
    line = [(20 + 13 * k, 100 - round(60 * math.sin(math.pi * k / 20))) for k in range(21)]
    assert art.rope(canvas, line, 6)
    alpha = pygame.surfarray.pixels_alpha(canvas)
    for x, y in line:  # covered all along, to both ends (within a pixel or two)
        assert alpha[x - 2 : x + 3, y - 2 : y + 3].max() > 200, (x, y)
    assert alpha[150, 110] == 0 and alpha[5, 5] == 0  # nothing off the line
    del alpha
    assert art.rope(canvas, [(10, 10), (10, 10)], 6)  # nothing to lay: no error


def test_ninjas_read_at_1280x720_by_their_colour_and_size(sized_app) -> None:
    from scenes.night.palette import SEAT_COLOURS
    from scenes.night.village_view import _bright

    app = sized_app((1280, 720))
    scene = table(app)
    app.draw()
    height = scene.view.ninja_height()
    assert height >= 60  # 46 px before: too small to tell apart on a roof
    for seat, colour in enumerate(SEAT_COLOURS):
        image = art.ninja(seat, height, rim=_bright(colour))
        assert image is not None
        rim = _bright(colour)
        pixels = pygame.surfarray.pixels3d(image)
        alpha = pygame.surfarray.pixels_alpha(image)
        near = (abs(pixels.astype(int) - rim).sum(axis=2) < 60) & (alpha > 100)
        assert near.sum() > height  # edged all round in its player's colour
        del pixels, alpha


def test_the_ninjas_on_a_roof_never_hide_its_tokens(sized_app) -> None:  # type: ignore[no-untyped-def]
    """Ninjas stood at a roof's front edge, taller than the roof is deep: two on a small
    roof hid every token on it (a newcomer read them only in the list). They stand at
    the back now, the tokens lie in front and are drawn after them: each token's face
    is the same with the whole table standing there as with nobody."""
    from scenes.night.palette import SEAT_COLOURS

    for size in ((1280, 720), (1920, 1080)):
        app = sized_app(size)
        scene = table(app, players=4)
        view = scene.view
        buildings = view.village.buildings
        small = min(range(len(buildings)), key=lambda i: buildings[i].w * buildings[i].h)
        roofs: list[list[int]] = [[] for _ in buildings]
        roofs[small] = [0, 1, 2, 3, 4, 5]
        faces = ["v1", "v2", "v3", "v4", "v5", "pink"]
        d = view.token_size()
        empty, crowded = (pygame.Surface(app.window.get_size()) for _ in range(2))
        view.draw(empty, roofs, [None] * 4, list(SEAT_COLOURS), faces=faces)
        view.draw(crowded, roofs, [small] * 4, list(SEAT_COLOURS), faces=faces)
        for k in range(6):
            face = pygame.Rect(0, 0, d // 2, d // 3)
            face.center = view.token_spot(small, k)
            for x in range(face.left, face.right):
                for y in range(face.top, face.bottom):
                    # the same face (a token's picture lets a few levels of what it
                    # lies on through at its edge: the ninjas' bases behind it)
                    a, b = empty.get_at((x, y)), crowded.get_at((x, y))
                    assert all(abs(p - q) <= 3 for p, q in zip(a, b, strict=True)), (size, k)
        feet = view.ninja_spot(small, 0)  # the ninjas are there, on that roof
        assert empty.get_at((feet[0], feet[1] - d)) != crowded.get_at((feet[0], feet[1] - d))


def test_the_rules_pictures_draw_the_tables_grapnel_fist_and_pockets(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scenes.night import rules_diagrams

    asked = record(monkeypatch)
    for name in ("throws", "side", "backpack"):
        rules_diagrams.DIAGRAMS[name](lambda key, **_: key, 1200)
    names = {name for name, _ in asked}
    assert {"grapnel", "fist", "pocket", "injury"} <= names, names


def test_a_floor_over_another_has_a_little_tiled_roof_in_its_roofs_colour(
    sized_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ninjas.night.village import named_village
    from scenes.night.village_view import VillageView

    sized_app((1920, 1080))
    asked = record(monkeypatch)
    village = named_village("crossroads")
    assert any(b.floors > 1 for b in village.buildings)
    VillageView(village, pygame.Rect(0, 0, 1100, 900)).layer()
    eaves = {name for name, _ in asked if name.startswith("eave_")}
    roofs = {name.removeprefix("roof_") for name, _ in asked if name.startswith("roof_")}
    assert eaves and {name.removeprefix("eave_") for name in eaves} <= roofs


def test_the_rounds_played_are_waned_moons_from_their_picture(
    sized_app, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app((1920, 1080))
    scene = table(app)
    until(scene, lambda: scene.can_act and scene.state.phase == "plan")
    scene.state.round = 3
    asked = record(monkeypatch)
    circles: list[object] = []
    real = pygame.draw.circle

    def circle(*args, **kwargs):  # type: ignore[no-untyped-def]
        circles.append(args)
        return real(*args, **kwargs)

    monkeypatch.setattr(pygame.draw, "circle", circle)
    scene.table_view.draw_moon_track(app.window, scene.layout(), 300)
    moons = [name for name, _ in asked if name.startswith("moon")]
    assert moons == ["moon_waned"] * 2 + ["moon"] * 4 and circles == []
