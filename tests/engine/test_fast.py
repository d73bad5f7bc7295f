"""The engine's quick paths give exactly what the plain ones give: revise is dataclasses.replace, the dispatchers
are the singledispatch functions, and a decision's state is the fold of its events."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import singledispatch

import pytest

from game.engine import core
from game.engine.core import Decided, Session, fold, state_after
from game.engine.fast import dispatcher, reviser
from game.engine.fields import malformed
from game.engine.kenpo import commands as kenpo_cmd
from game.engine.kenpo.state import KenpoState
from game.engine.kenpo.state import revise as revise_kenpo
from game.engine.udo import commands as udo_cmd
from game.engine.udo.state import UdoState
from game.engine.udo.state import revise as revise_udo
from game.rulesets import ruleset


def test_revise_is_replace_for_every_field():
    for cls, revise in ((UdoState, revise_udo), (KenpoState, revise_kenpo)):
        state = cls()
        for f in dataclasses.fields(cls):
            value = ("changed",) if f.name != "phase" else "changed"
            revised = revise(state, **{f.name: value})
            assert type(revised) is cls
            assert revised == dataclasses.replace(state, **{f.name: value})
            assert hash(revised) == hash(dataclasses.replace(state, **{f.name: value}))
        assert revise(state) == state and revise(state) is not state


def test_a_reviser_of_some_fields_is_replace_for_those_fields():
    state = UdoState()
    names = [f.name for f in dataclasses.fields(UdoState)][:3]
    revise = reviser(UdoState, *names)
    changes = {name: ("changed", name) for name in names}
    revised = revise(state, **changes)
    assert type(revised) is UdoState
    assert revised == dataclasses.replace(state, **changes)
    assert hash(revised) == hash(dataclasses.replace(state, **changes))
    with pytest.raises(TypeError):
        revise(state, **{names[0]: "changed"})  # every field it revises is given
    with pytest.raises(TypeError):
        reviser(UdoState, "no_such_field")
    with pytest.raises(TypeError):
        reviser(UdoState, names[0], names[0])


def test_a_revised_state_is_still_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        revise_udo(UdoState(), turn=3).turn = 4  # type: ignore[misc]


def test_reviser_refuses_a_class_it_cannot_build_in_place():
    @dataclass(frozen=True)
    class NoSlots:
        a: int = 0

    with pytest.raises(TypeError):
        reviser(NoSlots)


def test_dispatcher_calls_what_singledispatch_would():
    @singledispatch
    def name(value: object) -> str:
        raise TypeError(type(value).__name__)

    @name.register
    def _(value: int) -> str:
        return "int"

    call = dispatcher(name)
    assert call(3) == "int"
    assert call(True) == "int"  # a subclass of a registered type, found once through singledispatch
    with pytest.raises(TypeError):
        call("text")


@pytest.mark.parametrize("ruleset_id", ["udo", "kai", "kenpo"])
def test_a_decision_carries_the_fold_of_its_events(ruleset_id):
    rules = ruleset(ruleset_id)
    session: Session = Session.new(rules, 7)
    for _ in range(60):
        seat = rules.to_act(session.state)
        if seat is None:
            break
        before = session.state
        command = rules.legal_commands(before, seat)[-1]
        events = rules.decide(before, command, session.seed, len(session.log))
        assert isinstance(events, Decided)
        folded = before
        for event in events:
            folded = rules.evolve(folded, event)
        assert events.state == folded == state_after(rules, before, list(events))
        session.submit(command)


def test_malformed_names_the_first_wrong_argument_as_before():
    assert malformed(udo_cmd.PlayCard(card="x", combo=1)) is None
    assert malformed(udo_cmd.PlayCard(card="x", combo=True)) == "PlayCard.combo has a value of the wrong type"
    assert malformed(udo_cmd.PlayCard(seat="0", card=1)) == "PlayCard.seat has a value of the wrong type"
    assert malformed(kenpo_cmd.PlayCard(seat=0, card="x", move=None, target=None)) is None
    assert malformed(kenpo_cmd.PlayCard(seat=0, card="x", move=3)) == "PlayCard.move has a value of the wrong type"


@pytest.mark.parametrize("ruleset_id", ["udo", "kenpo", "matcg", "master"])
def test_undo_and_redo_give_the_refolded_state_within_and_beyond_the_states_kept(ruleset_id, monkeypatch):
    """Undo takes back the state kept from before the batch, and refolds the log once those kept run out."""
    monkeypatch.setattr(core, "UNDO_KEPT", 3)
    rules = ruleset(ruleset_id)
    session: Session = Session.new(rules, 11)
    undone = 0
    for step in range(400):
        seat = rules.to_act(session.state)
        if seat is None:
            break
        session.submit(rules.legal_commands(session.state, seat)[step % 2 - 1])
        while session.can_undo() and (step % 9 == 8 or undone < 5):  # now and then, undo as far as it goes
            assert session.undo()
            undone += 1
            assert session.state == fold(rules, session.log)
            if undone % 4 == 0:
                session.redo()
                assert session.state == fold(rules, session.log)
                break
    assert undone >= 5
