"""A deck that lasts many turns at its clan's pace says so plainly, not a count
(newcomer A, s10, nc-91/112.png: 'Easy · deck for ≈ 53 more turns' for Blue's 53 cards
beside 'Human · deck for ≈ 4 more turns' for the person's 54, read as a deck twelve
times longer; a guess from one summoning of a single card). Counts up to MANY_TURNS
stay as they were."""

from __future__ import annotations

import pytest

from scenes.app import App
from scenes.dojo.race_words import MANY_TURNS, clock_text, near_text

from .test_dojo_race_words import SIZES, SizedApp, drawn_words, first_turn

MANY = {"en": "deck for many more turns", "fr": "pioche pour bien des tours"}
MANY_SHORT = {"en": "deck for many turns", "fr": "pioche pour longtemps"}


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_a_clan_that_summons_one_card_has_a_deck_for_many_turns(
    sized_app: SizedApp, size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = sized_app(size)
    scene = first_turn(app, lang)
    state = scene.state
    me = state.mover
    blue = 1 - me
    state.history += ["roll", "summon 1"]  # blue summoned with one card
    state.decks[blue] = state.decks[blue][:53]
    dojo = state.dojos[blue]
    assert dojo is not None
    state.ninjas[dojo][blue] = 1  # and has one ninja: one card a summoning (s11: the
    scene.version += 1  # clock counts all its ninjas, as the top bar's warning does)
    assert clock_text(scene, blue) == MANY[lang]  # before: 'deck for ≈ 53 more turns'
    assert clock_text(scene, blue, short=True) == MANY_SHORT[lang]
    assert "≈ 4" in clock_text(scene, me)  # a count up to MANY_TURNS stays
    words = " | ".join(drawn_words(app, monkeypatch))
    assert MANY[lang] in words or MANY_SHORT[lang] in words  # drawn under its name


def test_the_count_is_said_up_to_many_turns(app: App) -> None:
    scene = first_turn(app, "en")
    state = scene.state
    blue = 1 - state.mover
    state.history += ["roll", "summon 1"]
    for deck in range(1, 54):
        state.decks[blue] = state.decks[blue][:deck]
        text = clock_text(scene, blue)
        if "≈" in text:
            count = int(text.split("≈ ")[1].split()[0])
            assert count <= MANY_TURNS
        else:
            assert text in (MANY["en"], "deck runs out next turn")


def test_a_deck_the_top_bar_warns_of_never_reads_many_turns(app: App) -> None:
    """Blue drew one card last time but holds 11 ninjas and 20 cards: the top bar says
    its deck can run out within two turns, and its clock said 'many more turns'
    (seen headless after the change above, at 1280x720 FR, 'pioche pour longtemps')."""
    scene = first_turn(app, "en")
    state = scene.state
    blue = 1 - state.mover
    state.history += ["roll", "summon 1"]
    state.decks[blue] = state.decks[blue][:20]
    land = [h for h in state.terrain if state.terrain[h] != "water" and h not in state.dojos]
    for h in land[:11]:
        state.ninjas[h] = [0, 0]
        state.ninjas[h][blue] = 1
    near = near_text(scene)
    assert near is not None and scene.seat_name(blue) in near
    assert clock_text(scene, blue) != MANY["en"]
