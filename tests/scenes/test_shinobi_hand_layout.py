"""A Shinobi hand of any size reads whole (issue 16 §2): with 9 or 10 cards the power
text of the cards lay cut under the next card. At 1280x720, 1920x1080 and 2560x1600,
in English and French, for 1 to 19 kinds of card (every kind the deck has: alike cards
lie in one pile, so no hand shows more piles) and a hand of 40 cards: each card is at
least 110 design px wide, its strength, name and powers are drawn whole, at 14 px or
more, unsqueezed, and no later pile covers them; the hand stays inside the window and
off the table."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import Seat
from ninjas.shinobi import data
from scenes import theme
from scenes.app import App
from scenes.shinobi import ShinobiScene
from scenes.shinobi import cards as art
from scenes.shinobi.layout import pack_row
from tests.shinobi.test_rules import arrange

from .test_shinobi_scene import table
from .test_shinobi_table_layout import first_seed, text_sizes

KINDS = sorted(
    {c.name for c in data.CARDS}, key=lambda n: min(c.id for c in data.CARDS if c.name == n)
)
"""Every kind of card, in the hand's order (card ids)."""


def hand_of(kinds: int) -> list[int]:
    """One card of each of the first `kinds` kinds, and two more of the first clan (a
    pile of three shows its edges) once there are two kinds."""
    cards = [next(c.id for c in data.CARDS if c.name == name) for name in KINDS[:kinds]]
    if kinds >= 2:
        cards += [c.id for c in data.CARDS if c.name == KINDS[0]][1:3]
    return cards


def akane_places(app: App, players: int, mode: str) -> ShinobiScene:
    seats = [Seat("human")] + [Seat("ai", "easy")] * (players - 1)
    scene = table(app, seats, mode, seed=first_seed(players, mode))
    scene.play("recruit")
    return scene


def check_hand(scene: ShinobiScene, window: pygame.Surface, piles: int) -> None:
    layout = scene.layout
    bounds = window.get_rect()
    assert len(scene.hand.rects) == piles == len(scene.hand.words)
    assert layout.card_w >= round(theme.CARD_MIN_WIDTH * theme.scale())
    drawn = [rect for rect, _ in scene.hand.rects]
    for i, (rect, (words, squeezed)) in enumerate(zip(drawn, scene.hand.words, strict=True)):
        assert bounds.contains(rect) and layout.hand.contains(rect), (piles, i, rect)
        assert not squeezed, f"{piles} piles: pile {i}'s name squeezed"
        assert rect.contains(words), (piles, i, words, rect)
        for later in drawn[i + 1 :]:  # drawn over it
            assert not later.colliderect(words), f"{piles} piles: pile {i}'s words covered"
    for part in (layout.table, layout.prompt, layout.options, layout.log):
        assert not part.colliderect(layout.hand)
        assert bounds.contains(part)


SIZES = [(1280, 720), (1920, 1080), (2560, 1600)]


@pytest.mark.parametrize(("size", "lang"), list(itertools.product(SIZES, ("en", "fr"))))
def test_every_hand_size_reads_whole(
    sized_app: Callable[[tuple[int, int]], App],
    size: tuple[int, int],
    lang: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    scene = akane_places(app, 4, "grandmaster")  # the tightest table
    art.clear_cache()
    sizes = text_sizes(monkeypatch)
    for kinds in range(1, len(KINDS) + 1):
        arrange(scene.state, hands={0: hand_of(kinds)})
        scene._refresh()
        scene.draw(app.window)
        check_hand(scene, app.window, kinds)
    everything = [c.id for c in data.CARDS][:40]  # a hand of 40 cards, of every kind
    arrange(scene.state, hands={0: everything})
    scene._refresh()
    scene.draw(app.window)
    check_hand(scene, app.window, len({data.card_name(c) for c in everything}))
    assert min(sizes) >= theme.FONT_MIN


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(("players", "mode"), [(2, "grasshopper"), (3, "grandmaster")])
def test_nine_to_fifteen_kinds_lie_in_one_row_at_1280x720(
    app: App, lang: str, players: int, mode: str
) -> None:
    """The hand runs the window's whole width: fifteen kinds in one row even in French
    (the table keeps its height); the tester's 9 or 10 cards read whole."""
    app.set_language(lang)
    scene = akane_places(app, players, mode)
    for kinds in range(9, 16):
        arrange(scene.state, hands={0: hand_of(kinds)})
        scene._refresh()
        scene.draw(app.window)
        check_hand(scene, app.window, kinds)
        assert {rect.top for rect, _ in scene.hand.rects} == {scene.hand.rects[0][0].top}
        assert scene.layout.hand.width >= app.window.get_width() * 0.95


def test_a_hovered_card_of_a_crowded_hand_is_enlarged(app: App) -> None:
    scene = akane_places(app, 4, "grasshopper")
    arrange(scene.state, hands={0: hand_of(14)})
    scene._refresh()
    widths: list[int] = []
    original = scene.face

    def face(card: int, width: int, strip: int | None = None) -> pygame.Surface:
        widths.append(width)
        return original(card, width, strip)

    scene.face = face  # type: ignore[method-assign]
    scene.draw(app.window)
    rect, card = scene.hand.rects[3]
    covered = scene.hand.rects[4][0]
    point = ((rect.left + covered.left) // 2, rect.centery)  # its own strip
    app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(1, 0), buttons=(0, 0, 0)))
    widths.clear()
    scene.draw(app.window)
    zoomed = scene.zoom.card_zoom()
    assert zoomed is not None and zoomed[1].width > scene.layout.card_w
    assert zoomed[1].width in widths


def test_pack_row_keeps_every_strip_and_asks_for_a_row_when_none_is_left() -> None:
    assert pack_row([100, 100], [60, 60], 300, 10) == [(0, 100), (110, 100)]
    spots = pack_row([100] * 4, [60, 80, 60, 60], 300, 10)
    assert spots is not None and spots[-1] == (200, 100)
    assert [shown for _, shown in spots[:-1]] == [60, 80, 60]
    spots = pack_row([100] * 3, [40, 40, 40], 260, 10)
    assert spots == [(0, 80), (80, 80), (160, 100)]  # even strips where there is room
    assert pack_row([100] * 4, [80, 80, 80, 80], 300, 10) is None


def test_a_pad_aims_at_the_part_of_a_covered_pile_left_uncovered(app: App) -> None:
    """A pad's ring and pointer went to the middle of a pile's whole rect: under the
    next pile, so the next card was enlarged and taken for the one aimed at."""
    scene = akane_places(app, 4, "grasshopper")
    # fifteen kinds: one row of overlapping piles (eighteen lie in two rows side by side
    # since the faces' words are 11 px tall, issue 33)
    hand = hand_of(15) + [c.id for c in data.CARDS if c.name == "Spider"][1:3]
    arrange(scene.state, hands={0: hand})
    scene._refresh()
    scene.draw(app.window)
    shown = scene.hand.shown()
    assert len(shown) == 15 and any(
        a.width < b.width for (a, _), (b, _) in zip(shown, scene.hand.rects, strict=True)
    )
    for part, card in shown:
        topmost = next(
            c for rect, c in reversed(scene.hand.rects) if rect.collidepoint(part.center)
        )
        assert topmost == card
    targets = [
        t for t in scene.pad_targets() if isinstance(t.ident, tuple) and t.ident[0] == "hand"
    ]
    assert targets
    for target in targets:
        topmost = next(
            c for rect, c in reversed(scene.hand.rects) if rect.collidepoint(target.rect.center)
        )
        assert data.card_name(topmost) == target.ident[1]
