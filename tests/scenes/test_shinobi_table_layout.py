"""The Shinobi table read from the sofa (issue 16 §2): hand cards big enough to read,
clans at a glance, layouts that fill the canvas for 2, 3 and 4 players, the Grand
Master board in view, a hand that stays put under the pointer, choice lists that
scroll and cut nothing."""

from __future__ import annotations

import itertools
from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.shinobi import data, new_game
from ninjas.shinobi.rules import ShinobiAction
from scenes import theme
from scenes.app import App
from scenes.shinobi import ShinobiScene
from scenes.shinobi import cards as art
from scenes.shinobi.layout import table_layout
from tests.shinobi.test_rules import BEAR, CARP, DRAGON, FOX, MONKEY, RAT, TOAD, arrange, ids

from .conftest import Driver
from .test_shinobi_scene import table

SIZES = [(1280, 720), (1920, 1080)]


def first_seed(players: int, mode: str = "grasshopper") -> int:
    """A seed where seat 0 plays first (before the computer has laid anything)."""
    seed = 1
    while new_game(seed, {"players": players, "mode": mode}).first_player != 0:
        seed += 1
    return seed


def akane_places(app: App, players: int = 2, mode: str = "grasshopper") -> ShinobiScene:
    seats = [Seat("human")] + [Seat("ai", "easy")] * (players - 1)
    scene = table(app, seats, mode, seed=first_seed(players, mode))
    scene.play("recruit")
    return scene


def text_sizes(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every text size drawn from now on (theme.text is the one way text is drawn)."""
    sizes: list[int] = []
    original = theme.text

    def recording(string: str, size: int, *args: object, **kwargs: object) -> pygame.Surface:
        sizes.append(size)
        return original(string, size, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "text", recording)
    return sizes


# ---------------------------------------------------------------------- cards and clans
def test_the_smallest_table_text_is_14_px(app: App) -> None:
    assert theme.font(theme.FONT_MIN).point_size >= 14


@pytest.mark.parametrize("size", SIZES)
def test_a_hand_card_is_110_px_wide_with_its_words_at_the_smallest_text_or_more(
    app: App, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    layout = table_layout(size, 4, "grandmaster")
    assert layout.card_w >= 110
    art.clear_cache()
    sizes = text_sizes(monkeypatch)
    for name in sorted({c.name for c in data.CARDS}):
        card = next(c.id for c in data.CARDS if c.name == name)
        face = art.card_face(card, layout.card_w, lambda key, **kw: key.rsplit(".", 1)[-1])
        assert face.get_width() == layout.card_w
    assert sizes and min(sizes) >= theme.FONT_MIN


def face_widths(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The widths card faces are drawn at from now on, in order."""
    widths: list[int] = []
    original = art.card_face
    monkeypatch.setattr(
        art, "card_face", lambda card, width, *a: widths.append(width) or original(card, width, *a)
    )
    return widths


def test_hand_cards_are_drawn_at_full_width_and_hovering_enlarges_one(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = akane_places(app)
    ui.step()
    assert scene.hand.rects
    widths = face_widths(monkeypatch)
    ui.move(scene.hand.rects[0][0].center)
    ui.step()
    assert scene.layout.card_w >= 110 and scene.layout.card_w in widths
    zoomed = scene.zoom.card_zoom()
    assert zoomed is not None
    zoom_w = zoomed[1].width  # at most layout.zoom_w: kept off your own row too
    assert zoom_w in widths and zoom_w > scene.layout.card_w


def test_a_clan_tile_names_its_animal_its_card_count_and_its_strength(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    art.clear_cache()
    drawn: list[tuple[str, int]] = []
    original = theme.text

    def recording(string: str, size: int, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.append((string, size))
        return original(string, size, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "text", recording)
    cards = [*TOAD[:3], ids("Ronin")[0]]
    art.clan_tile("Toad", cards, 11, (64, 90), lambda key, **kw: key.rsplit(".", 1)[-1])
    texts = [s for s, _ in drawn]
    # the count is a chip per card, each with its value (issue 33: blank chips before)
    assert "Toad" in texts and texts.count("3") == 3 and "2" in texts and "11" in texts
    assert min(size for _, size in drawn) >= theme.FONT_MIN
    drawn.clear()  # five cards (Great Clan) on a tile too narrow for five valued chips
    art.clan_tile("Toad", [*cards, TOAD[3]], 14, (52, 80), lambda key, **kw: key.rsplit(".", 1)[-1])
    assert "×5" in [s for s, _ in drawn]


@pytest.mark.parametrize(
    ("players", "mode"), list(itertools.product((2, 3, 4), ("grasshopper", "grandmaster")))
)
def test_four_clans_of_four_cards_fit_every_panel(app: App, players: int, mode: str) -> None:
    scene = table(app, [Seat("human")] + [Seat("ai", "easy")] * (players - 1), mode)
    state = scene.state
    names = ["Carp", "Crow", "Dragon", "Spider", "Fox", "Rat", "Toad", "Monkey", "Bear"]
    clan_cards = {n: [c.id for c in data.CARDS if c.name == n] for n in names}
    tableaux: dict[int, dict[str, list[int]]] = {}
    for seat in range(players):
        mine = names[(seat * 2) % 9 : (seat * 2) % 9 + 4] or names[:4]
        mine = (mine + names)[:4]
        tableaux[seat] = {n: clan_cards[n][seat * 2 % 5 : seat * 2 % 5 + 4] for n in mine}
    used: set[int] = set()
    for clans in tableaux.values():  # no card twice
        for clan, cards in clans.items():
            cards[:] = [c for c in clan_cards[clan] if c not in used][:4]
            used.update(cards)
    arrange(state, clans=tableaux)
    scene.draw(pygame.Surface(scene.size))
    panels = {**scene.opponent_slots(), scene.bottom_seat(): scene.layout.own}
    assert len(scene.board.tiles) == 4 * players
    for rect, seat, _clan in scene.board.tiles:
        assert panels[seat].contains(rect), f"{players} players, {mode}: a tile leaves its panel"
        assert rect.width >= 56 and rect.height >= 70


# ---------------------------------------------------------------------- layouts
@pytest.mark.parametrize(
    ("players", "mode", "size"),
    list(itertools.product((2, 3, 4), ("grasshopper", "grandmaster"), SIZES)),
)
def test_each_layout_fills_the_canvas_without_overlaps(
    players: int, mode: str, size: tuple[int, int]
) -> None:
    layout = table_layout(size, players, mode)
    canvas = pygame.Rect((0, 0), size)
    parts = [*layout.opponents, layout.own, layout.piles, layout.hand]
    parts += [layout.prompt, layout.options, layout.log]
    if layout.board is not None:
        parts.append(layout.board)
    for a, b in itertools.combinations(parts, 2):
        assert not a.colliderect(b), (a, b)
    assert all(canvas.contains(p) for p in parts)
    used = sum(p.width * p.height for p in parts)
    assert used >= 0.8 * canvas.width * canvas.height
    assert layout.card_w >= 110 and layout.hand.height >= layout.card_h


def test_the_board_keeps_its_places_in_view_while_a_target_is_chosen(app: App) -> None:
    scene = akane_places(app, 3, "grandmaster")
    state = scene.state
    spiders = ids("Spider")[:2]
    # two kinds of card at seat 2: its card is then asked (one alone is taken, 69fd317)
    clans = {1: {"Bear": BEAR[:2]}, 2: {"Fox": FOX[:2], "Toad": TOAD[:2]}}
    arrange(state, hands={0: [*spiders, CARP[0]]}, clans=clans)
    scene.play(f"place Spider {spiders[0]} {spiders[1]}")
    assert state.pending and state.pending[0].step == "target"
    scene.draw(pygame.Surface(scene.size))
    assert [where for where, _ in scene.board.board_rects()] == [
        "court",
        "missions",
        "showdown",
        "decoys",
        "temple",
    ]
    assert not scene.picks.rects  # nothing covers the board
    targets = {str(action) for _, action in scene.board.table_targets}
    assert targets == {"target 1", "target 2"}  # the panels themselves are choosable
    rect = next(r for r, a in scene.board.table_targets if str(a) == "target 2")
    Driver(app).click(rect.center)
    assert state.pending and state.pending[0].target == 2


def test_temple_and_court_choices_say_what_the_cards_do(app: App) -> None:
    scene = akane_places(app, 2, "grandmaster")
    tr = app.tr
    labels = [
        scene.words.action_label(ShinobiAction("temple", ("take", "Iron_Wall"))),
        scene.words.action_label(ShinobiAction("court", ("Double_March",))),
    ]
    assert labels[0] == "Keep Iron Wall: " + tr("shinobi.temple_text.Iron Wall")
    assert labels[1] == "Use Double March: " + tr("shinobi.court_text.Double March")
    assert "cannot be destroyed" in labels[0]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_temple_and_court_choice_is_written_whole_in_its_row(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], lang: str
) -> None:
    """The rows of a Temple pick (two cards) and of a Court card (use it or keep it)
    are written whole at every size and in both languages: at 1920x1080 in French the
    largest text cut 'Garder Écho : poser 3 cartes ou plus utilise aussi le pouvoir à
    2…' at its third line, the panel half empty below."""
    app = sized_app(size)
    app.set_language(lang)
    scene = akane_places(app, 4, "grandmaster")
    scene.size = size
    rect = scene.layout.options
    rows = [
        [
            scene.words.action_label(ShinobiAction("temple", ("take", a.replace(" ", "_"))))
            for a in pair
        ]
        for pair in itertools.combinations(data.TEMPLE, 2)
    ]
    rows += [
        [
            scene.words.action_label(ShinobiAction("court", ("skip",))),
            scene.words.action_label(ShinobiAction("court", (c.replace(" ", "_"),))),
        ]
        for c in data.COURT
    ]
    with theme.scaled_for(size):
        for labels in rows:
            scene.choices.set_rows(labels)
            fit = scene.choices.fit(rect)
            assert fit.whole, labels
            for label, lines in zip(labels, fit.lines, strict=True):
                assert " ".join(lines).split() == label.split()
                assert not any(line.endswith("…") for line in lines)
            assert theme.font(fit.font).get_height() >= 14 * size[1] / 720


# ---------------------------------------------------------------------- the hand stays put
def test_the_hand_stays_put_under_the_pointer_so_the_next_click_lands_where_aimed(
    app: App, ui: Driver
) -> None:
    scene = akane_places(app)
    ronin, kappa, nue = ids("Ronin")[0], ids("Kappa")[0], ids("Nue")[0]
    arrange(scene.state, hands={0: [*BEAR[:2], ronin, kappa, nue]})
    scene._refresh()
    ui.step()
    piles = {card: rect.copy() for rect, card in scene.hand.rects}
    bear = piles[BEAR[0]]
    ui.click(bear.center)  # one Bear picked, then the other: the pointer stays on the hand
    ui.click(bear.center)
    assert sorted(scene.selection.selected) == BEAR[:2]
    place = next(i for i, (a, _) in enumerate(scene.options) if a.kind == "place")
    ui.key(pygame.K_1 + place)
    assert scene.state.phase == "discard" and BEAR[0] not in scene.state.hands[0]
    after = {card: rect for rect, card in scene.hand.rects}
    assert after[kappa] == piles[kappa] and after[nue] == piles[nue]  # nothing moved
    ui.click(piles[kappa].center)  # aimed at the Kappa before the Bears left: discards it
    assert scene.state.jigoku[-1] == kappa
    ui.move((5, 5))  # the turn passed (the discard ended it): the gap closes
    ui.step()
    assert min(rect.left for rect, _ in scene.hand.rects) == scene.layout.hand.left


def test_alike_cards_lie_in_one_pile_picked_one_at_a_time(app: App, ui: Driver) -> None:
    scene = akane_places(app)
    arrange(scene.state, hands={0: [*MONKEY[:3], RAT[0]]})
    scene._refresh()
    ui.step()
    assert [name for name, _ in scene.hand.groups()] == ["Rat", "Monkey"]
    pile = next(rect for rect, card in scene.hand.rects if card in MONKEY)
    ui.click(pile.center)
    ui.click(pile.center)
    assert sorted(scene.selection.selected) == MONKEY[:2]
    assert any(label.startswith("Place 2 Monkey") for _, label in scene.options)
    ui.click(pile.center)
    ui.click(pile.center)  # all three picked: a click lets go of them all
    assert scene.selection.selected == []


def test_a_hidden_hand_is_never_piled_by_kind(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("human")], seed=first_seed(2))
    scene.draw(pygame.Surface(scene.size))
    assert (
        scene.shown_seat is None
        and scene.hand.rects == []
        and not scene.faces_drawn & set(scene.state.hands[0])
    )


# ---------------------------------------------------------------------- choice lists
def pawn_placing(app: App) -> ShinobiScene:
    seats = [Seat("human"), Seat("ai", "easy")]
    session = GameSession.new(
        "shinobi", seats, 3, {"players": 2, "mode": "grandmaster"}, autosave=False
    )
    state = session.state
    state.phase = "pawns"
    state.place_order = [0, 1]
    state.to_place = [4, 0]
    state.reserve = [8, 12]
    state.round_results = [  # as the end of round 1 leaves it: Akane first, 4 pawns won
        {"round": 1, "scores": [20, 9], "ranks": [0, 1], "pawns": [4, 0], "temple": [1]}
    ]
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    return scene


def test_placing_four_pawns_lists_a_row_per_place_and_every_one_is_reachable(
    app: App, ui: Driver
) -> None:
    """Nine rows, one per count and place, needed a scroll (newcomer O, s8 t4b): a row per
    place, its count chosen on it (test_shinobi_pawn_places.py)."""
    scene = pawn_placing(app)
    ui.step()
    labels = [label for _, label in scene.options]
    last = next(i for i, label in enumerate(labels) if label.startswith("1 on Final Showdown"))
    assert len(labels) == 3
    for _ in range(len(labels)):
        ui.key(pygame.K_DOWN)
    assert scene.choices.focus == last
    assert any(row.index == last for row in scene.choices.rows_drawn)  # in view
    for row in scene.choices.rows_drawn:  # no row cut by the panel
        assert scene.layout.options.contains(row.rect)
    for _ in range(3):
        ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_RETURN)
    assert scene.state.pawns[0]["showdown"] == 4


def test_end_and_home_reach_the_last_and_first_choice_at_once(app: App, ui: Driver) -> None:
    """End, as the first key pressed on the nine pawn choices, lit the first row."""
    scene = pawn_placing(app)
    ui.step()
    scene.choices._shown = 2  # as if the panel had room for two of the three rows only
    ui.key(pygame.K_END)
    assert scene.choices.focus == len(scene.options) - 1
    assert any(row.index == scene.choices.focus for row in scene.choices.rows_drawn)
    ui.key(pygame.K_HOME)
    assert scene.choices.focus == 0 and scene.choices.first == 0
    scene.choices.focus = None
    page = max(1, scene.choices._shown - 1)  # the rows shown but one
    ui.key(pygame.K_PAGEDOWN)
    assert scene.choices.focus == page
    scene.choices.focus = None
    ui.key(pygame.K_DOWN)  # the first Down lights the first row shown
    assert scene.choices.focus == scene.choices.first


def test_the_wheel_scrolls_a_long_choice_list(app: App, ui: Driver) -> None:
    scene = pawn_placing(app)
    ui.step()
    scene.choices._shown = 2  # as if the panel had room for two of the three rows only
    ui.move(scene.layout.options.center)
    ui.wheel(-1)
    assert scene.choices.first == 1
    ui.wheel(1)
    assert scene.choices.first == 0


def test_a_deck_search_offers_every_kind_of_card_in_the_deck(app: App, ui: Driver) -> None:
    scene = akane_places(app)
    arrange(scene.state, hands={0: [*DRAGON[:2], CARP[0]]})
    scene.play(f"place Dragon {DRAGON[0]} {DRAGON[1]}")
    kinds = {str(a) for a in scene.state.legal_actions() if a.kind == "card"}
    assert len(kinds) >= 14
    seen: set[str] = set()
    ui.move(scene.layout.table.center)
    for _ in range(10):
        ui.step()
        seen |= {str(action) for _, action in scene.picks.rects}
        for rect, _ in scene.picks.rects:
            assert scene.layout.table.contains(rect)
        ui.wheel(-1)
    assert seen == kinds


def test_the_hand_closes_its_gaps_when_the_turn_passes_never_on_the_next_click(
    app: App, ui: Driver
) -> None:
    """A newcomer's hand kept the gaps of their last turn through the computer's turn,
    then re-laid itself under the pointer at their next click."""
    scene = akane_places(app)
    ronin, kappa, nue = ids("Ronin")[0], ids("Kappa")[0], ids("Nue")[0]
    arrange(scene.state, hands={0: [*BEAR[:2], ronin, kappa, nue]})
    scene._refresh()
    ui.step()
    piles = {card: rect.copy() for rect, card in scene.hand.rects}
    ui.click(piles[BEAR[0]].center)
    ui.click(piles[BEAR[0]].center)
    place = next(i for i, (a, _) in enumerate(scene.options) if a.kind == "place")
    ui.key(pygame.K_1 + place)
    pos = piles[kappa].center
    ui.move(pos)
    ui.event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)  # the pointer stays on the hand
    assert scene.state.jigoku[-1] == kappa and scene.state.current_player == 1
    app.draw()  # the computer's turn: the gaps close though the pointer is on the hand
    assert min(rect.left for rect, _ in scene.hand.rects) == scene.layout.hand.left
    while scene.state.current_player != 0 or scene.state.phase == "draw":
        if scene.state.current_player == 0:
            scene.play("recruit")
        ui.step()
    ui.step()
    drawn = [(rect.copy(), card) for rect, card in scene.hand.rects]
    ui.click(drawn[0][0].center)  # the click acts on the pile drawn there, and moves nothing
    assert [(rect, card) for rect, card in scene.hand.rects] == drawn


def test_no_card_is_enlarged_under_a_parked_pointer_at_a_turn_start_or_after_a_cover(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first hand card popped up large at a turn's start, the mouse parked."""
    scene = akane_places(app)
    ui.step()
    widths = face_widths(monkeypatch)
    ui.move(scene.hand.rects[0][0].center)
    ui.step()
    zoomed = scene.zoom.card_zoom()
    assert zoomed is not None
    zoom_w = zoomed[1].width
    assert zoom_w in widths  # the pointer moved onto it: enlarged
    while scene.state.current_player == 0:  # her turn ends, the pointer parked on her hand
        scene.play(next(a for a in scene.legal() if a.kind in ("pass", "discard")))
    while scene.state.current_player != 0:
        ui.step()
    widths.clear()
    ui.step(3)
    assert scene.hand.rects and zoom_w not in widths
    ui.move(scene.hand.rects[0][0].center)
    ui.step()
    assert zoom_w in widths
    scene.on_resume()  # a screen over the table left (a hand-off): the pointer is unknown
    widths.clear()
    ui.step()
    assert zoom_w not in widths


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kinds", [5, 8, 10])
def test_a_piles_count_shows_on_the_strip_the_next_pile_leaves_uncovered(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], kinds: int
) -> None:
    """With 9 or 10 cards the "×2" lay under the next card (it was drawn at the pile's
    top-right corner)."""
    app = sized_app(size)
    scene = akane_places(app)
    names = ["Carp", "Crow", "Dragon", "Spider", "Fox", "Rat", "Toad", "Monkey", "Bear", "Ronin"]
    hand = [ids(n)[0] for n in names[:kinds]] + [ids(n)[1] for n in names[:2]]
    arrange(scene.state, hands={0: hand})
    scene._refresh()
    scene.draw(app.window)
    piles = [rect for rect, _ in scene.hand.rects]
    assert len(piles) == kinds and len(scene.hand.badges) == 2
    for badge in scene.hand.badges:
        pile = max(i for i, rect in enumerate(piles) if rect.contains(badge))
        for later in piles[pile + 1 :]:
            assert not later.colliderect(badge)


@pytest.mark.parametrize("animate", [False, True])
def test_the_cards_to_choose_among_keep_their_places_after_one_is_taken(
    app: App, ui: Driver, animate: bool
) -> None:
    """Taking 2 from the Jigoku, the grid was laid again for the cards left, bigger: the
    card aimed at next had moved (a Tanuki lay where the Bear just taken had been). In a
    real window too: while the table told the first card taken no card was offered, the
    slots were forgotten and the grid laid again (the Rat came where the Fox had been,
    and a click meant for the Rat took the Monkey)."""
    scene = akane_places(app)
    scene.animate = animate
    crows = ids("Crow")
    jigoku = [CARP[0], ids("Spider")[0], RAT[0], BEAR[0], ids("Tanuki")[0], ids("Oni")[0]]
    state = scene.state
    arrange(state, hands={0: [*crows[:2], TOAD[0]]}, jigoku=jigoku)
    state.deck += [c for c in state.jigoku if c not in jigoku]  # six kinds, one card each
    state.jigoku = list(jigoku)
    scene._refresh()
    scene.play(f"place Crow {crows[0]} {crows[1]}")
    ui.step()
    for _ in range(600):  # the placement told on the table
        if scene.picks.rects:
            break
        ui.step()
    before = {data.card_name(int(a.args[0])): rect.copy() for rect, a in scene.picks.rects}
    assert set(before) == {data.card_name(c) for c in jigoku}
    ui.click(before["Bear"].center)
    assert BEAR[0] in scene.state.hands[0]
    ui.step()
    for _ in range(600):  # the card taken told on the table
        if scene.can_act:
            break
        ui.step()
    ui.step()
    after = {data.card_name(int(a.args[0])): rect for rect, a in scene.picks.rects}
    assert set(after) == set(before) - {"Bear"}
    assert all(after[name] == before[name] for name in after)  # nothing moved
    ui.click(after["Rat"].center)  # the next click lands where aimed
    assert RAT[0] in scene.state.hands[0]
