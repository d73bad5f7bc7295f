"""Sound: every effect and loop plays through the mixer (SDL's dummy audio driver here), a machine whose mixer fails
plays nothing and says nothing, the settings' volumes and mute hold, each game's events sound as its cue says, and
the committed sounds are what the project's synthesiser makes."""

from __future__ import annotations

import wave

import pygame
import pytest

from game.files import settings, storage
from game.files.paths import asset
from game.games import game
from game.tools import synth
from game.ui import sound
from tests.reliability.monkey import finished


@pytest.fixture(autouse=True)
def fresh_mixer():
    sound.stop()
    yield
    sound.stop()


def test_every_effect_and_every_loop_plays_with_the_dummy_audio_driver():
    assert sound.start() and sound.running()
    for name in sound.EFFECTS:
        pygame.mixer.stop()
        sound.play(name)
        assert pygame.mixer.get_busy(), name
    for piece in sound.MUSIC:
        sound.music(piece)
        assert pygame.mixer.music.get_busy() and sound._Mixer.playing == piece


def test_a_mixer_that_fails_to_start_leaves_the_game_silent_with_no_error_and_no_message(monkeypatch, capsys):
    def broken(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken)
    assert not sound.start()
    assert not sound.start()  # not tried again
    sound.play("hit")
    sound.music("menu")
    sound.follow_volume()
    sound.event_cue("kenpo", object(), 0)
    assert not sound.running() and storage.take_notices() == []
    assert capsys.readouterr() == ("", "")


def test_muted_nothing_plays_and_the_music_follows_its_volume_at_once():
    assert sound.start()
    settings.change(muted=True)
    sound.play("win")
    assert not pygame.mixer.get_busy()
    settings.change(muted=False, master_volume=100, music_volume=40)
    sound.music("table")
    settings.change(music_volume=20)
    sound.follow_volume()
    assert pygame.mixer.music.get_volume() == pytest.approx(0.2, abs=0.01)


def test_effects_asked_for_together_play_only_the_weightiest():
    assert sound.start()
    sound.play("lay")
    sound.play("button")  # lighter, at the same moment: left out
    assert sound._Mixer.last[1] == sound.EFFECTS.index("lay")
    sound.play("win")  # weightier: plays
    assert sound._Mixer.last[1] == sound.EFFECTS.index("win")


@pytest.mark.parametrize("ruleset_id", ["udo", "kai", "kenpo", "master", "matcg", "dgm"])
def test_a_game_s_events_sound_as_its_cue_says_and_only_with_known_effects(ruleset_id):
    """Over a whole game played by the game's second level of bots (the strongest thinks for a second a move at
    Kenpo, and is not what is tested here)."""
    session = finished(ruleset_id, 2, game(ruleset_id).bots().levels[1])
    cue = game(ruleset_id).cue
    heard = {cue(event, 0) for batch in session.batches for event in batch}
    assert "lay" in heard and heard <= {*sound.EFFECTS, None}


def test_a_game_without_a_cue_plays_nothing_for_its_events(monkeypatch):
    from game.ui import kenpo

    monkeypatch.setattr(kenpo, "cue", None)
    assert sound.start()
    sound.event_cue("kenpo", object(), 0)
    assert not pygame.mixer.get_busy()


def test_the_committed_sounds_are_what_the_synthesiser_makes():
    for name in ("button", "pick_up"):
        with wave.open(str(asset("sounds", f"{name}.wav"))) as kept:
            assert kept.getframerate() == synth.EFFECT_RATE
            assert kept.readframes(kept.getnframes()) == synth.wav_bytes(synth.EFFECTS[name]())
    names = {path.name for path in asset("sounds").glob("*.wav")}
    assert names == {f"{name}.wav" for name in sound.EFFECTS} | {f"music_{name}.wav" for name in sound.MUSIC}
    assert sum(path.stat().st_size for path in asset("sounds").glob("*.wav")) < 600_000
    assert (asset("sounds") / "LICENSE").read_text(encoding="utf-8").count("synth.py") == 1


def test_a_card_picked_up_sounds_and_snaps_back_audibly_only_when_it_was_carried_away():
    from game.ui.drag import CardSprite, Drag

    assert sound.start()
    drag = Drag(CardSprite("jab", "card", (0, 0)), (0, 0), (0, 0))
    assert sound._Mixer.last[1] == sound.EFFECTS.index("pick_up")
    drag.returned()  # only clicked
    assert sound._Mixer.last[1] == sound.EFFECTS.index("pick_up")
    drag.moved = True
    drag.returned()
    assert sound._Mixer.last[1] == sound.EFFECTS.index("snap_back")
