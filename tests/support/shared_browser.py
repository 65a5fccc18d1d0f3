"""One Chromium for a test module's phones, where each test started Playwright's driver
and launched its own (about a second each, 120 tests): `api(real)` stands for
playwright.sync_api with a `sync_playwright()` whose `chromium.launch(...)` gives a
browser of the test's own over the module's one Chromium. Each of its pages and
contexts is new (nothing is shared between tests: no cookie, storage or cache), and its
`close()` closes them; the Chromium and the driver stop after a test whose next one is
not a browser module's (tests/phones/conftest.py): consecutive browser modules share
them, and the driver's event loop, marked running in the main thread while Playwright
lives, never reaches another module's tests."""

from __future__ import annotations

from types import TracebackType
from typing import Any

_real: Any = None
"""playwright.sync_api, once given."""
_driver: Any = None
"""The running Playwright (the driver), while a test module uses it."""
_browsers: dict[tuple[object, ...], Any] = {}
"""The Chromiums launched, by how they were launched."""


class Browser:
    """A test's browser: its own contexts and pages in the shared Chromium."""

    def __init__(self, shared: Any) -> None:
        self._shared = shared
        self._contexts: list[Any] = []

    def new_context(self, **options: Any) -> Any:
        context = self._shared.new_context(**options)
        self._contexts.append(context)
        return context

    def new_page(self, **options: Any) -> Any:
        """A page in a new context of its own, as Browser.new_page makes it."""
        return self.new_context(**options).new_page()

    def close(self) -> None:
        for context in self._contexts:
            try:
                context.close()
            except _real.Error:  # already gone with its pages
                pass
        self._contexts.clear()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._shared, name)


class _Chromium:
    def launch(self, **options: Any) -> Browser:
        global _driver
        if _driver is None:
            _driver = _real.sync_playwright().start()
        key = tuple(sorted((name, repr(value)) for name, value in options.items()))
        shared = _browsers.get(key)
        if shared is None or not shared.is_connected():
            shared = _browsers[key] = _driver.chromium.launch(**options)
        return Browser(shared)


class _Playwright:
    """What `with sync_playwright() as playwright` gives: its `chromium`."""

    chromium = _Chromium()

    def __enter__(self) -> _Playwright:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        return None


class Api:
    """playwright.sync_api, but for sync_playwright."""

    def __init__(self, real: Any) -> None:
        self._module = real

    @staticmethod
    def sync_playwright() -> _Playwright:
        return _Playwright()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._module, name)


def api(real: Any) -> Api:
    global _real
    _real = real
    return Api(real)


def stop() -> None:
    """Close the Chromiums and stop the driver (nothing if none was started)."""
    global _driver
    for browser in _browsers.values():
        try:
            browser.close()
        except Exception:  # noqa: BLE001 - a Chromium that died is closed already
            pass
    _browsers.clear()
    if _driver is not None:
        driver, _driver = _driver, None
        driver.stop()
