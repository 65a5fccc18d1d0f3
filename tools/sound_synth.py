"""Sound synthesis for Ninjas: every sound effect and the title's music, made from numbers
(the games' music is tools/music_synth.py, with these instruments).

Everything here is deterministic: each sound draws its randomness from its own
seeded generator, so `python -m tools.make_assets` writes the same bytes every time.
Output is 16-bit PCM, 22050 Hz, mono (see `wav_bytes`).

The palette is a "night-time ninja" one: taiko drums, wood blocks, koto plucks
(Karplus-Strong), a breathy shakuhachi-like flute, sword steel.
"""

from __future__ import annotations

import io
import wave
from collections.abc import Callable
from pathlib import Path

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


# ---------------------------------------------------------------------------
# Instruments
# ---------------------------------------------------------------------------


def modal(
    freqs: list[float],
    amps: list[float],
    decays: list[float],
    seconds: float,
    rng: np.random.Generator | None = None,
) -> np.ndarray:
    """A struck object: a sum of exponentially decaying sinusoids (modal synthesis)."""
    t = times(n_samples(seconds))
    out = np.zeros_like(t)
    for f, a, d in zip(freqs, amps, decays, strict=True):
        phase = 0.0 if rng is None else rng.uniform(0, 2 * np.pi)
        out += a * np.exp(-t / d) * np.sin(2 * np.pi * f * t + phase)
    return out


def wood_block(
    rng: np.random.Generator, pitch: float = 1.0, seconds: float = 0.08, softness: float = 1.0
) -> np.ndarray:
    """A hollow wooden knock: two strong modes, a breathy click on top."""
    base = 820.0 * pitch
    freqs = [base, base * 2.63, base * 4.1, base * 6.2]
    amps = [1.0, 0.45 / softness, 0.18 / softness, 0.07 / softness]
    decays = [0.024, 0.012, 0.007, 0.004]
    body = modal(freqs, amps, decays, seconds, rng)
    click = rng.standard_normal(len(body)) * np.exp(-times(len(body)) / 0.0015) * 0.35
    click = fft_filter(click, band(900.0, 5000.0 / softness))
    return body + click


def koto(
    freq: float,
    seconds: float,
    rng: np.random.Generator,
    brightness: float = 0.7,
    decay: float = 0.996,
    pluck_pos: float = 0.18,
) -> np.ndarray:
    """A plucked koto string: Karplus-Strong with a fractional delay, computed a period at a time.

    The loop filter is the classic two-point average convolved with a linear-interpolation
    fractional delay: taps (0.5(1-d), 0.5, 0.5d), delay 0.5 + d samples. Every sample of a
    period depends only on the periods before it, so each period is one numpy step.
    """
    n = n_samples(seconds)
    period = SR / freq
    big_n = int(np.floor(period - 0.5))
    d = period - 0.5 - big_n
    taps = np.array([0.5 * (1 - d), 0.5, 0.5 * d]) * decay
    # Excitation: noise, softened by `brightness`, with a comb notch for the pluck position.
    burst = rng.uniform(-1.0, 1.0, big_n)
    for _ in range(int(round((1.0 - brightness) * 6))):
        burst = 0.5 * (burst + np.roll(burst, 1))
    shift = max(1, int(round(pluck_pos * big_n)))
    burst = burst - np.roll(burst, shift)
    burst -= burst.mean()
    total = n + big_n + 2
    y = np.zeros(total)
    y[2 : big_n + 2] = burst  # two samples of zero history in front
    start = big_n + 2
    while start < total:
        end = min(total, start + big_n)
        k = end - start
        y[start:end] = (
            taps[0] * y[start - big_n : end - big_n]
            + taps[1] * y[start - big_n - 1 : end - big_n - 1]
            + taps[2] * y[start - big_n - 2 : end - big_n - 2]
        )
        if k < big_n:
            break
        start = end
    out = y[2 : n + 2]
    # A touch of body: the string's twang plus a soft wooden resonance.
    out = out + 0.25 * fft_filter(out, resonance(freq * 2.0, 3.0))
    out = fft_filter(out, band(70.0, 6500.0, order=1))
    return fade(out, 0.0, min(0.05, seconds / 4))


def flute(
    freq: float,
    seconds: float,
    rng: np.random.Generator,
    breath: float = 0.35,
    vibrato: float = 0.006,
    scoop: float = 0.03,
    attack: float = 0.12,
    release: float = 0.25,
    glide_to: float | None = None,
) -> np.ndarray:
    """A shakuhachi-like flute: a near-sine tone with a pitch scoop, delayed vibrato and breath."""
    n = n_samples(seconds)
    t = times(n)
    target = np.full(n, freq) if glide_to is None else freq * (glide_to / freq) ** (t / t[-1])
    # Start a little flat and scoop up (the "meri" attack), vibrato fades in after the attack.
    pitch = target * (1.0 - scoop * np.exp(-t / 0.08))
    vib_depth = vibrato * np.clip((t - attack) / 0.4, 0.0, 1.0)
    pitch = pitch * (1.0 + vib_depth * np.sin(2 * np.pi * 5.2 * t))
    phase = 2 * np.pi * np.cumsum(pitch) / SR
    tone = np.sin(phase) + 0.22 * np.sin(2 * phase + 0.4) + 0.06 * np.sin(3 * phase + 1.1)
    noise = rng.standard_normal(n)
    air = fft_filter(noise, band(freq * 1.2, freq * 6.0)) * 0.6
    air += fft_filter(noise, resonance(freq, 6.0)) * 1.2
    air /= max(rms(air), 1e-9)
    env = np.minimum(1.0, t / attack) ** 1.5
    env *= np.clip((t[-1] - t) / release, 0.0, 1.0) ** 1.2
    swell = 1.0 + 0.12 * np.sin(2 * np.pi * 0.7 * t)  # breath pressure is never quite steady
    # The attack is mostly breath ("chiff"), then the tone takes over.
    chiff = np.exp(-t / 0.06)
    out = env * swell * (tone * (1.0 - 0.6 * chiff) + air * breath * (0.35 + chiff))
    return out


def taiko(
    rng: np.random.Generator, seconds: float = 0.9, pitch: float = 1.0, hardness: float = 1.0
) -> np.ndarray:
    """A big barrel drum: a low membrane mode whose pitch sinks as it rings, plus the stick slap."""
    n = n_samples(seconds)
    t = times(n)
    f0 = 62.0 * pitch
    freq = f0 * (1.0 + 0.55 * np.exp(-t / 0.045))
    phase = 2 * np.pi * np.cumsum(freq) / SR
    body = np.sin(phase) * np.exp(-t / 0.32)
    body += 0.35 * np.sin(1.59 * phase + 0.7) * np.exp(-t / 0.12)
    body += 0.18 * np.sin(2.14 * phase + 1.9) * np.exp(-t / 0.07)
    slap = rng.standard_normal(n) * np.exp(-t / (0.012 * hardness))
    slap = fft_filter(slap, band(60.0, 900.0 * hardness)) * 1.6
    thump = np.sin(2 * np.pi * 120.0 * pitch * t) * np.exp(-t / 0.03) * 0.5
    out = body + slap + thump
    return fade(out, 0.0005, min(0.1, seconds / 4))


# ---------------------------------------------------------------------------
# Sound effects
# ---------------------------------------------------------------------------


def dice_roll() -> np.ndarray:
    """Two wooden dice rattling onto a table (~0.6 s)."""
    rng = np.random.default_rng(1001)
    total = n_samples(0.6)
    buf = np.zeros(total)

    def knock(strength: float, die_pitch: float) -> np.ndarray:
        # A small hard-wood cube: high modes; which edge hits changes them a little.
        jitter = rng.uniform(0.92, 1.08)
        base = 1650.0 * die_pitch * jitter
        freqs = [base, base * rng.uniform(1.55, 1.7), base * rng.uniform(2.3, 2.6), 5200.0 * jitter]
        amps = [1.0, 0.7, 0.45, 0.25]
        decays = [0.018, 0.012, 0.008, 0.004]
        hit = modal(freqs, amps, decays, 0.06, rng)
        t = times(len(hit))
        grit = fft_filter(rng.standard_normal(len(hit)) * np.exp(-t / 0.002), band(1500.0, 8000.0))
        table = np.sin(2 * np.pi * rng.uniform(180, 240) * t) * np.exp(-t / 0.02) * 0.8
        return strength * (hit + 0.6 * grit + table * strength)

    for die, (die_pitch, t0) in enumerate(((1.0, 0.015), (1.13, 0.045))):
        # Each die bounces with shrinking gaps and heights, then tumbles in little ticks.
        t = t0
        strength = 1.0 if die == 0 else 0.85
        gap = 0.11 + 0.02 * die
        while t < 0.5 and strength > 0.06:
            mix_into(buf, knock(strength, die_pitch), n_samples(t))
            # Sometimes a second corner touches down just after the first.
            if rng.random() < 0.45:
                mix_into(
                    buf, knock(strength * 0.45, die_pitch), n_samples(t + rng.uniform(0.006, 0.016))
                )
            t += gap * rng.uniform(0.8, 1.15)
            gap *= 0.72
            strength *= rng.uniform(0.6, 0.78)
            gap = max(gap, 0.018)
    # The two dice clack against each other once.
    mix_into(buf, knock(0.5, 1.35), n_samples(0.205))
    return finish_effect(buf, fade_out=0.06)


def card_slide() -> np.ndarray:
    """A card sliding across felt: band-passed noise sweeping up then settling (~0.3 s)."""
    rng = np.random.default_rng(1002)
    n = n_samples(0.3)
    t = times(n)
    noise = rng.standard_normal(n)
    # Pinkish grain: the card's edge on cloth.
    noise = fft_filter(noise, lambda f: 1.0 / np.sqrt(np.maximum(f, 50.0) / 50.0))
    centers = 1400.0 + 2600.0 * np.sin(np.pi * np.clip(t / 0.26, 0, 1)) ** 1.5
    swoosh = svf_bandpass(noise, centers, q=1.3)
    env = np.clip(t / 0.07, 0, 1) ** 1.6 * np.exp(-np.clip(t - 0.1, 0, None) / 0.07)
    # Fine texture flutter (fibres of the cloth).
    flutter = 1.0 + 0.25 * fft_filter(rng.standard_normal(n), band(30.0, 120.0)) / 0.3
    out = swoosh * env * np.clip(flutter, 0.2, 2.0)
    # A soft, dull pat as the card comes to rest.
    pat_t = times(n_samples(0.03))
    pat = fft_filter(rng.standard_normal(len(pat_t)) * np.exp(-pat_t / 0.004), band(150.0, 1200.0))
    mix_into(
        out, pat, n_samples(0.205), 0.5 * float(np.max(np.abs(out))) / float(np.max(np.abs(pat)))
    )
    return finish_effect(out, fade_out=0.04)


def duel_hit() -> np.ndarray:
    """Two blades meeting: a sharp strike, ringing inharmonic steel with beating (~0.4 s)."""
    rng = np.random.default_rng(1003)
    n = n_samples(0.4)
    t = times(n)
    base = 1240.0
    ratios = [1.0, 2.756, 5.404, 8.933 * 0.62, 1.83, 3.61, 4.47]
    out = np.zeros(n)
    for i, r in enumerate(ratios):
        f = base * r
        if f > SR * 0.45:
            continue
        decay = 0.33 / (1.0 + 0.35 * i) * rng.uniform(0.8, 1.2)
        amp = 1.0 / (1.0 + 0.4 * i)
        # Each mode is a pair a few Hz apart: two blades, slightly different, shimmering.
        for detune in (-1.0, 1.0):
            df = detune * rng.uniform(2.0, 7.0)
            out += (
                amp
                * 0.5
                * np.exp(-t / decay)
                * np.sin(2 * np.pi * (f + df) * t + rng.uniform(0, 6.3))
            )
    strike = fft_filter(rng.standard_normal(n) * np.exp(-t / 0.006), band(1200.0, 9000.0)) * 2.5
    scrape = fft_filter(rng.standard_normal(n), band(3500.0, 9500.0))
    scrape *= np.exp(-t / 0.05) * np.clip(t / 0.004, 0, 1) * 0.9
    thud = np.sin(2 * np.pi * 170.0 * t) * np.exp(-t / 0.025) * 0.9
    out = out * np.clip(t / 0.001, 0, 1) + strike + scrape + thud
    return finish_effect(out, fade_out=0.08)


def elimination() -> np.ndarray:
    """A piece knocked out: a low taiko hit under a falling, breathy tone (~0.7 s)."""
    rng = np.random.default_rng(1004)
    n = n_samples(0.7)
    out = np.zeros(n)
    mix_into(out, taiko(rng, seconds=0.7, pitch=0.95, hardness=1.2), 0, 1.0)
    fall = flute(
        note("A5"),
        0.62,
        rng,
        breath=0.5,
        vibrato=0.0,
        scoop=0.0,
        attack=0.03,
        release=0.3,
        glide_to=note("A3"),
    )
    mix_into(out, fall, n_samples(0.03), 0.32)
    return finish_effect(out, fade_out=0.08)


def victory() -> np.ndarray:
    """A bright pentatonic (yo scale) koto run answered by the flute, over two taiko hits (~2.5 s)."""
    rng = np.random.default_rng(1005)
    n = n_samples(2.5)
    out = np.zeros(n)
    run = [
        ("D4", 0.00),
        ("E4", 0.11),
        ("G4", 0.22),
        ("A4", 0.33),
        ("B4", 0.44),
        ("D5", 0.55),
        ("B4", 0.80),
        ("D5", 0.91),
        ("E5", 1.02),
    ]
    for name, start in run:
        mix_into(out, koto(note(name), 1.4, rng, brightness=0.8), n_samples(start), 0.55)
    # Final strum: D major-pentatonic chord, low to high, ringing out.
    for i, name in enumerate(("D3", "A3", "D4", "A4", "D5")):
        mix_into(
            out,
            koto(note(name), 1.3, rng, brightness=0.75, decay=0.998),
            n_samples(1.25 + 0.025 * i),
            0.45,
        )
    mix_into(
        out,
        flute(note("D5"), 1.2, rng, breath=0.18, attack=0.08, release=0.5),
        n_samples(1.22),
        0.42,
    )
    mix_into(out, taiko(rng, seconds=0.8, pitch=1.1), 0, 0.9)
    mix_into(out, taiko(rng, seconds=0.9, pitch=1.0), n_samples(1.24), 1.0)
    return finish_effect(out, fade_out=0.35)


def click() -> np.ndarray:
    """A soft wood-block click for buttons (~0.08 s)."""
    rng = np.random.default_rng(1006)
    out = wood_block(rng, pitch=1.35, seconds=0.08, softness=1.6)
    return finish_effect(out, fade_out=0.02)


# ---------------------------------------------------------------------------
# Music
# ---------------------------------------------------------------------------


def level_music(mix: np.ndarray) -> np.ndarray:
    """A music track without DC, at the target loudness, its peaks tamed below full scale."""
    mix = mix - np.mean(mix)
    target = db_to_amp(MUSIC_RMS_DBFS)
    for _ in range(3):
        mix = mix * (target / rms(mix))
        mix = soft_limit(mix, 0.6, ceiling=db_to_amp(PEAK_DBFS))
    return mix


def _two_hits(
    seed: int, seconds: float, first: Callable[[np.random.Generator], np.ndarray],
    second: Callable[[np.random.Generator], np.ndarray], gap: float, gains: tuple[float, float],
    fade_out: float,
) -> np.ndarray:  # fmt: skip
    """Two strokes `gap` seconds apart (the second made by `second`), as one effect."""
    rng = np.random.default_rng(seed)
    out = np.zeros(n_samples(seconds))
    mix_into(out, first(rng), 0, gains[0])
    mix_into(out, second(rng), n_samples(gap), gains[1])
    return finish_effect(out, fade_out=fade_out)


def refused() -> np.ndarray:
    """A click the rules refuse: two low, muffled wood knocks, falling (~0.22 s)."""
    return _two_hits(
        1007,
        0.22,
        lambda rng: wood_block(rng, pitch=0.72, seconds=0.1, softness=2.2),
        lambda rng: wood_block(rng, pitch=0.6, seconds=0.12, softness=2.4),
        0.09,
        (0.9, 0.8),
        0.03,
    )


def combat() -> np.ndarray:
    """A combat begins: two quick taiko strokes, the second harder (~0.6 s)."""
    return _two_hits(
        1008,
        0.6,
        lambda rng: taiko(rng, seconds=0.35, pitch=1.25, hardness=1.4),
        lambda rng: taiko(rng, seconds=0.5, pitch=1.1, hardness=1.6),
        0.12,
        (0.6, 1.0),
        0.1,
    )


def retreat() -> np.ndarray:
    """A tie: both cards step back, a short falling koto slide over a brush of air (~0.45 s)."""
    rng = np.random.default_rng(1009)
    n = n_samples(0.45)
    t = times(n)
    out = np.zeros(n)
    mix_into(out, koto(note("A4"), 0.45, rng, brightness=0.5), 0, 0.6)
    mix_into(out, koto(note("E4"), 0.4, rng, brightness=0.45), n_samples(0.08), 0.5)
    air = fft_filter(rng.standard_normal(n), band(600.0, 2400.0)) * np.exp(-t / 0.06) * 0.08
    return finish_effect(out + air, fade_out=0.1)


def shogun() -> np.ndarray:
    """The Shogun's strength changes: a low koto pluck bent down, a bell of metal (~0.7 s)."""
    rng = np.random.default_rng(1010)
    n = n_samples(0.7)
    t = times(n)
    out = np.zeros(n)
    mix_into(out, koto(note("D3"), 0.7, rng, brightness=0.6, decay=0.997), 0, 0.9)
    bell = sum(
        np.sin(2 * np.pi * note("D5") * r * t) * np.exp(-t / (0.5 / (1 + i))) / (1 + i)
        for i, r in enumerate((1.0, 2.76, 5.4))
    )
    return finish_effect(out + 0.25 * bell, fade_out=0.15)


def defeat() -> np.ndarray:
    """The lone human lost: a slow falling phrase in the in scale, one soft drum (~2.2 s)."""
    rng = np.random.default_rng(1011)
    out = np.zeros(n_samples(2.2))
    for name, start in (("A4", 0.0), ("G4", 0.28), ("Eb4", 0.56), ("D4", 0.95)):
        mix_into(
            out, koto(note(name), 1.3, rng, brightness=0.45, decay=0.998), n_samples(start), 0.6
        )
    mix_into(
        out,
        flute(note("D4"), 1.1, rng, breath=0.4, attack=0.2, release=0.6, glide_to=note("C4")),
        n_samples(0.95),
        0.3,
    )
    mix_into(out, taiko(rng, seconds=1.0, pitch=0.85, hardness=0.6), n_samples(0.95), 0.55)
    return finish_effect(out, fade_out=0.4)


def title_music() -> np.ndarray:
    """The title's own track: a slow shakuhachi song over a soft drone and water-drop koto
    harmonics, in D minor pentatonic, 8 bars at 56 bpm, seamless: what rings past
    the end is folded back onto the start."""
    rng = np.random.default_rng(2002)
    beat = 60.0 / 56.0
    length = n_samples(beat * 32)
    seconds = length / SR
    tail = n_samples(4.0)
    buf = np.zeros(length + tail)
    t = times(length)

    def at(beats: float) -> int:
        return n_samples(0.05 + beats * beat)

    drone = np.zeros(length)
    for f, a in ((note("D2"), 1.0), (note("A2"), 0.4), (note("F3"), 0.12)):
        ff = round(f * seconds) / seconds
        drone += a * np.sin(2 * np.pi * ff * t) + a * 0.4 * np.sin(
            2 * np.pi * (ff + 1 / seconds) * t
        )
    drone *= 0.8 + 0.2 * np.sin(2 * np.pi * t / seconds * 2)
    # The flute's song: (beat, note, length in beats)
    for start, name, dur in (
        (0, "A4", 3.0),
        (3.5, "C5", 1.2),
        (5, "D5", 2.6),
        (8, "F5", 1.6),
        (10, "D5", 1.2),
        (11.5, "C5", 2.0),
        (16, "A4", 2.4),
        (19, "G4", 1.2),
        (20.5, "F4", 1.2),
        (22, "D4", 3.2),
        (26, "F4", 1.4),
        (28, "G4", 1.0),
        (29.2, "A4", 2.2),
    ):
        mix_into(
            buf,
            flute(note(name), dur * beat, rng, breath=0.06, attack=0.18, release=0.6),
            at(start),
            0.32,
        )
    # Water drops: high koto harmonics, sparse
    for start, name in (
        (1, "D6"),
        (6.5, "A5"),
        (9, "F5"),
        (14, "C6"),
        (17.5, "D6"),
        (24, "A5"),
        (30, "F5"),
    ):
        mix_into(buf, koto(note(name), 1.8, rng, brightness=0.3, decay=0.996), at(start), 0.22)
    for bar, name in enumerate(("D3", "D3", "F3", "C3", "D3", "Bb2", "C3", "A2")):
        mix_into(buf, koto(note(name), 3.5, rng, brightness=0.35, decay=0.998), at(bar * 4), 0.35)
    buf[:tail] += buf[length : length + tail]
    music = fft_filter(buf[:length], band(40.0, 3200.0, order=2), circular=True)
    mix = music + 0.35 * rms(music) * drone / rms(drone)
    return level_music(mix)


# ---------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------

# ---------------------------------------------------------------------------
# Shinobi WAT-AAH!
# ---------------------------------------------------------------------------


def _voice(
    seconds: float, pitch: Callable[[np.ndarray], np.ndarray], rng: np.random.Generator
) -> np.ndarray:
    """A glottal source: a band-limited pulse train (sum of harmonics with a -12 dB/oct
    tilt) following `pitch(t)`, with a little jitter and breath noise."""
    n = n_samples(seconds)
    t = times(n)
    f0 = pitch(t) * (1.0 + 0.01 * fft_filter(rng.standard_normal(n), band(3.0, 18.0)))
    phase = 2 * np.pi * np.cumsum(f0) / SR
    out = np.zeros(n)
    for k in range(1, 40):
        audible = (k * f0 < SR / 2 - 200).astype(float)
        out += audible * np.sin(k * phase) / k**1.2
    breath = fft_filter(rng.standard_normal(n), band(500.0, 6000.0)) * 0.08
    return out + breath


def _formants(source: np.ndarray, tracks: list[tuple[np.ndarray, float, float]]) -> np.ndarray:
    """A vowel: the source through parallel band-passes (centre per sample, q, gain)."""
    out = np.zeros_like(source)
    for centers, q, gain in tracks:
        out += gain * svf_bandpass(source, centers, q)
    return out


def shinobi_wataah() -> np.ndarray:
    """A clan lands: a shouted "WAT-AAH!", a short rising "wat" cut by a stop, then a long
    falling "aah", over a taiko stroke (~1.0 s)."""
    rng = np.random.default_rng(3001)
    out = np.zeros(n_samples(1.05))
    # "wa(t)": lips open from a w (low F1/F2) to an open a, pitch rising.
    wa_len = 0.2
    t = times(n_samples(wa_len))
    source = _voice(wa_len, lambda t: 210.0 + 90.0 * t / wa_len, rng)
    opening = np.clip(t / 0.07, 0, 1)
    wa = _formants(
        source,
        [
            (320.0 + 430.0 * opening, 5.0, 1.0),
            (700.0 + 520.0 * opening, 7.0, 0.7),
            (np.full(len(t), 2600.0), 9.0, 0.25),
        ],
    )
    wa *= np.clip(t / 0.02, 0, 1) * np.clip((wa_len - t) / 0.015, 0, 1)
    mix_into(out, wa, 0, 1.0)
    # the "t": a closure (silence) then a bright burst of air
    burst_t = times(n_samples(0.025))
    burst = fft_filter(rng.standard_normal(len(burst_t)), band(2500.0, 7000.0))
    mix_into(out, burst * np.exp(-burst_t / 0.006), n_samples(wa_len + 0.05), 0.35)
    # "AAH!": loud, open, pitch high then falling away
    aah_len = 0.7
    t = times(n_samples(aah_len))
    source = _voice(aah_len, lambda t: 330.0 * (0.62 + 0.38 * np.exp(-t / 0.25)), rng)
    aah = _formants(
        source,
        [
            (np.full(len(t), 780.0), 5.0, 1.0),
            (np.full(len(t), 1250.0), 7.0, 0.75),
            (np.full(len(t), 2700.0), 9.0, 0.3),
            (np.full(len(t), 3500.0), 10.0, 0.12),
        ],
    )
    envelope = np.clip(t / 0.02, 0, 1) * np.exp(-np.clip(t - 0.18, 0, None) / 0.22)
    start = n_samples(wa_len + 0.09)
    mix_into(out, aah * envelope, start, 1.25)
    mix_into(out, taiko(rng, seconds=0.8, pitch=1.05, hardness=1.5), start, 0.9)
    return finish_effect(soft_limit(out / max(float(np.max(np.abs(out))), 1e-9), 0.7), 0.1)


def shinobi_corrupt() -> np.ndarray:
    """Corruption: a dark, beating gong and a falling minor second on the koto (~1.0 s)."""
    rng = np.random.default_rng(3002)
    n = n_samples(1.0)
    t = times(n)
    gong = modal(
        [92.0, 97.0, 231.0, 362.0, 517.0],
        [1.0, 0.8, 0.5, 0.3, 0.2],
        [0.7, 0.6, 0.35, 0.25, 0.18],
        1.0,
        rng,
    )
    gong *= np.clip(t / 0.01, 0, 1)
    out = gong
    mix_into(out, koto(note("Eb3"), 0.6, rng, brightness=0.5), n_samples(0.05), 0.7)
    mix_into(out, koto(note("D3"), 0.7, rng, brightness=0.45), n_samples(0.3), 0.7)
    return finish_effect(out, fade_out=0.25)


def shinobi_yokai() -> np.ndarray:
    """A Yokai appears: a ghostly flute gliding up through a shimmer of bells (~0.9 s)."""
    rng = np.random.default_rng(3003)
    n = n_samples(0.9)
    t = times(n)
    out = 0.7 * flute(
        note("E5"), 0.9, rng, breath=0.6, attack=0.15, release=0.35, glide_to=note("B5")
    )
    bells = sum(
        np.sin(2 * np.pi * f * t) * np.exp(-t / 0.35) * (0.4 / (1 + i))
        for i, f in enumerate((note("E6"), note("B6") * 1.003, note("G6") * 0.998))
    )
    return finish_effect(out + bells * np.clip((t - 0.1) / 0.05, 0, 1), fade_out=0.2)


def shinobi_power_draw() -> np.ndarray:
    """A drawing power: three quick rising koto plucks (~0.5 s)."""
    rng = np.random.default_rng(3004)
    out = np.zeros(n_samples(0.5))
    for i, name in enumerate(("D5", "F5", "A5")):
        mix_into(out, koto(note(name), 0.35, rng, brightness=0.8), n_samples(0.07 * i), 0.6)
    return finish_effect(out, fade_out=0.1)


def shinobi_power_take() -> np.ndarray:
    """A card taken from a pile (Jigoku, deck): two wood knocks and a slide (~0.45 s)."""
    rng = np.random.default_rng(3005)
    out = np.zeros(n_samples(0.45))
    mix_into(out, wood_block(rng, pitch=1.1), 0, 0.8)
    mix_into(out, wood_block(rng, pitch=1.35), n_samples(0.09), 0.7)
    n = n_samples(0.25)
    t = times(n)
    slide = svf_bandpass(rng.standard_normal(n), 1500.0 + 2500.0 * t / t[-1], q=1.5)
    mix_into(out, slide * np.sin(np.pi * t / t[-1]) * 0.25, n_samples(0.18), 1.0)
    return finish_effect(out, fade_out=0.06)


def shinobi_power_destroy() -> np.ndarray:
    """A destroying power: a hard taiko stroke and a tearing scrape of steel (~0.7 s)."""
    rng = np.random.default_rng(3006)
    n = n_samples(0.7)
    t = times(n)
    out = np.zeros(n)
    mix_into(out, taiko(rng, seconds=0.7, pitch=0.9, hardness=2.0), 0, 1.0)
    scrape = svf_bandpass(rng.standard_normal(n), 5200.0 - 3000.0 * t / t[-1], q=4.0)
    mix_into(out, scrape * np.exp(-t / 0.15) * 0.5, n_samples(0.02), 1.0)
    return finish_effect(out, fade_out=0.15)


def shinobi_power_swap() -> np.ndarray:
    """Cards change hands: two swishes crossing, one rising, one falling (~0.5 s)."""
    rng = np.random.default_rng(3007)
    n = n_samples(0.5)
    t = times(n)
    shape = np.sin(np.pi * np.clip(t / 0.32, 0, 1)) ** 2
    up = svf_bandpass(rng.standard_normal(n), 900.0 + 3500.0 * np.clip(t / 0.32, 0, 1), q=2.0)
    down = svf_bandpass(rng.standard_normal(n), 4400.0 - 3500.0 * np.clip(t / 0.32, 0, 1), q=2.0)
    out = (up + np.roll(down, n_samples(0.1))) * shape
    return finish_effect(out, fade_out=0.08)


def shinobi_power_discard() -> np.ndarray:
    """Cards lost at random: three short tearing bursts of paper (~0.45 s)."""
    rng = np.random.default_rng(3008)
    out = np.zeros(n_samples(0.45))
    for i in range(3):
        m = n_samples(0.07)
        t = times(m)
        grain = fft_filter(rng.standard_normal(m), band(1800.0, 8000.0))
        grain *= (1.0 + np.sign(np.sin(2 * np.pi * 90.0 * t))) * np.exp(-t / 0.03)
        mix_into(out, grain, n_samples(0.12 * i), 0.7 - 0.15 * i)
    return finish_effect(out, fade_out=0.05)


def shinobi_power_return() -> np.ndarray:
    """Cards sent back to a hand: a reversed swell of air ending on a soft knock (~0.5 s)."""
    rng = np.random.default_rng(3009)
    n = n_samples(0.5)
    t = times(n)
    air = svf_bandpass(rng.standard_normal(n), 700.0 + 1800.0 * t / t[-1], q=1.4)
    swell = air * (t / t[-1]) ** 2.5 * 0.6
    mix_into(swell, wood_block(rng, pitch=0.8, softness=1.6), n_samples(0.4), 0.9)
    return finish_effect(swell, fade_out=0.05)


def shinobi_power_copy() -> np.ndarray:
    """A power copied (Monkey, Tanuki): a playful flute trill (~0.55 s)."""
    rng = np.random.default_rng(3010)
    out = np.zeros(n_samples(0.55))
    for i in range(6):
        name = ("A5", "B5")[i % 2]
        mix_into(
            out,
            flute(note(name), 0.12, rng, breath=0.3, attack=0.02, release=0.04),
            n_samples(0.07 * i),
            0.6,
        )
    return finish_effect(out, fade_out=0.08)


def shinobi_peek() -> np.ndarray:
    """A secret glance at a Decoy: a soft, high, single bell (~0.8 s)."""
    t = times(n_samples(0.8))
    bell = sum(
        np.sin(2 * np.pi * note("A6") * r * t) * np.exp(-t / (0.45 / (1 + i))) / (1 + 2 * i)
        for i, r in enumerate((1.0, 2.76, 5.4))
    )
    return finish_effect(bell * np.clip(t / 0.003, 0, 1), fade_out=0.2)


# ---------------------------------------------------------------------------
# Ninja Night
# ---------------------------------------------------------------------------


def night_throw() -> np.ndarray:
    """A string thrown: a cord whipping through the air, rising then fading (~0.5 s)."""
    rng = np.random.default_rng(4001)
    n = n_samples(0.5)
    t = times(n)
    centers = 600.0 + 3000.0 * np.clip(t / 0.3, 0, 1) ** 0.7
    whoosh = svf_bandpass(rng.standard_normal(n), centers, q=2.5)
    flutter = 1.0 + 0.5 * np.sin(2 * np.pi * 38.0 * t)
    out = whoosh * flutter * np.sin(np.pi * np.clip(t / 0.42, 0, 1)) ** 1.5
    return finish_effect(out, fade_out=0.06)


def night_grapnel() -> np.ndarray:
    """The grapnel bites a roof: a bright metal clink on tiles (~0.45 s)."""
    rng = np.random.default_rng(4002)
    clink = modal(
        [2350.0, 3870.0, 5230.0, 6950.0], [1.0, 0.7, 0.45, 0.3], [0.12, 0.08, 0.05, 0.03], 0.45, rng
    )
    out = clink + 0.6 * wood_block(rng, pitch=0.7, seconds=0.45, softness=1.5)
    return finish_effect(out, fade_out=0.1)


def night_fist() -> np.ndarray:
    """A fist on a string lands: a dull, heavy thump (~0.35 s)."""
    rng = np.random.default_rng(4003)
    return finish_effect(taiko(rng, seconds=0.35, pitch=1.6, hardness=0.7), fade_out=0.08)


def night_injury() -> np.ndarray:
    """An injury: a hard drum hit and a short falling groan of the flute (~0.6 s)."""
    rng = np.random.default_rng(4004)
    out = np.zeros(n_samples(0.6))
    mix_into(out, taiko(rng, seconds=0.5, pitch=1.2, hardness=1.8), 0, 1.0)
    mix_into(
        out,
        flute(note("E4"), 0.45, rng, breath=0.6, attack=0.03, release=0.2, glide_to=note("B3")),
        n_samples(0.05),
        0.5,
    )
    return finish_effect(out, fade_out=0.12)


def night_collect() -> np.ndarray:
    """Tokens into the backpack: three small wooden clacks, rising (~0.4 s)."""
    rng = np.random.default_rng(4005)
    out = np.zeros(n_samples(0.4))
    for i, pitch in enumerate((1.2, 1.45, 1.7)):
        mix_into(out, wood_block(rng, pitch=pitch, seconds=0.08), n_samples(0.08 * i), 0.8)
    return finish_effect(out, fade_out=0.05)


def night_steal() -> np.ndarray:
    """A token stolen: a quick low swipe and a soft pluck (~0.35 s)."""
    rng = np.random.default_rng(4006)
    n = n_samples(0.35)
    t = times(n)
    swipe = svf_bandpass(rng.standard_normal(n), 2800.0 - 2000.0 * t / t[-1], q=3.0)
    out = swipe * np.exp(-t / 0.08)
    mix_into(out, koto(note("G3"), 0.3, rng, brightness=0.4), n_samples(0.1), 0.5)
    return finish_effect(out, fade_out=0.05)


def night_potion() -> np.ndarray:
    """A potion drunk: little rising bubbles (~0.6 s)."""
    rng = np.random.default_rng(4007)
    out = np.zeros(n_samples(0.6))
    for i in range(7):
        m = n_samples(0.06)
        t = times(m)
        f = 500.0 + 90.0 * i + rng.uniform(-30, 30)
        bubble = np.sin(2 * np.pi * f * (1 + 3 * t) * t) * np.exp(-t / 0.02)
        mix_into(out, bubble, n_samples(0.07 * i + rng.uniform(0, 0.02)), 0.7)
    return finish_effect(out, fade_out=0.08)


def night_gears() -> np.ndarray:
    """Gears turn: a small ratchet of metal clicks (~0.45 s)."""
    rng = np.random.default_rng(4008)
    out = np.zeros(n_samples(0.45))
    for i in range(8):
        tick = modal([3100.0, 4700.0], [1.0, 0.5], [0.01, 0.006], 0.04, rng)
        mix_into(out, tick, n_samples(0.045 * i), 0.8 - 0.05 * i)
    return finish_effect(out, fade_out=0.05)


def night_hook() -> np.ndarray:
    """The grappling hook: a zip along a line and a catch (~0.5 s)."""
    rng = np.random.default_rng(4009)
    n = n_samples(0.5)
    t = times(n)
    zip_ = np.sin(2 * np.pi * (300.0 + 1800.0 * t) * t) * (t < 0.3) * 0.4
    out = zip_ + 0.0 * t
    mix_into(out, modal([1900.0, 3100.0], [1.0, 0.6], [0.08, 0.05], 0.2, rng), n_samples(0.3), 0.8)
    return finish_effect(out, fade_out=0.08)


def night_shuriken() -> np.ndarray:
    """A shuriken: a spinning whirr and a sharp bite into wood (~0.5 s)."""
    rng = np.random.default_rng(4010)
    n = n_samples(0.5)
    t = times(n)
    whirr = svf_bandpass(rng.standard_normal(n), 3500.0 + 800.0 * np.sin(2 * np.pi * 22 * t), q=6.0)
    out = whirr * (t < 0.32) * np.clip(t / 0.05, 0, 1)
    mix_into(out, wood_block(rng, pitch=1.6, seconds=0.12), n_samples(0.32), 0.9)
    return finish_effect(out, fade_out=0.08)


def night_kunai() -> np.ndarray:
    """A kunai: a thin whistle falling in pitch and a dull thunk (~0.5 s)."""
    rng = np.random.default_rng(4011)
    n = n_samples(0.5)
    t = times(n)
    whistle = np.sin(2 * np.pi * np.cumsum(2600.0 - 1600.0 * t / t[-1]) / SR) * (t < 0.3) * 0.5
    out = whistle + 0.0 * t
    mix_into(out, taiko(rng, seconds=0.2, pitch=2.2, hardness=1.2), n_samples(0.3), 0.8)
    return finish_effect(out, fade_out=0.08)


def night_dawn() -> np.ndarray:
    """Dawn after round 6: a slow rising koto phrase and a bright flute (~2.2 s)."""
    rng = np.random.default_rng(4012)
    out = np.zeros(n_samples(2.2))
    for name, start in (("D4", 0.0), ("F4", 0.25), ("A4", 0.5), ("D5", 0.8)):
        mix_into(out, koto(note(name), 1.2, rng, brightness=0.6), n_samples(start), 0.6)
    mix_into(
        out, flute(note("A5"), 1.2, rng, breath=0.3, attack=0.2, release=0.5), n_samples(0.9), 0.35
    )
    return finish_effect(out, fade_out=0.4)


# ---------------------------------------------------------------------------
# Dojo (Ninjas! Protect your Dojo)
# ---------------------------------------------------------------------------


def dojo_step() -> np.ndarray:
    """A ninja moves: two light, padded steps on a wooden floor (~0.15 s)."""
    rng = np.random.default_rng(5001)
    out = np.zeros(n_samples(0.15))
    for start, pitch, gain in ((0.0, 0.5, 0.9), (0.065, 0.56, 0.7)):
        m = n_samples(0.07)
        t = times(m)
        pad = fft_filter(rng.standard_normal(m) * np.exp(-t / 0.008), band(120.0, 900.0))
        boards = modal(
            [210.0 * pitch / 0.5, 385.0, 620.0], [1.0, 0.5, 0.25], [0.02, 0.012, 0.008], 0.07, rng
        )
        mix_into(
            out,
            pad * 2.0 + boards + 0.4 * wood_block(rng, pitch, 0.07, 3.0),
            n_samples(start),
            gain,
        )
    return finish_effect(out, fade_out=0.02)


def dojo_flip() -> np.ndarray:
    """A card turned face up: a short swish of the card, then a crisp snap (~0.25 s)."""
    rng = np.random.default_rng(5002)
    n = n_samples(0.25)
    t = times(n)
    swish = svf_bandpass(rng.standard_normal(n), 1200.0 + 3800.0 * np.clip(t / 0.09, 0, 1), q=1.6)
    out = swish * np.clip(t / 0.05, 0, 1) ** 2 * (t < 0.1) * 0.35
    m = n_samples(0.12)
    tm = times(m)
    snap = fft_filter(rng.standard_normal(m) * np.exp(-tm / 0.003), band(1800.0, 9000.0)) * 3.0
    snap += modal([1350.0, 2900.0, 4400.0], [0.6, 0.4, 0.2], [0.02, 0.012, 0.006], 0.12, rng)
    snap += np.sin(2 * np.pi * 240.0 * tm) * np.exp(-tm / 0.015) * 0.5
    mix_into(out, snap, n_samples(0.095), 1.0)
    return finish_effect(out, fade_out=0.05)


def dojo_clash() -> np.ndarray:
    """A card wins: one katana strike, a bright "shing" that rings and slides up (~0.4 s)."""
    rng = np.random.default_rng(5003)
    n = n_samples(0.4)
    t = times(n)
    ring = np.zeros(n)
    for i, (ratio, amp) in enumerate(((1.0, 1.0), (2.41, 0.6), (3.87, 0.45), (5.12, 0.3))):
        f = 1870.0 * ratio * (1.0 + 0.012 * np.clip(t / 0.2, 0, 1))
        phase = 2 * np.pi * np.cumsum(f) / SR
        ring += amp * np.exp(-t / (0.22 / (1 + 0.5 * i))) * np.sin(phase + rng.uniform(0, 6.3))
    hit = fft_filter(rng.standard_normal(n) * np.exp(-t / 0.004), band(2500.0, 10000.0)) * 3.0
    slide = svf_bandpass(rng.standard_normal(n), 3000.0 + 4000.0 * np.clip(t / 0.15, 0, 1), q=5.0)
    slide *= np.exp(-t / 0.06) * 0.6
    body = taiko(rng, seconds=0.4, pitch=1.8, hardness=1.4) * 0.35
    return finish_effect(ring * 0.5 + hit + slide + body, fade_out=0.1)


def dojo_projectile() -> np.ndarray:
    """A shuriken thrown from the plains: a whistle rising as it comes, falling as it
    passes, and a thunk as it strikes home (~0.5 s)."""
    rng = np.random.default_rng(5004)
    n = n_samples(0.5)
    t = times(n)
    flight = np.clip(t / 0.34, 0, 1)
    pitch = 1500.0 + 900.0 * np.sin(np.pi * flight) - 300.0 * flight
    spin = 1.0 + 0.35 * np.sin(2 * np.pi * 28.0 * t)  # the blades chopping the air
    whistle = np.sin(2 * np.pi * np.cumsum(pitch) / SR) * spin
    air = svf_bandpass(rng.standard_normal(n), pitch * 2.0, q=4.0) * 0.6
    shape = np.sin(np.pi * flight) ** 1.2 * (t < 0.34)
    out = (0.45 * whistle + air) * shape
    mix_into(out, taiko(rng, seconds=0.16, pitch=2.6, hardness=1.6), n_samples(0.34), 1.1)
    mix_into(out, wood_block(rng, pitch=0.9, seconds=0.12, softness=1.2), n_samples(0.34), 0.7)
    return finish_effect(out, fade_out=0.06)


def dojo_summon() -> np.ndarray:
    """Ninjas summoned: dice rattling in a cup and tumbling out, then a rising chime of
    small bells (~0.9 s)."""
    rng = np.random.default_rng(5005)
    out = np.zeros(n_samples(0.9))
    start = 0.0
    for k in range(11):
        base = 2100.0 * rng.uniform(0.9, 1.1)
        knock = modal(
            [base, base * 1.62, base * 2.45], [1.0, 0.6, 0.35], [0.012, 0.008, 0.005], 0.04, rng
        )
        mix_into(out, knock, n_samples(start), 0.9 - 0.05 * k)
        start += 0.028 + 0.004 * k + rng.uniform(0, 0.01)
    for i, name in enumerate(("E5", "G5", "B5", "E6")):
        m = n_samples(0.9 - 0.42 - 0.07 * i)
        t = times(m)
        bell = sum(
            np.sin(2 * np.pi * note(name) * r * t) * np.exp(-t / (0.35 / (1 + j))) / (1 + j)
            for j, r in enumerate((1.0, 2.76, 5.4))
        )
        mix_into(out, bell * np.clip(t / 0.002, 0, 1), n_samples(0.42 + 0.07 * i), 0.45 + 0.1 * i)
    return finish_effect(out, fade_out=0.15)


def dojo_blitz() -> np.ndarray:
    """Ninjas Blitz: a rushing whoosh over a fast roll of small drums, growing (~0.8 s)."""
    rng = np.random.default_rng(5006)
    n = n_samples(0.8)
    t = times(n)
    centers = 500.0 + 4000.0 * np.clip(t / 0.6, 0, 1) ** 1.5
    whoosh = svf_bandpass(rng.standard_normal(n), centers, q=1.8)
    whoosh *= np.clip(t / 0.5, 0, 1) ** 2 * np.exp(-np.clip(t - 0.55, 0, None) / 0.08) * 0.5
    out = whoosh
    beat = 0.0
    k = 0
    while beat < 0.62:
        hit = taiko(rng, seconds=0.12, pitch=2.0 + 0.3 * (k % 2), hardness=1.8)
        mix_into(out, hit, n_samples(beat), 0.25 + 0.6 * beat / 0.62)
        beat += 0.048
        k += 1
    mix_into(out, taiko(rng, seconds=0.25, pitch=1.4, hardness=2.0), n_samples(0.62), 1.1)
    return finish_effect(out, fade_out=0.1)


def dojo_capture() -> np.ndarray:
    """A Dojo taken: a deep temple gong, shimmering as it rings, struck with a taiko (~2 s)."""
    rng = np.random.default_rng(5007)
    n = n_samples(2.0)
    t = times(n)
    gong = modal(
        [68.0, 70.5, 151.0, 197.0, 263.0, 341.0, 448.0],
        [1.0, 0.8, 0.7, 0.65, 0.55, 0.45, 0.35],
        [1.6, 1.4, 1.0, 0.8, 0.55, 0.4, 0.3],
        2.0,
        rng,
    )
    # the gong blooms: its upper partials swell a moment after the strike
    bloom = modal([523.0, 610.0, 777.0], [0.45, 0.4, 0.3], [0.5, 0.4, 0.3], 2.0, rng)
    gong = gong * np.clip(t / 0.006, 0, 1) + bloom * np.clip((t - 0.05) / 0.25, 0, 1)
    out = gong
    mix_into(out, taiko(rng, seconds=1.2, pitch=0.9, hardness=1.5), 0, 0.7)
    mix_into(out, taiko(rng, seconds=1.0, pitch=1.0, hardness=1.2), n_samples(0.5), 0.55)
    return finish_effect(out, fade_out=0.5)


SOUNDS: dict[str, Callable[[], np.ndarray]] = {
    "dice_roll.wav": dice_roll,
    "card_slide.wav": card_slide,
    "duel_hit.wav": duel_hit,
    "elimination.wav": elimination,
    "victory.wav": victory,
    "click.wav": click,
    "music_title.wav": title_music,
    "refused.wav": refused,
    "combat.wav": combat,
    "retreat.wav": retreat,
    "shogun.wav": shogun,
    "defeat.wav": defeat,
    "shinobi_wataah.wav": shinobi_wataah,
    "shinobi_corrupt.wav": shinobi_corrupt,
    "shinobi_yokai.wav": shinobi_yokai,
    "shinobi_power_draw.wav": shinobi_power_draw,
    "shinobi_power_take.wav": shinobi_power_take,
    "shinobi_power_destroy.wav": shinobi_power_destroy,
    "shinobi_power_swap.wav": shinobi_power_swap,
    "shinobi_power_discard.wav": shinobi_power_discard,
    "shinobi_power_return.wav": shinobi_power_return,
    "shinobi_power_copy.wav": shinobi_power_copy,
    "shinobi_peek.wav": shinobi_peek,
    "night_throw.wav": night_throw,
    "night_grapnel.wav": night_grapnel,
    "night_fist.wav": night_fist,
    "night_injury.wav": night_injury,
    "night_collect.wav": night_collect,
    "night_steal.wav": night_steal,
    "night_potion.wav": night_potion,
    "night_gears.wav": night_gears,
    "night_hook.wav": night_hook,
    "night_shuriken.wav": night_shuriken,
    "night_kunai.wav": night_kunai,
    "night_dawn.wav": night_dawn,
    "dojo_step.wav": dojo_step,
    "dojo_flip.wav": dojo_flip,
    "dojo_clash.wav": dojo_clash,
    "dojo_projectile.wav": dojo_projectile,
    "dojo_summon.wav": dojo_summon,
    "dojo_blitz.wav": dojo_blitz,
    "dojo_capture.wav": dojo_capture,
}


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


def render(name: str) -> bytes:
    """The WAV bytes of one sound, by file name (e.g. 'click.wav')."""
    return wav_bytes(SOUNDS[name]())


def write_all(out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name in SOUNDS:
        path = out_dir / name
        path.write_bytes(render(name))
        written.append(path)
    return written
