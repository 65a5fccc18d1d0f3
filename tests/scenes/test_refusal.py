"""One refusal for every table (issue 32 section 2): the skeleton's `refuse(why)` plays
the refused sound and its prompt shows why (scenes/tableflow/refusal.py) for
REFUSAL_SECONDS or until the next action, drawn by the shared prompt panel in REFUSED."""

from __future__ import annotations

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from scenes.app import App
from scenes.prompt_panel import REFUSED
from scenes.table import TableScene
from scenes.tableflow.refusal import REFUSAL_SECONDS

WHY = "Not there: no ninja of yours stands on that place."


def people_at(app: App, game: str) -> TableScene:
    from scenes.dojo import DojoScene
    from scenes.night.scene import NightScene
    from scenes.shinobi.scene import ShinobiScene
    from scenes.taisen.scene import TaisenScene

    kinds: dict[str, type[TableScene]] = {  # type: ignore[type-arg]
        "dojo": DojoScene,
        "night": NightScene,
        "shinobi": ShinobiScene,
        "taisen": TaisenScene,
    }
    seats = [Seat("human")] * (3 if game == "night" else 2)
    session = GameSession.new(game, seats, 3, {}, autosave=False)
    scene = kinds[game](app, session, animate=False, ai_pause=0)
    app.push(scene)
    return scene


def prompt_box(scene: TableScene, game: str) -> pygame.Rect:
    if game == "taisen":
        from scenes.taisen import layout

        return layout.PROMPT_RECT
    if game == "night":
        return scene.layout().prompt  # type: ignore[attr-defined]
    layout = scene.layout  # type: ignore[attr-defined]
    return layout.action if game == "dojo" else layout.prompt


def refused_drawn(scene: TableScene, box: pygame.Rect) -> bool:
    canvas = pygame.Surface((1280, 720))
    scene.draw(canvas)
    return any(
        tuple(canvas.get_at((x, y)))[:3] == REFUSED
        for x in range(box.left, box.right)
        for y in range(box.top, box.bottom)
    )


@pytest.mark.parametrize("game", ["dojo", "night", "shinobi", "taisen"])
def test_a_refusal_is_said_in_the_prompt_for_a_moment(app: App, game: str) -> None:
    scene = people_at(app, game)
    played: list[str] = []
    app.audio.play = played.append  # type: ignore[method-assign]
    box = prompt_box(scene, game)
    assert scene.refusal() is None and not refused_drawn(scene, box)
    scene.refuse(WHY)
    assert played == ["refused"]
    assert scene.refusal() == WHY and refused_drawn(scene, box)
    scene.time += REFUSAL_SECONDS - 0.1
    assert scene.refusal() == WHY
    scene.time += 0.2  # its moment gone: the prompt asks again
    assert scene.refusal() is None and not refused_drawn(scene, box)
    scene.refuse(WHY)
    scene.play(scene.state.legal_actions()[0])  # the next action clears it
    assert scene.refusal() is None
    app.pop()


@pytest.mark.parametrize("game", ["dojo", "night", "shinobi", "taisen"])
def test_what_an_undo_took_back_is_said_before_the_prompt_never_instead(
    app: App, game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After the undo of a Shinobi discard the prompt read only "Undone: Discard Dragon
    (2)." and a newcomer no longer knew what to do: the undo's words come first, then
    what the prompt asks, in the prompt's own colour (not the refusal's)."""
    from scenes import theme

    scene = people_at(app, game)
    box = prompt_box(scene, game)
    words: list[str] = []
    text = theme.text
    monkeypatch.setattr(theme, "text", lambda s, *a, **k: words.append(s) or text(s, *a, **k))
    scene.draw(pygame.Surface((1280, 720)))
    asked = " ".join(words)
    scene.tell("Undone: X.")
    words.clear()
    scene.draw(pygame.Surface((1280, 720)))
    said = " ".join(words)
    assert "Undone:" in said
    first = asked.split()[:1]
    assert first and any(w in said for w in asked.split()[:3])
    assert not refused_drawn(scene, box)
    app.pop()
