"""Master's lesson, its script (game.scenes.master.lesson plays it at the table): a set formed from two identical
cards, a steal of it answered with a wild card, a steal of the computer's top set that it cannot answer, a discard,
and a set formed with the discard pile's top card. The words follow the rulebook (Your turn: form a set, discard,
attempt a steal) and this edition's rulings."""

from __future__ import annotations

from typing import Any

from game.engine.core import Session
from game.engine.master import commands as cmd
from game.rulesets import ruleset
from game.words.lesson import Step

YOU, COMPUTER = 0, 1
HANDS = (("sport_7_a", "sport_7_b", "train_a", "arts_5_a"), ("sport_2_a", "knowledge_5_a", "life_4_a", "knowledge_9_a"))
SETS = ((("life_2_a", "life_2_b"),), (("knowledge_3_a", "knowledge_3_b"), ("arts_8_a", "arts_8_b")))
DRAW = ("knowledge_1_a", "life_9_a", "sport_4_a", "arts_6_a", "knowledge_6_a", "life_6_a", "life_6_b", "arts_9_a")
DISCARD = ("knowledge_8_a",)
SEED = 16


def start() -> Session[Any]:
    rules: Any = ruleset("master")
    placed = {card for hand in HANDS for card in hand} | set(DRAW) | set(DISCARD)
    placed |= {card for seat in SETS for laid in seat for card in laid}
    rest = [card for card in rules.catalog.by_id if card not in placed]
    position = {"hands": [list(hand) for hand in HANDS], "sets": [[list(laid) for laid in seat] for seat in SETS],
                "draw": [*DRAW, *rest], "discard": list(DISCARD), "rounds": 1}
    return Session.from_scenario(rules, SEED, position, {})


STEPS = (
    Step("Master: the most experience (EXP) wins. You sit at the bottom left, the computer at the top; each area "
         "holds its sets, and the last set laid is the top set. On your turn do exactly one thing: form a set, "
         "discard a card, or attempt a steal."),
    Step("Form a set: drag the two Sport 7 cards onto your area, one after the other (or one straight onto the "
         "other). Two identical cards (the same skill and the same number) make a set.",
         then="Your Sport set (14 EXP) is your new top set, laid upright: sets alternate across and upright. You "
              "drew back to 4 cards. Then the computer laid a Sport card on your Sport set: it attempts a steal!",
         command=cmd.FormSet(seat=YOU, cards=("sport_7_a", "sport_7_b")), card="sport_7_b", target="sport_7_a",
         hint="For this lesson, drag the two Sport 7 cards onto your area (or one onto the other).",
         alike=(cmd.FormSet(seat=YOU, cards=("sport_7_b", "sport_7_a")),),
         answer=(cmd.AttemptSteal(seat=COMPUTER, target=YOU, card="sport_2_a"),)),
    Step("Answer the steal: drag Train, the wild card of Sport, onto your area. A card of the set's skill, or the "
         "wild card of that skill, keeps the set.",
         then="Your set stays. Both cards went face up on the discard pile and both of you drew back to 4 cards, the "
              "attacker first. It is your turn.",
         command=cmd.DefendSteal(seat=YOU, card="train_a"), card="train_a", target=f"area {YOU}",
         hint="For this lesson, drag Train onto your own area to keep your set."),
    Step("Now you steal. The computer's top set is Arts (8 and 8); its first set can never be stolen. Drag your "
         "Arts 5 onto the computer's area.",
         then="The computer held no Arts card and no Practice wild card, so it could not answer: the set is yours, "
              "with your card on it (21 EXP), as your new top set. Then the computer discarded a card.",
         command=cmd.AttemptSteal(seat=YOU, target=COMPUTER, card="arts_5_a"), card="arts_5_a",
         target=f"area {COMPUTER}", hint="For this lesson, drag Arts 5 onto the computer's area.",
         answer=(cmd.YieldSet(seat=COMPUTER), cmd.DiscardCard(seat=COMPUTER, card="knowledge_9_a"))),
    Step("Passing is not allowed: with no set to form and no steal, you must discard. Drag Knowledge 1, the card "
         "worth least, onto the discard pile.",
         then="It lies face up: the next player may form a set with it. When the draw pile runs out, play goes on "
              "until every hand is empty; then each player adds up the EXP of their sets.",
         command=cmd.DiscardCard(seat=YOU, card="knowledge_1_a"), card="knowledge_1_a", target="discard",
         hint="For this lesson, drag Knowledge 1 onto the discard pile.",
         answer=(cmd.DiscardCard(seat=COMPUTER, card="life_6_a"),)),
    Step("The computer discarded Life 6, and you drew a Life 6. Form a set with the discard pile's top card: drag "
         "your Life 6 onto it.",
         then="A card of your hand and the identical top card of the discard pile make a set too (12 EXP), as do a "
              "skill card and the wild card of its skill, the wild card laid under it. The lesson is over: the "
              "most EXP wins!",
         command=cmd.FormSet(seat=YOU, cards=("life_6_b", "life_6_a")), card="life_6_b", target="discard",
         hint="For this lesson, drag Life 6 onto the discard pile's Life 6."),
)
