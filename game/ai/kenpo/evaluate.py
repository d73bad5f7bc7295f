"""How good a moment of a Kenpo Masters match is for one seat, between two turns.

The worth is the score difference, plus what the cards in each hand are worth, plus the outlook of the seat
about to act. That seat escapes the waiting attacks as well as its hand lets it: to the square, among those
its cards can step to, where the attacks deal least, a defence card in hand taking the biggest one down; or it
steps onto the opponent's row with a strike and calls a Break, scoring at once. When the bot cannot see that
hand it supposes any step is possible but not always taken (a mix of standing still and the best escape),
and no strike.

With `finish`, the evaluator also knows how a match ends (the rulebook's first to the winning score, the higher
total when both reach it at once): a seat to act whose strike takes it there ahead, or whose every escape lets
the waiting attacks take the opponent there ahead, is that share of a win or a loss away, whatever the points.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from game.engine.kenpo import HIDDEN_CARD
from game.engine.kenpo.cards import Catalog
from game.engine.kenpo.geometry import STEPS, destination, in_ring, relation
from game.engine.kenpo.scoring import prevented_by, raw_points
from game.engine.kenpo.state import KenpoState, Played

Square = tuple[int, int]
MEMO = 20_000  # entries a memo keeps before it starts afresh
WIN = 100.0


@dataclass(frozen=True)
class Weights:
    card: float = 1.0  # a card in hand, for the first `full_hand` cards; half that for more
    full_hand: int = 6
    threat: float = 1.0  # the share of the expected damage of waiting attacks
    strike: float = 0.5  # the share of the points of a Break the seat to act can call with a strike
    stands: float = 0.35  # for a hidden hand: how often the opponent is taken to stand and take it
    wall: float = 0.3  # having one's back to the wall next to the opponent
    finish: float = 0.0  # the share of a win (WIN) counted for a next movement that ends the match (decisive)


class Prospects(NamedTuple):
    """The next movement of the seat to act, as the evaluator sees it: its `worth` (the outlook), and each way
    its hand lets it go as (points its strike scores at once, points the waiting attacks take from it there);
    `stay` is what they take where it stands; a `hidden` hand's one way is its best escape."""

    worth: float
    ways: tuple[tuple[int, int], ...]
    stay: int
    hidden: bool


class Evaluator:
    def __init__(self, catalog: Catalog, weights: Weights):
        self.catalog = catalog
        self.weights = weights
        self._moves = {card_id: tuple(card.moves) for card_id, card in catalog.cards_by_id.items()}
        self._escape_memo: dict[tuple[str, ...], dict[str, tuple[tuple[str, ...], tuple[str, ...]]]] = {}
        self._point_memo: dict[tuple[object, ...], tuple[int, ...]] = {}
        self._outlook_memo: dict[tuple[object, ...], Prospects] = {}
        self._hand_memo: dict[int, float] = {}
        self._corner_memo: dict[tuple[int, tuple[Square, Square]], float] = {}
        self._attacks = {card_id: bool(card.attack) for card_id, card in catalog.cards_by_id.items()}

    def value(self, state: KenpoState, seat: int, drawn: tuple[int, int] = (0, 0)) -> float:
        """The worth of `state` to `seat`, in points; `drawn` are cards drawn that the hands do not show."""
        other = 1 - seat
        diff = state.scores[seat] - state.scores[other]
        if state.over:
            if state.winner is None:
                return diff - WIN / 2
            return diff + (WIN if state.winner == seat else -WIN)
        worth = diff + self.hand(len(state.hands[seat]) + drawn[seat])
        worth -= self.hand(len(state.hands[other]) + drawn[other])
        actor = state.seat
        prospects = self._prospects(state, actor)
        edge = prospects.worth - self.cornered(state, actor)
        if self.weights.finish:
            edge += self.weights.finish * WIN * self._settles(prospects, state.scores[actor], state.scores[1 - actor])
        return worth + edge if actor == seat else worth - edge

    def hand(self, size: int) -> float:
        known = self._hand_memo.get(size)
        if known is None:
            w = self.weights
            known = self._hand_memo[size] = w.card * (min(size, w.full_hand) + 0.5 * max(0, size - w.full_hand))
        return known

    def cornered(self, state: KenpoState, actor: int) -> float:
        """Facing the opponent with nowhere to step back: the actor's back is to the wall."""
        key = (actor, state.positions)
        known = self._corner_memo.get(key)
        if known is None:
            here, there = state.positions[actor], state.positions[1 - actor]
            near = relation(actor, here, there) is not None
            known = self.weights.wall if near and not in_ring(destination(actor, here, "back")) else 0.0
            self._corner_memo[key] = known  # (a few dozen pairs of squares in all)
        return known

    def outlook(self, state: KenpoState, actor: int) -> float:
        """What `actor`, who plays next, can expect from its next movement: minus what the other seat's waiting
        attacks cost it where it escapes to, or plus the points of a Break it calls with a strike, whichever
        is better."""
        return self._prospects(state, actor).worth

    def decisive(self, state: KenpoState, actor: int) -> float:
        """How surely `actor`'s next movement ends the match: 1 when a strike of its hand calls a Break that takes
        it to the winning score ahead of the opponent, -1 when wherever its hand lets it go (guarded as well as it
        can, or resting) the waiting attacks take the opponent there ahead of it, else 0. A hand it cannot see
        strikes nothing and loses only the share of the time it stands where it cannot escape."""
        return self._settles(self._prospects(state, actor), state.scores[actor], state.scores[1 - actor])

    def _settles(self, prospects: Prospects, mine: int, theirs: int) -> float:
        goal = self.catalog.winning_score

        def lost(taken: int, scored: int) -> bool:
            return theirs + taken >= goal and theirs + taken > mine + scored

        if prospects.hidden:
            return -1.0 if lost(prospects.ways[0][1], 0) else -self.weights.stands if lost(prospects.stay, 0) else 0.0
        if any(mine + scored >= goal and mine + scored > theirs + taken for scored, taken in prospects.ways):
            return 1.0
        return -1.0 if all(lost(taken, scored) for scored, taken in prospects.ways) else 0.0

    def _prospects(self, state: KenpoState, actor: int) -> Prospects:
        attacker = 1 - actor
        is_attack = self._attacks
        attacks = tuple(p for p in state.tables[attacker] if is_attack[p.card])
        hand = state.hands[actor]
        rests = not hand or not (state.fresh or state.rested_last[actor])  # (or it cannot play: rare, ignored)
        key = (actor, hand, attacks, state.positions, "forward" in state.last_steps[attacker], rests)
        known = self._outlook_memo.get(key)
        if known is None:
            known = self._outlook(*key)
            if len(self._outlook_memo) > MEMO:
                self._outlook_memo.clear()
            self._outlook_memo[key] = known
        return known

    def _outlook(self, actor: int, hand: tuple[str, ...], attacks: tuple[Played, ...],
                 positions: tuple[Square, Square], side_kick: bool, rests: bool) -> Prospects:
        attacker = 1 - actor
        here, there = positions[actor], positions[attacker]
        stay = sum(self._points(attacks, attacker, there, here)) if attacks else 0
        w = self.weights
        if HIDDEN_CARD in hand:
            if not attacks:
                return Prospects(0.0, ((0, 0),), stay, True)
            best = min((sum(self._points(attacks, attacker, there, square))
                        for square in self._squares(actor, here, there, STEPS).values()), default=stay)
            return Prospects(-w.threat * (w.stands * stay + (1 - w.stands) * best), ((0, best),), stay, True)
        options = [-w.threat * stay] if rests else []
        ways = [(0, stay)] if rests else []
        escapes = self._escapes(hand)
        squares = self._squares(actor, here, there, tuple(escapes))
        for step, (guards, strikers) in escapes.items():
            square = squares.get(step)
            if square is None:
                continue
            points = self._points(attacks, attacker, there, square) if attacks else ()
            total = sum(points)
            guarded = total
            if total and guards:
                guarded -= max(self._guarded(attacks, points, attacker, there, square, g, step) for g in guards)
            option = -w.threat * guarded
            ways.append((0, guarded))
            if strikers and (square[1] == there[1] or side_kick):
                scored = self._strike(actor, square, there, strikers, step, hand, side_kick)
                option = max(option, w.strike * scored - w.threat * total)
                if scored:
                    ways.append((scored, total))
            options.append(option)
        return Prospects(max(options, default=-w.threat * stay), tuple(ways) or ((0, stay),), stay, False)

    def _strike(self, actor: int, square: Square, there: Square, strikers: tuple[str, ...], step: str,
                hand: tuple[str, ...], side_kick: bool) -> int:
        """The best points a card of `strikers` scores at once by calling a Break as it steps to `square`
        (onto the opponent's row, or a Side Kick after the opponent stepped forward), with the hand's fakes."""
        toward = relation(actor, square, there)
        if toward is None:
            return 0
        breaks = square[1] == there[1]
        fakes = [self.catalog.card(c).abilities.fake for c in hand]
        best = 0
        for card_id in strikers:
            card = self.catalog.card(card_id)
            if not (breaks or (side_kick and card.abilities.break_on_forward)):
                continue
            kick = "Kick" in self.catalog.qualifiers[card_id]
            bonus = sum((f.kick if kick else f.other) for f in fakes if f is not None)
            best = max(best, raw_points(self.catalog, Played(card=card_id, move=step, bonus=bonus), toward))
        return best

    def _escapes(self, hand: tuple[str, ...]) -> dict[str, tuple[tuple[str, ...], tuple[str, ...]]]:
        """The steps the hand's Action cards allow, each with the defence cards and the attack cards (one of
        each name) that allow it."""
        known = self._escape_memo.get(hand)
        if known is None:
            found: dict[str, tuple[dict[str, str], dict[str, str]]] = {}
            for card_id in hand:
                card = self.catalog.card(card_id)
                if card.kind != "action":
                    continue
                for step in self._moves[card_id]:
                    guards, strikers = found.setdefault(step, ({}, {}))
                    if card.defence:
                        guards.setdefault(card.name, card_id)
                    if card.attack:
                        strikers.setdefault(card.name, card_id)
            known = {step: (tuple(g.values()), tuple(a.values())) for step, (g, a) in found.items()}
            if len(self._escape_memo) > MEMO:
                self._escape_memo.clear()
            self._escape_memo[hand] = known
        return known

    @staticmethod
    def _squares(seat: int, here: Square, there: Square, steps: tuple[str, ...]) -> dict[str, Square]:
        out = {}
        for step in steps:
            square = destination(seat, here, step)
            if in_ring(square) and square != there:
                out[step] = square
        return out

    def _points(self, attacks: tuple[Played, ...], attacker: int, origin: Square, square: Square) -> tuple[int, ...]:
        """Each attack's points against a defender standing on `square` (before defences and doubling)."""
        key = (attacks, attacker, origin, square)
        known = self._point_memo.get(key)
        if known is None:
            toward = relation(attacker, origin, square)
            known = tuple(raw_points(self.catalog, p, toward) for p in attacks)
            if len(self._point_memo) > MEMO:
                self._point_memo.clear()
            self._point_memo[key] = known
        return known

    def _guarded(self, attacks: tuple[Played, ...], points: tuple[int, ...], attacker: int, origin: Square,
                 square: Square, guard: str, step: str) -> int:
        """What `guard`, played with `step` onto `square`, takes off the biggest attack it may reduce."""
        from_ = relation(1 - attacker, square, origin)
        best = max(range(len(points)), key=points.__getitem__)
        if step == "none" and self.catalog.card(attacks[best].card).abilities.defended_only_moving:
            return 0
        return min(points[best], prevented_by(self.catalog, Played(card=guard, move=step), from_))
