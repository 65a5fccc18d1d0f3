"""When a game in the History ended, in words a couch reads (newcomer X, s21, EN
1280x720, 89-history: '2026-12-02 04:20', raw): 'Today, 04:20', 'Yesterday, 21:05',
the weekday within the week ('Monday, 18:30'), else the date as the language writes it,
'12 Nov, 18:30' / '12 nov., 18:30' this year, '12 Nov 2025' / '12 nov. 2025' before (whole
in the Date column at 1280x720); a 24-hour clock in both."""

from __future__ import annotations

import datetime
from typing import Any

WEEK_DAYS = 6
"""Days back a weekday still names (a week ago is a date: 'Monday' would be ambiguous)."""


def when_text(app: Any, moment: datetime.datetime, now: datetime.datetime) -> str:
    """`moment` (local time) said from `now` (local time)."""
    tr = app.tr
    time = moment.strftime("%H:%M")
    days = (now.date() - moment.date()).days
    if days == 0:
        return str(tr("history.when.today", time=time))
    if days == 1:
        return str(tr("history.when.yesterday", time=time))
    if 1 < days <= WEEK_DAYS:
        day = tr(f"history.when.weekday.{moment.weekday()}")
        return str(tr("history.when.weekday", day=day, time=time))
    month = tr(f"history.when.month.{moment.month}")
    if moment.year == now.year:  # the year goes without saying ('12 Nov, 04:12')
        return str(tr("history.when.date", day=moment.day, month=month, time=time))
    return str(tr("history.when.date_year", day=moment.day, month=month, year=moment.year))
