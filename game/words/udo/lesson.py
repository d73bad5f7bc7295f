"""Master Udo's lesson, its script (game.scenes.udo.lesson plays it at the combo board): a turn against Master Crane.
A combo of two cards whose finisher deals damage, a combo that blocks the attack he reveals, Fight!, and the two
combos resolved: the attack blocked first, its bonus of Charge gained, then that Charge spent to lengthen the damage
combo, and the hearts it covers chosen; then the next turn's attack let through, what an unblocked attack takes, and
that finding nothing loses the campaign. The words follow the rulebook (A turn, Damage, blocks and Charge) and this
edition's rulings."""

from __future__ import annotations

from typing import Any

from game.engine.core import Session
from game.engine.udo import commands as cmd
from game.rulesets import ruleset
from game.words.lesson import Step

MASTER, ATTACK = "crane", "left_leg_attack"  # Crane's hearts are 1, 2, 3 and 4; the attack needs Block 2, and
HEART_2, HEART_3 = "0.1", "0.2"  # blocked, grants Charge 1; the hearts of value 2 and 3 (the first body's 2nd, 3rd)
CHARGE = "Charge"  # the board's switch (its label goes on with the Charge and its setting)
SEED = 16


def start() -> Session[Any]:
    rules: Any = ruleset("udo")
    catalog = rules.catalog
    deck = [ATTACK, *(attack.id for attack in catalog.attacks if attack.id != ATTACK)]
    session: Session[Any] = Session.from_scenario(
        rules, SEED, {"hand": [card.id for card in catalog.starters], "attack_deck": deck}, {})
    session.submit(cmd.ChooseMaster(master=MASTER))
    return session


# The last turn of a hero's lesson: the attack Crane reveals next is let through (both heroes draw Head Attack).
LET_THROUGH = Step(
    "A new turn: your cards are back in hand and Crane reveals Head Attack. Let it through this time: press \"Fight!\" "
    "with no combo.",
    then="Unblocked, Head Attack hits: its red X half lists the kind of card you lose, discarded from your hand or "
         "exhausted (gone for good) from your discard pile. When no card of that kind is left in either, the attack "
         "finds nothing to take and you lose the campaign.",
    command=cmd.FinishPlaying(), target="Fight!", hint="Press \"Fight!\" with no combo this turn.")
STEPS = (
    Step("You are Master Udo, fighting Master Crane. Cover all his blue hearts to defeat him. Each turn he reveals "
         "one attack per sword: this Left Leg Attack hits you unless you block it with Block 2 or more."),
    Step("Drag Right Arm onto the lit space to start a combo.",
         then="A combo of one card. The top card of a combo, its finisher, is the one whose effect (its right half) "
              "happens; X is the number of cards in the combo.",
         command=cmd.PlayCard(card="right_arm_1", combo=0), card="right_arm_1", target="new_combo",
         hint="For this lesson, drag Right Arm onto the lit space.",
         alike=(cmd.PlayCard(card="right_arm_2", combo=0),)),
    Step("Drag Left Leg onto your Right Arm. Its condition (the left half) says it goes on a Right Arm; it covers "
         "the right half of the card below and becomes the finisher.",
         then="Left Leg deals X twice, and X is 2 so far. The Right Arm under it does nothing now; it only makes the "
              "combo longer.",
         command=cmd.PlayCard(card="left_leg", combo=0), card="left_leg", target="combo 0",
         hint="For this lesson, drag Left Leg onto your Right Arm."),
    Step("Now the attack: drag Left Arm onto the lit space to start a second combo. Alone, it blocks X+1 = 2, "
         "enough for the Left Leg Attack.",
         then="Two combos are ready. You may build as many as you like; every card's condition must hold.",
         command=cmd.PlayCard(card="left_arm_1", combo=1), card="left_arm_1", target="new_combo",
         hint="For this lesson, drag Left Arm onto the lit space, to start a second combo.",
         alike=(cmd.PlayCard(card="left_arm_2", combo=1),)),
    Step("Press \"Fight!\" (or F): you are done playing cards this turn.",
         then="Now the combos resolve, one at a time, in the order you choose.",
         command=cmd.FinishPlaying(), target="Fight!", hint="Press \"Fight!\" once the two combos are built."),
    Step("Click your Left Arm combo first: it blocks the Left Leg Attack.",
         then="Blocked: the attack is discarded and nothing hits you. Its bonus, Charge 1, fills the purple Charge "
              "tracker. Charge spent on a combo makes it longer, even this turn; all of it is spent at once.",
         command=cmd.ResolveCombo(combo=1), target="combo 1", hint="Click the Left Arm combo."),
    Step("Spend your Charge: press \"Charge 1\" (or C) so that it says spend, then click your combo of Right Arm "
         "and Left Leg.",
         then="With Charge 1 the two cards count as three: X is 3, and Left Leg deals 3 twice. The Charge tracker is "
              "back at 0. Choose the heart the first 3 covers.",
         command=cmd.ResolveCombo(combo=0, spend_charge=True), press=CHARGE, target="combo 0",
         hint="Press \"Charge 1\" until it says spend, then click the combo of Right Arm and Left Leg."),
    Step("Click Master Crane's heart of value 3 to cover it.",
         then="Covered. The second 3 may cover the heart of 1 or of 2: the larger leaves less for later.",
         command=cmd.CoverHeart(heart=HEART_3), target=f"heart {HEART_3}", hint="Click the lit heart of value 3."),
    Step("Click Master Crane's heart of value 2 to cover it.",
         then="Two hearts covered. The finisher was discarded and Right Arm went back to your hand. An attack you "
              "do not block takes a card of the kind its red X half lists. Defeat four masters to win the campaign.",
         command=cmd.CoverHeart(heart=HEART_2), target=f"heart {HEART_2}", hint="Click the lit heart of value 2."),
    LET_THROUGH,
)
