"""What a newcomer's Grand Master game showed: a Missions peek that showed nothing, a
hand that moved under the pointer mid-turn, choices that were not choices, the log."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.data import card_name
from ninjas.shinobi.rules import ShinobiState
from scenes import theme
from scenes.app import App
from scenes.shinobi import ShinobiScene
from tests.shinobi.test_rules import BEAR, DRAGON, FOX, MONKEY, RAT, TOAD, arrange, ids

from .conftest import Driver, record_texts
from .test_shinobi_table_layout import akane_places


def missions_placing(app: App, seats: list[Seat], missions: int = 3) -> ShinobiScene:
    """Grand Master, round 2's pawns: Akane (seat 0) to place 3, with `missions`
    already on Missions; Midori (seat 1) places 3 after her."""
    session = GameSession.new(
        "shinobi", seats, 3, {"players": len(seats), "mode": "grandmaster"}, autosave=False
    )
    state = session.state
    state.phase = "pawns"
    state.place_order = [0, 1]
    state.to_place = [3, 3] + [0] * (len(seats) - 2)
    state.pawns[0]["missions"] = missions
    state.round_results = [
        {"round": 1, "scores": [20, 9], "ranks": [0, 1], "pawns": [3, 3], "temple": []}
    ]
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    scene.shown_seat = scene.holder = 0
    scene._refresh()
    return scene


def test_a_missions_peek_is_shown_to_the_peeker_before_the_hand_off(
    app: App, ui: Driver, monkeypatch: object
) -> None:
    scene = missions_placing(app, [Seat("human"), Seat("human")])
    state: ShinobiState = scene.state
    scene.play("pawns missions 3")
    assert state.phase == "peek" and state.current_player == 0
    scene.play("peek 0")
    boss = state.bosses[2]
    assert state.current_player == 1 and scene.reveal == (0, 0, boss)
    texts = record_texts(monkeypatch)
    for _ in range(5):
        ui.step()
    assert app.top is scene  # no hand-off while Akane looks at her Decoy
    assert scene.shown_seat == 0
    assert any(boss in t for t in texts)
    assert any(boss in line for line in scene.visible_log())
    ui.key(pygame.K_RETURN)  # seen: now the laptop passes on
    texts.clear()
    ui.step()
    # Midori's pawns are placed in the open (open_pawns.py): nothing of Akane's shows
    assert scene.reveal is None and app.top is scene and scene.shown_seat is None
    assert state.current_player == 1 and scene.can_act
    assert not any(boss in t for t in texts if t != scene.seat_name(1))  # never Midori's
    assert 0 not in state.known_decoys[1]
    # back to Akane: her board still names the Decoy she saw
    scene.shown_seat = 0
    texts.clear()
    scene.draw(pygame.Surface((1280, 720)))
    assert any(boss in t for t in texts)


def test_one_person_against_computers_sees_the_peek_too(app: App, ui: Driver) -> None:
    scene = missions_placing(app, [Seat("human"), Seat("ai", "easy")])
    scene.play("pawns missions 3")
    scene.play("peek 1")
    assert scene.reveal is not None and scene.reveal[1] == 1
    ui.step()
    assert len(scene.session.actions) == 2  # the computer waits for the panel to go
    ui.click((5, 300))
    assert scene.reveal is None


def test_missions_peek_only_when_the_total_there_becomes_even(app: App) -> None:
    """Rulebook p.8: "as soon as your total number of Ninja pawns on this location
    reaches an even number": 3 -> 7 -> 11 never is even, 3 -> 6 is."""
    scene = missions_placing(app, [Seat("human"), Seat("human")])
    state = scene.state
    state.to_place = [8, 3]
    scene.play("pawns missions 4")  # 3 -> 7
    assert state.phase == "pawns" and state.current_player == 1
    scene.play("pawns court 1")
    scene.play("pawns missions 4")  # 7 -> 11
    assert state.phase == "pawns" and state.current_player == 1 and scene.reveal is None
    assert not state.known_decoys[0]


# ---------------------------------------------------------------------- 2. the hand stays put
def deal(scene: ShinobiScene, hand: list[int]) -> None:
    """A test's hand in place of the dealt one, laid as a turn's first."""
    arrange(scene.state, hands={0: hand})
    scene.hand.plan = None
    scene._refresh()


def hand_rects(scene: ShinobiScene) -> dict[int, pygame.Rect]:
    return {card: rect.copy() for rect, card in scene.hand.rects}


def test_within_a_turn_piles_keep_their_slots_wherever_the_pointer_goes(
    app: App, ui: Driver
) -> None:
    """The pointer moving over the hand moves no pile; a pile placed closes up at once
    (issue 33: the gap it left until the turn's end read as cards gone missing), in the
    same order; a kind of card come to the hand goes after the last pile, moving none."""
    scene = akane_places(app)
    ronin, kappa, nue = ids("Ronin")[0], ids("Kappa")[0], ids("Nue")[0]
    deal(scene, [ronin, *BEAR[:2], kappa, nue, RAT[0]])
    ui.step()
    before = hand_rects(scene)
    for pos in (before[kappa].center, before[nue].center, before[ronin].center):
        ui.move(pos)
        ui.step()
        assert hand_rects(scene) == before
    ui.click(before[BEAR[0]].center)
    ui.click(before[BEAR[0]].center)
    ui.move((5, 5))  # off the hand, as when a choice on the right is clicked
    place = next(i for i, (a, _) in enumerate(scene.options) if a.kind == "place")
    scene.choose_option(place)
    ui.step()
    assert scene.state.current_player == 0 and BEAR[0] not in scene.state.hands[0]
    after = hand_rects(scene)
    order = sorted(before, key=lambda card: before[card].left)
    at = order.index(BEAR[0])
    for card in order[:at]:  # the piles before the Bears stay
        assert after[card] == before[card]
    if at + 1 < len(order):  # the next takes the Bears' place: no gap
        assert after[order[at + 1]].left == before[BEAR[0]].left
    piles = sorted(after.values(), key=lambda rect: rect.left)
    for left, right in zip(piles, piles[1:], strict=False):
        assert right.left - left.right <= theme_gap(scene)
    lefts = [after[cards[0]].left for _, cards in scene.hand.groups()]
    assert lefts == sorted(lefts)  # the keyboard's order is still the slots' order
    assert [cards[0] for _, cards in scene.hand.groups()] == order[:at] + order[at + 1 :]
    scene.state.hands[0].append(TOAD[0])  # a kind of card come to the hand: at the end
    scene._refresh()
    ui.step()
    now = hand_rects(scene)
    assert all(now[card] == after[card] for card in after)
    assert now[TOAD[0]].left > after[RAT[0]].left


def theme_gap(scene: ShinobiScene) -> int:
    return max(theme.px(4), scene.layout.card_w // 14)


def test_a_pile_placed_with_the_pointer_on_the_hand_closes_up_once_the_pointer_goes(
    app: App, ui: Driver
) -> None:
    """A click on its way to a pile lands where aimed (test_the_hand_stays_put...); the
    gap goes as soon as the pointer leaves the hand, not at the turn's end."""
    scene = akane_places(app)
    ronin, kappa, nue = ids("Ronin")[0], ids("Kappa")[0], ids("Nue")[0]
    deal(scene, [ronin, *BEAR[:2], kappa, nue, RAT[0]])
    ui.step()
    before = hand_rects(scene)
    ui.click(before[BEAR[0]].center)
    ui.click(before[BEAR[0]].center)
    place = next(i for i, (a, _) in enumerate(scene.options) if a.kind == "place")
    ui.key(pygame.K_1 + place)
    assert scene.state.current_player == 0 and BEAR[0] not in scene.state.hands[0]
    held = hand_rects(scene)
    assert all(held[card] == before[card] for card in held)  # under the pointer: held
    ui.move(scene.layout.options.center)
    ui.step()
    piles = sorted(hand_rects(scene).values(), key=lambda rect: rect.left)
    assert piles[0].left == scene.layout.hand.left
    for left, right in zip(piles, piles[1:], strict=False):
        assert right.left - left.right <= theme_gap(scene)


def test_on_a_watched_table_the_piles_slide_to_close_the_gap(app: App, ui: Driver) -> None:
    scene = akane_places(app)
    scene.animate = True  # a watched table (the tests' tables draw every move at once)
    kappa = ids("Kappa")[0]
    deal(scene, [*BEAR[:2], kappa, RAT[0]])
    ui.move((5, 5))
    ui.step()
    before = hand_rects(scene)
    order = sorted(before, key=lambda card: before[card].left)
    after_bears = order[order.index(BEAR[0]) + 1]
    for card in BEAR[:2]:
        scene.state.hands[0].remove(card)
    scene._refresh()
    ui.step()
    assert hand_rects(scene)[after_bears].left == before[after_bears].left  # from there...
    ui.step(3)
    sliding = hand_rects(scene)[after_bears].left
    assert before[BEAR[0]].left < sliding < before[after_bears].left  # on its way
    ui.step(30)  # half a second
    assert hand_rects(scene)[after_bears].left == before[BEAR[0]].left  # closed up


def test_a_pile_that_shrinks_closes_up_too(app: App, ui: Driver) -> None:
    scene = akane_places(app)
    kappa = ids("Kappa")[0]
    deal(scene, [*MONKEY[:3], kappa])
    ui.step()
    before = hand_rects(scene)
    scene.state.hands[0].remove(MONKEY[1])  # two of three Monkeys placed
    scene.state.hands[0].remove(MONKEY[2])
    scene._refresh()
    ui.step()
    after = hand_rects(scene)
    assert after[kappa].left < before[kappa].left
    assert after[kappa].left - after[MONKEY[0]].left == scene.layout.card_w + theme_gap(scene)


def test_undo_puts_a_pile_back_in_its_own_slot(app: App, ui: Driver) -> None:
    scene = akane_places(app)  # the dealt hand: undo replays the game from its seed
    ui.step()
    before = hand_rects(scene)
    names = [name for name, _ in scene.hand.groups()]
    place = next(
        a
        for a in scene.legal()
        if a.kind == "place"
        and all(card_name(int(c)) == a.args[0] for c in a.args[1:])
        and 0 < names.index(a.args[0]) < len(names) - 1
    )
    card = int(place.args[1])
    ui.move(before[card].center)  # the pointer on the hand, as after a click on the pile
    scene.play(place)
    ui.step()
    assert scene.can_undo()
    scene.undo()
    ui.step()
    assert hand_rects(scene)[card].topleft == before[card].topleft


def test_a_wholly_new_hand_packs_from_the_left(app: App, ui: Driver) -> None:
    scene = akane_places(app)
    deal(scene, [*BEAR[:2], *MONKEY[:2], RAT[0], TOAD[0]])
    ui.step()
    ui.move(scene.layout.hand.center)
    scene.state.hands[0].remove(BEAR[0])  # a gap on the left...
    scene.state.hands[0].remove(BEAR[1])
    ui.step()
    # ...then a Fox swap: all new cards, of kinds old and new
    scene.state.hands[0][:] = [MONKEY[2], *DRAGON[:2], FOX[0]]
    scene._refresh()
    ui.step()
    assert min(rect.left for rect, _ in scene.hand.rects) == scene.layout.hand.left


# ---------------------------------------------------------------------- 3. no false choices
def place_clan(scene: ShinobiScene, ui: Driver, clan: str, cards: list[int]) -> None:
    action = next(
        a
        for a in scene.legal()
        if a.kind == "place" and a.args[0] == clan and sorted(map(int, a.args[1:])) == cards
    )
    scene.play(action)
    for _ in range(3):
        ui.step()


def test_the_only_opponent_is_chosen_for_the_player(app: App, ui: Driver) -> None:
    scene = akane_places(app)
    spiders = ids("Spider")
    # two kinds of card to choose among (one alone is taken: test_shinobi_one_card_taken)
    clans = {"Bear": BEAR[:2], "Toad": TOAD[:2]}
    arrange(scene.state, hands={0: spiders[:2]}, clans={1: clans})
    scene._refresh()
    place_clan(scene, ui, "Spider", spiders[:2])
    state = scene.state
    assert state.phase == "power" and state.pending[0].step == "card"  # no "choose Sora"
    assert state.pending[0].target == 1
    # the log keeps to what was done (test_shinobi_forced_log: newcomer Y, s9)
    assert not any("only opponent" in line for line in scene.visible_log())


def test_the_jigoku_s_last_cards_are_all_taken_without_asking(app: App, ui: Driver) -> None:
    scene = akane_places(app)
    crows = sorted(ids("Crow")[:3])
    jigoku = [BEAR[0], RAT[0], TOAD[0]]
    scene.state.deck.extend(scene.state.jigoku)  # the Jigoku: these three only
    scene.state.jigoku.clear()
    arrange(scene.state, hands={0: crows}, jigoku=jigoku)
    scene._refresh()
    place_clan(scene, ui, "Crow", crows)
    state = scene.state
    assert not state.jigoku and set(jigoku) <= set(state.hands[0])
    assert state.phase != "power"
    notes = [line for line in scene.visible_log() if "holds only" in line]
    assert notes == ["Take 3 from Jigoku: the Jigoku holds only 3 cards, so you take them all."]


@pytest.mark.parametrize("animate", [False, True])
def test_one_click_on_an_opponent_s_clan_chooses_that_clan(
    app: App, ui: Driver, animate: bool
) -> None:
    """With the table animated (a real window), the click chose the opponent only: the
    opponent's choice was being told on the table, so the clan waited for a second
    click (seen copying Spider's 'destroy a clan' with a Monkey)."""
    scene = akane_places(app, players=3)
    scene.animate = animate
    spiders = ids("Spider")
    arrange(
        scene.state,
        hands={0: spiders[:3]},
        clans={1: {"Bear": BEAR[:2], "Rat": RAT[:2]}, 2: {"Toad": TOAD[:2]}},
    )
    scene._refresh()
    place_clan(scene, ui, "Spider", spiders[:3])
    state = scene.state
    assert state.pending and state.pending[0].step == "target"  # two opponents: a choice
    for _ in range(600):  # the placement told on the table
        ui.step()
        if scene.can_act:
            break
    tile = next(r for r, seat, clan in scene.board.tiles if seat == 1 and clan == "Rat")
    ui.click(tile.center)
    assert "Rat" not in state.clans[1] and "Bear" in state.clans[1]


# ---------------------------------------------------------------------- 4. the log
def test_the_log_never_scrolls_past_its_first_line(app: App, ui: Driver) -> None:
    scene = akane_places(app)
    scene.log.lines = [(None, f"Line number {n}.") for n in range(60)]
    ui.step()
    assert len(scene.log.entries()) == 60
    ui.move(scene.layout.log.center)
    for _ in range(200):  # far past the top
        scene.on_wheel(1)
    ui.step()
    surface = scene.log.surface()
    line_h = theme.font(theme.FONT_MIN).get_linesize()
    used = surface.get_bounding_rect()
    assert used.bottom >= surface.get_height() - 2 * line_h  # the box stays full
    room = scene.log.scroll
    scene.on_wheel(-1)  # and one step down moves at once
    assert scene.log.scroll == room - 1


def test_alike_cards_in_the_log_are_counted(app: App) -> None:
    scene = akane_places(app)
    dragons = ids("Dragon")[:4]
    assert scene.words.cards_label(dragons) == "4 × Dragon (2)"
    assert scene.words.cards_label([dragons[0], RAT[0]]) == "Dragon (2), Rat (3)"
    app.set_language("fr")
    assert scene.words.cards_label(dragons) == "4 × Dragon (2)"


def test_a_click_on_a_decoy_peeks_at_it_when_missions_ask_for_one(app: App, ui: Driver) -> None:
    """Asked to look at "the Decoy of your choice", a newcomer clicked the Decoy on the
    board and nothing happened: only the rows on the right chose. The Decoys that may
    be looked at are framed in gold and a click on one chooses it."""
    scene = missions_placing(app, [Seat("human"), Seat("human")])
    state: ShinobiState = scene.state
    scene.play("pawns missions 3")
    assert state.phase == "peek" and state.current_player == 0
    ui.step()
    decoys = [(rect, str(action)) for rect, action in scene.board.table_targets]
    assert [text for _, text in decoys] == ["peek 0", "peek 1", "peek 2"]
    board = dict(scene.board.board_rects())["decoys"]
    assert all(board.contains(rect) for rect, _ in decoys)
    ui.click(decoys[2][0].center)
    assert scene.reveal == (0, 2, state.bosses[4])
    assert state.known_decoys[0] == {2: state.bosses[4]}
    ui.key(pygame.K_RETURN)
    ui.step()
    assert not any(str(a).startswith("peek") for _, a in scene.board.table_targets)


def test_a_click_on_a_decoy_peeks_at_it_at_the_temple_of_the_shadow(app: App, ui: Driver) -> None:
    """The Temple's 'Peek at Decoy 2' is a click on Decoy 2 too."""
    scene = missions_placing(app, [Seat("human"), Seat("human")])
    state: ShinobiState = scene.state
    state.phase = "temple"
    state.temple_queue = [0]
    scene._refresh()
    ui.step()
    decoys = {str(action): rect for rect, action in scene.board.table_targets}
    assert {"temple decoy 0", "temple decoy 1", "temple decoy 2"} <= set(decoys)
    ui.click(decoys["temple decoy 1"].center)
    assert state.known_decoys[0] == {1: state.bosses[3]}
    assert scene.reveal == (0, 1, state.bosses[3])


def test_a_pile_that_gains_a_card_mid_turn_moves_no_other_pile(sized_app) -> None:  # type: ignore[no-untyped-def]
    """A second Crow drawn mid-turn made its pile one stack offset wider and every pile
    after it moved by that much (7 px at 720p): issue 16 §2, the next click lands where
    the player aimed. Within a turn each pile keeps its place; a new kind still finds one."""
    for size in ((1280, 720), (1920, 1080)):
        app = sized_app(size)
        ui = Driver(app)
        scene = akane_places(app)
        ronin, kappa, nue = ids("Ronin")[0], ids("Kappa")[0], ids("Nue")[0]
        deal(scene, [ronin, BEAR[0], kappa, nue, RAT[0]])
        ui.move(scene.layout.hand.center)
        ui.step()
        before = hand_rects(scene)
        scene.state.hands[0].append(BEAR[1])  # the Bear pile: 1 card, then 2
        scene._refresh()
        ui.step()
        after = hand_rects(scene)
        for card in (ronin, BEAR[0], kappa, nue, RAT[0]):
            assert after[card].topleft == before[card].topleft, (size, card)
        scene.state.hands[0].append(BEAR[2])  # 3 cards: the most a pile shows
        scene.state.hands[0].append(TOAD[0])  # a new kind of card
        scene._refresh()
        ui.step()
        after = hand_rects(scene)
        for card in (ronin, BEAR[0], kappa, nue, RAT[0]):
            assert after[card].topleft == before[card].topleft, (size, card)
        assert after[TOAD[0]].left > after[RAT[0]].left


def test_a_hovered_clan_is_shown_in_a_framed_view_named_and_clear_of_the_hand(
    sized_app, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Hovering an opponent's clan tile laid its cards loose, unframed, over the table
    and the hand, like cards stuck in flight: the view is a panel framed in the seat's
    colour, titled with the seat, the clan, its cards and strength, and kept off the
    hand (an opponent's clan and your own, 2 and 3 players, 1280x720 and 1920x1080)."""
    for players in (2, 3):
        for size in ((1280, 720), (1920, 1080)):
            app = sized_app(size)
            ui = Driver(app)
            scene = akane_places(app, players=players)
            arrange(
                scene.state,
                clans={0: {"Bear": BEAR[:2]}, players - 1: {"Toad": TOAD[:4], "Rat": RAT[:2]}},
            )
            scene._refresh()
            ui.step()
            for seat, clan, title in (
                (players - 1, "Toad", "Toad clan, 4 cards, strength 12"),
                (0, "Bear", "Akane: Bear clan, 2 cards, strength 12"),
            ):
                tile = next(r for r, s, c in scene.board.tiles if s == seat and c == clan)
                ui.move((tile.centerx + 2, tile.centery))
                ui.move(tile.center)
                texts = record_texts(monkeypatch)
                ui.step()
                monkeypatch.undo()
                assert any(t.endswith(title) for t in texts), (players, size, seat)
                view = scene.zoom.clan_view
                assert view is not None, (players, size, seat)
                assert not view.colliderect(scene.layout.hand), (players, size, seat, view)
                assert pygame.Rect((0, 0), size).contains(view)
                assert not view.colliderect(tile)
                if players == 2 and seat != 0:  # room to show them larger than the hand's
                    _, card_w = scene.zoom.clan_view_rect(tile, 4)
                    assert card_w > scene.layout.card_w, (size, card_w)


def test_a_yokai_that_cannot_be_laid_says_why(app: App, ui: Driver) -> None:
    """A Tengu clicked with no clan on the table read only 'That is not a move you can
    make now' (seen in a real-window French game): a Yokai joins one of your clans."""
    scene = akane_places(app)
    tengu = ids("Tengu")[0]
    deal(scene, [tengu, *BEAR[:2]])
    ui.step()
    assert not scene.state.clans[0] and scene.state.phase == "place"
    scene.selection.toggle_card(tengu)
    assert scene.refused is not None
    assert scene.refused[0] == app.tr("shinobi.refused.yokai_no_clan")
    scene.selection.toggle_card(BEAR[0])  # a card that may be played is still picked
    assert scene.selection.selected == [BEAR[0]]
