"""'Replay its turn': a walk that spends the roll's last move, with walks after it, says
that those are free forest steps (newcomer W, s21, Dojo EN 1280x720, 44_replay_its_1:
'Walk 1 of 3: no move left after it', then two more walks, puzzled him). The last walk
keeps 'no move left after it'. EN, FR. scenes/dojo/step_said._walk_title."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from scenes.app import App
from scenes.dojo.step_said import _walk_title


@pytest.mark.parametrize(
    ("lang", "free"), [("en", "free forest steps"), ("fr", "gratuits en forêt")]
)
def test_walks_after_the_last_move_are_said_free(app: App, lang: str, free: str) -> None:
    app.set_language(lang)
    table = SimpleNamespace(app=app)
    first = _walk_title(table, 1, 3, 0, 4)
    last = _walk_title(table, 3, 3, 0, 4)
    assert free in first, first  # fails before: 'no move left after it' alone
    assert free not in last and last == app.tr("dojo.step_said.walk_last", walk=3, walks=3)
    app.set_language("en")
