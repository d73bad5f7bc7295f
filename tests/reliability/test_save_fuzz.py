"""Issue 31, point 4: generated saves with valid checksums, for every ruleset, through every path a player takes.

Each file is a sound save with one thing changed (a field of an event, an event's kind, an event moved, copied or
taken out, the seed, a card's numbers, the table, a seat's name), sealed with a checksum that is right for its text.
It goes through `verify`, through Continue (the game's own resume, its table drawn headless), and, when it loads,
through History (told to every seat) and Replay (its keys: to the end, back to the start, a step and a turn on,
each drawn). Nothing may crash or hang: a file
is refused in one line (exit 2 from `verify`, set aside by Continue) or opens everywhere. The default run makes a
few files per ruleset (seconds); `-m slow` makes hundreds. `FUZZ_COUNTS` counts what each became, per ruleset.
"""

from __future__ import annotations

import copy
import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.__main__ import main
from game.app import make_context
from game.engine.core import SPECTATOR
from game.files import saves
from game.files.paths import campaign_path
from game.games import GAMES, game
from game.play import history
from game.scenes.base import Stack
from tests.reliability.test_rederived_saves import parts, played, sealed

RULESETS = [entry.id for entry in GAMES]
ODD = [10**18, -1, 0, 1, 2, 7, 99, "", "\x00", "../../x", "hidden", "\u034f", None, True, [], {}, [0, 1], 1.5]
FUZZ_COUNTS: Counter[tuple[str, str]] = Counter()  # (ruleset, what a file became) -> files


def card_ids(content: Any) -> list[str]:
    found: list[str] = []
    stack = [content]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if isinstance(item.get("id"), str):
                found.append(item["id"])
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return sorted(set(found))


def mutated(chooser: random.Random, header: dict[str, Any], events: list[dict[str, Any]]
            ) -> tuple[str, dict[str, Any], list[dict[str, Any]]]:
    """One change to a sound save's header or events: what kind of change, and the changed parts."""
    header, events = copy.deepcopy(header), copy.deepcopy(events)
    kind = chooser.choice(["field", "field", "field", "kind", "move", "copy", "drop", "seed", "stat", "table", "name"])
    event = chooser.choice(events)
    keys = [key for key in event if key not in ("type", "batch")]
    if kind == "field" and keys:
        key = chooser.choice(keys)
        others = [e[key] for e in events if key in e and e[key] != event[key]]
        pool = ODD + card_ids(header.get("content"))[:40] + others[:20]
        event[key] = chooser.choice(pool)
    elif kind == "kind":
        event["type"] = chooser.choice(["../../x", "", *sorted({e["type"] for e in events})])
    elif kind == "move":
        a, b = chooser.randrange(len(events)), chooser.randrange(len(events))
        events[a], events[b] = {**events[b], "batch": events[a]["batch"]}, {**events[a], "batch": events[b]["batch"]}
    elif kind == "copy":
        at = chooser.randrange(len(events))
        events.insert(at, {**chooser.choice(events), "batch": events[at]["batch"]})
    elif kind == "drop" and len(events) > 1:
        events.pop(chooser.randrange(len(events)))
    elif kind == "seed":
        header["seed"] = chooser.choice([header["seed"] + 1, 0, 2**62])
    elif kind == "stat":
        numbers = [(thing, key) for thing in _things(header.get("content")) for key, value in thing.items()
                   if type(value) is int]
        if numbers:
            thing, key = chooser.choice(numbers)
            thing[key] += chooser.choice([-2, -1, 1, 2, 10**6])
    elif kind == "table":
        table = header.setdefault("table", {"mode": "solo"})
        table[chooser.choice(["seats", "mode", "decks", "rounds", "teams", "hero"])] = chooser.choice(ODD)
    else:
        header["notes"] = {"table": {"chairs": [{"kind": "person", "level": None, "name": chooser.choice(ODD)}],
                                     "names": [chooser.choice(ODD)] * 2}}
    return kind, header, events


def _things(content: Any) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    stack = [content]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            found.append(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return found


def one_line(text: str) -> bool:
    return text.count("\n") == 1 and "Traceback" not in text


def through_every_path(ruleset_id: str, path: Path, text: str, capsys) -> str:
    """Drives one file through verify, Continue, History and Replay; what it became."""
    path.write_text(text, encoding="utf-8")
    capsys.readouterr()
    code = main(["verify", str(path)])
    out, err = capsys.readouterr()
    assert code in (0, 2), err
    if code == 2:
        assert out == "" and one_line(err) and str(path) in err, err
    else:
        assert err == "" and out.startswith("verify ok")
    saved = campaign_path(ruleset_id)
    saved.parent.mkdir(parents=True, exist_ok=True)
    saved.write_text(text, encoding="utf-8")
    ctx = make_context((1280, 720), autosave=False)
    scene, message = game(ruleset_id).front().screens().resume(ctx, ruleset_id)
    if code == 2:  # what verify refuses, Continue refuses in one line and sets aside
        assert scene is None and message is not None and "\n" not in message and not saved.exists(), message
        return "refused"
    assert scene is not None, message
    surface = pygame.display.set_mode((1280, 720))
    stack = Stack(scene)
    stack.update(0.5)
    stack.draw(surface)
    session = saves.read(path)
    for seat in [*range(session.table.seats), SPECTATOR]:
        history.told(session, seat)
    from game.scenes.replay import ReplayScene

    watched = Stack(ReplayScene(ctx, session, 0))
    for key in (pygame.K_END, pygame.K_HOME, pygame.K_RIGHT, pygame.K_PAGEDOWN):  # to the end, back, on
        watched.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        watched.update(0.5)
        watched.draw(surface)
    saved.unlink(missing_ok=True)
    return "handled"


def fuzz(ruleset_id: str, files: int, seed: int, tmp_path: Path, capsys) -> None:
    pygame.init()
    chooser = random.Random(seed)
    header, events = parts(played(ruleset_id, 24, seed=seed))
    for number in range(files):
        kind, changed_header, changed_events = mutated(chooser, header, events)
        path = tmp_path / f"fuzz-{number}.jsonl"
        became = through_every_path(ruleset_id, path, sealed(changed_header, changed_events), capsys)
        assert kind != "stat" or became == "refused", "card data no release shipped was trusted"
        FUZZ_COUNTS[ruleset_id, became] += 1
        FUZZ_COUNTS[ruleset_id, f"{kind} {became}"] += 1
    assert through_every_path(ruleset_id, tmp_path / "sound.jsonl", sealed(header, events), capsys) == "handled"


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_generated_saves_with_valid_checksums_are_refused_in_one_line_or_open_everywhere(ruleset_id, tmp_path,
                                                                                         capsys):
    fuzz(ruleset_id, 8, 1, tmp_path, capsys)


@pytest.mark.slow
@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_hundreds_of_generated_saves_with_valid_checksums_are_refused_in_one_line_or_open_everywhere(
        ruleset_id, tmp_path, capsys):
    for seed in range(2, 8):
        fuzz(ruleset_id, 60, seed, tmp_path, capsys)
    print(json.dumps({f"{r} {what}": n for (r, what), n in sorted(FUZZ_COUNTS.items()) if r == ruleset_id}))
