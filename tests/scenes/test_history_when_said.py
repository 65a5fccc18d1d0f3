"""The History says when a game ended as a couch reads it (newcomer X, s21, EN 1280x720,
89-history: '2026-12-02 04:20', raw): 'Today, 04:20', 'Yesterday, 21:05', a weekday
within the week, else the date as the language writes it, EN and FR; and the chosen
game's seed is a detail at the footer's right, 'Seed 8292440495661246946', no longer
'seed of the chosen game: …' in the middle of the page count."""

from __future__ import annotations

import datetime

import pytest

from scenes.app import App
from scenes.history.rows import ended_at

NOW = datetime.datetime(2026, 12, 2, 9, 30).astimezone()
"""A Wednesday morning, local time."""


CASES = [
    (datetime.datetime(2026, 12, 2, 4, 20), "Today, 04:20", "Aujourd'hui, 04:20"),
    (datetime.datetime(2026, 12, 1, 21, 5), "Yesterday, 21:05", "Hier, 21:05"),
    (datetime.datetime(2026, 11, 30, 18, 30), "Monday, 18:30", "Lundi, 18:30"),
    (datetime.datetime(2026, 11, 20, 8, 0), "20 Nov, 08:00", "20 nov., 08:00"),
    (datetime.datetime(2025, 12, 24, 23, 0), "24 Dec 2025", "24 déc. 2025"),
]


@pytest.mark.parametrize(("moment", "en", "fr"), CASES)
def test_the_date_is_said_in_words(app: App, moment: datetime.datetime, en: str, fr: str) -> None:
    local = moment.astimezone()
    summary = type("S", (), {"date": local.astimezone(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")})
    for lang, said in (("en", en), ("fr", fr)):
        app.set_language(lang)
        # fails before: '2026-12-02 04:20' / '02/12/2026 04:20'
        assert ended_at(app, summary, NOW) == said  # type: ignore[arg-type]
    app.set_language("en")
