"""The Night table's animations: each event has its own, short and drawn over the
village (the rope of a move or an attack lives in the scene).

An `Effect` is made when the scene announces an event and ages with the table's
animation speed; while its age is below zero it waits for the one before it (an
injury waits for the shuriken that causes it). A token is only ever drawn as the
scene's `face_of` shows it, at the moment it is drawn: its kind if the shown seat may
know it, else the colour of its back, so an animation never tells a secret.

    injured      a red burst flares, two slashes cut across the ninja; it shakes
    collected    the token lifts from the roof and flies into the backpack
    stolen       a hand snatches the token from the victim's backpack into the thief's,
                 a violet swipe behind it
    knocked_off  the token falls from the victim's backpack to the roof (a kunai)
    discarded    the token is put down on the roof (also `dropped`)
    bonus        the used bonus rises from its owner and fades
    potion       a green mist swells at the ninja's feet, bubbles rise around it
    healed       a jade cross in a soft halo rises (the Heal action)
    gears        a cog spins above the ninja, the new action beneath it
    hook         a rope arcs to the nearest roof and the ninja zips along it
    shuriken     a spinning star strikes where the fist lands (it flies on the string),
                 sparks fly where it bites
    kunai        a blade strikes, point first, where the fist lands
    dawn         the sky lightens, the sun rises behind the village (it stays)
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from .. import memory, theme
from . import art, hurt_word
from .village_view import TILT, VillageView

Point = tuple[int, int]
Colour = tuple[int, int, int]

DURATIONS: dict[str, float] = {
    "injured": 0.9,
    "collected": 0.85,
    "stolen": 0.8,
    "knocked_off": 0.7,
    "discarded": 0.55,
    "bonus": 0.9,
    "potion": 1.3,
    "healed": 1.0,
    "gears": 1.2,
    "hook": 1.1,
    "shuriken": 0.7,
    "kunai": 0.75,
    "dawn": 3.0,
}
"""Seconds each animation lasts at the normal animation speed."""
BLOCKING = frozenset({"shuriken", "kunai", "hook"})
"""Animations the table waits for before the next choice (like a rope throw)."""
LASTING = frozenset({"dawn"})
"""Animations that stay on their last frame once played."""
FLYING = frozenset({"collected", "stolen", "knocked_off", "discarded"})
"""Animations that carry a token: it is not drawn where it now lies until it arrives."""
INJURY_RED = (226, 48, 40)
POTION_GREEN = (96, 220, 130)
DAWN_LIGHT = (255, 176, 112)
STEEL = (214, 220, 232)
STEEL_DARK = (96, 104, 124)
SUN_SHARE = 0.42
"""The rising sun's size, as a share of the village's height."""


@dataclass
class Effect:
    """One animation: `kind` (see the module's table) and where it plays."""

    kind: str
    start: Point
    end: Point = (0, 0)
    seat: int | None = None
    token: int | None = None
    age: float = 0.0
    label: str = ""
    hit: bool = True
    seed: int = 0
    sizes: tuple[int, int] = (16, 16)
    points: list[Point] = field(default_factory=list)
    pace: float = 1.0
    """How many times quicker it plays than its DURATIONS say (a computer's turn kept
    within its budget: Stage.fit)."""

    @property
    def duration(self) -> float:
        if self.kind == "injured" and self.label:  # its words stay, whatever the pace
            return max(DURATIONS["injured"], hurt_word.WORD_SECONDS * self.pace)
        return DURATIONS[self.kind]

    @property
    def share(self) -> float:
        """How far through it is, 0..1."""
        return min(max(self.age / self.duration, 0.0), 1.0)

    @property
    def waiting(self) -> bool:
        return self.age < 0

    @property
    def done(self) -> bool:
        return self.kind not in LASTING and self.age >= self.duration

    @property
    def blocking(self) -> bool:
        return self.kind in BLOCKING and not self.done


def ease(t: float) -> float:
    """Slow in, slow out."""
    t = min(max(t, 0.0), 1.0)
    return t * t * (3 - 2 * t)


def arc(a: Point, b: Point, t: float, lift: float) -> Point:
    """A point `t` of the way from a to b along an arc `lift` pixels high."""
    x = a[0] + (b[0] - a[0]) * t
    y = a[1] + (b[1] - a[1]) * t - math.sin(math.pi * t) * lift
    return round(x), round(y)


def nudge(effect: Effect, unit: float = 1.0) -> Point:
    """How far the effect moves its seat's ninja this frame (a shake, a zip); `unit`:
    the village's scale over the designed one (VillageView.unit)."""
    if effect.waiting or effect.done:
        return (0, 0)
    if effect.kind == "injured":
        fade = 1 - slash_share(effect)
        return round(math.sin(effect.age * 70) * 4 * unit * fade), 0
    if effect.kind == "hook":
        t = ease(max(0.0, (effect.share - 0.35) / 0.65))
        x, y = arc(effect.start, effect.end, t, 30 * unit)
        return x - effect.end[0], y - effect.end[1]
    return (0, 0)


def draw(
    canvas: pygame.Surface,
    effect: Effect,
    view: VillageView,
    face_of: Callable[[int], str],
    colour_of: Callable[[int], Colour],
) -> None:
    """Draw one effect's current frame (nothing while it waits)."""
    if effect.waiting or effect.done:
        return
    DRAWERS[effect.kind](canvas, effect, view, face_of, colour_of)


# ----------------------------------------------------------------------- drawers
def _alpha_layer(size: tuple[int, int]) -> pygame.Surface:
    return pygame.Surface(size, pygame.SRCALPHA)


def _faded(image: pygame.Surface, alpha: float) -> pygame.Surface:
    """A kept picture at `alpha` (0..1) without touching the kept one."""
    if alpha >= 1:
        return image
    faded = image.copy()
    faded.set_alpha(max(0, round(255 * alpha)))
    return faded


def slash_share(e: Effect) -> float:
    """How far through the injury's slash and shake (its own DURATIONS, not its words')."""
    return min(max(e.age / DURATIONS["injured"], 0.0), 1.0)


def _injured(canvas: pygame.Surface, e: Effect, view: VillageView, *_: object) -> None:
    """The slash, then its words over the ninja (hurt_word.py)."""
    if e.age < DURATIONS["injured"]:
        _slash(canvas, e, view)
    hurt_word.draw(canvas, view, e.label, e.start, e.age / max(e.pace, 1e-6))


def _slash(canvas: pygame.Surface, e: Effect, view: VillageView) -> None:
    """A red flash, then the slash cuts across the ninja (it grows in a blink) and
    fades while the ninja shakes (`nudge`)."""
    x, y = e.start
    h = view.ninja_height()
    t = slash_share(e)
    fade = 1 - ease(max(0.0, (t - 0.5) / 0.5))
    layer = _alpha_layer((h * 2, h * 2))
    c = (h, h)
    flash = max(0.0, 1 - t * 2.2)  # the blow's burst flares, then dies
    if flash:
        side = max(4, round(h * (0.9 + 0.5 * (1 - flash))))
        burst = art.scaled("fx_flash", (side, side))
        if burst is not None:
            layer.blit(_faded(burst, 0.85 * flash), burst.get_rect(center=c))
        else:
            pygame.draw.circle(layer, (*INJURY_RED, int(120 * flash)), c, h * 3 // 4)
    cut = ease(min(1.0, t / 0.2))
    side = max(4, round(h * (0.5 + 0.3 * cut)))
    slash = art.scaled("fx_slash", (side, side))
    if slash is not None:
        layer.blit(_faded(slash, fade), slash.get_rect(center=c))
        canvas.blit(layer, layer.get_rect(center=(x, y - h // 2)))
        return
    for k, (a, b) in enumerate((((-1, -1), (1, 1)), ((1, -1), (-1, 1)))):
        grow = ease(min(1.0, max(0.0, (t - 0.12 * k) / 0.25)))
        if grow <= 0:
            continue
        start = (c[0] + a[0] * h // 3, c[1] + a[1] * h // 3)
        end = (
            round(start[0] + (c[0] + b[0] * h // 3 - start[0]) * grow),
            round(start[1] + (c[1] + b[1] * h // 3 - start[1]) * grow),
        )
        pygame.draw.line(layer, (60, 0, 0, int(220 * fade)), start, end, view.px(6))
        pygame.draw.line(layer, (*INJURY_RED, int(255 * fade)), start, end, view.px(3))
    canvas.blit(layer, layer.get_rect(center=(x, y - h // 2)))


def _flying_token(
    canvas: pygame.Surface,
    e: Effect,
    view: VillageView,
    face_of: Callable[[int], str],
    colour_of: Callable[[int], Colour],
) -> None:
    """A token carried from `start` to `end`: lifted first when it leaves a roof."""
    assert e.token is not None
    t = e.share
    small, big = e.sizes
    if e.kind == "collected":  # it lifts off the roof, then flies to the backpack
        lift = ease(min(1.0, t / 0.3))
        fly = ease(max(0.0, (t - 0.3) / 0.7))
        start = (e.start[0], e.start[1] - round(18 * view.unit * lift))
        pos = arc(start, e.end, fly, 40 * view.unit)
        size = round(small + (big - small) * max(lift * 0.3, fly))
        squash = 0.82 + 0.18 * lift
    else:
        fly = ease(t)
        pos = arc(e.start, e.end, fly, (30 if e.kind == "stolen" else 14) * view.unit)
        size = round(small + (big - small) * fly)
        squash = 1.0 - 0.18 * fly if e.kind in ("knocked_off", "discarded") else 1.0
    if e.kind == "stolen" and fly > 0.02:  # a swipe of shadow behind it
        back = arc(e.start, e.end, max(0.0, fly - 0.25), 30 * view.unit)
        length = math.hypot(pos[0] - back[0], pos[1] - back[1])
        angle = math.degrees(math.atan2(back[1] - pos[1], pos[0] - back[0]))
        swipe = (
            art.turned("fx_swipe", (max(4, round(length + size)), max(2, size)), angle)
            if length >= 2
            else None
        )
        if swipe is not None:
            middle = ((pos[0] + back[0]) // 2, (pos[1] + back[1]) // 2)
            canvas.blit(_faded(swipe, min(1.0, (1 - fly) * 3)), swipe.get_rect(center=middle))
    if e.kind == "stolen" and art.picture("fx_swipe") is None:
        for k in range(1, 5):
            back = arc(e.start, e.end, max(0.0, fly - k * 0.06), 30 * view.unit)
            trail = _alpha_layer((size, size))
            pygame.draw.circle(
                trail, (150, 80, 200, 120 - k * 25), (size // 2, size // 2), size // 2
            )
            canvas.blit(trail, trail.get_rect(center=back))
    view.draw_token(canvas, face_of(e.token), pos, colour_of(e.token), size, squash)
    if e.kind == "stolen":  # the thief's hand carries it off, fingers on it
        ahead = arc(e.start, e.end, min(1.0, fly + 0.03), 30 * view.unit)
        dx, dy = ahead[0] - pos[0], ahead[1] - pos[1]
        if dx or dy:
            angle = math.degrees(math.atan2(-dy, dx)) + 90  # the sleeve leads
            side = round(size * 1.5)
            hand = art.turned("hand", (side, side), angle)
            if hand is not None:
                length = math.hypot(dx, dy)
                reach = side * 0.3  # the fingers on the token, the sleeve ahead
                centre = (round(pos[0] + dx / length * reach), round(pos[1] + dy / length * reach))
                canvas.blit(hand, hand.get_rect(center=centre))


def _bonus(
    canvas: pygame.Surface,
    e: Effect,
    view: VillageView,
    face_of: Callable[[int], str],
    colour_of: Callable[[int], Colour],
) -> None:
    assert e.token is not None
    t = e.share
    size = round(e.sizes[1] * (1 + 0.4 * ease(min(1.0, t * 2))))
    pos = (e.start[0], e.start[1] - round(view.ninja_height() * 0.9 + 26 * view.unit * ease(t)))
    layer = _alpha_layer((size + view.px(12), size + view.px(12)))
    view.draw_token(
        layer, face_of(e.token), (layer.get_width() // 2,) * 2, colour_of(e.token), size, 1.0
    )
    layer.fill(
        (255, 255, 255, int(255 * (1 - ease(max(0.0, (t - 0.55) / 0.45))))),
        special_flags=pygame.BLEND_RGBA_MULT,
    )
    canvas.blit(layer, layer.get_rect(center=pos))


def _potion(canvas: pygame.Surface, e: Effect, view: VillageView, *_: object) -> None:
    x, y = e.start
    h = view.ninja_height()
    t = e.share
    rng = random.Random(e.seed)
    layer = _alpha_layer((h * 3, h * 3))
    c = (layer.get_width() // 2, layer.get_height() - h // 2)
    swell = math.sin(math.pi * t)  # the mist swells and rises, then thins away
    mist = art.scaled("fx_mist", (round(h * (1.2 + 0.4 * t)), max(2, round(h * (0.5 + 0.35 * t)))))
    if mist is not None:
        layer.blit(_faded(mist, swell), mist.get_rect(midbottom=(c[0], c[1] + h // 6)))
    else:
        glow = (c[0] - h // 2, c[1] - h // 6, h, h // 3)
        pygame.draw.ellipse(layer, (*POTION_GREEN, int(90 * swell)), glow)
    for _bubble in range(16):
        delay = rng.uniform(0, 0.45)
        life = (t - delay) / 0.55
        if not 0 <= life <= 1:
            continue
        bx = c[0] + rng.uniform(-0.45, 0.45) * h + math.sin(life * 9 + delay * 20) * 3 * view.unit
        by = c[1] - life * h * 1.6
        r = max(1, round(rng.uniform(2.5, 5.0) * view.unit * (1 - life * 0.3)))
        alpha = int(230 * (1 - life))
        bubble = art.scaled("fx_bubble", (2 * r + 1, 2 * r + 1))
        if bubble is not None:
            layer.blit(_faded(bubble, alpha / 255), bubble.get_rect(center=(round(bx), round(by))))
            continue
        pygame.draw.circle(layer, (*POTION_GREEN, alpha), (round(bx), round(by)), r)
        pygame.draw.circle(
            layer, (220, 255, 230, alpha), (round(bx) - 1, round(by) - 1), max(1, r // 2)
        )
    canvas.blit(layer, layer.get_rect(midbottom=(x, y + h // 2)))


def _healed(canvas: pygame.Surface, e: Effect, view: VillageView, *_: object) -> None:
    x, y = e.start
    h = view.ninja_height()
    t = e.share
    alpha = int(230 * math.sin(math.pi * t))
    arm = max(3, h // 5)
    cy = y - h - round(h * 0.5 * ease(t))
    cross = art.scaled("fx_heal", (arm * 4, arm * 4))
    if cross is not None:
        canvas.blit(_faded(cross, alpha / 255), cross.get_rect(center=(x, cy)))
        return
    layer = _alpha_layer((arm * 4, arm * 4))
    c = (arm * 2, arm * 2)
    pygame.draw.circle(layer, (*POTION_GREEN, alpha // 3), c, arm * 2)
    pygame.draw.line(
        layer, (235, 255, 240, alpha), (c[0] - arm, c[1]), (c[0] + arm, c[1]), max(2, arm // 2)
    )
    pygame.draw.line(
        layer, (235, 255, 240, alpha), (c[0], c[1] - arm), (c[0], c[1] + arm), max(2, arm // 2)
    )
    canvas.blit(layer, layer.get_rect(center=(x, cy)))


def gear_points(centre: tuple[float, float], r: float, teeth: int, turn: float) -> list[Point]:
    points = []
    for k in range(teeth * 4):
        a = 2 * math.pi * k / (teeth * 4) + turn
        rr = r if (k // 2) % 2 == 0 else r * 0.74
        points.append((round(centre[0] + rr * math.cos(a)), round(centre[1] + rr * math.sin(a))))
    return points


def _gears(canvas: pygame.Surface, e: Effect, view: VillageView, *_: object) -> None:
    x, y = e.start
    h = view.ninja_height()
    t = e.share
    grow = ease(min(1.0, t / 0.25))
    fade = 1 - ease(max(0.0, (t - 0.75) / 0.25))
    r = max(4.0, h * 0.42 * grow)
    size = round(r * 4) + 8
    layer = _alpha_layer((size, size))
    c = (size / 2, size / 2)
    turn = t * math.pi * 3
    small = (c[0] + r * 1.05, c[1] - r * 0.7)
    for centre, radius, teeth, spin, colour in (
        (c, r, 9, turn, STEEL),
        (small, r * 0.55, 7, -turn * 9 / 7 + 0.3, (232, 200, 120)),
    ):
        side = max(4, round(radius * 2))
        cog = art.turned("fx_cog", (side, side), -math.degrees(spin))
        if cog is not None:
            layer.blit(_faded(cog, fade), cog.get_rect(center=(round(centre[0]), round(centre[1]))))
            continue
        points = gear_points(centre, radius, teeth, spin)
        pygame.draw.polygon(layer, (*colour, int(255 * fade)), points)
        pygame.draw.polygon(layer, (*STEEL_DARK, int(255 * fade)), points, view.px(1))
        hub = (round(centre[0]), round(centre[1]))
        pygame.draw.circle(layer, (*STEEL_DARK, int(255 * fade)), hub, max(2, round(radius * 0.32)))
    top = (x, y - h - round(r) - view.px(6))
    canvas.blit(layer, layer.get_rect(center=top))
    if e.label and t > 0.3:
        text = theme.text(e.label, theme.FONT_MIN, theme.GOLD).copy()
        text.set_alpha(int(255 * fade))
        canvas.blit(text, text.get_rect(midtop=(x, top[1] + round(r) + view.px(4))))


def _hook(canvas: pygame.Surface, e: Effect, view: VillageView, *_: object) -> None:
    t = e.share
    h = view.ninja_height()
    a = (e.start[0], e.start[1] - h * 2 // 3)
    b = (e.end[0], e.end[1] - view.px(2))
    reach = ease(min(1.0, t / 0.35))
    fade = 1 - ease(max(0.0, (t - 0.8) / 0.2))
    steps = 20
    line = [arc(a, b, reach * k / steps, 30 * view.unit) for k in range(steps + 1)]
    thick = view.px(3)
    box = pygame.Rect(line[0], (1, 1)).unionall([pygame.Rect(p, (1, 1)) for p in line])
    box.inflate_ip(4 * thick, 4 * thick)  # room for the pieces' turned corners
    layer = _alpha_layer(box.size)
    moved = [(x - box.left, y - box.top) for x, y in line]
    if art.rope(layer, moved, thick):  # the rope, fading into the night at the end
        canvas.blit(_faded(layer, fade), box.topleft)
    else:
        colour = theme.lerp((30, 28, 40), (236, 226, 190), fade)
        pygame.draw.lines(canvas, colour, False, line, view.px(2))
    tip, prev = line[-1], line[-2]
    span = view.px(18)
    grapnel = art.scaled("grapnel", (span, max(2, round(span * TILT))))
    if grapnel is not None:
        canvas.blit(_faded(grapnel, 0.4 + 0.6 * fade), grapnel.get_rect(center=tip))
        return
    angle = math.atan2(tip[1] - prev[1], tip[0] - prev[0])
    for side in (-0.9, 0.0, 0.9):  # three prongs
        tine = (
            round(tip[0] + view.px(7) * math.cos(angle + math.pi + side)),
            round(tip[1] + view.px(7) * math.sin(angle + math.pi + side)),
        )
        pygame.draw.line(canvas, theme.lerp((30, 28, 40), STEEL, fade), tip, tine, view.px(2))


def _projectile(canvas: pygame.Surface, e: Effect, view: VillageView, *_: object) -> None:
    t = e.share
    lift = (18 if e.kind == "shuriken" else 34) * view.unit
    fly = min(1.0, t / 0.8)
    pos = arc(e.start, e.end, fly, lift)
    if t > 0.8 and not e.hit:  # a miss skids on and drops
        drop = (t - 0.8) / 0.2
        pos = (
            round(pos[0] + (e.end[0] - e.start[0]) * 0.1 * drop),
            round(pos[1] + 20 * view.unit * drop),
        )
    size = max(10, round(view.token_size() * 1.4))
    layer = _alpha_layer((size * 2, size * 2))
    c = (size, size)
    ahead = arc(e.start, e.end, min(1.0, fly + 0.02), lift)
    heading = math.atan2(ahead[1] - pos[1], ahead[0] - pos[0]) if ahead != pos else 0.0
    sprite = (
        art.turned("fx_shuriken", (size * 2 - 2, size * 2 - 2), (t * 14 * 180) % 90)
        if e.kind == "shuriken"
        else art.turned("fx_kunai", (size * 2 - 2, size * 2 - 2), -math.degrees(heading))
    )
    if sprite is not None:
        layer.blit(sprite, sprite.get_rect(center=c))
    elif e.kind == "shuriken":
        spin = t * 14 * math.pi
        points = []
        for k in range(8):
            r = size * (0.9 if k % 2 == 0 else 0.3)
            a = spin + k * math.pi / 4
            points.append((round(c[0] + r * math.cos(a)), round(c[1] + r * math.sin(a))))
        pygame.draw.polygon(layer, STEEL, points)
        pygame.draw.polygon(layer, STEEL_DARK, points, view.px(1))
        pygame.draw.circle(layer, STEEL_DARK, c, max(2, size // 6))
    else:  # the kunai points along its flight
        ux, uy = math.cos(heading), math.sin(heading)
        nx, ny = -uy, ux
        L = size * 0.95

        def p(along: float, across: float) -> Point:
            return round(c[0] + ux * along + nx * across), round(c[1] + uy * along + ny * across)

        pygame.draw.polygon(layer, STEEL, [p(L, 0), p(0, size * 0.22), p(0, -size * 0.22)])
        blade = [p(L, 0), p(0, size * 0.22), p(0, -size * 0.22)]
        pygame.draw.polygon(layer, STEEL_DARK, blade, view.px(1))
        pygame.draw.line(layer, (58, 42, 26), p(0, 0), p(-L * 0.6, 0), max(2, size // 6))
        pygame.draw.circle(layer, STEEL_DARK, p(-L * 0.75, 0), max(2, size // 7), view.px(1))
    sparks = art.picture("fx_impact")
    if t > 0.8 and e.hit and sparks is not None:  # sparks where it bites
        burst = (t - 0.8) / 0.2
        side = max(4, round(size * (0.8 + 1.2 * burst)))
        image = art.scaled("fx_impact", (side, side))
        assert image is not None
        layer.blit(_faded(image, 1 - burst), image.get_rect(center=c))
    elif t > 0.8 and e.hit:
        burst = (t - 0.8) / 0.2
        for k in range(6):
            a = k * math.pi / 3
            r = size * (0.4 + burst)
            spark = (round(c[0] + r * math.cos(a)), round(c[1] + r * math.sin(a)))
            pygame.draw.circle(layer, (255, 220, 140, int(255 * (1 - burst))), spark, view.px(2))
    canvas.blit(layer, layer.get_rect(center=pos))


def _dawn(canvas: pygame.Surface, e: Effect, view: VillageView, *_: object) -> None:
    draw_dawn(canvas, view.rect, e.age)


def draw_dawn(canvas: pygame.Surface, village: pygame.Rect, age: float) -> None:
    """The night lifts, drawn behind the village (whose rect is `village`): a warm light
    climbs the whole sky and the sun rises behind the board; after DURATIONS["dawn"]
    seconds it stays so."""
    sky = _dawn_sky(canvas.get_size())
    sky.set_alpha(int(230 * dawn_share(age)))
    canvas.blit(sky, (0, 0))
    draw_sun(canvas, village, age)


def dawn_share(age: float) -> float:
    """How far the dawn has risen, 0..1 (eased)."""
    return ease(min(max(age / DURATIONS["dawn"], 0.0), 1.0))


def dawn_sky(canvas: pygame.Surface) -> None:
    """The dawn's sky at its fullest over what `canvas` holds (the night sky)."""
    sky = _dawn_sky(canvas.get_size())
    sky.set_alpha(230)
    canvas.blit(sky, (0, 0))


def draw_sun(canvas: pygame.Surface, village: pygame.Rect, age: float) -> None:
    """The sun rising behind the village as the dawn comes."""
    t = dawn_share(age)
    size = sun_size(village)
    sun = art.scaled("sun", (size, size))
    centre = (
        village.left + village.width * 7 // 10,
        round(village.top + village.height * (0.45 - 0.4 * t)),
    )
    if sun is not None:
        canvas.blit(sun, sun.get_rect(center=centre))
    else:
        pygame.draw.circle(canvas, (255, 210, 140), centre, size // 5)


def sun_size(village: pygame.Rect) -> int:
    return max(16, round(village.height * SUN_SHARE))


def dawn_light(canvas: pygame.Surface, view: VillageView, age: float) -> None:
    """The first warm light on the village itself, drawn over it."""
    t = ease(min(max(age / DURATIONS["dawn"], 0.0), 1.0))
    light = view.tinted(DAWN_LIGHT)
    light.set_alpha(int(50 * t))
    canvas.blit(light, view.rect.topleft)


_sky_cache: dict[tuple[int, int], pygame.Surface] = {}
memory.game_cache("night", _sky_cache)  # let go when no night screen is open
SKY_KEPT = 2
"""Dawn skies kept (one per surface size drawn on: the window, the 1280x720 canvas)."""


def _dawn_sky(size: tuple[int, int]) -> pygame.Surface:
    """A dawn gradient, kept: the last of the night high up, rose, then pale gold low
    down (drawn one pixel wide, then stretched: a few lines, not a line per row)."""
    sky = _sky_cache.get(size)
    if sky is None:
        w, h = size
        strip = pygame.Surface((1, h), pygame.SRCALPHA)
        for y in range(h):
            s = y / max(h - 1, 1)
            if s < 0.55:
                colour = theme.lerp((96, 84, 160), (236, 140, 136), s / 0.55)
            else:
                colour = theme.lerp((236, 140, 136), (255, 214, 150), (s - 0.55) / 0.45)
            strip.set_at((0, y), (*colour, int(110 + 120 * s)))
        sky = pygame.transform.scale(strip, size)
        while len(_sky_cache) >= SKY_KEPT:
            _sky_cache.pop(next(iter(_sky_cache)))
        _sky_cache[size] = sky
    return sky


def prepare(canvas_size: tuple[int, int], view: VillageView) -> None:
    """Make ahead what the dawn draws, so its first frame costs no more than the rest."""
    _dawn_sky(canvas_size)
    view.tinted(DAWN_LIGHT)
    size = sun_size(view.rect)
    art.scaled("sun", (size, size))


DRAWERS: dict[str, Callable[..., None]] = {
    "injured": _injured,
    "collected": _flying_token,
    "stolen": _flying_token,
    "knocked_off": _flying_token,
    "discarded": _flying_token,
    "bonus": _bonus,
    "potion": _potion,
    "healed": _healed,
    "gears": _gears,
    "hook": _hook,
    "shuriken": _projectile,
    "kunai": _projectile,
    "dawn": _dawn,
}
"""Each animation's drawing (several kinds share one with their own settings)."""
