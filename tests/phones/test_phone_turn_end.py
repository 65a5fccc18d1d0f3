"""A phone's "End turn" and Undo (issue 33 section 3, scenes/phone_turn.py): the move
that ends a seat's turn, sent from its phone, waits for its End turn as at the laptop
(the Settings switch honoured), and Undo takes it back from the phone; greyed, Undo says
why; no other seat's phone may end or undo that turn."""

from __future__ import annotations

from typing import Any

from ninjas.core.session import Seat
from scenes.phone_turn import END_TURN, UNDO
from scenes.tableflow.undo_words import undo_stop_text

from .conftest import PhoneTable
from .test_phone_page import playwright_api
from .test_phone_page_hand import discarding_from_eight, open_page, played_to, tap

PAGE = """() => ({
    hand: [...document.querySelectorAll('#hand .card')].map(c => +c.dataset.card),
    playable: [...document.querySelectorAll('#hand .card.playable')].map(c => +c.dataset.card),
    buttons: [...document.querySelectorAll('#choices button')].map(b => ({
        action: b.dataset.action, confirm: b.classList.contains('confirm'), text: b.textContent})),
    undo: (b => b.hidden ? null : {text: b.textContent, greyed: b.classList.contains('greyed')})(
        document.getElementById('undo')),
    prompt: document.getElementById('prompt').textContent,
})"""


def discard_from_the_phone(table: PhoneTable, page: Any) -> str:
    """A card tapped, then its Discard: the action sent."""
    shown = page.evaluate(PAGE)
    tap(table, page, f"#hand .card[data-card='{shown['playable'][0]}']")
    action = next(b["action"] for b in page.evaluate(PAGE)["buttons"] if b["confirm"])
    tap(table, page, f"#choices button[data-action='{action}']")
    return str(action)


def end_turn_shown(page: Any) -> bool:
    """The page shows the End turn button: its new choices came (the tapped card's
    Discard button stays until they do; the list is checked whole after)."""
    return any(b["action"] == END_TURN for b in page.evaluate(PAGE)["buttons"])


def discarded_on_the_phone(phone_table: Any, seats: list[Seat], confirm: bool) -> PhoneTable:
    """A Shinobi table with seat 0 on a phone, at a discard that ends its turn, the
    setting 'Confirm end of turn' as `confirm`: seat 0's phone has sent its discard."""
    table: PhoneTable = phone_table(seats, seed=0, prepare=played_to(discarding_from_eight))
    table.app.settings.confirm_turn_end = confirm
    scene, link = table.scene, table.link
    table.frames(1)
    discard = next(a for a in scene.state.legal_actions() if a.kind == "discard")
    link._take(0, str(discard), link.serial)
    table.frames(2)
    return table


def test_the_discard_that_ends_the_turn_waits_on_the_phone_for_end_turn_or_undo(phone_table):
    table: PhoneTable = phone_table(
        [Seat("human"), Seat("ai", "easy")], seed=0, prepare=played_to(discarding_from_eight)
    )
    table.frames(1)
    session = table.scene.session
    tr = table.app.tr
    before = len(session.actions)
    with playwright_api.sync_playwright() as playwright:
        browser, page = open_page(playwright, table, 390, 844)
        try:
            hand = page.evaluate(PAGE)["hand"]
            discard_from_the_phone(table, page)
            assert table.run_until(lambda: session.ending == 0, 10)
            assert table.run_until(lambda: end_turn_shown(page), 10)
            waiting = page.evaluate(PAGE)
            table.frames(20)  # nothing of the next turn happens: the computer waits
            assert len(session.actions) == before + 1
            tap(table, page, "#undo")
            assert table.run_until(lambda: len(session.actions) == before, 10)
            assert table.run_until(lambda: page.evaluate(PAGE)["hand"] == hand, 10)
            undone = page.evaluate(PAGE)
            discard_from_the_phone(table, page)
            assert table.run_until(lambda: session.ending == 0, 10)
            assert table.run_until(lambda: end_turn_shown(page), 10)
            tap(table, page, f"#choices button[data-action='{END_TURN}']")
            # the turn passes: the computer plays, and the seat's turn comes again
            assert table.run_until(
                lambda: session.ending is None and len(session.actions) > before + 1, 20
            )
            assert table.run_until(
                lambda: (
                    table.scene.state.current_player == 0
                    and page.evaluate(PAGE)["undo"] is not None
                ),
                30,
            ), (table.scene.state.current_player, page.evaluate(PAGE), session.actions[-5:])
            again = page.evaluate(PAGE)
            why = undo_stop_text(table.scene)
            actions = len(session.actions)
            tap(table, page, "#undo")  # greyed: a tap says why, and takes nothing back
            said = page.evaluate("() => document.getElementById('toast').textContent")
            assert len(session.actions) == actions
        finally:
            browser.close()
    end = [b for b in waiting["buttons"]]
    assert [(b["action"], b["confirm"]) for b in end] == [(END_TURN, True)], end
    assert end[0]["text"] == tr("turn_end.button")
    assert waiting["undo"] == {"text": "\u21b6 " + tr("phone.undo"), "greyed": False}, waiting
    assert waiting["prompt"] == tr("phone.turn_end.prompt")
    assert len(waiting["hand"]) == len(hand) - 1
    assert undone["playable"] and not [b for b in undone["buttons"] if b["action"] == END_TURN]
    # a new turn after the computer's: nothing of it to undo, the greyed Undo says why
    assert why is not None and not table.scene.can_undo()
    assert again["undo"] == {"text": "\u21b6 " + tr("phone.undo"), "greyed": True}, again
    assert said == why


def test_no_other_seat_ends_or_undoes_a_turn_and_the_setting_off_passes_it_at_once(
    phone_table,
):
    """Link level: seat 1's phone sending End turn or Undo for seat 0's waiting turn is
    refused and changes nothing, its phone is told who it waits for; with 'Confirm end
    of turn' off, the phone's discard passes the turn at once (no End turn offered)."""
    seats = [Seat("human"), Seat("human")]
    for confirm in (True, False):
        table = discarded_on_the_phone(phone_table, seats, confirm)
        scene, link, session = table.scene, table.link, table.scene.session
        if not confirm:
            assert session.ending is None and scene.state.current_player == 1
            assert not [c for c in link.state_message(0)["choices"] if c["action"] == END_TURN]
            assert link.state_message(0)["undo"] is None  # not its turn any more
            continue
        assert session.ending == 0
        mine, other = link.state_message(0), link.state_message(1)
        assert [c["action"] for c in mine["choices"]] == [END_TURN]
        assert mine["undo"] == {"label": table.app.tr("phone.undo"), "why": None}
        assert other["choices"] == [] and other["undo"] is None
        name = scene.seat_name(0)
        assert other["prompt"] == table.app.tr("phone.turn_end.waiting", name=name)
        actions, refused = len(session.actions), link.refused
        for play in (END_TURN, UNDO):  # seat 1's phone, in the very position it was told
            link._take(1, play, link.serial)
        assert link.refused == refused + 2
        assert session.ending == 0 and len(session.actions) == actions
        link._take(0, UNDO, link.serial)
        table.frames(1)
        assert session.ending is None and len(session.actions) == actions - 1
        assert scene.state.current_player == 0


def test_the_laptop_says_whose_phone_ends_the_turn_and_cannot_end_it(phone_table) -> None:
    """A phone's move that waits for its End turn: the laptop said "Your move is played:
    End turn (Enter)...", naming no one, and its button and Enter ended that person's turn
    for them. It names the person and their phone, and neither its Enter nor its button
    (not drawn) ends the turn; the phone's End turn does."""
    import pygame

    table = discarded_on_the_phone(phone_table, [Seat("human"), Seat("ai", "easy")], True)
    scene, link, session = table.scene, table.link, table.scene.session
    assert session.ending == 0
    said = scene.turn_end.prompt()
    assert said == table.app.tr("turn_end.prompt_phone", name=scene.seat_name(0))
    assert scene.prompt.text() == said  # the table's prompt says it
    assert not scene.turn_end.shown and scene.turn_end.targets() == []
    actions = len(session.actions)
    scene.handle_event(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    )
    table.frames(2)
    assert session.ending == 0 and len(session.actions) == actions  # the laptop's Enter: nothing
    link._take(0, END_TURN, link.serial)
    table.frames(2)
    assert session.ending is None
