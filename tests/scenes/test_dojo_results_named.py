"""The Dojo results' reason names the person where it names their clan (issue 33, s10:
'Orange clan took the Blue clan's Dojo.' named a colour only): 'Ada (Orange clan) took the
Blue clan's Dojo.', EN and FR, whole on the results screen; a computer keeps its clan's
name, and the other games' endings are said as before."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from ninjas.core.breakdown import Line, Term
from ninjas.core.session import GameSession, Seat
from ninjas.dojo.results import score_breakdown
from scenes import theme
from scenes.app import App
from scenes.registry import person_seat_name
from scenes.results import _fit, ending_text


def _taken(winner: int) -> GameSession:
    """A Dojo game between Ada (seat 0) and the computer, `winner`'s ninjas in the
    other's Dojo."""
    session = GameSession.new("dojo", [Seat(name="Ada"), Seat("ai", "easy")], 3, {}, autosave=False)
    state = session.state
    state.phase = "over"
    state.end_reason = "dojo"
    state.winner = winner
    return session


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_dojo_taken_names_the_person(app: App, lang: str) -> None:
    app.set_language(lang)
    session = _taken(0)
    ending = score_breakdown(session.state).ending
    said = ending_text(app, session, ending)
    ada = person_seat_name(app, session, 0)
    assert "Ada" in ada
    other = app.tr("seat.dojo.1")
    assert said == app.tr("dojo.ending.dojo", name=ada, other=other)  # fails before: the colour
    width = app.window.get_width() - theme.px(64)
    assert _fit(said, theme.FONT_BODY, width) == said
    # taken from Ada: the computer is named by its clan, Ada's clan as it was
    lost = score_breakdown(_taken(1).state).ending
    assert ending_text(app, _taken(1), lost) == lost.text(app.tr)


def test_the_land_and_the_deck_name_the_person(app: App) -> None:
    app.set_language("en")
    session = _taken(0)
    how = Line(
        "dojo.ending.how.summon", {"name": Term("seat.dojo.0"), "other": Term("seat.dojo.1")}
    )
    clans = {"winner": Term("seat.dojo.0"), "loser": Term("seat.dojo.1")}
    line = Line("dojo.ending.land", {"how": how, **clans, "most": 5, "least": 3})
    assert ending_text(app, session, line) == (
        "Ada (Orange clan) emptied their deck with a summoning. Land: Ada (Orange clan) 5 – Blue"
        " clan 3."
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_winner_whose_deck_ran_out_reads_as_the_winner(app: App, lang: str) -> None:
    """Ana's deck ran out in a battle and she held the most land: not 'Ana ran out of
    cards ..., and held the most land', read as a loss (newcomer A, s14, 167), nor 'Kenji
    ran out of cards defending ... Kenji wins on land' (newcomer K, s17, 075): her deck ran
    out, the land is counted, each by name, not 'theirs' (newcomer F, s15, 103)."""
    app.set_language(lang)
    session = _taken(0)
    how = Line("dojo.ending.how.plain", {"name": Term("seat.dojo.0"), "other": Term("seat.dojo.1")})
    winner = Term("seat.dojo.0")
    loser = Term("seat.dojo.1")
    line = Line(
        "dojo.ending.land_self",
        {"how": how, "winner": winner, "loser": loser, "most": 8, "least": 1},
    )
    said = ending_text(app, session, line)
    name = person_seat_name(app, session, 0)  # not 'theirs', read as the other clan's
    other = app.tr("seat.dojo.1")
    words = {  # (newcomer F, s15, 103: 'Most land wins: theirs, 17 to 6')
        "en": (f"{name}'s deck ran out. Land: {name} 8 – {other} 1.", "ran out of"),
        "fr": (
            f"{name} n'a plus de cartes. Terres\u00a0: {name} 8 – {other} 1.",
            ", et a",
        ),
    }[lang]
    assert said == words[0] and words[1] not in said, said
    # whole on one line at 1280x720 with A's long place (as long as it was before)
    place = {
        "en": f" ({other} attacked the plains north-east of the mountain (west))",
        "fr": f" ({other} a attaqué la plaine au nord-est de la montagne (ouest))",
    }[lang]
    head = said.split(".")[0]
    long = said.replace(head, head + place)
    width = app.window.get_width() - theme.px(64)
    assert _fit(long, theme.FONT_BODY, width) == long, long


def test_other_games_endings_are_unchanged(app: App) -> None:
    session = SimpleNamespace(game="taisen", seats=[Seat(name="Ada"), Seat("ai", "easy")])
    line = Line("dojo.ending.dojo", {"name": Term("seat.taisen.0"), "other": Term("seat.taisen.1")})
    assert ending_text(app, session, line) == line.text(app.tr)  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_tie_on_land_is_said_no_longer_than_a_land_win(app: App, lang: str) -> None:
    """Whatever the reason in brackets (newcomer K, s17, 075), a deck's end settled by the
    ninjas or a draw is no wider than one settled by land, which the results show whole at
    1280x720 for every hex (test_dojo_ending_move): 'the land is tied, the most ninjas on
    the board win' ran past the line's end (cut with '…') where the land's words fit."""
    app.set_language(lang)
    font = theme.font(theme.FONT_BODY)
    clans = {"name": Term("seat.dojo.1"), "other": Term("seat.dojo.0"), "where": "X"}
    lands = {"winner": Term("seat.dojo.0"), "loser": Term("seat.dojo.1"), "most": 13, "least": 12}
    for how in ("battle_defending", "throw_defending", "throw_defending_way"):
        said = Line(f"dojo.ending.how.{how}", {**clans, "way": Term("dojo.way.north_east")})
        land = font.size(Line("dojo.ending.land", {"how": said, **lands}).text(app.tr))[0]
        for end in ("dojo.ending.ninjas", "dojo.ending.tie"):
            text = Line(end, {"how": said}).text(app.tr)
            assert font.size(text)[0] <= land, text
