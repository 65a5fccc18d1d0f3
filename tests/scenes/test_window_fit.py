"""Issue 33 (newcomer D): at --size 1920x1080, windowed on a 1920x1080 screen under a
window manager, the window was taller than the screen's work area and the replay's row
of controls was half off the screen. A window asked larger than the desktop leaves for
the window manager's title bar and panel is opened at the largest size of its shape that
fits, in the middle of the desktop, and maximized (the window manager then fits it to
the usable area); one that fits opens as asked."""

from __future__ import annotations

import pygame
import pytest

import scenes.app as app_module
from ninjas.core.pathcheck import MIN_SIZE
from scenes.app import DESKTOP_RESERVED, fitted_window_size


@pytest.mark.parametrize(
    ("asked", "desktop", "fitted"),
    [
        ((1920, 1080), (1920, 1080), (1742, 980)),  # newcomer D's: 100 px left for the frame
        ((1280, 720), (1920, 1080), (1280, 720)),  # fits: as asked
        ((1920, 1080), (2560, 1440), (1920, 1080)),
        ((1280, 720), (1366, 768), (1187, 668)),  # a small laptop's screen
        ((2560, 1440), (1920, 1200), (1920, 1080)),  # its shape kept
        ((1280, 720), (700, 400), MIN_SIZE),  # never under the least size
        ((1280, 720), (0, 0), (1280, 720)),  # no desktop told: as asked
    ],
)
def test_a_window_larger_than_the_desktop_is_fitted_to_it(asked, desktop, fitted) -> None:
    got = fitted_window_size(asked, desktop)
    assert got == fitted
    if desktop[1] > DESKTOP_RESERVED[1] + MIN_SIZE[1]:  # room to fit: it does, shape kept
        assert got[1] <= desktop[1] - DESKTOP_RESERVED[1] and got[0] <= desktop[0]
        assert got[0] / got[1] == pytest.approx(asked[0] / asked[1], abs=0.01)


def opened_window(app, monkeypatch, asked: tuple[int, int]) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """What opening a window of `asked` on a 1920x1080 desktop does (SDL's calls seen)."""
    seen: dict[str, object] = {"maximized": False}
    monkeypatch.setattr(app, "headless", False)
    monkeypatch.setattr(
        app_module.pygame.display,
        "set_mode",
        lambda size, flags=0: seen.setdefault("size", size) and pygame.Surface(size),
    )
    monkeypatch.setattr(app_module.pygame.display, "get_desktop_sizes", lambda: [(1920, 1080)])
    monkeypatch.setattr(app_module.pygame.display, "get_driver", lambda: "x11")
    monkeypatch.setattr(app_module, "set_minimum_size", lambda size: None)
    monkeypatch.setattr(app_module, "place_window", lambda at: seen.setdefault("placed", at))
    monkeypatch.setattr(app_module, "maximize_window", lambda: seen.update(maximized=True))
    app._window_size = asked
    app.size_forced = True
    app.apply_display_settings()
    return seen


def test_the_window_asked_at_the_desktops_size_opens_fitted_centred_and_maximized(
    app, monkeypatch
) -> None:
    seen = opened_window(app, monkeypatch, (1920, 1080))
    assert seen["size"] == (1742, 980) and app.window.get_size() == (1742, 980)
    assert seen["placed"] == ((1920 - 1742) // 2, (1080 - 980) // 2)
    assert seen["maximized"]


def test_a_window_that_fits_opens_as_asked(app, monkeypatch) -> None:
    seen = opened_window(app, monkeypatch, (1280, 720))
    assert seen["size"] == (1280, 720) and "placed" not in seen and not seen["maximized"]


def test_sdls_dummy_driver_desktop_is_not_fitted_to(app, monkeypatch) -> None:
    """The dummy driver (tests, soaks) tells a made-up 1024x768 desktop: a window of
    1280x720 there stays as asked (maximized, it woke the idle loop's test)."""
    seen = opened_window(app, monkeypatch, (1280, 720))
    monkeypatch.setattr(app_module.pygame.display, "get_driver", lambda: "dummy")
    monkeypatch.setattr(app_module.pygame.display, "get_desktop_sizes", lambda: [(1024, 768)])
    seen.clear()
    seen["maximized"] = False
    app.apply_display_settings()
    assert seen["size"] == (1280, 720) and not seen["maximized"]
