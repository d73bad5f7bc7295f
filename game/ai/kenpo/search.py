"""The Kenpo Masters search: this turn's lines, each answered by the opponent's replies in guessed worlds.

Every line of the turn (kenpo_turns) is first worth what the evaluator says of the moment after it, the
opponent's hand unseen; with `screen`, the best of them are ranked again by that worth averaged over the guessed
hands of the worlds below, which see which escapes the opponent really has. The best `width` of them are then
looked at more closely: in each of `worlds` guesses of the opponent's hand (kenpo_sample), the opponent's own
lines are played against it, and the line is worth a mix of the reply that hurts most and the average reply
(`caution`), averaged over the worlds. With `deep`, the replies that look
worst are judged again by the seat's own best next turn after them. With the evaluator's `finish` weight, a
reply or an answer whose seat holds a strike that wins the match at once is judged by the evaluator alone (a
Break of two fakes and a strike is three cards, more than a reply lists). The plan is the best line.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.ai.kenpo.evaluate import Evaluator, Weights
from game.ai.kenpo.sample import determinize
from game.ai.kenpo.turns import Line, Remembered, Turns
from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.evolve import put
from game.engine.kenpo.state import KenpoState, revise


@dataclass(frozen=True)
class Settings:
    """How hard a level looks. `worlds` 0 judges lines by the evaluator alone; `blunder` is the chance of
    playing a random line among the better half instead of the best."""

    max_cards: int = 4
    budget: int = 400
    width: int = 8
    worlds: int = 6
    reply_cards: int = 2
    reply_budget: int = 60
    caution: float = 0.7
    deep: int = 0  # the opponent's most dangerous replies answered by the seat's own next turn
    deep_cards: int = 2
    deep_budget: int = 30
    screen: int = 0  # lines the evaluator ranks best re-ranked by their worth in the guessed worlds before `width`
    blunder: float = 0.0
    weights: Weights = Weights()


def distinct(catalog: Catalog, lines: list[Line], seat: int) -> list[Line]:
    """The lines that leave different matches behind (copies of a card, or a defence aimed at an attack it
    does not change, make no difference); the first of each kind is kept."""
    names = catalog.cards_by_id
    kept: dict[tuple[object, ...], Line] = {}
    for line in lines:
        state = line.state
        table = tuple(sorted((names[p.card].name, p.move or "", p.mirrored, p.bonus,
                              names[p.on].name if p.on else "") for p in state.tables[seat]))
        hand = tuple(sorted(names[card].name for card in state.hands[seat]))
        key = (line.broke, line.drawn, state.scores, state.positions, state.phase, state.winner, table, hand,
               state.last_steps[seat])
        kept.setdefault(key, line)
    return list(kept.values())


def dealt(state: KenpoState, world: KenpoState, seat: int) -> KenpoState:
    """`state` with the opponent of `seat` holding the hand and deck it holds in the guessed `world`."""
    other = 1 - seat
    return revise(state, hands=put(state.hands, other, world.hands[other]),
                  decks=put(state.decks, other, world.decks[other]))


class Search:
    def __init__(self, catalog: Catalog, settings: Settings):
        self.catalog = catalog
        self.settings = settings
        self.evaluator = Evaluator(catalog, settings.weights)
        self.turns = Turns(catalog, settings.max_cards, settings.budget)
        self.replies = Remembered(Turns(catalog, settings.reply_cards, settings.reply_budget))
        self.answers = Remembered(Turns(catalog, settings.deep_cards, settings.deep_budget))

    def plan(self, view: KenpoState, rng: random.Random) -> Line:
        """The line to play from `view` (the seat to act's own view, perhaps part way into its turn). The replies and
        answers listed for it are forgotten once it is planned: the next decision's moments are of another turn, and a
        bot waiting for its next turn (or kept by a tool to play a game on later) holds none of them."""
        try:
            return self._plan(view, rng)
        finally:
            self.replies.forget()
            self.answers.forget()

    def _plan(self, view: KenpoState, rng: random.Random) -> Line:
        seat = view.seat
        lines = distinct(self.catalog, self.turns.lines(view), seat)
        ranked = sorted(lines, key=lambda line: -self.evaluator.value(line.state, seat, line.drawn))
        s = self.settings
        if s.worlds and len(ranked) > 1:
            worlds = [determinize(self.catalog, view, seat, rng) for _ in range(s.worlds)]
            if s.screen:
                guessed = {id(line): self._guessed(line, worlds, seat) for line in ranked[: s.screen]}
                ranked = sorted(ranked[: s.screen], key=lambda line: -guessed[id(line)])
            top = ranked[: s.width]
            worth = {id(line): self._answered(line, worlds, seat) for line in top}
            ranked = sorted(top, key=lambda line: -worth[id(line)])
        if s.blunder and len(ranked) > 2 and rng.random() < s.blunder:
            return ranked[rng.randrange(1, max(2, len(ranked) // 2))]
        return ranked[0]

    def _guessed(self, line: Line, worlds: list[KenpoState], seat: int) -> float:
        """The evaluator's worth of the line to `seat`, averaged over the worlds' hands for the opponent."""
        value = self.evaluator.value
        return sum(value(dealt(line.state, world, seat), seat, line.drawn) for world in worlds) / len(worlds)

    def _answered(self, line: Line, worlds: list[KenpoState], seat: int) -> float:
        return sum(self._reply(dealt(line.state, world, seat), seat, line.drawn) for world in worlds) / len(worlds)

    def _reply(self, state: KenpoState, seat: int, drawn: tuple[int, int]) -> float:
        """The worth to `seat` of the opponent's replies from `state` (the opponent to act)."""
        value = self.evaluator.value
        if state.over or self._strikes_home(state):
            return value(state, seat, drawn)
        replies = self.replies.lines(state)
        if not replies:
            return value(state, seat, drawn)
        totals = [(drawn[0] + reply.drawn[0], drawn[1] + reply.drawn[1]) for reply in replies]
        worths = [value(reply.state, seat, total) for reply, total in zip(replies, totals, strict=True)]
        caution = self.settings.caution
        mean = sum(worths) / len(worths)
        if not self.settings.deep:
            return caution * min(worths) + (1 - caution) * mean
        order = sorted(range(len(replies)), key=worths.__getitem__)[: self.settings.deep]
        worst = min(self._answer(replies[i].state, seat, totals[i]) for i in order)
        return caution * worst + (1 - caution) * mean

    def _strikes_home(self, state: KenpoState) -> bool:
        """With `finish` weights: the seat to act has a strike that wins the match at once (with every fake of its
        hand, which a short reply or answer may not hold), so the evaluator's worth of the moment stands for its
        turn."""
        return bool(self.settings.weights.finish) and self.evaluator.decisive(state, state.seat) == 1

    def _answer(self, state: KenpoState, seat: int, drawn: tuple[int, int]) -> float:
        """The worth to `seat` of its best next turn from `state` (`seat` to act), by the evaluator."""
        value = self.evaluator.value
        if state.over or self._strikes_home(state):
            return value(state, seat, drawn)
        answers = self.answers.lines(state)
        return max((value(a.state, seat, (drawn[0] + a.drawn[0], drawn[1] + a.drawn[1])) for a in answers),
                   default=value(state, seat, drawn))
