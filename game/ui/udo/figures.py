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


def combo(sketch: Sketch) -> None:
    """Three cards laid one on another; the finisher's effect with X the combo's length."""
    catalog = ruleset("udo").catalog
    state = examples.dealing_combo()
    right = _combo(sketch, state, 20, 40)
    sketch.arrow((right + 20, 145), (right + 90, 145))
    finisher = catalog.card(state.combos[0][-1])
    column = right + 110
    sketch.label(f"Finisher: {finisher.name}", column, 80, 19, palette.GOLD_LIGHT, bold=True, anchor="midleft",
                 width=sketch.width - column - 10)
    sketch.label(effects_words(finisher), column, 112, 18, anchor="midleft")
    sketch.label(x_words(*examples.x_parts(state)), column, 150, 18, palette.BLOCK_LIGHT, anchor="midleft")
    sketch.label(resolved_words(steps_for(finisher, examples.x_of(state))), column, 188, 18, palette.HIGHLIGHT,
                 bold=True, anchor="midleft", width=sketch.width - column - 10)


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
    right = _combo(sketch, laid, 20, 40)
    sketch.arrow((right + 20, 145), (right + 90, 145), palette.RAGE)
    column = right + 110
    cards, opening = examples.x_parts(laid)
    sketch.label("Kai is ENRAGED: she doubles the combo", column, 80, 19, palette.RAGE, bold=True, anchor="midleft",
                 width=sketch.width - column - 10)
    sketch.label(f"Finisher: {finisher.name}, {effects_words(finisher)}", column, 112, 18, anchor="midleft",
                 width=sketch.width - column - 10)
    sketch.label(doubled_x_words(cards, opening, resolving.x), column, 150, 18, palette.BLOCK_LIGHT, anchor="midleft")
    sketch.label(resolved_words(resolving.pending), column, 188, 18, palette.HIGHLIGHT, bold=True, anchor="midleft",
                 width=sketch.width - column - 10)


FIGURES = {"combo": Figure(270, combo), "block": Figure(270, block), "double": Figure(270, double)}
