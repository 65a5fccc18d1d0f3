"""Test-wide setup: no display, no sound card, and a throwaway user data directory."""

import os
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("NINJAS_DATA_DIR", tempfile.mkdtemp(prefix="ninjas-test-"))
