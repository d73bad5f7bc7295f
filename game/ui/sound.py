"""The mixer: effects played by name and a music loop per place, at the volumes of the player's settings.

Sound is a pleasure, never a requirement: with no audio device, or a mixer that fails to start or to load a file,
everything here does nothing, says nothing and raises nothing. The mixer starts once the menu is shown (starting
it costs more than a frame), so a sound asked for before then is skipped.

What plays comes from three places: the engine's events, through the cue each game's ui may supply (read
through the registry: `event_cue`), the drag controller (pick-up and snap-back, game.ui.drag) and button clicks
(game.ui.widgets). Several effects asked for in the same moment (a whole command's events shown at once) play
only the weightiest.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.files import settings
from game.files.paths import asset

# Lightest first: within TOGETHER seconds of one effect, another plays only if it weighs more.
EFFECTS = ("button", "pick_up", "snap_back", "lay", "block", "hit", "break", "defeated", "loss", "win")
MUSIC = ("menu", "table")
TOGETHER = 0.06


class _Mixer:
    """Whether the mixer runs ("off" once it failed: never tried again), the loaded effects and the loop playing."""

    state = "idle"  # "idle" (not started), "on" or "off"
    effects: dict[str, pygame.mixer.Sound] = {}
    playing: str | None = None
    last: tuple[float, int] = (-1.0, -1)  # when the last effect played (seconds) and its weight


def start() -> bool:
    """Starts the mixer and loads the effects; False, silently, when there is no sound to be had."""
    if _Mixer.state != "idle":
        return _Mixer.state == "on"
    try:
        pygame.mixer.init()
        _Mixer.effects = {name: pygame.mixer.Sound(str(asset("sounds", f"{name}.wav"))) for name in EFFECTS}
    except (pygame.error, OSError, ValueError):
        stop()
        _Mixer.state = "off"
        return False
    _Mixer.state = "on"
    return True


def stop() -> None:
    """Lets go of the mixer (the window closes, or it failed); a later `start` may try again."""
    _Mixer.state, _Mixer.effects, _Mixer.playing = "idle", {}, None
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
    """Loops a piece of music (a name of MUSIC), unless it already plays; None leaves what plays."""
    if piece is None or piece == _Mixer.playing or not running():
        return
    try:
        pygame.mixer.music.load(str(asset("sounds", f"music_{piece}.wav")))
        pygame.mixer.music.set_volume(settings.current().volume("music"))
        pygame.mixer.music.play(loops=-1, fade_ms=800)
    except (pygame.error, OSError):
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
