"""Kenpo Masters' lesson, its script (game.scenes.kenpo.lesson plays it at the ring): one turn on the 3x3 ring, an
attack, the opponent's block, and a block of your own.

The player is Yellow, against Red played by a script: Yellow steps forward with Front Kick, Red blocks it and
combos Round Kick onto its Block, Yellow blocks the Round Kick. The words follow the rulebook (Movement,
Resolution, Points, Combos, Resting, Breaks); Red jabs, Yellow rests (the Jab resolves) and Red rests, then Yellow
plays a combo of its own: Jab, the Effect card Hand Fake and Reverse Punch. Red steps aside out of the punch's way, and
Yellow steps forward onto Red's row with Round Kick: a Break."""

from __future__ import annotations

from typing import Any

from game.engine.core import Session
from game.engine.kenpo import commands as cmd
from game.rulesets import ruleset
from game.words.lesson import Step

YOU, RED = 0, 1
HANDS = (("yellow_front_kick_1", "yellow_jab_1", "yellow_block_1", "yellow_reverse_punch_1", "yellow_round_kick_1",
          "yellow_hand_fake_1"),
         ("red_block_1", "red_round_kick_1", "red_jab_1", "red_front_kick_1", "red_reverse_punch_1"))
SEED = 16
AHEAD = "square_1_1"  # the middle of the ring: the square ahead of Yellow at the start, then Yellow's own
BREAK = "square_1_0"  # the square ahead of Yellow in the middle: Red's start, on Red's row once Red has stepped aside


def start() -> Session[Any]:
    rules: Any = ruleset("kenpo")
    decks = [[card for card in rules.catalog.ids_by_seat[seat] if card not in HANDS[seat]] for seat in (YOU, RED)]
    return Session.from_scenario(rules, SEED, {"hands": HANDS, "decks": decks}, {})


STEPS = (
    Step("Welcome to the ring: you are Yellow, at the bottom; the computer is Red, at the top. Each turn, play a card "
         "from your hand and make one move with it: forward, back, left, right or stay put."),
    Step("Attack: drag Front Kick onto the lit square ahead of you. You step forward and kick. The red numbers on "
         "a card are the points its attack scores from each side.",
         then="Your Front Kick waits on your table: attacks resolve at the end of the computer's next turn, after "
              "it has moved and blocked. From the front, this kick is worth 5.",
         command=cmd.PlayCard(seat=YOU, card="yellow_front_kick_1", move="forward"),
         card="yellow_front_kick_1", target=AHEAD,
         hint="For this lesson, drag Front Kick onto the lit square ahead of you."),
    Step("One move a turn: you have made yours. A card whose text allows it may still combo on your Front Kick "
         "(the status line says so); this time, press \"End turn\" (or E) to hand over the turn.",
         then="The computer blocked without moving: Block takes 3 off an attack from the front, so your Front Kick "
              "scored 2. Round Kick, \"On any Block\", combos onto that Block: it now waits for you.",
         command=cmd.EndTurn(seat=YOU), target="End turn", hint="Press \"End turn\" to hand the turn to the computer.",
         answer=(cmd.PlayCard(seat=RED, card="red_block_1", move="none", target="yellow_front_kick_1"),
                 cmd.PlayCard(seat=RED, card="red_round_kick_1"), cmd.EndTurn(seat=RED))),
    Step("Defend: the computer's Round Kick is worth 3 from the front. Drag your Block onto your own square (lit), "
         "so you stay where you are and block it.",
         then="Your Block is on the table, set against the Round Kick. A defence card lessens one attack that waits "
              "for you, by its arrow on the side the attack comes from.",
         command=cmd.PlayCard(seat=YOU, card="yellow_block_1", move="none", target="red_round_kick_1"),
         card="yellow_block_1", target=AHEAD, hint="For this lesson, drag Block onto your own square (lit)."),
    Step("Press \"End turn\": the computer's Round Kick resolves now, against your Block.",
         then="Your Block took all 3 points off the Round Kick: you lead 2 to 0. That is a whole turn: play, move "
              "once, end the turn; your attacks score at the end of your opponent's next turn.",
         command=cmd.EndTurn(seat=YOU), target="End turn",
         hint="Press \"End turn\" to let the computer's Round Kick resolve."),
    Step("Watch the computer's turn.",
         then="The computer played Jab without moving: it waits on its table, to resolve when you end your turn.",
         answer=(cmd.PlayCard(seat=RED, card="red_jab_1", move="none"), cmd.EndTurn(seat=RED))),
    Step("Rest: press \"Rest\" (or R). You play no card this turn and draw two instead; resting ends your turn, so the "
         "computer's Jab resolves now.",
         then="You drew two cards and the Jab scored 1 (you lead 2 to 1); the computer rested too. No one may rest "
              "two turns in a row, on the match's first turn, or just after a Break. First to 20 wins.",
         command=cmd.Rest(seat=YOU), target="Rest", hint="For this lesson, press \"Rest\".",
         answer=(cmd.Rest(seat=RED),)),
    Step("Your turn: a combo of your own. Play Jab standing still: drag it onto your own square (lit). Cards are "
         "Action cards (they move you, attack or defend) or Effect cards.",
         then="Jab is the first card of your combo, and its movement (none) is your one move this turn.",
         command=cmd.PlayCard(seat=YOU, card="yellow_jab_1", move="none"), card="yellow_jab_1", target=AHEAD,
         hint="For this lesson, drag Jab onto your own square (lit)."),
    Step("An Effect card never moves you: it changes the cards of the combo. Hand Fake may be comboed on any Punch: "
         "drag it onto your cards in play.",
         then="Hand Fake's text lets any card combo on it, and the next attack of this combo scores +2 (+3 if a "
              "Kick). Each card must be allowed on the card just before it.",
         command=cmd.PlayCard(seat=YOU, card="yellow_hand_fake_1"), card="yellow_hand_fake_1", target="my_table",
         hint="For this lesson, drag Hand Fake onto your cards in play."),
    Step("Finish the combo on Hand Fake: drag Reverse Punch onto your square (lit), where you stand.",
         then="A three-card combo, all from the square you chose with Jab. With Hand Fake's +2 and its +1 for "
              "standing still, Reverse Punch is worth 6 from the front.",
         command=cmd.PlayCard(seat=YOU, card="yellow_reverse_punch_1"), card="yellow_reverse_punch_1",
         target=AHEAD, hint="For this lesson, drag Reverse Punch onto your square (lit)."),
    Step("Press \"End turn\" (or E): your combo waits for the computer's move, then scores.",
         then="The computer stepped aside, to your left, with Front Kick: your Reverse Punch missed it, and Jab "
              "caught it from the side for 1 (you lead 3 to 1). Its Front Kick now waits for you.",
         command=cmd.EndTurn(seat=YOU), target="End turn", hint="Press \"End turn\" to hand the turn to the computer.",
         answer=(cmd.PlayCard(seat=RED, card="red_front_kick_1", move="right"), cmd.EndTurn(seat=RED))),
    Step("Break: drag Round Kick onto the lit square ahead of you. You step onto the computer's row, beside it: "
         "when both fighters stand on one row, a Break is called.",
         then="A Break: every waiting attack resolved at once. Your Round Kick scored 2 from the side; the Front "
              "Kick missed. Both went back to start and drew; the computer plays next. Good fighting!",
         command=cmd.PlayCard(seat=YOU, card="yellow_round_kick_1", move="forward"), card="yellow_round_kick_1",
         target=BREAK, hint="For this lesson, drag Round Kick onto the lit square ahead of you."),
)
