"""The lessons teach the whole game: each step's move is one the engine holds legal, the step goes on on that move
alone (every other legal command is refused), and between them the steps play every phase and card type of their
game (the Martial Arts rulebook's, the DGM sheet's differences, the Udo campaign's turn and how it is lost)."""

from __future__ import annotations

from typing import Any

import pytest

from game.engine.core import Command
from game.engine.kenpo import commands as kcmd
from game.engine.kenpo.combos import rest_problem
from game.engine.kenpo.geometry import START, destination
from game.engine.master import commands as master_cmd
from game.engine.matcg import cards as c
from game.engine.matcg import commands as mcmd
from game.engine.matcg import values as v
from game.engine.matcg.state import ATTACK, BLOCK, COUNTER, DISCARD, LINK, PREP, RESOLVE
from game.engine.udo import commands as ucmd
from game.engine.udo.state import PLAY, RESOLVE_ATTACKS, RESOLVE_COMBOS
from game.rulesets import ruleset
from game.scenes.lesson import lesson_for
from game.scenes.lesson_scene import DO, TOLD, LessonScene, settle
from tests.scenes.helpers import context

ALL_LESSONS = ["udo", "kai", "kenpo", "matcg", "dgm", "master"]


@pytest.mark.parametrize("ruleset_id", ALL_LESSONS)
def test_each_step_goes_on_only_on_the_legal_move_it_asks_for(ruleset_id):
    ctx, _ = context()
    scene = LessonScene(ctx, lesson_for(ctx, ruleset_id))
    for index, step in enumerate(scene.lesson.steps):
        assert scene.index == index
        if step.command is not None:
            legal = scene.campaign.legal()
            assert step.command in legal, f"step {index + 1}: the engine does not allow {step.command}"
            logged = len(scene.campaign.session.log)
            for other in legal:
                if other != step.command and other not in step.alike:
                    assert not scene.campaign.submit(other).ok, f"step {index + 1} took {other}"
            settle(scene, lambda: False, 0.5)
            assert (scene.index, scene.phase, len(scene.campaign.session.log)) == (index, DO, logged)
            scene.table.submit(step.command)
            assert scene.campaign.made
        settle(scene, lambda: scene.phase == TOLD, 30.0)
        assert scene.phase == TOLD, f"step {index + 1} was never explained"
        scene.next()


def played(ruleset_id: str) -> list[tuple[Any, Command, Any]]:
    """The lesson's moves through the engine alone, each step's command then its scripted answer (in a new game where
    a step sets one up): (the state before, the command, the state once the answer is played) for every command the
    player makes."""
    ctx, _ = context()
    lesson = lesson_for(ctx, ruleset_id)
    session = lesson.start()
    made = []
    for step in lesson.steps:
        if step.fight is not None:
            session = step.fight()
        if step.command is not None:
            before = session.state
            assert session.submit(step.command).ok
        for answer in step.answer:
            assert session.submit(answer).ok
        if step.command is not None:
            made.append((before, step.command, session.state))
    return made


def matcg_taught(ruleset_id: str) -> tuple[set[str], set[str], list[tuple[Any, Command, Any]]]:
    """The phases the player's moves are made in and the card types the player plays."""
    rules: Any = ruleset(ruleset_id)
    catalog = rules.catalog
    made = played(ruleset_id)
    phases = {before.phase for before, _, _ in made}
    kinds = {type(v.card(catalog, command.card)).__name__ for _, command, _ in made if hasattr(command, "card")}
    return phases, kinds, made


@pytest.mark.parametrize("ruleset_id", ["matcg", "dgm"])
def test_the_duel_lesson_plays_every_phase_and_card_type_of_the_rulebook(ruleset_id):
    """Rulebook: the Prep, Attack, Block (and counter-attack) and Resolve Phases and the End Turn; Attack, Defense,
    Strategy and Event cards; a combo linked, Adrenaline earned and spent."""
    phases, kinds, made = matcg_taught(ruleset_id)
    assert {PREP, ATTACK, LINK, BLOCK, COUNTER, RESOLVE} <= phases
    assert {c.AttackCard.__name__, c.DefenseCard.__name__, c.StrategyCard.__name__, c.EventCard.__name__} <= kinds
    assert any(isinstance(command, mcmd.EndTurn) for _, command, _ in made)
    assert any(after.adr[0] > before.adr[0] for before, _, after in made)  # a link earned Adrenaline ...
    assert any(isinstance(command, mcmd.PlayStrategy) and after.adr[0] < before.adr[0]
               for before, command, after in made)  # ... and a Strategy card spent it
    countered = [before for before, command, _ in made if isinstance(command, mcmd.PlayAttack)
                 and before.phase == COUNTER]
    assert countered and countered[0].active == 1  # the counter-attack is made in the computer's turn


def test_the_dgm_lesson_plays_the_second_attack_phase_and_the_hand_limit():
    """DGM sheet: two Attack Phases a turn, and no more than seven cards in hand at the end of a turn."""
    phases, _, made = matcg_taught("dgm")
    assert DISCARD in phases
    assert any(isinstance(command, mcmd.PlayAttack) and before.phase == ATTACK and before.attack_phase == 2
               for before, command, _ in made)
    discarding = next(before for before, command, _ in made if isinstance(command, mcmd.DiscardCard))
    assert len(discarding.hands[0]) == 8  # one above the limit: its one discard brings the hand down to it


@pytest.mark.parametrize("ruleset_id", ["udo", "kai"])
def test_the_campaign_lesson_plays_a_whole_turn(ruleset_id):
    """Rulebook, A turn: combos played, Fight!, the combos resolved (a heart covered, an attack blocked)."""
    made = played(ruleset_id)
    phases = {before.phase for before, _, _ in made}
    assert {PLAY, RESOLVE_COMBOS} <= phases
    kinds = {type(command) for _, command, _ in made}
    assert {ucmd.PlayCard, ucmd.FinishPlaying, ucmd.ResolveCombo, ucmd.CoverHeart} <= kinds


def test_the_udo_lesson_gains_charge_by_a_block_and_spends_it_to_lengthen_a_combo():
    """Rulebook, Charge: a blocked attack's bonus fills the Charge tracker; spent on a combo (all of it, even the
    turn it was gained) it adds to the combo's length, and the tracker goes back to 0."""
    made = played("udo")
    assert any(after.charge > before.charge for before, command, after in made
               if isinstance(command, ucmd.ResolveCombo))
    spent = [(before, after) for before, command, after in made
             if isinstance(command, ucmd.ResolveCombo) and command.spend_charge]
    assert len(spent) == 1
    (before, after), = spent
    assert before.charge > 0 and after.charge == 0 and before.turn == after.turn


@pytest.mark.parametrize("ruleset_id", ["udo", "kai"])
def test_the_campaign_lesson_ends_on_an_attack_let_through(ruleset_id):
    """Rulebook, Resolve Attacks: an unblocked attack takes a card of its kind; with none, the game is lost. The last
    step lets one through, and its words say so."""
    ctx, _ = context()
    last = lesson_for(ctx, ruleset_id).steps[-1]
    *_, (_, _, after) = played(ruleset_id)
    assert after.phase == RESOLVE_ATTACKS and after.revealed
    assert "lose the campaign" in last.then


def test_the_master_lesson_plays_every_kind_of_turn_and_every_way_to_form_a_set():
    """Rulebook, Gameplay: form a set (two identical cards of the hand, or one with the discard pile's top card),
    discard a card, attempt a steal (answered with a wild card, and won)."""
    made = played("master")
    kinds = {type(command) for _, command, _ in made}
    assert {master_cmd.FormSet, master_cmd.DiscardCard, master_cmd.AttemptSteal, master_cmd.DefendSteal} <= kinds
    formed = [(before, command) for before, command, _ in made if isinstance(command, master_cmd.FormSet)]
    assert any(all(card in before.hands[0] for card in command.cards) for before, command in formed)
    assert any(before.discard[-1] in command.cards for before, command in formed)


def test_the_kenpo_lesson_plays_action_and_effect_cards_a_defence_and_a_combo_of_its_own():
    """Rulebook: Action cards (moving, attacking, defending) and Effect cards; a defence against a waiting attack;
    a combo, each card on the one before, with one movement; the end of a turn, when the waiting attacks score."""
    catalog: Any = ruleset("kenpo").catalog
    made = played("kenpo")
    played_cards = [command for _, command, _ in made if isinstance(command, kcmd.PlayCard)]
    assert {catalog.card(command.card).kind for command in played_cards} >= {"effect", "action"}
    assert any(command.target is not None for command in played_cards)  # a defence set against an attack
    assert any(isinstance(command, kcmd.EndTurn) for _, command, _ in made)
    combos = [after.tables[0] for _, _, after in made if len(after.tables[0]) == 3]
    assert combos and all(card.on is not None for card in combos[0][1:])


def test_the_kenpo_lesson_has_the_player_rest_drawing_two_while_the_waiting_attack_resolves():
    """Rulebook, Resting: the player rests (not only watches the computer rest): two cards drawn, the turn ended, so
    the attack waiting for it resolves."""
    rests = [(before, after) for before, command, after in played("kenpo")
             if isinstance(command, kcmd.Rest) and command.seat == 0]
    assert len(rests) == 1
    (before, after), = rests
    assert before.tables[1] and before.scores[1] < after.scores[1]
    assert len(after.hands[0]) == len(before.hands[0]) + 2


def test_the_kenpo_lesson_has_the_player_call_a_break_by_stepping_onto_the_computers_row():
    """Rulebook, Breaks: both fighters on one row call a Break: no more cards, every waiting attack resolves at once,
    both go back to their start and draw a card, and the other seat plays next, not allowed to rest."""
    rules: Any = ruleset("kenpo")
    breaks = [(before, after) for before, command, after in played("kenpo") if isinstance(command, kcmd.PlayCard)
              and command.move is not None
              and destination(0, before.positions[0], command.move)[1] == before.positions[1][1]]
    assert len(breaks) == 1
    (before, after), = breaks
    assert before.tables[1] and after.scores[0] > before.scores[0]  # the computer's kick waited; the player scored
    assert not any(after.tables) and after.positions == START  # every attack resolved at once; both back at the start
    assert [len(hand) for hand in after.hands] == [len(before.hands[0]), len(before.hands[1]) + 1]  # laid one, drew one
    assert after.seat == 1 and rest_problem(rules.catalog, after, 1) is not None


def test_the_dgm_lesson_plays_a_fight_under_the_challenge_event_and_sudden_death():
    """DGM sheet: an Event dealt at the start as the whole fight's challenge, played by neither player (Sudden Rain:
    every LNK counts 1 higher, so a CPT that reached the printed LNK no longer links); sudden death: with no card in
    hand or deck (never reshuffled), a fighter cannot defend, and every attack lands in full."""
    rules: Any = ruleset("dgm")
    catalog = rules.catalog
    under = [(before, command, after) for before, command, after in played("dgm") if before.challenge is not None]
    assert under and all(after.events == (None, None) for _, _, after in under)
    for before, command, after in under:
        assert not before.hands[1] and not before.decks[1] and before.discards[1]  # the computer's cards are spent
        assert isinstance(command, mcmd.PlayAttack)
        assert before.health[1] - after.health[1] == v.card(catalog, command.card).atk  # landed in full, unblocked
    linking = [before for before, _, _ in under if before.phase == LINK]
    assert linking and v.link_bonus(catalog, linking[0]) == 1
    printed = v.card(catalog, linking[0].last).lnk
    outrun = [card for card in linking[0].hands[0] if isinstance(v.card(catalog, card), c.AttackCard)
              and printed <= v.card(catalog, card).cpt < printed + 1]
    assert outrun and not any(mcmd.PlayAttack(seat=0, card=card) in rules.legal_commands(linking[0], 0)
                              for card in outrun)  # Back Fist would link without the rain
