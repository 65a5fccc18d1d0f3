"""tests/support/split_rewrite.py: an odd worker imports the test modules from the last
directory back, yet lists the very tests, in the very order, of an even one (pytest-xdist
stops a run whose workers disagree); and nothing changes where bytecode is not written."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SUPPORT = Path(__file__).resolve().parent / "support"

CONFTEST = f"""
import sys
sys.path.insert(0, {str(SUPPORT)!r})
import split_rewrite

def pytest_configure(config):
    split_rewrite.install(config)
"""

MODULE = """
import os
with open(os.environ["IMPORTED"], "a") as log:
    log.write(__name__.rsplit(".", 1)[-1] + "\\n")

def test_one():
    pass

def test_two():
    pass
"""


def collect(root: Path, worker: str, *, bytecode: bool = True) -> tuple[list[str], list[str]]:
    """The test ids a worker lists, and the order it imported the modules in."""
    log = root / f"imported-{worker}-{bytecode}.txt"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(IMPORTED=str(log), PYTEST_XDIST_WORKER=worker)
    env["PYTHONPYCACHEPREFIX"] = str(root / "pycache")
    if not bytecode:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    out = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    ids = [line for line in out.splitlines() if "::" in line]
    return ids, log.read_text().split()


def test_an_odd_worker_imports_backwards_and_lists_the_same_tests(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text(
        '[tool.pytest.ini_options]\ntestpaths = ["t"]\naddopts = "--import-mode=importlib"\n'
    )
    suite = tmp_path / "t"
    for folder in ("a", "b", "b/c", "d"):
        (suite / folder).mkdir(parents=True)
    (suite / "conftest.py").write_text(CONFTEST)
    names = ["a/test_a1", "a/test_a2", "b/c/test_c1", "b/test_b1", "d/test_d1", "test_top"]
    for name in names:
        (suite / f"{name}.py").write_text(MODULE)
    forward = [name.rsplit("/", 1)[-1] for name in names]

    even, even_order = collect(tmp_path, "gw0")
    odd, odd_order = collect(tmp_path, "gw1")
    assert len(even) == 2 * len(names) and odd == even
    assert even_order == forward and odd_order == forward[::-1]
    # where bytecode is not written there is nothing to share: pytest's own way
    plain, plain_order = collect(tmp_path, "gw1", bytecode=False)
    assert plain == even and plain_order == forward
