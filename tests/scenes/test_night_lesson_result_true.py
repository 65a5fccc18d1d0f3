"""The guided game's step 5 tells only what the table does (newcomer B, s22, FR
1280x720, 70g8): it said 'The log keeps every throw: how far the roof really was, and
how long your string was', next to a log saying only 'Red ninja: Move to roof 2, a
hit.'. The numbers are in the results' 'Every throw' table, and a miss says by how
much it fell short or long: the step now says so, naming the button by its label."""

from __future__ import annotations

import pytest

from scenes.app import App


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_result_step_names_where_the_numbers_are(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    said = str(tr("night.tutorial.result"))
    assert str(tr("night.throws.button")) in said  # fails before: 'the log keeps...'
    assert "log" not in said.lower() and "journal" not in said.lower()
    short = str(tr("night.said.short", cm="3")).split()[1]  # "short" / "court"
    assert short.lower() in said.lower()  # a miss: short or long, by how much
    app.set_language("en")
