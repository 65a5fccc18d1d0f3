"""Newcomer J (issue 33, Night's review): 'Round 4, action 7' / 'action 16' meant
nothing: the count ran over every seat's moves of the round (its 'end's, its drops).
The reviewed person's moments now say their own planned action of the round, 'Round 4,
your 1st action' / 'Manche 4, votre 1re action', their plan, their placement."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from ninjas.core.i18n import Translator
from ninjas.core.saves import start_state
from scenes import theme
from scenes.review import row_page
from scenes.review.moments import moments
from scenes.review.scene import ReviewScene

from .replay_records import make_record

SMALL = rv.Budget(samples=1, playout="random", chooser="normal")


@pytest.mark.parametrize(
    ("lang", "first", "second", "plan"),
    [
        ("en", "Round {}, your 1st action", "Round {}, your 2nd action", "Round {}, your plan"),
        (
            "fr",
            "Manche {}, votre 1re action",
            "Manche {}, votre 2e action",
            "Manche {}, votre plan",
        ),
    ],
)
def test_the_persons_moments_count_their_own_actions_of_the_round(
    tmp_path: Path, lang: str, first: str, second: str, plan: str
) -> None:
    save = read_record(make_record("night", tmp_path)).save
    seat = 0
    said = moments(Translator(lang), save, seat)
    state = start_state(save)
    runs: dict[object, list[int]] = {}  # the seat's runs of act-phase moves, per round
    mover = None
    for index, text in enumerate(save.actions):
        player, phase, round_ = state.current_player, state.phase, state.round
        if player == seat and phase == "act" and mover != player:
            runs.setdefault(round_, []).append(index)
        if player == seat and phase == "plan":
            assert said[index] == plan.format(round_), index
        if player == seat and phase == "act":  # never a count of every seat's moves
            assert "action 1" not in said[index] and "action 7" not in said[index]
        mover = player
        state.apply(text)
    assert len(runs) >= 3
    for round_, starts in runs.items():  # (what the move decided follows: below)
        assert first.format(round_) in said[starts[0]].replace("end of y", "y"), said[starts[0]]
        if len(starts) > 1:
            assert second.format(round_) in said[starts[1]].replace("end of y", "y")


@pytest.mark.parametrize(
    ("lang", "main", "end"),
    [
        ("en", "Round {}, your {} action: {}", "Round {}, end of your {} action ({})"),
        ("fr", "Manche {}, votre {} action\u00a0: {}", "Manche {}, fin de votre {} action ({})"),
    ],
)
def test_a_night_decision_is_named_by_what_it_decided(
    tmp_path: Path, lang: str, main: str, end: str
) -> None:
    """Newcomer I, s10 (nc-99/173.png): 'Round 1, your 1st action — Played: End the
    turn' for a turn whose action was Collect. The action is named with what it was,
    the turn's end as the end of that action (fails before: 'Round 1, your 1st action'
    for both)."""
    tr = Translator(lang)
    save = read_record(make_record("night", tmp_path)).save
    seat = 0
    said = moments(tr, save, seat)
    state = start_state(save)
    seen = {"main": 0, "end": 0}
    for index, text in enumerate(save.actions):
        kind = text.split(" ", 1)[0]
        if state.current_player == seat and state.phase == "act" and state.drop_seat is None:
            ordinal = tr("review.ordinal.f.1" if state.step == 0 else "review.ordinal.2")
            action = tr(f"night.action.{state.planned(seat)}")
            if kind == "end":
                assert said[index] == end.format(state.round, ordinal, action), said[index]
                seen["end"] += 1
            elif kind in ("collect", "move", "attack", "steal", "heal"):
                assert said[index] == main.format(state.round, ordinal, action), said[index]
                seen["main"] += 1
        state.apply(text)
    assert seen["main"] >= 3 and seen["end"] >= 3, seen


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_costly_moves_buttons_hold_their_moments(
    sized_app: Any, tmp_path: Path, lang: str
) -> None:
    """The longer moments stay within their buttons at 1280x720 ('Manche 1, votre
    placement · le vôtre 20 % · celui de l'ordinateur 50 %' ran out of it at first)."""
    app = sized_app((1280, 720))
    app.language_for_run(lang)
    path = make_record("night", tmp_path)
    record = read_record(path)
    found = list(rv.decisions(record, 0))
    chosen = [found[0], found[-1], found[-2]]  # the placing, late actions of the game
    items = [
        rv.Item(
            d.index,
            d.move,
            next(str(a) for a in d.state.legal_actions() if str(a) != d.move),
            0.5,
            1.0,
            0.0,
        )
        for d in chosen
    ]
    scene = ReviewScene(app, record, path, 0, SMALL, lambda *a: Future())
    scene.job.review = rv.Review("night", 0, SMALL.key(), items, 0.0)
    scene.build_menu()
    app.push(scene)
    app.draw()
    assert len(scene.worst) >= 2
    for place, button in enumerate(scene.worst_buttons):  # each shown in turn (the rows
        # page where the summary keeps its room: scenes/review/row_page.py)
        row_page.page_to(scene, place)
        app.draw()
        lines = button.lines(button.rect.width)  # (one line, or the moment over its chances)
        size = button.size if len(lines) == 1 else theme.FONT_SMALL
        for label in lines:
            assert theme.font(size).size(label)[0] <= button.rect.width - theme.px(24), label
        assert button.size >= theme.FONT_SMALL


@pytest.mark.parametrize(("lang", "words"), [("en", "your {} bonus"), ("fr", "votre bonus {}")])
def test_a_bonus_played_is_said_as_a_bonus_never_a_third_action(lang: str, words: str) -> None:
    """Newcomer D, s10 (nc-94/139.png): a Kunai played was 'Round 3, your 3rd action',
    in a round of two actions. A bonus is now 'Round 3, your Kunai bonus', and the
    planned actions around it keep their count."""
    from ninjas.ai.agents import Agent
    from ninjas.core.session import GameSession, Seat
    from ninjas.night.data import BONUS_KINDS

    tr = Translator(lang)
    for seed in range(30):
        session = GameSession.new("night", [Seat("ai", "hard")] * 3, seed, {"players": 3})
        agent = Agent("hard", seed)
        while not session.state.is_terminal:
            session.apply(agent.choose(session.state))
        if any(text.split(" ", 1)[0] in BONUS_KINDS for text in session.actions):
            break
    else:
        raise AssertionError("no bonus played in 30 games")
    save = session.to_save()
    state = start_state(save)
    for seat in range(3):
        said = moments(tr, save, seat)
        state = start_state(save)
        for index, text in enumerate(save.actions):
            kind = text.split(" ", 1)[0]
            if kind in BONUS_KINDS and state.current_player == seat:
                token = tr(f"night.token.{kind}")
                assert said[index].endswith(words.format(token)), said[index]
            if state.phase == "act":  # two planned actions a round, never a third
                assert "3" not in said[index].split(",")[-1], (said[index], text, index)
            state.apply(text)
