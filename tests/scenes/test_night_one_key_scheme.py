"""Newcomer O, s12 (nc-O/046-047, 104): the move list read '6. Move to roof 6', '8.',
'9.', 'Move to roof 10' with no key, then '1. Play Kunai...', '2. Discard...': two
numberings in one list; O thought rows 1-5 were hidden, and nothing said why roofs 2-5
and 7 were missing. A list of roofs now keys each roof by its number (10 and 11 by 0
and -), the other rows by letters, End the turn by E, under a heading that says so and
names the roofs out of reach and why. EN and FR."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from support.night_line import scene_of

from ninjas.night.rules import new_game
from scenes.night.roof_keys import TOP_ROW, spans


def moving_with_bonuses(app: Any) -> Any:
    """Crossroads, seat 0 on roof 1 (index 0) to act, its plan Move then Skip, a
    Gears and a Hook in its backpack (rows after the roofs')."""
    s = new_game(7, {"players": 3, "village": "crossroads"})
    s.positions = [0, 5, 8]
    s.phase, s.first, s.index, s.step, s.round = "act", 0, 0, 0, 1
    s.plans = [["move", "skip"], ["skip", "skip"], ["skip", "skip"]]
    for slot, kind in enumerate(("gears", "hook")):
        roof = next(r for r in s.roofs if any(s.kinds[t] == kind for t in r))
        token = next(t for t in roof if s.kinds[t] == kind)
        roof.remove(token)
        s.backpacks[0][slot] = token
        s.known[token].add(0)
    scene = scene_of(app, s)
    scene.shown_seat = 0
    scene._refresh()
    scene.draw(pygame.Surface((1280, 720)))
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_roofs_by_number_other_rows_by_letter_under_a_heading(app: Any, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    scene = moving_with_bonuses(app)
    panel = scene.option_list
    shown: list[int] = []
    words: list[str] = []
    keys: list[int] = []
    for page in range(panel.pages()):  # every page keyed alike
        panel.page = page
        on_page = panel.visible()
        keyed = panel.keys(on_page)
        shown += on_page
        keys += keyed
        words += [panel.row_text(k, *panel.rows[i]) for k, i in zip(keyed, on_page, strict=True)]
    panel.page = 0
    village = scene.state.village
    out = [b + 1 for b in range(len(village.buildings)) if b and not village.reachable(0, b)]
    assert out  # from roof 1 some roofs stand behind taller ones
    roofs = [panel.roof_of(i) for i in shown]  # (1-based)
    others = [w for w, r in zip(words, roofs, strict=True) if r is None]
    assert len(others) >= 3, words  # Gears, Hook, End the turn
    for word, roof in zip(words, roofs, strict=True):
        if roof is not None:  # roofs 10 and 11 too
            assert word.startswith(f"{roof}. "), word
        else:  # fails before: '1. Play Kunai...' after '9. Move to roof 9'
            assert word[0].isalpha() and word[1:3] == ". ", word
    assert all(k for k in keys), words  # every row its key, its own on every page
    assert len(set(keys)) == len(keys), words
    heading = panel.heading_text()
    assert heading is not None  # fails before: no heading
    listed = {roof for roof in roofs if roof is not None}
    tens = [
        str(tr("night.options.keys.top", press=k, roof=r))
        for r, k in TOP_ROW.items()
        if r in listed
    ]
    assert tens  # roof 10 or 11 in reach: its key said
    assert heading.startswith(str(tr("night.options.keys.move.tens", keys=", ".join(tens))))
    assert str(tr("night.options.unreachable", roofs=spans(out))) in heading
    # the keys do what the rows say: 0 moves to roof 10, a letter plays its row
    press = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_0, mod=0, unicode="0")
    scene.handle_event(press)
    assert scene.throw is not None and scene.target_roof(scene.throw) == 9
    scene.throw = None
    scene._refresh()
    app.set_language("en")


def test_spans_join_runs() -> None:
    assert spans([2, 3, 4, 5, 7]) == "2-5, 7"
    assert spans([2, 3, 7, 10, 11]) == "2, 3, 7, 10, 11"
