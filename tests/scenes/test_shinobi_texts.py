"""What the Shinobi table says: real plurals in both languages, prompts that read as
sentences, a choice of one card asked as one card, copy choices named by their power."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from ninjas.core.events import Event
from ninjas.core.i18n import LANGUAGES, Translator
from ninjas.core.session import Seat
from ninjas.shinobi import new_game
from scenes import theme
from scenes.app import App
from scenes.shinobi import ShinobiScene
from tests.shinobi.test_rules import BEAR, CARP, FOX, MONKEY, RAT, RONIN, SPIDER, arrange, ids

from .test_shinobi_scene import table

I18N = Path(__file__).resolve().parents[2] / "assets" / "i18n"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_shinobi_text_hedges_a_plural_with_brackets(lang: str) -> None:
    for name in ("shinobi.json", "shinobi_rules.json"):
        texts = json.loads((I18N / lang / name).read_text(encoding="utf-8"))
        hedged = [k for k, v in texts.items() if "(s)" in v or "(x)" in v]
        assert hedged == [], f"{lang}/{name}"


def test_plural_forms_follow_each_language() -> None:
    en, fr = Translator("en"), Translator("fr")
    assert en.plural("shinobi.pawns_left", 1) == "1 pawn in reserve"
    assert en.plural("shinobi.pawns_left", 0) == "0 pawns in reserve"
    assert fr.plural("shinobi.pawns_left", 0) == "0 pion en réserve"
    assert fr.plural("shinobi.pawns_left", 2) == "2 pions en réserve"
    assert fr.plural("shinobi.ronin_count", 2) == "2 Rônins"  # "Poser 1 carte Ours + 2 Rônins"
    assert en.names(["Akane"]) == "Akane"
    assert en.names(["Akane", "Sora", "Kiku"]) == "Akane, Sora and Kiku"
    assert fr.names(["Akane", "Sora"]) == "Akane et Sora"


def two_people(app: App, lang: str = "en") -> ShinobiScene:
    """A table where Akane (a person) plays first, before the computer has laid anything."""
    app.set_language(lang)
    seed = 1
    while new_game(seed, {"players": 2}).first_player != 0:
        seed += 1
    return table(app, [Seat("human"), Seat("ai", "easy")], seed=seed)


@pytest.mark.parametrize(
    ("lang", "one", "two", "pawn", "card"),
    [
        ("en", "Sora wins!", "Akane and Sora win!", "1 pawn on", "Akane draws 1 card."),
        (
            "fr",
            "Sora gagne\u00a0!",
            "Akane et Sora gagnent\u00a0!",
            "1 pion sur",
            "Akane pioche 1 carte.",
        ),
    ],
)
def test_the_log_says_real_plurals(
    app: App, lang: str, one: str, two: str, pawn: str, card: str
) -> None:
    scene = two_people(app, lang)
    say = scene.describe
    assert say(Event("game_end", {"winners": [1]}))[0][1] == one
    assert say(Event("game_end", {"winners": [0, 1]}))[0][1] == two
    assert pawn in say(Event("pawns", {"seat": 0, "count": 1, "where": "court"}))[0][1]
    assert say(Event("draw", {"seat": 0, "count": 1, "why": "power"}))[0][1] == card


def test_a_score_line_counts_one_corrupt_card_in_the_singular(app: App) -> None:
    scene = two_people(app)
    arrange(scene.state, corruption={0: [CARP[0]]})
    key, params, _ = next(
        line for line in scene.state.score_breakdown(0) if "corruption" in line[0]
    )
    assert app.tr.plural(key, params["cards"], **params) == "Corruption (1\u00a0card)"


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "Destroy a card: choose a card."),
        ("fr", "Détruisez une carte\u00a0: choisissez une carte."),
    ],
)
def test_a_power_prompt_is_a_sentence_asking_for_the_one_card_left(
    app: App, lang: str, expected: str
) -> None:
    scene = two_people(app, lang)
    scene.play("recruit")
    arrange(
        scene.state, hands={0: [*SPIDER[:2], CARP[0]], 1: [RAT[0]]}, clans={1: {"Bear": BEAR[:2]}}
    )
    scene.play(f"place Spider {SPIDER[0]} {SPIDER[1]}")
    scene.play("target 1")
    assert scene.prompt.text() == expected


def test_every_prompt_opens_with_a_capital(app: App) -> None:
    scene = two_people(app)
    assert scene.prompt.text()[0].isupper()  # draw
    scene.play("recruit")
    assert scene.prompt.text()[0].isupper()  # place


def test_a_copy_choice_says_what_the_copied_power_does(app: App) -> None:
    scene = two_people(app)
    scene.play("recruit")
    arrange(
        scene.state,
        hands={0: [*MONKEY[:2], CARP[0]], 1: [RAT[0]]},
        clans={1: {"Fox": FOX[:2], "Bear": BEAR[:2]}},
    )
    scene.play(f"place Monkey {MONKEY[0]} {MONKEY[1]}")
    labels = [label for _, label in scene.options]
    assert labels == ["Fox: swap a card", "Bear: copying it does nothing"]


@pytest.mark.parametrize(
    ("lang", "label"), [("en", "Place 1 Bear + 1 Ronin"), ("fr", "Poser 1 carte Ours + 1 Rônin")]
)
def test_a_placement_names_its_ronin_in_the_language_of_the_cards(
    app: App, lang: str, label: str
) -> None:
    """The French choice read 'Poser 2 Ours (1 Ronin)' under a card named Rônin; and
    'Place 2 Bear (1 Ronin)' read as two Bears and a Ronin, where it was one of each."""
    scene = two_people(app, lang)
    scene.play("recruit")
    arrange(scene.state, hands={0: [BEAR[0], RONIN[0], CARP[0]]})
    scene._refresh()
    scene.selection.toggle_card(BEAR[0])
    scene.selection.toggle_card(RONIN[0])
    assert label in [text for _, text in scene.options]


@pytest.mark.parametrize(
    ("lang", "label"),
    [("en", "Place 2 Foxes + 1 Ronin"), ("fr", "Poser 2 cartes Renard + 1 Rônin")],
)
def test_a_placement_of_many_says_the_clan_in_the_plural(app: App, lang: str, label: str) -> None:
    """Newcomer H, s16: 'Place 2 Crow' on the laptop and the phones, 'Ren places 2 Crow'
    in the log; now 'Place 2 Foxes' ('Fox' has its own plural)."""
    scene = two_people(app, lang)
    scene.play("recruit")
    arrange(scene.state, hands={0: [*FOX[:2], RONIN[0], CARP[0]]})
    scene._refresh()
    scene.selection.toggle_card(FOX[0])
    assert label in [text for _, text in scene.options]


def test_a_person_whose_turn_comes_is_handed_the_laptop_never_thinking(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before the hand-off, the right panel said "Akane is thinking…" and "Akane's turn:
    Recruits…" of a person, as of a computer."""
    scene = table(app, [Seat("human"), Seat("human")], seed=9)
    assert isinstance(scene, ShinobiScene) and scene.shown_seat is None
    name = scene.seat_name(scene.state.current_player)
    drawn: list[str] = []
    original = theme.text
    monkeypatch.setattr(
        theme, "text", lambda string, *a, **k: drawn.append(string) or original(string, *a, **k)
    )
    scene.draw(pygame.Surface(scene.size))
    said = " ".join(drawn)
    assert "thinking" not in scene.prompt.text() and "thinking" not in said.lower()
    assert app.tr("shinobi.waiting.person", name=name) == scene.prompt.text()
    assert "Recruits" not in said and "laptop" in said
    app.set_language("fr")
    assert "réfléchit" not in scene.prompt.text() and "l'écran" in scene.prompt.text()


def test_baku_s_look_is_told_once_and_never_as_a_deck_search(app: App) -> None:
    """After Baku, the log read 'Sora looks at the top 5 cards and keeps one.' and then
    'Sora searches the deck and takes a card.', as if a Dragon had searched it too."""
    scene = two_people(app)
    scene.play("recruit")
    baku = ids("Baku")[0]
    top = [BEAR[0], FOX[0], RAT[0], CARP[1], CARP[2]]
    arrange(scene.state, hands={0: [baku, CARP[0]]}, clans={0: {"Bear": BEAR[1:3]}}, deck_top=top)
    scene._refresh()
    scene.play(f"yokai {baku} Bear")
    scene.play(f"card {BEAR[0]}")
    lines = [line for _, line in scene.log_lines]
    assert app.tr("shinobi.log.search", name="Akane") not in lines
    assert app.tr.plural("shinobi.log.look", 5, name="Akane") in lines
    taken = app.tr("shinobi.log.search_private", cards=scene.words.cards_label([BEAR[0]]))
    assert (0, taken) in scene.log_lines  # told to Akane alone


@pytest.mark.parametrize(
    ("lang", "label"),
    [("en", "Bear (6) in Sora's Bear clan"), ("fr", "Ours (6) du clan Ours de Sora")],
)
def test_a_card_in_another_seats_clan_reads_without_doubled_brackets(
    app: App, lang: str, label: str
) -> None:
    """'Ours (6) (Ours de Midori)': the card's strength and its clan's owner each stood
    in brackets, one after the other."""
    scene = two_people(app, lang)
    scene.play("recruit")
    arrange(scene.state, hands={0: [*SPIDER[:2], CARP[0]]}, clans={1: {"Bear": BEAR[:2]}})
    scene.play(f"place Spider {SPIDER[0]} {SPIDER[1]}")
    if [text for _, text in scene.options] == [scene.seat_name(1)]:
        scene.choose_option(0)  # the opponent whose card it is
    labels = [text for _, text in scene.options]
    assert label in labels, labels
    assert not any(") (" in text for text in labels)


@pytest.mark.parametrize(("lang", "words"), [("en", "the card you give"), ("fr", "vous donnez")])
def test_the_foxs_swap_says_the_card_chosen_is_the_one_given(
    app: App, lang: str, words: str
) -> None:
    """'Swap a card: choose a card.' over one's own hand read as taking a card: the
    prompt says it is the card given, the one taken coming at random."""
    scene = two_people(app, lang)
    scene.play("recruit")
    arrange(scene.state, hands={0: [*FOX[:2], CARP[0], BEAR[0]], 1: [RAT[0], RAT[1]]})
    scene.play(f"place Fox {FOX[0]} {FOX[1]}")
    if scene.state.prompt()[0] != "shinobi.prompt.swap_card.card":
        scene.choose_option(0)  # the opponent to swap with
    assert scene.state.prompt()[0] == "shinobi.prompt.swap_card.card"
    assert words in scene.prompt.text()
