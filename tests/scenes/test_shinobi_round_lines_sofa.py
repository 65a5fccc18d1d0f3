"""Issue 33, newcomer H (gm-67): Grand Master's results tell each round, 'Round 1: 13 − 2
= 11, earned 1 pawn (Court 1)', and 'at 1280x720 they are small grey (~12 px) but
readable at arm's length, not from the sofa'. The round lines are now drawn near white
(they were TEXT_DIM's grey), and at body size with two or three players (a line that
only tells may wrap; only a counted line's wrapping made the cards take a smaller size):
22 and 19 before, at 1280x720 and 1920x1080, EN and FR. Four cards keep 22 (capitals
11.6 px at 1280x720), near white; at 1920x1080 as large on the screen at least."""

from __future__ import annotations

from typing import Any

import pytest

from scenes import theme

from .test_results_native import finished, show

ROUND_WORDS = {"en": "Round ", "fr": "Manche "}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_round_lines_read_from_the_sofa(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str, players: int
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    app.apply_scale()
    session = finished("shinobi", {"players": players, "mode": "grandmaster"}, players)
    drawn: list[tuple[str, int, Any]] = []
    blit = theme.blit_text

    def spy(
        canvas: Any, string: str, size: int, colour: Any = theme.MOONLIGHT, *a: Any, **k: Any
    ) -> Any:
        drawn.append((string, size, colour))
        return blit(canvas, string, size, colour, *a, **k)

    monkeypatch.setattr(theme, "blit_text", spy)
    results = show(app, session)
    rounds = [(s, px, c) for s, px, c in drawn if s.startswith(ROUND_WORDS[lang])]
    assert len({s for s, _, _ in rounds}) >= 3 * players  # every round line drawn
    least = theme.FONT_BODY if players < 4 else 22
    # in real pixels, as large as at 1280x720: at 1920x1080, Grand Master's headings
    # (newcomer B, s14, 090) take three cards to 22, four French ones to 19, each
    # larger on the screen than 25 and 22 at 1280x720
    assert all(px * theme.scale() >= least for _, px, _ in rounds), {px for _, px, _ in rounds}
    assert all(min(colour[:3]) >= 200 for _, _, colour in rounds)  # not grey: near white
    tables = results.layout_now.tables  # type: ignore[union-attr]
    assert all(table.shown == len(table.rows) for table in tables)  # no line left out


@pytest.mark.parametrize(
    ("lang", "words"), [("en", "strength − corruption"), ("fr", "force − corruption")]
)
def test_the_results_say_what_a_round_lines_numbers_are(
    sized_app: Any, monkeypatch: pytest.MonkeyPatch, lang: str, words: str
) -> None:
    """Newcomer O (s8, t8e.png): 'Round 1: 41 − 11 = 30' did not say what 41 and 11 are.
    The round lines stay short (words in each would cost the cards their size, above);
    the line under the title says it once, in the game's own words."""
    app = sized_app((1280, 720))
    app.set_language(lang)
    app.apply_scale()
    session = finished("shinobi", {"players": 4, "mode": "grandmaster"}, 4)
    drawn: list[str] = []
    blit = theme.blit_text

    def spy(canvas: Any, string: str, *a: Any, **k: Any) -> Any:
        drawn.append(string)
        return blit(canvas, string, *a, **k)

    monkeypatch.setattr(theme, "blit_text", spy)
    show(app, session)
    assert any(words in s for s in drawn), [s for s in drawn if "−" in s][:3]
