"""Test-wide setup: no display, no sound card, and a throwaway user data directory."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("NINJAS_DATA_DIR", tempfile.mkdtemp(prefix="ninjas-test-"))
if os.environ.get("PYTEST_XDIST_WORKER"):
    # one folder per worker: a worker's game holds the autosave lock for its whole run,
    # as a running Ninjas does, and would turn saving off in the other worker's tests
    os.environ["NINJAS_DATA_DIR"] = tempfile.mkdtemp(prefix="ninjas-test-worker-")
