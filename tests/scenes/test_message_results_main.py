"""Message box, results screen (rematch, title, demo loop) and the entry point."""

from __future__ import annotations

import logging

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.message import MessageScene
from scenes.results import DEMO_RESULTS_SECONDS, INPUT_GRACE_SECONDS, ResultsScene, winner_seat
from scenes.title import TitleScene


def finished_session(seats=None) -> GameSession:
    session = GameSession.new(
        "taisen", seats or [Seat(), Seat("ai", "hard")], seed=8, autosave=False
    )
    while not session.state.is_terminal:
        session.apply(session.state.legal_actions()[0])
    return session


@pytest.mark.parametrize("close_key", [None, pygame.K_RETURN, pygame.K_ESCAPE])
def test_message_closes_with_ok_enter_or_escape(app, ui, drawn, close_key):
    closed = []
    app.push(TitleScene(app))
    app.push(MessageScene(app, "Title", "Some words " * 30, on_close=lambda: closed.append(1)))
    drawn()
    if close_key is None:
        ui.click(ui.top.menu.widgets[0])
    else:
        ui.key(close_key)
    assert isinstance(ui.top, TitleScene) and closed == [1]
    assert "click" in app.played


def test_a_message_alone_on_the_stack_draws_its_own_backdrop(app, drawn):
    app.push(MessageScene(app, "Oops", "Alone."))
    drawn()


def past_the_grace(ui) -> None:
    ui.step(int(INPUT_GRACE_SECONDS * 60) + 2)


def test_results_name_the_winner_and_play_the_victory_sound(app, ui, fake_game, drawn):
    session = finished_session([Seat(), Seat()])
    app.push(TitleScene(app))
    app.push(fake_game(app, session))
    app.push(ResultsScene(app, session, ["Turns: 12"]))
    ui.step(30)
    drawn()
    results = ui.top
    side = ("monkey", "wolf")[winner_seat(session)]
    assert results.banner()[0] == app.tr(f"taisen.banner.{side}")  # the table's own words
    assert app.played[-1] == "victory"


@pytest.mark.parametrize("human", [0, 1])
def test_bug8_one_human_against_the_computer_reads_victory_or_defeat(app, fake_game, human):
    seats = [Seat("ai", "easy"), Seat("ai", "easy")]
    seats[human] = Seat()
    session = finished_session(seats)
    app.push(fake_game(app, session))
    results = ResultsScene(app, session)
    winner = winner_seat(session)
    headline, line, _ = results.banner()
    assert headline == app.tr("results.victory" if winner == human else "results.defeat")
    assert line == app.tr(f"taisen.banner.{('monkey', 'wolf')[winner]}")


def test_rematch_starts_a_new_game_with_the_same_seats(app, ui, fake_game):
    session = finished_session()
    app.push(TitleScene(app))
    app.push(fake_game(app, session))
    app.push(ResultsScene(app, session))
    past_the_grace(ui)
    ui.click(ui.top.menu.widgets[0])
    game = ui.top
    assert isinstance(game, fake_game) and game.session is not session
    assert game.session.seats == session.seats and not game.session.actions
    assert [type(s) for s in app.stack] == [TitleScene, fake_game]


def test_results_title_button(app, ui, fake_game):
    session = finished_session()
    app.push(fake_game(app, session))
    app.push(ResultsScene(app, session))
    past_the_grace(ui)
    ui.click(ui.top.menu.widgets[2])
    assert [type(s) for s in app.stack] == [TitleScene]


@pytest.mark.parametrize("skip_key", [pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER])
def test_bug2_skip_keys_never_go_through_the_results_into_a_rematch(app, ui, fake_game, skip_key):
    session = finished_session()
    app.push(fake_game(app, session))
    results = ResultsScene(app, session)
    app.push(results)
    ui.key(skip_key)  # at once, still skipping the last animation
    ui.click(results.menu.widgets[0])  # a click meant for the board
    assert ui.top is results
    past_the_grace(ui)
    ui.key(skip_key)  # later too: a skip key is never a rematch
    assert ui.top is results
    ui.key(pygame.K_r)
    assert isinstance(ui.top, fake_game) and ui.top.session is not session


def test_bug3_escape_or_view_board_shows_the_final_position(app, ui, fake_game):
    session = finished_session()
    app.push(TitleScene(app))
    game = fake_game(app, session)
    app.push(game)
    app.push(ResultsScene(app, session))
    past_the_grace(ui)
    ui.key(pygame.K_ESCAPE)
    assert ui.top is game
    app.push(ResultsScene(app, session))
    past_the_grace(ui)
    ui.click(ui.top.menu.widgets[1])
    assert ui.top is game


def test_demo_results_start_the_next_game_by_themselves(app, ui, fake_game):
    session = finished_session([Seat("ai"), Seat("ai")])
    app.demo = True
    app.push(fake_game(app, session))
    app.push(ResultsScene(app, session))
    ui.step(int(DEMO_RESULTS_SECONDS * 60) - 10)
    assert isinstance(ui.top, ResultsScene)
    ui.step(20)
    assert isinstance(ui.top, fake_game) and ui.top.session is not session


def test_demo_title_starts_an_ai_game_when_idle(app, ui, fake_game):
    from scenes.title import DEMO_IDLE_SECONDS

    app.demo = True
    app.push(TitleScene(app))
    ui.step(int(DEMO_IDLE_SECONDS * 60) + 2)
    assert isinstance(ui.top, fake_game)
    assert all(seat.is_ai for seat in ui.top.session.seats)


# ---------------------------------------------------------------------- main.py
def test_main_headless_writes_a_screenshot(tmp_path, data_dir):
    import main

    shot = tmp_path / "shot.png"
    assert main.main(["--headless", "--frames", "5", "--screenshot", str(shot)]) == 0
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    assert (data_dir / "logs" / "ninjas.log").exists()


def test_main_game_flag_opens_the_setup_in_french(tmp_path, monkeypatch):
    import main
    from scenes import app as app_module

    seen = {}
    original_run = app_module.App.run

    def run(self, **kwargs):
        seen["top"] = type(self.top).__name__
        seen["lang"] = self.tr.lang
        seen["seed"] = self.top.seed_field.value
        return original_run(self, **kwargs)

    monkeypatch.setattr(app_module.App, "run", run)
    assert (
        main.main(
            ["--headless", "--frames", "2", "--game", "taisen", "--lang", "fr", "--seed", "77"]
        )
        == 0
    )
    assert seen == {"top": "SetupScene", "lang": "fr", "seed": "77"}


def test_main_logs_a_crash_and_prints_one_line(tmp_path, monkeypatch, capsys, data_dir):
    import main
    from scenes.title import TitleScene as Title

    def boom(self, canvas):
        raise RuntimeError("drawing exploded")

    monkeypatch.setattr(Title, "draw", boom)
    assert main.main(["--headless", "--frames", "3"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "ninjas.log" in err[0] and "Traceback" not in err[0]
    for handler in logging.getLogger().handlers:
        handler.flush()
    log_text = (data_dir / "logs" / "ninjas.log").read_text(encoding="utf-8")
    assert "Traceback" in log_text and "drawing exploded" in log_text


def test_importing_main_is_cheap():
    import subprocess
    import sys

    code = "import sys, main; assert 'pygame' not in sys.modules and 'scenes' not in sys.modules"
    subprocess.run(
        [sys.executable, "-c", code],
        check=True,
        cwd=str(__import__("pathlib").Path(__file__).resolve().parents[2]),
    )
