"""Kai's lesson, its script (game.scenes.udo.lesson plays it at the combo board): a turn against Master Crane
with every card of her hand ENRAGED. What sets her apart from Master Udo: her two-sided cards, Kai herself ENRAGED
when the attacks are revealed, one combo's length doubled, and a blocked attack that grants Charge kept, to ENRAGE
her cards later. The words follow the rulebook (Kai, the Tempest: Calm vs. ENRAGED, How to ENRAGE?, ENRAGING Kai)
and this edition's rulings. Its last turn, as Udo's, lets an attack through: what it takes, and that finding nothing
loses the campaign."""

from __future__ import annotations

from typing import Any

from game.engine.core import Session
from game.engine.udo import commands as cmd
from game.rulesets import ruleset
from game.words.lesson import Step
from game.words.udo.lesson import LET_THROUGH, MASTER, SEED

ATTACK = "left_leg_attack"  # needs Block 2; blocked, it grants Charge 1, which Kai keeps as rage
HEART_3 = "0.2"  # Crane's heart of value 3
DOUBLE = "Double next combo"  # the board's switch (its label ends with its setting)


def start() -> Session[Any]:
    rules: Any = ruleset("kai")
    catalog = rules.catalog
    cards = [card.id for card in catalog.starters]
    deck = [ATTACK, *(attack.id for attack in catalog.attacks if attack.id != ATTACK)]
    session: Session[Any] = Session.from_scenario(
        rules, SEED, {"hand": cards, "attack_deck": deck, "enraged": cards}, {})
    session.submit(cmd.ChooseMaster(master=MASTER))
    return session


STEPS = (
    Step("You are Kai, the Tempest, fighting Master Crane. Every card of hers has two sides: calm, and ENRAGED "
         "(the fiery border), stronger and easier to play. Your whole hand is ENRAGED, so Kai became ENRAGED too "
         "at Crane's reveal: her orange bar stands where Udo, the other hero, counts his Charge. Kai has none."),
    Step("Drag Right Arm Punch onto the lit space to start a combo. ENRAGED, it deals X+1 (calm, only X).",
         then="A combo of one card: X is 1, so the Punch would deal 2.",
         command=cmd.PlayCard(card="kai_punch", combo=0), card="kai_punch", target="new_combo",
         hint="For this lesson, drag Right Arm Punch onto the lit space."),
    Step("Now block Crane's Left Leg Attack (it needs Block 2): drag Left Arm Parry onto the lit space to start a "
         "second combo. ENRAGED, it blocks X+2 = 3.",
         then="Two combos are ready. Every card's condition must hold, on whichever side it shows.",
         command=cmd.PlayCard(card="kai_parry", combo=1), card="kai_parry", target="new_combo",
         hint="For this lesson, drag Left Arm Parry onto the lit space, to start a second combo."),
    Step("Press \"Fight!\" (or F): you are done playing cards this turn.",
         then="Now the combos resolve, one at a time, in the order you choose.",
         command=cmd.FinishPlaying(), target="Fight!", hint="Press \"Fight!\" once the two combos are built."),
    Step("ENRAGED Kai may double the length of one combo a turn. Press \"Double next combo\" (or D) so that it says "
         "yes, then click your Punch combo.",
         then="Doubled, the one-card combo counts as two: X is 2, and the Punch deals X+1 = 3. Choose the heart it "
              "covers.",
         command=cmd.ResolveCombo(combo=0, double=True), press=DOUBLE, target="combo 0",
         hint="Press \"Double next combo\" until it says yes, then click the Punch combo."),
    Step("Click Master Crane's heart of value 3 to cover it.",
         then="Covered. The Punch, the finisher, went to the discard pile ENRAGED: a card keeps its side wherever it "
              "goes.",
         command=cmd.CoverHeart(heart=HEART_3), target=f"heart {HEART_3}", hint="Click the lit heart of value 3."),
    Step("Click your Parry combo: it blocks the Left Leg Attack.",
         then="Blocked. The attack grants Charge 1, and Kai has no Charge: she keeps the attack instead. Click a kept "
              "attack at any time to discard it and ENRAGE that many calm cards of your hand; some finishers "
              "ENRAGE cards too. Kai is ENRAGED at a reveal only while every card of hers in your hand is ENRAGED.",
         command=cmd.ResolveCombo(combo=0), target="combo 0", hint="Click the Parry combo."),
    LET_THROUGH,
)
