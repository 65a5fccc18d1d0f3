"""The Dojo replay says the step shown in its action panel, which stood empty under
'Replay: Blue clan to play.' (issue 33, newcomer M, s8 rp3.png): 'This step:' and the
log's lines of the record's last action, as the view shown may see them."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas.core.history import read_record
from scenes import theme
from scenes.app import App
from scenes.dojo.replay_step import step_lines
from scenes.replay import open_replay

from .replay_records import make_record

HEAD = {"en": "This step:", "fr": "Cette action\u00a0:"}


def drawn(app: App, scene, monkeypatch: pytest.MonkeyPatch) -> list[str]:  # type: ignore[no-untyped-def]
    said: list[str] = []
    original = theme.blit_text

    def recording(canvas, string, *args, **kw):  # type: ignore[no-untyped-def]
        said.append(string)
        return original(canvas, string, *args, **kw)

    monkeypatch.setattr(theme, "blit_text", recording)
    app.push(scene)
    scene.update(1 / 60)
    app.draw()
    monkeypatch.setattr(theme, "blit_text", original)
    return said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_step_is_said_in_the_action_panel(
    app: App, tmp_path: Path, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    path = make_record("dojo", tmp_path / "records")
    actions = read_record(path).save.actions
    at = next(i for i, a in enumerate(actions) if a.startswith("step ")) + 1  # a walk's step
    scene = open_replay(app, path, at=at)
    said = drawn(app, scene, monkeypatch)
    lines = step_lines(scene.table)
    assert lines and lines != [app.tr("dojo.replay.step_unseen")]  # a walk is public
    assert HEAD[lang] in said  # fails before: the panel said whose turn, nothing more
    # each line drawn (its first part, when wrapped)
    assert all(any(s and line.startswith(s) for s in said) for line in lines)


def test_a_secret_of_the_other_side_is_never_said(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A card laid face down: its rank in the layer's view and the whole table's, not
    in the other seat's."""
    path = make_record("dojo", tmp_path / "records")
    actions = read_record(path).save.actions
    at = next(i for i, a in enumerate(actions) if a.startswith("lay ")) + 1
    scene = open_replay(app, path, at=at)
    table = scene.table
    layer = table.state.battle.defender if table.state.battle else None
    assert layer is not None
    scene.set_view(None)  # the whole table: the card is said
    whole = step_lines(scene.table)
    scene.set_view(1 - layer)  # the attacker's view: never its rank
    other = step_lines(scene.table)
    assert other != whole
    # the attacker reads that a card was laid, never which (test_replay_dojo_own_steps)
    name = table.seat_name(layer)
    assert other == [app.tr("dojo.replay.laid_hidden", name=name)]
    rank_lines = [line for line in whole if line not in other]
    assert rank_lines  # the layer's own line ('Blue clan lays their 7 face down.')
