"""Issue 34 §2: a record opens in a replay of its game's own table, which watches and
never plays; it steps both ways by an action and by a turn, to the recorded final
position and back to the start; `at` opens it at an action; a damaged record gives
a message, never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from ninjas.core.history import read_record
from ninjas.core.saves import position_digest, start_state
from scenes.message import MessageScene
from scenes.pad_hub import PadPress
from scenes.replay import open_replay
from scenes.replay.scene import ReplayScene
from scenes.replay.watch import WatchOnly

from .conftest import Driver
from .replay_records import GAMES, make_record


def opened(app, tmp_path: Path, game: str, at: int | None = None) -> ReplayScene:
    """The replay with its controls shown (as it opens from 1280x720 up; on a smaller
    window it opens on the table alone and F brings them, as here)."""
    scene = open_replay(app, make_record(game, tmp_path / "records"), at)
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    if scene.full:
        scene.toggle_full()
    return scene


@pytest.mark.parametrize("game", list(GAMES))
def test_stepped_to_the_end_and_back_it_reaches_the_final_position_and_the_start(
    app, ui: Driver, tmp_path, game
):
    scene = opened(app, tmp_path, game)
    save = scene.save
    assert scene.index == 0 and scene.total == len(save.actions) > 0
    start = position_digest(start_state(save))
    assert position_digest(scene.table.state) == start
    seen_turns = []
    while scene.index < scene.total:  # a turn at a time: each lands on a turn's start
        ui.key(pygame.K_DOWN)
        seen_turns.append(scene.index)
        assert scene.table.session.actions == save.actions[: scene.index]
    assert seen_turns == [*scene.jumps[1:], scene.total]
    assert position_digest(scene.table.state) == save.digest
    assert scene.table.state.is_terminal
    ui.key(pygame.K_HOME)
    for step in range(1, scene.total + 1):  # and an action at a time
        scene.on_key(pygame.K_RIGHT)
        assert scene.index == step
    ui.step()
    assert position_digest(scene.table.state) == save.digest
    for step in range(scene.total - 1, -1, -1):
        scene.on_key(pygame.K_LEFT)
        assert scene.index == step
    ui.step()
    assert position_digest(scene.table.state) == start
    ui.key(pygame.K_LEFT)  # nothing before the start
    assert scene.index == 0


@pytest.mark.parametrize("game", ["shinobi", "dojo"])
def test_each_position_is_the_one_the_record_reaches(app, tmp_path, game):
    scene = opened(app, tmp_path, game)
    state = start_state(scene.save)
    for index, action in enumerate(scene.save.actions):
        if index % 7 == 0:
            scene.go(index)
            assert position_digest(scene.table.state) == position_digest(state)
        state.apply(action)


def test_at_opens_the_replay_at_that_action(app, tmp_path):
    path = make_record("dojo", tmp_path / "records")
    scene = open_replay(app, path, at=17)
    assert isinstance(scene, ReplayScene) and scene.index == 17
    assert scene.table.session.actions == scene.save.actions[:17]
    beyond = open_replay(app, read_record(path), at=100_000)  # a Record opens too
    assert isinstance(beyond, ReplayScene) and beyond.index == beyond.total


def test_main_replay_at_opens_over_the_title(app, tmp_path):
    import main
    from scenes.title import TitleScene

    path = make_record("taisen", tmp_path / "records")
    args = main.parse_args(["--replay", str(path), "--at", "5"])
    title, replay = main.build_first_scene(app, args)
    assert isinstance(title, TitleScene) and isinstance(replay, ReplayScene)
    assert replay.index == 5


def test_at_without_a_record_is_a_usage_error(capsys):
    import main

    with pytest.raises(SystemExit) as exit_info:
        main.parse_args(["--at", "3"])
    assert exit_info.value.code == 2
    assert "--at needs --replay" in capsys.readouterr().err


def test_the_replay_headless_screenshot(tmp_path, data_dir):
    import main

    path = make_record("night", tmp_path / "records")
    shot = tmp_path / "replay.png"
    argv = ["--replay", str(path), "--at", "20", "--headless", "--frames", "3"]
    assert main.main([*argv, "--screenshot", str(shot), "--size", "1920x1080"]) == 0
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1920, 1080)
    colours = {image.get_at((x, y))[:3] for x in range(0, 1920, 97) for y in range(0, 1080, 89)}
    assert len(colours) > 20  # a table drawn, not an empty screen


def test_the_watching_table_refuses_every_action(app, ui: Driver, tmp_path, data_dir):
    scene = opened(app, tmp_path, "shinobi", at=10)
    table = scene.table
    session = table.session
    legal = session.state.legal_actions()
    assert legal and not table.can_act and table.acting_seat is None
    table.play(legal[0])
    assert not table.act_for(session.state.current_player, legal[0])
    assert table.actions_refused == 2 and session.actions == scene.save.actions[:10]
    with pytest.raises(WatchOnly):
        session.apply(legal[0])
    for key in (pygame.K_RETURN, pygame.K_1, pygame.K_u, pygame.K_h, pygame.K_s):
        ui.key(key)  # the table's keys: none reaches it
    ui.click((300, 300))
    ui.step(200)  # the computer never moves, no results show
    assert scene.table.session.actions == scene.save.actions[: scene.index]
    assert app.top is scene and scene.index == 10
    assert not (data_dir / "saves").exists() or not any((data_dir / "saves").iterdir())
    history = list((data_dir / "history").glob("*.json")) if (data_dir / "history").exists() else []
    assert history == []  # nothing kept: the replay is no new game


def test_play_pause_speed_and_the_pad(app, ui: Driver, tmp_path):
    scene = opened(app, tmp_path, "taisen")
    ui.key(pygame.K_SPACE)
    assert scene.playing
    ui.step(120)  # two seconds at the start speed, ×2: an action a second
    played = scene.index
    assert played >= 1
    ui.key(pygame.K_EQUALS)
    ui.step(120)
    assert scene.index - played > played  # faster
    ui.key(pygame.K_SPACE)
    assert not scene.playing
    at = scene.index
    scene.handle_pad(PadPress(1, "right"))
    assert scene.index == at + 1
    scene.handle_pad(PadPress(1, "lb"))
    assert scene.index in scene.turn_starts
    ui.key(pygame.K_END)
    assert scene.index == scene.total
    ui.key(pygame.K_SPACE)  # played to the end: Space plays it again from the start
    assert scene.playing and scene.index == 0


def test_the_timeline_goes_to_a_turn_when_pressed_and_follows_a_drag(app, ui: Driver, tmp_path):
    scene = opened(app, tmp_path, "dojo")
    ui.step()
    line = scene.timeline.rect
    third = scene.turn_starts[3]
    x = scene.timeline.x_of(third) + 2
    ui.event(pygame.MOUSEBUTTONDOWN, pos=(x, line.centery), button=1)
    assert scene.index == third
    ui.event(pygame.MOUSEMOTION, pos=(line.right, line.centery), rel=(0, 0), buttons=(1, 0, 0))
    assert scene.index == scene.total
    ui.event(pygame.MOUSEBUTTONUP, pos=(line.right, line.centery), button=1)
    ui.event(pygame.MOUSEMOTION, pos=(line.left, line.centery), rel=(0, 0), buttons=(0, 0, 0))
    assert scene.index == scene.total  # released: the pointer moves freely
    ui.click(scene.transport[0])  # the "to the start" button
    assert scene.index == 0


def test_escape_goes_back_to_where_it_was_opened(app, ui: Driver, tmp_path, fake_game):
    from scenes.title import TitleScene

    app.push(TitleScene(app))
    scene = opened(app, tmp_path, "night")
    ui.key(pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene) and scene not in app.stack


def damaged(path: Path) -> None:
    raw = json.loads(path.read_text())
    raw["save"]["moves"] = raw["save"]["moves"] + 1
    path.write_text(json.dumps(raw))


@pytest.mark.parametrize("harm", ["garbage", "truncated", "changed", "missing"])
def test_a_damaged_record_gives_a_message_not_a_traceback(app, ui: Driver, tmp_path, harm):
    path = make_record("taisen", tmp_path / "records")
    if harm == "garbage":
        path.write_bytes(b"\x00\xff not a record")
    elif harm == "truncated":
        path.write_text(path.read_text()[:200])
    elif harm == "changed":
        damaged(path)
    else:
        path.unlink()
    scene = open_replay(app, path)
    assert isinstance(scene, MessageScene)
    assert scene.title == "This game cannot be replayed" and scene.text
    app.push(scene)
    ui.key(pygame.K_RETURN)
    assert app.top is not scene


def test_a_record_whose_moves_do_not_replay_gives_a_message(app, tmp_path):
    record = read_record(make_record("shinobi", tmp_path / "records"))
    record.save.actions[-1], record.save.actions[-2] = record.save.actions[-2], "nonsense"
    scene = open_replay(app, record)
    assert isinstance(scene, MessageScene)


def test_the_full_table_puts_the_controls_aside_and_the_keys_still_step(app, ui: Driver, tmp_path):
    scene = opened(app, tmp_path, "shinobi", at=4)
    ui.key(pygame.K_f)
    assert scene.full
    ui.key(pygame.K_RIGHT)
    assert scene.index == 5
    ui.click(scene.transport[0])  # the controls are not drawn: no button takes a click,
    assert scene.index == 5 and not scene.full  # which brings them back (a mouse's way)
    scene.handle_pad(PadPress(1, "rt"))
    assert scene.full
    scene.handle_pad(PadPress(1, "rt"))
    assert not scene.full
    scene.handle_pad(PadPress(1, "up"))
    assert scene.speed == 3  # from ×2, the start speed
    scene.handle_pad(PadPress(1, "b"))
    assert scene not in app.stack


def test_a_taisen_replay_mid_game_says_no_game_resumed(app, tmp_path):
    """A newcomer's replay showed "Game resumed: Wolf to play" at every step: the
    watching table was built like a loaded game. A replay resumes nothing."""
    scene = opened(app, tmp_path, "taisen")
    scene.go(scene.turn_starts[2])
    lines = [line.text for line in scene.table.log.lines]
    resumed = app.tr("taisen.log.resumed", side="").split(":")[0]
    assert lines and not any(resumed in text for text in lines)
