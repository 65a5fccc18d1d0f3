"""Issue 34 §2, "Play on from here": from any moment of a replay a new game starts at
that position, with the seats chosen again, the same seed (so the cards still to come
are the ones the seed deals) and the record's actions up to there; it is a game like
any other: autosaved, and kept in the history when it ends."""

from __future__ import annotations

import pygame

from ninjas.core.autosave import AUTOSAVE_NAME
from ninjas.core.history import read_record
from ninjas.core.saves import position_digest, read_save, start_state
from ninjas.core.session import GameSession, Seat
from scenes.message import ConfirmScene
from scenes.replay import open_replay
from scenes.replay.play_on import PlayOnScene, play_on_session
from scenes.replay.scene import ReplayScene
from scenes.replay.watch import WatchTable
from scenes.table import TableScene

from .conftest import Driver
from .replay_records import make_record


def test_play_on_starts_at_the_position_with_the_seed_and_its_cards_to_come(tmp_path):
    record = read_record(make_record("shinobi", tmp_path / "records"))
    save = record.save
    index = len(save.actions) // 2
    seats = [Seat(), Seat("ai", "hard"), Seat("ai", "easy")]
    session = play_on_session(save, index, seats, autosave=False)
    assert session.seed == save.seed and session.actions == save.actions[:index]
    assert session.seats == seats
    played = start_state(save)
    for action in save.actions[:index]:
        played.apply(action)
    assert position_digest(session.state) == position_digest(played)
    assert session.state.deck == played.deck  # the same cards still to come, in order
    for action in save.actions[index:]:  # the same moves again: the same game, to its end
        session.apply(action)
    assert position_digest(session.state) == save.digest


def test_a_different_move_still_draws_the_seeds_cards(tmp_path):
    record = read_record(make_record("dojo", tmp_path / "records"))
    save = record.save
    index = len(save.actions) // 3
    session = play_on_session(save, index, [Seat(), Seat("ai", "easy")], autosave=False)
    decks = [list(deck) for deck in session.state.decks]
    legal = [a for a in session.state.legal_actions() if str(a) != save.actions[index]]
    if legal:
        session.apply(legal[0])
    for seat in range(2):  # whatever was played, what is left is the seed's deck's end
        left = session.state.decks[seat]
        assert left == decks[seat][: len(left)]


def test_the_play_on_screen_starts_a_saved_game_of_the_seats_chosen(
    app, ui: Driver, tmp_path, data_dir
):
    path = make_record("taisen", tmp_path / "records")
    replay = open_replay(app, path, at=6)
    assert isinstance(replay, ReplayScene)
    app.push(replay)
    ui.key(pygame.K_p)
    picker = app.top
    assert isinstance(picker, PlayOnScene) and picker.index == 6
    assert [seat.kind for seat in picker.seats] == ["ai", "ai"]  # as the record sat
    picker.choices[0].set_value("human")
    ui.click(picker.start_button)
    table = app.top
    assert isinstance(table, TableScene) and not isinstance(table, WatchTable)
    session: GameSession = table.session
    assert session.seats[0] == Seat() and session.seats[1].is_ai
    assert session.seed == replay.save.seed and session.actions == replay.save.actions[:6]
    assert session.autosave_path is not None
    assert getattr(table, "kept_in_history", True)  # the history keeper keeps it
    while not session.state.is_terminal and session.state.current_player != 0:
        ui.step(30)  # the computer's turn, if it is to move
    legal = session.state.legal_actions()
    while session.state.current_player == 0 and not session.state.is_terminal:
        table.play(session.state.legal_actions()[0])
        ui.step(5)
    assert legal
    saved = read_save(data_dir / "saves" / AUTOSAVE_NAME)
    assert saved.seed == replay.save.seed
    assert saved.actions[:6] == replay.save.actions[:6] and len(saved.actions) > 6


def test_an_unfinished_game_is_replaced_only_if_the_player_agrees(
    app, ui: Driver, tmp_path, data_dir
):
    waiting = GameSession.new("taisen", [Seat(), Seat("ai", "easy")], seed=5)
    while waiting.state.current_player == 0:
        waiting.apply(waiting.state.legal_actions()[0])
    assert (data_dir / "saves" / AUTOSAVE_NAME).exists()
    replay = open_replay(app, make_record("taisen", tmp_path / "records"), at=4)
    app.push(replay)
    ui.key(pygame.K_p)
    ui.click(app.top.start_button)  # type: ignore[union-attr]
    assert isinstance(app.top, ConfirmScene)
    ui.key(pygame.K_ESCAPE)  # not now: back to the seats, the waiting game kept
    assert isinstance(app.top, PlayOnScene)
    ui.key(pygame.K_ESCAPE)
    assert app.top is replay


def test_a_game_played_on_is_kept_in_the_history_when_it_ends(app, tmp_path):
    from ninjas.core.history_folder import history_dir, list_records
    from scenes.registry import make_game_scene

    save = read_record(make_record("taisen", tmp_path / "records")).save
    index = len(save.actions) // 2
    session = play_on_session(save, index, [Seat(), Seat()])
    table = make_game_scene(app, session)
    app.push(table)
    for action in save.actions[index:]:  # played on as it was: to the same end
        table.play(action)  # type: ignore[attr-defined]
    assert session.state.is_terminal
    table.history.keep()  # type: ignore[attr-defined]  (what the results do when they show)
    table.history.thread.join(10)  # type: ignore[attr-defined]
    (kept,) = list_records(history_dir()).records
    assert kept.actions == len(save.actions) and kept.over
    assert [seat["kind"] for seat in kept.seats] == ["human", "human"]


def test_the_play_on_picker_offers_the_records_people_by_name(app, tmp_path):
    """A newcomer named Léa played on from her own game's replay and could only pick
    "Human": the game played on was kept under no name, not in her records."""
    import dataclasses

    save = read_record(make_record("taisen", tmp_path / "records")).save
    named = {"kind": "human", "level": "normal", "name": "Léa"}
    save = dataclasses.replace(save, seats=[named, save.seats[1]])
    picker = PlayOnScene(app, save, 6)
    assert picker.seats[0] == Seat(name="Léa")  # as she sat, by default
    assert ("person:Léa" in dict(picker.choices[0].options)) and picker.seats[1].is_ai
    picker.choices[0].set_value("human")  # anyone else may still take the seat
    assert picker.seats[0] == Seat()


def test_playing_on_from_a_record_keeps_each_persons_name(app, ui: Driver, tmp_path):
    """Newcomer B, s10 (nc-92/111.png, 112.png): 'Play on from here' from the replay of
    Ben's game named his seat 'Akane', and so did the new game, its log and results: a
    record keeps its people's names apart from its save (ninjas.core.history), and the
    picker read only the save's seats."""
    import datetime

    from ninjas.core.history import record_of_save
    from ninjas.core.history_folder import write_record

    save = read_record(make_record("taisen", tmp_path / "arena")).save
    save.seats = [{"kind": "human"}, {"kind": "ai", "level": "hard"}]
    when = datetime.datetime(2026, 11, 30, 20, tzinfo=datetime.UTC)
    record = record_of_save(save, ["Ben", None], when)
    assert record is not None
    path = write_record(record, tmp_path / "history")
    replay = open_replay(app, path, at=6)
    assert isinstance(replay, ReplayScene)
    app.push(replay)
    ui.key(pygame.K_p)
    picker = app.top
    assert isinstance(picker, PlayOnScene)
    assert picker.seats[0] == Seat(name="Ben")  # fails before: Seat(), 'Akane'/'Monkey'
    assert picker.seats[1].is_ai


def test_the_play_on_words_say_each_games_own_chance(app, tmp_path):
    """Newcomer G, s10 (nc-97/089.png): the dialog spoke of 'dice' in Shinobi, and F of
    'cards' in Taisen: each game says what is still to come in its own words."""
    for game, word in (("shinobi", "cards"), ("taisen", "dice"), ("night", "tokens")):
        save = read_record(make_record(game, tmp_path / game)).save
        picker = PlayOnScene(app, save, 6)
        picker.layout(app.view_size)
        said = " ".join(picker.lines)
        assert word in said, said  # fails before: 'dice and draws' in every game
        assert ("dice" in said) == (game == "taisen"), said
