"""The campaign rulebook's figures (the Rules screen's `![figure: NAME]` lines): a combo on the combo board, an
attack it blocks, and ENRAGED Kai doubling a combo, found by the engine in the first turn of a campaign
(game.play.udo.examples) and drawn with the board's own faces."""

from __future__ import annotations

from functools import partial

from game.content.udo import ruleset
from game.engine.udo.combos import steps_for
from game.engine.udo.sides import face
from game.engine.udo.state import UdoState
from game.play.udo import examples
from game.ui import palette
from game.ui.palette import Rgb
from game.ui.sketch import Figure, Sketch
from game.ui.udo import faces
from game.words.udo.examples import doubled_x_words, effects_words, resolved_words, x_words

CARD_W, CARD_H = 150, 210  # design units: larger than on the board, so the halves read
STEP = CARD_W / 2  # each card covers the right half of the one below, as on the board


def _combo(sketch: Sketch, state: UdoState, left: float, top: float) -> float:
    """The first combo laid as on the board (each card on the side it shows), numbered from the card that starts
    it; returns its right edge."""
    catalog = ruleset(state.hero).catalog
    combo = state.combos[0]
    for i, card_id in enumerate(combo):
        card, enraged = face(catalog, state, card_id), card_id in state.enraged
        x = left + i * STEP
        sketch.card(partial(faces.card_face, card, enraged=enraged), x, top, CARD_W, CARD_H)
        last = i == len(combo) - 1
        sketch.label("finisher" if last else f"card {i + 1}", x + (CARD_W / 2 if last else STEP / 2), top - 14,
                     colour=palette.GOLD_LIGHT if last else palette.DIM_TEXT, bold=last)
    return left + (len(combo) - 1) * STEP + CARD_W


def _told(sketch: Sketch, right: float, arrow: Rgb, heading: tuple[str, Rgb], played: str, x: str,
          resolved: str) -> None:
    """An arrow from a combo's `right` edge to what it tells beside it, each line as wide as the figure leaves: a
    heading in its ink, what the finisher does (`played`), what X comes to and what that `resolved` into."""
    sketch.arrow((right + 20, 145), (right + 90, 145), arrow)
    column = right + 110
    lines = ((*heading, 19, True), (played, palette.TEXT, 18, False), (x, palette.BLOCK_LIGHT, 18, False),
             (resolved, palette.HIGHLIGHT, 18, True))
    for y, (words, colour, size, bold) in zip((80, 112, 150, 188), lines, strict=True):
        sketch.label(words, column, y, size, colour, bold=bold, anchor="midleft", width=sketch.width - column - 10)


def combo(sketch: Sketch) -> None:
    """Three cards laid one on another; the finisher's effect with X the combo's length."""
    catalog = ruleset("udo").catalog
    state = examples.dealing_combo()
    finisher = catalog.card(state.combos[0][-1])
    _told(sketch, _combo(sketch, state, 20, 40), palette.GOLD, (f"Finisher: {finisher.name}", palette.GOLD_LIGHT),
          effects_words(finisher), x_words(*examples.x_parts(state)),
          resolved_words(steps_for(finisher, examples.x_of(state))))


def block(sketch: Sketch) -> None:
    """A combo whose finisher's Block stops a revealed attack: the block meets the attack's Block value."""
    catalog = ruleset("udo").catalog
    state, attack_id = examples.blocking_combo()
    attack = catalog.attack(attack_id)
    right = _combo(sketch, state, 20, 40)
    value = next(v for kind, v in steps_for(catalog.card(state.combos[0][-1]), examples.x_of(state)) if kind == "block")
    target = sketch.width - CARD_W - 30
    sketch.arrow((right + 20, 145), (target - 20, 145), palette.BLOCK_LIGHT)
    sketch.chip(f"Block {value} \u2265 {attack.block}", (right + target) / 2, 110, palette.BLOCK_STEEL)
    words = effects_words(catalog.card(state.combos[0][-1]))
    sketch.label(f"{words}: {x_words(*examples.x_parts(state))}", (right + target) / 2, 190, 17, palette.TEXT)
    sketch.card(lambda size: faces.attack_face(attack, size), target, 40, CARD_W, CARD_H)
    sketch.label("attack: blocked", target + CARD_W / 2, 26, colour=palette.HIGHLIGHT, bold=True)


def double(sketch: Sketch) -> None:
    """ENRAGED Kai doubles a three-card combo topped by her ENRAGED Punch: X is twice the combo's length."""
    catalog = ruleset("kai").catalog
    laid, resolving = examples.doubled_combo()
    finisher = face(catalog, laid, "kai_punch")
    cards, opening = examples.x_parts(laid)
    _told(sketch, _combo(sketch, laid, 20, 40), palette.RAGE, ("Kai is ENRAGED: she doubles the combo", palette.RAGE),
          f"Finisher: {finisher.name}, {effects_words(finisher)}", doubled_x_words(cards, opening, resolving.x),
          resolved_words(resolving.pending))


FIGURES = {"combo": Figure(270, combo), "block": Figure(270, block), "double": Figure(270, double)}
