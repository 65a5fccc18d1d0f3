"""The laptop during a Shinobi game played on phones (issue 33, newcomer I, s6): its
footer still said "Click cards (Left/Right, Space)..." though the laptop had nothing to
click, and its bottom row showed Ana's hand as card backs with no name. Now, with every
person on a phone, the footer says what the laptop can do (F2, J, S, F1, Esc), and no
row of backs takes the foot: the clans and the log do (newcomer C, s10); in a hot-seat
game the foot is the laptop person's hand, its backs named between turns.
With four players the turn panel's words for a phone seat's turn ran into "Scores so
far" (three lines: the prompt's 'No phone? F2...' said again): it says the seat plays
on its phone and what it does, and never runs into the scores. 1280x720, EN and FR."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from ninjas.core.session import Seat
from scenes import theme
from scenes.shinobi import scene as shinobi_scene

from .conftest import PhoneTable


class Canvas(pygame.Surface):
    """A 1280x720 frame that keeps where each surface was blitted."""

    def __init__(self) -> None:
        super().__init__((1280, 720))
        self.placed: list[tuple[int, pygame.Rect]] = []

    def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
        rect = super().blit(source, dest, *args, **kwargs)
        self.placed.append((id(source), rect))
        return rect


def drawn(
    table: PhoneTable, monkeypatch: pytest.MonkeyPatch
) -> tuple[list[str], dict[str, list[pygame.Rect]]]:
    """The table drawn once: the footer's words, and where each text was put."""
    texts: dict[int, str] = {}
    original = theme.text

    def recording(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        surface = original(string, *args, **kwargs)
        texts[id(surface)] = string
        return surface

    footers: list[str] = []
    monkeypatch.setattr(theme, "text", recording)
    monkeypatch.setattr(shinobi_scene, "draw_hint", lambda _canvas, words: footers.append(words))
    canvas = Canvas()
    table.app.apply_scale()
    table.scene.draw(canvas)
    monkeypatch.undo()
    where: dict[str, list[pygame.Rect]] = {}
    for key, rect in canvas.placed:
        if key in texts:
            where.setdefault(texts[key], []).append(rect)
    return footers, where


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [3, 4])
def test_a_laptop_with_every_person_on_a_phone_says_what_it_can_do(
    phone_table, monkeypatch, lang: str, players: int
) -> None:
    seats = [Seat("human"), Seat("human")] + [Seat("ai", "easy")] * (players - 2)
    table: PhoneTable = phone_table(seats, seed=4, lang=lang)
    table.frames(30)
    scene, tr = table.scene, table.app.tr
    assert scene.state.current_player == 0 and scene.phone_seat(0)  # Akane's turn, on her phone
    footers, where = drawn(table, monkeypatch)
    assert footers == [tr("shinobi.help_phones")], footers
    assert "F2" in footers[0] and tr("shinobi.help") not in footers
    # no row of Akane's backs: the clans and the log reach the foot (newcomer C, s10,
    # nc-93/011, 023: a third of the laptop was Akane's backs whoever played)
    assert tr("shinobi.hand_on_phone", name="Akane") not in where, sorted(where)
    layout = scene.layout
    assert scene.hand.rows == 0 and layout.hand.height == 0, layout.hand
    foot = layout.hand.top
    lowest = max(rect.bottom for rect in layout.opponents)  # every seat's panel alike
    assert foot - lowest <= layout.px(12), (layout.opponents, foot)
    assert foot - layout.log.bottom <= layout.px(12), (layout.log, foot)
    assert layout.own.height >= layout.opponents[0].height  # the room went to the table
    # the turn panel: the seat plays on its phone, and nothing runs into the scores
    heading = where[tr("shinobi.turn.scores")][0]
    said = f"{tr('phone.waiting.phone', name='Akane')} {scene.prompt.doing_text()}"
    panel = scene.layout.options
    lines = [
        rect
        for text, rects in where.items()
        for rect in rects
        if len(text) > 8 and text in said and rect.colliderect(panel)
    ]
    assert lines, sorted(where)  # its words: on the phone, and what the seat does
    above = [
        (text, rect)
        for text, rects in where.items()
        for rect in rects
        if rect.colliderect(panel) and rect.top < heading.top
    ]
    assert all(rect.bottom <= heading.top for _, rect in above), (above, heading)
    # never half a sentence (newcomer C, s10, nc-93/011.png: 'Sora joue sur son
    # téléphone. Pose un clan, en renforce un ou ajoute un'): all it does, or only that
    # it plays on its phone
    # (the last moves under it, where the panel has their room: the hand's row gone)
    recent = where.get(tr("shinobi.turn.recent"), [heading])[0]
    told = " ".join(
        text
        for text, rect in sorted(above, key=lambda pair: pair[1].top)
        if panel.top < rect.top < recent.top and text != tr("shinobi.turn.of", name="Akane")
    )
    assert told in (said, tr("phone.waiting.phone", name="Akane")), told


def test_a_hot_seat_laptop_keeps_its_own_footer_and_names_the_hidden_hand(
    phone_table, monkeypatch
) -> None:
    """One person on the laptop, one on a phone: the laptop has cards to click, and the
    hand at its foot is the laptop person's (hidden between turns), never the backs of
    the phone's (before: Akane's, on her phone, the first person)."""
    seats = [Seat("human"), Seat("human"), Seat("ai", "easy")]
    table: PhoneTable = phone_table(seats, seed=4)
    table.link.give_up(1)  # Sora plays on this screen from now on
    table.frames(5)
    footers, where = drawn(table, monkeypatch)
    tr = table.app.tr
    assert footers == [tr("shinobi.help")]
    assert table.scene.bottom_seat() == 1 and table.scene.hand.rows == 1
    assert tr("shinobi.hand_of", name="Sora") in where, sorted(where)
    assert tr("shinobi.hand_on_phone", name="Akane") not in where
