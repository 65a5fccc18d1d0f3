"""Newcomers N and L, s17 (nc-N 'Results': 'the "How the game went" line just repeats
the totals: tell a story instead: lead changes, the biggest hit'; nc-L 'Results
(Taisen)': 'reads like a spreadsheet line, and repeats the cards above'): the line
tells who was ahead on the game's count and from when, how often the lead changed
hands, the biggest blow and its turn (ninjas.game_arc, scenes/results_arc.py). Built
marks and direct calls; EN and FR."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.game_arc import Mark, arc, telling
from scenes.results_arc import blow_said, lead_said, rounds_said


def _marks(
    *standings: tuple[int, ...], blows: dict[int, tuple[int, ...]] | None = None
) -> list[Mark]:
    blows = blows or {}
    zero = (0,) * len(standings[0])
    return [
        Mark(turn, (turn - 1) % len(s), s, blows.get(turn, zero))
        for turn, s in enumerate(standings, start=1)
    ]


def test_the_lead_held_from_the_turn_it_was_alone_ahead() -> None:
    marks = _marks((10, 10), (9, 10), (9, 10), (9, 9), (7, 9), (7, 8), blows={5: (2, 0)})
    told = telling(marks, [1])
    assert told is not None
    # alone ahead from turn 5 (level on turn 4): not 'from turn 2'
    assert (told.lead, told.leader, told.since, told.changes) == ("held", 1, 5, 0)
    assert (told.blow_seat, told.blow_when, told.blow) == (0, 5, 2)


def test_the_lead_changing_hands_and_the_turn_taken_for_good() -> None:
    took = telling(_marks((1, 0), (1, 2), (1, 3)), [1])
    assert took is not None and (took.lead, took.first, took.leader, took.since) == (
        "took",
        0,
        1,
        2,
    )
    many = telling(_marks((1, 0), (1, 2), (3, 2), (3, 4), (3, 5)), [1])
    assert many is not None and (many.lead, many.changes, many.since) == ("took", 3, 4)


def test_level_caught_up_and_a_win_on_the_games_end() -> None:
    level = telling(_marks((0, 0), (1, 1)), [1])
    assert level is not None and (level.lead, level.leader) == ("level", 1)
    caught = telling(_marks((0, 0), (2, 0), (2, 1), (2, 2), (3, 3)), [0])
    assert caught is not None and (caught.lead, caught.leader, caught.since) == ("caught", 0, 4)
    over = telling(_marks((10, 10), (10, 8)), [1])  # the Shogun on the village, say
    assert over is not None and (over.lead, over.leader) == ("over", 0)
    assert telling([], [0]) is None


@pytest.mark.parametrize(
    ("lang", "lead", "blow"),
    [
        (
            "en",
            "Ana was ahead on ninjas standing first, then Wolf took the lead on turn 5 and kept it",
            "the hardest blow: Ana lost 2 ninjas to Wolf on turn 5",  # whose (W, s21)
        ),
        (
            "fr",
            "Ana a mené en ninjas debout d'abord, puis Loup a pris la tête au tour 5 pour ne"
            " plus la lâcher",
            "le coup le plus dur\u00a0: Ana a perdu 2 ninjas face à Loup au tour 5",
        ),
    ],
)
def test_the_words_name_every_side_and_the_turn(app: Any, lang: str, lead: str, blow: str) -> None:
    app.set_language(lang)
    names = ["Ana", app.tr("seat.taisen.1")]
    told = telling(_marks((10, 9), (10, 9), (9, 9), (9, 9), (8, 9), blows={5: (2, 0)}), [1])
    assert told is not None
    assert lead_said(app, "taisen", told, names.__getitem__, winner=1) == lead
    assert blow_said(app, "taisen", told, names.__getitem__) == blow
    app.set_language("en")


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "round 1 went to Kiku (23), round 2 to Yuki and Ren (18)"),
        ("fr", "la manche 1 est revenue à Kiku (23), la 2 à Yuki et Ren (18)"),
    ],
)
def test_grand_master_says_whose_score_was_best_each_round(app: Any, lang: str, said: str) -> None:
    app.set_language(lang)
    rounds = [{"round": 1, "scores": [5, 9, 23]}, {"round": 2, "scores": [18, 18, 2]}]
    names = ["Yuki", "Ren", "Kiku"]
    assert rounds_said(app, rounds, names.__getitem__) == said
    app.set_language("en")


def test_the_record_is_played_again_turn_by_turn() -> None:
    """Taisen, seed 8, each side's first move: Wolf moves first (turn 1); Gael loses one
    ninja on turn 3 and two on his own turn 4."""
    from ninjas.taisen.rules import new_game

    state = new_game(seed=8, options={})
    actions = []
    while not state.is_terminal:
        action = state.legal_actions()[0]
        actions.append(str(action))
        state.apply(action)
    marks = arc("taisen", 8, {}, actions)
    assert [m.actor for m in marks] == [1, 0, 1, 0, 1]
    assert [m.standing for m in marks][2:4] == [(9, 10), (7, 10)]
    assert marks[3].blow == (2, 0)
    assert arc("taisen", 8, {}, ["nonsense"]) == []
    # the position reached checked: one not reached by the record tells nothing
    assert arc("taisen", 8, {}, actions, state) == marks
    assert arc("taisen", 8, {}, actions[:-1], state) == []
