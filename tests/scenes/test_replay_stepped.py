"""Issue 33/34: the replay steps from the position it has (scenes/replay/positions.py),
one action applied to a copy of the position before, a jump back from the checkpoint
before it, rather than the game built again from its start at every position. Seed and
actions replay a game exactly, so at positions sampled through a recorded game of each
of the four games, reached by every kind of step (one action on, one back, a short jump
on from the cursor, a long one past the checkpoints, jumps back from a checkpoint, to
the start and the end, a view changed at the same position), the stepped game is the
rebuilt one: its session (the position's digest, the
actions, whose turn, what undo would say), the events the log is told from, and what
the replay draws, texts and pixels, in every view in turn (a seat's view shows what it
showed: nothing of the others' hidden things comes in with the steps)."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.saves import position_digest
from scenes import memory, prompt_panel, theme
from scenes.replay import open_replay
from scenes.replay import stepped as stepped_marks
from scenes.replay.night_fit import picture_size
from scenes.replay.positions import Positions
from scenes.replay.scene import ReplayScene
from scenes.replay.watch import watch_session, watch_table

from .replay_records import make_record


def session_form(session) -> tuple[object, ...]:  # type: ignore[no-untyped-def]
    """What a session holds that the table may read, in a form to compare."""
    return (
        position_digest(session.state),
        list(session.actions),
        session.state.current_player,
        session.state.is_terminal,
        session.ending,
        list(session.undone),
        session.undo_stop(),
        [seat.to_json() for seat in session.seats],
        session.sealed,
    )


def drawn(table, canvas: pygame.Surface, monkeypatch) -> tuple[list[str], bytes]:  # type: ignore[no-untyped-def]
    """Every text the table draws on a frame, and the frame's pixels, the shared
    caches emptied first (a text drawn and kept by the other table is drawn again)."""
    for cache in [*memory._shared_caches, *memory._game_caches.get(table.session.game, [])]:
        cache.clear()
    prompt_panel._shadowed.cache_clear()
    texts: list[str] = []
    real = theme.text

    def recording(string, *args, **kwargs):  # type: ignore[no-untyped-def]
        texts.append(string)
        return real(string, *args, **kwargs)

    with monkeypatch.context() as patch:
        patch.setattr(theme, "text", recording)
        canvas.fill((0, 0, 0))
        table.update(1 / 60)
        table.draw(canvas)
    return texts, pygame.image.tobytes(canvas, "RGB")


@pytest.mark.parametrize("game", ["taisen", "shinobi", "night", "dojo"])
def test_every_stepped_position_is_the_rebuilt_one(app, tmp_path, monkeypatch, game):
    scene = open_replay(app, make_record(game, tmp_path / "records"))
    assert isinstance(scene, ReplayScene)
    app.push(scene)
    save, names = scene.save, scene.record.summary.names
    players = scene.players
    canvas = pygame.Surface(picture_size(game, app.view_size))  # as the replay draws it
    order = stepping_order(scene.total, scene.positions.every)
    for step, index in enumerate(order):
        view = None if step % (players + 1) == players else step % (players + 1)
        scene.set_view(view)
        scene.go(index)
        stepped = scene.table
        assert stepped.session.positions is scene.positions  # stepped, not rebuilt
        rebuilt = watch_table(app, save, index, view, names, scene.last_seat)
        assert rebuilt.session.positions is None
        stepped_marks.show_on_table(rebuilt, scene)  # what the last action did, as the replay
        assert session_form(stepped.session) == session_form(rebuilt.session), (game, index)
        assert list(stepped.replayed_events()) == list(rebuilt.replayed_events()), index
        texts, pixels = drawn(stepped, canvas, monkeypatch)
        assert (texts, pixels) == drawn(rebuilt, canvas, monkeypatch), (game, index, view)
    assert scene.positions.checkpoints <= scene.total // scene.positions.every + 1


SAMPLES = 6
"""The places through the game where one action on is checked (each compared with a
game rebuilt from its start, which costs as many actions as the position: checking every
position took some 50 s of the suite)."""


def stepping_order(total: int, every: int) -> list[int]:
    """The positions shown in turn, as a player steps: forward, a short jump (less than
    a checkpoint's gap, stepped from the cursor) then one action on, at SAMPLES places;
    a long jump to the end; one action back there (from the checkpoint before it);
    back across in jumps; and across the game."""
    order = [0, 1]
    places = sorted({max(2, total * n // (SAMPLES + 1)) for n in range(1, SAMPLES + 1)})
    for index in places:
        if index + 1 < total:
            order += [index, index + 1]
    short = min(total - 2, order[-1] + every // 2)
    if short > order[-1]:
        order += [short, short + 1]
    order += [total, total, total - 1]  # (the end twice: the view changes, not the place)
    order += list(range(total - 10, -1, -max(2 * every + 3, total // 4)))
    order += [total // 2, 3, total, 1]
    return order


def test_the_stepping_order_takes_every_kind_of_step() -> None:
    for total, every in ((36, 8), (61, 8), (80, 8), (227, 8), (900, 15)):
        order = stepping_order(total, every)
        moves = [b - a for a, b in zip(order, order[1:], strict=False)]
        assert 0 in order and total in order
        assert moves.count(1) >= SAMPLES and -1 in moves and 0 in moves
        assert any(1 < m <= every for m in moves), total  # from the cursor
        assert any(m > every for m in moves) and any(m < -every for m in moves), total
        assert len(order) <= 40


def test_a_table_s_session_is_its_own(tmp_path):
    """A table may draw from its state (Taisen rolls its dice when its moves are asked):
    what it does to its session reaches neither the kept position nor the next table."""
    from scenes.replay.watch import WatchOnly

    save = open_replay_save(tmp_path)
    positions = Positions(save)
    first = positions.session(5)
    first.state.ensure_rolled()
    first.actions.append("spoilt")
    again = positions.session(5)
    assert again.actions == list(save.actions[:5])
    assert position_digest(again.state) == position_digest(watch_session(save, 5).state)
    with pytest.raises(WatchOnly):  # sealed, as a rebuilt one
        again.apply(save.actions[5])


def open_replay_save(tmp_path):  # type: ignore[no-untyped-def]
    from ninjas.core.history_folder import open_record

    opened = open_record(make_record("taisen", tmp_path / "records"))
    assert opened.record is not None
    return opened.record.save
