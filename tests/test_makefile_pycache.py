"""make test keeps the compiled modules in the venv's own pycache folder (Makefile's
PYCACHE), wherever the venv is: `make test VENV=/opt/venv` wrote them to
<repo>//opt/venv/pycache, a folder in the working tree, where $(CURDIR)/$(VENV) was
read as a path under the repo."""

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def prefix(*args: str) -> str:
    """The PYTHONPYCACHEPREFIX make test sets, with `args` on make's command line."""
    shown = subprocess.run(
        ["make", "-s", "--no-print-directory", "--eval", "pycache-shown: ; @echo $(PYCACHE)"]
        + ["pycache-shown", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    words = [w for w in shown.split() if w.startswith("PYTHONPYCACHEPREFIX=")]
    assert len(words) == 1, shown
    return words[0].split("=", 1)[1]


@pytest.mark.skipif(shutil.which("make") is None, reason="no make on this machine")
def test_the_compiled_modules_go_to_the_venv_wherever_it_is(tmp_path: Path) -> None:
    assert Path(prefix()) == ROOT / ".venv" / "pycache"
    elsewhere = tmp_path / "venv"
    assert Path(prefix(f"VENV={elsewhere}")) == elsewhere / "pycache"
    assert Path(prefix("VENV=venv2")) == ROOT / "venv2" / "pycache"
