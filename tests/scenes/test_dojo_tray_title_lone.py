"""The battle tray's title never leaves a lone word or number on a line of its own: at
1280x720 in French 'Combat dans la forêt : Clan bleu 1 contre Clan orange' wrapped
with its '0' alone under it (E2's shot, s20, of the table newcomer Q met, s19). A
seat's name stays whole on its line, with its count ('Clan orange 0'); the title is
still drawn whole inside the tray. EN and FR, at 1280x720 and 1920x1080."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from scenes.app import App

from .conftest import Driver, record_blits
from .test_dojo_reveal_read import _battle

NAMES = [
    ("seat.dojo.1", "seat.dojo.0"),  # the clans' own names ('Clan bleu', 'Clan orange')
    ("seat.dojo.0", "seat.dojo.1"),
    ("Marie-Hélène", "seat.dojo.0"),
    ("Jean-Baptiste de La Tour", "seat.dojo.1"),
]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_battle_title_has_no_lone_word(
    sized_app: Callable[[tuple[int, int]], App],
    lang: str,
    size: tuple[int, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app = sized_app(size)
    scene = _battle(app, Driver(app), lang, attackers=1, defenders=1)
    tray = scene.stage.tray
    assert tray is not None
    state = scene.state
    me = state.mover
    seen = 0
    for terrain in ("forest", "plains"):
        state.terrain[tray.hex] = terrain
        for first, second in NAMES:
            names = {me: app.tr(first) if "." in first else first}
            names[1 - me] = app.tr(second) if "." in second else second
            monkeypatch.setattr(scene, "seat_name", names.__getitem__)
            for counts in ((1, 0), (1, 1), (5, 12)):
                state.ninjas[tray.hex][me], state.ninjas[tray.hex][1 - me] = counts
                drawn = record_blits(monkeypatch)
                scene.draw(pygame.Surface(app.view_size))
                title = scene.tray_view.title(tray)
                head = scene.tray_view.painter.head_drawn
                heads = [(t, r) for t, r in drawn if r in head and t and t in title]
                lines = [t for t, _ in heads]
                assert " ".join(lines).split() == title.split(), (lines, title)  # whole
                assert all(scene.tray_view.rect.contains(r) for _, r in heads)
                if len(lines) < 2:
                    continue
                seen += 1
                for line in lines:  # before: '0' alone ('... Clan orange' / '0')
                    assert len(line.split()) > 1, (lines, title)
                for name in names.values():  # a name on one line, its count with it
                    assert any(name in line for line in lines), (name, lines)
    assert seen  # some titles wrapped
