"""Sound synthesis for Ninjas: every sound effect and the title's music, made from numbers
(the games' music is tools/music_synth.py, with these instruments).

Everything here is deterministic: each sound draws its randomness from its own
seeded generator, so `python -m tools.make_assets` writes the same bytes every time.
Output is 16-bit PCM, 22050 Hz, mono (see `wav_bytes`).

The palette is a "night-time ninja" one: taiko drums, wood blocks, koto plucks
(Karplus-Strong), a breathy shakuhachi-like flute, sword steel.

This file names every sound's file (SOUNDS) and writes them; the sounds are made in
rooms of their own: sound_dsp.py (the toolkit, the levels and the WAV output),
sound_voices.py (the instruments), sound_effects.py (the sounds the games share and
the title's music), and each game's own: sound_shinobi.py, sound_night.py and
sound_dojo.py.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np

from tools.sound_dojo import (
    dojo_blitz,
    dojo_capture,
    dojo_clash,
    dojo_flip,
    dojo_projectile,
    dojo_step,
    dojo_summon,
)
from tools.sound_dsp import wav_bytes
from tools.sound_effects import (
    card_slide,
    click,
    combat,
    defeat,
    dice_roll,
    duel_hit,
    elimination,
    refused,
    retreat,
    shogun,
    title_music,
    victory,
)
from tools.sound_night import (
    night_collect,
    night_dawn,
    night_fist,
    night_gears,
    night_grapnel,
    night_hook,
    night_injury,
    night_kunai,
    night_potion,
    night_shuriken,
    night_steal,
    night_throw,
)
from tools.sound_shinobi import (
    shinobi_corrupt,
    shinobi_peek,
    shinobi_power_copy,
    shinobi_power_destroy,
    shinobi_power_discard,
    shinobi_power_draw,
    shinobi_power_return,
    shinobi_power_swap,
    shinobi_power_take,
    shinobi_wataah,
    shinobi_yokai,
)

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
