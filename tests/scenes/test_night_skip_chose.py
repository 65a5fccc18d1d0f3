"""A planned action a seat could make but left is logged as a plain skip, the
computer's as the person's: 'Green ninja skips the planned Collect.' (newcomer J, s11
nc-J/112: 'Green ninja does nothing this turn: the planned Collect could be made, but
was not chosen.' read oddly of a computer skipping its own action). English and French;
on a phone, in the second person."""

from __future__ import annotations

import pytest
from support.night_line import line_state, person_table

from ninjas.core.events import Event
from scenes.app import App


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_chosen_skip_reads_as_a_skip(app: App, lang: str) -> None:
    app.set_language(lang)
    s = line_state([("collect", "skip"), ("skip", "skip"), ("skip", "skip")], (0, 2, 3))
    scene = person_table(app, s, draw=False)
    tr = app.tr
    event = Event(
        "turn_ended", {"seat": 2, "skipped": True, "why": "chose_not", "action": "collect"}
    )
    line = scene.words.log_line(event)
    name = scene.seat_name(2)
    collect = tr("night.action.collect")
    assert line == tr("night.log.skipped.chose", name=name, action=collect)
    assert line.startswith(name) and collect in line and "{" not in line
    assert tr("night.log.why.chose_not", action=collect) not in line  # fails before
    yours = scene.words.log_line(event, you=2)  # that seat's own phone
    assert yours == tr("night.log.skipped.chose.you", action=collect)
    assert name not in yours
    app.pop()
    app.set_language("en")
