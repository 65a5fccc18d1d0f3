"""The Taisen hint says what its move risks (issue 33, newcomer H, FR 1920x1080: "hints
that warn ('laisse votre village vide', '3 ninjas exposés')": following the hints pushed
three lone ninjas next to the Wolf's stacks, and sent the Shogun out of an empty village
with a Wolf ninja one tile away, and nothing said so). Set positions (notation:
../shared/docs/NOTATION.md), the hint's search standing in for the worker's."""

from __future__ import annotations

from typing import Any

import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.taisen import from_notation
from ninjas.taisen.risk import move_risk
from scenes import theme
from scenes.app import App
from scenes.taisen import TaisenScene
from scenes.taisen import layout as L
from scenes.taisen.game_log import card_name
from scenes.taisen.guidance import carry_words
from scenes.taisen.hint_risk import exposed_named
from tools.cap_heights import cap_height

from .conftest import Driver
from .test_taisen_hint_enter import ask_hint

WARNED = {"en": "Cost: ", "fr": "Coût\u00a0: "}
"""The warning's first words: the risk the hinted move takes, said as its cost, not as
a warning against it (newcomer M, s8 T12.png: 'Careful: 2 ninjas exposed' and the same
move hinted: "if it's careful, why suggest it?")."""


def at(app: App, ui: Driver, notation: str) -> TaisenScene:
    session = GameSession("taisen", 7, {}, [Seat(), Seat("ai", "easy")], from_notation(notation, 7))
    session._mark_turn_start()
    scene = TaisenScene(app, session, animate=False)
    app.push(scene)
    ui.step()
    assert scene.can_act
    return scene


def hinted(app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, notation: str, move: str) -> str:
    scene = at(app, ui, notation)
    ask_hint(scene, ui, monkeypatch, scene.state.parse_action(move))
    return scene.prompt(None)[0]


CASES = [
    # H's t38: the Shogun out of the village, a Wolf ninja 1 tile from it
    ("J/s1/-/-/-/-/-/-/-/-/j m b2 -", "b:J", ("village_empty", 1)),
    # a lone Paper pushed two tiles from a Wolf Scissors
    ("JR1/P1/-/-/-/-/s2/-/-/-/j m g3 -", "g:P1", ("exposed", 1)),
    # the Shogun walked into reach of a stack of three that beats it
    ("R1/J/-/-/-/-/p3s3r3/-/-/-/j m b3 -", "b:J", ("exposed_shogun", 1)),
    # the village's last Scissors leaves: the Wolf's Paper would beat the Rock left there
    ("R1S1/-/p1/-/-/-/-/-/-/-/j m r3 -", "r:S1", ("village_open", 0)),
]


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("notation", "move", "said"), CASES)
def test_the_hint_says_what_its_move_risks(
    app: App,
    ui: Driver,
    monkeypatch: pytest.MonkeyPatch,
    lang: str,
    notation: str,
    move: str,
    said: tuple[str, int],
) -> None:
    app.set_language(lang)
    tr = app.tr
    words = hinted(app, ui, monkeypatch, notation, move)
    kind, count = said
    key = f"taisen.risk.{kind}"
    risk = (
        tr.plural(key, count, foe=tr("taisen.side.wolf"))
        if count
        else tr(key, foe=tr("taisen.side.wolf"))
    )
    if kind.startswith("exposed"):  # the ninja named, and what threatens it (s23)
        state = from_notation(notation)
        cost = move_risk(state, state.parse_action(move))
        named = [exposed_named(tr, cost), exposed_named(tr, cost, roll=False)]
        risk = next((words_ for words_ in named if words_ in words), risk)
    if kind.startswith("village") and risk not in words:  # in fewer words, after the
        risk = tr(f"taisen.risk.{kind}_short", foe=tr("taisen.side.wolf"))  # reason (s22)
    assert risk in words, words
    # after the hint's own words: "Hint: Shogun with the blue die. The risk: ..."
    assert words.index(WARNED[lang]) > 10


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_safe_hint_says_no_risk(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    # the Shogun carries R1 to tile 3: the s2 that could land there meets the Rock and loses
    words = hinted(app, ui, monkeypatch, "JR1/P1/-/-/-/-/s2/-/-/-/j m g3 -", "g:J")
    assert WARNED[lang] not in words


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hint_to_end_the_turn_says_why_when_every_move_left_risks(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    app.set_language(lang)
    tr = app.tr
    wolf = tr("taisen.side.wolf")
    words = hinted(app, ui, monkeypatch, "R1/J/-/-/-/-/p3s3r3/-/-/-/j m b3 -", "end")
    assert words == tr("taisen.prompt.hint_end_safe", foe=wolf)
    # one safe move left (the Shogun with the Rock on it): the search's reason, the die
    # named (newcomer J, s11, nc-J/138: 'End turn' with a die unused, no word why)
    words = hinted(app, ui, monkeypatch, "JR1/P1/-/-/-/-/s2/-/-/-/j m g3 -", "end")
    assert words == tr.plural("taisen.prompt.hint_end_why", 1, dice=tr("taisen.die.green"))


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(
    ("notation", "move"),
    [
        # Paper 1 carries Scissors 2 and the Shogun into reach of three Wolf cards
        ("R1/P1S2J/-/-/-/-/p3s3r3/-/-/-/j m g3 -", "g:P1"),
        # the Shogun carries two out of the village, a Wolf ninja 1 tile from it
        ("JR1S1/s1/-/-/-/-/-/-/-/-/j m b3 -", "b:J"),
    ],
)
def test_the_longest_warnings_fit_the_prompt_at_1280x720_readable(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, notation: str, move: str
) -> None:
    """A hint whose card carries two others, and its warning: on the prompt's two lines,
    at a size whose capitals stand 11 px at least (the riders named, as without a
    warning: newcomer K read '(and the 2 on top)' as Paper 2), unless the hint's reason
    and its cost take their room: then the card and die alone, the riders shown by the
    board's preview, never a cost without its reason (newcomer W, s21)."""
    app = sized_app((1280, 720))
    app.set_language(lang)
    ui = Driver(app)
    words = hinted(app, ui, monkeypatch, notation, move)
    assert WARNED[lang] in words
    if move == "g:P1":  # (a village left open is said first, whatever room is left)
        assert {"en": "Gain: ", "fr": "Gain\u00a0: "}[lang] in words, words
    riders = {"g:P1": ("S2", "J"), "b:J": ("R1", "S1")}[move]
    named = " + ".join(card_name(app.tr, token) for token in riders)
    tr = app.tr
    die = tr("taisen.die." + {"g": "green", "b": "blue"}[move[0]])
    plain = tr("taisen.prompt.hint", card=card_name(tr, move[2:]), die=die)
    assert named in words.replace("\u00a0", " ") or words.startswith(plain), words
    scene = app.stack[-1]
    assert isinstance(scene, TaisenScene)
    size, lines = scene.prompt_panel.fit(words, L.PROMPT_RECT)
    assert len(lines) <= 2, lines
    pixels = round(round(size * theme.scale()) * theme.FONT_SCALE["body"])
    assert cap_height(words, "body", pixels) >= 11, (size, pixels)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_cards_carried_are_named_one_way_warned_or_not(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """Newcomer K (issue 33, T7/T12): the riders were said three ways, one of them
    '(and the 2 on top)', read as Paper 2 where a Paper 2 stood on top. One way now: named,
    with a warning after it or not, one rider or two."""
    app.set_language(lang)
    tr = app.tr
    die = tr("taisen.die.green")
    cases = [
        # Paper 1 carries Scissors 2 and the Shogun into reach of three Wolf cards: warned
        ("R1/P1S2J/-/-/-/-/p3s3r3/-/-/-/j m g3 -", "g:P1", "P1", ("S2", "J"), True),
        # Paper 3 carries Paper 2 (the '2 on top' that read as Paper 2): warned
        ("R1/P3P2/-/-/-/-/p3s3r3/-/-/-/j m g2 -", "g:P3", "P3", ("P2",), True),
        # the Shogun carries the Rock to tile 3, safe: no warning
        ("JR1/P1/-/-/-/-/s2/-/-/-/j m g3 -", "g:J", "J", ("R1",), False),
    ]
    for notation, move, card, riders, warned in cases:
        words = hinted(app, ui, monkeypatch, notation, move)
        above = " + ".join(card_name(tr, token) for token in riders)
        said = tr("taisen.prompt.hint_carry", card=card_name(tr, card), die=die, above=above)
        # (the riders' room given to the reason where the cost too is said: the board's
        # preview shows them, test_the_longest_warnings_fit_the_prompt_at_1280x720_readable)
        plain = tr("taisen.prompt.hint", card=card_name(tr, card), die=die)
        assert words.replace("\u00a0", " ").startswith(said.replace("\u00a0", " ")) or (
            warned and words.startswith(plain)
        ), words
        assert (WARNED[lang] in words) == warned, words
        assert {"en": "on top)", "fr": "dessus)"}[lang] not in words
        app.stack.pop()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_longest_named_riders_and_warning_fit_at_1280x720(sized_app: Any, lang: str) -> None:
    """The longest card names carrying the two next longest, each die, every warning the
    catalogue can say for either foe: on the prompt's two lines, capitals 11 px at least,
    no card's name cut across the lines."""
    app = sized_app((1280, 720))
    app.set_language(lang)
    ui = Driver(app)
    tr = app.tr
    scene = at(app, ui, "R1/P1S2J/-/-/-/-/p3s3r3/-/-/-/j m g3 -")
    tokens = ["J"] + [kind + str(n) for kind in "RPS" for n in (1, 2, 3)]
    longest = sorted(tokens, key=lambda token: len(card_name(tr, token)))[-3:]
    foes = [tr("taisen.side.wolf"), tr("taisen.side.monkey")]
    risks = [tr("taisen.risk.village_open", foe=foe) for foe in foes]
    for foe in foes:
        for count in range(1, 8):
            for kind in ("exposed", "exposed_shogun", "village_empty"):
                risks.append(tr.plural(f"taisen.risk.{kind}", count, foe=foe))
    for die in ("red", "green", "blue"):
        for risk in risks:
            hint = carry_words(tr, longest[-1], longest[:2], tr(f"taisen.die.{die}"))
            words = tr("taisen.risk.said", hint=hint, risk=risk)
            size, lines = scene.prompt_panel.fit(words, L.PROMPT_RECT)
            assert len(lines) <= 2, lines
            pixels = round(round(size * theme.scale()) * theme.FONT_SCALE["body"])
            assert cap_height(words, "body", pixels) >= 11, (words, pixels)
            for token in tokens:
                name = card_name(tr, token)
                if " " in name:
                    assert not any(line.endswith(name.split(" ")[0]) for line in lines), lines
