"""Ninjas! Protect your Dojo's own sounds (tools/sound_synth.py gathers them all): a step,
a card turned, a clash, a projectile, a summoning, the Blitz and a Dojo taken."""

from __future__ import annotations

import numpy as np

from tools.sound_dsp import (
    SR,
    band,
    fft_filter,
    finish_effect,
    mix_into,
    n_samples,
    note,
    svf_bandpass,
    times,
)
from tools.sound_voices import modal, taiko, wood_block

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
