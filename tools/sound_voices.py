"""The instruments every sound of Ninjas is played on (tools/sound_synth.py gathers the
sounds, tools/music_synth.py plays the games' music on them): modal synthesis, the
wood block, the koto (Karplus-Strong), the breathy shakuhachi-like flute and the taiko."""

from __future__ import annotations

import numpy as np

from tools.sound_dsp import SR, band, fade, fft_filter, n_samples, resonance, rms, times

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
