"""Sound never crashes the game: missing files and a dead mixer are silent. The music
crossfades between pieces (both heard at once for a while), at the music volume, and
each table asks for its own game's piece."""

from __future__ import annotations

import sys
import time

import pygame
import pytest

from ninjas.core.session import GameSession, Seat
from ninjas.core.settings import Settings
from ninjas.games import ALL_GAMES
from scenes import audio as audio_module
from scenes.audio import TITLE_MUSIC, Audio, game_music
from scenes.registry import make_game_scene


def test_missing_sounds_and_music_are_silent(monkeypatch, tmp_path, caplog):
    monkeypatch.setattr(audio_module, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    pygame.init()
    sound = Audio(Settings())
    sound.play("click")
    sound.play("click")
    sound.start_music(TITLE_MUSIC)
    sound.wait_for_music()
    sound.start_music(game_music("dojo"))
    sound.wait_for_music()
    sound.start_music(TITLE_MUSIC)
    sound.set_volumes()
    sound.stop_music()
    warnings = [r for r in caplog.records if "click" in r.getMessage()]
    assert len(warnings) == 1, "a missing sound is reported once"
    warnings = [r for r in caplog.records if TITLE_MUSIC in r.getMessage()]
    assert len(warnings) == 1, "a missing piece is reported once"


def test_a_mixer_that_cannot_start_leaves_the_game_silent(monkeypatch):
    def broken_init(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    sound = Audio(Settings())
    assert not sound.enabled
    sound.play("victory")
    sound.start_music(TITLE_MUSIC)
    sound.set_volumes()
    sound.stop_music()


def test_the_real_sounds_play_when_present(app):
    app.audio.play("click")
    app.audio.start_music(TITLE_MUSIC)
    app.audio.start_music(TITLE_MUSIC)  # already playing: nothing new
    app.settings.music_volume = 0.1
    app.audio.set_volumes()
    app.audio.stop_music()


def test_headless_remembers_the_music_asked_for_but_decodes_none(app):
    app.audio.start_music(game_music("night"))
    assert app.audio.music_playing == "music_night"
    assert not app.audio._loading and not app.audio._pieces
    assert not pygame.mixer.Channel(0).get_busy() and not pygame.mixer.Channel(1).get_busy()


@pytest.mark.parametrize("game", ALL_GAMES)
def test_each_table_asks_for_its_own_music(app, game):
    from scenes.title import TitleScene

    app.push(TitleScene(app))
    assert app.audio.music_playing == TITLE_MUSIC
    options = {"players": 2} if game in ("shinobi", "night") else {}
    session = GameSession.new(game, [Seat(), Seat()], 3, options, autosave=False)
    app.push(make_game_scene(app, session))
    assert app.audio.music_playing == game_music(game)
    assert audio_module.asset_path("sounds", game_music(game) + ".ogg").is_file()
    app.reset(TitleScene(app))
    assert app.audio.music_playing == TITLE_MUSIC


def _volume(channel: pygame.mixer.Channel) -> float:
    """What a channel is heard at: its fade times its sound's volume."""
    sound = channel.get_sound()
    return channel.get_volume() * (sound.get_volume() if sound is not None else 0.0)


@pytest.fixture
def music(monkeypatch):
    """A real Audio (the dummy driver mixes in real time), with quick fades."""
    monkeypatch.setattr(audio_module, "MUSIC_FADE_MS", 600)
    pygame.init()
    sound = Audio(Settings())
    assert sound.enabled
    yield sound
    for i in range(audio_module.MUSIC_CHANNELS):
        pygame.mixer.Channel(i).stop()


def test_the_music_crossfades_title_and_table(music):
    title, table = pygame.mixer.Channel(0), pygame.mixer.Channel(1)
    music.start_music(TITLE_MUSIC)
    music.wait_for_music()
    time.sleep(0.7)
    assert title.get_busy() and _volume(title) == pytest.approx(
        music.settings.music_volume, abs=0.02
    )
    music.start_music(game_music("taisen"))
    music.wait_for_music()  # the title plays on while the table's piece is decoded
    time.sleep(0.25)
    # both heard at once: one fading out, the other in
    assert title.get_busy() and table.get_busy()
    assert 0.0 < _volume(title) < music.settings.music_volume
    assert 0.0 < _volume(table) < music.settings.music_volume
    time.sleep(0.6)
    assert not title.get_busy() and table.get_busy()
    assert music._pieces.keys() == {TITLE_MUSIC, "music_taisen"}
    music.start_music(TITLE_MUSIC)  # back to the title: kept, at once
    time.sleep(0.2)
    assert title.get_busy() and table.get_busy()
    time.sleep(0.6)
    assert title.get_busy() and not table.get_busy()
    assert music._pieces.keys() == {TITLE_MUSIC}, "the table's piece is let go"


def test_the_music_volume_applies_at_once_even_mid_fade(music):
    music.settings.music_volume = 0.8
    music.start_music(TITLE_MUSIC)
    music.wait_for_music()
    time.sleep(0.7)
    music.start_music(game_music("dojo"))
    music.wait_for_music()
    time.sleep(0.1)
    music.settings.music_volume = 0.25
    music.set_volumes()
    for i in range(audio_module.MUSIC_CHANNELS):
        sound = pygame.mixer.Channel(i).get_sound()
        assert sound is not None and sound.get_volume() == pytest.approx(0.25, abs=0.01)
    time.sleep(0.7)
    assert _volume(pygame.mixer.Channel(1)) == pytest.approx(0.25, abs=0.01)


def test_music_turned_off_is_not_decoded_and_starts_when_turned_up(music):
    music.settings.music_volume = 0.0
    music.start_music(game_music("shinobi"))
    music.wait_for_music()
    assert not music._pieces and not pygame.mixer.Channel(0).get_busy()
    music.settings.music_volume = 0.5
    music.set_volumes()
    music.wait_for_music()
    assert pygame.mixer.Channel(0).get_busy()
    assert pygame.mixer.Channel(0).get_sound().get_volume() == pytest.approx(0.5, abs=0.01)


def test_effects_never_take_the_music_channels(music):
    music.start_music(TITLE_MUSIC)
    music.wait_for_music()
    heard = pygame.mixer.Channel(0).get_sound()
    for _ in range(12):
        music.play("click")
    assert pygame.mixer.Channel(0).get_sound() is heard


def test_an_unreadable_sound_file_is_silent(monkeypatch, tmp_path):
    (tmp_path / "sounds").mkdir()
    (tmp_path / "sounds" / "click.wav").write_bytes(b"not a wave file")
    monkeypatch.setattr(audio_module, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    pygame.init()
    sound = Audio(Settings())
    sound.play("click")
    assert sound._sounds["click"] is None


def _resident_kb() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        line = next(line for line in status if line.startswith("VmRSS"))
    return int(line.split()[1])


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_each_tables_piece_is_given_back_at_the_title(music):
    """Back at the title, the table's decoded piece (about 32 MB) leaves the process:
    memory does not climb table after table."""
    music.start_music(TITLE_MUSIC)
    music.wait_for_music()
    at_title = []
    for game in ("taisen", "night", "dojo"):
        music.start_music(game_music(game))
        music.wait_for_music()
        time.sleep(0.7)
        music.start_music(TITLE_MUSIC)
        time.sleep(0.9)  # the table's piece faded out and stopped
        at_title.append(_resident_kb())
    assert at_title[-1] - at_title[0] < 12_000, at_title
