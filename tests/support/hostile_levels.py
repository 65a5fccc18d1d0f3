"""Hostile level files, as a player who edits levels/ (or a broken download) makes them:
malformed XML, missing and extra layers, wrong types, NaN and infinities, too few
buildings or hexes, huge numbers, files that are not files. Each case is a function
that writes one file (or a pipe, a link, a folder) named `<name>.tmx` in a folder.

`NIGHT` and `DOJO` map a case's name to its writer. A case either is refused when the
level list is made, or plays: tests/reliability/test_hostile_levels.py checks both.
"""

from __future__ import annotations

import base64
import math
import os
import zlib
from collections.abc import Callable
from pathlib import Path

from tests.dojo.tmxmaker import tmx as dojo_tmx

Writer = Callable[[Path], None]

# Plaza's layout (levels/night/plaza.tmx): 11 buildings, 5 with a second floor, 2 trees
BUILDINGS = [
    (22, 25, 8, 10, 2),
    (34, 25, 8, 10, 1),
    (24, 9, 12, 9, 1),
    (24, 39, 12, 8, 2),
    (9, 24, 9, 12, 1),
    (46, 24, 8, 12, 2),
    (11, 10, 9, 9, 2),
    (40, 9, 9, 9, 1),
    (9, 40, 9, 9, 1),
    (40, 40, 9, 9, 2),
    (26, 51, 8, 8, 1),
]
TREES = [(17, 53, 3), (41, 53, 3)]


def night_tmx(
    buildings: list[tuple[object, ...]] | None = None,
    trees: list[tuple[object, ...]] | None = None,
    *,
    diameter: object = "60",
    diameter_type: str = "float",
    floors_type: str = "int",
    radius_type: str = "float",
    layers: tuple[str, ...] = ("buildings", "trees"),
    extra: str = "",
    map_attrs: str = 'width="60" height="60" tilewidth="1" tileheight="1"',
) -> str:
    """A Ninja Night village map (Plaza unless told otherwise)."""
    buildings = BUILDINGS if buildings is None else buildings
    trees = TREES if trees is None else trees
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" orientation="orthogonal" renderorder="right-down" {map_attrs}'
        ' infinite="0" nextlayerid="3" nextobjectid="99">',
    ]
    if diameter is not None:
        out.append(
            f'<properties><property name="diameter" type="{diameter_type}" value="{diameter}"/>'
            "</properties>"
        )
    n = 1
    if "buildings" in layers:
        out.append('<objectgroup id="1" name="buildings">')
        for x, y, w, h, f in buildings:
            prop = f'<properties><property name="floors" type="{floors_type}" value="{f}"/></properties>'
            out.append(f'<object id="{n}" x="{x}" y="{y}" width="{w}" height="{h}">{prop}</object>')
            n += 1
        out.append("</objectgroup>")
    if "trees" in layers:
        out.append('<objectgroup id="2" name="trees">')
        for x, y, r in trees:
            out.append(
                f'<object id="{n}" x="{x - 3}" y="{y - 3}" width="6" height="6"><properties>'
                f'<property name="radius" type="{radius_type}" value="{r}"/></properties>'
                "<ellipse/></object>"
            )
            n += 1
        out.append("</objectgroup>")
    out.append(extra)
    out.append("</map>")
    return "\n".join(out)


def text(content: str | bytes) -> Writer:
    def write(path: Path) -> None:
        path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))

    return write


def named(name: str, content: str) -> Writer:
    """A good level under another file name than the case's own."""

    def write(path: Path) -> None:
        (path.parent / name).write_text(content)

    return write


def fifo(path: Path) -> None:
    os.mkfifo(path)


def link_to_device(path: Path) -> None:
    path.symlink_to("/dev/zero")


def dangling_link(path: Path) -> None:
    path.symlink_to(path.parent / "nowhere" / "gone.tmx")


def folder(path: Path) -> None:
    path.mkdir()
    (path / "inside.tmx").write_text("<map/>")


def unreadable(content: str) -> Writer:
    def write(path: Path) -> None:
        path.write_text(content)
        path.chmod(0)

    return write


def billion_laughs() -> str:
    entities = '<!ENTITY a0 "ha">' + "".join(
        f'<!ENTITY a{i} "{("&a" + str(i - 1) + ";") * 10}">' for i in range(1, 10)
    )
    return f'<?xml version="1.0"?><!DOCTYPE map [{entities}]><map>&a9;</map>'


def zlib_bomb_layer(width: int = 8, height: int = 8) -> str:
    """A tile layer whose zlib data inflates to 64 MB of zeros (1 000 times its claim)."""
    packed = base64.b64encode(zlib.compress(bytes(64_000_000), 9)).decode()
    return (
        f'<layer id="9" name="bomb" width="{width}" height="{height}">'
        f'<data encoding="base64" compression="zlib">{packed}</data></layer>'
    )


def many_layers(count: int = 1900, side: int = 256) -> str:
    """Island with `count` more tile layers of side x side empty cells, each zlib
    packed to a few hundred bytes: 920 KB that asked pytmx to decode 124 million cells
    (75 s, and the title froze while it checked them)."""
    packed = base64.b64encode(zlib.compress(bytes(side * side * 4), 9)).decode()
    layers = "".join(
        f'<layer id="{10 + n}" name="l{n}" width="{side}" height="{side}">'
        f'<data encoding="base64" compression="zlib">{packed}</data></layer>'
        for n in range(count)
    )
    return dojo_with("</map>", layers + "</map>")


def many_buildings(count: int = 17_000) -> str:
    """Plaza's trees with `count` buildings of 0.2 x 0.2 cm, 0.4 apart, each a tile
    object whose tile says floors=1 (so each is a few dozen bytes): under 1 MB, and
    144 million comparisons of pairs of buildings (minutes) before the layout was
    refused."""
    tileset = (
        '<tileset firstgid="1" name="roofs" tilewidth="1" tileheight="1" tilecount="1"'
        ' columns="1"><tile id="0"><properties><property name="floors" type="int" value="1"/>'
        "</properties></tile></tileset>"
    )
    spots = [
        (i * 0.4 + 0.1, j * 0.4 + 0.1)
        for i in range(150)
        for j in range(150)
        if math.hypot(i * 0.4 + 0.2 - 30, j * 0.4 + 0.2 - 30) < 29.5
    ][:count]
    objects = "".join(
        f'<object gid="1" x="{x:g}" y="{y:g}" width=".2" height=".2"/>' for x, y in spots
    )
    layer = '<objectgroup id="1" name="buildings">'
    return night_tmx(buildings=[]).replace(layer, tileset + layer + objects, 1)


def dojo_with(old: str, new: str, rows: list[str] | None = None) -> str:
    return dojo_tmx(rows or DOJO_ROWS).replace(old, new, 1)


DOJO_ROWS = ["..ppp..", ".pmpmp.", "pfpwpfp", "pmmfmmp", "pfpwpfp", ".pmpmp.", "..ppp.."]
"""Island's shape, drawn with tmxmaker's letters."""

COMMON: dict[str, Writer] = {
    "empty": text(""),
    "garbage": text("garbage\n"),
    "binary": text(bytes(range(256)) * 4),
    "latin-1 text": text("<?xml version='1.0'?><map>caf\xe9</map>".encode("latin-1")),
    "truncated": text('<?xml version="1.0" encoding="UTF-8"?>\n<map version="1.10" orien'),
    "html": text("<html><body>404 Not Found</body></html>"),
    "nested 100,000 deep": text("<map>" + "<group>" * 100_000 + "</group>" * 100_000 + "</map>"),
    "billion laughs": text(billion_laughs()),
    "2 MB": text("<map>" + " " * 2_000_000 + "</map>"),
    "named pipe": fifo,
    "link to /dev/zero": link_to_device,
    "dangling link": dangling_link,
    "a folder": folder,
    "unreadable": unreadable("<map/>"),
    "external tileset from /dev/zero": text(
        '<?xml version="1.0"?><map orientation="hexagonal" width="3" height="3" tilewidth="64"'
        ' tileheight="56"><tileset firstgid="1" source="/dev/zero"/></map>'
    ),
    "infinite map": text(
        '<?xml version="1.0"?><map orientation="orthogonal" infinite="1" width="3" height="3"'
        ' tilewidth="1" tileheight="1"/>'
    ),
}

NIGHT: dict[str, Writer] = {
    **COMMON,
    "good copy of plaza": text(night_tmx()),
    "extra object layer": text(
        night_tmx(
            extra='<objectgroup id="5" name="decor"><object id="90" x="1" y="1"/></objectgroup>'
        )
    ),
    "extra tile layer": text(
        night_tmx(
            extra='<layer id="6" name="ground" width="2" height="2"><data encoding="csv">0,0,0,0</data></layer>'
        )
    ),
    "no buildings layer": text(night_tmx(layers=("trees",))),
    "no trees layer": text(night_tmx(layers=("buildings",))),
    "no layers": text(night_tmx(layers=())),
    "no diameter": text(night_tmx(diameter=None)),
    "diameter as a word": text(night_tmx(diameter="sixty", diameter_type="string")),
    "diameter as a bool": text(night_tmx(diameter="true", diameter_type="bool")),
    "diameter NaN": text(night_tmx(diameter="nan")),
    "diameter inf": text(night_tmx(diameter="inf")),
    "diameter -inf": text(night_tmx(diameter="-inf")),
    "diameter 1e308": text(night_tmx(diameter="1e308")),
    "diameter 1e400": text(night_tmx(diameter="1e400")),
    "diameter 0": text(night_tmx(diameter="0")),
    "diameter 600": text(night_tmx(diameter="600")),
    "diameter as a string number": text(night_tmx(diameter="60", diameter_type="string")),
    "floors as a word": text(night_tmx([(*b[:4], "two") for b in BUILDINGS], floors_type="string")),
    "floors as a float": text(night_tmx([(*b[:4], 1.5) for b in BUILDINGS], floors_type="float")),
    "floors as a bool": text(night_tmx([(*b[:4], "true") for b in BUILDINGS], floors_type="bool")),
    "floors 3": text(night_tmx([(*BUILDINGS[0][:4], 3), *BUILDINGS[1:]])),
    "floors 10^400": text(night_tmx([(*BUILDINGS[0][:4], "1" + "0" * 400), *BUILDINGS[1:]])),
    "radius NaN": text(night_tmx(trees=[(17, 53, "nan"), TREES[1]])),
    "radius inf": text(night_tmx(trees=[(17, 53, "inf"), TREES[1]])),
    "radius as a word": text(night_tmx(trees=[(17, 53, "big"), TREES[1]], radius_type="string")),
    "radius 1e300": text(night_tmx(trees=[(17, 53, "1e300"), TREES[1]])),
    "building x NaN": text(night_tmx([("nan", *BUILDINGS[0][1:]), *BUILDINGS[1:]])),
    "building width inf": text(night_tmx([(22, 25, "inf", 10, 2), *BUILDINGS[1:]])),
    "building y -inf": text(night_tmx([(22, "-inf", 8, 10, 2), *BUILDINGS[1:]])),
    "building x 1e300": text(night_tmx([("1e300", 25, 8, 10, 2), *BUILDINGS[1:]])),
    "building width 1e-300": text(night_tmx([(22, 25, "1e-300", 10, 2), *BUILDINGS[1:]])),
    "building width 0": text(night_tmx([(22, 25, 0, 10, 2), *BUILDINGS[1:]])),
    "building width -8": text(night_tmx([(30, 25, -8, 10, 2), *BUILDINGS[1:]])),
    "building x as a word": text(night_tmx([("left", *BUILDINGS[0][1:]), *BUILDINGS[1:]])),
    "two buildings": text(night_tmx(BUILDINGS[:2], [])),
    "ten buildings": text(night_tmx(BUILDINGS[:10])),
    "twelve buildings": text(night_tmx([*BUILDINGS, (1, 23, 3, 3, 1)])),
    "no second floor": text(night_tmx([(*b[:4], 1) for b in BUILDINGS])),
    "all second floors": text(night_tmx([(*b[:4], 2) for b in BUILDINGS])),
    "no trees": text(night_tmx(trees=[])),
    "five trees": text(night_tmx(trees=[*TREES, (3, 30, 3), (55, 30, 3), (30, 3, 3)])),
    "overlapping buildings": text(
        night_tmx([(22, 25, 8, 10, 2), (25, 25, 8, 10, 1), *BUILDINGS[2:]])
    ),
    "building off the board": text(night_tmx([(0, 0, 8, 10, 2), *BUILDINGS[1:]])),
    "building of 1 x 1": text(night_tmx([(22, 25, 1, 1, 2), *BUILDINGS[1:]])),
    "tree on a roof": text(night_tmx(trees=[(25, 28, 3), TREES[1]])),
    "map 10^9 wide": text(
        night_tmx(map_attrs='width="1000000000" height="1000000000" tilewidth="1" tileheight="1"')
    ),
    "map width NaN": text(
        night_tmx(map_attrs='width="nan" height="60" tilewidth="1" tileheight="1"')
    ),
    "tileset with a 10^9-tile image": text(
        night_tmx(
            extra='<tileset firstgid="1" name="t" tilewidth="1" tileheight="1" tilecount="1"'
            ' columns="1"><image source="big.png" width="100000" height="100000"/></tileset>'
        )
    ),
    "first gid 10^12": text(
        night_tmx(
            extra='<tileset firstgid="1000000000000" name="t" tilewidth="1" tileheight="1"'
            ' tilecount="1" columns="1"/>'
        )
    ),
    "zlib bomb layer": text(night_tmx(extra=zlib_bomb_layer())),
    "17,000 buildings": text(many_buildings()),
    "rotated building": text(
        night_tmx().replace('<object id="1" x="22"', '<object id="1" rotation="45" x="22"', 1)
    ),
    "polygon building": text(
        night_tmx().replace(
            '<object id="1" x="22" y="25" width="8" height="10">',
            '<object id="1" x="22" y="25"><polygon points="0,0 8,0 8,10"/>',
            1,
        )
    ),
    "random": text(night_tmx()),
    "name that is not text": named(os.fsdecode(b"\xff\xfe.tmx"), night_tmx()),
    "name of 100 letters": named("v" * 100 + ".tmx", night_tmx()),
    "name with a line break": named("two\nlines.tmx", night_tmx()),
}
"""Night level files by case; "random" is a good map whose name the game keeps for the
generated village (so it must not be offered as a level of that name)."""

DOJO: dict[str, Writer] = {
    **COMMON,
    "good copy of island": text(dojo_tmx(DOJO_ROWS)),
    "flat-top good map": text(dojo_tmx(DOJO_ROWS, axis="x", index="even")),
    "extra object layer": text(
        dojo_with(
            "</map>",
            '<objectgroup id="7" name="notes"><object id="1" x="0" y="0"/></objectgroup></map>',
        )
    ),
    "second tile layer": text(
        dojo_with(
            "</map>",
            '<layer id="8" name="more" width="7" height="7"><data encoding="csv">'
            + ",".join(["0"] * 48 + ["4"])
            + "</data></layer></map>",
        )
    ),
    "no tile layer": text(dojo_tmx(DOJO_ROWS).split(" <layer")[0] + "</map>\n"),
    "orthogonal": text(dojo_tmx(DOJO_ROWS, orientation="orthogonal")),
    "stagger axis z": text(dojo_tmx(DOJO_ROWS, axis="z")),
    "unknown terrain": text(dojo_tmx(["..ppp..", ".pxpmp.", *DOJO_ROWS[2:]])),
    "terrain property missing": text(dojo_with('<property name="terrain" value="plains"/>', "")),
    "terrain as a number": text(
        dojo_with(
            '<property name="terrain" value="plains"/>',
            '<property name="terrain" type="int" value="4"/>',
        )
    ),
    "width as a word": text(
        dojo_with('width="7" height="7" tilewidth', 'width="seven" height="7" tilewidth')
    ),
    "width NaN": text(
        dojo_with('width="7" height="7" tilewidth', 'width="nan" height="7" tilewidth')
    ),
    "hexsidelength NaN": text(dojo_with('hexsidelength="32"', 'hexsidelength="nan"')),
    "tilewidth inf": text(
        dojo_with('tilewidth="64" tileheight="56"', 'tilewidth="inf" tileheight="56"')
    ),
    "tileheight -1e400": text(
        dojo_with('tilewidth="64" tileheight="56"', 'tilewidth="64" tileheight="-1e400"')
    ),
    "map 10^9 wide": text(
        dojo_with(
            'width="7" height="7" tilewidth', 'width="1000000000" height="1000000000" tilewidth'
        )
    ),
    "layer 10^5 a side": text(
        dojo_with(
            'name="board" width="7" height="7"', 'name="board" width="100000" height="100000"'
        )
    ),
    "gid 2^32": text(dojo_tmx(DOJO_ROWS).replace("4,4,4", "4294967295,4,4", 1)),
    "gid -1": text(dojo_tmx(DOJO_ROWS).replace("4,4,4", "-1,4,4", 1)),
    "first gid 10^12": text(dojo_with('firstgid="1"', 'firstgid="1000000000000"')),
    "one hex": text(dojo_tmx(["p"])),
    "three hexes in a row": text(dojo_tmx(["ppp"])),
    "no hexes": text(dojo_tmx(["...", "..."])),
    "in pieces": text(dojo_tmx(["pp...pp", "pp...pp"])),
    "a line of 9 hexes": text(dojo_tmx(["pfmwpfmwp"])),
    "400 hexes": text(dojo_tmx(["p" * 20] * 20)),
    "zlib bomb layer": text(dojo_with("</map>", zlib_bomb_layer(7, 7) + "</map>")),
    "1,900 layers of 256x256": text(many_layers()),
    "layer data shorter than the layer": text(dojo_tmx(DOJO_ROWS).replace("0,0,4,4,4,0,0,", "", 1)),
    "layer data longer than the layer": text(
        dojo_tmx(DOJO_ROWS).replace("0,0,4,4,4,0,0,", "0,0,4,4,4,0,0," * 3, 1)
    ),
    "random": text(dojo_tmx(DOJO_ROWS)),
    "name that is not text": named(os.fsdecode(b"\xff\xfe.tmx"), dojo_tmx(DOJO_ROWS)),
    "name of 100 letters": named("b" * 100 + ".tmx", dojo_tmx(DOJO_ROWS)),
    "name with a line break": named("two\nlines.tmx", dojo_tmx(DOJO_ROWS)),
}
"""Dojo level files by case (tests/dojo/tmxmaker.py draws the boards)."""


def file_name(case: str) -> str:
    """A case's file name: its words joined, so that each case is one level name."""
    if case == "random":
        return "random.tmx"
    return "".join(c if c.isalnum() else "_" for c in case) + ".tmx"
