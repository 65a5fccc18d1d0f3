"""The review's two chances say whose move each is (newcomer F, s10, nc-96/048.png: 'you
56%, the computer 94%' read as the computer's own chance of winning; it is the person's
chance had they played the computer's move), wherever the pair is said: the costly rows,
the decisions' verdicts, the tooltip and the replay's caption. And the graph's words
agree with each other and with the rows (newcomer B, s10, nc-92/077.png): the title said
'before each decision' while the note said 'after your first move', and '13 of 13 moves
as good as the computer's' stood beside rows marked only 'close'."""

from __future__ import annotations

import pytest

from ninjas.core.i18n import Translator

MOVES = {"en": ("your move", "the computer's"), "fr": ("votre coup", "celui de l'ordinateur")}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_each_chance_says_whose_move_it_follows(lang: str) -> None:
    tr = Translator(lang)
    yours, theirs = MOVES[lang]
    pairs = [
        tr("review.worst.line", moment="M", after="56 %", best="94 %"),
        tr("review.decision.close", after="56 %", best="94 %"),
        tr("review.decision.costly", after="56 %", best="94 %"),
    ]
    for said in pairs:  # fails before: 'you 56 %, the computer 94 %'
        assert yours in said and theirs in said, said
        assert said.index(yours) < said.index("56 %") < said.index(theirs) < said.index("94 %")
    computer = tr("review.tip.computer", move="X", chance="94 %")
    marked = tr("review.replay.computer_marked", chance="94 %")
    plain = tr("review.replay.computer", chance="94 %")
    for said in (computer, marked, plain):  # fails before: 'The computer: 94 % ...'
        assert said.lower().startswith(
            ("the computer's move", "le coup de l'ordinateur", "coup de l'ordinateur")
        ), said
    assert tr("review.replay.played", chance="56 %").lower().startswith(yours)


@pytest.mark.parametrize(
    ("lang", "point", "close"), [("en", "decision", "or close"), ("fr", "décision", "ou presque")]
)
def test_the_graph_and_the_summary_say_one_thing(lang: str, point: str, close: str) -> None:
    tr = Translator(lang)
    title, first = tr("review.graph"), tr("review.first_point")
    # one wording of what a point is: a decision, neither 'before' it nor 'after a move'
    for said in (title, first):
        assert point in said, said
        for word in ("before", "after", "avant", "après"):
            assert word not in said, said  # fails before: 'before each decision'
    # the count counts the 'close' rows too, and says so, as the legend's green dot does
    for key in ("review.as_good", "review.as_good.so_far"):
        for count in (1, 13):
            said = tr.plural(key, count, good=count)
            assert close in said, said  # fails before: '13 of 13 moves as good as ...'
    assert close in tr("review.legend.good")
