"""After View board from the results, the final board shows every token's face, as the
dawn turned them (the lead's s16 note: the backpacks showed '?' and backs again), but
not while the results or their dawn are drawn over it (the dawn turns what was face
down). A built final position, direct calls."""

from __future__ import annotations

import pygame

from scenes.app import App
from scenes.night.throw_list import NightResults

from .test_results_moment import _night


def test_the_board_viewed_after_the_results_shows_every_face(app: App) -> None:
    results, table = _night(app)  # Ada and two computers; the computers' tokens unseen
    table.results_shown = True  # (as show_results does before the results)
    state = table.state
    theirs = [t for seat in (1, 2) for t in state.backpacks[seat] if t is not None]
    assert theirs and all(table.token_face(t) != state.kinds[t] for t in theirs)  # dawn
    results.view_board()
    assert app.top is table and table.viewing_board
    assert [table.token_face(t) for t in theirs] == [state.kinds[t] for t in theirs]
    table.draw(pygame.Surface((1280, 720)))
    app.push(NightResults(app, table.session, [], []))  # the results again: as before
    assert all(table.token_face(t) != state.kinds[t] for t in theirs)
