"""The campaign rulebook's figures (the Rules screen's `![figure: NAME]` lines): a combo on the combo board, an
attack it blocks, and ENRAGED Kai doubling a combo, found by the engine in the first turn of a campaign and drawn
with the board's own faces."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache, partial

from game.content.udo import ruleset
from game.engine.core import Command
from game.engine.udo import commands as cmd
from game.engine.udo.combos import opening_for, steps_for
from game.engine.udo.sides import face
from game.engine.udo.state import UdoState
from game.play.prepared import played
from game.ui import palette
from game.ui.sketch import Figure, Sketch
from game.ui.udo import faces

SEED = 1  # the campaign whose first turn the figures show
CARD_W, CARD_H = 150, 210  # design units: larger than on the board, so the halves read
STEP = CARD_W / 2  # each card covers the right half of the one below, as on the board


# Kai ENRAGED from the start: every card of hers in hand shows its ENRAGED side (the rulebook's example).
KAI_CARDS = ("kai_punch", "kai_jab", "kai_parry", "kai_guard", "kai_kick", "kai_snap", "kai_sweep", "kai_head_butt",
             "kai_torso", "kai_planning")
ENRAGED_KAI = {"hand": KAI_CARDS, "enraged": KAI_CARDS}


@cache
def _first_turn(hero: str = "udo") -> UdoState:
    """The first turn of a campaign, its attacks revealed, the first master the engine offers chosen (Kai's starts
    ENRAGED)."""
    rules = ruleset(hero)
    state = rules.initial()
    for event in rules.scenario(ENRAGED_KAI) if hero == "kai" else rules.start(SEED, {}):
        state = rules.evolve(state, event)
    choose = next(c for c in rules.legal_commands(state, 0) if isinstance(c, cmd.ChooseMaster))
    return _after(state, choose)


def _after(state: UdoState, command: Command) -> UdoState:
    return played(ruleset(state.hero), state, [command], SEED)[0]


def _combos(state: UdoState, length: int) -> Iterator[UdoState]:
    """Every way the engine allows to lay a first combo of `length` cards this turn, as the state after it."""
    if state.combos and len(state.combos[0]) == length:
        yield state
        return
    for command in ruleset(state.hero).legal_commands(state, 0):
        if isinstance(command, cmd.PlayCard) and command.combo == 0:
            yield from _combos(_after(state, command), length)


def _x(state: UdoState) -> tuple[int, int]:
    """The first combo's X were it resolved now: its length, and what the turn's openings and guards add."""
    combo = state.combos[0]
    return len(combo), opening_for(ruleset(state.hero).catalog, state, combo[-1])


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


def _x_words(state: UdoState) -> str:
    cards, opening = _x(state)
    extra = f" {'+' if opening > 0 else '-'} {abs(opening)} (opening)" if opening else ""
    return f"X = {cards} cards{extra} = {max(0, cards + opening)}"


@cache
def _dealing_combo() -> UdoState:
    """The first three-card combo the engine offers whose finisher deals damage."""
    catalog = ruleset("udo").catalog
    return next(s for s in _combos(_first_turn(), 3)
                if any(kind == "deal" for kind, _ in steps_for(catalog.card(s.combos[0][-1]), 3)))


def combo(sketch: Sketch) -> None:
    """Three cards laid one on another; the finisher's effect with X the combo's length."""
    catalog = ruleset("udo").catalog
    state = _dealing_combo()
    right = _combo(sketch, state, 20, 40)
    sketch.arrow((right + 20, 145), (right + 90, 145))
    finisher = catalog.card(state.combos[0][-1])
    x = max(0, sum(_x(state)))
    steps = ", ".join(f"{kind.capitalize()} {value}" for kind, value in steps_for(finisher, x))
    column = right + 110
    sketch.label(f"Finisher: {finisher.name}", column, 80, 19, palette.GOLD_LIGHT, bold=True, anchor="midleft",
                 width=sketch.width - column - 10)
    sketch.label(", ".join(faces.effect_text(e) for e in finisher.effects), column, 112, 18, anchor="midleft")
    sketch.label(_x_words(state), column, 150, 18, palette.BLOCK_LIGHT, anchor="midleft")
    sketch.label(f"Resolved: {steps}", column, 188, 18, palette.HIGHLIGHT, bold=True, anchor="midleft",
                 width=sketch.width - column - 10)


@cache
def _blocking_combo() -> tuple[UdoState, str]:
    """The first combo the engine offers (of two cards, else three, else one) whose finisher's Block meets a
    revealed attack's, with that attack's id."""
    catalog = ruleset("udo").catalog
    turn = _first_turn()
    return next((s, a) for length in (2, 3, 1) for s in _combos(turn, length) for a in turn.revealed
                if any(kind == "block" and value >= catalog.attack(a).block
                       for kind, value in steps_for(catalog.card(s.combos[0][-1]), max(0, sum(_x(s))))))


def block(sketch: Sketch) -> None:
    """A combo whose finisher's Block stops a revealed attack: the block meets the attack's Block value."""
    catalog = ruleset("udo").catalog
    state, attack_id = _blocking_combo()
    attack = catalog.attack(attack_id)
    right = _combo(sketch, state, 20, 40)
    value = next(v for kind, v in steps_for(catalog.card(state.combos[0][-1]), max(0, sum(_x(state))))
                 if kind == "block")
    target = sketch.width - CARD_W - 30
    sketch.arrow((right + 20, 145), (target - 20, 145), palette.BLOCK_LIGHT)
    sketch.chip(f"Block {value} \u2265 {attack.block}", (right + target) / 2, 110, palette.BLOCK_STEEL)
    words = ", ".join(faces.effect_text(e) for e in catalog.card(state.combos[0][-1]).effects)
    sketch.label(f"{words}: {_x_words(state)}", (right + target) / 2, 190, 17, palette.TEXT)
    sketch.card(lambda size: faces.attack_face(attack, size), target, 40, CARD_W, CARD_H)
    sketch.label("attack: blocked", target + CARD_W / 2, 26, colour=palette.HIGHLIGHT, bold=True)


@cache
def _doubled_combo() -> tuple[UdoState, UdoState]:
    """ENRAGED Kai's first three-card combo topped by her Punch, as laid and as it resolves doubled."""
    laid = next(s for s in _combos(_first_turn("kai"), 3) if s.combos[0][-1] == "kai_punch")
    return laid, _after(_after(laid, cmd.FinishPlaying()), cmd.ResolveCombo(combo=0, double=True))


def double(sketch: Sketch) -> None:
    """ENRAGED Kai doubles a three-card combo topped by her ENRAGED Punch: X is twice the combo's length."""
    catalog = ruleset("kai").catalog
    laid, resolving = _doubled_combo()
    finisher = face(catalog, laid, "kai_punch")
    right = _combo(sketch, laid, 20, 40)
    sketch.arrow((right + 20, 145), (right + 90, 145), palette.RAGE)
    column = right + 110
    cards, opening = _x(laid)
    sketch.label("Kai is ENRAGED: she doubles the combo", column, 80, 19, palette.RAGE, bold=True, anchor="midleft",
                 width=sketch.width - column - 10)
    sketch.label(f"Finisher: {finisher.name}, " + ", ".join(faces.effect_text(e) for e in finisher.effects),
                 column, 112, 18, anchor="midleft", width=sketch.width - column - 10)
    extra = f" + {opening} (opening)" if opening else ""
    sketch.label(f"X = 2 \u00d7 ({cards} cards{extra}) = {resolving.x}", column, 150, 18, palette.BLOCK_LIGHT,
                 anchor="midleft")
    steps = ", ".join(f"{kind.capitalize()} {value}" for kind, value in resolving.pending)
    sketch.label(f"Resolved: {steps}", column, 188, 18, palette.HIGHLIGHT, bold=True, anchor="midleft",
                 width=sketch.width - column - 10)


FIGURES = {"combo": Figure(270, combo), "block": Figure(270, block), "double": Figure(270, double)}
