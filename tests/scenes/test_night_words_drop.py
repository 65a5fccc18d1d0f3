"""Words newcomer E (s15) misread, EN and FR: the cover of a person who must drop a token
from a full bag says so, not 'show me the tokens I take' (111); a row names a value
token by its colour and points, 'the yellow 4' ('le jeton jaune de 4 points'), never
'the 4 from your hand', read as the hand's fourth token (126); the hold after the
computer only dropped a token in a person's turn says it dropped one, not 'has played'
(092-2)."""

from __future__ import annotations

import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.night import NightScene, open_turn
from scenes.tableflow import hold_cue

WORDS = {
    "en": ("I am Bo: choose the token I drop", "the yellow 4 from your hand", "dropped a token"),
    "fr": ("choisir le jeton que je lâche", "le jeton jaune de 4 points de votre main", "a lâché"),
}


def hit_full_bag(app: App, computer: bool) -> NightScene:
    """Red (a person) hit seat 1 with her Shuriken: seat 1's bag is full, it drops first."""
    s = line_state([("skip", "skip")] * 3, positions=(0, 1, 2))
    for kind in ("v1", "v2", "v3", "v1"):
        give(s, kind, seat=1)
    s.drop_seat = 1
    seats = [Seat("human"), Seat("ai", "hard") if computer else Seat("human"), Seat("human")]
    session = GameSession("night", 7, dict(s.options), seats, s)
    scene = NightScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    return scene


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_words_say_what_comes(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    drop, keeps, dropped = WORDS[lang]
    scene = hit_full_bag(app, computer=False)
    key = open_turn.ready_key(scene, 1)
    assert key == "handoff.ready.night.drop"  # fails before: '...the tokens I take'
    if lang == "en":
        assert tr(key, name="Bo").startswith(drop)
    else:
        assert drop in tr(key, name="Bo")
    row = tr("night.act.discard.keeps.named", slot=2, token=scene.words.called("y4"), out="x")
    assert keeps in row  # fails before: 'the 4 from your hand'
    assert scene.words.called("kunai") == tr("night.token.kunai")
    app.pop()
    scene = hit_full_bag(app, computer=True)
    scene.session.apply("drop 0")  # the computer drops; Red's turn goes on
    scene.computer.played = (1, len(scene.session.actions))
    said = hold_cue.words(scene)
    assert dropped in said and "{" not in said  # fails before: 'has played'
    assert said == tr("night.hold.dropped.next", who=scene.seat_name(1), name=scene.seat_name(0))
    app.pop()
    app.set_language("en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_round_s_card_says_to_pass_the_laptop_to_the_first_planner(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Round 3's card named who plays first and Bruno, holding the laptop, pressed Enter
    on it into Ines's planner (newcomer E, s15, 054-1 -> 055): it says to pass it to her
    when another person played after her last move (round_card.taker)."""
    app.set_language(lang)
    s = line_state([("skip", "skip")] * 3, positions=(0, 1, 2))
    s.phase, s.plans, s.round, s.first, s.index = "plan", [None] * 3, 3, 2, 0
    seats = [Seat("human"), Seat("human"), Seat("ai", "hard")]  # the computer plans first
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), ai_pause=0)
    app.push(scene)
    card = scene.stage.round_card
    card.showing, card.waits = (3, 2), True
    from scenes.night import laptop_kept

    monkeypatch.setattr(laptop_kept, "others_played_since", lambda table, seat: seat == 0)
    line = card.words()[1]
    assert app.tr("night.round_card.go_on_pass", name=scene.seat_name(0)) in line  # fails before
    monkeypatch.setattr(laptop_kept, "others_played_since", lambda table, seat: False)
    assert card.words()[1].endswith(app.tr("night.round_card.go_on"))  # she holds it
    app.pop()
    app.set_language("en")
