"""Issue 34 §2: a replay shows every hidden thing face up, or one seat's view alone,
as that seat saw the game: then nothing of another seat's hand, tokens or cards is
drawn (checked as the tables' own hidden-information tests do), and the face-up
panel is not drawn at all."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from ninjas.dojo.cards import rank_name
from ninjas.shinobi.data import card_name, card_value
from scenes.log_panel import as_line
from scenes.replay import open_replay
from scenes.replay import scene as replay_scene
from scenes.replay.scene import ReplayScene

from .replay_records import make_record


def opened(app, tmp_path, game: str) -> ReplayScene:
    scene = open_replay(app, make_record(game, tmp_path / "records"))
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    return scene


def no_panel_in_a_seat_view(monkeypatch, scene: ReplayScene) -> None:
    real = replay_scene.secrets

    def guarded(*args, **kwargs):  # type: ignore[no-untyped-def]
        assert scene.view is None, "the face-up panel read in a seat's view"
        return real(*args, **kwargs)

    monkeypatch.setattr(replay_scene, "secrets", guarded)


def shown_at(scene: ReplayScene, index: int, canvas: pygame.Surface):  # type: ignore[no-untyped-def]
    scene.go(index)
    scene.update(1 / 60)
    scene.draw(canvas)
    return scene.table


def test_a_shinobi_seat_view_draws_no_card_of_another_hand(app, tmp_path, monkeypatch):
    scene = opened(app, tmp_path, "shinobi")
    no_panel_in_a_seat_view(monkeypatch, scene)
    canvas = pygame.Surface((1280, 720))
    for seat in range(3):
        scene.set_view(seat)
        for index in range(0, scene.total + 1, 2):
            table = shown_at(scene, index, canvas)
            assert table.shown_seat == seat
            hands = table.state.hands
            for other, hand in enumerate(hands):
                if other != seat:
                    assert not table.faces_drawn & set(hand), (seat, other, index)
            log_owners = {owner for owner, _ in table.log_lines}
            assert log_owners <= {None, seat} or table.log.viewer == seat


def test_a_night_seat_view_shows_only_the_tokens_that_seat_knew(app, tmp_path, monkeypatch):
    scene = opened(app, tmp_path, "night")
    no_panel_in_a_seat_view(monkeypatch, scene)
    canvas = pygame.Surface((1280, 720))
    scene.view = 1
    hidden_seen = 0
    for index in range(0, scene.total, 3):
        table = shown_at(scene, index, canvas)
        state = table.state
        assert table.viewer == 1
        for token in range(len(state.kinds)):
            assert table.token_face(token) == state.kind_seen_by(token, 1)
            hidden_seen += state.kind_seen_by(token, 1) != state.kinds[token]
    assert hidden_seen > 0  # three players: some tokens were face down for seat 1


def test_a_dojo_seat_view_draws_no_hidden_card_of_the_other_seat(app, tmp_path, monkeypatch):
    scene = opened(app, tmp_path, "dojo")
    no_panel_in_a_seat_view(monkeypatch, scene)
    canvas = pygame.Surface((1280, 720))
    scene.view = 0
    for index in range(0, scene.total + 1, 3):
        table = shown_at(scene, index, canvas)
        assert table.viewer == 0
        for owner, rank, hidden in table.faces_drawn:
            assert not hidden or owner == 0, (owner, rank, index)
        # the panel's own lines (a walk is one line there: d7feb91), public or seat 0's
        kept = [as_line(entry) for entry in table.log_panel.lines]
        allowed = [line.text for line in kept if line.owner is None or line.owner == 0]
        assert Counter(line.text for _, line in table.log_panel.visible()) == Counter(allowed)


def test_the_face_up_view_shows_every_hand_and_the_deck_order(app, tmp_path):
    scene = opened(app, tmp_path, "shinobi")
    canvas = pygame.Surface((1280, 720))
    table = shown_at(scene, scene.total // 2, canvas)
    assert scene.view is None and not scene.panel_open  # opens closed (issue 34)
    text = " ".join(line for line, _ in scene.panel_lines(10_000))
    state = table.state
    for hand in state.hands:
        for card in hand:
            assert f"{card_name(card)} {card_value(card)}" in text
    deck = ", ".join(f"{card_name(c)} {card_value(c)}" for c in reversed(state.deck))
    assert deck in text  # in the order the cards will be drawn


def test_the_face_up_view_of_night_and_dojo_shows_every_token_and_card(app, tmp_path):
    night = opened(app, tmp_path / "n", "night")
    canvas = pygame.Surface((1280, 720))
    table = shown_at(night, night.total // 2, canvas)
    assert table.viewer is None
    assert all(table.token_face(t) == table.state.kinds[t] for t in range(len(table.state.kinds)))
    app.pop()
    dojo = opened(app, tmp_path / "d", "dojo")
    table = shown_at(dojo, dojo.total // 2, canvas)
    assert table.viewer is None
    text = " ".join(line for line, _ in dojo.panel_lines(10_000))
    for seat in range(2):
        assert ", ".join(rank_name(v) for v in reversed(table.state.decks[seat])) in text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_view_switch_names_the_seat_in_both_languages(app, tmp_path, lang):
    app.language_for_run(lang)
    scene = opened(app, tmp_path, "shinobi")  # Taisen hides nothing: it has sides
    assert scene.view_label() == app.tr("replay.view.all")
    scene.on_key(pygame.K_v)
    assert scene.view == 0 and app.tr("seat.shinobi.0") in scene.view_label()
    scene.on_key(pygame.K_v)
    assert scene.view is None
