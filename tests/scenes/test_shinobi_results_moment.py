"""Shinobi's results open on the table as the last turn left it, as Taisen's, Night's
and the Dojo's do (newcomer J, s16, 079_1/079_8: 'the game ended on Kiku's 4th clan
straight into the results: I never saw the decisive move'): the fourth clan ringed in
gold, a caption naming who laid it; brisk it holds a while, one move at a time it
waits for a key; a key held from the table does not skip it, a fresh one goes on to
the cards, whose buttons it does not press. A built finished game (grasshopper)."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import GameSession
from scenes.app import App
from scenes.registry import make_game_scene
from scenes.results import ResultsScene
from scenes.shinobi.final_picture import SECONDS, FinalPicture
from scenes.tableflow.computer_pace import UNTIL_PRESSED

from .test_results_native import finished

CAPTION = {
    "en": "The end: {name} lays a fourth clan ({clan}): the round is over.",
    "fr": "La fin\u00a0: {name} pose un quatrième clan ({clan})\u00a0: la manche est finie.",
}


def _key(app: App, kind: int, key: int) -> None:
    app.dispatch(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))


def _opened(app: App, session: GameSession) -> ResultsScene:
    table = make_game_scene(app, session)
    app.push(table)
    table.draw(pygame.Surface(app.view_size))  # (the table as drawn: its tiles known)
    table.show_results()
    results = app.top
    assert isinstance(results, ResultsScene)
    return results


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_results_open_on_the_fourth_clan(app: App, lang: str) -> None:
    app.set_language(lang)
    session = finished("shinobi", {"players": 4, "mode": "grasshopper"}, 4)
    state = session.state
    ender = state.round_results[-1]["ender"]
    results = _opened(app, session)
    moment = results.moment
    assert moment.active and isinstance(moment.piece, FinalPicture)  # fails before
    piece = moment.piece
    clan = list(state.clans[ender])[-1]
    table = piece.table
    said = CAPTION[lang].format(name=table.seat_name(ender), clan=app.tr(f"shinobi.name.{clan}"))
    assert piece.caption() == said
    assert piece.duration == SECONDS
    ring = piece.ringed()
    assert ring is not None and (ring, ender, clan) in [
        (pygame.Rect(r), s, c) for r, s, c in table.board.tiles
    ]
    app.draw()
    assert results.guard.frames == 0  # the cards not drawn yet
    _key(app, pygame.KEYDOWN, pygame.K_r)  # a fresh key: on to the cards (R no rematch)
    _key(app, pygame.KEYUP, pygame.K_r)
    assert not moment.active and app.top is results
    app.set_language("en")


def test_one_move_at_a_time_it_waits_and_a_held_key_goes_not_on(app: App) -> None:
    app.settings.computer_pace = "step"
    session = finished("shinobi", {"players": 4, "mode": "grasshopper"}, 4)
    results = _opened(app, session)
    moment = results.moment
    assert moment.piece is not None and moment.piece.duration == UNTIL_PRESSED
    results.guard.held.add(pygame.K_SPACE)  # Space held down from the table
    for _ in range(120):  # a minute at half-second frames: it waits
        results.update(0.5)
    assert moment.active
    _key(app, pygame.KEYDOWN, pygame.K_SPACE)  # (its repeat) still held: no skip
    assert moment.active
    _key(app, pygame.KEYUP, pygame.K_SPACE)
    _key(app, pygame.KEYDOWN, pygame.K_SPACE)  # pressed again: the cards
    assert not moment.active


def test_grand_master_keeps_its_own_end(app: App) -> None:
    session = finished("shinobi", {"players": 3, "mode": "grandmaster"}, 3)
    results = _opened(app, session)
    assert not results.moment.active


def test_with_no_hand_row_the_caption_stands_off_the_footer_and_is_opaque(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Newcomer A (s23, EN 1280x720, every hand on a phone, 111b): the caption lay at the
    foot, over the footer's words, which read through its 240 veil as a smudge."""
    from scenes import results_moment

    session = finished("shinobi", {"players": 4, "mode": "grasshopper"}, 4)
    results = _opened(app, session)
    piece = results.moment.piece
    assert isinstance(piece, FinalPicture)
    from dataclasses import replace

    old = piece.table.layout
    layout = replace(old, hand=pygame.Rect(old.hand.left, old.hand.bottom, old.hand.width, 0))
    piece.table._layout = layout  # (its key unchanged: kept as the layout)
    assert piece.table.layout is layout
    canvas = pygame.Surface(app.view_size)
    alphas: list[int] = []
    real = results_moment.draw_panel
    monkeypatch.setattr(
        results_moment,
        "draw_panel",
        lambda c, r, alpha=0, **k: alphas.append(alpha) or real(c, r, alpha=alpha, **k),
    )
    caption = results.moment.draw_caption(canvas, piece)
    assert alphas == [255]  # fails before: 240
    assert caption.bottom <= layout.hand.top  # fails before: over the footer
