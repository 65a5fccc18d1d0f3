"""The Shinobi table: whole games through the scene, hidden hands never drawn for the
wrong person, hand-offs between people, undo, saves."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import pygame
import pytest

from ninjas.ai.agents import make_agent
from ninjas.core.saves import SaveError, SaveGame, examine, write_save
from ninjas.core.session import GameSession, Seat
from scenes.ai_turn import Ready
from scenes.app import App
from scenes.handoff import GRACE_SECONDS, HandoffScene
from scenes.shinobi import ShinobiScene

from .conftest import Driver, assert_not_blank, pass_handoff


def table(app: App, seats: list[Seat], mode: str = "grasshopper", seed: int = 4) -> ShinobiScene:
    session = GameSession.new(
        "shinobi", seats, seed, {"players": len(seats), "mode": mode}, autosave=False
    )
    scene = ShinobiScene(app, session, animate=False, ai_pause=0)
    # the computer decides at once, in this process: the tests never wait on a worker
    scene._think = lambda level: Ready(make_agent(level, 1).choose(scene.state))  # type: ignore[method-assign]
    app.push(scene)
    return scene


def play_through(app: App, scene: ShinobiScene, rng: random.Random) -> dict[str, int]:
    """Play the game to its end: people click glowing cards and choices at random,
    the hand-off screen is answered by its button; after every frame, no card of a
    hand other than the shown one has been drawn face up."""
    counts = {"frames": 0, "handoffs": 0}
    canvas = pygame.Surface((1280, 720))
    session = scene.session
    while not session.state.is_terminal:
        assert counts["frames"] < 30_000
        top = app.top
        if isinstance(top, HandoffScene):
            counts["handoffs"] += 1
            hidden = {c for s, hand in enumerate(session.state.hands) for c in hand}
            top.draw(canvas)  # the cover shows nothing of any hand
            pass_handoff(app)
            assert not scene.faces_drawn & hidden - set(session.state.hands[scene.shown_seat])
            continue
        assert top is scene
        if scene.reveal is not None:  # a Decoy peeked at: seen, dismissed
            scene.dismiss_reveal()
        scene.update(1 / 60)
        scene.draw(canvas)
        counts["frames"] += 1
        for seat, hand in enumerate(session.state.hands):
            if seat != scene.shown_seat:
                assert not scene.faces_drawn & set(hand), f"seat {seat}'s hand drawn"
        if scene.can_act:
            state = session.state
            glowing = sorted(scene.selection.playable_cards())
            if state.phase in ("place", "discard") and glowing and rng.random() < 0.6:
                scene.selection.toggle_card(rng.choice(glowing))
            elif scene.options:
                scene.choose_option(rng.randrange(len(scene.options)))
    return counts


def test_a_whole_grand_master_game_for_one_person_and_three_ais(app: App) -> None:
    scene = table(app, [Seat("human")] + [Seat("ai", "easy")] * 3, "grandmaster")
    counts = play_through(app, scene, random.Random(1))
    assert scene.state.is_terminal and scene.state.boss_revealed
    assert counts["handoffs"] == 0 and scene.shown_seat == 0
    assert any("Final Boss" in line for _, line in scene.log_lines)


def test_two_people_get_the_hand_off_screen_at_every_change_of_seat(app: App) -> None:
    """No frame drawn for seat A shows a card of seat B's hand."""
    scene = table(app, [Seat("human"), Seat("human")], seed=9)
    turns = 0
    last = None
    seen: list[int | None] = []
    original = scene.open_handoff

    def counting() -> None:
        seen.append(scene.state.current_player)
        original()

    scene.open_handoff = counting  # type: ignore[method-assign]
    counts = play_through(app, scene, random.Random(2))
    for seat in seen:
        if seat != last:
            turns += 1
        last = seat
    assert counts["handoffs"] == len(seen) >= 10
    assert all(a != b for a, b in zip(seen, seen[1:], strict=False))


def test_the_cover_names_the_next_person_and_waits_for_them(app: App, ui: Driver) -> None:
    scene = table(app, [Seat("human"), Seat("human")], seed=9)
    ui.step(2)
    assert isinstance(app.top, HandoffScene) and scene.shown_seat is None
    ui.click((50, 50))  # a stray click does nothing
    ui.step(40)
    assert isinstance(app.top, HandoffScene)
    app.top.update(GRACE_SECONDS)  # (it takes no key in its first moments)
    ui.key(pygame.K_RETURN)
    assert app.top is scene and scene.shown_seat == scene.state.current_player
    ui.step()
    assert_not_blank(app.canvas)


def test_the_log_keeps_private_lines_for_their_owner(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "easy")], seed=3)
    human = 0
    while scene.state.current_player != human:
        scene.update(1 / 60)
    scene.play("recruit")
    mine = [line for owner, line in scene.log_lines if owner == human]
    theirs = [line for owner, line in scene.log_lines if owner not in (None, human)]
    assert mine and theirs  # the computer's draws are private to it
    shown = scene.visible_log()
    assert all(line in shown for line in mine)
    assert not any(line in shown for line in theirs)


def test_undo_stops_where_hidden_cards_were_revealed(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "easy")], seed=3)
    while scene.state.current_player != 0:
        scene.update(1 / 60)
    session = scene.session
    assert scene.state.phase == "draw"
    scene.play("recruit")  # a card from the deck: Undo may not take it back
    assert not session.can_undo()
    hand = list(scene.state.hands[0])
    scene.play("pass")
    assert session.can_undo()
    scene.undo()
    assert scene.state.phase == "place" and scene.state.hands[0] == hand
    assert not session.can_undo()


def test_a_shinobi_save_loads_and_bad_ones_are_refused(tmp_path: Path) -> None:
    session = GameSession.new("shinobi", [Seat("human"), Seat("ai")], 5, {"players": 2}, False)
    session.apply("recruit")
    path = tmp_path / "autosave.json"
    session.save(path)
    check = examine(path)
    assert check.resumable and check.save is not None and check.save.actions == ["recruit"]
    for change, code in (
        ({"options": {"players": 2, "colour": "red"}}, "corrupt"),
        ({"actions": ["recruit", "place Bear 1 2 3 4 5"]}, "invalid_action"),
        ({"seed": 6}, "mismatch"),
    ):
        bad = tmp_path / f"{code}.json"
        write_save(bad, dataclasses.replace(session.to_save(), **change))
        before = bad.read_bytes()
        refused = examine(bad).refused
        assert isinstance(refused, SaveError) and refused.code == code
        assert bad.read_bytes() == before  # the file is kept as it was
    with pytest.raises(SaveError):
        GameSession.from_save(
            SaveGame("shinobi", 1, {"mode": "chess"}, [], [{"kind": "human"}] * 2)
        )
    write_save(tmp_path / "ok.json", session.to_save())
    loaded = GameSession.from_save(examine(tmp_path / "ok.json").save)  # type: ignore[arg-type]
    assert loaded.state.view(0) == session.state.view(0)


def test_every_shinobi_sound_exists_and_each_power_family_has_one() -> None:
    from ninjas.shinobi import data
    from scenes.shinobi import staging as module

    sounds = Path(__file__).resolve().parents[2] / "assets" / "sounds"
    for name in {*module.SOUND_OF_EVENT.values(), *module.SOUND_OF_POWER.values()}:
        assert (sounds / f"{name}.wav").is_file(), name
    powers = {c.power2 for c in data.CLANS} | {c.power3 for c in data.CLANS}
    powers |= {y.power for y in data.YOKAI}
    assert powers - {"none"} <= set(module.SOUND_OF_POWER)


def test_a_preview_shows_public_score_changes_and_never_the_deck(app: App) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "easy")], seed=3)
    while scene.state.current_player != 0:
        scene.update(1 / 60)
    draw = next(a for a in scene.state.legal_actions() if a.kind == "corrupt")
    assert scene.option_panel.preview(draw) == ""  # the corrupt card would be the deck's hidden top
    scene.play("recruit")
    places = [a for a in scene.state.legal_actions() if a.kind == "place"]
    assert places, "seed 3 gives the human a clan to place"
    assert "Akane +" in scene.option_panel.preview(places[0])


def test_cards_can_be_picked_with_the_keyboard(app: App, ui: Driver) -> None:
    scene = table(app, [Seat("human"), Seat("ai", "easy")], seed=3)
    while scene.state.current_player != 0:
        scene.update(1 / 60)
    ui.key(pygame.K_1)  # the first choice: recruit or corrupt
    assert scene.state.phase == "place"
    wanted = min(scene.selection.playable_cards())
    piles = scene.hand.groups()  # alike cards lie in one pile: the arrows go pile to pile
    target = next(i for i, (_, cards) in enumerate(piles) if wanted in cards)
    for _ in range(target):
        ui.key(pygame.K_RIGHT)
    ui.key(pygame.K_SPACE)
    assert scene.selection.selected == [wanted] and scene.options
    ui.key(pygame.K_DOWN)  # Up/Down walk the choices, Enter takes the one pointed at
    assert scene.choices.focus == 0
    chosen = scene.options[0][0]
    ui.key(pygame.K_RETURN)
    assert scene.session.actions[-1] == chosen or str(scene.session.actions[-1]) == str(chosen)
