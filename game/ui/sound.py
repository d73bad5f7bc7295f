"""The mixer: effects played by name and a music loop per place, at the volumes of the player's settings.

Sound is a pleasure, never a requirement: with no audio device, or a mixer that fails to start, everything here does
nothing, says nothing and raises nothing. A sound file is read through the door of every file (game.files.sounds) and
decoded from memory: one that cannot be read or played (damaged, a folder or a pipe in its place) is told once, naming
it, and its sound is silent while the others play. The mixer starts once the menu is shown (starting it costs more
than a frame), so a sound asked for before then is skipped.

What plays comes from three places: the engine's events, through the cue each game's ui may supply (read
through the registry: `event_cue`), the drag controller (pick-up and snap-back, game.ui.drag) and button clicks
(game.ui.widgets). Several effects asked for in the same moment (a whole command's events shown at once) play
only the weightiest.
"""

from __future__ import annotations

import time
from io import BytesIO
from typing import Any

import pygame

from game.files import settings, storage
from game.files.paths import asset

# Lightest first: within TOGETHER seconds of one effect, another plays only if it weighs more.
EFFECTS = ("button", "pick_up", "snap_back", "lay", "block", "hit", "break", "defeated", "loss", "win")
MUSIC = ("menu", "table")
TOGETHER = 0.06


class _Mixer:
    """Whether the mixer runs ("off" once it failed: never tried again), the loaded effects, the loop playing and the
    loops refused."""

    state = "idle"  # "idle" (not started), "on" or "off"
    effects: dict[str, pygame.mixer.Sound] = {}
    playing: str | None = None
    refused: set[str] = set()  # pieces of MUSIC whose file could not be read or played: not read again this run
    last: tuple[float, int] = (-1.0, -1)  # when the last effect played (seconds) and its weight


def start() -> bool:
    """Starts the mixer and loads the effects (one whose file cannot be read or played is told and left out);
    False, silently, when there is no mixer to be had."""
    if _Mixer.state != "idle":
        return _Mixer.state == "on"
    try:
        pygame.mixer.init()
    except (pygame.error, OSError, ValueError):
        stop()
        _Mixer.state = "off"
        return False
    _Mixer.effects = {}
    for name in EFFECTS:
        data = _read(f"{name}.wav")
        if data is not None:
            try:
                _Mixer.effects[name] = pygame.mixer.Sound(file=BytesIO(data))
            except pygame.error as error:
                _tell(f"{name}.wav", str(error))
    _Mixer.state = "on"
    return True


def _read(file_name: str) -> bytes | None:
    """The bytes of a sound file, or None once told why it cannot be had."""
    from game.files import sounds  # here: the mixer starts after the menu's first frame

    try:
        return sounds.read(asset("sounds", file_name))
    except storage.StorageError as error:
        storage.notice(str(error))
        return None


def _tell(file_name: str, problem: str) -> None:
    """Tells once that the mixer cannot play a sound file, naming it and with the mixer's reason."""
    from game.files import sounds  # loaded by then: the file was read through it

    storage.notice(str(sounds.unplayable(asset("sounds", file_name), problem)))


def stop() -> None:
    """Lets go of the mixer (the window closes, or it failed); a later `start` may try again, every file anew."""
    _Mixer.state, _Mixer.effects, _Mixer.playing, _Mixer.refused = "idle", {}, None, set()
    try:
        pygame.mixer.quit()
    except pygame.error:
        pass


def running() -> bool:
    return _Mixer.state == "on"


def play(name: str) -> None:
    """Plays an effect once at the effects volume; nothing when sound is off, muted or not started."""
    effect = _Mixer.effects.get(name)
    volume = settings.current().volume("effects")
    if effect is None or volume <= 0:
        return
    now, weight = time.monotonic(), EFFECTS.index(name)
    if now - _Mixer.last[0] < TOGETHER and weight <= _Mixer.last[1]:
        return
    _Mixer.last = (now, weight)
    try:
        channel = effect.play()
        if channel is not None:
            channel.set_volume(volume)
    except pygame.error:
        return


def music(piece: str | None) -> None:
    """Loops a piece of music (a name of MUSIC), unless it already plays; None leaves what plays. A piece whose file
    could not be read or played is silent for the rest of the run, its file not read again."""
    if piece is None or piece == _Mixer.playing or piece in _Mixer.refused or not running():
        return
    data = _read(f"music_{piece}.wav")
    if data is None:
        _Mixer.refused.add(piece)
        return
    try:
        pygame.mixer.music.load(BytesIO(data), "wav")
    except pygame.error as error:
        _tell(f"music_{piece}.wav", str(error))
        _Mixer.refused.add(piece)
        return
    try:
        pygame.mixer.music.set_volume(settings.current().volume("music"))
        pygame.mixer.music.play(loops=-1, fade_ms=800)
    except pygame.error:
        return
    _Mixer.playing = piece


def follow_volume() -> None:
    """The music at the volume the settings now say (a change in Settings)."""
    if not running():
        return
    try:
        pygame.mixer.music.set_volume(settings.current().volume("music"))
    except pygame.error:
        return


def event_cue(ruleset_id: str, event: Any, seat: int) -> None:
    """Plays what an engine event sounds like to the player of `seat`, through the cue its game's ui may give
    (game.games.Game.cue); an event or a game with no sound plays nothing."""
    from game.games import game

    name = game(ruleset_id).cue(event, seat)
    if name is not None:
        play(name)
