"""Issue 33: "No text a player must read is under 11 px cap height at 1280x720: measure it
on every table." tools/cap_heights.py draws each screen at 1280x720 and measures every
text rendered (the capitals' height in the face and pixel size drawn): the title, each
game's setup, table, results and rules, in English, the tables in French too. The shared
footer was 10.8 px on every table, the small words of the tables 10.1 px, Taisen's
village names 9.4 px, the small cards of Dojo's rules 7 px."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from ninjas.games import ALL_GAMES  # noqa: E402
from tools import screens  # noqa: E402
from tools.cap_heights import LEAST, cap_height, measure, small  # noqa: E402
from tools.screens import _screens  # noqa: E402

STILL_SMALL: dict[str, str] = {}
"""Screens whose smallest words are still under 11 px (issue 33, left for another
change): strict, so that the test says so once one is fixed."""


def _case(name: str, lang: str) -> object:
    reason = STILL_SMALL.get(name, STILL_SMALL.get(f"{name} {lang}"))
    if reason is None:
        return (name, lang)
    return pytest.param(name, lang, marks=pytest.mark.xfail(reason=reason, strict=True))


REVIEWS_IN_FRENCH = {"shinobi_review"}
"""The four reviews in English, and Shinobi's (the longest moves' words) in French,
share one layout."""
SCREENS = [
    _case(name, lang)
    for name in _screens()
    for lang in ("en", "fr")
    if lang == "en" or not name.endswith("_review") or name in REVIEWS_IN_FRENCH
]
"""Every screen tools/screens.py draws (the title, settings, the load picker, the History
and the Records, each game's setup, table, guided game, rules, results, replay and
review, the pause menu, a hand-off, the computer's wait), in English and French."""


def test_every_screen_of_the_screens_tool_is_measured() -> None:
    """The screens measured are those tools/screens.py draws, no fewer (the title, each
    setup, table, results and rules were measured in English only, the tables in French;
    the guided games, settings, pause, hand-off and the computer's wait not at all, nor
    the History, the Records, the replays and the reviews, new today)."""
    names = {case.values[0] if hasattr(case, "values") else case[0] for case in SCREENS}  # type: ignore[index,attr-defined]
    for extra in ("settings", "load", "pause", "handoff", "computer_wait", "history", "records"):
        assert extra in names
    for kind in ("tutorial", "replay", "replay_full", "review"):
        assert {f"{game}_{kind}" for game in ALL_GAMES} <= names


def test_the_measure_is_the_capitals_not_the_size_asked_for() -> None:
    """Lato at 15 px (the size 20 the footer had) stands 10.8 px; at 16 px 11.5."""
    assert cap_height("Esc: menu", "body", 15) == pytest.approx(10.8, abs=0.15)
    assert cap_height("Esc: menu", "body", 16) >= LEAST


@pytest.mark.parametrize(("name", "lang"), SCREENS)
def test_every_text_of_the_screen_stands_11_px_tall_at_1280x720(
    name: str, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a review screen opens on its review finished, worked out with a small budget
    # (with its game's own, up to two minutes a screen; tests/tools/test_screens_review.py)
    monkeypatch.setattr(screens, "GIVEN_REVIEW", screens.SMALL_REVIEW)
    drawn = measure(_screens()[name], lang, frames=30)
    assert len(drawn) > 5  # the screen was drawn, its texts recorded
    assert [(d.text[:40], round(d.cap, 1)) for d in small(drawn)] == []
