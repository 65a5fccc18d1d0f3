"""The log's first line names the card that chose who plays first (issue 33, newcomer K,
t1.png: 'Ben a révélé la carte la plus forte et commence' did not say which card; every
seat revealed one, so it is public). It says the card came from the deck: "Ana a révélé
la carte la plus forte, Ours (6)" made newcomer N (s8) look for a Bear in Ana's hand."""

from __future__ import annotations

import pytest

from ninjas.core.session import Seat
from ninjas.shinobi import data
from scenes.app import App

from .test_shinobi_scene import table


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "Ana turned up the strongest card from the deck, {card}, and plays first."),
        ("fr", "Ana a retourné du paquet la carte la plus forte, {card}, et commence."),
    ],
)
@pytest.mark.parametrize("seed", [4, 8282])
def test_the_first_line_names_the_card_that_won(app: App, lang: str, words: str, seed: int) -> None:
    app.set_language(lang)
    seats = [Seat("human", name=n) for n in ("Ana", "Ben", "Kai")]
    scene = table(app, seats, seed=seed)
    state = scene.state
    first = state.first_player
    won = dict(state.setup_reveals[-1])[first]
    assert data.card_value(won) == max(data.card_value(c) for _, c in state.setup_reveals[-1])
    name = ["Ana", "Ben", "Kai"][first]
    label = scene.words.card_label(won)
    assert label.endswith(f" ({data.CARDS[won].value})")
    label = label.replace(f" ({data.CARDS[won].value})", f"\u00a0({data.CARDS[won].value})")
    said = words.format(card=label).replace("Ana", name, 1)
    assert (None, said) in scene.log_lines


@pytest.mark.parametrize(("lang", "tie"), [("en", "tie: they turn up another"), ("fr", "égalité")])
def test_every_card_turned_up_for_the_first_turn_is_named(app: App, lang: str, tie: str) -> None:
    """Each seat's card turned up, one line a turn-up, before the winner's (newcomer N,
    s17, 007: 'only Ren's is named'). Seed 4: all three turned up, then Ben and Kai
    twice, tied."""
    app.set_language(lang)
    names = ["Ana", "Ben", "Kai"]
    scene = table(app, [Seat("human", name=n) for n in names], seed=4)
    reveals = scene.state.setup_reveals
    assert [[s for s, _ in shown] for shown in reveals] == [[0, 1, 2], [1, 2], [1, 2]]
    said = [text for owner, text in scene.log_lines if owner is None]
    won = next(i for i, text in enumerate(said) if text.startswith("Kai"))
    lines = said[won - 3 : won]  # fails before: no line names the others' cards
    for shown, text in zip(reveals, lines, strict=True):
        for seat, card in shown:
            label = scene.words.card_label(card).replace(" (", "\u00a0(")
            assert app.tr("shinobi.log.first_shown", card=label, name=names[seat]) in text
        assert (tie in text) == (shown is not reveals[-1])  # the tied turn up again
    assert app.tr("shinobi.log.first_again", cards="") not in lines[0]
    assert all(
        line.startswith(app.tr("shinobi.log.first_again", cards="")[:5]) for line in lines[1:]
    )
