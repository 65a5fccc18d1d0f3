"""The Shinobi hint says what its move risks (issue 33, newcomer H, s08-s16: "the hint
told me to lay 3 Bear (18) and the very next turn Sora's 4 Spider destroyed it... the
hint never weighs the risk of laying my biggest clan into an opponent's reach"; its
reasons never said what a move risks). Set positions: Akane (seat 0) to place or draw,
the hint's search standing in for the worker's."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import Seat
from ninjas.shinobi.rules import ShinobiAction
from scenes import theme
from scenes.app import App
from scenes.shinobi import ShinobiScene
from tests.shinobi.test_rules import BEAR, CARP, CROW, RONIN, SPIDER, TOAD, arrange

from .conftest import Driver
from .test_shinobi_newcomer_h import hint_found
from .test_shinobi_scene import table
from .test_shinobi_table_layout import akane_places, first_seed

CAREFUL = {"en": "careful: ", "fr": "attention\u00a0: "}


def place(clan: str, cards: list[int], kind: str = "place") -> ShinobiAction:
    return ShinobiAction(kind, (clan, *(str(c) for c in cards)))


BEAR_3 = place("Bear", BEAR[:3])


def placing(app: App, ui: Driver, **laid: object) -> ShinobiScene:
    """Akane to place, 3 players, the cards `laid` where arrange puts them."""
    scene = akane_places(app, players=3)
    state = scene.state
    state.deck[:0], state.jigoku[:] = state.jigoku, []  # the first player's reveal: unseen
    arrange(state, **laid)  # type: ignore[arg-type]
    scene._refresh()
    ui.step()
    return scene


def corrupting(app: App, ui: Driver, corruption: dict[int, list[int]]) -> ShinobiScene:
    """Akane to draw, 3 players, the corruption piles given."""
    seats = [Seat("human")] + [Seat("ai", "easy")] * 2
    scene = table(app, seats, seed=first_seed(3))
    arrange(scene.state, corruption=corruption)
    scene._refresh()
    ui.step()
    return scene


def said(
    app: App, ui: Driver, scene: ShinobiScene, action: ShinobiAction, mp: pytest.MonkeyPatch
) -> str:
    hint_found(app, ui, scene, action, mp)
    return scene.prompt.hint_sentence()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_three_bears_laid_as_the_table_s_strongest_clan_warn_of_a_foe_s_spiders(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """H's s08-s16: 3 Bear (18), the strongest clan on the table, Spiders unseen."""
    app.set_language(lang)
    scene = placing(app, ui, hands={0: [*BEAR[:3], CARP[0]]}, clans={0: {"Crow": CROW[:2]}})
    words = said(app, ui, scene, BEAR_3, monkeypatch)
    assert CAREFUL[lang] + app.tr("shinobi.risk.Spider") in words
    assert words.startswith(app.tr("shinobi.hint.why", what="", why="")[:4])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_toads_are_named_where_more_of_them_are_unseen(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    scene = placing(app, ui, hands={0: [*BEAR[:3]]}, jigoku=SPIDER[:5])
    assert CAREFUL[lang] + app.tr("shinobi.risk.Toad") in said(app, ui, scene, BEAR_3, monkeypatch)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_warning_says_if_a_foe_holds_them_never_that_one_does(app: App, lang: str) -> None:
    """Newcomer L (s7, hot-seat, s127): "a foe's 3 Toads could return it" read as "someone
    HAS 3 Toads", as if the game had peeked at the other person's hand. The warning counts
    unseen cards only, and says so: "if a foe holds 3 Toads", "un rival à 3 Crapauds le
    renverrait" (a rival with them would: the French fits the prompt's three lines)."""
    app.set_language(lang)
    for kind in ("Spider", "Toad"):
        words = app.tr(f"shinobi.risk.{kind}")
        assert words.startswith({"en": "if a foe holds 3 ", "fr": "un rival à 3 "}[lang])


def test_the_warning_knows_only_what_the_seat_has_seen(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Spiders and Toads in a foe's hand are as unseen as those in the deck: moving them
    between the two changes nothing. On a table or in the Jigoku they are seen."""
    scene = placing(app, ui, hands={0: [*BEAR[:3]], 1: [*SPIDER[:7], *TOAD[:7]]})
    words = said(app, ui, scene, BEAR_3, monkeypatch)
    assert app.tr("shinobi.risk.Spider") in words
    arrange(scene.state, hands={0: [*BEAR[:3]], 1: CARP[:4]})  # they go back in the deck
    assert scene.prompt.hint_sentence() == words
    # all but one Spider and one Toad seen, and one Ronin: no foe can make three
    arrange(scene.state, hands={0: [*BEAR[:3]]}, jigoku=[*SPIDER[:8], *TOAD[:8], *RONIN[:3]])
    assert "careful" not in scene.prompt.hint_sentence()
    # two Ronin back unseen: a Spider and two Ronin make three
    for ronin in RONIN[1:3]:
        scene.state.jigoku.remove(ronin)
        scene.state.deck.insert(0, ronin)
    assert app.tr("shinobi.risk.Spider") in scene.prompt.hint_sentence()


def test_no_warning_for_a_clan_worth_little_or_not_the_table_s_strongest(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A foe's Spiders aim at the table's strongest clan; two Carps (2) at the first
    turn are no loss worth a warning (every first hint would carry one)."""
    scene = placing(app, ui, hands={0: CARP[:2]})
    assert "careful" not in said(app, ui, scene, place("Carp", CARP[:2]), monkeypatch)
    crow_3 = place("Crow", CROW[:3])
    scene = placing(app, ui, hands={0: CROW[:3]}, clans={1: {"Bear": BEAR[:2]}})
    assert "careful" not in said(app, ui, scene, crow_3, monkeypatch)  # 9 against Sora's 12
    scene = placing(app, ui, hands={0: CROW[:3]}, clans={1: {"Bear": BEAR[:1]}})
    assert "careful" in said(app, ui, scene, crow_3, monkeypatch)  # 9 against 6


def test_no_warning_behind_an_iron_wall(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = placing(app, ui, hands={0: BEAR[:3]})
    scene.state.temple_cards[0] = "Iron Wall"  # its clans ignore destroy and return
    assert "careful" not in said(app, ui, scene, BEAR_3, monkeypatch)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_corruption_that_would_be_the_table_s_most_says_its_total(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ties go to the least corrupt: a corrupt seat becoming the most corrupt is told
    its total; a first corruption, or one under a foe's, says the trade alone."""
    app.set_language(lang)
    most = {"en": "the table's most", "fr": "record de la table"}[lang]
    scene = corrupting(app, ui, {0: [BEAR[0]], 1: [CARP[0]]})  # Akane 6, Sora 1
    words = said(app, ui, scene, ShinobiAction("corrupt"), monkeypatch)
    assert most in words
    arrange(scene.state, corruption={0: [CARP[1]], 1: [BEAR[0], BEAR[1]]})  # 2 against 13
    assert most not in scene.prompt.hint_sentence()
    scene = corrupting(app, ui, {})
    assert most not in said(app, ui, scene, ShinobiAction("corrupt"), monkeypatch)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("case", ["toad_reinforce", "corrupt"])
def test_the_warning_is_drawn_whole_at_the_prompt_s_own_size(
    sized_app: Callable[[tuple[int, int]], App],
    size: tuple[int, int],
    lang: str,
    case: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The longest: Crow reinforced by three, warned of the Toads; and the corruption's
    total. On the prompt box's lines at the body size (as newcomer H's s25 asked)."""
    app = sized_app(size)
    app.set_language(lang)
    ui = Driver(app)
    if case == "corrupt":
        scene = corrupting(app, ui, {0: [BEAR[0]], 1: [CARP[0]]})
        action = ShinobiAction("corrupt")
    else:
        crows = {0: {"Crow": CROW[:1]}}
        scene = placing(app, ui, hands={0: CROW[1:4]}, clans=crows, jigoku=SPIDER[:5])
        action = place("Crow", CROW[1:4], "reinforce")
    words = said(app, ui, scene, action, monkeypatch)
    assert CAREFUL[lang] in words or case == "corrupt"
    drawn: list[tuple[str, int]] = []
    original = theme.text

    def recording(string: str, font: int, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.append((string, font))
        return original(string, font, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "text", recording)
    scene.draw(pygame.Surface(size))
    panel = scene.prompt.panel
    lines = panel.lines(words, panel.width(scene.layout.prompt), theme.FONT_BODY)
    assert all((line, theme.FONT_BODY) in drawn for line in lines), lines
