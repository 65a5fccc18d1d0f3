"""The Ninja Night art comes from the art pipeline (tools/vector_art/draw_night.py ->
SVG -> tools/rasterise.py -> assets/images/night/): a picture for every token kind and
both backs, each player's ninja, roofs, walls, trees, moon and sun, each at its size;
the table scales each once; and with the pictures gone everything still draws."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.night import data
from ninjas.night.village import named_village
from scenes import theme
from scenes.app import App
from scenes.night import NightScene, art, effects
from scenes.night.palette import SEAT_COLOURS
from scenes.night.village_view import VillageView
from tools import rasterise

from .conftest import hide_images

ROOT = Path(__file__).resolve().parents[2]
IMAGES = ROOT / "assets" / "images" / "night"
SOURCES = ROOT / "tools" / "vector_art" / "night"


def names() -> list[str]:
    return [
        *(f"token_{face}" for face in art.TOKEN_FACES),
        *(f"ninja_{name}" for name in art.NINJA_NAMES),
        *(f"roof_{name}" for name in art.ROOF_NAMES),
        *(f"wall_{name}" for name in art.WALLS),
        *art.RIDGE,
        *art.EAVES,
        *(f"tree_{name}" for name in art.TREES),
        *(f"act_{name}" for name in art.ACTION_PICTURES),
        *art.GEAR,
        *art.PACK,
        *art.SPRITES,
        art.GROUND,
        *art.MOONS,
        "sun",
    ]


def test_every_picture_the_table_uses_has_a_source_and_its_size() -> None:
    assert set(data.token_kinds()) | {"pink", "yellow"} == set(art.TOKEN_FACES)
    assert len(art.NINJA_NAMES) == data.MAX_PLAYERS == len(SEAT_COLOURS)
    for name in names():
        assert (SOURCES / f"{name}.svg").is_file(), name
        image = pygame.image.load(str(IMAGES / f"{name}.png"))
        assert image.get_size() == rasterise.size_of("night", name), name
    assert {p.stem for p in SOURCES.glob("*.svg")} == set(names())


def test_the_other_folders_keep_their_sizes() -> None:
    assert rasterise.size_of("characters", "wolf_rock") == rasterise.CHARACTER_SIZE
    assert rasterise.size_of("shinobi", "fox") == rasterise.SHINOBI_SIZE
    assert rasterise.size_of("night", "token_v1") == rasterise.NIGHT_SIZE
    assert rasterise.size_of("night", "roof_moss") == rasterise.FILE_SIZES["night"]["roof_*"]


def test_the_svg_sources_are_what_the_script_draws(tmp_path: Path) -> None:
    from tools.vector_art import draw_night

    for name, ((width, height), draw) in draw_night.ART.items():
        text = draw_night.svg(width, height, draw(), name)
        assert (SOURCES / f"{name}.svg").read_text(encoding="utf-8") == text, name


def test_a_picture_is_scaled_once_and_kept() -> None:
    first = art.token("v3", 20, 0.8)
    assert first is not None and first.get_size() == (20, 16)
    assert art.token("v3", 20, 0.8) is first
    assert art.ninja(2, 30) is art.ninja(2, 30)


@pytest.fixture
def no_images(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    hide_images(tmp_path, monkeypatch)
    yield
    theme._images.clear()


def test_without_its_pictures_the_village_still_draws(no_images: None) -> None:
    assert art.picture("roof_slate") is None and art.token("v1", 20) is None
    village = named_village("plaza")
    view = VillageView(village, pygame.Rect(0, 0, 800, 560))
    canvas = pygame.Surface((800, 560))
    roofs = [[0, 1], [2]] + [[] for _ in village.buildings[2:]]
    view.draw(canvas, roofs, [0, 1, 2, 3], list(SEAT_COLOURS), faces=["v1", "pink", "kunai"])
    small = pygame.transform.scale(canvas, (80, 56))
    colours = {tuple(small.get_at((x, y))) for x in range(80) for y in range(56)}
    assert len(colours) > 12, "the village looks blank"


def test_without_its_pictures_the_table_and_every_animation_draw(app: App, no_images: None) -> None:
    session = GameSession.new(
        "night", [Seat("human"), Seat("ai")], 4, {"players": 2}, autosave=False
    )
    scene = NightScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    view = scene.view
    scene.effects = [
        effects.Effect(kind, view.rect.center, view.rect.midtop, seat=0, token=0, label="Move")
        for kind in effects.DURATIONS
    ]
    for effect in scene.effects:
        effect.age = effect.duration * random.Random(effect.kind).uniform(0.1, 0.9)
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    assert pygame.surfarray.array3d(canvas).std() > 10


def test_each_ninja_has_its_own_shape_without_its_picture(no_images: None) -> None:
    shapes = []
    for seat in range(data.MAX_PLAYERS):
        surface = pygame.Surface((40, 40))
        art.emblem(surface, seat, (20, 20), 14, (255, 255, 255))
        shapes.append(pygame.image.tobytes(surface, "RGB"))
    assert len(set(shapes)) == data.MAX_PLAYERS
