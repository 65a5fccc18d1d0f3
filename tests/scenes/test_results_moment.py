"""The ending is seen before the scores (issue 33, newcomer E, s15): Taisen's results
open on the board unveiled, the winner's ninjas on the village ringed and named; Night's
on the dawn, every backpack's face-down token turned face up one by one (under 4 s).
A key or a click goes on; none of them falls through to the results' buttons. Built
final positions, simulated frames; English and French."""

from __future__ import annotations

import random

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.night.rules import new_game, random_playout
from scenes.app import App
from scenes.night import NightScene, dawn_reveal
from scenes.results import ResultsScene
from scenes.results_moment import HOLD_SECONDS
from scenes.title import TitleScene

STEP = 1 / 60


def _key(app: App, kind: int, key: int) -> None:
    app.dispatch(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))


def _press(app: App, key: int) -> None:
    _key(app, pygame.KEYDOWN, key)
    _key(app, pygame.KEYUP, key)


def _taisen(app: App) -> tuple[ResultsScene, GameSession]:
    """A Taisen game won on a village, its table, its results over it."""
    from scenes.registry import make_game_scene

    for seed in range(1, 40):
        session = GameSession.new("taisen", [Seat(), Seat("ai", "easy")], seed, autosave=False)
        rng = random.Random(seed)
        while not session.state.is_terminal:
            legal = session.state.legal_actions()
            session.apply(legal[rng.randrange(len(legal))])
        if session.state.win_reason == "village":
            break
    app.push(TitleScene(app))
    app.push(make_game_scene(app, session))
    results = ResultsScene(app, session, [])
    app.push(results)
    return results, session


def _night(app: App) -> tuple[ResultsScene, NightScene]:
    """A finished Night game whose backpacks hold tokens only their owner saw."""
    state = random_playout(new_game(3, {"players": 3}), random.Random(3))
    roofs = [token for roof in state.roofs for token in roof]
    state.backpacks = [[None] * 4 for _ in range(3)]
    for seat in range(3):
        for slot in range(2):
            token = roofs.pop()
            for roof in state.roofs:
                if token in roof:
                    roof.remove(token)
            state.backpacks[seat][slot] = token
            state.known[token] = {seat}
    seats = [Seat("human", name="Ada"), Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession("night", 3, dict(state.options), seats, state)
    table = NightScene(app, session, animate=False, ai_pause=0)
    app.push(TitleScene(app))
    app.push(table)
    from scenes.night.throw_list import NightResults

    results = NightResults(app, session, [], [])
    app.push(results)
    return results, table


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_taisen_results_open_on_the_winner_on_the_village(app: App, lang: str) -> None:
    """The board unveiled, the village's ninjas named (fails before: the cards at once,
    over a darkened board); a key to the cards, whose buttons it does not press."""
    app.set_language(lang)
    results, session = _taisen(app)
    moment = results.moment
    assert moment.active and moment.piece is not None
    words = moment.piece.caption()
    village = "Monkey" if session.state.winner_side == 1 else "Wolf"
    assert str(app.tr(f"taisen.pos.{village.lower()}")) in words
    app.draw()
    assert results.guard.frames == 0  # the cards not drawn yet: the guard's grace waits
    _press(app, pygame.K_r)  # a key: the cards (R is no rematch)
    assert not moment.active and app.top is results
    app.draw()
    _press(app, pygame.K_r)  # straight after: the grace
    assert app.top is results
    app.set_language("en")


def test_the_results_opened_again_from_the_board_show_the_cards_at_once(app: App) -> None:
    """View board, then back to the results: no second moment (fails without SEEN)."""
    results, session = _taisen(app)
    _press(app, pygame.K_RETURN)
    assert not results.moment.active
    app.pop()  # View board
    again = ResultsScene(app, session, [])
    assert again.moment.piece is None and not again.moment.active


def test_taisen_moment_goes_by_itself(app: App) -> None:
    results, _ = _taisen(app)
    for _ in range(int((results.moment.end + 0.1) / STEP)):
        results.update(STEP)
    assert not results.moment.active
    assert results.time < 0.2  # the cards' own time (their headline's growth) starts now


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_night_dawn_turns_the_hidden_tokens_one_by_one(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The tokens Ada never saw (the computers' four) turn face up one after another,
    all within 4 s; her own two were face up already (fails before: no reveal)."""
    app.set_language(lang)
    results, table = _night(app)
    piece = results.moment.piece
    assert isinstance(piece, dawn_reveal.DawnReveal)
    hidden = [token for _, _, token, _ in piece.hidden]
    assert sorted(hidden) == sorted(t for seat in (1, 2) for t in table.state.backpacks[seat][:2])
    assert piece.duration < 4.0
    assert str(app.tr("results.moment.night_dawn")) == piece.caption()
    faces: list[str] = []
    real = dawn_reveal.art.token

    def noting(face: str, diameter: int, *args: object, **kwargs: object) -> object:
        faces.append(face)
        return real(face, diameter, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(dawn_reveal.art, "token", noting)
    canvas = pygame.Surface((1280, 720))
    piece.draw(canvas, 0.0)
    assert len(faces) == 1 and faces[0] != table.state.kinds[hidden[0]]  # its back, turning
    faces.clear()
    piece.draw(canvas, piece.beat * 2 + 0.29)
    assert len(faces) == 3 and faces[0] == table.state.kinds[hidden[0]]
    faces.clear()
    piece.draw(canvas, piece.duration)
    assert faces == [table.state.kinds[token] for token in hidden]
    assert piece.opened(0.0) == [] and piece.opened(piece.duration) == [1, 2]  # their points
    app.set_language("en")


def test_night_space_skips_to_the_dawn_then_to_the_scores(app: App) -> None:
    """Space: every token face up at once, held; Space again: the cards. Neither, nor
    an Enter after them, presses a button (the guard waits for the cards)."""
    results, _ = _night(app)
    moment = results.moment
    app.draw()
    _press(app, pygame.K_SPACE)
    assert moment.active and moment.time == moment.piece.duration  # type: ignore[union-attr]
    _press(app, pygame.K_RETURN)
    assert not moment.active
    app.draw()
    _key(app, pygame.KEYDOWN, pygame.K_t)
    assert app.top is results  # the grace: T to the title waits
    _key(app, pygame.KEYUP, pygame.K_t)
    for frame in range(60):
        results.update(STEP)
        if frame < 8:
            app.draw()
    _key(app, pygame.KEYDOWN, pygame.K_t)
    assert isinstance(app.top, TitleScene)


def test_a_key_held_through_the_moment_never_acts_after_it(app: App) -> None:
    """R pressed to go on and held: its repeats neither hurry the moment on nor, after
    the grace, start a game."""
    results, _ = _night(app)
    moment = results.moment
    _key(app, pygame.KEYDOWN, pygame.K_r)  # to the dawn's end
    _key(app, pygame.KEYDOWN, pygame.K_r)  # (a repeat: held there)
    assert moment.active
    for _ in range(int((HOLD_SECONDS + 0.1) / STEP)):
        results.update(STEP)
    assert not moment.active
    for frame in range(60):  # the guard's grace: frames drawn, then time
        results.update(STEP)
        if frame < 8:
            app.draw()
    _key(app, pygame.KEYDOWN, pygame.K_r)  # still the same press
    assert app.top is results


@pytest.mark.parametrize("speed", [0.5, 2.0])
def test_the_moment_follows_the_animation_speed(app: App, speed: float) -> None:
    """Settings' animation speed x0.5 plays the dawn twice as long, x2 half as long
    (fails before: the same length whatever the speed)."""
    app.settings.animation_speed = speed
    results, _ = _night(app)
    moment = results.moment
    frames = int(moment.end / STEP)
    for _ in range(int(frames / speed * 0.9)):
        results.update(STEP)
    assert moment.active
    for _ in range(int(frames / speed * 0.2) + 2):
        results.update(STEP)
    assert not moment.active
