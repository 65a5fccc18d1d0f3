"""Issue 33, newcomer X (s9 p2/p4, Dojo FR 1280x720). The replay opened at a costly
move from the review said 'This step:' over the step before the move, which read as the
costly move itself: there it says 'The step just before this move:' (the caption below
says the move). And while a defender lays a card in the other's turn, the prompt said
'Replay: Ada to play.' under 'Blue clan, turn 4': it now says whose turn it is too."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from ninjas.core.history import read_record
from ninjas.games import get_rules
from scenes.app import App
from scenes.dojo.battle_key import key_text
from scenes.dojo.replay_step import step_rows
from scenes.replay import open_replay

from .conftest import Driver
from .replay_records import make_record
from .test_review_computer_move import costly, drawn, replay_from_review


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_at_the_costly_move_the_step_is_said_as_the_one_before(
    app: App, ui: Driver, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.language_for_run(lang)
    path = make_record("dojo", tmp_path)
    replay = replay_from_review(app, path, costly(path, "step"))
    assert replay.at_move
    app.draw()  # (the table built draws itself once off screen, before it is told)
    texts = drawn(app, monkeypatch)
    before, plain = app.tr("replay.step_before"), app.tr("dojo.replay.step")
    assert before in texts and plain not in texts  # (fails before: 'This step:')
    ui.key(pygame.K_RIGHT)  # a step on: the step shown is that step again
    assert not replay.at_move
    app.draw()
    texts = drawn(app, monkeypatch)
    assert plain in texts and before not in texts


@pytest.mark.parametrize(
    ("lang", "words"),
    [("en", "Replay: {owner}'s turn, {seat} answers."), ("fr", "tour de {owner}, {seat} répond")],
)
def test_a_defender_laying_in_the_others_turn_is_said_so(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, words: str
) -> None:
    app.language_for_run(lang)
    path = make_record("dojo", tmp_path)
    save = read_record(path).save
    state = get_rules("dojo").new_game(seed=save.seed, options=save.options)
    at = None
    for index, action in enumerate(save.actions):
        if (
            state.phase == "lay"
            and state.battle is not None
            and state.mover != state.battle.defender
        ):
            at = index
            break
        state.apply(action)
    assert at is not None, "the record holds a battle"
    scene = open_replay(app, path, at=at)
    app.push(scene)
    app.draw()
    table = scene.table
    owner, seat = table.seat_name(state.mover), table.seat_name(state.battle.defender)
    said = table.prompt_panel.text()
    assert words.format(owner=owner, seat=seat) in said  # (fails before: '{seat} to play')
    # the battle's ranks, said to a player there, are not drawn over the step's words
    assert key_text(table) == "" and step_rows(table)
