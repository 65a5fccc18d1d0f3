"""'Replay the game' on every game's results (key P): the game's replay from its
first move, once the table's history keeper has written its record (newcomer L, s17,
L071, L126: the replay was found only through the review or History and Enter).

It opens on 'View: everything', as the History's replay does: the game is over, so
nothing is hidden from anyone any more (the hands, the tokens, the deck were the
seats' secrets only while the game went on). V in the replay gives one seat's view."""

from __future__ import annotations

from typing import Any

from .widgets import Button

KEY_LETTER = "p"
"""P: free on every results screen (R, V, T, M and Esc are taken)."""


def replay_button(scene: Any) -> Button | None:
    """The button, disabled till the record is written; none for a demo or a lesson
    (kept in no History: nothing to replay)."""
    if scene.demo or scene.lesson:
        return None
    app = scene.app
    return Button(
        app,
        (0, 0, 10, 10),
        lambda: app.tr("results.replay"),
        lambda: open_for(scene),
        enabled=False,
    )


def open_for(scene: Any) -> None:
    """The replay of the game just played, over the results (Back comes back to them)."""
    path = scene.record_path()
    if path is None:
        return
    from .history.actions import open_replay_of

    open_replay_of(scene.app, path)


def press(scene: Any) -> None:
    """The key P: as the button, when it is there and enabled."""
    button = scene.replay_button
    if button is not None and button.enabled:
        open_for(scene)


def refresh(scene: Any) -> None:
    """Enabled once the record is written (each frame till then)."""
    button = scene.replay_button
    if button is not None and not button.enabled:
        button.enabled = scene.record_path() is not None


def button_widths(buttons: list[Button], room: int, gap: int, widest: int) -> list[int]:
    """Each button's width in a row `room` px wide: all alike where every label holds in
    its button; else each as wide as its label needs, the room left shared out (five
    buttons at 1280x720: 'Review a player's moves' stood out of a fifth of the row)."""
    from . import theme
    from .widgets import resolve

    count = len(buttons)
    alike = min(widest, (room - (count - 1) * gap) // count)
    needs = [
        theme.font(button.size).size(resolve(button.label))[0] + theme.px(28) for button in buttons
    ]
    spare = room - (count - 1) * gap - sum(needs)
    if all(need <= alike for need in needs) or spare < 0:
        return [alike] * count
    return [min(max(widest, need), need + spare // count) for need in needs]
