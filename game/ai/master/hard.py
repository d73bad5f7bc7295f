"""The "hard" Master bot: it counts cards. Each legal command is judged by what it is worth in experience, with
every chance worked out from the cards its seat cannot see (knowledge.py): whether a steal will be answered,
whether a discard hands the next players a set, whether its own top set will be stolen before its next turn, and
what each card kept in hand may still become (a set, an answer to a steal, a steal).

Its judgement of a command, in experience:
- what it gains now (a set's cards; a steal's set, its card and what the victim loses, times its chance),
- plus what the hand it keeps is worth, plus a fixed worth for each card it will draw back,
- minus what its top set may still be lost for before it is covered by a new set or the round ends,
- minus what the discarded card may give the next seats.
Once the draw pile is empty it searches instead (endgame.py): every command played out to the end of the round
in guessed deals of the cards it cannot see.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.ai import seat_to_act
from game.ai.master.endgame import search
from game.ai.master.knowledge import Knowledge
from game.engine.core import Command
from game.engine.master import MasterRules
from game.engine.master import commands as cmd
from game.engine.master.scoring import experience, totals
from game.engine.master.state import MasterState, PlacedSet


@dataclass(frozen=True)
class Weights:
    draw: float = 1.5  # a card drawn back, while the draw pile lasts
    pair: float = 0.6  # share of a possible set's worth that a card kept for it is worth
    threat: float = 0.35  # share of a stealable set's worth that one card able to steal it is worth
    guarded: float = 0.15  # the chance a held answer still fails (several attackers, one answer)
    exposure: float = 1.0  # share of the top set's chance of being stolen that is counted
    cover_wait: float = 8.0  # rounds of the table the top set stays exposed when no set is in hand
    endgame: int = 0  # from this many cards left in the draw pile on, the rest of the round is searched
    deals: int = 12  # guessed deals each command is played out in, in the endgame
    rival: float = 0.5  # what a point another seat gains costs, beside the point itself for the leader
    feed: tuple[float, ...] = (1.0, 0.45, 0.2, 0.1, 0.05)  # the next seats' share of a discard's chance


class HardBot:
    name = "hard"

    def __init__(self, seed: int, weights: Weights | None = None):
        self._seed = seed
        self.weights = weights or Weights()

    def choose(self, rules: MasterRules, view: MasterState) -> Command:
        seat = seat_to_act(rules, view)
        view = rules.view(view, seat)  # whatever it is handed, it looks only at what its seat may see
        legal = rules.legal_commands(view, seat)
        if len(legal) == 1:
            return legal[0]
        if len(view.draw) <= self.weights.endgame:
            know = Knowledge(rules.catalog, view, seat)
            return search(rules, know, legal, self._guesser(view), self.weights.deals)
        judge = Judge(rules, view, seat, self.weights)
        return max(legal, key=judge.worth)

    def _guesser(self, view: MasterState) -> random.Random:
        """A generator for this decision from the bot's seed and what the view shows, nothing hidden."""
        moment = (view.round, view.turn, view.seat, len(view.discard), view.steal is not None)
        return random.Random(f"master/{self._seed}/{moment}")


class Judge:
    def __init__(self, rules: MasterRules, view: MasterState, seat: int, weights: Weights):
        self.rules, self.view, self.seat, self.w = rules, view, seat, weights
        self.catalog = rules.catalog
        self.know = Knowledge(rules.catalog, view, seat)
        self.value = rules.catalog.value_of
        standing = tuple(t + e for t, e in zip(totals(view), experience(rules.catalog, view), strict=True))
        others = [s for s in range(view.players) if s != seat]
        leader = max(others, key=lambda s: standing[s])
        self.cost_of = {s: (1.0 if s == leader else weights.rival) for s in others}  # a point another seat gains
        self.draws_left = len(view.draw)
        self.attackers = [s for s in others if view.sets[s] and view.hands[s]]

    # ----- commands -----------------------------------------------------------------------------------

    def worth(self, command: Command) -> float:
        hand = self.know.hand
        if isinstance(command, cmd.DefendSteal):
            return self._defend(command.card)
        if isinstance(command, cmd.YieldSet):
            return self._yield()
        if isinstance(command, cmd.FormSet):
            used = tuple(card for card in command.cards if card in hand)
            placed = PlacedSet(cards=command.cards, skill=self.catalog.skill_of[command.cards[0]], orientation="")
            sets = self.view.sets[self.seat] + (placed,)
            kept = tuple(card for card in hand if card not in used)
            return self.know.set_value(command.cards) + self._after(kept, sets, len(used))
        if isinstance(command, cmd.AttemptSteal):
            return self._steal(command)
        assert isinstance(command, cmd.DiscardCard)
        kept = tuple(card for card in hand if card != command.card)
        return self._after(kept, self.view.sets[self.seat], 1) - self._feed(command.card, self.seat)

    def _after(self, kept: tuple[str, ...], sets: tuple[PlacedSet, ...], refill: int) -> float:
        """What the position is worth to the seat after its move: the hand kept, the cards drawn back, and the
        risk to its top set."""
        drawn = min(refill, self.draws_left)
        return self._hand(kept, sets) + drawn * self.w.draw - self._exposure(kept, sets, drawn)

    def _steal(self, command: cmd.AttemptSteal) -> float:
        target = command.target
        taken = self.view.sets[target][-1]
        answered = self.know.chance_answers(target, taken.skill)
        won = self.know.set_value(taken.cards) + self.value[command.card]
        kept = tuple(card for card in self.know.hand if card != command.card)
        mine = self.view.sets[self.seat]
        success = won + self.know.set_value(taken.cards) * self.cost_of[target] + self._after(
            kept, mine + (taken,), 1)
        failure = self._after(kept, mine, 1)
        return (1 - answered) * success + answered * failure

    def _defend(self, card: str) -> float:
        kept = tuple(card_ for card_ in self.know.hand if card_ != card)
        drawn = 1 if self.draws_left > 1 else 0  # the attacker draws first
        steal = self.view.steal
        assert steal is not None
        return self._hand(kept, self.view.sets[self.seat]) + drawn * self.w.draw - self._feed(card, steal.attacker)

    def _yield(self) -> float:
        steal = self.view.steal
        assert steal is not None
        lost = self.know.set_value(self.view.sets[self.seat][-1].cards)
        gift = (lost + self.value[steal.card]) * self.cost_of[steal.attacker]
        return self._hand(self.know.hand, self.view.sets[self.seat][:-1]) - lost - gift

    # ----- what the position is worth -----------------------------------------------------------------

    def _hand(self, hand: tuple[str, ...], sets: tuple[PlacedSet, ...]) -> float:
        """What the cards kept may still become: sets and steals (answers to a steal count in `_exposure`)."""
        worth = sum(self._pair_worth(card, hand) for card in hand)
        if sets:
            worth += self._threats(hand)
        return worth

    def _pair_worth(self, card: str, hand: tuple[str, ...]) -> float:
        partners = self.know.partners(card)
        if partners <= 0:
            return 0.0
        unseen = max(1, len(self.know.unseen))
        draws = self.draws_left / self.view.players
        chance = 1 - (1 - partners / unseen) ** max(0.0, draws)
        chance += (1 - chance) * min(1.0, partners / unseen * (self.view.players - 1))  # from the discard pile
        mean = 5.0 if self.catalog.is_wild(card) else float(self.value[card])
        return self.w.pair * chance * (self.value[card] + mean)

    def _threats(self, hand: tuple[str, ...]) -> float:
        """The best steal the hand still threatens."""
        best = 0.0
        for target in range(self.view.players):
            sets = self.view.sets[target]
            if target == self.seat or len(sets) < 2:
                continue
            top = sets[-1]
            if any(self.catalog.answers(card, top.skill) for card in hand):
                unanswered = 1 - self.know.chance_answers(target, top.skill)
                best = max(best, self.w.threat * unanswered * self.know.set_value(top.cards))
        return best

    def _attack_chance(self, skill: str) -> float:
        """The chance that some other seat with a set holds a card to attack a set of `skill`."""
        spared = 1.0
        for seat in self.attackers:
            spared *= 1 - self.know.chance_answers(seat, skill)
        return 1 - spared

    def _exposure(self, hand: tuple[str, ...], sets: tuple[PlacedSet, ...], drawn: int) -> float:
        """What the top set may still be lost for: its worth times the chance it is stolen before the seat covers
        it with a new set or the round ends. Each round of the table, some seat attacks it with
        `_attack_chance`, and the seat fails to answer unless it holds an answer (or draws one)."""
        if len(sets) < 2:
            return 0.0
        top = sets[-1]
        if any(self.catalog.answers(card, top.skill) for card in hand):
            unanswered = self.w.guarded
        else:
            share = self.know.unseen_by_skill[top.skill] / max(1, len(self.know.unseen))
            unanswered = (1 - share) ** drawn
        lost_per_round = self._attack_chance(top.skill) * unanswered
        rounds = self._rounds_exposed(hand)
        return self.know.set_value(top.cards) * (1 - (1 - lost_per_round) ** rounds) * self.w.exposure

    def _rounds_exposed(self, hand: tuple[str, ...]) -> float:
        """How many rounds of the table the top set is expected to stay on top: one when the hand can cover it
        next turn, else until a set turns up or the round ends."""
        pairs = self.catalog.pairs
        if any(pairs(a, b) for index, a in enumerate(hand) for b in hand[index + 1 :]):
            return 1.0
        left = self.draws_left / self.view.players + max(len(h) for h in self.view.hands) if self.view.hands else 1
        return max(1.0, min(self.w.cover_wait, left))

    def _feed(self, card: str, after: int) -> float:
        """What a card on top of the discard pile may give the seats playing after `after`: a set of it."""
        partner = 5.0 if not self.catalog.is_wild(card) and self.know.unseen_wilds[self.catalog.skill_of[card]] else 0
        partner = max(partner, self.value[card]) if not self.catalog.is_wild(card) else 5.0
        gain = self.value[card] + partner
        risk = 0.0
        shares = self.w.feed
        for index, seat in enumerate(s for s in self.know.order_after(after) if s != self.seat and self.view.hands[s]):
            if index >= len(shares):
                break
            risk += shares[index] * self.know.pair_chance(seat, card) * gain * (1 + self.cost_of[seat])
        return risk
