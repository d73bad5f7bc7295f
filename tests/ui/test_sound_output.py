"""Sound really comes out: SDL's disk audio driver writes what the mixer mixes to a file, with no device, and every
effect and both music loops, asked for by the game's own calls (a table's engine events through `event_cue`, a
button's click, a card picked up and snapped back), make that output audible where it was silent before. With no
audio to be had (an audio driver SDL cannot open) the game plays on silently, raising and saying nothing."""

from __future__ import annotations

import time
from array import array
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.games import game
from game.ui import sound
from game.ui.drag import CardSprite, Drag
from game.ui.viewport import Viewport
from game.ui.widgets import Button
from tests.reliability.monkey import finished

AUDIBLE = 300  # the loudest sample of a sound heard, out of 32767 (the ground is 0: nothing else plays)
SETTLE = 0.04  # seconds of sound the disk driver writes after a change, so that what was mixed before it is written
QUIET = 0.1  # seconds of sound heard just before each sound starts, which must be silence
SETTLING = 2000  # waits of 5 ms at most for those to be written (the driver writes them in real time)


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Path]:
    """The mixer started by the game's own `sound.start`, on SDL's disk driver writing to a file."""
    out = tmp_path / "mixed.raw"
    monkeypatch.setenv("SDL_AUDIODRIVER", "disk")
    monkeypatch.setenv("SDL_DISKAUDIOFILE", str(out))
    sound.stop()
    started = sound.start()
    if not started or getattr(pygame.mixer, "get_driver", lambda: "disk")() != "disk" or not out.exists():
        sound.stop()
        pytest.skip("SDL's disk audio driver is not available in this SDL build")
    yield out
    sound.stop()


def loudest(out: Path, since: int) -> int:
    """The loudest sample the mixer wrote from byte `since` on."""
    frequency, size, channels = pygame.mixer.get_init()
    assert size == -16, f"the mixer mixes {size}-bit samples; the game asks for the default, signed 16-bit"
    data = out.read_bytes()[since:]
    samples = array("h", data[: len(data) // 2 * 2])
    return max((abs(sample) for sample in samples), default=0)


def heard(out: Path, make_sound: Callable[[], object], seconds: float | None = None) -> tuple[int, int]:
    """(the loudest sample just before, the loudest while the sound plays): the sound made by `make_sound`, heard
    until the mixer falls quiet (or for `seconds`, for music that loops) or, sooner, until it is loud enough to be
    heard (AUDIBLE), when the rest of it could not change that verdict and the effect is cut short."""
    while pygame.mixer.get_busy():  # what was set up (a card picked up, to be snapped back) has played
        time.sleep(0.02)
    before_start = settled(out, SETTLE)
    start = settled(out, QUIET)
    make_sound()
    end = time.monotonic() + (seconds if seconds is not None else 5.0)
    while (time.monotonic() < end and (seconds is not None or pygame.mixer.get_busy())
           and loudest(out, start) < AUDIBLE):
        time.sleep(0.02)
    pygame.mixer.stop()
    settled(out, SETTLE)
    quiet = max(abs(s) for s in array("h", out.read_bytes()[before_start:start][: (start - before_start) // 2 * 2]))
    return quiet, loudest(out, start)


def settled(out: Path, seconds: float) -> int:
    """The size of the file once the disk driver has written `seconds` of sound more (at least SETTLE: whatever was
    mixed before is in it then), however long a busy machine makes the driver take."""
    frequency, size, channels = pygame.mixer.get_init()
    wanted = out.stat().st_size + round(frequency * seconds) * channels * abs(size) // 8
    for _ in range(SETTLING):
        if out.stat().st_size >= wanted:
            break
        time.sleep(0.005)
    written = out.stat().st_size
    assert written >= wanted, "the disk driver stopped writing"
    return written


def engine_sources() -> dict[str, Callable[[], object]]:
    """For each effect the engines' events sound as, the call a table makes when such an event arrives: a whole
    Kenpo match (as each seat hears it) and a whole campaign, their events through their games' cues."""
    found: dict[str, Callable[[], object]] = {}
    for ruleset_id, seats in (("kenpo", (0, 1)), ("udo", (0,))):
        session = finished(ruleset_id, 2)
        cue = game(ruleset_id).cue
        for seat in seats:
            for event in (event for batch in session.batches for event in batch):
                name = cue(event, seat)
                if name is not None and name not in found:
                    found[name] = lambda e=event, r=ruleset_id, s=seat: sound.event_cue(r, e, s)
    return found


def interface_sources() -> dict[str, Callable[[], object]]:
    """The effects of the interface: a button clicked, a card picked up, a card carried away and snapped back."""
    vp = Viewport(1280, 720)
    button = Button("Fight!", (0, 0, 100, 40), lambda: None)
    click = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=vp.rect(button.rect).center, button=1)

    def pick_up() -> Drag:
        return Drag(CardSprite("jab", "card", (0, 0)), (0, 0), (0, 0))

    def carried_away() -> Callable[[], object]:
        """A card picked up and carried (its pick-up heard now): letting it go snaps it back."""
        drag = pick_up()
        drag.moved = True
        return drag.returned

    return {"button": lambda: button.handle(click, vp), "pick_up": pick_up, "snap_back": carried_away}


def test_every_effect_comes_out_of_the_mixer_through_the_games_own_calls(disk):
    sources = {**engine_sources(), **interface_sources()}
    assert set(sources) == set(sound.EFFECTS)
    for name in sound.EFFECTS:
        make_sound = sources[name]() if name == "snap_back" else sources[name]
        quiet, loud = heard(disk, make_sound)
        assert quiet == 0, f"something played before {name}"
        assert loud >= AUDIBLE, f"{name}: the loudest sample mixed was {loud}"
        print(f"{name}: loudest sample {loud}")


def test_both_music_loops_come_out_of_the_mixer(disk):
    for piece in sound.MUSIC:
        pygame.mixer.music.stop()
        quiet, loud = heard(disk, lambda p=piece: sound.music(p), seconds=1.0)  # it fades in over 0.8 s
        assert quiet == 0, f"something played before the {piece} music"
        assert loud >= AUDIBLE, f"the {piece} music: the loudest sample mixed was {loud}"
        print(f"music {piece}: loudest sample {loud}")


def test_muted_the_mixer_writes_silence(disk):
    from game.files import settings

    settings.change(muted=True)
    quiet, loud = heard(disk, lambda: sound.play("win"))
    assert (quiet, loud) == (0, 0)


def test_with_an_audio_driver_sdl_cannot_open_the_game_is_silent_and_says_nothing(monkeypatch, capsys):
    monkeypatch.setenv("SDL_AUDIODRIVER", "no-such-audio-driver")
    sound.stop()
    try:
        assert not sound.start() and not sound.running()
        for make_sound in interface_sources().values():
            make_sound()
        for make_sound in engine_sources().values():
            make_sound()
        sound.music("menu")
        sound.follow_volume()
        assert capsys.readouterr().out == ""
    finally:
        sound.stop()
