"""The two rule sets played with the same cards: the rulebook's (`matcg`) and the DGM house rules (`dgm`).

Everything in which the DGM sheet differs from the rulebook is a field here, so the engine asks the rule set and
never its id.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RuleSet:
    id: str
    title: str
    health: int  # each player's starting (and highest) health
    deck_min: int
    deck_max: int | None  # None: no maximum
    hand_limit: int | None  # cards a player may hold at the end of a turn; None: no limit
    attack_phases: int | None  # attacks or combos per turn; None: as many as the attacker likes
    reshuffle: bool  # an empty deck means a Recovery Phase (a skipped turn and a reshuffle); else sudden death
    counter_after_partial_block: bool  # a block that let damage through may still be countered from
    strategies_any_time: bool  # Strategy (ADR) cards at any decision of the seat, not only in Prep/Attack/Block/Resolve
    challenge_option: bool  # one random Event may be dealt as the game's challenge
    turn_limit: int  # the judges stop the fight after this turn (see rules.md, "No fight lasts for ever")
    draw_active: int = 3
    draw_other: int = 2
    opening_hand: int = 7


MATCG = RuleSet(
    id="matcg", title="Martial Arts: The Trading Card Game", health=30, deck_min=50, deck_max=None, hand_limit=None,
    attack_phases=None, reshuffle=True, counter_after_partial_block=True, strategies_any_time=False,
    challenge_option=False, turn_limit=80,
)
DGM = RuleSet(
    id="dgm", title="Martial Arts: The Card Game (DGM house rules)", health=15, deck_min=40, deck_max=50,
    hand_limit=7, attack_phases=2, reshuffle=False, counter_after_partial_block=False, strategies_any_time=True,
    challenge_option=True, turn_limit=60,
)
RULESETS = {rules.id: rules for rules in (MATCG, DGM)}
