"""Each title card's picture, a small box cover made of the game's own art: Taisen's
Monkey and Wolf shoguns facing over the path and its three dice, three of Shinobi's
clans fanned like a hand, Night's red ninja leaping the village roofs under the moon,
Dojo's hexes of plains, forest, mountain and water round a Dojo (newcomer F, s15, 002:
'the game cards are small text blocks; a bit more art per game, a box-cover feel').

A picture is composed once per game and size (real px) and kept; a missing image is
left out (theme.load_image logs it), the picture's ground and frame stay."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import pygame

from . import theme

GROUNDS: dict[str, tuple[theme.Colour, theme.Colour]] = {
    "taisen": ((92, 40, 38), (34, 44, 88)),
    "shinobi": ((58, 40, 96), (24, 20, 44)),
    "night": ((22, 30, 70), (48, 58, 110)),
    "dojo": ((24, 56, 52), (16, 30, 40)),
}
"""Each picture's ground, a gradient from its top colour to its bottom one."""
RADIUS = 12
"""Design px of the picture's rounded corners."""
KEPT = 16
"""Pictures kept (four games at a few window sizes)."""


def _image(name: str, width: int, flip: bool = False) -> pygame.Surface | None:
    """assets/images/<name> scaled to `width` real px (its shape kept), or None."""
    image = theme.load_image(name)
    if image is None:
        return None
    height = max(1, round(image.get_height() * width / image.get_width()))
    scaled = pygame.transform.smoothscale(image, (max(1, width), height))
    return pygame.transform.flip(scaled, True, False) if flip else scaled


def _put(picture: pygame.Surface, image: pygame.Surface | None, **at: tuple[int, int]) -> None:
    if image is not None:
        picture.blit(image, image.get_rect(**at))


def _ground(size: tuple[int, int], top: theme.Colour, bottom: theme.Colour) -> pygame.Surface:
    width, height = size
    picture = pygame.Surface(size, pygame.SRCALPHA)
    for y in range(height):
        colour = theme.lerp(top, bottom, y / max(1, height - 1))
        pygame.draw.line(picture, colour, (0, y), (width, y))
    return picture


def _taisen(picture: pygame.Surface) -> None:
    w, h = picture.get_size()
    path = pygame.Rect(0, round(h * 0.74), w, round(h * 0.1))
    pygame.draw.rect(picture, (150, 120, 80), path)  # the one narrow path
    pygame.draw.line(picture, (190, 160, 110), path.topleft, path.topright, max(1, w // 60))
    _put(
        picture,
        _image("characters/wolf_shogun.png", round(w * 0.72), flip=True),
        midtop=(round(w * 0.66), round(h * 0.04)),
    )
    _put(
        picture,
        _image("characters/monkey_shogun.png", round(w * 0.72)),
        midbottom=(round(w * 0.36), path.top + round(h * 0.04)),
    )
    side = max(4, round(w * 0.15))
    tints = (theme.VERMILION, (70, 160, 90), (70, 110, 220))  # the three dice
    for index, tint in enumerate(tints):
        die = pygame.Rect(0, 0, side, side)
        die.center = (round(w * (0.3 + 0.2 * index)), round(h * 0.91))
        pygame.draw.rect(picture, tint, die, border_radius=max(1, side // 5))
        pygame.draw.rect(picture, theme.MOONLIGHT, die, max(1, side // 12), max(1, side // 5))
        pygame.draw.circle(picture, theme.MOONLIGHT, die.center, max(1, side // 7))


def _shinobi(picture: pygame.Surface) -> None:
    w, h = picture.get_size()
    edge = max(1, w // 50)
    size = (round(w * 0.5), round(h * 0.52))
    for index, (name, angle) in enumerate((("toad", 14), ("fox", 0), ("dragon", -14))):
        card = pygame.Surface(size, pygame.SRCALPHA)
        card.fill((*theme.MOONLIGHT, 255))
        inner = card.get_rect().inflate(-2 * edge, -2 * edge)
        card.fill(theme.MIDNIGHT, inner)
        art = theme.load_image(f"shinobi/{name}.png")
        if art is not None:  # the clan's face, its middle, filling the card
            scale = inner.height / art.get_height()
            face = pygame.transform.smoothscale(
                art, (max(1, round(art.get_width() * scale)), inner.height)
            )
            card.blit(face, face.get_rect(center=inner.center), area=None)
            pygame.draw.rect(card, theme.MOONLIGHT, card.get_rect(), edge)
        turned = pygame.transform.rotozoom(card, angle, 1.0)
        centre = (round(w * (0.33 + 0.17 * index)), round(h * (0.5 + 0.05 * abs(angle) / 14)))
        picture.blit(turned, turned.get_rect(center=centre))


def _house(picture: pygame.Surface, colour: str, wall: str, rect: pygame.Rect) -> int:
    """A village house in `rect` (real px): its wall under a roof of `colour`'s tiles,
    the eave at the roof's foot and the ridge along its top. Returns the ridge's y."""
    roof_h = round(rect.height * 0.42)
    wall_img = theme.load_image(f"night/{wall}.png")
    if wall_img is not None:
        body = pygame.Rect(rect.left + rect.width // 8, rect.top + roof_h, 0, 0)
        body.size = (rect.width - rect.width // 4, rect.height - roof_h)
        picture.blit(pygame.transform.smoothscale(wall_img, body.size), body)
    tiles = theme.load_image(f"night/roof_{colour}.png")
    if tiles is not None:
        picture.blit(pygame.transform.smoothscale(tiles, (rect.width, roof_h)), rect.topleft)
    eave = _image(f"night/eave_{colour}.png", rect.width)
    _put(picture, eave, midtop=(rect.centerx, rect.top + roof_h - roof_h // 5))
    ridge = _image("night/ridge.png", rect.width)
    _put(picture, ridge, midbottom=(rect.centerx, rect.top + roof_h // 6))
    return rect.top


def _night(picture: pygame.Surface) -> None:
    w, h = picture.get_size()
    moon = _image("night/moon.png", round(w * 0.62))
    _put(picture, moon, center=(round(w * 0.72), round(h * 0.2)))
    _house(picture, "indigo", "wall_lit", pygame.Rect(-w // 8, round(h * 0.66), w // 2, h // 2))
    far = pygame.Rect(round(w * 0.5), round(h * 0.5), round(w * 0.62), round(h * 0.62))
    ridge = _house(picture, "rust", "wall_door", far)
    ninja = _image("night/ninja_red.png", round(w * 0.4))
    if ninja is not None:  # leaping over the gap, its grapnel's string to the far ridge
        leaping = pygame.transform.rotozoom(ninja, -18, 1.0)
        spot = leaping.get_rect(center=(round(w * 0.38), round(h * 0.36)))
        hook = (far.left + far.width // 3, ridge)
        pygame.draw.line(picture, theme.MOONLIGHT, hook, spot.center, max(1, w // 70))
        picture.blit(leaping, spot)


def _dojo(picture: pygame.Surface) -> None:
    w, h = picture.get_size()
    width = round(w * 0.42)
    height = round(width * 296 / 256)
    tiles = {
        (0, 0): "dojo_0",
        (1, -1): "forest_0",
        (-1, 0): "water_0",
        (0, -1): "mountain_0",
        (1, 0): "plains_1",
        (-1, 1): "forest_1",
        (0, 1): "plains_0",
    }
    centre = (w / 2, h / 2)
    for (q, r), name in sorted(tiles.items(), key=lambda item: item[0][1]):
        tile = _image(f"dojo/{name}.png", width)
        x = centre[0] + width * (q + r / 2) * 0.98
        y = centre[1] + height * 0.75 * r * 0.98
        _put(picture, tile, center=(round(x), round(y)))
    _put(
        picture,
        _image("dojo/ninja_0.png", round(w * 0.42)),
        center=(round(centre[0] + width * 0.5), round(centre[1] + height * 0.62)),
    )


DRAWERS: dict[str, Callable[[pygame.Surface], None]] = {
    "taisen": _taisen,
    "shinobi": _shinobi,
    "night": _night,
    "dojo": _dojo,
}


@lru_cache(maxsize=KEPT)
def card_art(game: str, size: tuple[int, int], radius: int) -> pygame.Surface:
    """The picture of `game` at `size` real px, its corners rounded by `radius`."""
    top, bottom = GROUNDS.get(game, (theme.PANEL, theme.MIDNIGHT))
    picture = _ground(size, top, bottom)
    drawer = DRAWERS.get(game)
    if drawer is not None:
        drawer(picture)
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    picture.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return picture


def draw_card_art(
    canvas: pygame.Surface, rect: pygame.Rect, game: str, ring: theme.Colour, faded: bool
) -> None:
    """The picture of `game` in `rect`, framed in its card's colour `ring` (faded for a
    game still to come)."""
    radius = theme.px(RADIUS)
    picture = card_art(game, rect.size, radius)
    if faded:
        picture = picture.copy()
        picture.set_alpha(90)
    shadow = rect.move(0, theme.px(3))
    pygame.draw.rect(canvas, theme.SHADOW, shadow, border_radius=radius)
    canvas.blit(picture, rect)
    pygame.draw.rect(canvas, ring, rect, max(1, theme.px(3)), border_radius=radius)
