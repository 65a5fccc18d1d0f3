"""The battle tray never lies over the fought hex nor the thrower's: where the tall tray
(two lines of cards, 302 px at 1280x720 for a throw at 3) has no place clear of them,
in the board's middle rows with about 213 px free above or below, it is drawn in one
row (scenes/dojo/tray_compact.py) (newcomer F, s15, nc-F/046: the panel over her own
left flank; 057: over the computer's trail; E3's measure, s16: 8 of 39 target hexes of
a throw at 3 at 1280x720). Every target hex of the board, every thrower beside it, at
1280x720 and 1920x1080; the tray placed, not painted (a direct call)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import Seat
from ninjas.dojo.hexgrid import neighbours
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.tray import CARD_W, Slot, Tray, set_hand
from scenes.dojo.tray_compact import DROP, NUDGE, draw_compact, fits

from .conftest import Driver
from .test_dojo_clash_tally import table as table_of
from .test_dojo_clash_tally import until_the_person_acts
from .test_dojo_one_key_strike import attacking
from .test_dojo_scene import table


def _placed(app: App) -> DojoScene:
    app.apply_scale()
    scene = table(app, [Seat("human", name="Ada"), Seat("human", name="Zoe")])
    state = scene.state
    while state.phase == "dojo":
        scene.play(str(state.legal_actions()[0]))
    scene.draw(pygame.Surface(app.view_size))  # the map laid out
    return scene


def _tray(scene: DojoScene, h: tuple[int, int], source: tuple[int, int] | None) -> Tray:
    me = scene.state.mover
    tray = Tray(h, me, source, defenders=3, deck=25 if source else None)
    tray.pool, tray.dealt = [3, 7, 11], [3, 7, 11]
    set_hand(tray, [5] if source else [4, 9, 12], dealt=True)
    scene.stage.tray = tray
    return tray


@pytest.mark.parametrize(
    ("size", "lang"), [((1280, 720), "en"), ((1280, 720), "fr"), ((1920, 1080), "fr")]
)
def test_no_tray_lies_over_a_fought_hex(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], lang: str
) -> None:
    app = sized_app(size)
    app.set_language(lang)  # (the French titles are the longer)
    scene = _placed(app)
    view, terrain = scene.tray_view, scene.state.terrain
    fights = [(h, None) for h in terrain]
    fights += [(h, s) for h in terrain for s in neighbours(h) if s in terrain]
    rows = set()
    for h, source in fights:
        tray = _tray(scene, h, source)
        view.settle(tray)
        assert view.rect.width and view.area().contains(view.rect)
        assert view.covered(tray) == [], (h, source, view.rect)  # before: 8 of 39 throws
        if view.compact and source is None:
            rows.add(h)
    # a battle's tall tray wherever it is clear (a throw's one row wherever it is the
    # smaller and hides less: test_dojo_throw_row_smaller.py)
    assert 0 < len(rows) < len(terrain) // 2


def test_the_one_row_keeps_the_cards_size_and_their_keys(
    sized_app: Callable[[tuple[int, int]], App],
) -> None:
    app = sized_app((1280, 720))
    scene = _placed(app)
    view = scene.tray_view
    tray = _tray(scene, (0, 0), None)
    tray.pool, tray.row = [], []
    tray.row = [Slot(3), Slot(7, attack=9, flip_age=9.0, loser=1 - tray.attacker), Slot(11)]
    set_hand(tray, [4, 12], dealt=False)
    canvas = pygame.Surface(app.view_size)
    rect = pygame.Rect(18, 54, 814, 182)  # (as settled at 1280x720)
    layout = draw_compact(
        view.painter,
        canvas,
        rect,
        tray,
        title="Battle",
        picked=None,
        dragging=None,
        act_seat=tray.attacker,
        phase="attack",
        mouse=(0, 0),
    )
    cards = [r for r, _ in layout.hand + layout.slots] + [r for pair in layout.turned for r in pair]
    assert [i for _, i in layout.slots] == [0, 2]  # the face-down cards keep their numbers
    assert sorted(rank for _, rank in layout.hand) == [4, 12]
    assert all(r.width == CARD_W and rect.contains(r) for r in cards)
    hand_right = max(r.right for r, _ in layout.hand)
    assert all(r.left > hand_right for r, _ in layout.slots)  # the hand, then the row
    struck, played = layout.turned[0]
    assert played.left - struck.left == CARD_W // 2  # half over the card it struck


def _moved_to_one_row(app: App, ui: Driver) -> DojoScene:
    """The person (seat 0) throws with two face-down cards to strike (a built game), the
    throw moved to a target and thrower the tall tray would lie over."""
    scene = table_of(app, attacking(2))
    until_the_person_acts(scene, ui)
    state, view = scene.state, scene.tray_view
    battle = state.battle
    assert battle is not None
    here = state.ninjas.pop(battle.hex)
    pairs = [(t, n) for t in state.terrain for n in neighbours(t) if n in state.terrain]
    for h, s in pairs:
        if h in state.ninjas or s in state.ninjas:
            continue
        view.settle(Tray(h, 0, s, defenders=2))
        if view.compact:
            break
    battle.hex, battle.source = h, s
    state.ninjas[h] = here
    scene.stage.sync_tray()
    scene.draw(pygame.Surface(app.view_size))
    assert view.compact and view.covered(scene.stage.tray) == []  # type: ignore[arg-type]
    return scene


def test_in_one_row_keys_strike_as_before(app: App, ui: Driver) -> None:
    scene = _moved_to_one_row(app, ui)
    tray = scene.stage.tray
    assert tray is not None and len(tray.live_slots()) == 2
    played, card, second = len(scene.session.actions), tray.hand[0], tray.live_slots()[1]
    ui.key(pygame.K_1)  # the card, then the face-down card's number
    ui.key(pygame.K_2)
    assert str(scene.session.actions[played]) == f"play {card} {second}"


def test_in_one_row_a_drag_strikes_as_before(app: App, ui: Driver) -> None:
    scene = _moved_to_one_row(app, ui)
    layout = scene.tray_view.layout
    (hand, card), (slot, index) = layout.hand[0], layout.slots[1]
    played = len(scene.session.actions)
    ui.move(hand.center)
    ui.event(pygame.MOUSEBUTTONDOWN, pos=hand.center, button=1)
    ui.event(pygame.MOUSEMOTION, pos=slot.center, rel=(0, 0), buttons=(1, 0, 0))
    ui.event(pygame.MOUSEBUTTONUP, pos=slot.center, button=1)
    assert str(scene.session.actions[played]) == f"play {card} {index}"


def _big(scene: DojoScene, h: tuple[int, int], n: int) -> Tray:
    """A battle of `n` against `n` at `h`, both sides' cards dealt."""
    ranks = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13][:n]
    tray = Tray(h, scene.state.mover, None, defenders=n)
    tray.pool, tray.dealt = list(ranks), list(ranks)
    set_hand(tray, list(ranks), dealt=True)
    scene.stage.tray = tray
    return tray


def test_a_bigger_battle_keeps_the_tall_tray(
    sized_app: Callable[[tuple[int, int]], App],
) -> None:
    """Eleven against eleven, even bare, would crush its row (each face-down card less
    seen than a card of the fanned hand): the tall tray stays, the fought hex ringed
    again over it. (Five to ten against as many: bare, below.)"""
    scene = _placed(sized_app((1280, 720)))
    view = scene.tray_view
    for h in scene.state.terrain:
        tray = _big(scene, h, 11)
        view.settle(tray)
        assert not view.compact


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_big_battle_lies_over_no_fought_hex(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int]
) -> None:
    """5 against 5 to 10 against 10: the row crushed beside the tally's column, the tall
    tray stayed over the fought hex in the board's middle rows (before: 9 of 39 battles
    at 1280x720, 6 at 1920x1080); now the one row, bare (the words under the title, each
    card played down the card it struck)."""
    app = sized_app(size)
    app.set_language("fr")
    scene = _placed(app)
    view = scene.tray_view
    for n in (5, 10):
        bare = 0
        for h in scene.state.terrain:
            tray = _big(scene, h, n)
            view.settle(tray)
            assert view.area().contains(view.rect)
            assert view.covered(tray) == [], (n, h, view.rect)
            bare += view.compact and not fits(tray, view.rect.width)
        assert bare  # where the tall tray lay over the hex


def test_a_bare_row_keeps_its_cards_inside_and_says_the_clash(app: App) -> None:
    app.apply_scale()
    scene = _placed(app)
    tray = _big(scene, (0, 0), 6)
    tray.pool = []
    tray.row = [Slot(r) for r in tray.dealt]
    tray.row[0] = Slot(2, attack=9, flip_age=9.0, loser=1 - tray.attacker)
    set_hand(tray, [3, 4, 5, 6, 7], dealt=False)
    tray.clashes, tray.words = [object()], "9 > 2 : Zoe perd un ninja."  # type: ignore[list-item]
    rect = pygame.Rect(18, 424, 814, 244)  # (as settled at 1280x720 for 6 against 6)
    assert not fits(tray, rect.width) and fits(tray, rect.width, tally=False)
    canvas = pygame.Surface(app.view_size)
    view = scene.tray_view
    layout = draw_compact(
        view.painter,
        canvas,
        rect,
        tray,
        title="Combat",
        picked=None,
        dragging=None,
        act_seat=tray.attacker,
        phase="attack",
        mouse=(0, 0),
    )
    cards = [r for r, _ in layout.hand + layout.slots] + [r for pair in layout.turned for r in pair]
    assert [i for _, i in layout.slots] == [1, 2, 3, 4, 5]  # keyed as before
    assert all(rect.contains(r) for r in cards)
    title, said = view.painter.head_drawn  # the clash's words under the title
    assert said.top >= title.bottom and rect.contains(said)
    assert max(r.bottom for r in cards) <= rect.bottom
    struck, played = layout.turned[0]
    assert played.top - struck.top == DROP and played.left - struck.left == NUDGE


def test_a_click_on_overlapping_face_down_cards_strikes_the_one_on_top(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A crushed row lays each face-down card over part of the one before: a click where
    two lie strikes the one drawn on top, the later (it struck the one under it)."""
    scene = _moved_to_one_row(app, ui)
    layout = scene.tray_view.layout
    (under, first), (_, second) = layout.slots[:2]
    half = under.width // 2
    layout.slots[1] = (under.move(half, 0), second)  # over its right half
    struck: list[int] = []
    monkeypatch.setattr(scene.controls, "strike", struck.append)
    scene.controls.press((under.left + half + 4, under.centery))
    assert struck == [second]  # before: the card under it
