"""Ninja Night's own sounds (tools/sound_synth.py gathers them all): a throw, the
grapnel and the fist landing, an injury, collecting and stealing, the bonus tokens
and the dawn."""

from __future__ import annotations

import numpy as np

from tools.sound_dsp import SR, finish_effect, mix_into, n_samples, note, svf_bandpass, times
from tools.sound_voices import flute, koto, modal, taiko, wood_block

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
