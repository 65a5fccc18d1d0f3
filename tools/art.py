"""Generated artwork for Ninjas: the window icon, the board background and the title screen.

Pictures are built as float RGB arrays (numpy) in layers, back to front: sky, stars, moon,
mountains, fog, buildings. Hard-edged shapes are drawn with pygame's drawing functions on a
supersampled mask and averaged down, which gives them smooth (anti-aliased) edges.
Everything is seeded, so the same code always draws the same pixels. No display is needed.
"""

from __future__ import annotations

import io
import math
import struct
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np
import pygame

Color = tuple[float, float, float]
Point = tuple[float, float]

BG_SIZE = (1280, 720)
"""The backdrops' size in picture units; each is also written at BG_SCALES times that."""
BG_SCALES = (1, 2)
"""background.png and title.png at 1280x720, and @2x at 2560x1440 for big windows (the
game loads the smallest that covers the window: scenes.theme.cached_cover)."""
UNIT = 1.0
"""Pixels per picture unit while a backdrop is drawn (1, or 2 for the @2x files): every
length in background() and title() is in units of the 1280x720 picture."""


def U(length: float) -> float:
    """A length in picture units, in pixels of the picture being drawn."""
    return length * UNIT


ICON_SIZES = (16, 32, 48, 256)


def rgb(hex_color: str) -> np.ndarray:
    """'#rrggbb' as a float colour in [0, 1]."""
    h = hex_color.lstrip("#")
    return np.array([int(h[i : i + 2], 16) / 255.0 for i in (0, 2, 4)])


# ---------------------------------------------------------------------------
# Canvas helpers
# ---------------------------------------------------------------------------


class Pen:
    """Draws white shapes on a supersampled mask, in the picture's own (1x) coordinates."""

    def __init__(
        self, surface: pygame.Surface, scale: int, offset: Point = (0.0, 0.0), mirror: bool = False
    ) -> None:
        self.surface = surface
        self.k = scale
        self.offset = offset
        self.mirror = mirror
        self.value = (255, 255, 255)

    def at(self, offset: Point, mirror: bool = False) -> Pen:
        """A pen whose origin is moved to `offset` (and optionally mirrored left-right)."""
        return Pen(self.surface, self.k, offset, mirror)

    def p(self, x: float, y: float) -> tuple[float, float]:
        if self.mirror:
            x = -x
        return ((x + self.offset[0]) * self.k, (y + self.offset[1]) * self.k)

    def polygon(self, points: Sequence[Point]) -> None:
        pygame.draw.polygon(self.surface, self.value, [self.p(x, y) for x, y in points])

    def circle(self, center: Point, radius: float) -> None:
        pygame.draw.circle(self.surface, self.value, self.p(*center), radius * self.k)

    def ellipse(self, center: Point, rx: float, ry: float) -> None:
        cx, cy = self.p(*center)
        rect = pygame.Rect(0, 0, max(1, round(2 * rx * self.k)), max(1, round(2 * ry * self.k)))
        rect.center = (round(cx), round(cy))
        pygame.draw.ellipse(self.surface, self.value, rect)

    def limb(self, a: Point, b: Point, wa: float, wb: float) -> None:
        """A tapered bar from a (width wa) to b (width wb), with rounded joints."""
        ax, ay = a
        bx, by = b
        length = math.hypot(bx - ax, by - ay) or 1.0
        nx, ny = -(by - ay) / length, (bx - ax) / length
        self.polygon(
            [
                (ax + nx * wa / 2, ay + ny * wa / 2),
                (bx + nx * wb / 2, by + ny * wb / 2),
                (bx - nx * wb / 2, by - ny * wb / 2),
                (ax - nx * wa / 2, ay - ny * wa / 2),
            ]
        )
        self.circle(a, wa / 2)
        self.circle(b, wb / 2)

    def ribbon(self, spine: Sequence[Point], widths: Sequence[float]) -> None:
        """A strip of varying width along a polyline (scarves, headband tails, clouds)."""
        left, right = [], []
        for i, (x, y) in enumerate(spine):
            x0, y0 = spine[max(0, i - 1)]
            x1, y1 = spine[min(len(spine) - 1, i + 1)]
            length = math.hypot(x1 - x0, y1 - y0) or 1.0
            nx, ny = -(y1 - y0) / length, (x1 - x0) / length
            left.append((x + nx * widths[i] / 2, y + ny * widths[i] / 2))
            right.append((x - nx * widths[i] / 2, y - ny * widths[i] / 2))
        self.polygon(left + right[::-1])


def coverage(size: tuple[int, int], draw: Callable[[Pen], None], ss: int = 3) -> np.ndarray:
    """An (h, w) alpha mask in [0, 1] of whatever `draw` paints, anti-aliased by supersampling."""
    w, h = size
    surface = pygame.Surface((w * ss, h * ss))
    surface.fill((0, 0, 0))
    draw(Pen(surface, ss * UNIT))  # shapes are drawn in picture units
    red = pygame.surfarray.array_red(surface).T.astype(np.float32) / 255.0
    return red.reshape(h, ss, w, ss).mean(axis=(1, 3))


def blend(img: np.ndarray, alpha: np.ndarray, color: np.ndarray | Sequence[float]) -> np.ndarray:
    """Paint colour (a flat colour or an (h, w, 3) image) over img with an (h, w) alpha."""
    a = np.clip(alpha, 0.0, 1.0)[..., None]
    return img * (1.0 - a) + np.asarray(color) * a


def grid(h: int, w: int) -> tuple[np.ndarray, np.ndarray]:
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    return ys + 0.5, xs + 0.5


def smoothstep(e0: float, e1: float, x: np.ndarray) -> np.ndarray:
    t = np.clip((x - e0) / (e1 - e0), 0.0, 1.0)
    return t * t * (3 - 2 * t)


def value_noise_1d(n: int, cell: float, rng: np.random.Generator, octaves: int = 5) -> np.ndarray:
    """Fractal 1-D value noise in about [-1, 1], n samples long."""
    out = np.zeros(n)
    amp, total = 1.0, 0.0
    x = np.arange(n, dtype=np.float64)
    for _ in range(octaves):
        knots = rng.uniform(-1, 1, int(n / cell) + 3)
        pos = x / cell
        i = np.floor(pos).astype(int)
        f = pos - i
        f = f * f * (3 - 2 * f)
        out += amp * (knots[i] * (1 - f) + knots[i + 1] * f)
        total += amp
        amp *= 0.5
        cell /= 2.0
    return out / total


def value_noise_2d(
    h: int, w: int, cell: float, rng: np.random.Generator, octaves: int = 4, stretch: float = 1.0
) -> np.ndarray:
    """Fractal 2-D value noise in about [0, 1]; stretch > 1 smears it horizontally (fog, cloud)."""
    out = np.zeros((h, w), dtype=np.float32)
    amp, total = 1.0, 0.0
    for _ in range(octaves):
        cx, cy = cell * stretch, cell
        gh, gw = int(h / cy) + 3, int(w / cx) + 3
        knots = rng.random((gh, gw)).astype(np.float32)
        ys = np.arange(h, dtype=np.float32) / cy
        xs = np.arange(w, dtype=np.float32) / cx
        iy, ix = np.floor(ys).astype(int), np.floor(xs).astype(int)
        fy, fx = ys - iy, xs - ix
        fy, fx = (fy * fy * (3 - 2 * fy))[:, None], (fx * fx * (3 - 2 * fx))[None, :]
        a = knots[iy][:, ix]
        b = knots[iy][:, ix + 1]
        c = knots[iy + 1][:, ix]
        d = knots[iy + 1][:, ix + 1]
        out += amp * ((a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy)
        total += amp
        amp *= 0.5
        cell /= 2.0
    return out / total


def to_surface(img: np.ndarray, alpha: np.ndarray | None = None) -> pygame.Surface:
    """A pygame Surface from an (h, w, 3) float image (and optional (h, w) alpha)."""
    rgb8 = np.clip(np.round(img * 255.0), 0, 255).astype(np.uint8)
    h, w = rgb8.shape[:2]
    if alpha is None:
        surface = pygame.Surface((w, h))
        pygame.surfarray.blit_array(surface, rgb8.transpose(1, 0, 2))
        return surface
    surface = pygame.Surface((w, h), pygame.SRCALPHA, 32)
    pygame.surfarray.blit_array(surface, rgb8.transpose(1, 0, 2))
    a8 = np.clip(np.round(alpha * 255.0), 0, 255).astype(np.uint8)
    surface_alpha = pygame.surfarray.pixels_alpha(surface)
    surface_alpha[...] = a8.T
    del surface_alpha
    return surface


def png_bytes(surface: pygame.Surface) -> bytes:
    stream = io.BytesIO()
    pygame.image.save(surface, stream, "image.png")
    return stream.getvalue()


# ---------------------------------------------------------------------------
# Scene layers
# ---------------------------------------------------------------------------


def sky(
    h: int, w: int, top: str, horizon: str, horizon_y: float, glow: str | None = None
) -> np.ndarray:
    ys, xs = grid(h, w)
    t = np.clip(ys / horizon_y, 0.0, 1.0) ** 1.4
    img = rgb(top) * (1 - t[..., None]) + rgb(horizon) * t[..., None]
    if glow is not None:  # a faint band of colour just above the horizon
        band_ = np.exp(-(((ys - horizon_y) / (0.18 * h)) ** 2))
        img = blend(img, band_ * 0.35, rgb(glow))
    return img


def stars(
    img: np.ndarray,
    rng: np.random.Generator,
    count: int,
    fade_from: float,
    fade_to: float,
    avoid: tuple[float, float, float] | None = None,
    calm_band: tuple[float, float, float] | None = None,
) -> np.ndarray:
    """Scatter stars; fewer towards the horizon, none inside `avoid` (x, y, r: the moon).

    calm_band (y0, y1, keep): only a `keep` share of the stars inside that band survive,
    and they are dimmer, so the middle of the screen stays quiet.
    """
    h, w = img.shape[:2]
    out = img.copy()
    placed = 0
    while placed < count:
        x, y = rng.uniform(0, w), rng.uniform(0, min(fade_to, h))
        keep = 1.0 - smoothstep(fade_from, fade_to, np.array(y))
        brightness = rng.uniform(0.25, 1.0) ** 2.2
        size = (0.55 + 1.3 * brightness * rng.uniform(0.6, 1.0)) * UNIT
        if rng.random() > keep:
            continue
        if avoid is not None and math.hypot(x - avoid[0], y - avoid[1]) < avoid[2]:
            continue
        if calm_band is not None and calm_band[0] < y < calm_band[1]:
            if rng.random() > calm_band[2]:
                continue
            brightness *= 0.5
        placed += 1
        tint = rgb("#fff4e0") if rng.random() < 0.3 else rgb("#dde6ff")
        r = int(math.ceil(size * 4))
        x0, x1 = max(0, int(x) - r), min(w, int(x) + r + 1)
        y0, y1 = max(0, int(y) - r), min(h, int(y) + r + 1)
        yy, xx = np.mgrid[y0:y1, x0:x1]
        d2 = (xx + 0.5 - x) ** 2 + (yy + 0.5 - y) ** 2
        core = np.exp(-d2 / (2 * (size * 0.5) ** 2))
        halo = 0.12 * np.exp(-d2 / (2 * (size * 1.6) ** 2))
        a = brightness * keep * (core + halo)
        if brightness > 0.8:  # the brightest few get a little cross-shaped twinkle
            dx, dy = np.abs(xx + 0.5 - x), np.abs(yy + 0.5 - y)
            a += (
                0.35
                * brightness
                * (
                    np.exp(-dy * 1.6 / UNIT) * np.exp(-dx / (size * 2.2))
                    + np.exp(-dx * 1.6 / UNIT) * np.exp(-dy / (size * 2.2))
                )
            )
        patch = out[y0:y1, x0:x1]
        out[y0:y1, x0:x1] = patch + (tint - patch) * np.clip(a, 0, 1)[..., None] * 0.95
    return out


def moon(
    img: np.ndarray, rng: np.random.Generator, cx: float, cy: float, r: float, glow: float = 1.0
) -> np.ndarray:
    """A big pale moon with soft grey maria, a few craters, limb darkening and a wide halo."""
    h, w = img.shape[:2]
    ys, xs = grid(h, w)
    d = np.hypot(xs - cx, ys - cy)
    # Halo first: a wide soft glow plus a tighter bright ring.
    halo = glow * (
        0.22 * np.exp(-np.maximum(d - r, 0) / (r * 1.6))
        + 0.22 * np.exp(-np.maximum(d - r, 0) / (r * 0.28))
    )
    out = blend(img, halo, rgb("#9fb3d9"))
    disc = np.clip(r - d + 0.5, 0.0, 1.0)
    nx, ny = (xs - cx) / r, (ys - cy) / r
    inside = np.clip(1.0 - nx * nx - ny * ny, 0.0, 1.0)
    limb = 0.84 + 0.16 * np.sqrt(inside)
    y0, y1 = int(max(0, cy - r - 2)), int(min(h, cy + r + 2))
    x0, x1 = int(max(0, cx - r - 2)), int(min(w, cx + r + 2))
    # Maria: broad soft patches, mostly in the upper left half, like the real moon.
    maria = np.zeros((h, w), dtype=np.float32)
    patch = value_noise_2d(y1 - y0, x1 - x0, max(6.0, r / 1.6), rng, octaves=3)
    bias = np.clip(0.6 - 0.45 * (nx[y0:y1, x0:x1] + 0.6 * ny[y0:y1, x0:x1]), 0, 1)
    maria[y0:y1, x0:x1] = smoothstep(0.42, 0.68, patch) * bias
    grain = np.zeros((h, w), dtype=np.float32)
    grain[y0:y1, x0:x1] = value_noise_2d(y1 - y0, x1 - x0, max(2.0, r / 14.0), rng, octaves=3)
    face = rgb("#f6f1dc")[None, None, :] * (limb * (0.96 + 0.08 * (grain - 0.5)))[..., None]
    face = blend(face, maria * 0.42, rgb("#a9aab0"))
    # A few soft craters: a shaded bowl with a brighter lip on the side facing the light.
    for _ in range(max(3, int(r / U(22)))):
        a, rr = rng.uniform(0, 2 * math.pi), math.sqrt(rng.uniform(0, 0.7)) * r
        kx, ky, kr = cx + rr * math.cos(a), cy + rr * math.sin(a), rng.uniform(0.04, 0.09) * r
        sx, sy = xs[y0:y1, x0:x1] - kx, ys[y0:y1, x0:x1] - ky
        dk = np.hypot(sx, sy)
        bowl = np.clip((kr - dk) / (0.25 * kr + 0.5), 0, 1) * 0.07
        lip = (
            np.exp(-(((dk - kr) / (0.25 * kr + 0.5)) ** 2))
            * np.clip((sx + sy) / (kr + 1e-6), 0, 1)
            * 0.08
        )
        sub = face[y0:y1, x0:x1]
        face[y0:y1, x0:x1] = sub * (1 - bowl)[..., None] + lip[..., None] * (1.0 - sub)
    return blend(out, disc, face)


def ridge_layer(
    img: np.ndarray,
    rng: np.random.Generator,
    base: float,
    roughness: float,
    color: str,
    peaks: Sequence[tuple[float, float, float]],
    rim: str | None = None,
    rim_strength: float = 0.0,
    cell: float = 220.0,
) -> tuple[np.ndarray, np.ndarray]:
    """A mountain range whose foot is around y=base; returns (image, ridge y per column).

    peaks: (x, half-width, height) of the main summits; roughness: pixels of gentle noise
    added along the whole ridge.
    """
    h, w = img.shape[:2]
    xs = np.arange(w, dtype=np.float64)
    ridge = base + value_noise_1d(w, cell, rng, octaves=5) * roughness
    for px, pw, ph in peaks:
        # Two-sided exponential with a softened top: a classic silhouette of a mountain.
        dx = np.abs(xs - px) / pw
        shape = np.exp(0.08 - np.sqrt(dx * dx + 0.0064))  # a sharp peak, just rounded on top
        rough = value_noise_1d(w, U(70.0), rng, 5) * (U(10.0) + 0.06 * ph)
        ridge = np.minimum(ridge, base - ph * shape + rough * np.sqrt(shape))
    ys, _ = grid(h, w)
    alpha = np.clip(ys - ridge[None, :] + 0.5, 0.0, 1.0)
    col = np.broadcast_to(rgb(color), img.shape).copy()
    # Slightly lighter near the ridge (air glow), darker lower down; the smoothed ridge keeps
    # this free of streaks.
    half = round(U(15))
    kernel = np.ones(2 * half + 1) / (2 * half + 1)
    smooth = np.convolve(np.pad(ridge, half, mode="edge"), kernel, mode="valid")
    depth = np.clip((ys - smooth[None, :]) / U(140.0), 0.0, 1.0)
    col *= (1.0 - 0.3 * depth)[..., None]
    if rim is not None:  # moonlight catching the ridge line on the slopes that face it
        slope = np.gradient(smooth) / UNIT
        lit = np.clip(-slope * 1.2 + 0.15, 0.0, 1.0)[None, :]
        edge = np.exp(-np.clip(ys - ridge[None, :], 0, None) / U(3.0)) * lit * rim_strength
        col = blend(col, edge, rgb(rim))
    return blend(img, alpha, col), ridge


def fog(
    img: np.ndarray,
    rng: np.random.Generator,
    y: float,
    thickness: float,
    strength: float,
    color: str = "#8ea3cf",
) -> np.ndarray:
    h, w = img.shape[:2]
    ys, _ = grid(h, w)
    noise = value_noise_2d(h, w, U(60.0), rng, octaves=4, stretch=5.0)
    band_ = np.exp(-(((ys - y) / thickness) ** 2))
    return blend(img, band_ * smoothstep(0.3, 0.85, noise) * strength, rgb(color))


def vignette(img: np.ndarray, strength: float = 0.35) -> np.ndarray:
    h, w = img.shape[:2]
    ys, xs = grid(h, w)
    d = np.hypot((xs - w / 2) / (w / 2), (ys - h / 2) / (h / 2)) / math.sqrt(2)
    return img * (1.0 - strength * smoothstep(0.45, 1.0, d))[..., None]


def glow_dot(
    img: np.ndarray, x: float, y: float, radius: float, color: str, strength: float
) -> np.ndarray:
    h, w = img.shape[:2]
    ys, xs = grid(h, w)
    d = np.hypot(xs - x, ys - y)
    a = strength * (np.exp(-((d / radius) ** 2)) + 0.35 * np.exp(-d / (radius * 4)))
    out = img + rgb(color) * np.clip(a, 0, 1.5)[..., None] * 0.8
    return np.clip(out, 0.0, 1.0)


# ---------------------------------------------------------------------------
# Silhouettes (drawn in local coordinates: x to the right, y down, origin on the ground)
# ---------------------------------------------------------------------------


def roof(
    pen: Pen,
    cx: float,
    y: float,
    half_width: float,
    height: float,
    lift: float = 0.3,
    ridge_half: float = 0.3,
    thickness: float = 0.16,
) -> None:
    """A Japanese hip roof: a ridge beam, sagging (concave) slopes, eaves curling up at the tips.

    y is the line of the eaves; the ridge is `height` above it.
    """
    top = y - height
    ridge_w = half_width * ridge_half
    thick = max(1.5, height * thickness)
    steps = 20

    def slope(t: float) -> Point:
        x = cx - ridge_w - (half_width - ridge_w) * t
        yy = (
            top + height * (1.0 - (1.0 - t) ** 2.2) - lift * height * (max(0.0, t - 0.7) / 0.3) ** 2
        )
        return (x, yy)

    upper = [slope(i / steps) for i in range(steps + 1)]
    # The eave's underside follows the curl at a constant thickness, then runs under the roof.
    lower = [(x + thick * 0.3, yy + thick) for x, yy in upper[int(steps * 0.6) :]][::-1]
    left = upper + lower
    right = [(2 * cx - x, yy) for x, yy in left][::-1]
    pen.polygon(left + right)
    # The ridge beam, with flared ends.
    cap = max(1.5, height * 0.12)
    pen.polygon(
        [
            (cx - ridge_w - cap * 1.2, top - cap * 1.6),
            (cx - ridge_w, top - cap * 0.6),
            (cx + ridge_w, top - cap * 0.6),
            (cx + ridge_w + cap * 1.2, top - cap * 1.6),
            (cx + ridge_w + cap * 0.6, top + cap * 0.5),
            (cx - ridge_w - cap * 0.6, top + cap * 0.5),
        ]
    )


def pagoda(pen: Pen, cx: float, ground: float, scale: float, tiers: int = 5) -> None:
    """A tiered pagoda: shrinking storeys, each under a flared roof, a spire on top."""
    y = ground
    width = 62.0 * scale
    storey = 30.0 * scale
    pen.polygon(
        [
            (cx - width * 0.62, y),
            (cx + width * 0.62, y),
            (cx + width * 0.62, y - storey * 0.5),
            (cx - width * 0.62, y - storey * 0.5),
        ]
    )
    y -= storey * 0.5
    for _ in range(tiers):
        body = width * 0.42
        pen.polygon(
            [(cx - body, y), (cx + body, y), (cx + body, y - storey), (cx - body, y - storey)]
        )
        y -= storey * 0.7
        roof(pen, cx, y, width, storey * 0.55, lift=0.45, ridge_half=0.2, thickness=0.4)
        y -= storey * 0.4
        width *= 0.86
        storey *= 0.92
    spire_h = 55.0 * scale
    pen.polygon(
        [
            (cx - 2.2 * scale, y + 2),
            (cx + 2.2 * scale, y + 2),
            (cx + 1.0 * scale, y - spire_h),
            (cx - 1.0 * scale, y - spire_h),
        ]
    )
    for i in range(6):  # the rings of the sorin
        pen.ellipse((cx, y - spire_h * (0.2 + 0.11 * i)), 5.0 * scale * (1 - 0.07 * i), 1.6 * scale)
    pen.circle((cx, y - spire_h), 3.0 * scale)


def house(
    pen: Pen, cx: float, ground: float, half_width: float, wall: float, roof_h: float
) -> None:
    pen.polygon(
        [
            (cx - half_width * 0.8, ground),
            (cx + half_width * 0.8, ground),
            (cx + half_width * 0.8, ground - wall - 2),
            (cx - half_width * 0.8, ground - wall - 2),
        ]
    )
    roof(pen, cx, ground - wall, half_width, roof_h, lift=0.35, ridge_half=0.35)


def pine(
    pen: Pen,
    x: float,
    ground: float,
    height: float,
    rng: np.random.Generator,
    lean: float | None = None,
) -> None:
    """A windswept Japanese pine: a crooked leaning trunk carrying flat, cloud-like pads."""
    lean = rng.uniform(-0.3, 0.3) if lean is None else lean
    # The trunk: a few crooked segments.
    pts = [(x, ground)]
    for i in range(1, 5):
        t = i / 4
        pts.append(
            (x + lean * height * t + rng.uniform(-0.06, 0.06) * height, ground - height * 0.85 * t)
        )
    for i in range(len(pts) - 1):
        pen.limb(pts[i], pts[i + 1], height * (0.075 - 0.012 * i), height * (0.063 - 0.012 * i))
    # Foliage pads: flattened clouds on short branches, wider low down.
    for i, (bx, by) in enumerate(pts[2:]):
        side = -1 if i % 2 == 0 else 1
        span = height * (0.30 - 0.05 * i) * rng.uniform(0.85, 1.15)
        px = bx + side * span * 0.45
        py = by - height * 0.03
        pen.limb((bx, by), (px, py + height * 0.02), height * 0.03, height * 0.02)
        thick = height * 0.065
        pen.ellipse((px, py), span * 0.62, thick)
        for j in range(4):
            ox = (j - 1.5) / 1.5 * span * 0.45
            pen.circle((px + ox, py - thick * 0.45), thick * rng.uniform(0.75, 1.0))
    top = pts[-1]
    pen.ellipse((top[0], top[1] - height * 0.06), height * 0.16, height * 0.06)
    pen.circle((top[0] - height * 0.05, top[1] - height * 0.09), height * 0.05)
    pen.circle((top[0] + height * 0.05, top[1] - height * 0.085), height * 0.045)


def ninja(pen: Pen, scale: float = 1.0) -> None:
    """A ninja standing ready on a roof ridge, katana on the back, headband tails in the wind.

    Local coordinates: feet on y=0, facing left; about 160 px tall at scale 1.
    """

    def sp(x: float, y: float) -> Point:
        return (x * scale, y * scale)

    def s(points: Sequence[Point]) -> list[Point]:
        return [sp(x, y) for x, y in points]

    def limb(a: Point, b: Point, wa: float, wb: float) -> None:
        pen.limb(sp(*a), sp(*b), wa * scale, wb * scale)

    # Katana on the back: the hilt up past the right shoulder, the scabbard tip past the left hip.
    limb((17, -126), (40, -170), 6.5, 6)  # tsuka
    pen.ellipse(sp(16, -123), 8 * scale, 3.5 * scale)  # tsuba
    limb((14, -120), (-32, -60), 7, 6)  # saya
    # Legs: a wide, grounded stance in baggy trousers, shins wrapped tight.
    limb((-8, -76), (-26, -42), 22, 16)
    limb((-26, -42), (-33, -6), 13, 9)
    limb((9, -76), (24, -40), 22, 16)
    limb((24, -40), (31, -6), 13, 9)
    pen.polygon(s([(-46, 0), (-28, 0), (-27, -10), (-38, -9)]))  # feet (tabi)
    pen.polygon(s([(25, 0), (43, 0), (40, -9), (28, -10)]))
    # Hips, sash and torso (broad shoulders, leaning a little forward).
    pen.ellipse(sp(0, -80), 20 * scale, 11 * scale)
    pen.polygon(s([(-16, -82), (16, -82), (22, -112), (19, -127), (-19, -128), (-25, -114)]))
    # Far arm held back and low, fingers spread.
    limb((13, -120), (30, -100), 13, 11)
    limb((30, -100), (44, -86), 11, 10)
    pen.circle(sp(46, -84), 6.5 * scale)
    # Near arm forward, a kunai held low and ready.
    limb((-13, -120), (-35, -102), 13, 11)
    limb((-35, -102), (-52, -92), 11, 10)
    pen.circle(sp(-55, -91), 6.5 * scale)
    pen.polygon(s([(-56, -95), (-80, -86), (-56, -87)]))  # blade
    # Head and hood; the headband knot's two long tails and the scarf stream out behind.
    limb((-1, -124), (-2, -132), 12, 12)
    pen.circle(sp(-3, -142), 13.5 * scale)
    pen.circle(sp(10, -147), 4.5 * scale)  # the headband's knot

    def streamer(
        x0: float, y0: float, length: float, width: float, amp: float, phase: float
    ) -> None:
        n = 14
        spine = [
            sp(x0 + length * i / n, y0 + amp * (i / n) * math.sin(phase + 2.4 * math.pi * i / n))
            for i in range(n + 1)
        ]
        widths = [width * scale * (1.0 - 0.85 * i / n) for i in range(n + 1)]
        pen.ribbon(spine, widths)

    streamer(9, -149, 78, 7, 7, 0.0)
    streamer(9, -145, 66, 6.5, 8, 1.9)
    streamer(6, -125, 86, 11, 9, 0.9)  # the scarf


# ---------------------------------------------------------------------------
# The three pictures
# ---------------------------------------------------------------------------


def peaks(summits: Sequence[tuple[float, float, float]]) -> list[tuple[float, float, float]]:
    """Summits (x, half-width, height) in picture units, in pixels."""
    return [(U(x), U(half), U(height)) for x, half, height in summits]


def background() -> np.ndarray:
    """The board's backdrop: calm night sky over layered mountains and a sleeping town."""
    w, h = round(U(BG_SIZE[0])), round(U(BG_SIZE[1]))
    rng = np.random.default_rng(3001)
    img = sky(h, w, "#04071a", "#1b2655", horizon_y=U(520), glow="#33336e")
    moon_x, moon_y, moon_r = U(1104.0), U(108.0), U(54.0)
    img = stars(
        img,
        rng,
        420,
        fade_from=U(330),
        fade_to=U(520),
        avoid=(moon_x, moon_y, moon_r * 2.2),
        calm_band=(U(150), U(470), 0.4),
    )
    img = moon(img, rng, moon_x, moon_y, moon_r, glow=0.8)
    # Thin clouds drifting across the upper sky.
    ys, _ = grid(h, w)
    clouds = value_noise_2d(h, w, U(90.0), rng, octaves=5, stretch=6.0)
    cloud_band = np.exp(-(((ys - U(150)) / U(70.0)) ** 2))
    img = blend(img, smoothstep(0.55, 0.85, clouds) * cloud_band * 0.2, rgb("#5a6a9c"))
    # Far range: low contrast against the sky so the board in front of it stays readable.
    img, _ = ridge_layer(
        img,
        rng,
        U(500),
        U(18),
        "#18224c",
        peaks([(330, 200, 170), (560, 90, 70), (940, 160, 140), (1230, 120, 90)]),
        rim="#6f86bf",
        rim_strength=0.3,
        cell=U(220.0),
    )
    img = fog(img, rng, U(485), U(45), 0.2)
    img, _ = ridge_layer(
        img,
        rng,
        U(575),
        U(14),
        "#10173a",
        peaks([(140, 130, 120), (690, 160, 60), (1130, 170, 150)]),
        rim="#536aa0",
        rim_strength=0.25,
        cell=U(220.0),
    )
    img = fog(img, rng, U(580), U(35), 0.2)
    img, _ = ridge_layer(
        img,
        rng,
        U(650),
        U(10),
        "#0a0e26",
        peaks([(420, 190, 55), (900, 220, 40)]),
        cell=U(220.0),
    )
    img = fog(img, rng, U(655), U(28), 0.12)

    town_rng = np.random.default_rng(3002)

    def town(pen: Pen) -> None:
        pine(pen, 40, 724, 125, town_rng, lean=0.25)
        pagoda(pen, 150, 724, 1.0, tiers=5)
        house(pen, 300, 724, 64, 20, 26)
        house(pen, 410, 724, 50, 16, 22)
        pine(pen, 520, 724, 70, town_rng)
        pine(pen, 760, 724, 85, town_rng, lean=-0.2)
        house(pen, 875, 724, 55, 16, 22)
        house(pen, 995, 724, 78, 24, 30)
        pagoda(pen, 1165, 724, 0.75, tiers=3)
        pine(pen, 1265, 724, 135, town_rng, lean=-0.3)
        pen.polygon([(0, 724), (1280, 724), (1280, 710), (0, 710)])  # the town's wall

    town_mask = coverage((w, h), town, ss=2)
    img = blend(img, town_mask, rgb("#05060f"))
    # A few warm lanterns and windows in the town.
    for x, y, r, s in (
        (322, 703, 3.5, 0.6),
        (396, 706, 3.0, 0.45),
        (975, 699, 4.0, 0.6),
        (150, 652, 2.5, 0.4),
        (1165, 675, 2.5, 0.35),
    ):
        img = glow_dot(img, U(x), U(y), U(r), "#ffb060", s)
    img = vignette(img, 0.35)
    return img


def title() -> np.ndarray:
    """The title screen: a huge moon, a ninja on a temple roof in front of it, mist below."""
    w, h = round(U(BG_SIZE[0])), round(U(BG_SIZE[1]))
    rng = np.random.default_rng(4001)
    img = sky(h, w, "#03051a", "#2a2158", horizon_y=U(580), glow="#5a2a58")
    moon_x, moon_y, moon_r = U(930.0), U(320.0), U(215.0)
    img = stars(
        img, rng, 700, fade_from=U(400), fade_to=U(620), avoid=(moon_x, moon_y, moon_r * 1.6)
    )
    img = moon(img, rng, moon_x, moon_y, moon_r, glow=1.25)
    ys, xs = grid(h, w)
    # Long thin cloud streaks drifting across the moon.
    clouds = value_noise_2d(h, w, U(70.0), rng, octaves=5, stretch=8.0)
    streak = np.exp(-(((ys - U(300)) / U(140.0)) ** 2)) * smoothstep(0.6, 0.82, clouds)
    moonlit = np.exp(-np.hypot(xs - moon_x, ys - moon_y) / U(260.0))
    cloud_col = (
        rgb("#1a2048")[None, None, :] * (1 - moonlit[..., None])
        + rgb("#7d8cc0") * moonlit[..., None]
    )
    img = blend(img, streak * 0.5, cloud_col)
    img, _ = ridge_layer(
        img,
        rng,
        U(600),
        U(16),
        "#191d48",
        peaks([(200, 210, 260), (520, 110, 120), (1240, 150, 200)]),
        rim="#9fb3e0",
        rim_strength=0.5,
        cell=U(220.0),
    )
    img = fog(img, rng, U(590), U(50), 0.35, color="#8a8fc8")
    img, _ = ridge_layer(
        img,
        rng,
        U(665),
        U(12),
        "#0e112e",
        peaks([(60, 160, 110), (620, 200, 70), (1100, 140, 60)]),
        rim="#6d78b8",
        rim_strength=0.35,
        cell=U(220.0),
    )
    img = fog(img, rng, U(670), U(40), 0.3, color="#7b7fba")

    town_rng = np.random.default_rng(4002)
    roof_y = 528.0  # the temple roof's ridge, right across the bottom of the moon

    def temple(pen: Pen) -> None:
        pagoda(pen, 120, 724, 1.2, tiers=5)
        pine(pen, 290, 724, 150, town_rng, lean=0.2)
        house(pen, 430, 724, 60, 18, 26)
        pine(pen, 560, 724, 90, town_rng)
        # The temple hall: a big roof whose ridge the ninja stands on.
        pen.polygon([(720, 724), (1200, 724), (1200, 640), (720, 640)])
        roof(pen, 960, roof_y + 100, 320, 100, lift=0.4, ridge_half=0.42)
        ninja(pen.at((935, roof_y - 11)), scale=1.5)
        pine(pen, 1250, 724, 170, town_rng, lean=-0.25)

    mask = coverage((w, h), temple, ss=3)
    img = blend(img, mask, rgb("#04040c"))
    for x, y, r, s in (
        (430, 702, 4.0, 0.6),
        (800, 690, 4.5, 0.7),
        (1120, 690, 4.5, 0.7),
        (120, 645, 3.0, 0.5),
    ):
        img = glow_dot(img, U(x), U(y), U(r), "#ff9a4a", s)
    img = vignette(img, 0.45)
    return img


def icon(size: int) -> tuple[np.ndarray, np.ndarray]:
    """The app icon at `size` px: a masked ninja face before the moon, on a midnight-blue disc.

    Returns (rgb, alpha). Drawn at 256-unit coordinates and scaled, small sizes keep only the
    shapes that still read.
    """
    ss = 4 if size >= 48 else 8
    u = size / 256.0
    rng = np.random.default_rng(5001)
    detail = size >= 48

    def scaled(draw: Callable[[Pen], None]) -> np.ndarray:
        def inner(pen: Pen) -> None:
            draw(_ScaledPen(pen, u))

        return coverage((size, size), inner, ss=ss)

    ys, xs = grid(size, size)
    ys, xs = ys / u, xs / u
    disc = scaled(lambda p: p.circle((128, 128), 124))
    inner_disc = scaled(lambda p: p.circle((128, 128), 116))
    # Disc: midnight blue, lighter around the moon.
    d_moon = np.hypot(xs - 170, ys - 84)
    base = rgb("#0a1233")[None, None, :] * np.ones((size, size, 1))
    base = blend(base, np.exp(-d_moon / 90.0) * 0.55, rgb("#2b3f86"))
    img = blend(np.zeros((size, size, 3)), disc, rgb("#8aa0d8"))  # the rim
    img = blend(img, inner_disc, base)
    if detail:
        sky_stars = np.zeros((size, size, 3))
        sky_stars = stars(sky_stars, rng, 16, fade_from=size * 0.8, fade_to=size)
        img = blend(img, inner_disc * sky_stars.mean(axis=2) * 0.8, rgb("#ffffff"))
    # The moon.
    moon_mask = scaled(lambda p: p.circle((172, 82), 52)) * inner_disc
    moon_face = (
        rgb("#f3eed6")[None, None, :] * (0.85 + 0.15 * np.clip(1 - d_moon / 52, 0, 1))[..., None]
    )
    if detail:
        craters = scaled(
            lambda p: (p.circle((186, 70), 10), p.circle((160, 100), 7), p.circle((195, 98), 5))
        )
        moon_face = blend(moon_face, craters * 0.5, rgb("#c9c5b4"))
    img = blend(img, moon_mask, moon_face)

    # The ninja head, its hood tails, and the eye slit.
    def head(p: _ScaledPen) -> None:
        p.ellipse((112, 150), 70, 74)
        p.polygon([(60, 190), (164, 190), (176, 240), (48, 240)])  # shoulders

    def tails(p: _ScaledPen) -> None:  # the headband's knot and its two tails, in the wind
        p.circle((176, 136), 10)
        p.ribbon([(170, 130), (196, 121), (222, 128), (246, 116)], [16, 14, 10, 3])
        p.ribbon([(172, 142), (196, 148), (216, 160), (238, 156)], [14, 12, 8, 3])

    head_mask = scaled(head) * inner_disc
    tail_mask = scaled(tails) * inner_disc
    img = blend(img, head_mask, rgb("#101426"))
    img = blend(img, tail_mask, rgb("#a3242e"))
    if detail:  # moonlight on the hood's edge, and the headband
        rim = scaled(lambda p: p.ellipse((118, 146), 66, 72))
        rim_light = np.clip(head_mask - rim, 0, 1) * np.clip((xs - 110) / 60.0, 0, 1) * (ys < 190)
        img = blend(img, rim_light * 0.8, rgb("#5b70b0"))
        band_mask = scaled(lambda p: p.ribbon([(46, 140), (112, 136), (178, 140)], [8, 10, 8]))
        img = blend(img, band_mask * head_mask, rgb("#a3242e"))
    # The eye slit; at small sizes it is wider so the face still reads.
    k = 1.0 if detail else 1.3
    slit = scaled(
        lambda p: p.ribbon(
            [(50, 168), (80, 162), (112, 162), (146, 162), (174, 168)],
            [12 * k, 30 * k, 32 * k, 30 * k, 12 * k],
        )
    )
    img = blend(img, slit, rgb("#e8b994"))
    # Eyes: white almonds with dark pupils under angry brows.
    eyes = scaled(
        lambda p: (
            p.ribbon([(70, 166), (86, 162), (100, 166)], [4, 15 * k, 4]),
            p.ribbon([(124, 166), (138, 162), (154, 166)], [4, 15 * k, 4]),
        )
    )
    img = blend(img, eyes, rgb("#ffffff"))
    pupils = scaled(lambda p: (p.circle((90, 164), 6.5 * k), p.circle((134, 164), 6.5 * k)))
    img = blend(img, pupils * eyes, rgb("#141414"))
    if detail:
        brows = scaled(
            lambda p: (
                p.polygon([(62, 150), (102, 158), (102, 150), (66, 143)]),
                p.polygon([(162, 150), (122, 158), (122, 150), (158, 143)]),
            )
        )
        img = blend(img, brows * slit, rgb("#101426"))
    if detail:  # a small shuriken tucked at the lower right

        def shuriken(p: _ScaledPen) -> None:
            cx, cy, r = 196, 198, 30
            pts = []
            for i in range(8):
                a = math.pi / 4 * i + 0.3
                rr = r if i % 2 == 0 else r * 0.32
                pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
            p.polygon(pts)

        star = scaled(shuriken)
        hole = scaled(lambda p: p.circle((196, 198), 5))
        img = blend(img, star, rgb("#c9d2e6"))
        shade = np.clip((ys - 190) / 30.0, 0, 1) * star
        img = blend(img, shade * 0.35, rgb("#55607a"))
        img = blend(img, hole, base)
        alpha = np.maximum(disc, star)
    else:
        alpha = disc
    return img, alpha


class _ScaledPen:
    """A Pen wrapper for the icon: 256-unit coordinates, scaled to the real size."""

    def __init__(self, pen: Pen, u: float) -> None:
        self.pen = pen
        self.u = u

    def _p(self, pt: Point) -> Point:
        return (pt[0] * self.u, pt[1] * self.u)

    def circle(self, c: Point, r: float) -> None:
        self.pen.circle(self._p(c), r * self.u)

    def ellipse(self, c: Point, rx: float, ry: float) -> None:
        self.pen.ellipse(self._p(c), rx * self.u, ry * self.u)

    def polygon(self, pts: Sequence[Point]) -> None:
        self.pen.polygon([self._p(q) for q in pts])

    def ribbon(self, spine: Sequence[Point], widths: Sequence[float]) -> None:
        self.pen.ribbon([self._p(q) for q in spine], [wd * self.u for wd in widths])


# ---------------------------------------------------------------------------
# Files
# ---------------------------------------------------------------------------


def ico_bytes(images: Sequence[tuple[int, bytes]]) -> bytes:
    """A Windows .ico holding PNG-compressed images, given as (size, png bytes) pairs.

    Layout: ICONDIR (reserved 0, type 1 = icon, count), one 16-byte ICONDIRENTRY per image
    (width, height with 0 meaning 256, colour count, reserved, planes, bits per pixel,
    byte size, offset), then the PNG data, in order.
    """
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = [], []
    for size, data in images:
        dim = 0 if size >= 256 else size
        entries.append(struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def write_all(out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    global UNIT
    for stem, make in (("background", background), ("title", title)):
        for scale in BG_SCALES:
            UNIT = float(scale)
            try:
                image = make()
            finally:
                UNIT = 1.0
            path = out_dir / (f"{stem}.png" if scale == 1 else f"{stem}@{scale}x.png")
            path.write_bytes(png_bytes(to_surface(image)))
            written.append(path)
    icons = []
    for size in ICON_SIZES:
        img, alpha = icon(size)
        icons.append((size, png_bytes(to_surface(img, alpha))))
    (out_dir / "icon.png").write_bytes(icons[-1][1])
    (out_dir / "icon.ico").write_bytes(ico_bytes(icons))
    written += [out_dir / "icon.png", out_dir / "icon.ico"]
    return written
