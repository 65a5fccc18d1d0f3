"""One wording per language for the computer's step-by-step pace: the setup's row, the
Settings, their help and the tables' F toasts say 'Move by move' / 'Coup par coup' (the
setup said 'Coup par coup', the Settings 'Un coup à la fois': newcomer M, s17, nc-M 97)."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.setup_parts import pace_row

from .test_setup_goal_line import opened


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_step_pace_has_one_name(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    name = tr("settings.computer_pace.step")
    row = dict(opened(app, "dojo").cells)[pace_row.KEY]  # the setup's row (Dojo's too)
    assert row.words("step") == name  # fails before (s17): 'Un coup à la fois'
    assert tr("settings.computer_pace.step.help").startswith(name)
    assert tr("taisen.follow.on").startswith(name)
    assert name.lower() in tr("taisen.follow.off")
