"""A hand-written fighter for Martial Arts: plans the longest-hitting combo in its hand, blocks with the card that
saves the most for what it costs, counter-attacks whenever its block allows, and spends ADR on what helps now.

It reads only what its seat may see: its own hand and the public table (health, ADR, discards, Events, the
waiting attack). `Policy.choose` is pure given its settings and random generator.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from game.ai import seat_to_act
from game.engine.core import Command
from game.engine.matcg import MatcgRules
from game.engine.matcg import cards as c
from game.engine.matcg import commands as cmd
from game.engine.matcg import values as v
from game.engine.matcg.army import is_hero
from game.engine.matcg.state import ATTACK, BLOCK, COUNTER, DISCARD, LEAD, LINK, OFFER, PREP, RESOLVE, MatcgState
from game.engine.matcg.teams import stand_in, team_event, team_full, team_health, team_of, teams_of


@dataclass(frozen=True)
class Style:
    """How a level fights. `slip` is the chance of a random legal command instead of the planned one."""

    slip: float = 0.0
    answers: bool = True  # cancels the opponent's Strategy cards when it can
    blocks_with_attacks: bool = True  # uses an Attack card's DEF to block
    plans_combos: bool = True  # picks the opener of the best chain in hand (else the strongest attack)
    spends_adr: bool = True
    health_weight: float = 1.0
    hero_holds: bool = True  # an Army of One's Hero never counter-attacks and makes one combo a turn (Judge.holds)


@dataclass
class Policy:
    style: Style
    rng: random.Random = field(default_factory=random.Random)

    def choose(self, rules: MatcgRules, view: MatcgState) -> Command:
        seat = seat_to_act(rules, view)
        legal = rules.legal_commands(view, seat)
        if len(legal) == 1:
            return legal[0]
        if self.style.slip and self.rng.random() < self.style.slip:
            return self.rng.choice(legal)
        return Judge(rules, view, seat, legal, self.style, self.rng).best()


def _first(legal: Sequence[Command], kind: type) -> Command | None:
    return next((command for command in legal if isinstance(command, kind)), None)


class Judge:
    """One decision: the view, the seat and its legal commands."""

    def __init__(self, rules: MatcgRules, view: MatcgState, seat: int, legal: list[Command], style: Style,
                 rng: random.Random | None = None):
        self.rules, self.view, self.seat, self.legal, self.style = rules, view, seat, legal, style
        self.rng = rng or random.Random(0)
        self.catalog = rules.catalog
        self._chains: dict[str, float] = {}  # each opener's chain value, by card id: a hand's copies chain alike

    def card(self, physical: str) -> c.AnyCard:
        return v.card(self.catalog, physical)

    def plays(self, kind: type) -> list[Command]:
        return [command for command in self.legal if isinstance(command, kind)]

    def best(self) -> Command:
        view = self.view
        if view.responder == self.seat:
            return self._answer()
        handlers = {PREP: self._prep, ATTACK: self._attack, LINK: self._link, BLOCK: self._block,
                    COUNTER: self._counter, RESOLVE: self._resolve, DISCARD: self._discard, LEAD: self._lead,
                    OFFER: self._offer}
        return handlers[view.phase]()

    # ----- Strategy cards ----------------------------------------------------------------------------------------

    def _strategy(self, wanted: type, when: bool = True) -> Command | None:
        if not (self.style.spends_adr and when):
            return None
        for command in self.plays(cmd.PlayStrategy):
            assert isinstance(command, cmd.PlayStrategy)
            if v.has(self.card(command.card), wanted):
                return command
        return None

    def _useful_strategy(self) -> Command | None:
        """Healing when hurt, drawing when ADR is spare (keeping one point for Divert when holding it)."""
        view, seat = self.view, self.seat
        hurt = view.full_health(seat) - view.health[seat]
        heal = self._strategy(c.Heal, hurt >= 4)
        if heal is not None:
            return heal
        holds_cancel = any(isinstance(self.card(h), c.StrategyCard) and v.has(self.card(h), c.Cancel)
                           for h in view.hands[seat])
        spare = view.adr[seat] - (1 if holds_cancel else 0)
        return self._strategy(c.Draw, spare >= 1)

    def _answer(self) -> Command:
        top = self.view.stack[-1][1]
        worth = self.card(top)
        if self.style.answers and isinstance(worth, c.StrategyCard) and (worth.adr >= 2 or not v.has(worth, c.Draw)):
            cancel = _first(self.legal, cmd.PlayStrategy)
            if cancel is not None:
                return cancel
        return cmd.LetResolve(seat=self.seat)

    # ----- Army of One: the enemies' leader ---------------------------------------------------------------------

    def _lead(self) -> Command:
        """The leader begins and, with the goal the leader, is the one the Hero must knock out: the spokesman names
        itself when its hand can defend it (two cards that block well), else another enemy at random."""
        held = (self.card(h) for h in self.view.hands[self.seat])
        blocks = sum(isinstance(card, c.DefenseCard) and card.defense >= 3 for card in held)
        names = self.plays(cmd.NameLeader)
        own = [n for n in names if n.leader == self.seat]  # type: ignore[attr-defined]
        if blocks >= 2 and own:
            return own[0]
        return self.rng.choice([n for n in names if n not in own] or names)

    # ----- the judges' offer of a draw (a fight with a person in it, at the turn limit) -------------------------

    def _offer(self) -> Command:
        """Accepts the draw unless its side is ahead: a greater share of the health it began with still standing
        than every other side's (as the judges of a computers' fight would weigh it)."""
        view, mine = self.view, team_of(self.view, self.seat)
        share = team_health(view, mine) / team_full(view, mine)
        ahead = all(share > team_health(view, team) / team_full(view, team) for team in teams_of(view)
                    if team != mine)
        return cmd.DeclineDraw(seat=self.seat) if ahead else cmd.AcceptDraw(seat=self.seat)

    # ----- Prep and Resolve -------------------------------------------------------------------------------------

    def _event(self) -> Command | None:
        if team_event(self.view, self.seat) is not None:  # the team's Event (a teammate's too) is left in play
            return None
        return _first(self.legal, cmd.PlayEvent)

    def _prep(self) -> Command:
        return self._event() or self._useful_strategy() or cmd.EndPhase(seat=self.seat)

    def _resolve(self) -> Command:
        return self._event() or self._useful_strategy() or cmd.EndTurn(seat=self.seat)

    def _discard(self) -> Command:
        discards = self.plays(cmd.DiscardCard)
        if not discards:
            return self.legal[0]
        return min(discards, key=lambda d: self._keep_value(d.card))  # type: ignore[attr-defined]

    def _keep_value(self, physical: str) -> float:
        printed = self.card(physical)
        if isinstance(printed, c.DefenseCard):
            return 2.0 + printed.defense + (3 if v.has(printed, c.AbsorbAll) else 0)
        if isinstance(printed, c.AttackCard):
            return 1.0 + printed.atk + printed.cpt / 2
        if isinstance(printed, c.StrategyCard):
            return 1.5 + printed.adr if printed.adr <= self.view.adr[self.seat] + 1 else 1.0
        return 0.5 if team_event(self.view, self.seat) is not None else 2.0

    # ----- Attacking --------------------------------------------------------------------------------------------

    def _attacks_in_hand(self) -> list[str]:
        return [h for h in self.view.hands[self.seat] if isinstance(self.card(h), c.AttackCard)]

    def _chain_value(self, opener: str, need: int | None) -> float:
        """The damage of the best chain in hand that begins with `opener` (whose CPT must reach `need`), with a
        point for every link, searched a few moves deep; worked out once a decision for each card (an Army of One's
        Hero, its card aimed at each of nine enemies and its hand growing as it holds back, asks it many times)."""
        card_id = self.card(opener).id
        if card_id not in self._chains:
            self._chains[card_id] = self._chain_from(opener)
        return self._chains[card_id]

    def _chain_from(self, opener: str) -> float:
        bonus = v.link_bonus(self.catalog, self.view)

        def best(last: c.AttackCard, rest: list[c.AttackCard], depth: int) -> float:
            if depth == 0:
                return 0.0
            top, tried = 0.0, set()
            for index, nxt in enumerate(rest):
                if nxt.id not in tried and nxt.cpt >= last.lnk + bonus:  # a copy of a card chains as the card does
                    tried.add(nxt.id)
                    top = max(top, nxt.atk + 1.0 + best(nxt, rest[:index] + rest[index + 1 :], depth - 1))
            return top

        first = self.card(opener)
        assert isinstance(first, c.AttackCard)
        held = self._attacks_in_hand()
        held.remove(opener)
        rest = [printed for printed in map(self.card, held) if isinstance(printed, c.AttackCard)]
        return first.atk + best(first, rest, 3)

    def _choose_attack(self, need: int | None) -> Command | None:
        attacks = self.plays(cmd.PlayAttack)
        if not attacks:
            return None
        if self.style.plans_combos:
            return max(attacks, key=lambda a: self._chain_value(a.card, need) + self.aim(a))  # type: ignore[attr-defined]
        return max(attacks, key=lambda a: self.card(a.card).atk + self.aim(a))  # type: ignore[attr-defined, union-attr]

    def aim(self, command: Command) -> float:
        """How much better an attack's target is (Two-on-Two and Army of One, where it names one): the weaker
        enemy, above all one the attack may knock out, with fewer cards to defend with; for an Army of One's Hero
        the leader when it is the goal, and a switch to another enemy mid-combo (+1 ADR). Nothing when it names
        none (a duel)."""
        target = getattr(command, "target", None)
        if target is None:
            return 0.0
        view = self.view
        health = view.health[target]
        printed = self.card(command.card)  # type: ignore[attr-defined]
        knockout = 3.0 if isinstance(printed, c.AttackCard) and printed.atk >= health else 0.0
        value = knockout + 0.08 * (view.max_health - health) - 0.05 * len(view.hands[target])
        army = view.army
        if army is not None and army.goal == "leader" and target == army.leader:
            value += 1.5 + knockout
        if view.phase == LINK and view.hit is not None and target != view.hit:
            value += 1.0  # the Hero's switch bonus
        return value

    def _boost_before(self, attack_command: Command | None) -> Command | None:
        if attack_command is None or self.view.focus[self.seat]:
            return None
        return self._strategy(c.BoostAttack, self.view.adr[self.seat] >= 1)

    @property
    def holds(self) -> bool:
        """Whether the seat is an Army of One's Hero that holds back (Style.hero_holds). Every attack of the Hero's
        meets the nine enemies' hands, any of them called to block it: a full block lets a fresh hand counter-attack
        and run a combo on the Hero. So the Hero never counter-attacks (the enemy who attacked keeps a broken combo
        and the hand it has spent) and, its one combo of the turn over, ends its attack, keeping its cards to block
        the enemies' attacks (_keeps_its_hand). Fights watched bot against bot lost most of the Hero's health to the
        combos that followed its own counter-attacks and second attacks."""
        return self.style.hero_holds and is_hero(self.view, self.seat)

    def _keeps_its_hand(self) -> bool:
        """The Hero holding back, its turn's combo over: it ends its attack, but only where it may keep every card
        (under DGM's hand limit of 7 it would discard what it kept, and it attacks on)."""
        return self.holds and self.view.attacked and self.rules.rules.hand_limit is None

    def _attack(self) -> Command:
        useful = self._useful_strategy()
        if useful is not None:
            return useful
        if self._keeps_its_hand():
            return cmd.EndPhase(seat=self.seat)
        chosen = self._choose_attack(None)
        boost = self._boost_before(chosen)
        return boost or chosen or cmd.EndPhase(seat=self.seat)

    def _link(self) -> Command:
        chosen = self._choose_attack(0)
        boost = self._boost_before(chosen)
        return boost or chosen or cmd.EndCombo(seat=self.seat)

    def _counter(self) -> Command:
        if self.holds:
            return cmd.DeclineCounter(seat=self.seat)
        return self._choose_attack(0) or cmd.DeclineCounter(seat=self.seat)

    # ----- Blocking ---------------------------------------------------------------------------------------------

    def _block(self) -> Command:
        return min(self.block_options(), key=lambda option: option[0])[1]

    def block_options(self) -> list[tuple[float, Command]]:
        """Each way to answer the waiting attack the fighter weighs (taking it, each card's block, Divert, Brace, a
        call to a teammate) with what it costs: health lost and cards spent. The cheapest is its block."""
        view, seat = self.view, self.seat
        attack = view.attack
        assert attack is not None
        atk = v.atk(self.catalog, view, attack)
        so_far = v.defense(self.catalog, view, attack, atk)
        taken = max(0, atk - so_far)
        weight = self.style.health_weight * (1.5 if view.health[attack.target] <= 10 else 1.0)  # maybe a teammate
        take_it = taken * weight + (0 if attack.blocks else 0.3)
        options: list[tuple[float, Command]] = [(take_it, cmd.EndBlock(seat=seat))]
        tried: set[str] = set()  # a copy of a card blocks as the card does: its first copy stands for every one
        for command in self.plays(cmd.Block):
            assert isinstance(command, cmd.Block)
            printed = self.card(command.card)
            if printed.id in tried or isinstance(printed, c.AttackCard) and not self.style.blocks_with_attacks:
                continue
            tried.add(printed.id)
            trial = replace(attack, blocks=attack.blocks + (command.card,))
            defense = v.defense(self.catalog, view, trial, atk)
            stacks = isinstance(printed, c.DefenseCard) and v.has(printed, c.Stack)
            if stacks:
                defense += max((self.card(h).defense for h in view.hands[seat]  # type: ignore[union-attr]
                                if h != command.card and isinstance(self.card(h), c.DefenseCard)), default=0)
            damage = max(0, atk - defense)
            cost = damage * weight + self._spend_cost(printed)
            if damage == 0:
                cost -= 2.0 + (1.0 if attack.kind == "link" else 0.0)  # the combo broken, a counter-attack allowed
            options.append((cost, command))
        divert = self._strategy(c.Cancel, atk >= 4 and all(cost > 2 for cost, _ in options))
        if divert is not None:
            options.append((1.5, divert))
        brace = self._strategy(c.BoostBlock, taken >= 3)
        if brace is not None and not view.brace[seat]:
            options.append((min(cost for cost, _ in options) - 0.5, brace))
        calls = self.plays(cmd.CallTeammate)
        if calls:  # the teammate holding the most cards: its hand unseen, it may block, or let it land
            call = max(calls, key=lambda command: len(view.hands[self._called(command)]))
            if len(view.hands[seat]) <= len(view.hands[self._called(call)]) + 2:
                options.append((taken * weight * 0.5 + 1.0, call))
        return options

    def _called(self, command: Command) -> int:
        """The teammate a call names (the first who may, when it names none)."""
        assert isinstance(command, cmd.CallTeammate) and self.view.attack is not None
        mate = command.teammate if command.teammate is not None else stand_in(self.view, self.view.attack)
        assert mate is not None
        return mate

    def _spend_cost(self, printed: c.AnyCard) -> float:
        """What a card given up to block is worth: an Attack card about the damage it would deal in an attack
        of its own (an attack's DEF of 0 to 2 rarely saves as much)."""
        if isinstance(printed, c.AttackCard):
            return 1.0 + printed.atk * 0.8
        if isinstance(printed, c.DefenseCard):
            return 0.6 + (2.5 if v.has(printed, c.AbsorbAll) else 0.0)
        return 1.0
