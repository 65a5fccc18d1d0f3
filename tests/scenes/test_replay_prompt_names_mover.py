"""Newcomer Q, s12 (166-167): the replay's prompt kept saying 'Replay: Quentin to
play.' while Sora's turn was replayed (each of Sora's last actions leaves Quentin to
play). The prompt names the seat whose action is shown: 'Replay: Sora played; Quentin
to play.' / 'Revoir la partie : Sora a joué ; à Quentin de jouer.'; at the start, and
after a seat's action that leaves it to play on, the turn alone."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.replay import open_replay
from scenes.replay.scene import ReplayScene
from scenes.replay.watch_words import replay_prompt

from .test_replay_names import NAMES, named_record


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["shinobi", "taisen"])
def test_the_prompt_names_the_seat_whose_action_is_shown(app: App, lang: str, game: str) -> None:
    app.language_for_run(lang)
    players = 2 if game == "taisen" else 3
    record = named_record(game, 30, players)
    scene = open_replay(app, record, at=0)
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    movers = [int(scene.positions.session(i).state.current_player) for i in range(30)]
    other = [i for i in range(1, 30) if movers[i - 1] != movers[i]]
    assert other, "no turn changes hands in 30 actions"
    for index in (0, other[0], other[0] + 1):
        scene.go(index)
        table = scene.table
        seat = movers[index]
        name = NAMES[seat] or table.seat_name(seat)
        said = replay_prompt(table)
        if index == 0 or movers[index - 1] == seat:
            assert said == app.tr("replay.prompt.turn", seat=name)
        else:
            before = movers[index - 1]
            mover = NAMES[before] or table.seat_name(before)
            assert said == app.tr("replay.prompt.played", mover=mover, seat=name)
            assert mover in said and name in said
