"""Nothing a player must read is cut: drawn as `screenshot` draws them in the smallest window (1024x600) with the
Largest text and with the Normal text, the places issue 33 found cut show every word whole. A text is cut when
game.ui.text shortened it or a part of it with an ellipsis (cut, shorten), when it is drawn partly outside the
picture it is drawn on (the Charge tracker's "HARGE") or past a side of the box its block is set in (game.ui.text
.draw_lines: "BLOCK" wider than its badge), or when it overlaps another text drawn by the same part of
the program ("Discards" and "Event" ran together as "DiscardsEvent"): texts of different parts may lie over each
other as layers do (a tooltip over the table).

Each scene is drawn until its faces are whole, then once more with the spies (the faces and the status lines made
again, not taken from their caches): only what the player sees is judged. The faces of cards are read enlarged
(tests/scenes/test_readable_everywhere.py), so a face may shorten its words; nothing may run off the picture it is
drawn on. Every other scene of every game is held to the same, a ruleset a test.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest

from game.app import make_context
from game.files import settings
from game.games import ids
from game.tools.screenshot import scene_stack
from game.tools.shooting import ShotRequest, drawn
from game.ui import status, text, widgets
from game.ui.face_cache import forget_pictures
from game.ui.text import fitting
from tests.scenes.helpers import asker
from tests.scenes.test_readable_everywhere import SLOW, played_quickly, scenes  # noqa: F401 (a fixture, by name)

WINDOW = (1024, 600)
TEXT_SIZES = ("normal", "largest")
PLACES = [  # (ruleset, scene): what issue 33 found cut there
    ("udo", "table"),  # the Charge tracker: "HARGE" and its "10" ran off it
    ("matcg", "deck_builder"),  # a tile's numbers: "ATK 5 DEF 0 LNK 5 CP…"
    ("matcg", "duel_answer"),  # the fight's words: "…Cannot be blocked…"; the combo's chip: "Phoenix Eye…: waits"
    ("dgm", "duel_table"),  # the piles' labels: "DiscardsEvent"
    ("dgm", "duel_answer"),  # the turn's small line: "Turn 1 of 60 · Block Phase · attack…"
    ("matcg", "team_table"),  # the log's heading: "▲ 16 earlier: scroll or Pg…"
    ("master", "set_answer"),  # the log's heading: "▲ 28 earlier: scr…", then over "At the table"
    ("matcg", "army_table"),  # the enemies' panels: "Enemy…", "Leader · Team AD…"
    ("matcg", "team_answer"),  # the status: "…or call on your…"
    ("kenpo", "ring_arena_drag"),  # the status of a held card: "…; below…"
    ("kenpo", "tutorial"),  # the table under the turn: "You play Yellow…"
    ("udo", "curtain"),  # a defeated master's name ran off its card: "Master Iron Body"
    ("udo", "master_select"),  # the chosen master's name ran into "Its front"
    ("matcg", "tournament"),  # the bracket's names: "Siobhan O'S…", "Quarter-f…", "to be deci…"
    ("udo", "settings"),  # a row's name and the words under it met
    ("kai", "result"),  # the defeated masters' names ran into each other
    ("udo", "replay"),  # the small board's attack: "BLOCK" ran off its badge, "Lose a Torso card" off its panel
    ("matcg", "hint"),  # the Hint shown: its button read "Take… / H or E…"
    ("dgm", "hint"),
    ("master", "hint"),
    ("dgm", "tutorial"),  # the challenge fight: "Your Ev…" beside "Challenge"
]
STEPS = {("udo", "replay"): 5, ("dgm", "tutorial"): 14}  # the moment a place shows its defect, where the start does not
# a card's face: read enlarged, its words may be shortened
FACES = ("game.ui.card_parts", "game.ui.udo.card_art", "game.ui.udo.faces", "game.ui.kenpo.faces",
         "game.ui.kenpo.diagram", "game.ui.matcg.faces", "game.ui.master.faces")
READ_AT_ITS_SIZE = {"game.ui.udo.faces:_draw_charge"}  # drawn with the faces, but never shown enlarged


@dataclass
class Written:
    """What one frame wrote: the lines game.ui.text shortened, and every text drawn (its words, who asked, its ink's
    rect, and whether the ink lies inside the picture it was drawn on)."""

    shortened: set[str] = field(default_factory=set)
    # words, who asked, ink, inside its picture, on the window
    drawn: list[tuple[str, str, pygame.Rect, bool, bool]] = field(default_factory=list)
    # the lines of a block (game.ui.text.draw_lines) whose ink runs past a side of the box they were set in ("BLOCK"
    # wider than its badge on a small attack card): words, who asked
    overflowing: list[tuple[str, str]] = field(default_factory=list)
    # the labels of buttons cut: a button's picture is set with game.ui.text.render, not draw, so only the cut
    # tells ("Take… / H or E…"): the words kept, who asked
    cut_labels: list[tuple[str, str]] = field(default_factory=list)


@contextmanager
def spied(window: pygame.Surface) -> Iterator[Written]:
    written = Written()
    real_cut, real_shorten, real_draw, real_draw_lines = text.cut, text.shorten, text.draw, text.draw_lines
    boxes: list[pygame.Rect] = []  # the box of the block being drawn

    def cut(line: str, size: int, width_px: int, bold: bool = False) -> str:
        kept = real_cut(line, size, width_px, bold)
        if kept != line:
            written.shortened.add(kept)
            if asker(__name__).startswith(f"{widgets.__name__}:"):
                written.cut_labels.append((kept, asker(__name__)))
        return kept

    def shorten(paragraphs: Sequence[str], size: int, width_px: int, height_px: int, bold: bool = False) -> list[str]:
        lines = real_shorten(paragraphs, size, width_px, height_px, bold)
        whole = [part for paragraph in paragraphs for part in text.wrap(paragraph, size, width_px, bold)]
        written.shortened.update(line for line in lines if line not in whole)  # each line cut short, no other
        return lines

    def draw(surface: pygame.Surface, line: str, size: int, color: Any, bold: bool = False,
             **anchor: tuple[float, float]) -> pygame.Rect:
        if line.strip():
            image = text.render(line, size, color, bold)
            ink = image.get_bounding_rect().move(image.get_rect(**anchor).topleft)
            written.drawn.append((line, asker(__name__), ink, surface.get_rect().contains(ink), surface is window))
            if boxes and (ink.left < boxes[-1].left or ink.right > boxes[-1].right):
                written.overflowing.append((line, asker(__name__)))
        return real_draw(surface, line, size, color, bold, **anchor)

    def draw_lines(surface: pygame.Surface, lines: Sequence[tuple[str, Any]], size: int, rect: pygame.Rect,
                   bold: bool = False, align: str = "center") -> None:
        boxes.append(rect)
        try:
            real_draw_lines(surface, lines, size, rect, bold, align)
        finally:
            boxes.pop()

    spies = cut, shorten, draw, draw_lines
    # cut and shorten as the scenes call them and as game.ui.text's own fitting does (readable_line, newest)
    text.cut, text.shorten, text.draw, text.draw_lines = spies  # type: ignore[assignment]  # spies of the same shape
    fitting.cut, fitting.shorten = cut, shorten  # type: ignore[assignment]
    try:
        yield written
    finally:
        text.cut, text.shorten, text.draw, text.draw_lines = (  # type: ignore[assignment]
            real_cut, real_shorten, real_draw, real_draw_lines)
        fitting.cut, fitting.shorten = real_cut, real_shorten  # type: ignore[assignment]


def a_face(who: str) -> bool:
    return who.split(":")[0] in FACES and who not in READ_AT_ITS_SIZE


def frame(ruleset_id: str, name: str, text_size: str) -> Written:
    settings.change(text_size=text_size)
    forget_pictures()
    pygame.init()
    surface = pygame.display.set_mode(WINDOW)
    steps = STEPS.get((ruleset_id, name), 0)
    stack = scene_stack(ShotRequest(make_context(WINDOW, autosave=False), surface, ruleset_id, 1, steps, 0, None),
                        name)
    drawn(stack, surface)
    forget_pictures()  # the faces drawn again, under the spies
    status._fitted_block.cache_clear()  # and the status lines fitted again
    with spied(surface) as written:
        drawn(stack, surface)
    return written


def faults(written: Written) -> dict[str, list[Any]]:
    """What a frame cut or ran together of the words a player must read (a card's face may shorten its own)."""
    shortened = [(who, line) for line, who, _, _, _ in written.drawn  # whole, or a part ("Phoenix Eye…: waits")
                 if any(piece in line for piece in written.shortened) and not a_face(who)]
    off = [(who, line, ink) for line, who, ink, inside, _ in written.drawn if not inside]
    shown = [(line, who, ink) for line, who, ink, _, window in written.drawn if window]
    met = [(first, second) for k, (first, who, ink) in enumerate(shown) for second, other, box in shown[k + 1:]
           if who.split(":")[0] == other.split(":")[0] and ink.colliderect(box) and (first, ink) != (second, box)]
    found = {"shortened": shortened, "off its picture": off, "ran together": met,
             "past its box": written.overflowing, "cut labels": written.cut_labels}
    return {kind: listed for kind, listed in found.items() if listed}


@pytest.mark.parametrize("text_size", TEXT_SIZES)
@pytest.mark.parametrize(("ruleset_id", "name"), PLACES)
def test_no_text_a_player_must_read_is_cut_or_runs_into_another(ruleset_id, name, text_size):
    assert faults(frame(ruleset_id, name, text_size)) == {}


@pytest.mark.usefixtures("played_quickly")
@pytest.mark.parametrize("ruleset_id", ids())
def test_no_scene_of_a_game_cuts_a_text_a_player_must_read_at_either_text_size(ruleset_id):
    """Every scene `screenshot` renders (as tests/scenes/test_readable_everywhere.py draws them, the scenes that play
    a whole game apart), at the Normal and the Largest text in the smallest window: none cuts or runs together the
    words a player must read."""
    found = {(text_size, name): faults(frame(ruleset_id, name, text_size))
             for text_size in TEXT_SIZES for shown_id, name in scenes()
             if shown_id == ruleset_id and (shown_id, name) not in SLOW}
    assert {shown: listed for shown, listed in found.items() if listed} == {}
