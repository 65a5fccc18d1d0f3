"""Issue 33: a replay's words name the people. In "View: everything" the log said "You
draw Ronin (2)." of the seat to move, whose hand the Shinobi table draws: nobody is
"you" in a view that is no seat's, so a seat's own lines are said there by the person's
name, to all ("Kim draws Ronin (2)."); in a seat's view they are that seat's alone and
say "you", as it saw them. The prompt said "Revoir la partie : Singe joue." of Kim's
Monkey: it names the person."""

from __future__ import annotations

import random

import pytest

from ninjas.core.history import record_of_save
from ninjas.core.session import GameSession, Seat
from scenes.replay import open_replay
from scenes.replay.scene import ReplayScene

NAMES = ["Kim", "Lou", None]


def named_record(game: str, actions: int, players: int = 3) -> object:
    """A record of `game` where Kim and Lou sat with a computer, `actions` long."""
    seats = [Seat("human", name="Kim"), Seat("human", name="Lou")]
    seats += [Seat("ai", "easy") for _ in range(players - 2)]
    options = {"players": players} if game == "shinobi" else {}
    session = GameSession.new(game, seats, 11, options=options, autosave=False)
    pick = random.Random(5)
    for _ in range(actions):
        if session.state.is_terminal:
            break
        session.apply(pick.choice(list(session.state.legal_actions())))
    record = record_of_save(session.to_save(), NAMES[: len(seats)])
    assert record is not None
    return record


def log_of(scene: ReplayScene) -> list[str]:
    scene.update(1 / 60)
    return [text for text, _ in scene.table.log.entries()]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_face_up_view_names_each_seats_own_lines_and_a_seats_view_says_you(
    app, lang: str
) -> None:
    app.set_language(lang)
    tr = app.tr
    scene = open_replay(app, named_record("shinobi", 40), at=40)
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    you = tr("shinobi.log.draw_private", cards="").split(" ")[0]  # "You" / "Vous"

    def draws_of(name: str, lines: list[str]) -> list[str]:
        """The lines naming the cards `name` drew ("Kim draws Ronin (2).")."""
        said = tr("shinobi.log.draw_named", name=name, cards="")[:-1]
        return [line for line in lines if line.startswith(said) and "(" in line]

    everything = log_of(scene)
    assert scene.view is None
    assert not [line for line in everything if line.startswith(you)], everything
    for name in ("Kim", "Lou"):  # each person's draws, by name, to all
        assert draws_of(name, everything), (name, everything)
    for seat in (0, 1):
        scene.view = seat
        own = log_of(scene)
        assert any(line.startswith(you) for line in own)  # as the seat saw it
        assert not draws_of("Kim", own) and not draws_of("Lou", own)  # no one's by name
    scene.view = None
    assert log_of(scene) == everything


@pytest.mark.parametrize("game", ["taisen", "shinobi"])
def test_the_prompt_names_the_person_to_play(app, game: str) -> None:
    players = 2 if game == "taisen" else 3
    record = named_record(game, 30, players)
    scene = open_replay(app, record, at=0)
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    from scenes.replay.watch_words import replay_prompt

    seen = set()
    for index in range(0, 30):
        scene.go(index)
        table = scene.table
        seat = int(table.state.current_player)
        expected = NAMES[seat] or table.seat_name(seat)
        shown = table.shown_mover  # another seat's action shown: it is named (newcomer Q)
        if shown is not None and shown != seat:
            mover = NAMES[shown] or table.seat_name(shown)
            assert replay_prompt(table) == app.tr(
                "replay.prompt.played", mover=mover, seat=expected
            )
        else:
            assert replay_prompt(table) == app.tr("replay.prompt.turn", seat=expected)
        seen.add(expected)
    assert {"Kim", "Lou"} <= seen
