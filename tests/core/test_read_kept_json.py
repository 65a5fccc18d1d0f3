"""A file the game keeps and can work out again (a review, its work so far, the
History's figures, the level cache) is read by one helper beside read_json_file
(s24: work_store and review_store each had the same lines): none kept is said to
nobody, a damaged one is logged at info, and neither raises."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from ninjas.core.jsonfile import read_kept_json

log = logging.getLogger("tests.kept")


def test_a_kept_file_is_read(tmp_path: Path) -> None:
    path = tmp_path / "kept.json"
    path.write_text('{"format": "x"}')
    assert read_kept_json(path, log, "%s damaged (%s)") == {"format": "x"}


def test_none_kept_is_none_and_silent(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.INFO, logger="tests.kept"):
        assert read_kept_json(tmp_path / "none.json", log, "%s damaged (%s)") is None
    assert not caplog.records


@pytest.mark.parametrize("damage", [b"{not json", b"\x00\x01", b'{"a": [1, 2'])
def test_a_damaged_file_is_none_and_said(
    tmp_path: Path, caplog: pytest.LogCaptureFixture, damage: bytes
) -> None:
    path = tmp_path / "kept.json"
    path.write_bytes(damage)
    with caplog.at_level(logging.INFO, logger="tests.kept"):
        assert read_kept_json(path, log, "%s damaged (%s)") is None
    assert "kept.json damaged" in caplog.text
