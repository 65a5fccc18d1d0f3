"""A named person is called by their name at the Shinobi and Night tables (issue 33:
Shinobi's panel read "Élodie (Akane)" while the log, the scores and the hand-off said
"Akane", and the player asked which one they were; Night's log said "Red ninja" of Sam).
A computer, and a person with no name, keep their seat's name."""

from __future__ import annotations

from ninjas.core.session import Seat
from ninjas.shinobi import new_game
from scenes.app import App

from .test_shinobi_scene import table


def test_the_log_and_the_scores_call_a_named_person_by_their_name(app: App) -> None:
    seed = next(s for s in range(1, 100) if new_game(s, {"players": 2}).first_player == 0)
    scene = table(app, [Seat("human", name="Élodie"), Seat("ai", "easy")], seed=seed)
    assert scene.seat_name(0) == "Élodie"
    assert scene.seat_name(1) == app.tr("seat.shinobi.1")
    scene.play("recruit")
    lines = [line for line, _ in scene.log.entries()]
    assert any("Élodie" in line for line in lines), lines
    assert not any(app.tr("seat.shinobi.0") in line for line in lines), lines


def test_a_person_without_a_name_keeps_the_seat_name(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("human")], seed=4)
    assert scene.seat_name(0) == app.tr("seat.shinobi.0")
    assert scene.seat_name(1) == app.tr("seat.shinobi.1")


def test_night_calls_a_named_person_by_their_name(app: App) -> None:
    """Night's log and plan prompt said "Red ninja" of a player called Sam."""
    from .test_night_scene import table as night_table

    scene = night_table(app, [Seat("human", name="Sam"), Seat("ai", "easy")])
    assert scene.seat_name(0) == "Sam"
    assert scene.seat_name(1) == app.tr("seat.night.1")


def test_taisens_log_says_who_rolls_and_moves_by_name(app: App) -> None:
    """Taisen's log said 'Singe lance les dés' of a side whose header said 'Au tour de
    Kim (Singe)'; lines that name the side with an article keep the side."""
    from ninjas.core.session import GameSession
    from scenes.taisen.scene import TaisenScene

    for lang, rolls in (("en", "Tom rolls"), ("fr", "Tom lance les dés")):
        app.set_language(lang)
        seats = [Seat("human", name="Kim"), Seat("human", name="Tom")]  # the Wolf starts
        session = GameSession.new("taisen", seats, 3, autosave=False)
        scene = TaisenScene(app, session, animate=False, ai_pause=0)
        app.push(scene)
        scene.play(scene.state.legal_actions()[0])
        texts = [line.text for line in scene.log.lines]
        assert any(text.startswith(rolls) for text in texts), texts
        assert any(text.startswith(rolls.split()[0] + " ") for text in texts[1:]), texts
        app.pop()
