"""Test-wide setup: no display, no sound card, and a throwaway user data directory."""

import os

from ninjas.core.paths import throwaway_data_dir, throwaway_folder

MEMORY = "/dev/shm"
"""A folder in memory (tmpfs) where the system has one (as tools/soak.py's memory_folder).
Every save a test writes is synced to its disk (ninjas.core.atomic, ninjas.core.seal):
thousands of fsyncs over the suite, several ms each on a disk and more under load, none
in memory. Pytest's tmp_path (and the data folders below) live there; elsewhere, the
system's temporary folder as before."""
TEMP = MEMORY if os.path.isdir(MEMORY) and os.access(MEMORY, os.W_OK) else None
if TEMP:
    os.environ.setdefault("PYTEST_DEBUG_TEMPROOT", TEMP)


os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
throwaway_data_dir("ninjas-test-", TEMP)
# a table's searches keep their whole fixed budget (no wall-clock deadline: scenes.ai_turn),
# so that a test's computers play the same moves whatever the machine's load
os.environ.setdefault("NINJAS_THINK_SECONDS", "off")
if os.environ.get("PYTEST_XDIST_WORKER"):
    # one folder per worker: a worker's game holds the autosave lock for its whole run,
    # as a running Ninjas does, and would turn saving off in the other worker's tests
    os.environ["NINJAS_DATA_DIR"] = throwaway_folder("ninjas-test-worker-", TEMP)


import pytest  # noqa: E402


@pytest.fixture
def own_data_dir(tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    """A user data folder of this test's own (its own key, saves and history), the
    storage check made again for it. Modules that want it for every test say
    `pytestmark = pytest.mark.usefixtures("own_data_dir")`."""
    from ninjas.core.paths import reset_storage_check

    path = tmp_path / "data"
    monkeypatch.setenv("NINJAS_DATA_DIR", str(path))
    reset_storage_check()
    return path


@pytest.fixture(autouse=True)
def table_language_reset():  # type: ignore[no-untyped-def]
    """Each test starts with the table's language at its default (ninjas.core.i18n's
    set_table_language is process-wide, as the app has one screen): a French test before
    a test that builds no app left the Dojo's card letters French (V, D, R) for it."""
    from ninjas.core import i18n

    i18n.set_table_language(i18n.FALLBACK)
    yield
    i18n.set_table_language(i18n.FALLBACK)


def pytest_collection_finish(session):  # type: ignore[no-untyped-def]
    """What collecting made (every test module, its imports and the test items: some
    290,000 objects, held to the end) is moved out of the garbage collector's sight
    (gc.freeze). The game lets a game's pictures go with a full gc.collect()
    (scenes.memory.release_games), some 250 times over the suite: each went through
    all of them, 0.12-0.16 s of CPU, where the game's own heap takes a few ms. What the
    tests make afterwards is collected as before."""
    import gc

    gc.collect()
    gc.freeze()


def pytest_configure(config):  # type: ignore[no-untyped-def]
    """Under `pytest -n 2`, each worker rewrites half the test modules' asserts and reads
    the other half from the other's cache (tests/support/split_rewrite.py)."""
    from support import split_rewrite

    split_rewrite.install(config)
