"""The Scores screen (S) of a Grand Master game tells every round (issue 16 §3): it
showed only the round being played, so after 'View board' at the end of a game only
round 3 could be read."""

from __future__ import annotations

import random

from ninjas.core.i18n import Translator
from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.app import App
from scenes.shinobi import ShinobiScene

from .conftest import record_texts


def grand_master(app: App, stop_round: int | None) -> ShinobiScene:
    """A 3-player Grand Master game played at random to round `stop_round` (None: to
    its end)."""
    seats = [Seat("human"), Seat("ai", "easy"), Seat("ai", "easy")]
    session = GameSession.new(
        "shinobi", seats, 5, {"players": 3, "mode": "grandmaster"}, autosave=False
    )
    rng = random.Random(5)
    while not session.state.is_terminal:
        state = session.state
        if stop_round is not None and state.round == stop_round and state.phase == "place":
            break
        session.apply(rng.choice(list(state.legal_actions())))
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    return scene


def drawn_texts(app: App, scene: ShinobiScene, monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    texts = record_texts(monkeypatch)
    scene.covers.scores_open = True
    scene.draw(app.window)
    return texts


def test_the_scores_of_a_grand_master_game_tell_every_round_played(app: App, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    scene = grand_master(app, 3)
    texts = drawn_texts(app, scene, monkeypatch)
    state = scene.state
    for seat in range(3):
        for result in state.round_results:
            line = app.tr(
                "shinobi.results.round",
                round=result["round"],
                strength=result["strength"][seat],
                corruption=result["corruption"][seat],
                score=result["scores"][seat],
            )
            assert any(line in t for t in texts), line
    assert [r["round"] for r in state.round_results] == [1, 2]
    assert sum(t.startswith("Round 3 so far: ") for t in texts) == 3
    assert any("pawns" in t and "(" in t for t in texts)  # '3 pawns (Court 1, ...)'
    assert app.tr("shinobi.results.heading_rounds") in texts  # under 'Rounds (pawns won...)'


def test_the_scores_of_a_finished_grand_master_game_are_its_results(app: App, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    scene = grand_master(app, None)
    texts = drawn_texts(app, scene, monkeypatch)
    assert sum(t.startswith("Round 3:") for t in texts) == 3
    assert sum(t.startswith("Final Boss") for t in texts) == 3
    assert sum(t.startswith("Imperial Court (") for t in texts) == 3


def test_the_scores_are_an_opaque_panel_drawn_as_the_results_tables(sized_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The Scores screen was see-through (its text over board cards and the log, its
    close line over the undimmed hand) and smaller than the results, laid out its own
    way (newcomer's g7f, h11, s29): the results' tables on an opaque panel now."""
    from scenes.results_tables import TEXT_SIZES, ScoreTables

    for size in ((1280, 720), (1920, 1080)):
        app = sized_app(size)
        scene = grand_master(app, 3)
        drawn: list[int] = []
        original = ScoreTables.draw_table

        def recording(self, canvas, text_size, line_h, table, drawn=drawn, original=original):  # type: ignore[no-untyped-def]  # noqa: E501
            drawn.append(table.seat)
            assert text_size in TEXT_SIZES
            original(self, canvas, text_size, line_h, table)

        monkeypatch.setattr(ScoreTables, "draw_table", recording)
        scene.covers.scores_open = True
        app.draw()
        assert sorted(drawn) == [0, 1, 2]
        canvas = app.canvas
        # opaque: columns down the panel's inner margins change only with its sheen,
        # whatever the table below holds (cards, panels, the log, the hand)
        for x in (theme.px(32), size[0] - theme.px(32)):
            column = [canvas.get_at((x, y))[:3] for y in range(theme.px(80), size[1] - 80)]
            jumps = [
                max(abs(a - b) for a, b in zip(p, q, strict=True))
                for p, q in zip(column, column[1:], strict=False)
            ]
            assert max(jumps) <= 2, (x, max(jumps))
        monkeypatch.undo()


def test_the_column_of_a_finished_grand_master_game_gives_its_final_scores(
    app: App, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """After 'View board' the right column read 'Scores so far' with the third round's
    strength (Midori 14) where the results gave the victory points (Midori 140)."""
    scene = grand_master(app, None)
    texts = record_texts(monkeypatch)
    scene.draw(app.window)
    state = scene.state
    assert app.tr("shinobi.turn.final_scores") in texts
    assert app.tr("shinobi.turn.scores") not in texts
    finals = state.final_scores()
    assert finals != [state.score(s) for s in range(3)]
    at_foot = texts[texts.index(app.tr("shinobi.turn.final_scores")) :]
    for seat in range(3):
        assert str(finals[seat]) in at_foot


def test_the_scores_of_a_grand_master_game_going_on_total_what_is_certain(
    app: App, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """Scores (S) read 'Total 0' in round 3 of a Grand Master game although pawns on the
    Court and on Missions were already worth 10 points each: the total is what is
    certain so far, and the Showdown's pawns and the round going on are told as not yet
    counted, in English and in French."""
    from ninjas.shinobi.results import scores_so_far

    scene = grand_master(app, 3)
    state = scene.state
    breakdown = scores_so_far(state)
    assert any(state.pawns[s]["court"] + state.pawns[s]["missions"] for s in range(3))
    for seat in breakdown.seats:
        pawns = state.pawns[seat.seat]
        assert seat.total == 10 * (pawns["court"] + pawns["missions"]) == seat.counted
    for lang, certain, pending in (
        ("en", "Certain so far", "Final Showdown ("),
        ("fr", "Acquis à ce jour", "Affrontement final ("),
    ):
        app.tr = Translator(lang)
        texts = drawn_texts(app, scene, monkeypatch)
        monkeypatch.undo()
        assert texts.count(certain) == 3, lang
        assert app.tr("shinobi.score.total") not in texts, lang
        assert sum(t.startswith(pending) for t in texts) == 3, lang  # told, wrapped
        for seat in breakdown.seats:
            assert str(seat.total) in texts, (lang, seat)
    app.tr = Translator("en")
