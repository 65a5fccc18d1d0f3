"""Each clan's deck clock is counted the same way (newcomer M, s11, nc-M/050-066):
Hélène's 45 cards read 'deck for ≈ 5 turns' and Bob's 46 'deck for many turns', his last
summoning of 2 cards taken as his pace. The clock counts a summoning of all its ninjas
(its last one's size if more), as the top bar's warning does: the same deck and
ninjas read the same for both clans, whatever each drew before."""

from __future__ import annotations

import pytest

from ninjas.dojo.race import race_near
from scenes.app import App
from scenes.dojo.race_words import clock_text

from .test_dojo_race_words import drawn_words, first_turn


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_same_deck_and_ninjas_read_the_same(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = first_turn(app, lang)
    state = scene.state
    me, blue = state.mover, 1 - state.mover
    state.history += ["roll", "summon 2"]  # blue drew 2 cards; the person none yet
    state.decks[me] = state.decks[me][:46]
    state.decks[blue] = state.decks[blue][:46]
    assert state.on_board(me) == state.on_board(blue)
    scene.version += 1
    mine, theirs = clock_text(scene, me), clock_text(scene, blue)
    assert mine == theirs and "≈" in theirs  # before: '≈ 4' and 'many more turns'
    words = " | ".join(drawn_words(app, monkeypatch))
    short = clock_text(scene, blue, short=True)
    # both drawn, alike (the short words may lie inside the long: counted once)
    assert words.count(theirs) == 2 or words.count(short) == 2 and theirs not in words


def test_the_clock_counts_as_the_top_bars_warning(app: App) -> None:
    """Blue drew one card but holds eleven ninjas and 20 cards: the warning says its
    deck lasts one more summoning, and so does its clock."""
    scene = first_turn(app, "en")
    state = scene.state
    blue = 1 - state.mover
    state.history += ["roll", "summon 1"]
    state.decks[blue] = state.decks[blue][:20]
    land = [h for h in state.terrain if state.terrain[h] != "water" and h not in state.dojos]
    for h in land[:11]:
        state.ninjas[h] = [0, 0]
        state.ninjas[h][blue] = 1
    scene.version += 1
    near = race_near(state)
    assert near is not None and near.seat == blue
    assert clock_text(scene, blue) == app.tr.plural("dojo.race.clock", near.left)
