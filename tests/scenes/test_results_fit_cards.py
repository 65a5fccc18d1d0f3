"""Issue 33: Night's '(premier départage)' ran out of its results card. Every line of
every seat's card, Night's with four seats the narrowest, lies inside the card, whole,
in English and French at 1280x720 and 1920x1080. The game is built with a tie on points
(tests/support/night_tie.py), so that the tie-break's line shows: it is told only for
seats level on points (newcomer P, s19)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from support.night_tie import tied_session

from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.app import App
from scenes.results import INPUT_GRACE_SECONDS, ResultsScene

from .conftest import STEP


def results_of(app: App, game: str, players: int) -> ResultsScene:
    if game == "night":
        session = tied_session(players)
    else:
        seats = [Seat("human", name="Élodie")] + [Seat("ai", "hard")] * (players - 1)
        session = GameSession.new(game, seats, 10, {"players": players}, autosave=False)
        rng = random.Random(10)
        while not session.state.is_terminal:
            legal = session.state.legal_actions()
            session.apply(legal[rng.randrange(len(legal))])
    results = ResultsScene(app, session, [])
    app.push(results)
    for _ in range(int(INPUT_GRACE_SECONDS * 60) + 2):
        results.update(STEP)
        app.draw()
    return results


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [3, 4])
def test_every_line_of_night_s_results_cards_lies_inside_its_card(
    sized_app: Callable[[tuple[int, int]], App], size: tuple[int, int], lang: str, players: int
) -> None:
    app = sized_app(size)
    app.set_language(lang)
    results = results_of(app, "night", players)
    layout = results.layout_now
    assert layout is not None
    tie_break = app.tr.plural("night.results.value_tokens", 2).split("(")[-1]
    seen = False
    for card in layout.tables:
        assert card.shown == len(card.rows)  # no row left out ("…")
        room = card.rect.width - 2 * theme.px(18)
        for row in card.rows:
            value = theme.font(layout.text_size).size(row.value)[0] if row.value else 0
            for text in row.texts:
                width = theme.font(layout.text_size).size(text)[0]
                assert width + value <= room, (text, width, room)
            seen = seen or any(tie_break.rstrip(")") in text for text in row.texts)
    assert seen  # the tie-break's words are there, whole on a line
