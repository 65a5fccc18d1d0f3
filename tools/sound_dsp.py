"""What every sound of Ninjas is made with (tools/sound_synth.py gathers the sounds): the
sample rate and the levels, note names, a small DSP toolkit (filters, envelopes, mixing),
the last touches of an effect and of a music track, and the WAV output (16-bit PCM,
22050 Hz, mono)."""

from __future__ import annotations

import io
import wave
from collections.abc import Callable

import numpy as np

SR = 22050
PEAK_DBFS = -1.0
MUSIC_RMS_DBFS = -18.0

# Equal-tempered note frequencies, A4 = 440 Hz.
_NOTE_INDEX = {
    "C": -9,
    "C#": -8,
    "Db": -8,
    "D": -7,
    "D#": -6,
    "Eb": -6,
    "E": -5,
    "F": -4,
    "F#": -3,
    "Gb": -3,
    "G": -2,
    "G#": -1,
    "Ab": -1,
    "A": 0,
    "A#": 1,
    "Bb": 1,
    "B": 2,
}


def note(name: str) -> float:
    """Frequency of a note name such as 'D4', 'Bb3' or 'F#5'."""
    pitch, octave = name[:-1], int(name[-1])
    semitones = _NOTE_INDEX[pitch] + 12 * (octave - 4)
    return 440.0 * 2.0 ** (semitones / 12.0)


# ---------------------------------------------------------------------------
# Small DSP toolkit
# ---------------------------------------------------------------------------


def n_samples(seconds: float) -> int:
    return int(round(seconds * SR))


def times(n: int) -> np.ndarray:
    return np.arange(n, dtype=np.float64) / SR


def db_to_amp(db: float) -> float:
    return float(10.0 ** (db / 20.0))


def fft_filter(
    x: np.ndarray, response: Callable[[np.ndarray], np.ndarray], circular: bool = False
) -> np.ndarray:
    """Filter x by a zero-phase magnitude response given as a function of frequency (Hz).

    With circular=True the signal is treated as periodic (what a seamless loop wants);
    otherwise it is zero-padded so nothing wraps around.
    """
    n = len(x)
    size = n if circular else 1 << int(np.ceil(np.log2(2 * n + 1)))
    spectrum = np.fft.rfft(x, size)
    freqs = np.fft.rfftfreq(size, 1.0 / SR)
    out = np.fft.irfft(spectrum * response(freqs), size)
    return out[:n]


def band(
    lo: float | None = None, hi: float | None = None, order: int = 2
) -> Callable[[np.ndarray], np.ndarray]:
    """A Butterworth-like magnitude response: high-pass at lo, low-pass at hi."""

    def response(f: np.ndarray) -> np.ndarray:
        g = np.ones_like(f)
        if lo is not None:
            safe = np.maximum(f, 1e-6)
            g = g / np.sqrt(1.0 + (lo / safe) ** (2 * order))
        if hi is not None:
            g = g / np.sqrt(1.0 + (f / hi) ** (2 * order))
        return g

    return response


def resonance(center: float, q: float) -> Callable[[np.ndarray], np.ndarray]:
    """A resonant peak at `center` Hz (bandwidth center/q), unity gain at the peak."""

    def response(f: np.ndarray) -> np.ndarray:
        return 1.0 / np.sqrt(1.0 + (q * (f / center - center / np.maximum(f, 1e-6))) ** 2)

    return response


def svf_bandpass(x: np.ndarray, centers: np.ndarray, q: float) -> np.ndarray:
    """Time-varying state-variable band-pass (Chamberlin); centers has one Hz value per sample."""
    out = np.zeros_like(x)
    low = bandp = 0.0
    damp = 1.0 / q
    coeff = 2.0 * np.sin(np.pi * np.clip(centers, 20.0, SR / 6.0) / SR)
    for i in range(len(x)):
        f = coeff[i]
        high = x[i] - low - damp * bandp
        bandp += f * high
        low += f * bandp
        out[i] = bandp
    return out


def dc_block(x: np.ndarray, r: float = 0.995) -> np.ndarray:
    """One-pole DC blocker, y[n] = x[n] - x[n-1] + r*y[n-1], done by FFT-free recursion."""
    y = np.empty_like(x)
    prev_x = prev_y = 0.0
    for i, v in enumerate(x.tolist()):
        prev_y = v - prev_x + r * prev_y
        prev_x = v
        y[i] = prev_y
    return y


def fade(x: np.ndarray, fade_in: float = 0.002, fade_out: float = 0.02) -> np.ndarray:
    """Raised-cosine fades at both ends (no clicks)."""
    y = x.copy()
    n_in, n_out = n_samples(fade_in), n_samples(fade_out)
    if n_in > 0:
        y[:n_in] *= 0.5 - 0.5 * np.cos(np.linspace(0.0, np.pi, n_in))
    if n_out > 0:
        y[-n_out:] *= 0.5 + 0.5 * np.cos(np.linspace(0.0, np.pi, n_out))
    return y


def normalise_peak(x: np.ndarray, dbfs: float = PEAK_DBFS) -> np.ndarray:
    peak = float(np.max(np.abs(x)))
    if peak <= 0.0:
        return x
    return x * (db_to_amp(dbfs) / peak)


def rms(x: np.ndarray) -> float:
    return float(np.sqrt(np.mean(np.square(x))))


def soft_limit(x: np.ndarray, threshold: float, ceiling: float = 1.0) -> np.ndarray:
    """Leave |x| <= threshold alone, squash anything above it smoothly towards `ceiling`."""
    y = x.copy()
    over = np.abs(y) > threshold
    head = ceiling - threshold
    excess = (np.abs(y[over]) - threshold) / head
    y[over] = np.sign(y[over]) * (threshold + head * np.tanh(excess))
    return y


def finish_effect(x: np.ndarray, fade_out: float = 0.02) -> np.ndarray:
    """DC removal, fades and peak normalisation shared by every sound effect."""
    y = dc_block(x)
    y = y - np.mean(y)
    y = fade(y, 0.0015, fade_out)
    # The fades leave a hair of offset: take it out in the shape of the fades (ends stay at 0).
    env = fade(np.ones_like(y), 0.0015, fade_out)
    y = y - env * (np.sum(y) / np.sum(env))
    return normalise_peak(y)


def mix_into(buf: np.ndarray, sound: np.ndarray, start: int, gain: float = 1.0) -> None:
    """Add sound into buf at sample `start`, clipping whatever runs past the end."""
    if start >= len(buf):
        return
    end = min(len(buf), start + len(sound))
    buf[start:end] += gain * sound[: end - start]


def level_music(mix: np.ndarray) -> np.ndarray:
    """A music track without DC, at the target loudness, its peaks tamed below full scale."""
    mix = mix - np.mean(mix)
    target = db_to_amp(MUSIC_RMS_DBFS)
    for _ in range(3):
        mix = mix * (target / rms(mix))
        mix = soft_limit(mix, 0.6, ceiling=db_to_amp(PEAK_DBFS))
    return mix


def to_pcm16(x: np.ndarray) -> bytes:
    ints = np.clip(np.round(x * 32767.0), -32768, 32767).astype("<i2")
    return ints.tobytes()


def wav_bytes(x: np.ndarray) -> bytes:
    """A 16-bit PCM, mono, SR-Hz WAV file holding x (floats in [-1, 1])."""
    stream = io.BytesIO()
    with wave.open(stream, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(to_pcm16(x))
    return stream.getvalue()
