"""docs/ARCHITECTURE.md names real rooms (issue 32 section 4): every `path` `Name` pair
in it (a file, then a class, a function or Class.method in it) exists, and every path
it names in backquotes exists."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOC = ROOT / "docs" / "ARCHITECTURE.md"
PAIR = re.compile(r"`([\w/]+\.py)` `([\w.]+)`")
PATH = re.compile(r"`((?:ninjas|scenes|tools)/[\w/]*?(?:\.py|/))`")


def names_in(path: Path) -> set[str]:
    """Every top-level class and function of a file, and each Class.method."""
    found: set[str] = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.ClassDef):
            found.add(node.name)
            for item in node.body:
                if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
                    found.add(f"{node.name}.{item.name}")
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            found.add(node.name)
    return found


def test_every_room_and_function_the_map_names_exists():
    text = DOC.read_text(encoding="utf-8")
    pairs = PAIR.findall(text)
    assert len(pairs) >= 15  # the walk names its steps
    missing = [
        f"{path} {name}"
        for path, name in pairs
        if not (ROOT / path).is_file() or name not in names_in(ROOT / path)
    ]
    assert missing == []


def test_every_path_the_map_names_exists():
    paths = PATH.findall(DOC.read_text(encoding="utf-8"))
    missing = [p for p in paths if "<game>" not in p and not (ROOT / p).exists()]
    assert missing == []
