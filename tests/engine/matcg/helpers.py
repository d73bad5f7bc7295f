"""Builders for Martial Arts positions, so each rulebook passage reads as it is written.

Cards are named by card id; `card(0, "lead_jab", 2)` is seat 0's second Lead Jab ("s0_lead_jab_2"), numbered in
the order the position gives them: hand, deck, discards, Event in play.
"""

from __future__ import annotations

from typing import Any

from game.content.matcg import ruleset
from game.engine.core import Command, Event, Rejected, Session
from game.engine.matcg import commands as cmd

MATCG = ruleset("matcg")
DGM = ruleset("dgm")
FILLER = ["teep", "knee_strike", "catch_kick", "long_guard"] * 2  # a deck to draw from, 8 cards


def card(seat: int, card_id: str, copy: int = 1) -> str:
    return f"s{seat}_{card_id}_{copy}"


def fight(hands: tuple[list[str], list[str]], *, rules: Any = MATCG, decks: Any = None, seat: int = 0,
          phase: str = "attack", **position: Any) -> Session:
    """A fight in the given phase of seat's turn (the Attack Phase unless told), every seat with a deck of 8."""
    data = {"hands": [list(hands[0]), list(hands[1])],
            "decks": decks if decks is not None else [list(FILLER), list(FILLER)],
            "seat": seat, "phase": phase, **position}
    session = Session.from_scenario(rules, seed=7, position=data)
    assert rules.check_at_rest(session.state) == []
    return session


def team_fight(hands: tuple[list[str], ...], *, rules: Any = MATCG, seat: int = 0, phase: str = "attack",
               deck: list[str] = FILLER, mode: str = "2v2", **position: Any) -> Session:
    """A fight of teams in the given phase of seat's turn, every seat with a deck of 8: Two-on-Two (seats A1 B1 A2
    B2), or with `mode` "army" an Army of One (ten hands, the Hero's first)."""
    data = {"mode": mode, "hands": [list(hand) for hand in hands], "decks": [list(deck) for _ in hands],
            "seat": seat, "phase": phase, **position}
    session = Session.from_scenario(rules, seed=7, position=data, options={"mode": mode})
    assert rules.check_at_rest(session.state) == []
    return session


def do(session: Session, *commands: Command) -> list[Event]:
    """Submits the commands in order (each must be accepted and legal) and returns all their events."""
    events: list[Event] = []
    for command in commands:
        assert command in session.ruleset.legal_commands(session.state, command.seat), (command, session.state.phase)
        done = session.submit(command)
        assert done.ok, done.rejected
        problems = session.ruleset.check_at_rest(session.state)
        assert problems == [], problems
        events += done.events
    return events


def rejected(session: Session, command: Command) -> Rejected:
    done = session.submit(command)
    assert done.rejected is not None, f"{command} was accepted"
    assert command not in session.ruleset.legal_commands(session.state, command.seat)
    return done.rejected


def of_type(events: list[Event], kind: type) -> list[Any]:
    return [event for event in events if isinstance(event, kind)]


def attack(seat: int, card_id: str, copy: int = 1) -> cmd.PlayAttack:
    return cmd.PlayAttack(seat=seat, card=card(seat, card_id, copy))


def block(seat: int, card_id: str, copy: int = 1) -> cmd.Block:
    return cmd.Block(seat=seat, card=card(seat, card_id, copy))


def strategy(seat: int, card_id: str, copy: int = 1) -> cmd.PlayStrategy:
    return cmd.PlayStrategy(seat=seat, card=card(seat, card_id, copy))


def event_card(seat: int, card_id: str, copy: int = 1) -> cmd.PlayEvent:
    return cmd.PlayEvent(seat=seat, card=card(seat, card_id, copy))


def take(seat: int) -> cmd.EndBlock:
    return cmd.EndBlock(seat=seat)


def stop(seat: int) -> cmd.EndCombo:
    return cmd.EndCombo(seat=seat)
