"""Writes the SVG sources of the Ninja Night art: tools/vector_art/night/<name>.svg.

    python -m tools.vector_art.draw_night

The village seen obliquely at night: tileable roof textures (glazed kawara tiles in
four colours, already foreshortened like the roofs they cover), one floor's bay of
wall with a lit or a dark window or a door, a pine and a round tree, the four players'
ninjas (each in its colour and with its own emblem and outline: a sun disc and a
katana, a wave triangle and a long scarf, a square and a straw hat, a star and a
topknot, so colour is never the only cue), every token's face and its two backs, the
moon and the dawn sun. The SVG files are the sources a person edits (Inkscape or by
hand); this script only drew their first version. `make assets` rasterises them
(tools/rasterise.py, with each file's size) into assets/images/night/.

This file names every picture with its size (ART) and writes them; the drawings are in
rooms of their own: night_village.py (roofs, walls, trees, the ground), night_pieces.py
(the ninjas and the tokens), night_gear.py (the strings' ends, the planned actions'
pictures, the backpack), night_fx.py (the animations' sprites) and night_sky.py (the
moon and the sun), all drawn with night_common.py's palette.
"""

from __future__ import annotations

from collections.abc import Callable

from .night_common import OUT, svg
from .night_fx import (
    MIST_H,
    MIST_W,
    ROPE_H,
    ROPE_W,
    fx_bubble,
    fx_cog,
    fx_flash,
    fx_heal,
    fx_impact,
    fx_kunai,
    fx_mist,
    fx_rope,
    fx_shuriken,
    fx_slash,
    fx_swipe,
)
from .night_gear import (
    GEAR,
    act_attack,
    act_collect,
    act_heal,
    act_move,
    act_skip,
    act_steal,
    backpack,
    fist,
    grapnel,
    hand,
    injury,
    kunai_end,
    pocket,
    shuriken_end,
)
from .night_pieces import (
    NINJA_H,
    NINJA_W,
    NINJAS,
    TOKEN,
    back_pink,
    back_yellow,
    bonus_face,
    ninja,
    value_face,
)
from .night_sky import SKY, moon, moon_waned, sun
from .night_village import (
    EAVE_H,
    EAVE_W,
    GROUND_TILE,
    RIDGE_H,
    RIDGE_W,
    ROOF_COLOURS,
    ROOF_H,
    ROOF_W,
    TREE_H,
    TREE_W,
    WALL_H,
    WALL_W,
    eave,
    ground,
    pine,
    ridge,
    ridge_end,
    roof,
    round_tree,
    wall,
)

ART: dict[str, tuple[tuple[int, int], Callable[[], str]]] = {
    **{f"roof_{c}": ((ROOF_W, ROOF_H), roof(c)) for c in ROOF_COLOURS},
    **{f"wall_{k}": ((WALL_W, WALL_H), wall(k)) for k in ("lit", "dark", "door")},
    "ridge": ((RIDGE_W, RIDGE_H), ridge),
    **{f"eave_{c}": ((EAVE_W, EAVE_H), eave(c)) for c in ROOF_COLOURS},
    "ridge_end": ((GEAR, GEAR), ridge_end),
    "tree_pine": ((TREE_W, TREE_H), pine),
    "tree_round": ((TREE_W, TREE_H), round_tree),
    **{f"ninja_{n}": ((NINJA_W, NINJA_H), ninja(n)) for n in NINJAS},
    **{f"token_{k}": ((TOKEN, TOKEN), value_face(k)) for k in ("v1", "v2", "v3", "y4", "y5")},
    **{
        f"token_{k}": ((TOKEN, TOKEN), bonus_face(k))
        for k in ("potion", "gears", "hook", "shuriken", "kunai")
    },
    "token_pink": ((TOKEN, TOKEN), back_pink),
    "token_yellow": ((TOKEN, TOKEN), back_yellow),
    "moon": ((SKY, SKY), moon),
    "moon_waned": ((SKY, SKY), moon_waned),
    "sun": ((SKY, SKY), sun),
    "grapnel": ((GEAR, GEAR), grapnel),
    "fist": ((GEAR, GEAR), fist),
    "kunai_end": ((GEAR, GEAR), kunai_end),
    "shuriken_end": ((GEAR, GEAR), shuriken_end),
    "hand": ((GEAR, GEAR), hand),
    **{
        f"act_{k}": ((GEAR, GEAR), draw)
        for k, draw in (
            ("move", act_move),
            ("attack", act_attack),
            ("collect", act_collect),
            ("steal", act_steal),
            ("heal", act_heal),
            ("skip", act_skip),
        )
    },
    "pocket": ((GEAR, GEAR), pocket),
    "injury": ((GEAR, GEAR), injury),
    "backpack": ((GEAR, GEAR), backpack),
    "fx_shuriken": ((GEAR, GEAR), fx_shuriken),
    "fx_kunai": ((GEAR, GEAR), fx_kunai),
    "fx_cog": ((GEAR, GEAR), fx_cog),
    "fx_slash": ((GEAR, GEAR), fx_slash),
    "fx_flash": ((GEAR, GEAR), fx_flash),
    "fx_swipe": ((128, 32), fx_swipe),
    "fx_impact": ((GEAR, GEAR), fx_impact),
    "fx_bubble": ((GEAR, GEAR), fx_bubble),
    "fx_mist": ((MIST_W, MIST_H), fx_mist),
    "fx_heal": ((GEAR, GEAR), fx_heal),
    "fx_rope": ((ROPE_W, ROPE_H), fx_rope),
    "ground": ((GROUND_TILE, GROUND_TILE), ground),
}
"""File name -> (its drawing's own size, the drawing)."""


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, ((width, height), draw) in ART.items():
        (OUT / f"{name}.svg").write_text(svg(width, height, draw(), name), encoding="utf-8")


if __name__ == "__main__":
    main()
