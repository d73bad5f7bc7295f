"""What the duel table says: the news of each event a seat may see (the table's log "At the table", the curtain's
news and the history panel all read the same `HistoryWords`), the phase, and the status line of the moment.

Every sentence is built from a seat's view and the events that seat may see, so none can name a hidden card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.engine.core import Command, Event, Session
from game.engine.matcg import army
from game.engine.matcg import commands as cmd
from game.engine.matcg import events as ev
from game.engine.matcg import step_events as ts
from game.engine.matcg.cards import Catalog, printed
from game.engine.matcg.state import ATTACK, BLOCK, COUNTER, DISCARD, LEAD, LINK, OFFER, PREP, RESOLVE, MatcgState
from game.engine.matcg.teams import teams_of
from game.play.grammar import does as agrees
from game.play.grammar import listed, within
from game.words.history import still_held
from game.words.matcg.seating import Seating

PHASES = {PREP: "Prep Phase", ATTACK: "Attack Phase", LINK: "Continued Attack", BLOCK: "Block Phase",
          COUNTER: "Counter-attack?", RESOLVE: "Resolve Phase", DISCARD: "End of the turn: discard",
          LEAD: "Naming the leader", OFFER: "The judges offer a draw"}
ENDINGS = {"knockout": "by knockout", "judges": "on the judges' decision (the turn limit)",
           "exhausted": "when neither fighter had a card left",
           "repetition": "as the same position came round a third time", "agreed": "by agreement"}


def name_of(catalog: Catalog, card: str) -> str:
    return printed(catalog, card).name


def does(names: tuple[str, ...], seat: int, verb: str) -> str:
    """"Computer takes", "You take", "You have": a seat's name with a verb given in the third person."""
    return agrees(names[seat], verb)


def whose(names: tuple[str, ...], seat: int) -> str:
    return "Your" if names[seat] == "You" else f"{names[seat]}'s"


@dataclass(frozen=True)
class HistoryWords:
    """The duel's words for its events (game.words.history.Words): one line for each event a seat may see that a player
    follows (the cards it draws among them), the turns that begin, and once the fight is over the cards the other seat
    still held."""

    catalog: Catalog
    names: tuple[str, ...]
    reads_views = False  # every event says what it is about

    def tell(self, event: Event, before: MatcgState | None, after: MatcgState | None) -> list[str]:
        """The lines for one event; every event says what it is about, so the views around it are not read."""
        line = _line(event, self.catalog, self.names)
        return [line] if line else []

    def turn_begins(self, event: Event) -> bool:
        return isinstance(event, ev.TurnBegan)

    def revealed(self, state: MatcgState, viewer: int) -> list[str]:
        """Once the fight is over: what the other seats still held."""
        return still_held(state.hands, viewer, self.names, lambda card: name_of(self.catalog, card))


def _line(event: Event, catalog: Catalog, names: tuple[str, ...]) -> str | None:
    match event:
        case ev.TurnBegan(seat=seat, turn=turn):
            return f"Turn {turn}: {names[seat]}"
        case ev.CardsDrawn(seat=seat, cards=cards) if cards:  # told only to the seat that drew them, as at Kenpo
            return f"{names[seat]} drew {', '.join(name_of(catalog, card) for card in cards)}"
        case ev.RecoveryTaken(seat=seat):
            return f"{whose(names, seat)} deck was empty: Recovery Phase (turn skipped, discards reshuffled)"
        case ev.AttackPlayed(seat=seat, target=target, card=card, kind=kind):
            verb = {"attack": "attacked", "link": "linked", "counter": "counter-attacked"}[kind]
            aimed = f" {within(names[target])}" if len(names) > 2 and kind != "link" else ""
            control = ", taking control" if kind == "counter" else ""
            return (f"{names[seat]} {verb}{aimed}{' with' if kind != 'link' else ''} {name_of(catalog, card)}"
                    f"{control}")
        case ev.TurnEnded(seat=seat):
            return f"End of the turn, {within(names[seat])} in control"
        case ev.BlockPlayed(seat=seat, card=card):
            return f"{names[seat]} blocked with {name_of(catalog, card)}"
        case ev.AttackResolved(target=target, atk=atk, defense=defense, damage=damage, health=health):
            if damage:
                return (f"{names[target]} took {damage} (ATK {atk} \u2212 DEF {defense}): "
                        f"health {max(0, health)}")
            return f"Blocked: ATK {atk} against DEF {defense}, no damage"
        case ev.AdrEarned(seat=seat, amount=amount, adr=adr):
            return f"{names[seat]} earned {amount} ADR ({adr} now)"
        case ev.ComboEnded(seat=seat, reason=reason):
            return f"{whose(names, seat)} combo ended: {reason}"
        case ts.CounterDeclined(seat=seat):  # the blocker lets the chance go (or has no card left to take it)
            return f"{names[seat]} did not counter-attack"
        case ev.StrategyPlayed(seat=seat, card=card, cost=cost):
            return f"{names[seat]} played {name_of(catalog, card)} ({cost} ADR)"
        case ev.StrategyCancelled(card=card, by=by):
            return f"{name_of(catalog, by)} cancelled {name_of(catalog, card)}"
        case ev.AttackCancelled(card=card, by=by):
            return f"{name_of(catalog, by)} neutralised {name_of(catalog, card)}"
        case ev.CardCancelled(seat=seat, card=card):
            return f"{whose(names, seat)} {name_of(catalog, card)} did nothing (diverted)"
        case ev.EventPlayed(seat=seat, card=card):
            return f"{names[seat]} put {name_of(catalog, card)} into play"
        case ev.ChallengeDealt(card=card):
            return f"The challenge: {name_of(catalog, card)}"
        case ev.Healed(seat=seat, amount=amount, health=health):
            return f"{names[seat]} healed {amount}: health {health}"
        case ev.DamageReflected(seat=seat, amount=amount, health=health):
            return f"{names[seat]} took {amount} back from the block: health {max(0, health)}"
        case ev.CardDiscarded(seat=seat, card=card):
            return f"{names[seat]} discarded {name_of(catalog, card)}"
        case ev.FightWon(seat=seat, reason=reason):
            if len(names) > 2:  # a fight of sides: the winner's side wins
                return f"{whose(names, seat)} side won {ENDINGS.get(reason, reason)}"
            return f"{names[seat]} won {ENDINGS.get(reason, reason)}"
        case ev.FightDrawn(reason="agreed"):
            return "The fight was drawn by agreement"
        case ev.FightDrawn():
            return "The fight was drawn"
    return _team_line(event, names) or _offer_line(event, names)


def _offer_line(event: Event, names: tuple[str, ...]) -> str | None:
    """The words for the judges' offer of a draw (a fight with a person in it has no time limit)."""
    match event:
        case ev.DrawOffered(turn=turn):
            return f"Turn {turn - 1} had passed: the judges offered a draw, which every fighter had to accept"
        case ev.DrawAccepted(seat=seat):
            return f"{names[seat]} accepted the draw"
        case ev.DrawDeclined(seat=seat):
            return f"{names[seat]} declined the draw: the fight went on"
    return None


def _team_line(event: Event, names: tuple[str, ...]) -> str | None:
    """The words for what a fight of teams (Two-on-Two, Army of One) adds to the duel."""
    match event:
        case ev.TeamsFormed(teams=teams):
            return "Teams: " + " against ".join(listed([names[seat] for seat in team]) for team in teams)
        case ev.TeammateCalled(seat=seat, teammate=mate):
            return f"{names[seat]} called on {within(names[mate])} to defend"
        case ev.FighterKnockedOut(seat=seat, by=by):
            return f"{does(names, seat, 'was')} knocked out by {within(names[by])}: out of the fight"
        case ev.ArmyFormed(hero=hero, goal=goal):
            aim = "their leader" if goal == "leader" else "every one of them"
            who = "the Hero" if names[hero] == "Hero" else f"{names[hero]}, the Hero,"
            return f"Army of One: {who} against {len(names) - 1} enemies, to defeat {aim}"
        case ev.LeaderNamed(leader=leader, health=health):
            return f"{names[leader]} led the enemies ({health} health) and began"
        case ev.HeroExhausted(seat=seat):
            return f"{does(names, seat, 'was')} exhausted: no cards to draw, so the turn was skipped"
        case ev.SwitchBonusEarned(seat=seat, target=target, adr=adr):
            return f"{names[seat]} switched to {within(names[target])}: +1 ADR ({adr} now)"
    return None


@dataclass(frozen=True)
class Moment:
    """What the status line reads: the seat at the screen's view, its legal commands, who thinks."""

    view: MatcgState
    viewer: int
    names: tuple[str, ...]
    legal: list[Command]
    to_act: int | None  # the seat the game waits for
    thinking: str | None = None  # the name of a computer deciding now
    ending: str = ""  # why the last combo ended (read in a Counter-attack? phase): "blocked" when a block stopped it


def combo_ending(events: Sequence[Event]) -> str:
    """Why the last combo of the events ended (ComboEnded's reason: "blocked" when a block stopped all its
    damage), "" when none has ended."""
    return next((event.reason for event in reversed(events) if isinstance(event, ev.ComboEnded)), "")


def status_line(moment: Moment, catalog: Catalog) -> str:
    view, names = moment.view, moment.names
    if view.over:
        return "The fight is over."
    if moment.thinking:
        return f"{moment.thinking} is thinking\u2026"
    if not moment.legal:
        seat = moment.to_act
        return f"Waiting for {within(names[seat])}." if seat is not None else ""
    if view.responder is not None:
        top = view.stack[-1][1] if view.stack else None
        what = name_of(catalog, top) if top else "a Strategy card"
        return f"{what} waits: drag a card that cancels it onto the Strategy zone, or let it resolve."
    if view.phase == OFFER and view.offer is not None:
        accepted = [names[seat] for seat in range(view.seats)
                    if seat not in view.offer.waiting and view.health[seat] > 0]  # the answers so far: all yes
        verb = "has" if len(accepted) == 1 and accepted != ["You"] else "have"
        agreed = f" {listed(accepted)} {verb} accepted." if accepted else ""
        return (f"Turn {view.offer.turn - 1} is past: with a person at the table there is no time limit, and the "
                f"judges offer a draw. Accept it, or fight on: every fighter must accept.{agreed}")
    if view.phase == BLOCK and view.attack is not None:
        attack = view.attack
        move = name_of(catalog, attack.card)
        if attack.target != moment.viewer:
            return (f"{does(names, attack.seat, 'attacks')} {names[attack.target]} with {move}: defend for your "
                    "teammate with a Defense or Attack card dragged onto it, or let it land.")
        calls = sum(isinstance(c, cmd.CallTeammate) for c in moment.legal)
        mate = "" if not calls else " or call on your teammate" if calls == 1 else \
            " or click a lit teammate's panel to call it to defend"
        return (f"{does(names, attack.seat, 'attacks')} with {move}: drag a Defense or Attack card onto it to block, "
                f"a Strategy card to its zone, or take the hit{mate}.")
    if view.phase == COUNTER:
        done = ("You blocked it all" if moment.ending == "blocked"
                else "Some damage got through, and they stopped linking")
        return f"{done}: drag an attack onto the fighter in control to counter-attack, or decline."
    if view.phase == LINK and view.last is not None:
        hit = name_of(catalog, view.last)
        if army.may_switch(view, moment.viewer):
            return (f"{hit} hit: drag an attack whose CPT reaches its LNK onto the same enemy or onto another to "
                    "switch (+1 ADR), or end the combo.")
        if army.is_hero(view, moment.viewer):
            return (f"{hit} hit through a defence: drag an attack whose CPT reaches its LNK onto the same enemy "
                    "(no switching after a defence), or end the combo.")
        return f"{hit} hit: drag an attack whose CPT reaches its LNK to link, or end the combo."
    if view.phase == ATTACK:
        whom = "onto a fighter of the other team" if view.teams else "onto your opponent"
        return f"Drag an Attack card {whom}, or go on to the Resolve Phase."
    if view.phase == PREP:
        return "Prep Phase: drag an Event or Strategy card to its zone, or go on to attack."
    if view.phase == RESOLVE:
        return "Resolve Phase: drag an Event or Strategy card to its zone, or end your turn."
    if view.phase == DISCARD:
        return "Too many cards: drag cards onto your discards down to the hand limit."
    if view.phase == LEAD:
        return "Name the enemies' leader: click the panel of the enemy who leads them and begins the fight."
    return ""


def side_health(view: MatcgState, team: tuple[int, ...], names: tuple[str, ...]) -> str:
    """A side's health in a few words: each fighter's, or for a side of many, how many stand and their health in
    all (with its leader's); a fighter's health in brackets, apart from a name that ends in a number
    ("Player 2 (28)")."""
    if len(team) <= 2:
        return ", ".join(f"{names[seat]} ({max(0, view.health[seat])})" for seat in team)
    up = [seat for seat in team if view.health[seat] > 0]
    leader = view.army.leader if view.army is not None else None
    led = f", {within(names[leader])} leading with {max(0, view.health[leader])}" if leader in team else ""
    return f"{len(up)} of {len(team)} standing, {sum(view.health[seat] for seat in up)} in all{led}"


def told_in_progress(session: Session[Any]) -> str:
    """A fight in progress in one line, under the set-up's Continue: who sits at it, the turn and each side's
    health."""
    state = session.state
    seating = Seating.from_notes(session.notes, session.table.seats)
    health = " against ".join(side_health(state, team, seating.names) for team in teams_of(state))
    return f"{seating.describe()}, turn {state.turn}: health {health}"


def curtain_words(catalog: Catalog, view: MatcgState, names: tuple[str, ...], seat: int) -> tuple[str, str]:
    """The curtain's words to the seat handed the screen: each side's health, and what it is to do."""
    score = "  against  ".join(side_health(view, team, names) for team in teams_of(view))
    return f"Health: {score}", prompt(view, seat, catalog, names)


def prompt(view: MatcgState, seat: int, catalog: Catalog, names: tuple[str, ...]) -> str:
    """What the curtain says the game waits for from `seat`."""
    if view.responder == seat and view.stack:
        return f"answer {names[view.stack[-1][0]]}'s {name_of(catalog, view.stack[-1][1])}"
    if view.phase == BLOCK and view.attack is not None and view.attack.answerer == seat:
        attack = view.attack
        move = f"{names[attack.seat]}'s {name_of(catalog, attack.card)}"
        return f"answer {move}" if attack.target == seat else f"defend {names[attack.target]} against {move}"
    if view.phase == COUNTER:
        return "counter-attack or not"
    if view.phase == DISCARD:
        return "discard down to the hand limit"
    if view.phase == LEAD:
        return "name the enemies' leader"
    return "your turn"
