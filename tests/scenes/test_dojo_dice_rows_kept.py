"""The summoning's list of dice keeps its rows in place from the first die to the last
(issue 33: a list never shifts under the pointer; newcomer W, s21, Dojo EN 1280x720,
53_g2_die1: he clicked row '4. The plains', and with the next die the same row had become
'More choices (Tab): page 1 of 2', the fill row's coming having paged the list afresh).
scenes/dojo/dice_rows.py. EN and FR, 1280x720 and 1920x1080."""

from __future__ import annotations

import random

import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.dojo import DojoScene


def at_dice(seed: int, dice: int, sites: int) -> GameSession:
    """A game played on by seeded random moves to a summoning of the person's, on their
    second turn or later, with `sites` hexes to set its `dice` dice under."""
    session = GameSession.new("dojo", [Seat(), Seat("ai", "easy")], seed, {}, autosave=False)
    rng = random.Random(seed)
    for _ in range(3000):
        state = session.state
        if (
            state.phase == "summon"
            and state.mover == 0
            and state.turns[0] >= 2
            and state.on_board(0) >= dice
            and len(state.summon_sites(0)) == sites
        ):
            session.apply(f"summon {dice}")
            return session
        legal = state.legal_actions()
        if state.phase == "summon":
            session.apply(str(legal[0]))  # the fewest cards: the decks last
            continue
        fights = [a for a in legal if a.kind == "fight"]
        session.apply(str(rng.choice(fights or legal)))
    raise AssertionError("no such summoning")


def rows(scene: DojoScene) -> list[tuple[object, tuple[int, int, int, int]]]:
    """The rows shown, by name (the page's turn by its words' start), with their places."""
    return [
        (o.name if o.name is not None else "more", tuple(o.rect)) for o in scene.choices.options
    ]


def settle(app: App, scene: DojoScene) -> None:
    for _ in range(600):
        scene.update(1 / 60)
        if not scene.busy:
            break
    app.draw()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("pick", [1, 2])
def test_each_row_stays_where_it_was_die_after_die(
    sized_app, lang: str, size: tuple[int, int], pick: int
) -> None:
    """Seed 3: five dice, three hexes. Before: four rows on one page, then, the first die
    set, the fill row came and the fourth row turned the page."""
    app = sized_app(size)
    app.set_language(lang)
    scene = DojoScene(app, at_dice(3, 5, 3), animate=False, ai_pause=0)
    app.push(scene)
    settle(app, scene)
    before = rows(scene)
    assert before and scene.state.phase == "assign"
    while scene.state.phase == "assign":
        chosen = scene.choices.options[pick]
        assert str(chosen.action).startswith("die "), before
        chosen.run()
        settle(app, scene)
        if scene.state.phase != "assign":
            break
        after = dict(rows(scene))
        for name, rect in before:
            assert after.get(name) == rect, (name, rect, after)
        assert len(after) == len(before)
        before = rows(scene)
