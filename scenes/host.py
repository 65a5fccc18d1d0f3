"""What a scene may ask of the app that shows it: a small protocol one floor below both.

scenes/app.py imports the scenes it starts with (Scene, the pads' hub), so a scene that
named `App` for its type would tie the two into an import circle, even under
TYPE_CHECKING. Scenes and widgets name `Host` instead; `App` is one (it has all of it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from ninjas.core.i18n import Translator
    from ninjas.core.settings import Settings

    from .audio import Audio
    from .pad_hub import PadHub


class Host(Protocol):
    """The app, as scenes see it: its words, sound, pads, settings and scene stack."""

    tr: Translator
    audio: Audio
    pads: PadHub
    settings: Settings
    headless: bool
    demo: bool
    stack: list[Any]
    """The scenes shown, bottom to top (each a scenes.scene.Scene)."""

    @property
    def view_size(self) -> tuple[int, int]: ...
    @property
    def top(self) -> Any: ...
    def push(self, scene: Any) -> None: ...
    def pop(self) -> Any: ...
    def replace(self, scene: Any) -> None: ...
    def reset(self, scene: Any) -> None: ...
    def when_idle(self, job: Callable[[], None]) -> None: ...
