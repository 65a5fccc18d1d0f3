"""No token on a roof is hidden by a landed grapnel or fist (issue 33, newcomer I, s6,
n29/n36: 'the landed grapnel still covers a token'). Tokens under the rope's end are
drawn again over it (c5f798c) and the rope goes once the turn is over (d3edb1f); this
checks it by the pixels of each token of the village, drawn with the grapnel (and a
miss's cross) and without, for hits and misses of moves and attacks at 1280x720."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import new_game
from scenes import theme
from scenes.app import App
from scenes.night import NightScene, rope_view
from scenes.night.village_view import TOKEN_SQUASH

SIZE = (1280, 720)


def landed(app: App, seed: int, kind: str, off: float) -> NightScene | None:
    """Seed `seed`'s first mover throws (`kind`) at a roof with tokens, `off` cm from
    the true distance; the table once the rope is down (None: no such roof)."""
    s = new_game(seed, {"players": 3})
    for b in (0, 1, 2):
        s.apply(f"place {b}")
    for _ in range(3):
        s.apply(f"plan {kind} collect")
    seat = s.current_player
    here = s.positions[seat]
    assert here is not None
    if kind == "move":
        aims = [(b, str(b)) for b, roof in enumerate(s.roofs) if roof]
    else:
        aims = [(b, str(v)) for v, b in enumerate(s.positions) if v != seat and b is not None]
    aims = [(b, arg) for b, arg in aims if s.village.reachable(here, b) and s.roofs[b]]
    if not aims:
        return None
    building, arg = aims[0]
    most = 40.0 if kind == "move" else 30.0
    length = min(most, max(0.0, s.village.distance(here, building) + off))
    session = GameSession("night", seed, dict(s.options), [Seat("human")] * 3, s)
    scene = NightScene(app, session, animate=True, ai_pause=0)
    app.push(scene)
    app.apply_scale()
    scene.shown_seat = seat
    scene._refresh()
    scene.play(f"{kind} {arg} {length:.1f}")
    for _ in range(200):
        scene.update(1 / 60)
    return scene if scene.stage.rope_down() is not None else None


def covered(scene: NightScene, monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """(roof, token) whose picture differs with the grapnel drawn and without."""
    canvas, bare = pygame.Surface(SIZE), pygame.Surface(SIZE)
    with theme.scaled_for(SIZE):
        scene.draw(canvas)
        with monkeypatch.context() as m:
            m.setattr(rope_view, "draw_grapnel", lambda *a, **k: None)
            m.setattr(rope_view, "draw_miss", lambda *a, **k: None)
            scene.draw(bare)
    view = scene.view
    d = view.token_size()
    rx, ry = d / 2, d * TOKEN_SQUASH / 2
    out = []
    for b, tokens in enumerate(scene.shown().roofs):
        for k in range(len(tokens)):
            x, y = view.token_spot(b, k)
            inside = [
                (px, py)
                for px in range(int(x - rx), int(x + rx) + 1)
                for py in range(int(y - ry), int(y + ry) + 1)
                if ((px - x) / rx) ** 2 + ((py - y) / ry) ** 2
                <= 0.5  # (not the rim: its edge pixels are part see-through)
            ]
            if any(  # (a token's picture is 253/255 opaque: a shade through it is no cover)
                max(abs(a - c) for a, c in zip(canvas.get_at(p), bare.get_at(p), strict=True)) > 24
                for p in inside
            ):
                out.append((b, k))
    return out


@pytest.mark.parametrize(("kind", "off"), [("move", 0.0), ("move", -9.0), ("attack", 3.0)])
def test_a_landed_grapnel_or_fist_hides_no_token(
    sized_app, kind: str, off: float, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    app: App = sized_app(SIZE)
    seen = 0
    for seed in range(4):
        scene = landed(app, seed, kind, off)
        if scene is None:
            continue
        seen += 1
        assert covered(scene, monkeypatch) == [], (seed, scene.stage.throws[-1])
    assert seen >= 2
