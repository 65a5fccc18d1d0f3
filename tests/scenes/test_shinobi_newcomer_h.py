"""Issue 33, newcomer H's three-player English Shinobi game (nc-H.md): the hint's reason
for corruption, a hint line that stood over other cards picked, the round's warning
after the 4th clan, the results' badge against the setup's."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.rules import ShinobiAction
from scenes import ai_turn, theme
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.registry import seat_initial, seat_name
from scenes.results import INPUT_GRACE_SECONDS, ResultsScene
from scenes.shinobi import ShinobiScene
from scenes.shinobi import cards as art
from scenes.shinobi.hand_view import GAP_HOLD
from scenes.shinobi.hint_reason import unseen_mean
from tests.shinobi.test_rules import (
    BEAR,
    CARP,
    CROW,
    DRAGON,
    FOX,
    MONKEY,
    RAT,
    SPIDER,
    TOAD,
    arrange,
    ids,
)

from .conftest import STEP, Driver, record_texts
from .test_shinobi_scene import table
from .test_shinobi_table_layout import akane_places, first_seed, pawn_placing

CARP_2 = ShinobiAction("place", ("Carp", str(CARP[0]), str(CARP[1])))


def hint_found(
    app: App,
    ui: Driver,
    scene: ShinobiScene,
    action: ShinobiAction,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(ai_turn, "think_hint", lambda level, seed, state: Ready(action))
    scene.request_hint()
    for _ in range(3):
        ui.step()
    assert scene.hint == action


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_reason_to_be_corrupt_is_the_trade_not_the_hand_s_size(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """'Be corrupt — 10 cards in hand; it draws about 5': H asked why 10 cards argued for
    it. The reason is the trade: the deck's top card (about 3) against you, about 5
    cards drawn."""
    app.set_language(lang)
    seats = [Seat("human")] + [Seat("ai", "easy")] * 2
    scene = table(app, seats, seed=first_seed(3))
    ui.step()
    hint_found(app, ui, scene, ShinobiAction("corrupt"), monkeypatch)
    mean = unseen_mean(scene.state, 0)
    said = scene.prompt.hint_sentence()
    hand = len(scene.state.hands[0])
    in_hand = {"en": f"{hand} cards in hand", "fr": f"{hand} cartes en main"}[lang]
    assert in_hand not in said
    assert str(round(mean + 2)) in said and str(round(mean)) in said
    # what it does, said (newcomer G, s10, nc-97/010: 'reveal one' read as a hand card)
    words = {"en": ("top card", "against you"), "fr": ("haut de la pioche", "vous coûte")}
    assert all(w in said for w in words[lang])


def test_the_hint_line_goes_once_other_cards_are_picked_and_comes_back_with_its_own(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """'Hint: Place 2 Carp' stood in the prompt after H picked a Spider (s39)."""
    scene = akane_places(app, players=3)
    arrange(scene.state, hands={0: [*CARP[:2], *SPIDER[:2], BEAR[0]]})
    scene._refresh()
    ui.step()
    hint_found(app, ui, scene, CARP_2, monkeypatch)
    assert sorted(scene.selection.selected) == sorted(CARP[:2])  # the hint picks its cards
    assert "Carp" in scene.prompt.hint_sentence()
    scene.selection.selected = []
    scene.selection.toggle_card(SPIDER[0])
    assert scene.selection.selected == [SPIDER[0]]
    assert scene.prompt.hint_sentence() == ""
    texts = record_texts(monkeypatch)
    scene.draw(pygame.Surface((1280, 720)))
    assert not any("Carp" in t and "Hint" in t for t in texts)
    scene.selection.selected = []  # nothing picked: the hint stands again
    assert "Carp" in scene.prompt.hint_sentence()
    scene.selection.selected = [CARP[1], CARP[0]]  # its own cards, in any order
    assert "Carp" in scene.prompt.hint_sentence()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_once_a_4th_clan_is_laid_no_row_says_a_4th_ends_the_round(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """H laid a 4th clan (3 Spider) and, while its power was asked, the rows still said
    '3 clans: a 4th ends the round' (s40). Now the layer's row says the round ends after
    the power, and no row says a 4th would end it."""
    app.set_language(lang)
    scene = akane_places(app, players=3)
    arrange(
        scene.state,
        hands={0: [*SPIDER[:3], BEAR[0]]},
        clans={
            0: {"Carp": CARP[:2], "Crow": CROW[:2], "Fox": FOX[:2]},
            1: {"Rat": RAT[:2], "Toad": TOAD[:2], "Dragon": DRAGON[:2]},
        },
    )
    scene._refresh()
    texts = record_texts(monkeypatch)
    scene.draw(pygame.Surface((1280, 720)))
    before = app.tr("shinobi.one_clan_from_end", clans=3)
    assert texts.count(before) == 2  # Akane and Sora each hold 3
    scene.play(ShinobiAction("place", ("Spider", *(str(c) for c in SPIDER[:3]))))
    ui.step()
    assert scene.state.phase == "power" and not scene.state.is_terminal
    texts.clear()
    scene.draw(pygame.Surface((1280, 720)))
    assert before not in texts
    assert app.tr("shinobi.round_ending") in texts


def test_the_results_badge_gives_the_letter_the_setup_gives(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The setup's badge said 'A' (Akane), the results' 'K' (Kai, the person playing her):
    one rule in both, the letter of the name the card shows, Kai's
    (scenes.registry.seat_initial; tests/scenes/test_seat_badge_letter.py)."""
    seats = [Seat("human", name="Kai")] + [Seat("ai", "easy")] * 2
    session = GameSession.new("shinobi", seats, 6072, {"players": 3}, autosave=False)
    rng = random.Random(6072)
    while not session.state.is_terminal:
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    texts = record_texts(monkeypatch)
    results = ResultsScene(app, session, [])
    app.push(results)
    for _ in range(int(INPUT_GRACE_SECONDS * 60) + 2):
        results.update(STEP)
    texts.clear()
    app.draw()
    assert "A" not in texts and seat_initial(app, "shinobi", 0, "Kai") == "K" in texts
    for seat in (1, 2):
        assert seat_initial(app, "shinobi", seat) == seat_name(app, "shinobi", seat)[:1] in texts


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_long_hint_wraps_at_the_prompt_s_own_size_whole(
    sized_app: Callable[[tuple[int, int]], App],
    size: tuple[int, int],
    lang: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With 'Hint: Place 2 Toad — +6 strength, and return a card' the prompt box fell to
    12 px from 16 (s25). The box keeps the body size; the hint is drawn whole."""
    app = sized_app(size)
    app.set_language(lang)
    ui = Driver(app)
    scene = akane_places(app, players=3)
    arrange(scene.state, hands={0: [*TOAD[:2], *SPIDER[:2], BEAR[0]]})
    scene._refresh()
    ui.step()
    toad = ShinobiAction("place", ("Toad", str(TOAD[0]), str(TOAD[1])))
    hint_found(app, ui, scene, toad, monkeypatch)
    said = scene.prompt.hint_sentence()
    assert len(said) > 40
    drawn: list[tuple[str, int]] = []
    original = theme.text

    def recording(string: str, font: int, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.append((string, font))
        return original(string, font, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "text", recording)
    for mouse in ((0, 0), scene.option_panel.choices.rows_drawn[0].rect.center):
        scene.mouse = mouse  # and with the hint's row under the pointer (its preview)
        drawn.clear()
        scene.draw(pygame.Surface(size))
        panel = scene.prompt.panel
        lines = panel.lines(said, panel.width(scene.layout.prompt), theme.FONT_BODY)
        assert all((line, theme.FONT_BODY) in drawn for line in lines), drawn


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_seat_bars_the_corruption_count_and_the_chips_read_at_the_body_size(
    sized_app: Callable[[tuple[int, int]], App],
    size: tuple[int, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """'Score 5 · 8 in hand', the count in the Ninja Master token (~9 px by eye) and the
    chips under a clan ('3 3 3 2') were the hardest texts H read from a sofa, all at
    FONT_READ (11.6 px capitals). At a 3-player table they stand at the body size
    (13.0 px capitals at 1280x720: python -m tools.cap_heights)."""
    app = sized_app(size)
    ui = Driver(app)
    scene = akane_places(app, players=3)
    arrange(
        scene.state,
        clans={1: {"Rat": RAT[:3]}, 2: {"Fox": FOX[:4]}},
        corruption={1: [BEAR[0], BEAR[1], CARP[0], CARP[1], CARP[2], CARP[3], CARP[4]]},
    )
    scene._refresh()
    ui.step()
    drawn: list[tuple[str, int]] = []
    original = theme.text

    def recording(string: str, font: int, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.append((string, font))
        return original(string, font, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(theme, "text", recording)
    art.clear_cache()  # the tiles and tokens drawn again
    scene.draw(pygame.Surface(size))
    tr = app.tr
    for seat in range(3):
        hand = tr("shinobi.hand_count", count=len(scene.state.hands[seat]))
        sizes = {f for s, f in drawn if s.endswith(hand)}
        assert sizes == {theme.FONT_BODY}, (seat, sizes)
    assert ("7", theme.FONT_BODY) in drawn  # Sora's corruption
    assert ("3", theme.FONT_BODY) in drawn  # a Rat's and a Fox's chips
    assert ("7", art.FONT_READ) not in drawn and ("3", art.FONT_READ) not in drawn


def test_a_gap_under_a_resting_pointer_closes_up_once_a_click_has_had_time_to_land(
    app: App, ui: Driver
) -> None:
    """Placing 3 Bear with the keys, the pointer resting on the hand, left the Bears'
    gap through the Rat's power and the discard, the Oni alone past it (s15, s20, s21):
    the gap is held GAP_HOLD at most for a click on its way, then the piles close up
    though the pointer stays."""
    scene = akane_places(app, players=3)
    oni = ids("Oni")[0]
    arrange(scene.state, hands={0: [*MONKEY[:1], *BEAR[:3], oni, *RAT[:2]]})
    scene.hand.plan = None
    scene._refresh()
    ui.step()
    before = {card: rect.copy() for rect, card in scene.hand.rects}
    ui.move(before[oni].center)  # the pointer rests on the Oni
    ui.step()
    scene.play(ShinobiAction("place", ("Bear", *(str(c) for c in BEAR[:3]))))
    ui.step()
    held = {card: rect.copy() for rect, card in scene.hand.rects}
    assert held[oni].left == before[oni].left  # a click on its way lands on the Oni
    ui.step(round((GAP_HOLD + 0.5) * 60))
    piles = sorted((rect for rect, _ in scene.hand.rects), key=lambda rect: rect.left)
    gap = max(theme.px(4), scene.layout.card_w // 14)
    assert piles[0].left == scene.layout.hand.left
    for left, right in zip(piles, piles[1:], strict=False):
        assert right.left - left.right <= gap  # no Bear-sized hole left
    assert scene.layout.hand.collidepoint(scene.mouse)


# ---------------------------------------------------------------------- Grand Master's pawns
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_board_the_hint_and_a_hovered_row_say_what_a_location_gives(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """'Place pawns (4 left) on one location' offered '2 on Missions' and the like, and
    nothing said what Court, Missions or Showdown give; the hint said 'Hint: 2 on
    Missions' with no reason (gm-44): H placed pawns blind. The board's Court and
    Missions boxes say it at their foot, whole; a pawn row under the pointer and the
    hint's reason say it in a sentence; the Court's, without its card in round 3."""
    app.set_language(lang)
    scene = pawn_placing(app)
    ui.step()
    tr = app.tr
    texts = record_texts(monkeypatch)
    scene.draw(pygame.Surface((1280, 720)))
    drawn = " ".join(texts).split()
    for where in ("court", "missions"):
        words = tr(f"shinobi.where_board.{where}")
        assert all(word in drawn for word in words.split()), where
    missions = next(a for a, _ in scene.options if a.args[0] == "missions")
    said = tr("shinobi.where_text.missions")
    assert scene.option_panel.preview(missions).endswith(said)
    assert scene.hint_reason.why(missions) == said
    showdown = next(a for a, _ in scene.options if a.args[0] == "showdown")
    # the Showdown's is a gamble, with its range (newcomer G, s10: test_shinobi_hint_words)
    pawns = int(showdown.args[1])
    assert scene.hint_reason.why(showdown).startswith(
        tr.plural("shinobi.why.showdown", pawns, low="@", high="@").split("@")[0]
    )
    scene.state.round = 3
    court = ShinobiAction("pawns", ("court", "1"))
    assert scene.hint_reason.why(court) == tr("shinobi.where_text.court_last")
    texts.clear()
    scene.draw(pygame.Surface((1280, 720)))
    assert tr("shinobi.where_board.court_last") in texts
    assert tr("shinobi.where_board.court") not in " ".join(texts)


def test_a_decoy_already_seen_is_offered_with_its_boss_and_one_pawn_is_not_the_last(
    app: App, ui: Driver
) -> None:
    """Missions offered 'Decoy 1' though H had peeked at it (gm-45), and 'Place your last
    pawn' was said of the one pawn H had won (gm-21)."""
    scene = pawn_placing(app)
    state = scene.state
    state.to_place = [1, 0]
    scene._refresh()
    ui.step()
    assert scene.prompt.text() == app.tr.plural("shinobi.prompt.pawns", 1, left=1)
    assert "last" not in scene.prompt.text()
    state.pawns[0]["missions"] = 1
    scene.play("pawns missions 1")
    assert state.phase == "peek" and state.current_player == 0
    known = state.known_decoys[0]
    seen = next(iter(known), None)
    if seen is None:  # none seen yet this game: say Akane saw Decoy 2 with the Temple
        known[1] = state.bosses[3]
        seen = 1
    scene._refresh()
    labels = {str(a): label for a, label in scene.options}
    assert labels[f"peek {seen}"] == app.tr(
        "shinobi.act.decoy_known", said=app.tr("shinobi.act.peek", n=seen + 1), boss=known[seen]
    )
    unseen = next(d for d in range(3) if d not in known)
    assert labels[f"peek {unseen}"] == app.tr("shinobi.act.peek", n=unseen + 1)


def test_on_a_watched_table_baku_s_first_view_offers_the_one_order_as_laid(
    app: App, ui: Driver
) -> None:
    """H's first view of Baku's cards listed every order on the right ('Top to bottom:
    …' twelve times, gm-14): the choices were built while the table still told Baku's
    play. The one order, as the cards lie, is offered from the first."""
    from .test_shinobi_labels import baku_puts_back, two_people

    scene = two_people(app)
    scene.animate = True  # a watched table: Baku's play is told before the choice
    baku_puts_back(scene)
    for _ in range(600):
        ui.step()
        if scene.can_act:
            break
    assert scene.can_act and scene.state.pending[0].step == "order"
    assert [label for _, label in scene.options] == ["Top to bottom: Fox, Rat, Crow, Carp"]
