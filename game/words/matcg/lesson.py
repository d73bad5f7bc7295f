"""Martial Arts' lesson, its script (game.scenes.matcg.lesson plays it at the duel's table), rulebook and DGM rules
alike: one whole turn and the answer to the computer's. An Event in the Prep Phase, an attack the computer partly
blocks, a combo linked onto it (the next move's CPT at least the LNK before it) and the Adrenaline each link earns, a
Strategy card paid with it, the combo ended, the Resolve Phase and the End Turn; then the computer's attack blocked
in full and a counter-attack from the block. Under the DGM house rules the turn has a second attack phase and ends
with the hand brought down to the limit. The words follow the rulebook (the card types, the Phases, Combos,
Counter-attacks) and the DGM sheet's differences. The DGM lesson ends in a second fight, set up with the challenge
option: Sudden Rain rules it, and the computer, out of cards in hand and deck, cannot defend (sudden death); an
attack lands unblocked, and the link must reach the LNK the rain raises.
"""

from __future__ import annotations

from typing import Any

from game.engine.core import Session
from game.engine.matcg import commands as cmd
from game.rulesets import ruleset
from game.words.lesson import Step

YOU, COMPUTER = 0, 1
HAND = ["mountain_temple", "roundhouse_kick", "lead_jab", "absolute_focus", "reverse_punch", "rising_block",
        "back_fist"]
DGM_HAND = [*HAND[:5], "front_kick", "ridge_hand", *HAND[5:], "hand_parry", "teep", "knife_hand_strike", "slip",
            "side_kick"]  # each step's card among the first the hand's row shows
COMPUTER_HAND = ["inside_block", "front_kick", "down_block", "cross", "teep"]
DECKS = [["hook_punch", "axe_kick", "slip", "cross"],
         ["hook_punch", "shin_block", "cross", "teep", "lead_jab", "reverse_punch"]]


def position(dgm: bool) -> dict[str, Any]:
    """The lesson's table: your turn's Prep Phase; under DGM a hand big enough to end the turn above the limit."""
    return {"hands": [DGM_HAND if dgm else HAND, COMPUTER_HAND], "decks": DECKS, "seat": YOU, "turn": 2,
            "phase": "prep"}


def mine(name: str) -> str:
    return f"s0_{name}_1"  # each seat's cards are numbered: your first copy


def its(name: str) -> str:
    return f"s1_{name}_1"


EVENT, KICK, JAB, FOCUS, PUNCH = mine("mountain_temple"), mine("roundhouse_kick"), mine("lead_jab"), \
    mine("absolute_focus"), mine("reverse_punch")
GUARD, COUNTER, SECOND, SHED = mine("rising_block"), mine("back_fist"), mine("front_kick"), mine("ridge_hand")
SEED = 16
CHALLENGE_FIGHT = {  # a later turn of a fight set up with the challenge option: the computer's cards are all spent
    "hands": [["roundhouse_kick", "back_fist", "lead_jab", "rising_block", "reverse_punch"], []],
    "decks": [["hook_punch", "axe_kick", "cross"], []],
    "discards": [["slip", "front_kick", "teep"], ["inside_block", "front_kick", "down_block", "cross", "teep",
                                                  "hook_punch", "shin_block", "lead_jab", "reverse_punch"]],
    "health": [8, 9], "seat": YOU, "turn": 23, "phase": "attack", "challenge": "sudden_rain"}


FIGHT = ("fight",)  # a step whose attack or block is shown in the fight keeps it in sight too


def steps(rules: Any, dgm: bool) -> tuple[Step, ...]:
    """The lesson's steps: a turn of yours from its Prep Phase to its End Turn, then the computer's attack answered."""
    attack_words = ("Under the DGM rules a turn has two Attack Phases, each one attack or one combo: the second "
                    "begins." if dgm else
                    "You may attack again, as often as you have cards: a new attack starts a new combo.")
    second = (
        Step("Second Attack Phase: drag Front Kick (ATK 3) onto the computer.",
             then="Down Block (DEF 3) stopped all the damage. A block that stops it all may counter-attack; the "
                  "computer did not. Both Attack Phases are spent: the Resolve Phase begins.",
             command=cmd.PlayAttack(seat=YOU, card=SECOND), card=SECOND, target="opponent", shows=FIGHT,
             hint="For this lesson, drag Front Kick onto the computer.",
             answer=(cmd.Block(seat=COMPUTER, card=its("down_block")), cmd.DeclineCounter(seat=COMPUTER))),
    ) if dgm else (
        Step("Press \"To the Resolve Phase\": you attack no more this turn.",
             then="The Resolve Phase: you may play Event and Strategy cards again before the turn ends.",
             command=cmd.EndPhase(seat=YOU), target="To the Resolve Phase", hint="Press \"To the Resolve Phase\"."),
    )
    computer_turn = (cmd.EndPhase(seat=COMPUTER), cmd.PlayAttack(seat=COMPUTER, card=its("front_kick")))
    ending = (
        Step("Resolve Phase: the last moment of your turn for an Event or a Strategy card. Press \"End the turn\".",
             then="Mountain Temple healed you both 1. Under DGM no hand may hold more than 7 cards at the end of a "
                  "turn: you hold 8, so discard one.",
             command=cmd.EndTurn(seat=YOU), target="End the turn", hint="Press \"End the turn\"."),
        Step("Hand limit: you hold 8 cards, one above 7. Drag Ridge Hand onto your discard pile.",
             then="The computer's turn: it drew 3 cards and you 2 (its Draw Phase), then it attacked with Front "
                  "Kick (ATK 3). Under DGM your decks are never reshuffled: the lesson's last fight shows what "
                  "that leads to.",
             command=cmd.DiscardCard(seat=YOU, card=SHED), card=SHED, target="my_discard",
             hint="For this lesson, drag Ridge Hand onto your discard pile.", answer=computer_turn),
    ) if dgm else (
        Step("Resolve Phase: the last moment of your turn for an Event or a Strategy card. Press \"End the turn\".",
             then="Mountain Temple healed you both 1. The computer's turn: it drew 3 cards and you 2 (its Draw "
                  "Phase), then it attacked with Front Kick (ATK 3). An empty deck costs a turn to reshuffle.",
             command=cmd.EndTurn(seat=YOU), target="End the turn", hint="Press \"End the turn\".",
             answer=computer_turn),
    )
    return (
        Step(f"Bring the computer from {rules.rules.health} health to 0. Attack cards show ATK (damage), DEF (what "
             "they absorb as a block), LNK and CPT (how moves link). A turn: Draw, Prep, Attack, Resolve, End Turn."),
        Step("Prep Phase: drag the Event Mountain Temple onto your Event place.",
             then="An Event counts for both players; you may have one in play, replaced only by your next. "
                  + ("With the challenge option of the set-up, one random Event rules the whole fight instead."
                     if dgm else "Events are played in the Prep or Resolve Phase."),
             command=cmd.PlayEvent(seat=YOU, card=EVENT), card=EVENT, target="my_event",
             hint="For this lesson, drag Mountain Temple onto your Event place."),
        Step("Press \"On to attack\": the Attack Phase begins.",
             command=cmd.EndPhase(seat=YOU), target="On to attack", hint="Press \"On to attack\".",
             then="Now you may play Attack cards."),
        Step("Attack: drag Roundhouse Kick (ATK 4) onto the computer.",
             then="Inside Block (DEF 2) blocked it: the damage is ATK minus DEF, so 2 got through. An attack that "
                  "deals damage is a hit, and after a hit you may link another move.",
             command=cmd.PlayAttack(seat=YOU, card=KICK), card=KICK, target="opponent", shows=FIGHT,
             hint="For this lesson, drag Roundhouse Kick onto the computer.",
             answer=(cmd.Block(seat=COMPUTER, card=its("inside_block")),)),
        Step("Link a combo: the next move's CPT must be at least the LNK of the move before. Roundhouse Kick's LNK "
             "is 4 and Lead Jab's CPT is 5: drag Lead Jab onto the computer.",
             then="The computer took the hit: 1 more damage. Every link that lands earns 1 ADR (Adrenaline): you "
                  "have 1 ADR now.",
             command=cmd.PlayAttack(seat=YOU, card=JAB), card=JAB, target="opponent", shows=FIGHT,
             hint="Only Lead Jab's CPT (5) reaches Roundhouse Kick's LNK (4): drag Lead Jab onto the computer.",
             answer=(cmd.EndBlock(seat=COMPUTER),)),
        Step("Spend it: a Strategy card costs the ADR in its corner. Drag Absolute Focus (1 ADR) onto the "
             "Strategy place.",
             then="Your next attack this turn gets +2 ATK. Strategy cards are played in any phase of yours and in "
                  "the Block Phase.",
             command=cmd.PlayStrategy(seat=YOU, card=FOCUS), card=FOCUS, target="strategy",
             hint="For this lesson, drag Absolute Focus onto the Strategy place."),
        Step("Link again: Lead Jab's LNK is 1. Drag Reverse Punch (CPT 3, ATK 3) onto the computer.",
             then="With Absolute Focus it dealt 5, and the link earned another ADR.",
             command=cmd.PlayAttack(seat=YOU, card=PUNCH), card=PUNCH, target="opponent", shows=("strategy", *FIGHT),
             hint="For this lesson, drag Reverse Punch onto the computer.",
             answer=(cmd.EndBlock(seat=COMPUTER),)),
        Step("Press \"End the combo\": you link no further move.", then=attack_words,
             command=cmd.EndCombo(seat=YOU), target="End the combo", hint="Press \"End the combo\"."),
        *second,
        *ending,
        Step("Block Phase: drag Rising Block (DEF 3) onto the fight. A Defense card absorbs its DEF; an Attack "
             "card could block too, with its smaller DEF.",
             then="DEF 3 stopped all of ATK 3: a full block. Now you may counter-attack with a move whose CPT "
                  "reaches the block's LNK (3).",
             command=cmd.Block(seat=YOU, card=GUARD), card=GUARD, target="fight",
             hint="For this lesson, drag Rising Block onto the fight."),
        Step("Counter-attack: drag Back Fist (CPT 4) onto the computer.",
             then="It landed: the turn is yours now, from its Attack Phase. Link, end the combo, then the Resolve "
                  "Phase and End Turn are yours too." + (" Now a fight of DGM's own." if dgm else
                                                         " The lesson is over: good fighting!"),
             command=cmd.PlayAttack(seat=YOU, card=COUNTER), card=COUNTER, target="opponent", shows=FIGHT,
             hint="For this lesson, drag Back Fist onto the computer.",
             answer=(cmd.EndBlock(seat=COMPUTER),)),
        *(challenge() if dgm else ()),
    )


def challenge_fight() -> Session[Any]:
    return Session.from_scenario(ruleset("dgm"), SEED, CHALLENGE_FIGHT, {})


def challenge() -> tuple[Step, ...]:
    """DGM's own: a fight set up with the challenge Event, where the computer has run out of cards."""
    kick, jab = mine("roundhouse_kick"), mine("lead_jab")
    return (
        Step("Challenge fight: the Event dealt at the start, Sudden Rain, rules it all. The computer has no card "
             "left: sudden death. Drag Roundhouse Kick (ATK 4) onto the computer.",
             then="Under DGM a deck is never reshuffled from the discards: with no card left, the computer cannot "
                  "block, so all 4 damage landed. It can only take hits now, until it passes out.",
             command=cmd.PlayAttack(seat=YOU, card=kick), card=kick, target="opponent", shows=FIGHT,
             hint="For this lesson, drag Roundhouse Kick onto the computer.", fight=challenge_fight),
        Step("Sudden Rain makes every LNK count 1 higher, all fight: Roundhouse Kick's LNK 4 counts 5. Back Fist "
             "(CPT 4) no longer links; drag Lead Jab (CPT 5) onto the computer.",
             then="Linked: 1 more damage and 1 ADR. No Event is played in a challenge fight: the one dealt stays. "
                  "The lesson is over: good fighting!",
             command=cmd.PlayAttack(seat=YOU, card=jab), card=jab, target="opponent", shows=FIGHT,
             hint="Under Sudden Rain only Lead Jab's CPT (5) reaches Roundhouse Kick's LNK (4+1): drag Lead Jab "
                  "onto the computer."),
    )
