"""The campaign rulebook's examples, found by the engine in the first turn of a campaign (game.ui.udo.figures draws
them): a first combo that deals damage, one whose Block meets a revealed attack's, and ENRAGED Kai doubling a combo
topped by her Punch."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from game.content.udo import ruleset
from game.engine.core import Command
from game.engine.udo import commands as cmd
from game.engine.udo.combos import opening_for, steps_for
from game.engine.udo.state import UdoState
from game.play.prepared import played

SEED = 1  # the campaign whose first turn the examples come from

# Kai ENRAGED from the start: every card of hers in hand shows its ENRAGED side (the rulebook's example).
KAI_CARDS = ("kai_punch", "kai_jab", "kai_parry", "kai_guard", "kai_kick", "kai_snap", "kai_sweep", "kai_head_butt",
             "kai_torso", "kai_planning")
ENRAGED_KAI = {"hand": KAI_CARDS, "enraged": KAI_CARDS}


@cache
def first_turn(hero: str = "udo") -> UdoState:
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


def combos(state: UdoState, length: int) -> Iterator[UdoState]:
    """Every way the engine allows to lay a first combo of `length` cards this turn, as the state after it."""
    if state.combos and len(state.combos[0]) == length:
        yield state
        return
    for command in ruleset(state.hero).legal_commands(state, 0):
        if isinstance(command, cmd.PlayCard) and command.combo == 0:
            yield from combos(_after(state, command), length)


def x_parts(state: UdoState) -> tuple[int, int]:
    """The first combo's X were it resolved now: its length, and what the turn's openings and guards add."""
    combo = state.combos[0]
    return len(combo), opening_for(ruleset(state.hero).catalog, state, combo[-1])


def x_of(state: UdoState) -> int:
    """The first combo's X were it resolved now (never under 0)."""
    return max(0, sum(x_parts(state)))


@cache
def dealing_combo() -> UdoState:
    """The first three-card combo the engine offers whose finisher deals damage."""
    catalog = ruleset("udo").catalog
    return next(s for s in combos(first_turn(), 3)
                if any(kind == "deal" for kind, _ in steps_for(catalog.card(s.combos[0][-1]), 3)))


@cache
def blocking_combo() -> tuple[UdoState, str]:
    """The first combo the engine offers (of two cards, else three, else one) whose finisher's Block meets a
    revealed attack's, with that attack's id."""
    catalog = ruleset("udo").catalog
    turn = first_turn()
    return next((s, a) for length in (2, 3, 1) for s in combos(turn, length) for a in turn.revealed
                if any(kind == "block" and value >= catalog.attack(a).block
                       for kind, value in steps_for(catalog.card(s.combos[0][-1]), x_of(s))))


@cache
def doubled_combo() -> tuple[UdoState, UdoState]:
    """ENRAGED Kai's first three-card combo topped by her Punch, as laid and as it resolves doubled."""
    laid = next(s for s in combos(first_turn("kai"), 3) if s.combos[0][-1] == "kai_punch")
    return laid, _after(_after(laid, cmd.FinishPlaying()), cmd.ResolveCombo(combo=0, double=True))
