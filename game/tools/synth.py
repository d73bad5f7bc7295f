"""The game's sounds, made from nothing but arithmetic: `python -m game.tools.synth` writes every effect and the two
music loops to assets/sounds/ as 16-bit mono WAV. The same script always writes the same bytes (the noise comes
from a seeded generator), so the files in the repository are exactly what it makes.

Effects are short, at 16,000 samples a second; the music is two quiet, slow loops in a pentatonic scale at 8,000
(nothing in either is high enough to need more), each rendered so its end runs into its start.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

from game.files.paths import asset

EFFECT_RATE, MUSIC_RATE = 16_000, 8_000
Samples = list[float]


def silence(seconds: float, rate: int = EFFECT_RATE) -> Samples:
    return [0.0] * round(seconds * rate)


def tone(buffer: Samples, start: float, seconds: float, freq: float, gain: float, decay: float,
         rate: int = EFFECT_RATE, glide: float = 0.0, partials: tuple[float, ...] = (1.0,), wrap: bool = False) -> None:
    """Adds a note: a sine (and overtones, each `partials` weight at k times the frequency) falling away with
    `decay` per second after a 5 ms attack, its pitch sliding by `glide` Hz over its length. With `wrap`, what runs
    past the end of the buffer comes back at its start (a loop)."""
    first, count = round(start * rate), round(seconds * rate)
    attack = max(1, round(0.005 * rate))
    phase = 0.0
    for n in range(count):
        t = n / rate
        freq_now = freq + glide * t / seconds
        phase += 2 * math.pi * freq_now / rate
        envelope = min(1.0, n / attack) * math.exp(-decay * t) * min(1.0, (count - n) / attack)
        value = sum(weight * math.sin(phase * (k + 1)) for k, weight in enumerate(partials))
        index = first + n
        if wrap:
            index %= len(buffer)
        elif index >= len(buffer):
            break
        buffer[index] += gain * envelope * value


def noise(buffer: Samples, start: float, seconds: float, gain: float, decay: float, smooth: float,
          seed: int, rate: int = EFFECT_RATE) -> None:
    """Adds a burst of noise, low-passed (`smooth` near 1 keeps only the low rumble), falling away with `decay`."""
    chance = random.Random(seed)
    first, count = round(start * rate), round(seconds * rate)
    level = 0.0
    for n in range(min(count, len(buffer) - first)):
        level = smooth * level + (1 - smooth) * chance.uniform(-1, 1)
        buffer[first + n] += gain * math.exp(-decay * n / rate) * level


def _pick_up() -> Samples:
    out = silence(0.09)
    tone(out, 0, 0.09, 520, 0.35, 30, glide=380)
    noise(out, 0, 0.04, 0.25, 60, 0.3, seed=1)
    return out


def _lay() -> Samples:
    out = silence(0.14)
    noise(out, 0, 0.14, 0.9, 35, 0.75, seed=2)
    tone(out, 0, 0.12, 170, 0.4, 30)
    return out


def _snap_back() -> Samples:
    out = silence(0.18)
    tone(out, 0, 0.18, 700, 0.3, 14, glide=-360, partials=(1.0, 0.3))
    return out


def _hit() -> Samples:
    out = silence(0.28)
    noise(out, 0, 0.2, 0.6, 22, 0.6, seed=3)
    tone(out, 0, 0.28, 120, 0.4, 12, glide=-60)
    return out


def _block() -> Samples:
    out = silence(0.4)
    for freq, gain in ((523, 0.25), (1372, 0.15), (2153, 0.1)):
        tone(out, 0, 0.4, freq, gain, 11)
    noise(out, 0, 0.03, 0.4, 80, 0.2, seed=4)
    return out


def _break() -> Samples:
    out = silence(1.1)
    noise(out, 0, 0.25, 0.7, 14, 0.8, seed=5)
    for freq, gain in ((98, 0.35), (147, 0.25), (233, 0.15), (311, 0.08)):
        tone(out, 0, 1.1, freq, gain, 3.2)
    return out


def _notes(pitches: tuple[float, ...], step: float, length: float, decay: float, gain: float) -> Samples:
    out = silence(step * (len(pitches) - 1) + length)
    for k, freq in enumerate(pitches):
        tone(out, k * step, length, freq, gain, decay, partials=(1.0, 0.35, 0.12))
    return out


def _defeated() -> Samples:
    return _notes((392.0, 330.0, 262.0, 196.0), 0.14, 0.5, 6, 0.3)


def _win() -> Samples:
    return _notes((262.0, 330.0, 392.0, 523.0, 659.0), 0.12, 0.7, 4, 0.28)


def _loss() -> Samples:
    return _notes((330.0, 311.0, 262.0, 196.0), 0.22, 0.6, 4, 0.28)


def _button() -> Samples:
    out = silence(0.05)
    tone(out, 0, 0.05, 1200, 0.25, 70)
    return out


EFFECTS: dict[str, Callable[[], Samples]] = {
    "pick_up": _pick_up, "lay": _lay, "snap_back": _snap_back, "hit": _hit, "block": _block, "break": _break,
    "defeated": _defeated, "win": _win, "loss": _loss, "button": _button,
}

# A pentatonic scale (D minor pentatonic), two octaves from D3.
SCALE = (146.8, 174.6, 196.0, 220.0, 261.6, 293.7, 349.2, 392.0, 440.0, 523.3)


def _loop(seconds: float, drone: tuple[float, ...], melody: tuple[tuple[float, int], ...], beat: float,
          gain: float) -> Samples:
    """A loop: a soft drone held across it and plucked notes (beat number, scale step), every tail wrapped."""
    out = silence(seconds, MUSIC_RATE)
    for freq in drone:
        for start in (0.0, seconds / 2):
            tone(out, start, seconds, freq, gain * 0.35, 0.35, MUSIC_RATE, partials=(1.0, 0.2), wrap=True)
    for at, step in melody:
        tone(out, at * beat, 2.4, SCALE[step], gain, 1.6, MUSIC_RATE, partials=(1.0, 0.4, 0.15), wrap=True)
    return out


def _menu_music() -> Samples:
    melody = ((0, 5), (1, 7), (2, 8), (3, 7), (4, 9), (6, 8), (7, 5), (8, 4), (9, 5), (10, 7), (12, 6), (14, 5))
    return _loop(8.0, (73.4, 110.0), melody, 0.5, 0.16)


def _table_music() -> Samples:
    melody = ((0, 3), (2, 5), (3, 4), (6, 2), (8, 3), (10, 1), (11, 2), (14, 0))
    return _loop(8.0, (73.4,), melody, 0.5, 0.12)


MUSIC: dict[str, Callable[[], Samples]] = {"menu": _menu_music, "table": _table_music}


def wav_bytes(samples: Samples) -> bytes:
    """16-bit little-endian PCM of samples in -1..1 (clipped), as the data of a WAV file."""
    pcm = array("h", (max(-32767, min(32767, round(value * 32767))) for value in samples))
    if sys.byteorder == "big":
        pcm.byteswap()
    return pcm.tobytes()


def write(path: Path, samples: Samples, rate: int) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(wav_bytes(samples))


def render(folder: Path) -> list[Path]:
    """Writes every sound into `folder`; returns their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, make in EFFECTS.items():
        write(folder / f"{name}.wav", make(), EFFECT_RATE)
        written.append(folder / f"{name}.wav")
    for name, make in MUSIC.items():
        write(folder / f"music_{name}.wav", make(), MUSIC_RATE)
        written.append(folder / f"music_{name}.wav")
    return written


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m game.tools.synth", description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=asset("sounds"), help="the folder to write (assets/sounds)")
    args = parser.parse_args()
    paths = render(args.out)
    print(f"synth wrote {len(paths)} sounds, {sum(p.stat().st_size for p in paths):,} bytes, to {args.out}")


if __name__ == "__main__":
    main()
