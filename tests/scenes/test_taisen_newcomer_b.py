"""The Taisen table as newcomer B met it today (issue 33): the Shogun's strength said
in the log but not on his card, the prompt that did not say a held village wins, the
hint that ringed a whole stack, and the seats called by their animal when people
named themselves."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from ninjas.core.events import Event  # noqa: E402
from ninjas.core.i18n import Translator  # noqa: E402
from ninjas.core.session import GameSession, Seat  # noqa: E402
from ninjas.taisen import from_notation  # noqa: E402
from ninjas.taisen.rules import ACTIONS, END  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.results import ResultsScene  # noqa: E402
from scenes.taisen import TaisenScene, animations, game_log  # noqa: E402
from scenes.taisen import layout as L  # noqa: E402
from scenes.taisen.board_view import HINT  # noqa: E402

from .test_results_native import show  # noqa: E402
from .test_taisen_scene import settle  # noqa: E402

PEOPLE = [Seat("human"), Seat("human")]


@pytest.fixture
def table(app: App):  # type: ignore[no-untyped-def]
    """A Taisen table of `seats` at a position in notation (not animated)."""

    def make(seats: list[Seat], notation: str, animate: bool = False) -> TaisenScene:
        session = GameSession("taisen", 7, {}, list(seats), from_notation(notation, 7))
        session._mark_turn_start()
        scene = TaisenScene(app, session, animate=animate)
        app.push(scene)
        return scene

    return make


# ------------------------------------------------------------------ 1. the Shogun
def test_the_shoguns_drop_is_said_for_this_combat_only() -> None:
    """'Monkey's Shogun drops to strength 1' while his card reads 4, and nothing said he
    is back to 4 after the combat (g22, g23.png; RULINGS: he returns to 4 when that
    combat ends). The line says both, in both languages."""
    event = Event("shogun_strength", {"side": "monkey", "strength": 1})
    english = game_log.describe(event, Translator("en"))
    assert english is not None
    assert english.text == (
        "Monkey's Shogun drops to strength 1 for this combat (back to 4 when it ends)"
    )
    french = game_log.describe(event, Translator("fr"))
    assert french is not None
    assert "pour ce combat" in french.text and "revient à 4" in french.text


# ------------------------------------------------------------------ 2. the village
def test_with_a_ninja_on_the_enemy_village_the_prompt_says_ending_wins(table, app: App) -> None:  # type: ignore[no-untyped-def]
    """With a ninja already on the Wolf village the prompt said 'Use another die, or end
    your turn.' (g40.png): the win comes when the turn ends (RULINGS), so say it."""
    scene = table(seats=PEOPLE, notation="R1/-/-/-/-/p1/-/-/-/-/P3 m r1b1 -")
    settle(scene)
    assert scene.selection.can_end and not scene.state.is_terminal
    assert scene.prompt(None)[0] == app.tr("taisen.prompt.more_win")
    assert "end your turn to win" in app.tr("taisen.prompt.more_win")
    elsewhere = table(seats=PEOPLE, notation="R1/-/-/-/-/p1/-/-/-/P3/- m r1b1 -")
    settle(elsewhere)
    assert elsewhere.prompt(None)[0] == app.tr("taisen.prompt.more_enter")  # (s13: Enter ends it)


def test_with_no_die_left_to_use_the_prompt_still_says_ending_wins(table, app: App) -> None:  # type: ignore[no-untyped-def]
    scene = table(seats=PEOPLE, notation="R1/-/-/-/-/p1/-/-/-/-/P3 m r1g1 -")
    settle(scene)
    assert [str(a) for a in scene.state.legal_actions()] == ["end"]
    assert scene.prompt(None)[0] == "A ninja holds the enemy village: end your turn to win."


# ------------------------------------------------------------------ 4. the names
BEA_TOM = [Seat("human", name="Béa"), Seat("human", name="Tom")]
WINNING = "R1/-/-/-/-/p1/-/-/-/-/P3 m r1g1 -"
"""Béa's Paper 3 on the Wolf village, her turn with no die left to use: End wins."""


def test_a_named_persons_turn_is_called_by_their_name(table, app: App) -> None:  # type: ignore[no-untyped-def]
    """Hot-seat, Béa and Tom: the header said 'Wolf's turn' (hs09.png); it says whose
    turn it is by name, the side after it. A computer's turn keeps its side's words."""
    scene = table(seats=BEA_TOM, notation="R1/-/-/-/-/p1/-/-/-/P3/- w r1g1b1 -")
    settle(scene)
    assert scene.header_text() == "Tom's turn (Wolf)"
    fr = Translator("fr")
    app.tr = fr
    assert scene.header_text() == "Au tour de Tom (Loup)"
    app.tr = Translator("en")
    computer = table(seats=[Seat("human", name="Béa"), Seat("ai", "hard")], notation=WINNING)
    settle(computer)
    assert computer.header_text() == "Béa's turn (Monkey)"
    computer.view.side = 1
    assert computer.header_text() == "Wolf's turn"


def test_the_turns_sash_names_the_person_too(table, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The sash that crosses the board at a turn's start says what the header says."""
    said: list[str] = []
    ribbon = animations._turn_ribbon
    monkeypatch.setattr(
        animations, "_turn_ribbon", lambda side, text: (said.append(text), ribbon(side, text))[1]
    )
    scene = table(seats=BEA_TOM, notation="R1/-/-/-/-/p1/-/-/-/P3/- m r1g1 -", animate=True)
    settle(scene)
    scene._play(ACTIONS[END])
    settle(scene)
    assert said and said[-1] == "Tom's turn (Wolf)"


def test_a_named_winner_is_named_on_the_banner_and_the_results(
    table,
    app: App,
    monkeypatch,  # type: ignore[no-untyped-def]
) -> None:
    """The banner said 'The Monkeys win!' of a game Béa won (g41.png): 'Béa (Monkey)
    wins!', on the table's banner, its header and the results."""
    from scenes.taisen import hud

    titles: list[str] = []
    real = hud.banner_surface
    monkeypatch.setattr(
        hud,
        "banner_surface",
        lambda side, title, *a: (titles.append(title), real(side, title, *a))[1],
    )
    scene = table(seats=BEA_TOM, notation=WINNING)
    settle(scene)
    scene._play(ACTIONS[END])
    settle(scene)
    assert scene.state.winner == "monkey" and scene.over_on_screen
    assert scene.header_text() == "Béa (Monkey) wins!"
    scene._draw_banner(pygame.Surface(app.window.get_size()))
    assert titles[-1] == "Béa (Monkey) wins!"
    results = ResultsScene(app, scene.session, None)
    assert results.banner()[0] == "Béa (Monkey) wins!"  # two people: the headline


def test_the_results_card_of_a_computer_says_it_is_one_and_its_level(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The results' Wolf card said only 'Wolf' (res01.png): 'Wolf — Computer (Hard)',
    'Loup — Ordinateur (Difficile)'; a named person's card keeps 'Béa (Monkey)'."""
    from scenes import theme

    drawn: list[str] = []
    blit_text = theme.blit_text
    monkeypatch.setattr(
        theme,
        "blit_text",
        lambda c, text, *a, **k: (drawn.append(text), blit_text(c, text, *a, **k))[1],
    )
    session = finished_taisen([Seat("human", name="Béa"), Seat("ai", "hard")])
    show(app, session)
    assert "Wolf — Computer (Hard)" in drawn and "Béa (Monkey)" in drawn
    assert "Wolf" not in drawn
    app.tr = Translator("fr")
    drawn.clear()
    show(app, session)
    assert "Loup — Ordinateur (Difficile)" in drawn and "Béa (Singe)" in drawn


def finished_taisen(seats: list[Seat]) -> GameSession:
    session = GameSession.new("taisen", seats, seed=3, autosave=False)
    rng = random.Random(3)
    while not session.state.is_terminal:
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    return session


# ------------------------------------------------------------------ 3. the hint
def test_a_hint_on_a_covered_card_rings_that_card_and_says_what_rides_on_it(
    table, app: App
) -> None:  # type: ignore[no-untyped-def]
    """'Hint: Paper 3 with the green die' rang the whole stack of Paper 1 on Paper 3,
    and Paper 3 showed only its strip (g20.png). The strip is ringed (over the edge of
    the card above it), the group that moves with it is dashed, and the prompt names
    what rides on it."""
    scene = table(
        seats=[Seat("human"), Seat("ai", "hard")],
        notation="J/P3P1/S3R3R1/P2/-/-/-/r1s2s1/p1r2p2/-/j m r3g2b2 -",
    )
    settle(scene)
    scene.hint = next(a for a in ACTIONS if str(a) == "g:P3")
    view = scene.view
    paper3, paper1 = view.stacks[0][1]
    (x3, y3), (_, y1) = view.card_xy(paper3), view.card_xy(paper1)
    assert y1 < y3 < y1 + L.CARD_H  # Paper 1 covers Paper 3 but its strip below
    strip = pygame.Rect(int(x3), int(y1) + L.CARD_H, L.CARD_W, int(y3 - y1))
    app.draw()
    ring_edge = (strip.centerx, strip.top - L.px(2))  # over Paper 1's bottom edge
    assert app.window.get_at(ring_edge)[:3] == HINT
    assert view.visible_rect(paper3) == strip
    said = scene.prompt(None)[0]  # then why (test_taisen_hint_why.py)
    assert said.startswith("Hint: Paper\u00a03 (carrying Paper\u00a01), green die. Gain: "), said
