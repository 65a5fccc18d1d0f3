"""Newcomers W and U, s13: a costly Taisen or Shinobi move said 'No gain shows at once: it
shows in what follows' (W, 049: the Shogun with the green die where the computer used
the red; U, 096: Recruit where the computer was corrupt, 45 points lost). Each now says
one reason read from the two positions: in Taisen, the ninjas left where one enemy move
takes them and how often the enemy's dice allow it, the dice kept where the board is the
same; in Shinobi, the two draws in cards."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from ninjas import review as rv
from ninjas.core.history import read_record
from ninjas.shinobi.review_why import DECK_VALUE
from ninjas.taisen.review_why import reach
from ninjas.taisen.rules import from_notation
from scenes.app import App
from scenes.review import why

from .replay_records import make_record
from .test_review_why import after, costly_with


def scene_of(app: App, record: Any) -> Any:
    """What why_words reads of a review scene (its words: the app's, 'you')."""
    return SimpleNamespace(
        record=record, seat=0, app=app, tr=app.tr, percent=lambda v: f"{round(v * 100)}%"
    )


def test_the_reach_of_the_enemys_dice_is_read_from_a_built_position() -> None:
    # the Monkey's Scissors 1 on tile 5, a Wolf Rock 1 on tile 6: the blue die at 1 (3 of
    # its 6 faces) takes it, nothing else does
    state = from_notation("J/-/-/-/-/S1/r1/-/-/-/j m r1 -")
    found = reach(state, 0)
    assert found.exposed == frozenset({6}) and found.chance == pytest.approx(0.5)
    assert not found.village
    # a second Scissors a blue 2 takes: 1 - (1 - 1/2 - 1/3) ... both on the blue die
    two = reach(from_notation("J/-/-/-/S2/S1/r1/-/-/-/j m r1 -"), 0)
    assert two.exposed == frozenset({6, 7}) and two.chance == pytest.approx(5 / 6)
    # a Wolf Paper 1 on tile 1 reaches the Monkey's empty village with the green die
    assert reach(from_notation("-/p1/-/-/J/-/-/-/-/-/j m r1 -"), 0).village
    assert not reach(from_notation("-/-/-/-/J/p1/-/-/-/-/j m r1 -"), 0).village


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_costly_taisen_move_says_the_ninjas_it_leaves_in_reach(
    app: App, tmp_path: Path, lang: str
) -> None:
    app.language_for_run(lang)
    record = read_record(make_record("taisen", tmp_path))
    item = costly_with(record, "taisen_reach")
    theirs, made = after(record, item.index, item.computer), after(record, item.index, item.move)
    best, worse = reach(theirs, 0), reach(made, 0)
    assert round(best.chance * 100) < round(worse.chance * 100)  # true of the positions
    said = why.why_words(scene_of(app, record), item)
    assert said == app.tr.plural(
        "review.why.taisen_reach",
        len(worse.exposed),
        made_count=len(worse.exposed),
        made=round(worse.chance * 100),
        best_count=len(best.exposed),
        best=round(best.chance * 100),
    )
    assert said != app.tr("review.why.later")  # (fails before: said nothing plainer)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_same_move_with_another_die_says_the_dice_kept(
    app: App, tmp_path: Path, lang: str
) -> None:
    app.language_for_run(lang)
    record = read_record(make_record("taisen", tmp_path))
    item = costly_with(record, "taisen_dice")
    theirs, made = after(record, item.index, item.computer), after(record, item.index, item.move)
    assert theirs.to_notation().split()[0] == made.to_notation().split()[0]
    assert theirs.dice != made.dice
    said = why.why_words(scene_of(app, record), item)
    tr = app.tr
    for state in (theirs, made):  # each move's dice left, named with their values
        for name, value in zip(("red", "green", "blue"), state.dice, strict=True):
            if value:
                assert (
                    tr("review.why.taisen_die", die=tr(f"taisen.die.{name}"), value=value) in said
                )


def first_draw(record: Any) -> rv.Decision:
    for decision in rv.decisions(record, 0):
        if decision.state.phase == "draw":
            return decision
    raise AssertionError("no draw")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_recruit_where_the_computer_was_corrupt_says_the_cards_each_draws(
    app: App, tmp_path: Path, lang: str
) -> None:
    app.language_for_run(lang)
    record = read_record(make_record("shinobi", tmp_path))
    decision = first_draw(record)
    item = rv.Item(decision.index, "recruit", "corrupt", 0.5, 0.7, 0.3)
    assert why.gain(record, 0, item) == ("draw_corrupt", 0.0)  # (fails before: 'later')
    hand = len(decision.state.hands[0])
    assert round(DECK_VALUE + 2) == 5  # (269 / 94 on average, plus 2)
    said = why.why_words(scene_of(app, record), item)
    assert said.startswith(
        app.tr("review.why.draw_corrupt", cards=5, recruit=1, hand=hand, best="70%", made="30%")
    )
    # the other way round, the game over: the corruption card's points, in the scores
    other = rv.Item(decision.index, "corrupt", "recruit", 0.5, 0.7, 0.3)
    assert why.gain(record, 0, other)[0] == "lead"  # type: ignore[index]


def test_a_summonings_average_is_the_rules_own() -> None:
    """N cards, N dice: each die brings a ninja a card of its face (A to 6 only)."""
    import random

    from ninjas.dojo import data
    from ninjas.dojo.review_why import MATCH, summoned

    assert MATCH == pytest.approx(4 / 54)
    deck = [rank for rank in data.RANKS for _ in range(data.SUITS)] + [0] * data.JOKERS
    rng = random.Random(7)
    for cards in (6, 11):
        total = 0
        for _ in range(4000):
            drawn = rng.sample(deck, cards)
            total += sum(drawn.count(rng.randint(1, 6)) for _ in range(cards))
        assert total / 4000 == pytest.approx(summoned(cards), rel=0.05)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_smaller_summoning_says_the_ninjas_each_brings(
    app: App, tmp_path: Path, lang: str
) -> None:
    from ninjas.dojo.review_why import summoned

    app.language_for_run(lang)
    record = read_record(make_record("dojo", tmp_path))
    decision = next(
        d
        for d in rv.decisions(record, 0)
        if d.move.startswith("summon ") and d.state.on_board(0) > 2
    )
    most = decision.state.on_board(0)
    item = rv.Item(decision.index, "summon 1", f"summon {most}", 0.5, 0.7, 0.3)
    assert why.gain(record, 0, item) == ("summon_more", 0.0)  # (fails before: 'later')
    said = why.why_words(scene_of(app, record), item)
    left = len(decision.state.decks[0]) - most
    assert str(round(summoned(most))) in said or f"{summoned(most):.1f}" in said.replace(",", ".")
    assert f" {left} " in said and f" {most} " in said
    fewer = rv.Item(decision.index, f"summon {most}", "summon 1", 0.5, 0.7, 0.3)
    assert why.gain(record, 0, fewer) == ("summon_fewer", 0.0)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("name", "by"), [("village", 1.0), ("front", 2.0), ("enemies", 1.0)])
def test_each_taisen_feature_has_its_words(
    app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, name: str, by: float
) -> None:
    app.language_for_run(lang)
    record = read_record(make_record("taisen", tmp_path))
    decision = next(iter(rv.decisions(record, 0)))
    item = rv.Item(decision.index, decision.move, "end", 0.5, 0.7, 0.3)
    monkeypatch.setattr(why, "gain", lambda *a: (name, by))
    said = why.why_words(scene_of(app, record), item)
    assert said and "review.why" not in said and "{" not in said


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_clan_held_several_times_is_named_in_the_plural(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Newcomer A, s23, shot 118: the review said 'Ana held 3 Rat'; a clan held more
    than once takes its plural name ('3 Rats'), once its name as it is."""
    from types import SimpleNamespace

    from scenes.review import why_detail

    app.language_for_run(lang)
    tr = app.tr
    for count, name in ((3, tr("shinobi.name_many.Rat")), (1, tr("shinobi.name.Rat"))):
        draw = SimpleNamespace(corrupt=5, recruit=1, hand=4, clan="Rat", clan_count=count)
        monkeypatch.setattr(why_detail, "draw_choice", lambda state, seat, d=draw: d)
        said = why_detail.sentence(tr, "draw_corrupt", 0, None, None, None, ("70%", "30%"))
        assert said.endswith(str(tr("review.why.draw_clan", count=count, clan=name)))
    assert lang == "fr" or tr("shinobi.name_many.Rat") == "Rats"
