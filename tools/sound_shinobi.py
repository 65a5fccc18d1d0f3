"""Shinobi's own sounds (tools/sound_synth.py gathers them all): the clan's shouted
"WAT-AAH!" (a formant-filtered voice), corruption, a Yokai, the powers and a peek."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from tools.sound_dsp import (
    SR,
    band,
    fft_filter,
    finish_effect,
    mix_into,
    n_samples,
    note,
    soft_limit,
    svf_bandpass,
    times,
)
from tools.sound_voices import flute, koto, modal, taiko, wood_block

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
