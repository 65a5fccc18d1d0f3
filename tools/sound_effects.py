"""The sounds every game shares (tools/sound_synth.py gathers them all): dice, a card
sliding, blades, an elimination, victory and defeat, the interface's click and refusal,
a combat, a retreat, the Shogun's bell, and the title's music."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from tools.sound_dsp import (
    SR,
    band,
    fft_filter,
    finish_effect,
    level_music,
    mix_into,
    n_samples,
    note,
    rms,
    svf_bandpass,
    times,
)
from tools.sound_voices import flute, koto, modal, taiko, wood_block

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
