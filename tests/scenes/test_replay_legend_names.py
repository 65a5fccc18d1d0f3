"""The timeline's legend says each player's whole name (issue 33, newcomer O, s19: the
names in it were cut to their first word, 'Ninja' three times, 'Éloïse' for 'Éloïse
(Ninja rouge)'). Where a row cannot hold them, the marks' words go to a second row
above it: no name is cut, and the legend stays within its room over the strip. Night's
legend, shown at all times under the board, and another game's, on the timeline's
hover; EN and FR, 1280x720 and 1920x1080."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.replay import open_replay

from .conftest import record_blits
from .replay_records import make_record

NAMES = {
    "en": ["Marie-Hélène (Red ninja)", "Jean-Baptiste (Blue ninja)", "Éloïse (Green ninja)"],
    "fr": ["Marie-Hélène (Ninja rouge)", "Jean-Baptiste (Ninja bleu)", "Éloïse (Ninja vert)"],
}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("game", ["night", "shinobi"])
def test_the_legend_says_every_name_whole(
    sized_app: object,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    game: str,
    lang: str,
    size: tuple[int, int],
) -> None:
    app: App = sized_app(size)  # type: ignore[operator]
    app.language_for_run(lang)
    replay = open_replay(app, make_record(game, tmp_path), at=12)
    app.push(replay)
    if replay.full:
        replay.toggle_full()
    names = NAMES[lang]
    monkeypatch.setattr(replay, "seat_label", lambda seat: names[seat])
    app.draw()
    if game == "night":  # the pointer away: the legend stands under the board
        pos = (5, 5)
    else:  # on the timeline: its legend
        pos = replay.timeline.rect.center
    replay.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0)))
    blits = record_blits(monkeypatch)
    app.draw()
    said = dict(blits)
    words = [app.tr("replay.legend.played"), app.tr("replay.legend.here")]
    for word in [*names, *words]:
        assert word in said, (word, sorted(said))  # fails before: 'Marie-Hélène'
    strip = replay.rects[1]
    room = size[0] * 0.56 if game == "night" else size[0]
    with theme.scaled_for(size):
        for word in [*names, *words]:
            assert said[word].bottom <= strip.top, word
            assert said[word].left >= 0 and said[word].right <= room, word
    app.language_for_run("en")
