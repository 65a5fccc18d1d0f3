"""Issue 33, a newcomer's four-player French Shinobi game: what was done to their
hand while they waited shown when their turn comes, the hand laid again once a
power that brought it cards is over, a reason with the hint, results columns that
hold a named seat's title."""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.events import Event
from ninjas.core.session import GameSession, Seat
from ninjas.shinobi.rules import ShinobiAction
from scenes import ai_turn
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.handoff import GRACE_SECONDS, HandoffScene
from scenes.log_panel import as_line
from scenes.registry import seat_played
from scenes.results import INPUT_GRACE_SECONDS, ResultsScene
from scenes.shinobi import ShinobiScene
from scenes.shinobi.hand_news import hits
from scenes.shinobi.hint_reason import unseen_mean
from tests.shinobi.test_rules import BEAR, CARP, DRAGON, arrange, ids

from .conftest import STEP, Driver, record_texts
from .test_shinobi_scene import table
from .test_shinobi_table_layout import akane_places, first_seed

RAT_GAME = (1, 19)
"""Seed 1, every seat played by `easy` (seeded as `easy_actions` does): at the 19th
action Sora's Monkey copies the Rat, and Akane loses two cards at random."""


def easy_actions(seed: int, upto: int) -> list[str]:
    """The first `upto` actions of a 2-player game played by `easy`, then Sora's until
    Akane is to play."""
    session = GameSession.new(
        "shinobi", [Seat("human"), Seat("human")], seed, {"players": 2}, autosave=False
    )
    rng = random.Random(seed)
    actions: list[str] = []
    state = session.state
    while len(actions) < upto or state.current_player != 0:
        action = make_agent("easy", rng.randrange(1000)).choose(state)
        session.apply(action)
        actions.append(str(action))
    return actions


def after_the_rat(app: App, seats: list[Seat]) -> tuple[ShinobiScene, list[int]]:
    """The table at Akane's turn after Sora's Rat, and the cards she lost."""
    session = GameSession.new("shinobi", seats, RAT_GAME[0], {"players": 2}, autosave=False)
    lost: list[int] = []
    for action in easy_actions(*RAT_GAME):
        actor = session.state.current_player
        for event in session.apply(action):
            if event.kind == "random_discard" and event.data["seat"] == 0 and actor == 1:
                lost.append(event.data["card"])
    assert len(lost) == 2 and session.state.current_player == 0
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    return scene, lost


# ---------------------------------------------------------------------- 1. done to you
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_one_person_is_told_at_their_turn_what_the_computer_took_from_their_hand(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """'My hand lost 3 Carps to Sora's Rat while I waited; only the (small, scrolled-
    away) log says so.' A note over the hand says it, in words, until Akane plays
    (the choices are not covered: the table stays in play)."""
    app.set_language(lang)
    texts = record_texts(monkeypatch)
    scene, lost = after_the_rat(app, [Seat("human"), Seat("ai", "easy")])
    ui.step()
    assert app.top is scene
    tr = app.tr
    # Sora's Monkey copied the Rat's power: said as the copy it is (newcomer A, s24, g19)
    source = tr(
        "shinobi.news.source_copy",
        name="Sora",
        what=tr("shinobi.name.Monkey"),
        clan=tr("shinobi.name.Rat"),
    )
    said = tr("shinobi.news.lost", source=source, cards=scene.words.cards_label(lost))
    assert scene.news.shown_lines() == [said]
    note = scene.news.note_rect
    assert note is not None
    assert scene.layout.own.right >= note.right  # never over the log or the choices
    assert not note.colliderect(scene.layout.options)
    shown = " ".join(texts)
    assert all(word in shown for word in said.split())  # drawn whole (wrapped, maybe)
    scene.play("recruit")  # until Akane plays
    ui.step()
    assert scene.news.note_rect is None and scene.news.shown_lines() == []


def test_nothing_done_to_you_no_panel_and_no_note(app: App, ui: Driver) -> None:
    scene = akane_places(app)  # Akane's first turn: nothing was done to her
    ui.step()
    assert app.top is scene and scene.news.note_rect is None


def test_after_a_hand_off_the_cover_tells_the_table_s_story_and_the_hand_its_cards(
    app: App, ui: Driver, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The summary of what was done to Akane's hand headed a "Since your last turn"
    panel after the hand-off, a second screen to close (issue 33). The cover now tells
    the story, the Rat in gold, seen by the whole table, so only its public lines; once
    Akane says it is her, the table opens on her turn and the note over her hand says
    which cards she lost."""
    scene, lost = after_the_rat(app, [Seat("human"), Seat("human")])
    scene.shown_seat = 1  # Sora just played at the laptop
    texts = record_texts(monkeypatch)
    for _ in range(3):
        ui.step()
    cover = app.top
    assert isinstance(cover, HandoffScene)
    texts.clear()
    ui.step()  # the cover drawn
    assert any(line.touched for line in cover.story.lines) and cover.shown.rows
    entries = [as_line(entry) for entry in scene.log_lines]
    private = {e.text for e in entries if e.owner is not None}
    private -= {e.text for e in entries if e.owner is None}
    assert private and not private & set(texts)  # nothing of a hand on the cover
    summary = scene.news.lines(0)
    assert len(summary) == 1 and scene.words.cards_label(lost) in summary[0]
    assert not set(summary) & set(texts)
    cover.time = GRACE_SECONDS
    cover.ready()
    assert app.top is scene and scene.can_act
    ui.step()
    assert scene.news.shown_lines() == summary and scene.news.note_rect is not None


def ev(kind: str, **data: object) -> Event:
    return Event(kind, dict(data))


def test_every_way_a_hand_or_clan_is_hit_is_summed_up_and_nothing_of_another_hand() -> None:
    carp, bear, dragon = CARP[0], BEAR[0], DRAGON[0]
    kappa = ids("Kappa")[0]
    played = [
        (
            1,
            [
                ev("court", seat=1, card="Tribute"),
                ev(
                    "tribute", seat=1, **{"from": 0}, private={1: {"card": carp}, 0: {"card": carp}}
                ),
                ev(
                    "tribute",
                    seat=1,
                    **{"from": 2},
                    private={1: {"card": kappa}, 2: {"card": kappa}},
                ),
            ],
        ),
        (
            2,
            [
                ev("power", seat=2, source="Fox", power="swap_card", level=2),
                ev(
                    "swap",
                    seat=2,
                    target=0,
                    private={2: {"gave": bear, "got": dragon}, 0: {"gave": dragon, "got": bear}},
                ),
            ],
        ),
        (
            1,
            [
                ev("power", seat=1, source="Toad", power="return_clan", level=3),
                ev("return_to_hand", seat=1, target=0, clan="Bear", cards=BEAR[1:3]),
            ],
        ),
        (
            2,
            [
                ev("power", seat=2, source="Spider", power="destroy_card", level=2),
                ev("destroy", seat=2, target=0, clan="Carp", cards=[CARP[1]]),
                ev("clan_destroyed", seat=0, clan="Carp", cards=[ids("Ronin")[0]]),
            ],
        ),
        (0, [ev("random_discard", seat=0, card=CARP[2], by=0)]),  # its own doing: not told
    ]
    # a clan taken whole, or left without its clan cards, is said as its clan
    # (test_shinobi_news_clans)
    assert hits(played, 0) == [
        ("lost", (1, "court", "Tribute"), [carp], None),
        ("lost", (2, "clan", "Fox"), [dragon], None),
        ("got", (2, "clan", "Fox"), [bear], None),
        ("returned_clan", (1, "clan", "Toad"), BEAR[1:3], "Bear"),
        ("destroyed_clan", (2, "clan", "Spider"), [CARP[1], ids("Ronin")[0]], "Carp"),
    ]
    assert all(kappa not in cards for _, _, cards, _ in hits(played, 0))  # seat 2's card


def test_a_tribute_tells_the_giver_and_the_taker_the_card_and_no_one_else(app: App) -> None:
    scene = akane_places(app, players=3)
    event = ev(
        "tribute", seat=1, **{"from": 0}, private={1: {"card": CARP[0]}, 0: {"card": CARP[0]}}
    )
    lines = scene.words.describe(event)
    label = scene.words.card_label(CARP[0])
    owners = {owner for owner, line in lines if label in line}
    assert owners == {0, 1}


# ---------------------------------------------------------------------- 2. the hand re-laid
def test_the_hand_closes_its_gap_once_a_dragon_s_search_is_over(app: App, ui: Driver) -> None:
    scene = akane_places(app)
    kappa, nue = ids("Kappa")[0], ids("Nue")[0]
    arrange(scene.state, hands={0: [CARP[0], *DRAGON[:2], kappa, nue]})
    scene.hand.plan = None
    scene._refresh()
    ui.step()
    before = {card: rect.copy() for rect, card in scene.hand.rects}
    scene.play(f"place Dragon {DRAGON[0]} {DRAGON[1]}")
    ui.step()
    assert scene.state.phase == "power"  # the Dragons' pile closed up at once (issue 33)
    after = {card: rect for rect, card in scene.hand.rects}
    assert after[kappa].left < before[kappa].left
    taken = next(a for a in scene.legal() if a.kind == "card")
    scene.play(taken)
    ui.step()
    assert scene.state.phase == "discard" and scene.state.current_player == 0
    piles = sorted(rect for rect, _ in scene.hand.rects)
    assert piles[0].left == scene.layout.hand.left
    gap = max(theme_gap(scene), 1)
    for left, right in zip(piles, piles[1:], strict=False):  # no card-sized hole left
        assert right.left - left.right < scene.layout.card_w // 2 + gap


def theme_gap(scene: ShinobiScene) -> int:
    return scene.layout.card_w // 14


# ---------------------------------------------------------------------- 3. the hint's reason
def hinted(
    app: App, ui: Driver, action: ShinobiAction, monkeypatch: pytest.MonkeyPatch
) -> ShinobiScene:
    """Akane's first turn at a 4-player table, the hint found: `action`."""
    seats = [Seat("human")] + [Seat("ai", "easy")] * 3
    scene = table(app, seats, seed=first_seed(4))
    ui.step()
    monkeypatch.setattr(ai_turn, "think_hint", lambda level, seed, state: Ready(action))
    scene.request_hint()
    for _ in range(3):
        ui.step()
    assert scene.hint == action
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_gives_a_short_reason_in_the_seat_s_own_terms_whole_at_1280x720(
    app: App, ui: Driver, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """'Hint: Be corrupt' gave no reason: now what corruption draws (the mean strength
    of the cards Akane has not seen, + 2) and what it costs (that mean), drawn whole."""
    app.set_language(lang)
    scene = hinted(app, ui, ShinobiAction("corrupt"), monkeypatch)
    state = scene.state
    mean = unseen_mean(state, 0)
    why = app.tr.plural("shinobi.why.corrupt_mean", round(mean + 2), cost=round(mean))
    said = scene.prompt.hint_sentence()
    assert said == app.tr("shinobi.hint.why", what=app.tr("shinobi.act.corrupt"), why=why)
    texts = record_texts(monkeypatch)
    scene.draw(pygame.Surface((1280, 720)))
    drawn = " ".join(texts).split()
    assert all(word in drawn for word in said.split())  # not cut off by the prompt


def test_the_reason_of_a_draw_knows_no_hidden_card(app: App, ui: Driver) -> None:
    """Two deals Akane cannot tell apart (an opponent's card and a deck card swapped)
    give the same reason."""
    scene = akane_places(app)
    state = scene.state
    before = unseen_mean(state, 0)
    theirs, deck = state.hands[1][0], state.deck[0]
    state.hands[1][0], state.deck[0] = deck, theirs
    assert unseen_mean(state, 0) == before


def test_a_placing_s_reason_is_its_strength_and_its_power(app: App, ui: Driver) -> None:
    scene = akane_places(app)
    arrange(scene.state, hands={0: [*CARP[:2], BEAR[0]]})
    scene._refresh()
    tr = app.tr
    why = scene.hint_reason.why(ShinobiAction("place", ("Carp", str(CARP[0]), str(CARP[1]))))
    power = scene.words.power_label("draw", 2)
    assert why == tr(
        "shinobi.why.and_power", said=tr("shinobi.why.strength", strength=2), power=power
    )
    assert scene.hint_reason.why(ShinobiAction("place", ("Bear", str(BEAR[0])))) == tr(
        "shinobi.why.strength", strength=6
    )


# ---------------------------------------------------------------------- 4. the results' cards
def four_seat_results(app: App) -> ResultsScene:
    """A 4-player game won by Élodie (Akane) against three hard computers (random
    moves, seed 10), its results shown."""
    seats = [Seat("human", name="Élodie")] + [Seat("ai", "hard")] * 3
    session = GameSession.new("shinobi", seats, 10, {"players": 4}, autosave=False)
    rng = random.Random(10)
    while not session.state.is_terminal:
        legal = session.state.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
    results = ResultsScene(app, session, [])
    app.push(results)
    for _ in range(int(INPUT_GRACE_SECONDS * 60) + 2):
        results.update(STEP)
        app.draw()
    assert results.breakdown is not None and results.breakdown.winners == [0]
    return results


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_four_results_cards_hold_each_name_and_seat_whole_and_their_lines_unbroken(
    sized_app: Callable[[tuple[int, int]], App],
    size: tuple[int, int],
    lang: str,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """'élodie (Ak…' was cut beside Winner at 1920x1080, and 'Clan Ours (3 cartes)'
    broke over two lines: a title too long takes two lines (who, then the seat or the
    computer's level), and the lines of the scores are drawn at a size where none
    breaks."""
    app = sized_app(size)
    app.set_language(lang)
    texts = record_texts(monkeypatch)
    results = four_seat_results(app)
    texts.clear()
    app.draw()
    level = app.tr("setup.level.hard")
    for seat in range(4):
        name = app.tr(f"seat.shinobi.{seat}")
        whole, parts = (
            (
                app.tr("seat.person", name="Élodie", seat=seat_played(app, "shinobi", seat)),
                ["Élodie", seat_played(app, "shinobi", seat)],
            )
            if seat == 0
            else (
                app.tr("results.seat.computer", seat=name, level=level),
                [name, app.tr("results.seat.computer_level", level=level)],
            )
        )
        # whole on one line, or who and the rest each whole on a line of its own
        assert whole in texts or all(part in texts for part in parts), (whole, texts)
    assert not any(t.endswith("…") for t in texts)
    layout = results.layout_now
    assert layout is not None
    for card in layout.tables:
        assert card.shown == len(card.rows)
        assert all(len(row.texts) == 1 for row in card.rows), [r.texts for r in card.rows]
