"""The house's sizes and import circles, measured (issue 32): `python -m tools.house_check`.

Three rules keep the rooms small and the floors apart:
- no file under `ninjas/`, `scenes/` or `tools/` over FILE_LIMIT lines;
- no class over CLASS_LIMIT lines (from its `class` line to its last line);
- no import circle between our modules, counting every import: at load time, inside a
  function, and under `if TYPE_CHECKING:` (a type-only import still ties two modules).

Rooms that break a rule today and are being split are named in KNOWN, each with its
size; the check fails on a new one, or on a known one that grew, and it says when a
known one has been mended (so the list only shrinks). `--json` prints the figures.
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("ninjas", "scenes", "tools")
FILE_LIMIT = 1000
CLASS_LIMIT = 600

KNOWN: dict[str, int] = {
    # none today (the last two, tools/sound_synth.py and tools/vector_art/draw_night.py,
    # were split on 2026-11-30); a room over a limit named here may shrink, never grow
}
"""Rooms over a limit today, with the most lines they may keep until they are split."""
KNOWN_CIRCLES = 0
"""Import circles today (counting TYPE_CHECKING and function imports); never more."""


@dataclass
class Report:
    sizes: dict[str, int] = field(default_factory=dict)
    """Each file or class over its limit ("path" or "path:Class") and its lines."""
    circles: list[list[str]] = field(default_factory=list)

    def problems(self) -> list[str]:
        out = []
        for name, lines in sorted(self.sizes.items()):
            allowed = KNOWN.get(name)
            if allowed is None:
                limit = CLASS_LIMIT if ":" in name else FILE_LIMIT
                out.append(f"{name}: {lines} lines, over the limit of {limit}")
            elif lines > allowed:
                out.append(f"{name}: {lines} lines, grew past the {allowed} it was known at")
        if len(self.circles) > KNOWN_CIRCLES:
            out.append(f"{len(self.circles)} import circles, more than {KNOWN_CIRCLES}")
        return out

    def mended(self) -> list[str]:
        """Known rooms now within their limit (to take off KNOWN)."""
        return sorted(name for name in KNOWN if name not in self.sizes)


def modules() -> dict[str, Path]:
    """Each module of ours by dotted name."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def imports_of(
    name: str, path: Path, known: dict[str, Path], tree: ast.Module | None = None
) -> set[str]:
    """The modules of ours `name` imports, anywhere in the file (`tree`: the file
    parsed, when it already is)."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found: set[str] = set()
    if tree is None:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[: len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            for alias in node.names:
                sub = f"{module}.{alias.name}"
                found.add(sub if sub in known else module)
    return {module for module in found if module in known and module != name}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    counter = 0

    def visit(start: str) -> None:
        nonlocal counter
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return sorted(groups)


def oversized(
    path: Path, text: str | None = None, tree: ast.Module | None = None
) -> dict[str, int]:
    """The file, and each class in it, over its limit (`text`, `tree`: the file read and
    parsed, when it already is)."""
    text = path.read_text(encoding="utf-8") if text is None else text
    rel = path.relative_to(ROOT).as_posix()
    out: dict[str, int] = {}
    lines = text.count("\n")
    if lines > FILE_LIMIT:
        out[rel] = lines
    for node in ast.walk(ast.parse(text) if tree is None else tree):
        if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
            size = node.end_lineno - node.lineno + 1
            if size > CLASS_LIMIT:
                out[f"{rel}:{node.name}"] = size
    return out


def measure() -> Report:
    known = modules()
    report = Report()
    graph: dict[str, set[str]] = {}
    for name, path in known.items():  # each file read and parsed once: half the time
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
        report.sizes.update(oversized(path, text, tree))
        graph[name] = imports_of(name, path, known, tree)
    report.circles = circles(graph)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    report = measure()
    if args.json:
        print(json.dumps({"oversized": report.sizes, "circles": report.circles}, indent=2))
    else:
        for name, lines in sorted(report.sizes.items()):
            print(f"over the limit: {name} ({lines} lines)")
        for group in report.circles:
            print("import circle: " + " <-> ".join(group))
    for name in report.mended():
        print(f"mended: {name} is within its limit now; take it off KNOWN", file=sys.stderr)
    problems = report.problems()
    for problem in problems:
        print(f"problem: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
