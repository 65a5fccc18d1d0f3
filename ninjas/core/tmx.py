"""Reading a Tiled map (.tmx) that may be hostile: a level file is the player's to edit,
and a broken one must be refused with a reason, never crash or hang the game.

`read_tiled_map` opens the file without following it into a pipe or a device, reads at
most MAX_LEVEL_BYTES, checks the XML (well formed, UTF-8, no DOCTYPE, every size and
count bounded, compressed layers inflated within their bound) and only then hands the
parsed tree to pytmx. The cheap checks come first: the XML is parsed a slice at a time
and its elements, objects and tile layers' cells are counted as they come
(`WorkCount`), so a file that holds more than a level may (1,900 layers of 256x256
cells, 17,000 objects) is refused before any layer is inflated or any object built. Each refusal is a LevelError whose `code` an interface translates
(`level.problem.<code>`); its message, for logs and command lines, names the file.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import io
import logging
import math
import os
import stat
import sys
import xml.etree.ElementTree as ET
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

MAX_LEVEL_BYTES = 1_000_000
MAX_MAP_SIDE = 256
"""Columns or rows of a map or a layer."""
MAX_TILES = 4096
"""Tiles in a tileset; also the largest first gid."""
MAX_IMAGE_SIDE = 16384
MAX_NUMBER = 1e6
"""No coordinate or size in a level is larger than this (in its own units)."""
MAX_LAYER_CELLS = 2 * MAX_MAP_SIDE * MAX_MAP_SIDE
"""Cells of all tile layers together (131,072: two layers of 256x256): each is decoded
by pytmx and looked at by the game, so this bounds the work a map asks for."""
MAX_OBJECTS = 1000
"""Objects of all object layers together (a village has 13)."""
MAX_ELEMENTS = 10_000
"""XML elements in a map (a map of the game has about 50; a layer in Tiled's old XML
encoding has one a cell)."""
PARSE_SLICE = 64 * 1024
"""The XML is fed to the parser this many bytes at a time, its counts checked between."""

LEVEL_PROBLEMS = (
    "missing",
    "not_a_file",
    "too_large",
    "not_xml",
    "not_tiled",
    "unsupported",
    "too_big",
    "bad_number",
    "missing_layer",
    "bad_property",
    "bad_count",
    "bad_layout",
    "reserved_name",
    "bad_name",
    "invalid",
)
"""Every LevelError code, each with a text `level.problem.<code>` in every language."""

NUMBER_ATTRIBUTES = frozenset(
    {
        "x",
        "y",
        "width",
        "height",
        "rotation",
        "offsetx",
        "offsety",
        "parallaxx",
        "parallaxy",
        "opacity",
        "tilewidth",
        "tileheight",
        "hexsidelength",
        "spacing",
        "margin",
        "tilecount",
        "columns",
        "firstgid",
        "id",
        "nextlayerid",
        "nextobjectid",
    }
)
"""Attributes that Tiled writes as numbers: each must be a finite number of sane size."""


class LevelError(ValueError):
    """A level file that cannot be played. `code` (one of LEVEL_PROBLEMS) says why in a
    word an interface translates; `details` fill in its text; the message names the file
    and the problem, for the log and the command line."""

    def __init__(self, message: str, code: str = "invalid", **details: Any) -> None:
        super().__init__(message)
        self.code = code if code in LEVEL_PROBLEMS else "invalid"
        self.details = details


Level = TypeVar("Level")


def load_level(path: Path | str, read: Callable[[Path], Level], error: type[LevelError]) -> Level:
    """`read(path)`, every failure an `error` (the game's LevelError) naming the file: a
    refusal of the guarded reader keeps its code, and a problem no check foresaw is
    "not_tiled" (a level file must never crash the game)."""
    try:
        return read(Path(path))
    except error:
        raise
    except LevelError as exc:
        raise error(str(exc), exc.code, **exc.details) from None
    except Exception as exc:
        raise error(f"{path}: not a readable Tiled map ({exc!r})", "not_tiled") from None


def read_level_bytes(path: Path, where: str) -> bytes:
    """The file's bytes: LevelError if it is missing, not a regular file (a folder, a
    named pipe, a device: opened without blocking, never read) or too large."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError:
        raise LevelError(f"{where}: no such map file", "missing") from None
    except (OSError, ValueError) as exc:
        if isinstance(exc, IsADirectoryError):
            raise LevelError(f"{where}: a folder, not a map file", "not_a_file") from None
        raise LevelError(f"{where}: cannot be read ({exc})", "not_a_file") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise LevelError(f"{where}: not a regular file", "not_a_file")
        if info.st_size > MAX_LEVEL_BYTES:
            raise LevelError(
                f"{where}: {info.st_size} bytes, more than {MAX_LEVEL_BYTES}", "too_large"
            )
        with os.fdopen(os.dup(fd), "rb") as file:
            data = file.read(MAX_LEVEL_BYTES + 1)
    except OSError as exc:
        raise LevelError(f"{where}: cannot be read ({exc})", "not_a_file") from None
    finally:
        os.close(fd)
    if len(data) > MAX_LEVEL_BYTES:
        raise LevelError(f"{where}: more than {MAX_LEVEL_BYTES} bytes", "too_large")
    return data


class WorkCount:
    """The work a map asks for, counted element by element as the XML is parsed:
    elements, objects, and the cells of its tile layers (as their width and height
    say). LevelError "too_big" as soon as one passes its bound (MAX_ELEMENTS,
    MAX_OBJECTS, MAX_LAYER_CELLS): before the rest is parsed, any layer inflated or
    decoded, or any object built. `units` is all of it together, for the tests."""

    def __init__(self, where: str) -> None:
        self.where = where
        self.elements = 0
        self.objects = 0
        self.layers = 0
        self.cells = 0.0

    @property
    def units(self) -> int:
        return self.elements + self.objects + int(self.cells)

    def add(self, node: ET.Element) -> None:
        self.elements += 1
        self._within(self.elements, MAX_ELEMENTS, "XML elements")
        if node.tag == "object":
            self.objects += 1
            self._within(self.objects, MAX_OBJECTS, "objects")
        elif node.tag == "layer":
            self.layers += 1
            self.cells += _cells(node)
            self._within(self.cells, MAX_LAYER_CELLS, "cells in its tile layers together")

    def _within(self, count: float, limit: int, what: str) -> None:
        """LevelError ("too_big") once `count` passes `limit`."""
        if count > limit:
            raise LevelError(f"{self.where}: more than {limit:,} {what}", "too_big", limit=limit)


def _cells(layer: ET.Element) -> float:
    """A tile layer's cells as its width and height say (0 for numbers that are not:
    _check_numbers refuses those, for their own reason)."""
    try:
        cells = float(layer.get("width") or 0) * float(layer.get("height") or 0)
    except ValueError:
        return 0.0
    if not math.isfinite(cells) or cells <= 0:
        return 0.0
    return min(cells, float(MAX_MAP_SIDE * MAX_MAP_SIDE))  # a larger one is "too_big"


def parse_counted(text: str, where: str, count: WorkCount | None = None) -> ET.Element:
    """The XML root of `text`, parsed a slice at a time with every element counted
    (WorkCount) as it comes: LevelError as soon as a bound is passed."""
    count = count or WorkCount(where)
    parser = ET.XMLPullParser(events=("start",))
    root: ET.Element | None = None

    def count_new() -> None:
        nonlocal root
        events: Any = parser.read_events()  # (typeshed's type for them is wrong)
        for _, node in events:
            assert isinstance(node, ET.Element)  # "start" events carry an element
            root = node if root is None else root
            count.add(node)

    try:
        for start in range(0, len(text), PARSE_SLICE):
            parser.feed(text[start : start + PARSE_SLICE])
            count_new()
        parser.close()
        count_new()
    except LevelError:
        raise
    except (ET.ParseError, ValueError) as exc:
        raise LevelError(f"{where}: not a readable Tiled map ({exc})", "not_xml") from None
    if root is None:
        raise LevelError(f"{where}: not a readable Tiled map (no element)", "not_xml")
    return root


def parse_level_xml(data: bytes, where: str, count: WorkCount | None = None) -> ET.Element:
    """The map's XML root, after every bound is checked (see the module's text)."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise LevelError(f"{where}: not UTF-8 text, so not a Tiled map", "not_xml") from None
    if "<!DOCTYPE" in text or "<!ENTITY" in text:
        raise LevelError(f"{where}: a DOCTYPE or an entity (Tiled writes none)", "unsupported")
    root = parse_counted(text, where, count)
    if root.tag != "map":
        raise LevelError(f"{where}: the XML is not a Tiled <map>", "not_tiled")
    if root.get("infinite", "0") not in ("0", ""):
        raise LevelError(f"{where}: an infinite map (make it a fixed size in Tiled)", "unsupported")
    for node in root.iter():
        _check_numbers(node, where)
        if node.tag == "tileset" and node.get("source"):
            raise LevelError(
                f"{where}: an external tileset {node.get('source')!r} "
                "(embed the tileset in the map)",
                "unsupported",
            )
        if node.tag in ("map", "layer") and _number(node, "width") * _number(
            node, "height"
        ) > float(MAX_MAP_SIDE * MAX_MAP_SIDE):
            raise LevelError(f"{where}: a {node.tag} larger than {MAX_MAP_SIDE} a side", "too_big")
        if node.tag == "tileset":
            _check_tileset(node, where)
    for layer in root.iter("layer"):  # sizes checked above: each holds what it says
        for node in layer.iter("data"):
            _check_data(node, _cells(layer), where)
    return root


def _short(raw: str) -> str:
    """An attribute's text as a message quotes it (a 400-digit number cut short)."""
    return repr(raw if len(raw) <= 24 else raw[:20] + "...")


def _number(node: ET.Element, name: str) -> float:
    return float(node.get(name) or 0)


def _check_numbers(node: ET.Element, where: str) -> None:
    for name, raw in node.attrib.items():
        if name not in NUMBER_ATTRIBUTES:
            continue
        try:
            value = float(raw)
        except ValueError:
            raise LevelError(
                f"{where}: <{node.tag}> {name}={_short(raw)} is not a number",
                "bad_number",
                name=name,
            ) from None
        if name in ("width", "height") and node.tag in ("map", "layer"):
            if MAX_MAP_SIDE < value < math.inf:
                raise LevelError(
                    f"{where}: <{node.tag}> {name}={_short(raw)} is more than {MAX_MAP_SIDE}",
                    "too_big",
                )
        if not math.isfinite(value) or abs(value) > MAX_NUMBER:
            raise LevelError(
                f"{where}: <{node.tag}> {name}={_short(raw)} is not a finite number up to {MAX_NUMBER:g}",
                "bad_number",
                name=name,
            )
    if node.tag == "property" and node.get("type") in ("float", "int"):
        raw = node.get("value", node.text or "")
        try:
            value = float(raw)
        except ValueError:
            value = math.nan
        if not math.isfinite(value) or abs(value) > MAX_NUMBER:
            raise LevelError(
                f"{where}: property {node.get('name')!r}={_short(raw)} is not a finite number "
                f"up to {MAX_NUMBER:g}",
                "bad_number",
                name=node.get("name"),
            )


def _check_tileset(node: ET.Element, where: str) -> None:
    if _number(node, "firstgid") > MAX_TILES or _number(node, "tilecount") > MAX_TILES:
        raise LevelError(f"{where}: a tileset of more than {MAX_TILES} tiles", "too_big")
    image = node.find("image")
    if image is None:
        return
    tile_w = max(1.0, _number(node, "tilewidth"))
    tile_h = max(1.0, _number(node, "tileheight"))
    side_w, side_h = _number(image, "width"), _number(image, "height")
    if max(side_w, side_h) > MAX_IMAGE_SIDE or (side_w / tile_w) * (side_h / tile_h) > MAX_TILES:
        raise LevelError(f"{where}: a tileset image cut in more than {MAX_TILES} tiles", "too_big")


def _check_data(node: ET.Element, cells: float, where: str) -> None:
    """A layer's data holds no more than its `cells`: CSV values counted, base64
    decoded and inflated no further than 4 bytes a cell (a zlib bomb stops there)."""
    limit = int(min(cells, MAX_LAYER_CELLS)) * 4
    encoding = node.get("encoding")
    compression = node.get("compression")
    if compression and (compression not in ("zlib", "gzip") or encoding != "base64"):
        raise LevelError(
            f"{where}: layer compression {compression!r} (save it as CSV or zlib)",
            "unsupported",
        )
    if encoding == "csv":  # n cells are n - 1 commas (a trailing one is let by)
        if (node.text or "").count(",") > cells:
            raise LevelError(f"{where}: a layer holds more cells than its size", "not_tiled")
        return
    if encoding != "base64":
        return  # Tiled's XML encoding: one element a cell, counted by WorkCount
    try:
        packed = base64.b64decode((node.text or "").strip(), validate=False)
        if compression:
            inflated = zlib.decompressobj(wbits=47).decompress(packed, limit + 1)
        else:
            inflated = packed
    except (binascii.Error, zlib.error, ValueError) as exc:
        raise LevelError(f"{where}: a layer's data cannot be read ({exc})", "not_tiled") from None
    if len(inflated) > limit:
        raise LevelError(f"{where}: a layer holds more than its {int(cells)} cells", "too_big")


def import_pytmx() -> Any:
    """pytmx, imported without its pygame helpers (ninjas/ never imports pygame)."""
    if "pytmx" in sys.modules:
        return sys.modules["pytmx"]
    blocked = "pygame" not in sys.modules
    if not blocked:  # pygame is loaded (and has said hello): nothing is printed, and
        import pytmx  # stdout is not swapped, as a thread must not (ninjas.levels)

        return pytmx
    sys.modules["pygame"] = None  # type: ignore[assignment]
    logging.getLogger("pytmx.util_pygame").setLevel(logging.CRITICAL)
    try:
        with contextlib.redirect_stdout(io.StringIO()):
            import pytmx
        return pytmx
    finally:
        if blocked and sys.modules.get("pygame", 0) is None:
            del sys.modules["pygame"]


def read_tiled_map(path: Path | str) -> Any:
    """The pytmx.TiledMap of the level at `path`; LevelError naming the file if it is
    not one that may be read safely."""
    path = Path(path)
    where = str(path)
    root = parse_level_xml(read_level_bytes(path, where), where)
    pytmx = import_pytmx()
    logging.getLogger("pytmx").setLevel(logging.CRITICAL)
    try:  # (pytmx prints nothing here: stdout is not swapped, which a thread must not do)
        tmx = pytmx.TiledMap()
        tmx.filename = where
        tmx.parse_xml(root)
    except Exception as exc:  # pytmx raises many kinds on a bad map
        raise LevelError(f"{where}: not a readable Tiled map ({exc!r})", "not_tiled") from None
    return tmx


def finite(value: Any, where: str, what: str) -> float:
    """`value` as a float: LevelError (bad_number) unless it is a finite number."""
    try:
        number = float(value)
    except (TypeError, ValueError, OverflowError):
        raise LevelError(f"{where}: {what} is not a number ({value!r})", "bad_number") from None
    if not math.isfinite(number):
        raise LevelError(f"{where}: {what} is {number}, not a finite number", "bad_number")
    return number


MAX_NAME_LENGTH = 32
"""A level's name (its file name without .tmx) longer than this is not offered."""


def shown_name(name: str, limit: int = 40) -> str:
    text = "".join(c if c.isprintable() else "?" for c in name)
    text = text.encode("utf-8", "replace").decode("utf-8")
    return text if len(text) <= limit else text[: limit - 3] + "..."


def name_problem(path: Path) -> LevelError | None:
    """Why a level file's name cannot be offered: "random" names the generated level;
    a name must be 1 to MAX_NAME_LENGTH printable letters (a screen shows it)."""
    name = path.stem
    if name == "random":
        return LevelError(f"{path}: 'random' names the generated level", "reserved_name")
    if (
        not name
        or len(name) > MAX_NAME_LENGTH
        or name.startswith(".")
        or shown_name(name, MAX_NAME_LENGTH) != name
    ):
        return LevelError(
            f"{shown_name(str(path), 200)}: a level's name is 1 to {MAX_NAME_LENGTH} "
            "printable letters",
            "bad_name",
        )
    return None
