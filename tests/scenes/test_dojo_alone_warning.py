"""A clan alone on the other clan's Dojo wins at the end of the turn under way
(RULINGS.md, Dojo: Win), and the top bar says so in gold, to the person about to win and
to the person about to lose (issue 33, newcomer P, s8: walked alone onto the Blue Dojo
and summoned with nothing telling that the game was won at the end of that turn). EN and
FR, at 1280x720, the words whole in the top bar."""

from __future__ import annotations

import random

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes import theme
from scenes.app import App
from scenes.dojo import DojoScene
from scenes.dojo.deck_warning import WARNING
from scenes.dojo.dojo_alone import alone_text


class NeverReady:
    """The computer still thinking (its turn's board stays as the test set it)."""

    def result(self) -> None:
        raise TimeoutError

    def done(self) -> bool:
        return False

    def cancel(self) -> None:
        pass


def at_summoning(seats: list[Seat], mover: int, seed: int = 5) -> GameSession:
    """A session played on by seeded random moves to `mover`'s summoning."""
    session = GameSession.new("dojo", seats, seed, {}, autosave=False)
    rng = random.Random(seed)
    for _ in range(2000):
        state = session.state
        assert not state.is_terminal
        if state.phase == "summon" and state.mover == mover and state.turns[mover] >= 1:
            return session
        legal = state.legal_actions()
        fights = [a for a in legal if a.kind == "fight"]
        session.apply(str(rng.choice(fights or legal)))
    raise AssertionError("no summoning reached")


def alone_on_the_enemy_dojo(session: GameSession, seat: int) -> None:
    """One of `seat`'s ninjas walked onto the other's Dojo, its defenders gone."""
    state = session.state
    dojo = state.dojos[1 - seat]
    assert dojo is not None
    source = next(h for h in state.occupied(seat) if h != dojo and state.count(h, seat) > 1)
    state.ninjas[source][seat] -= 1
    state.ninjas[dojo] = [0, 0]
    state.ninjas[dojo][seat] = 1


def top_bar_words(app: App, scene: DojoScene, monkeypatch: pytest.MonkeyPatch) -> list:  # type: ignore[type-arg]
    drawn: list[tuple[str, pygame.Rect, tuple[int, int, int]]] = []
    original = theme.blit_text

    def recording(canvas, string, size, colour, *args, **kw):  # type: ignore[no-untyped-def]
        rect = original(canvas, string, size, colour, *args, **kw)
        if rect.bottom <= theme.px(46) and rect.left > theme.px(100):
            drawn.append((string, rect, tuple(colour)))
        return rect

    monkeypatch.setattr(theme, "blit_text", recording)
    app.draw()
    monkeypatch.setattr(theme, "blit_text", original)
    return drawn


def said_whole(scene: DojoScene, drawn: list, text: str) -> None:  # type: ignore[type-arg]
    lines = [(s, r) for s, r, c in drawn if c == WARNING]
    assert " ".join(s for s, _ in lines) == text, lines
    right = scene.layout.thinking_right
    assert all(r.right <= right for _, r in lines), (lines, right)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_person_alone_on_the_enemy_dojo_is_told_they_win_at_the_turn_s_end(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    session = at_summoning([Seat(), Seat("ai", "easy")], 0)
    scene = DojoScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    app.draw()
    before = alone_text(scene, 0)
    assert before is None  # not alone there: nothing said (before the fix: never said)
    alone_on_the_enemy_dojo(session, 0)
    text = alone_text(scene, 0)
    assert text is not None
    win = {"en": "you win at the end of this turn", "fr": "vous gagnez à la fin de ce tour"}
    assert win[lang] in text
    assert scene.clan_name(1) in text  # whose Dojo
    said_whole(scene, top_bar_words(app, scene, monkeypatch), text)
    # and it is so: the summoning ends the turn, and the game, the person the winner
    session.apply(str(scene.legal()[0]))
    while not session.state.is_terminal and session.state.mover == 0:
        session.apply(str(session.state.legal_actions()[0]))
    assert session.state.winner == 0 and session.state.end_reason == "dojo"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_person_whose_dojo_is_held_alone_is_told_they_lose_at_the_turn_s_end(
    app: App, lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    app.set_language(lang)
    session = at_summoning([Seat("ai", "easy"), Seat()], 0)
    scene = DojoScene(app, session, animate=False, ai_pause=0)
    scene._think = lambda _level: NeverReady()  # type: ignore[method-assign,assignment,return-value]
    app.push(scene)
    alone_on_the_enemy_dojo(session, 0)
    assert scene.viewer == 1
    text = alone_text(scene, 0)
    assert text is not None
    lose = {"en": "stand alone on your Dojo", "fr": "Votre Dojo n'est tenu que par"}
    assert lose[lang] in text and scene.seat_name(0) in text
    said_whole(scene, top_bar_words(app, scene, monkeypatch), text)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_while_walking_the_win_is_said_if_a_ninja_stays(app: App, lang: str) -> None:
    app.set_language(lang)
    session = GameSession.new("dojo", [Seat(), Seat("ai", "easy")], 5, {}, autosave=False)
    rng = random.Random(5)
    while not (session.state.phase == "move" and session.state.mover == 0):
        session.apply(str(rng.choice(session.state.legal_actions())))
    scene = DojoScene(app, session, animate=False, ai_pause=0)
    app.push(scene)
    alone_on_the_enemy_dojo(session, 0)
    text = alone_text(scene, 0)
    stays = {"en": "if one stays there", "fr": "si l'un d'eux y reste"}
    assert text is not None and stays[lang] in text
