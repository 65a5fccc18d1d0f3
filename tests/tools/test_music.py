"""Each game's music: there, long, not a short loop repeated, never clipped nor silent,
different from the others, and made the same way at every run."""

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
import pytest  # noqa: E402
import soundfile  # noqa: E402

from ninjas.games import ALL_GAMES  # noqa: E402
from tools import music_synth  # noqa: E402
from tools.music_synth import STYLES, Section, Style, compose, degree_midi  # noqa: E402

SOUNDS = Path(__file__).resolve().parents[2] / "assets" / "sounds"
GAMES = list(STYLES)


@pytest.fixture(scope="module", params=GAMES)
def piece(request: pytest.FixtureRequest) -> tuple[str, np.ndarray]:
    x, rate = soundfile.read(str(SOUNDS / music_synth.file_name(request.param)))
    assert rate == music_synth.SR and x.ndim == 1
    return request.param, x


def test_every_game_has_its_music() -> None:
    assert sorted(GAMES) == sorted(ALL_GAMES)
    for game in GAMES:
        path = SOUNDS / music_synth.file_name(game)
        assert path.is_file(), path
        assert path.stat().st_size < 1.6 * 1024 * 1024, f"{path.name} is too big"


def test_at_least_two_minutes_and_the_start_does_not_come_back(piece) -> None:
    game, x = piece
    rate = music_synth.SR
    assert len(x) / rate >= 120.0
    # The first 10 s against every stretch starting 10 s to 120 s in: normalised
    # cross-correlation (on a quarter of the samples). A loop repeated would give ~1.
    y = x[::4]
    r = rate // 4
    head = y[: 10 * r] - np.mean(y[: 10 * r])
    size = 1 << int(np.ceil(np.log2(len(y) + len(head))))
    corr = np.fft.irfft(np.fft.rfft(y, size) * np.conj(np.fft.rfft(head, size)), size)
    corr = corr[: len(y) - len(head) + 1]
    sums = np.concatenate(([0.0], np.cumsum(y * y)))
    energy = np.sqrt(np.maximum(sums[len(head) :] - sums[: -len(head)], 0.0))
    similarity = corr / (np.linalg.norm(head) * np.maximum(energy, 1e-9))
    later = similarity[10 * r : 120 * r]
    assert later.max() < 0.6, (
        f"{game}: the first 10 s come back at {np.argmax(later) / r + 10:.1f} s"
    )


def test_level_no_clipping_no_long_silence(piece) -> None:
    game, x = piece
    rate = music_synth.SR
    peak = float(np.max(np.abs(x)))
    assert 0.3 < peak < 0.95, f"{game}: peak {peak:.3f}"
    rms_db = 20 * np.log10(np.sqrt(np.mean(x * x)))
    assert -20.0 <= rms_db <= -16.0, f"{game}: RMS {rms_db:.1f} dBFS, expected about -18"
    seconds = len(x) // rate
    each = np.sqrt(np.mean(x[: seconds * rate].reshape(seconds, rate) ** 2, axis=1))
    quietest = 20 * np.log10(each.min())
    assert quietest > -36.0, f"{game}: a second at {quietest:.1f} dBFS"
    assert abs(float(np.mean(x))) < 0.002
    # The loop is seamless: the jump from the last sample to the first is an ordinary step.
    assert abs(x[-1] - x[0]) <= np.percentile(np.abs(np.diff(x)), 99.9)


def test_the_game_can_play_it() -> None:
    """The game's own decoder (pygame-ce's SDL_mixer) reads the Ogg files."""
    import pygame

    pygame.mixer.init()
    for game in GAMES:
        sound = pygame.mixer.Sound(str(SOUNDS / music_synth.file_name(game)))
        assert sound.get_length() >= 120.0


@pytest.mark.parametrize("game", GAMES)
def test_the_score_does_not_repeat_itself(game: str) -> None:
    """Composed, not looped: the theme's first four bars never come back note for note
    (the same pitches at the same places in the bar) in the first two minutes."""
    style = STYLES[game]
    accompaniment = ("bass", "pad", style.arp, "bell", *music_synth.DRUMS)
    lead = [n for n in compose(style) if n.voice not in accompaniment]
    bar = style.beats_per_bar

    def window(start: float) -> list[tuple[float, int]]:
        return [(round(n.beat - start, 3), n.midi) for n in lead if 0 <= n.beat - start < 4 * bar]

    first_bar = min(n.beat for n in lead) // bar * bar
    opening = window(first_bar)
    assert len(opening) >= 6
    starts = np.arange(first_bar + bar, 120.0 / style.beat_s, bar)
    assert all(window(s) != opening for s in starts)
    assert style.seconds >= 120.0


def test_the_four_pieces_differ() -> None:
    styles = list(STYLES.values())
    assert len({s.bpm for s in styles}) == 4
    assert len({(s.root % 12, s.scale) for s in styles}) == 4
    assert len({tuple(sec.lead for sec in s.form) for s in styles}) == 4
    assert len({s.seed for s in styles}) == 4


def test_composing_playing_and_encoding_give_the_same_bytes() -> None:
    small = Style(
        name="small",
        seed=7,
        bpm=120.0,
        beats_per_bar=4,
        root=62,
        scale=music_synth.IN_SCALE,
        rhythms=((1.0, 1.0, 2.0),),
        progressions=((0, 3),),
        drums=("o.k.",),
        fill="okok",
        bass="long",
        arp="koto",
        form=(Section("A", 2, 1, "koto", 0), Section("A", 2, 2, "shinobue", 0)),
    )
    assert compose(small) == compose(small)
    first = music_synth.render(small)
    assert len(first) == music_synth.n_samples(small.seconds)
    assert music_synth.checksum(first) == music_synth.checksum(music_synth.render(small))
    data = music_synth.ogg_bytes(first)
    assert data == music_synth.ogg_bytes(first)
    assert data[14:18] == music_synth.OGG_SERIAL.to_bytes(4, "little")
    import io

    back, rate = soundfile.read(io.BytesIO(data))  # checksums right: it reads back
    assert rate == music_synth.SR and abs(len(back) - len(first)) < music_synth.SR // 10


def test_degrees_climb_through_octaves() -> None:
    style = STYLES["taisen"]
    n = len(style.scale)
    assert degree_midi(style, 0) == style.root
    assert degree_midi(style, n) == style.root + 12
    assert degree_midi(style, -1) == style.root - 12 + style.scale[-1]
