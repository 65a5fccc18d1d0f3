"""The Shinobi choices say what they do (issue 33): a reinforcement counts cards, a
Decoy peeked at says what its Boss does, the Jigoku picker counts alike cards, and
Baku's order names the top card first, as the prompt says."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.events import Event
from ninjas.shinobi.data import card_name
from scenes import theme
from scenes.app import App
from tests.shinobi.test_rules import BEAR, CARP, CROW, FOX, MONKEY, RAT, arrange, ids

from .conftest import Driver
from .test_shinobi_texts import two_people


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        (
            "en",
            "Reinforce Bear (+1\u00a0card): no power",
            "Reinforce Bear (+2\u00a0cards)",
        ),
        (
            "fr",
            "Renforcer Ours (+1\u00a0carte)\u00a0: sans pouvoir",
            "Renforcer Ours (+2\u00a0cartes)",
        ),
    ],
)
def test_a_reinforcement_counts_cards_not_points(app: App, lang: str, one: str, two: str) -> None:
    """'Reinforce Bear (+1)' read as one point more; one card laid sets off no power,
    whatever the clan's size (newcomer F, s15, 234/235: a Spider clan of 2 reinforced
    to 3 destroyed nothing, and nothing said so)."""
    scene = two_people(app, lang)
    scene.play("recruit")
    arrange(scene.state, hands={0: [BEAR[0], BEAR[1], CARP[0]]}, clans={0: {"Bear": BEAR[2:4]}})
    labels = [scene.words.action_label(a) for a in scene.state.legal_actions()]
    assert one in labels and two in labels


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "each player loses 2 pawns there, then scores 30 points per pawn left"),
        ("fr", "chaque joueur y perd 2 pions, puis marque 30 points par pion restant"),
    ],
)
def test_a_decoy_peeked_at_says_what_its_boss_does(
    app: App, monkeypatch: pytest.MonkeyPatch, lang: str, words: str
) -> None:
    """Peeking named the Boss (Grugazor) but not what it does to the pawns."""
    scene = two_people(app, lang)
    peek = Event(
        "decoy_peek",
        {"seat": 0, "decoy": 1, "why": "temple", "private": {0: {"boss": "Grugazor"}}},
    )
    lines = scene.describe(peek)
    assert [seat for seat, _ in lines] == [None, 0]  # the Boss is told to the peeker only
    assert words in lines[1][1] and words not in lines[0][1]
    drawn: list[str] = []
    original = theme.text
    monkeypatch.setattr(
        theme, "text", lambda string, *a, **k: drawn.append(string) or original(string, *a, **k)
    )
    scene.reveal = (0, 1, "Grugazor")
    scene.covers.draw_reveal(pygame.Surface((1280, 720)))
    assert words.split(", ")[0] in " ".join(drawn)


def test_the_jigoku_picker_counts_alike_cards(app: App) -> None:
    """Tengu's picker showed one Fox where the Jigoku held three."""
    scene = two_people(app)
    scene.play("recruit")
    tengu = ids("Tengu")[0]
    arrange(
        scene.state,
        hands={0: [tengu, CARP[0]]},
        clans={0: {"Bear": BEAR[:1]}},
        jigoku=[FOX[0], FOX[1], FOX[2], MONKEY[0]],
    )
    scene._refresh()
    scene.play(f"yokai {tengu} Bear")
    jigoku = scene.state.jigoku
    count = {name: sum(card_name(c) == name for c in jigoku) for name in ("Fox", "Monkey")}
    assert count["Fox"] >= 3
    labels = [label for _, label in scene.options]
    assert f"Fox (3) ×{count['Fox']}" in labels and f"Monkey (4) ×{count['Monkey']}" in labels
    scene.draw(pygame.Surface(scene.size))
    shown = {card_name(int(a.args[0])) for _, a in scene.picks.rects}
    assert shown >= {"Fox", "Monkey"}
    badges = {
        card_name(int(a.args[0])): n
        for rect, a in scene.picks.rects
        for where, n in scene.picks.badges
        if where == rect
    }
    assert badges["Fox"] == count["Fox"] and badges["Monkey"] == count["Monkey"]


def test_the_fox_s_swap_picker_counts_a_pile_of_the_hand_as_the_hand_does(app: App) -> None:
    """The Fox's picker showed a Bear once where the hand held two, no ×2 (issue 33)."""
    scene = two_people(app)
    scene.play("recruit")
    arrange(scene.state, hands={0: [*FOX[:2], *BEAR[:2], RAT[0]], 1: [CARP[0], CROW[0]]})
    scene._refresh()
    scene.play(f"place Fox {FOX[0]} {FOX[1]}")
    while scene.state.pending and scene.state.pending[0].step == "target":
        scene.play(next(a for a in scene.legal() if a.kind == "target"))
    assert scene.state.pending[0].power == "swap_card"
    scene.draw(pygame.Surface(scene.size))
    shown = {card_name(int(a.args[0])): rect for rect, a in scene.picks.rects}
    assert set(shown) == {"Bear", "Rat"}
    badges = {tuple(rect): n for rect, n in scene.picks.badges}
    assert badges.get(tuple(shown["Bear"])) == 2
    assert tuple(shown["Rat"]) not in badges  # one card: no badge, as in the hand


def baku_puts_back(scene):  # type: ignore[no-untyped-def]
    """Baku played on the Bear clan, its card taken: the four cards it puts back on the
    deck wait for their order (deck top Bear, Fox, Rat, Crow, Carp)."""
    scene.play("recruit")
    baku = ids("Baku")[0]
    top = [BEAR[0], FOX[0], RAT[0], CROW[0], CARP[1]]
    arrange(scene.state, hands={0: [baku, CARP[0]]}, clans={0: {"Bear": BEAR[1:3]}}, deck_top=top)
    scene._refresh()
    scene.play(f"yokai {baku} Bear")
    scene.play(f"card {BEAR[0]}")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_baku_s_order_names_the_top_card_first_as_the_prompt_says(app: App, lang: str) -> None:
    """The prompt said 'last is on top' while the choices read 'Top: X', and X went to the
    bottom of the deck."""
    scene = two_people(app, lang)
    baku_puts_back(scene)
    prompt = scene.prompt.text()
    action, label = scene.options[0]
    named_first = label.split(": ", 1)[1].split(", ")[0]
    scene.play(str(action))
    top_card = scene.state.deck[-1]
    assert named_first == app.tr(f"shinobi.name.{card_name(top_card)}")
    assert prompt.endswith({"en": "from the top down.", "fr": "du dessus vers le fond."}[lang])


def test_baku_s_cards_are_arranged_on_the_table_not_chosen_among_24_orders(
    app: App, ui: Driver
) -> None:
    """The four cards Baku puts back lie over the table top first; a click on one then
    on another swaps them, and the one choice on the right puts them back so."""
    scene = two_people(app)
    baku_puts_back(scene)
    assert len(scene.state.legal_actions()) == 24
    ui.step()
    assert [label for _, label in scene.options] == ["Top to bottom: Fox, Rat, Crow, Carp"]
    places = dict((place, rect) for rect, place in scene.picks.arrange_rects)
    assert sorted(places) == [0, 1, 2, 3]
    assert all(places[i].right < places[i + 1].left for i in range(3))  # a row, top first
    ui.click(places[0].center)
    ui.click(places[3].center)  # Fox and Carp swap places
    assert [label for _, label in scene.options] == ["Top to bottom: Carp, Rat, Crow, Fox"]
    ui.click(places[1].center)
    ui.click(places[1].center)  # the lifted card put down: nothing moves
    assert [label for _, label in scene.options] == ["Top to bottom: Carp, Rat, Crow, Fox"]
    ui.key(pygame.K_1)
    assert scene.state.deck[-4:] == [FOX[0], CROW[0], RAT[0], CARP[1]]  # Carp on top


def test_a_phone_tells_what_each_decoy_seen_would_do(app: App) -> None:
    """The phone's notes named the Decoys seen ('Decoy 2 is Grugazor.') and no more."""
    from scenes.shinobi import phone_adapter

    scene = two_people(app)
    scene.state.known_decoys[0][1] = "Grugazor"
    notes = phone_adapter.notes(scene, 0)
    words = app.tr("shinobi.boss_text.Grugazor")
    assert any(note.startswith("Decoy 2 is Grugazor.") and words in note for note in notes)
    assert not any(words in note for note in phone_adapter.notes(scene, 1))  # Sora's phone


def test_a_card_named_by_its_own_name_asks_no_missing_text(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A card with no translated name (the Oni) shows its own name, and asking for it
    logs nothing: the translator warns of each text missing from both catalogues."""
    from ninjas.core.i18n import Translator
    from scenes.shinobi.cards import _label

    tr = Translator("fr")
    with caplog.at_level("WARNING"):
        assert _label("Oni", tr) == "Oni"
    assert not [r for r in caplog.records if "no text" in r.getMessage()]
