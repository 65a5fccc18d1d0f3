"""House rules that code can check."""

import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import ninjas

ROOT = Path(__file__).resolve().parents[1]


def test_ninjas_never_imports_pygame():
    modules = [m.name for m in pkgutil.walk_packages(ninjas.__path__, "ninjas.")]
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        "assert 'pygame' not in sys.modules, 'pygame imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_mypy_strict_passes_on_ninjas():
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "ninjas"], cwd=ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout


def test_ruff_lint_and_format_are_clean():
    for args in (["check", "."], ["format", "--check", "."]):
        result = subprocess.run(
            [sys.executable, "-m", "ruff", *args], cwd=ROOT, capture_output=True, text=True
        )
        assert result.returncode == 0, result.stdout + result.stderr


def _import_graph() -> dict[str, set[str]]:
    """Each module of ninjas/ and scenes/ and the modules of ours it imports, at load
    time or later inside a function (an import deferred into a function still ties the
    two modules together; only imports under TYPE_CHECKING do not count)."""
    import ast

    modules: dict[str, Path] = {}
    for package in ("ninjas", "scenes"):
        for path in (ROOT / package).rglob("*.py"):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            modules[".".join(parts)] = path

    def imported(name: str, path: Path) -> set[str]:
        found: set[str] = set()
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]

        def visit(nodes: list[ast.stmt]) -> None:
            for node in nodes:
                if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                    continue
                if isinstance(node, ast.Import):
                    found.update(alias.name for alias in node.names)
                elif isinstance(node, ast.ImportFrom):
                    base = package[: len(package) - node.level + 1] if node.level else []
                    module = ".".join(base + ([node.module] if node.module else []))
                    for alias in node.names:
                        sub = f"{module}.{alias.name}"
                        found.add(sub if sub in modules else module)
                for field in ("body", "orelse", "finalbody"):
                    inner = getattr(node, field, None)
                    if isinstance(inner, list):
                        visit(inner)
                for handler in getattr(node, "handlers", []):
                    visit(handler.body)

        visit(ast.parse(path.read_text(encoding="utf-8")).body)
        return {module for module in found if module in modules and module != name}

    return {name: imported(name, path) for name, path in modules.items()}


@pytest.mark.parametrize("package", ["ninjas", "scenes"])
def test_no_module_imports_itself_back_through_others(package: str):
    """No import circles (a registry or a callback breaks one): e.g. the Taisen
    notation is read and written without the rules, which build their state from it."""
    graph = _import_graph()
    circles = []
    for start in (name for name in graph if name.split(".")[0] == package):
        seen: set[str] = set()
        todo = list(graph[start])
        while todo:
            module = todo.pop()
            if module == start:
                circles.append(start)
                break
            if module not in seen:
                seen.add(module)
                todo.extend(graph[module])
    assert not circles, f"import circles through: {sorted(circles)}"
