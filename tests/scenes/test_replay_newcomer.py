"""Issue 34, what a newcomer met on a replay: its prompt acted as if the game were
live ("Wolf is thinking…", "Choose a die…") with the table's Menu button shown; the
face-up panel opened over Shinobi's clans, the prompt and the log; Taisen's "nothing
hidden" note stayed open while the replay played, over the Wolf's header."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.breakdown import winners_of
from scenes import prompt_panel
from scenes.replay import open_replay
from scenes.replay.scene import ReplayScene

from .replay_records import GAMES, make_record


def over_expected(table) -> str:  # type: ignore[no-untyped-def]
    """At the end: the game is over and who won (newcomer B, s10)."""
    tr = table.app.tr
    winners = winners_of(list(table.state.returns()))
    if not winners:
        return str(tr("replay.prompt.drawn"))
    names = [table.seat_name(seat) for seat in winners]
    if len(names) == 1:
        return str(tr("replay.prompt.won", seat=names[0]))
    return str(tr("replay.prompt.shared", seats=tr.names(names)))


STRIDE = 6
"""Every STRIDE-th position is checked, with those where a prompt's kind may change."""


def positions_to_check(scene: ReplayScene) -> list[int]:
    """Every STRIDE-th position, the last, and each position where the seat to act (or
    Dojo's mover) is another than at the one before, with the one after it: where the
    prompts 'played', 'answers' (Dojo's defender) and a new turn's begin and end, so
    every kind of prompt of the record is met (the test checks it), at a fraction of the
    watching tables built (each built again from the record: the test's cost, 49 s for
    Dojo's 228 positions on a loaded machine)."""
    from ninjas.games import get_rules

    save = scene.save
    state = get_rules(save.game).new_game(seed=save.seed, options=dict(save.options))
    chosen = {*range(0, scene.total + 1, STRIDE), scene.total}
    before = None
    for index in range(scene.total + 1):
        seats = (state.current_player, getattr(state, "mover", None))
        if index and seats != before:
            chosen |= {index, index + 1}
        before = seats
        if index < scene.total:
            state.apply(save.actions[index])
    return sorted(i for i in chosen if i <= scene.total)


def opened(app, tmp_path, game: str) -> ReplayScene:
    scene = open_replay(app, make_record(game, tmp_path / "records"))
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    return scene


@pytest.mark.parametrize("game", list(GAMES))
def test_the_prompt_says_whose_turn_it_is_and_no_menu_shows(app, tmp_path, monkeypatch, game):
    """At the positions where a prompt's kind may change and every STRIDE-th one
    (positions_to_check), with the controls and at the full size (F). Both are drawn
    from the one watching table built for the position (it is rebuilt from the record
    at each position, the test's cost: one build for both sizes halves it)."""
    said: list[str] = []
    real = prompt_panel.PromptPanel.draw

    def spied(self, canvas, box, text, **kwargs):  # type: ignore[no-untyped-def]
        said.append(text)
        return real(self, canvas, box, text, **kwargs)

    monkeypatch.setattr(prompt_panel.PromptPanel, "draw", spied)
    scene = opened(app, tmp_path, game)
    canvas = pygame.Surface((1280, 720))
    tr = app.tr
    kinds: set[str] = set()
    for index in positions_to_check(scene):
        scene.go(index)
        for full in (False, True):
            scene.full = full
            scene.update(1 / 60)
            said.clear()
            scene.draw(canvas)
            table = scene.table
            state = table.state
            if state.is_terminal:
                kinds.add("over")
                expected = over_expected(table)
            elif game == "dojo" and state.phase != "dojo" and state.mover != state.current_player:
                kinds.add("answers")
                expected = tr(  # a defender in the other's turn: whose turn too (newcomer X)
                    "replay.prompt.answers",
                    owner=table.seat_name(state.mover),
                    seat=table.seat_name(state.current_player),
                )
            elif game == "dojo" and getattr(table, "shown_turn", None) not in (
                None,
                (state.mover, state.turns[state.mover] + 1),
            ):  # a clan's turn over, its turn said once (newcomer Z, s21, 59d)
                kinds.add("played")
                told, number = table.shown_turn
                expected = tr(
                    "replay.prompt.turn_over",
                    mover=table.seat_name(told),
                    turn=number,
                    seat=table.seat_name(state.current_player),
                )
            elif table.shown_mover not in (None, state.current_player):  # (newcomer Q, s12)
                kinds.add("played")
                expected = tr(
                    "replay.prompt.played",
                    mover=table.seat_name(table.shown_mover),
                    seat=table.seat_name(state.current_player),
                )
            else:
                kinds.add("turn")
                expected = tr("replay.prompt.turn", seat=table.seat_name(state.current_player))
            assert said and all(text == expected for text in said), (index, full, said)
            assert table.shown_buttons() == [] and not table.ai_thinking
            if game == "shinobi":  # its choices' panel tells the turn, never stands empty
                assert table.prompt.shows_turn()
    # every kind of prompt the record has (all of them met at every position before)
    assert kinds == {"over", "played", "turn", *(["answers"] if game == "dojo" else [])}


@pytest.mark.parametrize("game", list(GAMES))
def test_the_face_up_panel_opens_closed_and_its_button_says_so(app, tmp_path, game):
    scene = opened(app, tmp_path, game)
    assert not scene.panel_open
    row = ("panel", None)  # (s22: a row of the View… menu)
    assert scene.views.entry_label(row) == app.tr(f"replay.panel.{game}")
    scene.on_key(pygame.K_d)
    assert scene.panel_open and scene.views.entry_label(row) == app.tr("replay.panel.hide")


def test_taisens_note_closes_when_the_replay_plays_or_steps(app, tmp_path):
    scene = opened(app, tmp_path, "taisen")
    scene.on_key(pygame.K_d)
    assert scene.panel_open
    scene.on_key(pygame.K_SPACE)
    assert not scene.panel_open
    scene.on_key(pygame.K_SPACE)
    scene.on_key(pygame.K_d)
    scene.on_key(pygame.K_RIGHT)
    assert not scene.panel_open


@pytest.mark.parametrize("view", [None, 1])
def test_a_shinobi_replay_calls_no_seat_you(app, tmp_path, monkeypatch, view):
    """Seen at 1280x720 (issue 33): the face-up view of a game of three computers read
    'Akane (you)' over the seat to move, whose hand it draws. A replay has no "you"; the
    strip's View button says whose view it is."""
    from scenes import theme

    said: list[str] = []
    real = theme.text

    def spied(string, *args, **kwargs):  # type: ignore[no-untyped-def]
        said.append(string)
        return real(string, *args, **kwargs)

    monkeypatch.setattr(theme, "text", spied)
    scene = opened(app, tmp_path, "shinobi")
    scene.go(20)
    scene.view = view
    scene.update(1 / 60)
    scene.draw(pygame.Surface((1280, 720)))
    shown = scene.table.shown_seat
    name = scene.table.seat_name(shown)
    assert name in said
    assert app.tr("shinobi.you", name=name) not in said


def test_a_replay_calls_the_records_people_by_their_names(app):
    """The Taisen replay's plaque said "Human" of Béa, while its View button said
    "View: Béa (Monkey)": a record keeps its people's names beside its seats, and the
    watching table's seats now bear them (a computer never bears one)."""
    from ninjas.core.session import GameSession, Seat
    from scenes.replay.watch import watch_session

    session = GameSession.new("taisen", [Seat("human"), Seat("ai", "easy")], 3, autosave=False)
    for _ in range(4):
        session.apply(session.state.legal_actions()[0])
    save = session.to_save()
    watched = watch_session(save, 2, ["Béa", "Robot"])
    assert [seat.name for seat in watched.seats] == ["Béa", None]
    assert [seat.kind for seat in watched.seats] == ["human", "ai"]
