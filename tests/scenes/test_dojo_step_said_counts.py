"""One move at a time, a walk's title says what is true: one move rolled is 'the one
move', not 'les 1 déplacements' (newcomer M, s17, 184); a walk that cost nothing after
the roll was spent says it was free, not 'all 2 moves spent' again (173, 194). EN, FR."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from scenes.app import App
from scenes.dojo.step_said import _walk_title


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_walk_s_title_counts_right(app: App, lang: str) -> None:
    app.set_language(lang)
    table = SimpleNamespace(app=app)
    one = _walk_title(table, 1, None, 0, 1, cost=1)
    two = _walk_title(table, 1, None, 0, 2, cost=2)
    free = _walk_title(table, 2, None, 0, 2, cost=0)
    assert "1 moves" not in one and "1 déplacements" not in one  # fails before
    assert "2" in two and "{" not in one + two + free
    assert free != _walk_title(table, 2, None, 0, 2, cost=1)  # fails before: the same
    assert ("free" if lang == "en" else "gratuite") in free
    app.set_language("en")
