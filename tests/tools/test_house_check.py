"""The house check (tools/house_check.py): sizes and import circles hold, and the check
itself finds what it is meant to find."""

from __future__ import annotations

from pathlib import Path

import pytest

from tools import house_check


def test_the_house_holds_its_sizes_and_circles():
    report = house_check.measure()
    assert report.problems() == []
    # KNOWN names only rooms still over a limit: a mended one comes off the list
    assert report.mended() == []


def test_a_circle_through_a_type_checking_import_is_found(tmp_path: Path, monkeypatch):
    package = tmp_path / "ninjas"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "a.py").write_text("from . import b\n")
    (package / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import thing\n"
    )
    (package / "c.py").write_text("def later():\n    from . import d\n")
    (package / "d.py").write_text("def later():\n    import ninjas.c\n")
    (package / "e.py").write_text("import ninjas.a\n")
    monkeypatch.setattr(house_check, "ROOT", tmp_path)
    monkeypatch.setattr(house_check, "PACKAGES", ("ninjas",))
    report = house_check.measure()
    assert report.circles == [["ninjas.a", "ninjas.b"], ["ninjas.c", "ninjas.d"]]


@pytest.mark.parametrize(
    ("lines", "known", "problem"),
    [
        (1001, None, "over the limit"),
        (900, None, None),
        (1100, 1050, "grew past"),
        (1040, 1050, None),
    ],
)
def test_a_file_over_its_limit_is_a_problem_unless_known_and_not_grown(
    tmp_path: Path, monkeypatch, lines, known, problem
):
    package = tmp_path / "scenes"
    package.mkdir()
    (package / "big.py").write_text("x = 1\n" * lines)
    monkeypatch.setattr(house_check, "ROOT", tmp_path)
    monkeypatch.setattr(house_check, "PACKAGES", ("scenes",))
    monkeypatch.setattr(house_check, "KNOWN", {} if known is None else {"scenes/big.py": known})
    found = house_check.measure().problems()
    if problem is None:
        assert found == []
    else:
        assert len(found) == 1 and problem in found[0]


def test_a_class_over_six_hundred_lines_is_named_with_its_file(tmp_path: Path, monkeypatch):
    package = tmp_path / "scenes"
    package.mkdir()
    body = "".join(f"    def m{i}(self):\n        return {i}\n" for i in range(301))
    (package / "room.py").write_text("class Hall:\n" + body)
    monkeypatch.setattr(house_check, "ROOT", tmp_path)
    monkeypatch.setattr(house_check, "PACKAGES", ("scenes",))
    assert house_check.measure().sizes == {"scenes/room.py:Hall": 603}
