"""Newcomer P (s19): the setup's 'Computer's turns' offered 'Vifs' (EN 'Brisk'), a word
that says nothing of what it does. Its value is named by what the computer does, 'D'une
traite' / 'In one go' (its turn played straight through, not move by move), the words
the tables' F button uses for the same switch ('Jouer d'une traite (F)')."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.setup_parts import pace_row

from .test_setup_goal_line import opened


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_pace_is_named_by_what_it_does(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    name = tr("settings.computer_pace.brisk")
    assert name.lower() not in ("vifs", "vif", "brisk")  # fails before (FR 'Vifs')
    for button in ("taisen.follow.brisk", "dojo.follow.brisk"):  # the tables' F
        assert name.lower() in tr(button).lower(), button
    assert tr("settings.computer_pace.brisk.help").startswith(name)
    app.settings.computer_pace = "brisk"
    setup = opened(app, "taisen")
    row = dict(setup.cells)[pace_row.KEY]
    assert isinstance(row, pace_row.PaceChoice) and row.words("brisk") == name
