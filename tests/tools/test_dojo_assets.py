"""The Dojo game's generated sounds and pictures are there, sane and told apart."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import wave  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402

ASSETS = Path(__file__).resolve().parents[2] / "assets"
SOUNDS = ASSETS / "sounds"
IMAGES = ASSETS / "images" / "dojo"

EFFECTS = {  # file: (shortest, longest) length in seconds
    "dojo_step.wav": (0.1, 0.2),
    "dojo_flip.wav": (0.18, 0.32),
    "dojo_clash.wav": (0.3, 0.5),
    "dojo_projectile.wav": (0.4, 0.6),
    "dojo_summon.wav": (0.75, 1.05),
    "dojo_blitz.wav": (0.65, 0.95),
    "dojo_capture.wav": (1.7, 2.3),
}

TILE, NINJA, CARD, DIE = (256, 296), (192, 192), (180, 252), (128, 128)
PICTURES = {
    **{f"{kind}_{v}.png": TILE for kind in ("plains", "forest", "mountain") for v in range(3)},
    **{f"water_{frame}.png": TILE for frame in range(3)},
    "dojo_0.png": TILE,
    "dojo_1.png": TILE,
    "ninja_0.png": NINJA,
    "ninja_1.png": NINJA,
    "card_back_0.png": CARD,
    "card_back_1.png": CARD,
    "card_face.png": CARD,
    "joker.png": CARD,
    **{f"die_{v}.png": DIE for v in range(1, 7)},
    "shuriken.png": (96, 96),
    "blitz.png": (256, 256),
}


def read(name: str) -> tuple[float, np.ndarray]:
    with wave.open(str(SOUNDS / name), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
        frames = w.readframes(w.getnframes())
    x = np.frombuffer(frames, dtype="<i2").astype(np.float64) / 32768.0
    return len(x) / 22050, x


@pytest.mark.parametrize("name", list(EFFECTS))
def test_dojo_sound_length_and_level(name: str) -> None:
    seconds, x = read(name)
    lo, hi = EFFECTS[name]
    assert lo <= seconds <= hi
    assert float(np.sqrt(np.mean(x * x))) > 0.03, f"{name} is nearly silent"
    assert -2.0 <= 20 * np.log10(np.max(np.abs(x))) <= -0.5
    assert abs(float(np.mean(x))) < 0.002
    assert abs(x[0]) < 0.02 and abs(x[-1]) < 0.02


def spectrum(x: np.ndarray) -> np.ndarray:
    frames = [x[i : i + 1024] * np.hanning(1024) for i in range(0, max(1, len(x) - 1024), 256)]
    magnitude = np.mean([np.abs(np.fft.rfft(f)) for f in frames if len(f) == 1024], axis=0)
    bands = np.array([b.mean() for b in np.array_split(magnitude, 64)])
    return bands / np.linalg.norm(bands)


def test_dojo_sounds_differ_from_each_other_and_from_every_other_effect() -> None:
    others = [p.name for p in SOUNDS.glob("*.wav") if not p.name.startswith("music")]
    for name in EFFECTS:
        mine = spectrum(read(name)[1])
        for other in others:
            if other != name:
                similarity = float(mine @ spectrum(read(other)[1][: 22050 * 4]))
                assert similarity < 0.985, f"{name} and {other} sound alike ({similarity:.3f})"


@pytest.mark.parametrize("name", list(PICTURES))
def test_dojo_picture_size(name: str) -> None:
    assert pygame.image.load(str(IMAGES / name)).get_size() == PICTURES[name]


@pytest.mark.parametrize("name", [n for n, size in PICTURES.items() if size == TILE])
def test_hex_tiles_are_opaque_inside_and_clear_outside(name: str) -> None:
    """The hex is centred on the picture (circumradius 74 of its 128x148 design, pointy
    top): its middle and the middle of each side are opaque, the picture's corners
    transparent."""
    tile = pygame.image.load(str(IMAGES / name))
    k = tile.get_width() / 128  # the PNG is rasterised at k times the design size

    def at(x: float, y: float) -> int:
        return int(tile.get_at((round(x * k), round(y * k))).a)

    assert at(64, 74) == 255
    for x, y in ((64, 3), (64, 144), (3, 74), (124, 74)):
        assert at(x, y) == 255, (name, x, y)
    for x, y in ((0, 0), (127, 0), (0, 147), (127, 147), (20, 8), (108, 140)):
        assert at(x, y) == 0, (name, x, y)


def test_water_frames_differ_so_the_water_moves() -> None:
    frames = [
        pygame.surfarray.array3d(pygame.image.load(str(IMAGES / f"water_{k}.png")))
        for k in range(3)
    ]
    for a, b in ((0, 1), (1, 2), (2, 0)):
        assert np.mean(np.abs(frames[a].astype(int) - frames[b].astype(int))) > 2.0


def test_dojo_art_is_listed_in_the_licences() -> None:
    text = (ASSETS / "LICENSES.md").read_text(encoding="utf-8")
    assert "images/dojo/" in text
    for name in EFFECTS:
        assert f"sounds/{name}" in text
