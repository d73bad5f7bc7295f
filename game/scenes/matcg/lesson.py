"""Martial Arts' lesson (rulebook and DGM rules alike): an attack the computer partly blocks, a combo linked onto
it (the next move's CPT at least the LNK before it), the Adrenaline the link earns, and the combo ended. The words
follow the rulebook (the cards' values, A turn, Combos, Counter-attacks) and the DGM sheet's differences."""

from __future__ import annotations

from typing import Any

from game.engine.core import Session
from game.engine.matcg import commands as cmd
from game.rulesets import ruleset
from game.scenes.lesson import Lesson, Step

YOU, COMPUTER = 0, 1
POSITION = {
    "hands": [["roundhouse_kick", "lead_jab", "side_kick", "rising_block", "reverse_punch"],
              ["inside_block", "front_kick", "teep", "down_block", "cross"]],
    "decks": [["back_fist", "knife_hand_strike", "ridge_hand", "front_kick", "axe_kick", "hand_parry"],
              ["hook_punch", "shin_block", "cross", "teep", "lead_jab", "reverse_punch"]],
    "seat": YOU, "turn": 2, "phase": "attack",
}
KICK, JAB, BLOCK = "s0_roundhouse_kick_1", "s0_lead_jab_1", "s1_inside_block_1"  # each seat's cards, numbered
SEED = 16


def table(ctx: Any, campaign: Any) -> Any:
    from game.scenes.matcg.board import DuelTableScene
    from game.scenes.matcg.seating import COMPUTER as CHAIR
    from game.scenes.matcg.seating import PERSON, Chair, Seating

    seating = Seating((Chair(PERSON), Chair(CHAIR, "normal")))
    campaign.session.notes["table"] = seating.notes()  # the history tells the seats by the table's names
    scene = DuelTableScene(ctx, campaign, seating)
    scene.computers = {}  # the lesson plays the computer's answers itself
    return scene


def steps(health: int, dgm: bool) -> tuple[Step, ...]:
    turn = ("Under the DGM rules a turn has two attack phases, each one attack or one combo." if dgm else
            "You may attack again this turn, as often as you have cards: a new attack starts a new combo.")
    return (
        Step(f"A duel of decks: bring the computer from {health} health to 0. An Attack card shows ATK (the damage "
             "it deals), DEF (what it absorbs as a block), LNK and CPT (how moves link into combos)."),
        Step("Attack: drag Roundhouse Kick (ATK 4) onto the computer.",
             then="The computer blocked with Inside Block (DEF 2). The damage is ATK minus DEF: 2 got through. An "
                  "attack that deals damage is a hit, and after a hit you may link another move.",
             command=cmd.PlayAttack(seat=YOU, card=KICK), card=KICK, target="opponent",
             hint="For this lesson, drag Roundhouse Kick onto the computer.",
             answer=(cmd.Block(seat=COMPUTER, card=BLOCK),)),
        Step("Link a combo: the next move's CPT must be at least the LNK of the move before. Roundhouse Kick's LNK "
             "is 4 and Lead Jab's CPT is 5: drag Lead Jab onto the computer.",
             then="The computer took the hit: 1 more damage. Every link that lands earns 1 ADR (Adrenaline), which "
                  "pays for Strategy cards: you have 1 ADR now.",
             command=cmd.PlayAttack(seat=YOU, card=JAB), card=JAB, target="opponent",
             hint="Only Lead Jab's CPT (5) reaches Roundhouse Kick's LNK (4): drag Lead Jab onto the computer.",
             answer=(cmd.EndBlock(seat=COMPUTER),)),
        Step("Press End the combo: you link no further move.",
             then=f"{turn} When the computer attacks you, drag a Defense card (or an Attack card, for its DEF) onto "
                  "its attack; a block that stops all the damage lets you counter-attack with a CPT that reaches "
                  "the block's LNK.",
             command=cmd.EndCombo(seat=YOU), target="End the combo", hint="Press End the combo."),
    )


def lesson(ctx: Any, ruleset_id: str) -> Lesson:
    rules: Any = ruleset(ruleset_id)

    def start() -> Session[Any]:
        return Session.from_scenario(rules, SEED, POSITION, {})

    return Lesson("Duel lesson", start, table, steps(rules.rules.health, ruleset_id == "dgm"),
                  panel=(896, 192, 376, 282))
