"""Each test worker pays for half of the assertion rewriting, not all of it.

Pytest rewrites every test module's asserts as it imports it (about 20 ms a module, some
24 s of processor time for the suite), and keeps the result where Python keeps compiled
modules (`__pycache__`, or PYTHONPYCACHEPREFIX) unless bytecode writing is off. Under
`pytest -n 2` each worker collects the whole suite: in a fresh clone both rewrote every
module, side by side, in the same order. Here the odd workers (gw1, gw3, ...) import the
test modules in the reverse order of the directories, so that the two workers meet half
way and each reads what the other wrote. The items are then put back in pytest's own
order before anything else sees them (every worker must list the same tests in the same
order), so what runs, and where, is as before.

Only for the whole suite (pytest's testpaths, under xdist); it does nothing when bytecode
writing is off (make test turns it on, with its cache kept in .venv). Public pytest only:
the pytest_collect_directory and pytest_collection_modifyitems hooks."""

from __future__ import annotations

import os
import sys
from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest


class SplitRewrite:
    """The plugin (registered by tests/conftest.py's pytest_configure)."""

    def __init__(self, backwards: bool) -> None:
        self.backwards = backwards

    @pytest.hookimpl(wrapper=True)
    def pytest_collect_directory(self, path: Path, parent: Any) -> Generator[None, Any, Any]:
        node = yield
        if self.backwards and isinstance(node, pytest.Directory):
            forward = node.collect
            node.collect = lambda: list(forward())[::-1]  # type: ignore[method-assign]
        return node

    @pytest.hookimpl(tryfirst=True)
    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        """Pytest's own order: directories and files by name (a module's tests keep
        theirs). First, so that the other plugins' reordering starts from it."""
        items.sort(key=lambda item: item.path.parts)


def install(config: pytest.Config) -> None:
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    if not worker.startswith("gw") or sys.dont_write_bytecode:
        return
    if config.args_source != pytest.Config.ArgsSource.TESTPATHS:
        return
    number = worker[2:]
    backwards = number.isdigit() and int(number) % 2 == 1
    config.pluginmanager.register(SplitRewrite(backwards), "split_rewrite")
