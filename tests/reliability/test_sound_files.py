"""A sound file is read through the door of every file (game.files.sounds): a damaged one, a folder, a pipe or a
file too large in a sound's place is told once, naming it, and only that sound is silent; a pipe is refused before
it is opened, so start-up never waits on it."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pygame
import pytest

from game.files import sounds, storage
from game.ui import sound
from tests.reliability.test_door import opened_paths

SHIPPED = Path(__file__).resolve().parent.parent.parent / "assets" / "sounds"


@pytest.fixture
def sound_folder(tmp_path, monkeypatch):
    """A copy of the shipped sounds the mixer reads instead of them, and a mixer not yet started."""
    folder = tmp_path / "sounds"
    shutil.copytree(SHIPPED, folder)
    monkeypatch.setattr(sound, "asset", lambda *parts: tmp_path.joinpath(*parts))
    sound.stop()
    storage.forget_notices()
    yield folder
    sound.stop()


def told() -> list[str]:
    return storage.take_notices()


@pytest.mark.parametrize(("make", "problem"), [
    pytest.param(lambda path: path.write_bytes(b"<html>Not Found</html>"),
                 "is not a sound the game can play (it does not start as a WAV file)", id="garbage"),
    pytest.param(lambda path: path.write_bytes(path.read_bytes()[:40]),
                 "is not a sound the game can play (", id="cut short"),
    pytest.param(lambda path: (path.unlink(), path.mkdir()), "is a folder, not a file", id="a folder"),
    pytest.param(lambda path: path.unlink(), "cannot be read (there is no such file)", id="missing"),
])
def test_a_damaged_sound_file_is_told_once_naming_it_and_only_its_sound_is_silent(sound_folder, make, problem):
    hit = sound_folder / "hit.wav"
    make(hit)
    assert sound.start()
    assert set(sound._Mixer.effects) == set(sound.EFFECTS) - {"hit"}
    [line] = told()
    assert line.startswith(f"{hit}: {problem}")
    sound.stop()
    assert sound.start() and told() == []  # told once a run
    sound.play("hit")  # silent, raising nothing


def test_a_damaged_music_loop_is_told_naming_it_and_the_other_plays(sound_folder):
    (sound_folder / "music_menu.wav").write_bytes(b"RIFF\x10\x00\x00\x00WAVEjunkjunkjunk")
    assert sound.start()
    sound.music("menu")
    assert sound._Mixer.playing is None
    [line] = told()
    assert line.startswith(f"{sound_folder / 'music_menu.wav'}: is not a sound the game can play (")
    sound.music("table")
    assert sound._Mixer.playing == "table" and pygame.mixer.music.get_busy()


@pytest.mark.parametrize("junk", [b"<html>Not Found</html>", b"RIFF\x10\x00\x00\x00WAVEjunkjunkjunk"],
                         ids=["refused by the door", "refused by the mixer"])
def test_a_refused_music_loop_is_read_once_a_run_however_often_its_music_is_asked_for(sound_folder, monkeypatch, junk):
    menu = sound_folder / "music_menu.wav"
    menu.write_bytes(junk)
    read: list[Path] = []
    real = sounds.read
    monkeypatch.setattr(sounds, "read", lambda path: read.append(path) or real(path))
    assert sound.start()
    for piece in ("menu", "table", "menu", "table", "menu"):
        sound.music(piece)
    assert read.count(menu) == 1 and sound._Mixer.playing == "table"
    assert len(told()) == 1


def test_a_sound_file_larger_than_allowed_is_refused_unread(sound_folder, monkeypatch):
    monkeypatch.setattr(sounds, "MAX_BYTES", 1000)
    assert sound.start()
    assert "button" not in sound._Mixer.effects  # 1,644 bytes
    assert f"{sound_folder / 'button.wav'}: is 1,644 bytes, larger than the 1,000 allowed" in told()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes")
def test_a_pipe_in_a_sounds_place_is_refused_before_it_is_opened(sound_folder, monkeypatch):
    """The mixer is a stand-in that opens nothing: the real one, given the pipe's name, waits for a writer for ever."""
    hit = sound_folder / "hit.wav"
    hit.unlink()
    os.mkfifo(hit)
    opened = opened_paths(monkeypatch)
    given: list[object] = []
    monkeypatch.setattr(pygame.mixer, "Sound", lambda *args, **kwargs: given.append((args, kwargs)))
    assert sound.start()
    assert str(hit) not in opened and all(not args and "file" in kwargs for args, kwargs in given)
    assert told() == [f"{hit}: is a pipe, not a file"]
