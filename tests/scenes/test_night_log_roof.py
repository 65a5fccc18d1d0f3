"""A throw's log line names the roof it aimed at (issue 33, newcomer W, s9: 'Green ninja:
Move, a hit: 19.5 cm ...' told a computer's move without where it went, while 'Bo hooks
onto roof 8' did), in English and French, for a move as for an attack."""

from __future__ import annotations

import pytest
from support.night_line import line_state, person_table

from ninjas.core.session import Seat
from scenes.app import App

WORDS = {
    "en": ("Green ninja: Move to roof 1, a hit", "Attack at roof 2"),
    "fr": ("Ninja vert\u00a0: Se déplacer vers le toit 1, touché", "Attaquer vers le toit 2"),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_computers_move_names_the_roof(app: App, lang: str) -> None:
    app.set_language(lang)
    s = line_state([("move", "skip")] * 3, (0, 2, 1))
    s.first = 2  # Green, a computer, acts first
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    scene = person_table(app, s, seats, draw=False)
    scene.play("move 0 20.0")
    said = (app.tr("night.log.hit"), app.tr("night.log.miss"))  # its line (no cm on a hit)
    thrown = [line for line in scene.log_lines if any(f", {w}" in line for w in said)]
    assert thrown and thrown[-1].startswith(WORDS[lang][0]), thrown  # fails before: 'Move,'


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_attack_names_the_roof(app: App, lang: str) -> None:
    app.set_language(lang)
    s = line_state([("attack", "skip")] * 3, (0, 2, 1))
    scene = person_table(app, s, draw=False)
    event = scene.session.apply("attack 2 20.0")[0]
    line = scene.words.log_line(event)
    assert WORDS[lang][1] in line and " on roof " not in line, line
