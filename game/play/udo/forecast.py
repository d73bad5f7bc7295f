"""The live forecast: what a combo would do if the dragged card joined it and it resolved now.

`preview` reads the engine's own rules (placement, finishing conditions, X and the finisher's
steps, the targets each step may take), so the forecast can never disagree with what happens.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.udo.cards import Catalog
from game.engine.udo.combos import finish_problem, forecast, placement_problem, targets, x_figure
from game.engine.udo.kai import can_double
from game.engine.udo.state import Step, UdoState


@dataclass(frozen=True)
class Preview:
    combo: int  # index of the combo the card would join; len(combos) for a new combo
    cards: tuple[str, ...]  # the combo with the card on top
    problem: str | None  # why the card may not go there
    unfinished: str | None  # why the combo could not resolve yet (a minimum size)
    x: int
    x_parts: str  # where X comes from when something besides the cards changes it ("= 4 cards - 1 Guard (...)")
    x_change: int  # what those change it by: its line wears the mark of a changed number (game.ui.marks)
    steps: tuple[Step, ...]
    x_with_charge: int | None  # X if the Charge on the tracker were spent on it
    x_doubled: int | None  # X if ENRAGED Kai doubled it
    hearts: tuple[str, ...]  # hearts a Deal step of it could cover
    attacks: tuple[str, ...]  # revealed attacks a Block step of it could stop


def preview(catalog: Catalog, state: UdoState, combo: int, card: str) -> Preview:
    base = state.combos[combo] if combo < len(state.combos) else ()
    cards = (*base, card)
    problem = placement_problem(catalog, base, card, state.enraged)
    x, steps = forecast(catalog, state, cards, spend_charge=False)
    told = x_figure(catalog, state, cards, spend_charge=False)
    hearts: dict[str, None] = {}
    attacks: dict[str, None] = {}
    for step in steps:
        if step[0] == "deal":
            hearts.update(dict.fromkeys(targets(catalog, state, step)))
        elif step[0] == "block":
            attacks.update(dict.fromkeys(targets(catalog, state, step)))
    return Preview(
        combo=combo, cards=cards, problem=problem, unfinished=finish_problem(catalog, cards, state.enraged), x=x,
        x_parts=told.told() if told.changed else "", x_change=told.value - told.parts[0].amount, steps=steps,
        x_with_charge=x + state.charge if state.charge else None,
        x_doubled=forecast(catalog, state, cards, False, True)[0] if can_double(state) else None,
        hearts=tuple(hearts), attacks=tuple(attacks),
    )
