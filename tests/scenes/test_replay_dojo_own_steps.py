"""The Dojo replay says what every step did (issue 33, newcomer P, s8 shot-66..71): a
die set, a walk ended and the battles ended said nothing to the log, so the replay's
step read 'This step shows nothing to this view: the other side's secret.' for Ada's
own dice, in 'View: all' and 'View: Ada'. Now 'Ada sets die 2 of 5 under ...', and
a seat's own lines are said by its name ('Blue clan lays their 7 face down'); another
seat's view reads what it may know of them, never the card."""

from __future__ import annotations

from pathlib import Path

import pytest

from ninjas.core.history import read_record
from ninjas.dojo.cards import rank_name
from scenes.app import App
from scenes.dojo.replay_step import step_lines
from scenes.replay import open_replay

from .replay_records import make_record

DIE = {"en": "sets die", "fr": "pose le dé"}


@pytest.fixture
def record(tmp_path: Path) -> Path:
    return make_record("dojo", tmp_path / "records")  # sealed with this test's data key


def steps(path: Path, kind: str) -> list[int]:
    """The replay's positions just after each action of `kind`."""
    actions = read_record(path).save.actions
    return [i + 1 for i, action in enumerate(actions) if action.split()[0] == kind]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_step_says_what_it_did_in_every_view(app: App, record: Path, lang: str) -> None:
    app.set_language(lang)
    unseen = app.tr("dojo.replay.step_unseen")
    scene = open_replay(app, record, at=1)
    app.push(scene)
    actions = read_record(record).save.actions
    kinds = {action.split()[0] for action in actions}
    assert {"die", "end", "done", "lay"} <= kinds  # the steps the log passes over, and a secret
    for kind in sorted(kinds):  # two steps of each kind (all of them take a minute)
        for at in steps(record, kind)[:2]:
            scene.go(at)
            for view in (None, 0, 1):
                scene.set_view(view)
                lines = step_lines(scene.table)
                assert lines and unseen not in lines, (at, view, lines)  # fails before: dice


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_die_says_who_set_it_and_where(app: App, record: Path, lang: str) -> None:
    app.set_language(lang)
    scene = open_replay(app, record, at=1)
    app.push(scene)
    for at in steps(record, "die"):  # a die before the summoning's last: no roll yet
        scene.go(at)
        if scene.table.state.summon_cards:
            break
    seat = scene.table.state.current_player
    for view in (None, seat):  # 'View: all' and the seat's own, as newcomer P saw it
        scene.set_view(view)
        (line,) = step_lines(scene.table)
        assert line.startswith(f"{scene.table.seat_name(seat)} {DIE[lang]} 1 ")
        total = len(scene.table.state.summon_cards)
        assert f" {total} " in line


def test_a_card_laid_is_said_by_name_and_kept_from_the_other(app: App, record: Path) -> None:
    scene = open_replay(app, record, at=1)
    app.push(scene)
    at = steps(record, "lay")[0]
    card = rank_name(int(read_record(record).save.actions[at - 1].split()[1]))
    scene.go(at)
    battle = scene.table.state.battle
    assert battle is not None
    layer = battle.defender
    name = scene.table.seat_name(layer)
    said = {}
    for view in (None, layer, 1 - layer):
        scene.set_view(view)
        said[view] = step_lines(scene.table)
    laid = f"{name} lays their {card} face down."
    assert laid in said[None] and laid in said[layer]  # before: 'You lay your ...'
    assert said[1 - layer] == [app.tr("dojo.replay.laid_hidden", name=name)]


def test_a_step_with_more_words_than_room_ends_on_an_ellipsis(
    app: App, record: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Newcomer T, s9: the step's words stopped mid-sentence at the panel's foot ('...la
    forêt (nord-est, vers'); the last row now ends on '…', the words never past it."""
    from scenes.dojo import replay_step

    # a die set before the summoning's last (at the last, the roll's rows take the
    # panel and the step says its die alone: test_replay_dojo_roll_step)
    dice = steps(record, "die")
    scene = open_replay(app, record, at=next(at for at in dice if at + 1 in dice))
    app.push(scene)
    long = "Blue clan moves a ninja from the forest (north-east) to the plains (north). " * 3
    monkeypatch.setattr(replay_step, "step_lines", lambda table: [long] * 6)
    rows = replay_step.step_rows(scene.table)
    assert rows[-1][0].endswith("…")  # fails before: a row cut off mid-sentence
    action = scene.table.layout.action
    assert all(at[1] < action.bottom for _, _, at in rows)
