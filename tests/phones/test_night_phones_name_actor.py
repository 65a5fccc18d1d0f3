"""While an action's animations still play, Night's phones name the seat that played it,
as the table's prompt does (ec54f57), not the seat to move next (issue 33, the small
things, item 1: the phones said 'Bo is playing…', and Bo's own phone offered Bo's turn,
while the computer's collected tokens still flew on the screen). The actor's own phone
hears that its move is being shown, and the seat to move next is not yet told that its
turn is on the screen. Once the tokens land, each phone is told again. English and
French."""

from __future__ import annotations

import json
from typing import Any

import pygame
import pytest
from support.night_line import give, line_state

from ninjas.core.session import GameSession, Seat
from ninjas.core.settings import Settings
from scenes import theme
from scenes.app import App
from scenes.night import NightScene
from scenes.phones import PhoneLink, open_phones


@pytest.fixture
def app() -> App:
    pygame.init()
    theme.set_scale(1.0)
    return App(Settings(), headless=True)


def table(app: App, seats: list[Seat]) -> tuple[NightScene, PhoneLink, dict[int, list[str]]]:
    """Seat 0 collects two tokens and ends its turn at once, its tokens still flying;
    every person on a phone (the server on the loopback, opened after the table, so no
    codes' screen covers it), and the prompts each phone was sent."""
    s = line_state([("collect", "skip"), ("move", "skip"), ("skip", "skip")])
    for kind in ("v1", "v2"):
        give(s, kind, building=0)
    scene = NightScene(app, GameSession("night", 7, dict(s.options), seats, s), ai_pause=0)
    app.push(scene)
    link = open_phones(scene, hosts=("127.0.0.1",))
    # the story replays a game from its seed: this position is built by hand
    link.story.since = lambda seat: []  # type: ignore[method-assign]
    link.story.said_to = lambda seat, text: text  # type: ignore[method-assign]
    told: dict[int, list[str]] = {seat: [] for seat in link.seats}
    publish = link.server.publish

    def watched(seat: int, texts: Any) -> None:
        told[seat] += [json.loads(text)["prompt"] for text in texts]
        publish(seat, texts)

    link.server.publish = watched  # type: ignore[method-assign]
    scene.play(next(a for a in s.legal_actions() if a.kind == "collect"))
    scene.play("end")  # the turn ends at once: Bo is to move
    assert s.current_player == 1
    scene.update(1 / 60)
    scene.draw(pygame.Surface((1280, 720)))
    assert scene.busy and not scene.can_act  # the tokens still fly to the backpack
    link.publish()
    return scene, link, told


def land(scene: NightScene, link: PhoneLink) -> None:
    for _ in range(600):
        if not scene.busy:
            break
        scene.update(1 / 30)
    assert not scene.busy
    link.publish()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_phones_name_the_computer_while_its_tokens_fly(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    seats = [Seat("ai", "easy"), Seat("human", name="Bo")]
    seats.append(Seat("human", name="Ada"))
    scene, link, told = table(app, seats)
    try:
        playing = tr("night.waiting", name=tr("seat.night.0"))
        assert scene.prompt() == playing
        assert [told[1][-1], told[2][-1]] == [playing, playing]  # before: Bo's turn, 'Bo…'
        bo = link.state_message(1)
        assert bo["choices"] == [] and not bo["acting"]  # before: 'Your turn, on the screen'
        land(scene, link)
        assert "Bo" in told[2][-1] and told[1][-1] != playing  # told again: Bo's turn now
        assert link.state_message(1)["acting"]  # Bo's Move, played on the screen
    finally:
        link.close()
        app.pop()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_actor_s_own_phone_hears_its_move_is_shown(app: App, lang: str) -> None:
    app.set_language(lang)
    tr = app.tr
    seats = [Seat("human", name="Ana"), Seat("human", name="Bo")]
    seats.append(Seat("ai", "easy"))
    scene, link, told = table(app, seats)
    try:
        assert told[0][-1] == tr("phone.night.shown")  # before: 'Bo is playing…'
        assert told[1][-1] == tr("night.waiting", name="Ana")  # before: Bo's own turn
        land(scene, link)
        assert told[0][-1] != tr("phone.night.shown") and "Ana" not in told[1][-1]
    finally:
        link.close()
        app.pop()
