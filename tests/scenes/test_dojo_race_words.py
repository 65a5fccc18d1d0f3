"""The race of the decks at the Dojo table (issue 33, newcomer M, s8: both games
against hard ended on the computer's 4th turn, its deck emptied by summonings of 6
then 17 cards, the warning one turn before the end, nothing earlier saying that
summoning big ends the game for both): each clan's deck as a clock from the first turn,
the rule in the top bar, the warning two turns ahead with what to do, and what a
summoning's count costs the deck, in English and French."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ninjas.core.session import Seat
from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.deck_warning import WARNING
from scenes.dojo.race_words import near_text

from .test_dojo_newcomer_d import person_to
from .test_dojo_scene import table

SizedApp = Callable[[tuple[int, int]], App]
SIZES = ((1280, 720), (1920, 1080))
RULE = {
    "en": "The game ends when a deck runs out: the most land wins.",
    "fr": "La partie finit quand une pioche est vide\u00a0: le plus de terres gagne.",
}


def drawn_words(app: App, monkeypatch: pytest.MonkeyPatch, colour: object = None) -> list[str]:
    """Every string the next frame draws (in `colour`, if given)."""
    drawn: list[str] = []
    original = theme.blit_text

    def recording(canvas, string, *args, **kw):  # type: ignore[no-untyped-def]
        if colour is None or args[1:2] == (colour,):
            drawn.append(string)
        return original(canvas, string, *args, **kw)

    monkeypatch.setattr(theme, "blit_text", recording)
    app.draw()
    monkeypatch.setattr(theme, "blit_text", original)
    return drawn


def first_turn(app: App, lang: str) -> DojoScene:
    app.set_language(lang)
    scene = table(app, [Seat(name="Ada"), Seat("ai", "hard")], 77)
    person_to(scene, "roll")
    assert scene.state.turns == [0, 0]
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_from_the_first_turn_each_deck_is_a_clock_and_the_rule_is_said(
    sized_app: SizedApp, size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before: the deck's count alone, and no word of how a game ends."""
    app = sized_app(size)
    scene = first_turn(app, lang)
    words = drawn_words(app, monkeypatch)
    # each clock says what it counts, the deck (issue 33, newcomer T, s9: '≈ 4 tours à
    # ce rythme' under both names, 'a newcomer can't tell what it counts')
    clocks = {
        # and what it assumes: summonings with all the clan's ninjas (newcomer A, s14,
        # 011, 019_2: '≈ 4 turns' with 54 cards, 'I could not work out what it counts')
        # the deck named in each, its words or fewer (newcomer H, s16, 045: '≈ 2
        # invocations max' under each clan, 'I did not understand it until late')
        "en": ("deck ≈ 4 full summons left", "deck ≈ 4 full summons"),
        "fr": ("pioche ≈ 4 invocations pleines", "pioche ≈ 4 invocations"),
    }[lang]
    # 54 cards, five ninjas: summonings of 5, 7, 11, 20 as the clan grows; in fewer words if narrow, never cut
    lines = [w for w in words if "≈" in w]
    assert len(lines) == 2 and all(any(c in w for c in clocks) for w in lines), lines
    assert not any("…" in w for w in lines)
    assert all(f" · {clocks[1]}" in w for w in lines), lines  # the deck, after the kind
    kinds = {"en": ("Human · ", "Hard · "), "fr": ("Humain · ", "Difficile · ")}[lang]
    assert all(any(w.startswith(k) for k in kinds) for w in lines), lines  # who, kept
    assert len({w.split(" · ")[-1] for w in lines}) == 1  # both in the same words
    assert RULE[lang] in " ".join(words)  # the top bar's two lines
    assert scene.hud.warning is not None  # drawn where the warning goes


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES)
def test_the_warning_comes_two_turns_ahead_and_says_what_to_do(
    sized_app: SizedApp, size: tuple[int, int], lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The computer summoned with 12 and holds 34 cards: one more summoning that size,
    and the next (about 23 ninjas) ends the game. Before: nothing until the turn that
    could end it."""
    app = sized_app(size)
    scene = first_turn(app, lang)
    state = scene.state
    blue = 1 - state.mover
    state.history += ["roll", "summon 12"]
    state.decks[blue] = state.decks[blue][:34]
    text = near_text(scene)
    assert text is not None
    # one steady line: the deck and its clan, no land nor advice that changed each step
    # (newcomer X, s13, nc-X/044)
    assert scene.seat_name(blue) in text and "34" in text and "Ada" not in text
    top = drawn_words(app, monkeypatch, WARNING)  # the top bar's amber
    assert top == [text], top
    state.decks[blue] = state.decks[blue] + [10]  # 35: two more, no warning yet
    assert near_text(scene) is None


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_summoning_says_what_its_count_costs_the_deck(app: App, lang: str) -> None:
    """Before: nothing under the button while the deck kept cards."""
    scene = first_turn(app, lang)
    person_to(scene, "summon")
    scene.summoning.set(3)
    deck = len(scene.state.decks[scene.state.mover])
    words = scene.summoning.warning()
    start = {
        "en": f"Summon with 3: your deck {deck} − 3 = {deck - 3}.",
        "fr": f"Invoquer avec 3\u00a0: votre pioche {deck} − 3 = {deck - 3}.",
    }[lang]
    rule = {"en": "The game ends when a deck runs out", "fr": "La partie finit quand"}[lang]
    assert words.startswith(start) and rule in words  # (what it brings between: summon_odds)
