"""Sound never crashes the game: missing files and a dead mixer are silent."""

from __future__ import annotations

import pygame

from ninjas.core.settings import Settings
from scenes import audio as audio_module
from scenes.audio import Audio


def test_missing_sounds_and_music_are_silent(monkeypatch, tmp_path, caplog):
    monkeypatch.setattr(audio_module, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    pygame.init()
    sound = Audio(Settings())
    sound.play("click")
    sound.play("click")
    sound.start_music()
    sound.set_volumes()
    sound.stop_music()
    warnings = [r for r in caplog.records if "click" in r.getMessage()]
    assert len(warnings) == 1, "a missing sound is reported once"


def test_a_mixer_that_cannot_start_leaves_the_game_silent(monkeypatch):
    def broken_init(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    sound = Audio(Settings())
    assert not sound.enabled
    sound.play("victory")
    sound.start_music()
    sound.set_volumes()
    sound.stop_music()


def test_the_real_sounds_play_when_present(app):
    app.audio.play("click")
    app.audio.start_music()
    app.audio.start_music()  # already playing: nothing new
    app.settings.music_volume = 0.1
    app.audio.set_volumes()
    app.audio.stop_music()


def test_an_unreadable_sound_file_is_silent(monkeypatch, tmp_path):
    (tmp_path / "sounds").mkdir()
    (tmp_path / "sounds" / "click.wav").write_bytes(b"not a wave file")
    monkeypatch.setattr(audio_module, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    pygame.init()
    sound = Audio(Settings())
    sound.play("click")
    assert sound._sounds["click"] is None
