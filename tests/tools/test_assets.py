"""The generated assets are all there and sane. Regenerating them is `make assets`, not a test."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import io  # noqa: E402
import struct  # noqa: E402
import wave  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
import pygame  # noqa: E402
import pytest  # noqa: E402

from tools import sound_synth  # noqa: E402

ASSETS = Path(__file__).resolve().parents[2] / "assets"

EFFECTS = {  # file: (shortest, longest) length in seconds
    "dice_roll.wav": (0.4, 0.8),
    "card_slide.wav": (0.2, 0.45),
    "duel_hit.wav": (0.25, 0.6),
    "elimination.wav": (0.5, 0.9),
    "victory.wav": (2.0, 3.0),
    "click.wav": (0.04, 0.15),
    "refused.wav": (0.15, 0.3),
    "combat.wav": (0.4, 0.8),
    "retreat.wav": (0.3, 0.6),
    "shogun.wav": (0.5, 0.9),
    "defeat.wav": (1.8, 2.6),
}
MUSICS = ("music_title.wav",)  # the games' own music: tests/tools/test_music.py
IMAGES = {
    "background.png": (1280, 720),
    "title.png": (1280, 720),
    "background@2x.png": (2560, 1440),
    "title@2x.png": (2560, 1440),
    "icon.png": (256, 256),
}
ICO_SIZES = [16, 32, 48, 256]


def read_wav(name: str) -> tuple[wave._wave_params, np.ndarray]:
    with wave.open(str(ASSETS / "sounds" / name), "rb") as w:
        params = w.getparams()
        frames = w.readframes(w.getnframes())
    return params, np.frombuffer(frames, dtype="<i2").astype(np.float64) / 32768.0


@pytest.mark.parametrize("name", [*EFFECTS, *MUSICS])
def test_wav_format_and_level(name: str) -> None:
    params, x = read_wav(name)
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
    assert params.comptype == "NONE"
    rms = float(np.sqrt(np.mean(x * x)))
    peak = float(np.max(np.abs(x)))
    assert rms > 0.03, f"{name} is nearly silent (RMS {rms:.4f})"
    assert peak < 0.99, f"{name} clips (peak {peak:.4f})"
    assert abs(float(np.mean(x))) < 0.002, f"{name} has a DC offset"
    # Faded in and out: no click at either end.
    assert abs(x[0]) < 0.02 and abs(x[-1]) < 0.02


@pytest.mark.parametrize("name", list(EFFECTS))
def test_effect_length_and_peak(name: str) -> None:
    params, x = read_wav(name)
    seconds = params.nframes / params.framerate
    lo, hi = EFFECTS[name]
    assert lo <= seconds <= hi
    peak_db = 20 * np.log10(np.max(np.abs(x)))
    assert -2.0 <= peak_db <= -0.5, f"{name} peak {peak_db:.2f} dBFS, expected about -1"


@pytest.mark.parametrize("music", MUSICS)
def test_music_loop(music: str) -> None:
    params, x = read_wav(music)
    seconds = params.nframes / params.framerate
    assert 24.0 <= seconds <= 36.0
    assert (ASSETS / "sounds" / music).stat().st_size < 1.5 * 1024 * 1024
    rms_db = 20 * np.log10(np.sqrt(np.mean(x * x)))
    assert -20.0 <= rms_db <= -16.0, f"music RMS {rms_db:.2f} dBFS, expected about -18"
    # Seamless: the jump from the last sample to the first is an ordinary step.
    steps = np.abs(np.diff(x))
    assert abs(x[-1] - x[0]) <= np.percentile(steps, 99.9)


@pytest.mark.parametrize("name", list(IMAGES))
def test_png_loads_with_size(name: str) -> None:
    path = ASSETS / "images" / name
    surface = pygame.image.load(str(path))
    assert surface.get_size() == IMAGES[name]


def test_background_middle_band_is_calm() -> None:
    """Cards sit on the middle of the background: it must be dark and low in contrast there."""
    surface = pygame.image.load(str(ASSETS / "images" / "background.png"))
    pixels = pygame.surfarray.array3d(surface).astype(np.float64)  # (w, h, 3)
    band = pixels[160:1120, 180:540]
    luma = band @ np.array([0.2126, 0.7152, 0.0722])
    assert luma.mean() < 50
    assert np.percentile(luma, 99) < 100


def test_icon_has_transparent_corners() -> None:
    surface = pygame.image.load(str(ASSETS / "images" / "icon.png"))
    assert surface.get_at((0, 0)).a == 0
    assert surface.get_at((128, 128)).a == 255


def test_ico_container() -> None:
    data = (ASSETS / "images" / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, h, colors, _res, planes, bpp, size, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i
        )
        dim = w or 256
        assert (w, colors, planes, bpp) == (h, 0, 1, 32)
        blob = data[offset : offset + size]
        assert blob.startswith(b"\x89PNG\r\n\x1a\n") and len(blob) == size
        image = pygame.image.load(io.BytesIO(blob), "icon.png")
        assert image.get_size() == (dim, dim)
        sizes.append(dim)
    assert sizes == ICO_SIZES


def test_licenses_list_every_asset() -> None:
    text = (ASSETS / "LICENSES.md").read_text(encoding="utf-8")
    assert "MIT" in text
    for path in [*(ASSETS / "sounds").iterdir(), *(ASSETS / "images").iterdir()]:
        assert f"{path.parent.name}/{path.name}" in text, f"{path.name} missing from LICENSES.md"


def test_synthesis_is_deterministic_and_matches_the_file() -> None:
    first = sound_synth.render("click.wav")
    assert first == sound_synth.render("click.wav")
    # The committed file is what the synth makes (within a rounding step, should another
    # numpy's FFT round differently).
    with wave.open(io.BytesIO(first), "rb") as w:
        fresh = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(np.int32)
    _, stored = read_wav("click.wav")
    assert len(fresh) == len(stored)
    assert np.max(np.abs(fresh - np.round(stored * 32768.0).astype(np.int32))) <= 2


def spectrum(name: str) -> np.ndarray:
    """The sound's average magnitude spectrum in 64 bands (a fingerprint of its timbre)."""
    _, x = read_wav(name)
    x = x[: 22050 * 4]
    frames = [x[i : i + 1024] * np.hanning(1024) for i in range(0, max(1, len(x) - 1024), 256)]
    magnitude = np.mean([np.abs(np.fft.rfft(f)) for f in frames if len(f) == 1024], axis=0)
    bands = np.array([b.mean() for b in np.array_split(magnitude, 64)])
    return bands / np.linalg.norm(bands)


def test_every_effect_sounds_distinct() -> None:
    """Each event has its own sound: no two effects share a timbre (spectra too alike)."""
    names = sorted(EFFECTS)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            similarity = float(spectrum(a) @ spectrum(b))
            assert similarity < 0.985, f"{a} and {b} sound alike ({similarity:.3f})"


def test_every_sound_the_game_plays_exists() -> None:
    import re

    root = Path(__file__).resolve().parents[2] / "scenes"
    played = set()
    for path in root.rglob("*.py"):
        played |= set(
            re.findall(r'(?:play|sound)\("([a-z_]+)"\)', path.read_text(encoding="utf-8"))
        )
    assert played, "no sound found in the scenes"
    for name in played:
        assert (ASSETS / "sounds" / f"{name}.wav").is_file(), name
