"""The four games' music, composed and played by code: `python -m tools.make_assets`.

One composer serves the four games. A game's `Style` names its tempo, metre, mode, its
instruments and its drum patterns, its form (the order of its sections) and its seed;
`compose` turns it into a score and `render` plays the score with the instruments of
tools/sound_voices.py. So the pieces differ in everything a listener hears first (tempo,
mode, lead instrument, drums), and they share the one piece of code that writes them.

A piece lasts well over two minutes before it starts again: each section has its own
theme, and a theme that comes back comes back varied (another octave, another
instrument, ornaments, another last bar), over other drum patterns and another
progression. Everything is drawn from the style's own seeded generator, so a re-run
writes the same notes and the same samples (and `ogg_bytes` the same file).

The piece loops without a seam: what rings past the end is folded back onto the start,
and the room is a circular convolution.
"""

from __future__ import annotations

import functools
import io
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from tools.sound_dsp import (
    SR,
    band,
    fade,
    fft_filter,
    level_music,
    mix_into,
    n_samples,
    resonance,
    rms,
    times,
)
from tools.sound_voices import flute, koto, modal, taiko, wood_block

# ---------------------------------------------------------------------------
# The score
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Note:
    beat: float
    """When, in beats from the start of the piece."""
    midi: int
    """Pitch as a MIDI number (69 is A4); drums use 0."""
    beats: float
    """How long, in beats."""
    gain: float
    voice: str
    """An instrument of VOICES, or a drum of DRUMS."""


@dataclass(frozen=True)
class Section:
    theme: str
    """The theme's letter: a letter met again is the same theme, varied."""
    bars: int
    intensity: int
    """0 quiet (no drums), 1 light, 2 full, 3 full with the big drum."""
    lead: str
    """The instrument that sings the theme ('' for none: an interlude)."""
    progression: int
    """Which of the style's progressions (bar roots, as scale degrees)."""
    octave: int = 0
    """The theme sung this many octaves higher."""


@dataclass(frozen=True)
class Style:
    name: str
    seed: int
    bpm: float
    beats_per_bar: int
    root: int
    """MIDI number of the mode's tonic, in the lead's middle octave."""
    scale: tuple[int, ...]
    """The mode, as semitones above the tonic."""
    rhythms: tuple[tuple[float, ...], ...]
    """One-bar rhythm cells for the themes (note lengths in beats, summing to a bar)."""
    progressions: tuple[tuple[int, ...], ...]
    """Bar roots, as scale degrees, cycled over a section."""
    drums: tuple[str, ...]
    """One-bar drum patterns, a letter per step (see DRUMS; '.' rest), by intensity."""
    fill: str
    """The drum pattern of a section's last bar."""
    bass: str
    """'pulse' (root on each beat), 'walk' (root, fifth, octave) or 'long' (one per bar)."""
    arp: str
    """The accompanying instrument (broken chords), '' for none."""
    form: tuple[Section, ...]
    pad: float = 0.35
    """How loud the sustained drone under everything is, against the rest."""
    bright: float = 4500.0
    """The mix's low-pass corner (Hz)."""
    room: float = 0.25
    """How much reverberation."""
    swing: float = 0.0
    """Off-beat eighths pushed late by this fraction of an eighth."""
    extra: dict[str, float] = field(default_factory=dict)

    @property
    def beat_s(self) -> float:
        return 60.0 / self.bpm

    @property
    def bars(self) -> int:
        return sum(s.bars for s in self.form)

    @property
    def seconds(self) -> float:
        return self.bars * self.beats_per_bar * self.beat_s


def degree_midi(style: Style, degree: int) -> int:
    """A scale degree (any integer: 5 is the tonic an octave up in a five-note mode)."""
    n = len(style.scale)
    return style.root + 12 * (degree // n) + style.scale[degree % n]


Phrase = list[tuple[float, int, float]]
"""A theme: (beat within the section, scale degree, length in beats)."""


def _walk(
    rng: np.random.Generator, start: int, count: int, low: int, high: int, rise: float
) -> list[int]:
    """`count` degrees from `start`, mostly by steps, leaning up (rise > 0) or down."""
    steps = np.array([-3, -2, -1, 0, 1, 2, 3, 4])
    weights = np.array([0.05, 0.16, 0.26, 0.08, 0.26, 0.13, 0.04, 0.02])
    degrees, d = [], start
    for _ in range(count):
        w = weights * np.exp(rise * np.sign(steps) * 0.6)
        step = int(rng.choice(steps, p=w / w.sum()))
        d = min(high, max(low, d + step))
        degrees.append(d)
    return degrees


def make_theme(style: Style, rng: np.random.Generator, bars: int) -> Phrase:
    """A theme of `bars` bars: a one-bar motif, its sequence a step or two higher, free
    bars that climb and fall back, a half close at the middle and a full close at the end."""
    n = len(style.scale)
    bar = style.beats_per_bar
    motif_rhythm = style.rhythms[int(rng.integers(len(style.rhythms)))]
    motif = _walk(rng, int(rng.integers(0, 3)), len(motif_rhythm), -2, n + 3, 0.4)
    phrase: Phrase = []
    half = max(1, bars // 2)
    for b in range(bars):
        at_half = b == half - 1
        at_end = b == bars - 1
        if b % half == 0:  # the motif opens each half
            rhythm, degrees = motif_rhythm, list(motif)
        elif b % half == 1:  # its sequence
            shift = int(rng.choice([1, 2, -1]))
            rhythm, degrees = motif_rhythm, [d + shift for d in motif]
        else:
            rhythm = style.rhythms[int(rng.integers(len(style.rhythms)))]
            last = phrase[-1][1] if phrase else 0
            rise = 0.5 if b < bars * 0.6 else -0.6
            degrees = _walk(rng, last, len(rhythm), -3, n + 4, rise)
        if at_half or at_end:  # a close: fewer notes, the last one long, on a strong degree
            rhythm = (*rhythm[: max(1, len(rhythm) // 2 - 1)],)
            rhythm = (*rhythm, bar - sum(rhythm))
            degrees = degrees[: len(rhythm)]
            degrees[-1] = 0 if at_end else int(rng.choice([2, 3 if n > 4 else 2, -1]))
        beat = float(b * bar)
        for length, degree in zip(rhythm, degrees, strict=False):
            phrase.append((beat, degree, length))
            beat += length
    return phrase


def vary(style: Style, rng: np.random.Generator, theme: Phrase, times_heard: int) -> Phrase:
    """A theme heard again: neighbour-note ornaments, some notes moved a step, and a new
    closing rhythm on the last bar, more of each the more often it has been heard."""
    bar = style.beats_per_bar
    last_bar = max(b for b, _, _ in theme) // bar
    out: Phrase = []
    for beat, degree, length in theme:
        in_last = beat // bar == last_bar
        if not in_last and rng.random() < 0.18 * times_heard:
            degree += int(rng.choice([-1, 1]))
        if length >= 1.0 and not in_last and rng.random() < 0.35 * times_heard:
            # split a long note: the note, then its upper neighbour, then back
            part = length / 2
            out.append((beat, degree, part))
            out.append((beat + part, degree + 1, part / 2))
            out.append((beat + part * 1.5, degree, part / 2))
            continue
        out.append((beat, degree, length))
    # a new last bar: the close reached by another way
    closing = [n for n in out if n[0] // bar == last_bar]
    if closing and len(closing) > 1:
        first = closing[0]
        out = [n for n in out if n[0] // bar != last_bar]
        start = last_bar * bar
        steps = int(rng.integers(2, 4))
        approach = [
            (first[1] + (steps - i) * (1 if rng.random() < 0.5 else -1)) for i in range(steps)
        ]
        each = 0.5 if bar % 2 == 0 else 1.0
        for i, d in enumerate(approach):
            out.append((start + i * each, d, each))
        out.append((start + steps * each, 0, bar - steps * each))
    return out


def compose(style: Style) -> list[Note]:
    """The whole piece's score, sorted by time."""
    rng = np.random.default_rng(style.seed)
    bar = style.beats_per_bar
    notes: list[Note] = []
    themes: dict[str, Phrase] = {}
    heard: dict[str, int] = {}
    start_bar = 0
    for index, section in enumerate(style.form):
        origin = start_bar * bar
        # the theme, new or varied
        if section.lead:
            if section.theme not in themes:
                themes[section.theme] = make_theme(style, rng, section.bars)
                phrase = themes[section.theme]
            else:
                heard[section.theme] = heard.get(section.theme, 0) + 1
                phrase = vary(style, rng, themes[section.theme], heard[section.theme])
            for beat, degree, length in phrase:
                if beat >= section.bars * bar:
                    continue
                gain = 0.85 if beat % bar == 0 else 0.7
                gain *= 1.0 + rng.uniform(-0.08, 0.08)
                midi = degree_midi(style, degree) + 12 * section.octave
                notes.append(Note(origin + beat, midi, length, gain, section.lead))
        # harmony: bar roots, bass, broken chords, drone
        progression = style.progressions[section.progression % len(style.progressions)]
        for b in range(section.bars):
            root = progression[b % len(progression)]
            at = origin + b * bar
            bass = degree_midi(style, root) - 24
            if style.bass == "pulse":
                for k in range(bar):
                    notes.append(Note(at + k, bass, 1.0, 0.55 if k else 0.75, "bass"))
            elif style.bass == "walk":
                for k, up in zip(range(bar), (0, 3, 5, 3, 0, 3), strict=False):
                    notes.append(Note(at + k, degree_midi(style, root + up) - 24, 1.0, 0.6, "bass"))
            else:
                notes.append(Note(at, bass, float(bar), 0.8, "bass"))
            notes.append(Note(at, bass + 12, float(bar), 1.0, "pad"))
            if style.arp:
                chord = [root, root + 2, root + 4, root + 2 + len(style.scale)]
                shape = 1 if section.intensity == 0 else int(rng.integers(3))
                per = 2 if section.intensity >= 2 else 1
                for k in range(bar * per):
                    if shape == 1 and k % 2:
                        continue
                    degree = chord[(k if shape != 2 else (k * 2) % 3) % len(chord)]
                    gain = (0.45 if k % per == 0 else 0.3) * (1.0 + rng.uniform(-0.1, 0.1))
                    notes.append(
                        Note(
                            at + k / per,
                            degree_midi(style, degree) - 12,
                            1.0 / per,
                            gain,
                            style.arp,
                        )
                    )
        # drums
        if section.intensity >= 1:
            pick = min(len(style.drums) - 1, section.intensity - 1 + (index % 2))
            for b in range(section.bars):
                last = b == section.bars - 1
                hits = style.fill if last and section.intensity >= 2 else style.drums[pick]
                step = bar / len(hits)
                for k, hit in enumerate(hits):
                    if hit == "." or (hit == "O" and section.intensity < 3 and not last):
                        continue
                    late = style.swing * step if k % 2 else 0.0
                    gain = DRUM_GAIN.get(hit, 0.5) * (1.0 + rng.uniform(-0.12, 0.08))
                    notes.append(Note(origin + b * bar + k * step + late, 0, step, gain, hit))
        else:  # quiet: a bell now and then keeps the time
            for b in range(0, section.bars, 2):
                midi = degree_midi(style, int(rng.choice([0, 2, 4]))) + 12
                notes.append(Note(origin + b * bar, midi, 4.0, 0.35, "bell"))
        start_bar += section.bars
    notes.sort(key=lambda n: (n.beat, n.voice, n.midi))
    return notes


# ---------------------------------------------------------------------------
# Instruments
# ---------------------------------------------------------------------------


def freq(midi: int) -> float:
    return float(440.0 * 2.0 ** ((midi - 69) / 12.0))


Voice = Callable[[float, float, np.random.Generator], np.ndarray]
"""(frequency, seconds the note is held, rng) -> samples."""


def _koto(f: float, held: float, rng: np.random.Generator) -> np.ndarray:
    return koto(f, min(3.0, held + 1.2), rng, brightness=0.6, decay=0.997)


def _shamisen(f: float, held: float, rng: np.random.Generator) -> np.ndarray:
    """A bright, quickly damped pluck with the buzz of the sawari and the plectrum's knock."""
    y = koto(f, min(1.2, held + 0.5), rng, brightness=0.95, decay=0.992, pluck_pos=0.08)
    y = y + 0.35 * fft_filter(y, resonance(f * 3.0, 6.0))
    knock = wood_block(rng, pitch=1.6, seconds=0.04, softness=1.4)
    y[: len(knock)] += 0.25 * knock
    return y


def _bass(f: float, held: float, rng: np.random.Generator) -> np.ndarray:
    return koto(f, min(2.5, held + 0.8), rng, brightness=0.35, decay=0.998, pluck_pos=0.3)


def _shakuhachi(f: float, held: float, rng: np.random.Generator) -> np.ndarray:
    return flute(f, held + 0.15, rng, breath=0.3, attack=0.09, release=min(0.4, held / 2))


def _shinobue(f: float, held: float, rng: np.random.Generator) -> np.ndarray:
    """The high bamboo flute of festivals: clearer, quicker, a wider vibrato."""
    return flute(
        f, held + 0.08, rng, breath=0.12, vibrato=0.011, scoop=0.015, attack=0.04,
        release=min(0.25, held / 2),
    )  # fmt: skip


def _bell(f: float, held: float, rng: np.random.Generator) -> np.ndarray:
    """A temple bowl (rin): inharmonic partials ringing long."""
    return modal(
        [f, f * 2.71, f * 5.2, f * 8.4],
        [1.0, 0.5, 0.22, 0.08],
        [2.2, 1.1, 0.5, 0.25],
        min(4.0, held + 2.5),
        rng,
    )


def _pad(f: float, held: float, rng: np.random.Generator) -> np.ndarray:
    """The drone: the bar's root and fifth, breathing in and out, with a slow chorus."""
    n = n_samples(held + 1.2)
    t = times(n)
    y = np.zeros(n)
    for ratio, amp in ((1.0, 1.0), (1.5, 0.45), (2.0, 0.25)):
        detune = 1.0 + rng.uniform(-0.002, 0.002)
        y += amp * np.sin(2 * np.pi * f * ratio * detune * t + rng.uniform(0, 6.28))
    return fade(y, min(0.8, held / 3), 1.2)


VOICES: dict[str, Voice] = {
    "koto": _koto,
    "shamisen": _shamisen,
    "bass": _bass,
    "shakuhachi": _shakuhachi,
    "shinobue": _shinobue,
    "bell": _bell,
    "pad": _pad,
}

VOICE_GAIN = {
    "koto": 0.55,
    "shamisen": 0.5,
    "bass": 0.55,
    "shakuhachi": 0.3,
    "shinobue": 0.22,
    "bell": 0.16,
    "pad": 0.0,  # set from the style's `pad`
}


def _drum(kind: str) -> Callable[[np.random.Generator], np.ndarray]:
    def hit(rng: np.random.Generator) -> np.ndarray:
        if kind == "O":  # the big drum (odaiko)
            return taiko(rng, seconds=1.4, pitch=0.8, hardness=0.7)
        if kind == "o":  # a taiko
            return taiko(rng, seconds=0.9, pitch=1.1, hardness=0.9)
        if kind == "d":  # the taiko's rim (kara)
            return wood_block(rng, pitch=0.55, seconds=0.07, softness=1.2)
        if kind == "s":  # shime-daiko: small, tight, high
            return taiko(rng, seconds=0.25, pitch=3.4, hardness=2.4)
        if kind == "k":  # kotsuzumi: the shoulder drum's 'pon', its pitch falling
            y = taiko(rng, seconds=0.45, pitch=2.3, hardness=1.3)
            return fft_filter(y, band(120.0, 2500.0))
        if kind == "w":  # wood block
            return wood_block(rng, pitch=1.1, seconds=0.08)
        if kind == "h":  # a brush of a shaker
            n = n_samples(0.09)
            noise = rng.standard_normal(n) * np.exp(-times(n) / 0.02)
            return fft_filter(noise, band(3000.0, 9000.0))
        if kind == "g":  # atarigane: the small bronze gong
            f = 1420.0
            return modal(
                [f, f * 1.58, f * 2.3, f * 3.1],
                [1, 0.7, 0.5, 0.3],
                [0.16, 0.12, 0.08, 0.05],
                0.3,
                rng,
            )
        raise ValueError(kind)

    return hit


DRUMS = {k: _drum(k) for k in "Oodskwhg"}
DRUM_GAIN = {"O": 0.95, "o": 0.6, "d": 0.28, "s": 0.3, "k": 0.42, "w": 0.3, "h": 0.12, "g": 0.16}


def render(style: Style, notes: list[Note] | None = None) -> np.ndarray:
    """Play the score: floats in [-1, 1] at SR Hz, exactly `style.seconds` long, looping."""
    notes = compose(style) if notes is None else notes
    rng = np.random.default_rng(style.seed + 1)
    beat_s = style.beat_s
    length = n_samples(style.seconds)
    tail = n_samples(5.0)
    tonal = np.zeros(length + tail)
    drums = np.zeros(length + tail)
    pad = np.zeros(length + tail)
    for note in notes:
        # 25 ms late: the loop point falls just before the first attack, never on one
        at = max(0, n_samples(0.025 + note.beat * beat_s + rng.uniform(-0.006, 0.006)))
        if note.voice in DRUMS:
            mix_into(drums, DRUMS[note.voice](rng), at, note.gain)
            continue
        held = note.beats * beat_s
        sound = VOICES[note.voice](freq(note.midi), held, rng)
        target = pad if note.voice == "pad" else tonal
        mix_into(
            target, sound, at, note.gain * (1.0 if note.voice == "pad" else VOICE_GAIN[note.voice])
        )
    mix = np.zeros(length + tail)
    mix += tonal
    mix += drums * style.extra.get("drums", 1.0)
    mix += style.pad * rms(tonal) / max(rms(pad), 1e-9) * pad
    mix[:tail] += mix[length:]  # what rings past the end opens the piece again
    mix = mix[:length]
    mix = fft_filter(mix, band(45.0, style.bright, order=1), circular=True)
    mix = mix + style.room * room(mix, rng)
    return level_music(mix)


def room(x: np.ndarray, rng: np.random.Generator, seconds: float = 1.6) -> np.ndarray:
    """A soft hall: circular convolution with decaying, darkening noise (so the loop stays
    seamless), at the dry signal's loudness."""
    n = n_samples(seconds)
    t = times(n)
    impulse = rng.standard_normal(n) * np.exp(-t / (seconds / 6.0))
    impulse = fft_filter(impulse, band(200.0, 3000.0))
    impulse[: n_samples(0.012)] = 0.0  # the first reflections come a little late
    size = len(x)
    wet = np.fft.irfft(np.fft.rfft(x) * np.fft.rfft(impulse, size), size)
    return wet * rms(x) / max(rms(wet), 1e-12)


# ---------------------------------------------------------------------------
# The four games
# ---------------------------------------------------------------------------


def _form(plan: str, leads: dict[str, str]) -> tuple[Section, ...]:
    """Sections from a compact plan: 'A8/2/0' is theme A, 8 bars, intensity 2,
    progression 0; a trailing '+' sings it an octave higher; '-' is an interlude."""
    sections = []
    for item in plan.split():
        head, intensity, progression = item.split("/")
        octave = 1 if progression.endswith("+") else 0
        progression = progression.rstrip("+")
        theme, bars = head[0], int(head[1:])
        lead = "" if theme == "-" else leads.get(theme + ("'" * octave), leads[theme])
        sections.append(Section(theme, bars, int(intensity), lead, int(progression), octave))
    return tuple(sections)


IN_SCALE = (0, 1, 5, 7, 8)  # miyako-bushi: D Eb G A Bb
YO_SCALE = (0, 2, 5, 7, 9)  # G A C D E: the bright folk mode
HIRAJOSHI = (0, 2, 3, 7, 8)  # E F# G B C
KUMOI = (0, 2, 3, 7, 9)  # A B C E F#

TAISEN = Style(
    name="taisen",
    seed=3101,
    bpm=84.0,
    beats_per_bar=4,
    root=62,  # D4
    scale=IN_SCALE,
    rhythms=(
        (1.0, 1.0, 2.0),
        (1.5, 0.5, 1.0, 1.0),
        (2.0, 1.0, 1.0),
        (1.0, 0.5, 0.5, 2.0),
        (3.0, 1.0),
    ),
    progressions=((0, 0, 3, 4), (0, 2, 3, 0), (3, 4, 0, 0), (0, 4, 3, 2)),
    drums=("o...d...k...d.k.", "o..ko...o.k.d.k.", "o.dko.d.o.dkokdk"),
    fill="o.o.oko.okokoooo",
    bass="long",
    arp="koto",
    form=_form(
        "-4/0/0 A8/1/0 B8/2/1 A8/2/0 C8/0/2 B8/2/3+ A8/3/0 D8/2/1 A4/1/0",
        {"A": "koto", "B": "shakuhachi", "C": "shakuhachi", "D": "koto", "B'": "koto"},
    ),
    pad=0.45,
    bright=4200.0,
    room=0.3,
)

SHINOBI = Style(
    name="shinobi",
    seed=3201,
    bpm=116.0,
    beats_per_bar=4,
    root=67,  # G4
    scale=YO_SCALE,
    rhythms=(
        (0.5, 0.5, 1.0, 0.5, 0.5, 1.0),
        (1.0, 0.5, 0.5, 2.0),
        (0.5, 0.5, 0.5, 0.5, 2.0),
        (1.5, 0.5, 1.0, 1.0),
    ),
    progressions=((0, 3, 4, 0), (0, 0, 3, 3), (4, 3, 1, 0), (0, 2, 3, 4)),
    drums=("k.w.k.wkk.w.kkw.", "s.w.k.wsk.wsk.ws", "sswgk.wss.wgkkwg"),
    fill="k.k.kkk.sssskkkg",
    bass="pulse",
    arp="",
    form=_form(
        "-4/1/0 A8/2/0 A8/2/0+ B8/2/1 C8/1/2 A8/3/0 -4/0/3 B8/3/1+ C8/2/2 D8/3/3 A8/3/0 -4/2/0",
        {
            "A": "shamisen",
            "B": "shinobue",
            "C": "shamisen",
            "D": "shinobue",
            "A'": "shinobue",
            "B'": "shinobue",
        },
    ),
    pad=0.22,
    bright=6000.0,
    room=0.18,
    swing=0.12,
    extra={"drums": 0.9},
)

NIGHT = Style(
    name="night",
    seed=3301,
    bpm=66.0,
    beats_per_bar=3,
    root=64,  # E4
    scale=HIRAJOSHI,
    rhythms=((2.0, 1.0), (1.0, 1.0, 1.0), (1.5, 0.5, 1.0), (3.0,), (1.0, 2.0)),
    progressions=((0, 0, 4, 3), (0, 3, 0, 4), (3, 3, 0, 0), (0, 1, 4, 0)),
    drums=("k.....", "k...h.", "k..dh."),
    fill="k.k.kk",
    bass="walk",
    arp="koto",
    form=_form(
        "-4/0/0 A8/1/0 B8/1/1 A8/0/2 C8/2/3 -4/0/0 B8/1/1+ A8/2/0 D8/1/2 A4/0/0",
        {"A": "shakuhachi", "B": "koto", "C": "shakuhachi", "D": "koto", "B'": "shakuhachi"},
    ),
    pad=0.5,
    bright=3000.0,
    room=0.45,
)

DOJO = Style(
    name="dojo",
    seed=3401,
    bpm=100.0,
    beats_per_bar=4,
    root=69,  # A4
    scale=KUMOI,
    rhythms=(
        (1.0, 1.0, 1.0, 1.0),
        (0.5, 0.5, 1.0, 2.0),
        (1.0, 0.5, 0.5, 1.0, 1.0),
        (2.0, 2.0),
        (1.5, 0.5, 2.0),
    ),
    progressions=((0, 0, 3, 3), (0, 4, 3, 0), (2, 3, 4, 0), (0, 3, 0, 4)),
    drums=("o.s.o.s.o.s.osss", "O.s.o.sso.s.O.ss", "O.sso.sdO.sso.dd"),
    fill="oooosssso.o.OOOO",
    bass="pulse",
    arp="koto",
    form=_form(
        "-4/1/0 A8/2/0 B8/2/1 A8/3/0+ -4/1/2 C8/2/2 B8/3/3 D8/1/1 A8/3/0 C8/2/2 -4/3/0",
        {"A": "shinobue", "B": "koto", "C": "shakuhachi", "D": "koto", "A'": "shinobue"},
    ),
    pad=0.25,
    bright=5000.0,
    room=0.22,
    extra={"drums": 1.15},
)

STYLES: dict[str, Style] = {s.name: s for s in (TAISEN, SHINOBI, NIGHT, DOJO)}


# ---------------------------------------------------------------------------
# Output: Ogg Vorbis, the same bytes at every run
# ---------------------------------------------------------------------------

OGG_SERIAL = 0x4E494E4A  # 'NINJ': libsndfile draws a random stream serial; we fix it


_CRC_TABLE: list[int] = []


def _crc_table_run(data: bytes) -> int:
    if not _CRC_TABLE:
        for i in range(256):
            c = i << 24
            for _ in range(8):
                c = ((c << 1) ^ 0x04C11DB7) if c & 0x80000000 else (c << 1)
            _CRC_TABLE.append(c & 0xFFFFFFFF)
    crc = 0
    table = _CRC_TABLE
    for byte in data:
        crc = ((crc << 8) & 0xFFFFFFFF) ^ table[(crc >> 24) ^ byte]
    return crc


def fix_ogg_serial(data: bytes, serial: int = OGG_SERIAL) -> bytes:
    """Give every page of a one-stream Ogg file the serial `serial` (and its checksum)."""
    out = bytearray(data)
    pos = 0
    while pos < len(out):
        if out[pos : pos + 4] != b"OggS":
            raise ValueError(f"not an Ogg page at byte {pos}")
        segments = out[pos + 26]
        size = 27 + segments + sum(out[pos + 27 : pos + 27 + segments])
        out[pos + 14 : pos + 18] = serial.to_bytes(4, "little")
        out[pos + 22 : pos + 26] = b"\0\0\0\0"
        out[pos + 22 : pos + 26] = _crc_table_run(bytes(out[pos : pos + size])).to_bytes(
            4, "little"
        )
        pos += size
    return bytes(out)


def ogg_bytes(x: np.ndarray, quality: float = 0.6) -> bytes:
    """Ogg Vorbis, mono, SR Hz (needs soundfile, a tool of `make assets` only)."""
    import soundfile  # type: ignore[import-untyped]

    stream = io.BytesIO()
    # written a second at a time: libvorbis overflows its stack on very long writes
    with soundfile.SoundFile(
        stream, "w", SR, 1, format="OGG", subtype="VORBIS", compression_level=quality
    ) as out:
        for start in range(0, len(x), SR):
            out.write(x[start : start + SR].astype(np.float32))
    return fix_ogg_serial(stream.getvalue())


def file_name(game: str) -> str:
    return f"music_{game}.ogg"


PIECES: dict[str, Callable[[], np.ndarray]] = {
    file_name(name): functools.partial(render, style) for name, style in STYLES.items()
}


def write_all(out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, piece in PIECES.items():
        path = out_dir / name
        path.write_bytes(ogg_bytes(piece()))
        written.append(path)
    return written


def checksum(x: np.ndarray) -> int:
    """A short fingerprint of rendered samples (for the determinism test)."""
    return zlib.crc32(np.round(x * 32767).astype("<i2").tobytes())
