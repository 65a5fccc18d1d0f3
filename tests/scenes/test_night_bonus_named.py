"""The log names the bonus played, shown to all as it is played: 'Green ninja uses a
bonus.' stood before 'Green ninja: Shuriken at roof 1...' and said nothing of which (s10,
a whole hot-seat game against the hard computer at 1280x720). 'Ada plays a Shuriken.' /
'Ada joue un Shuriken.'; a seat's own phone says 'You play a Shuriken.'"""

from __future__ import annotations

import pytest
from support.night_line import give, line_state, person_table

from ninjas.core.session import Seat
from scenes.app import App


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_log_names_the_bonus_played(app: App, lang: str) -> None:
    app.set_language(lang)
    app.settings.confirm_turn_end = False
    s = line_state([("skip", "skip")] * 3, (0, 1, 2))
    give(s, "shuriken", seat=0)
    scene = person_table(app, s, [Seat("human")] * 3)
    action = next(a for a in s.legal_actions() if a.kind == "shuriken")
    event = next(e for e in s.clone().apply(str(action)) if e.kind == "bonus_used")
    scene.play(action)
    tr = app.tr
    named = tr("night.named.shuriken")
    line = tr("night.log.bonus.named", name=scene.seat_name(0), bonus=named)
    assert line in scene.log_lines  # fails before: 'Ada uses a bonus.'
    assert tr("night.log.bonus", name=scene.seat_name(0)) not in scene.log_lines
    yours = scene.words.log_line(event, you=0)  # on Ada's own phone
    assert yours == str(tr("night.log.bonus.named.you", bonus=named))
    app.pop()
    app.set_language("en")
