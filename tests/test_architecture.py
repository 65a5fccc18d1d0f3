"""House rules that code can check."""

import pkgutil
import subprocess
import sys
from pathlib import Path

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


def test_no_module_imports_itself_back_through_others():
    """No import circles (a registry, a callback or a small protocol breaks one), counting
    imports inside functions and under TYPE_CHECKING: tools/house_check.py finds them."""
    from tools import house_check

    assert house_check.measure().circles == []
