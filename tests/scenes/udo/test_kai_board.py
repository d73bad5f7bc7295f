"""Kai on the combo board: her cards show their side, kept attacks ENRAGE, ENRAGED Kai doubles a combo."""

from __future__ import annotations

import pygame

from game.campaign import Campaign
from game.engine.core import Session
from game.engine.udo import commands as cmd
from game.engine.udo.state import RESOLVE_COMBOS
from game.scenes.base import Stack
from game.scenes.picker import PickerScene
from game.scenes.udo.combo_board import ComboBoardScene
from game.ui.udo import faces
from tests.engine.udo.helpers import KAI_CATALOG, KAI_RULES, kai_fight
from tests.scenes.helpers import click, context, frame, key

PUNCH, JAB, KICK = "kai_punch", "kai_jab", "kai_kick"


def kai_board(state) -> tuple[Stack, pygame.Surface, ComboBoardScene]:
    """The board standing at `state` (a session whose current state is set directly)."""
    ctx, surface = context()
    session = Session.new(KAI_RULES, seed=3)
    session._state = state
    scene = ComboBoardScene(ctx, Campaign(session, autosave=False))
    stack = Stack(scene)
    frame(stack, surface)
    return stack, surface, scene


def test_an_enraged_card_is_drawn_with_its_enraged_side_and_a_calm_one_with_its_calm_side():
    _, _, scene = kai_board(kai_fight("crane", enraged=(KICK,)))
    size = (110, 154)
    assert scene.card_face(KICK, size) is faces.card_face(KAI_CATALOG.face(KICK, True), size, True)
    assert scene.card_face(JAB, size) is faces.card_face(KAI_CATALOG.face(JAB, False), size, False)


def test_clicking_a_kept_attack_spends_it_and_asks_which_cards_to_enrage():
    stack, surface, scene = kai_board(kai_fight("crane", kept=("left_side_attack",)))
    click(stack, surface, scene.by_key["left_side_attack"].rect.center)
    frame(stack, surface)
    assert scene.state.pending == (("enrage", 2),)
    picker = stack.top
    assert isinstance(picker, PickerScene) and "ENRAGE" in picker.title
    box = scene.ctx.viewport.rect(picker._rects()[KICK])
    click(stack, surface, box.center)
    frame(stack, surface)
    assert KICK in scene.state.enraged


def test_enraged_kai_gets_a_double_toggle_and_resolving_with_it_doubles_the_combo():
    state = kai_fight("crane", kai_enraged=True)
    stack, surface, scene = kai_board(state)
    scene.campaign.submit(cmd.PlayCard(card=PUNCH, combo=0))
    scene.campaign.submit(cmd.FinishPlaying())
    frame(stack, surface)
    assert scene.state.phase == RESOLVE_COMBOS
    key(stack, surface, pygame.K_d)
    assert any(b.label == "Double next combo: yes" for b in scene.buttons)
    rect = scene.by_key[PUNCH].rect
    click(stack, surface, rect.center)
    assert scene.state.doubled


def test_calm_kai_shows_the_calm_tempest_and_no_double_toggle():
    stack, surface, scene = kai_board(kai_fight("crane"))
    scene.campaign.submit(cmd.PlayCard(card=PUNCH, combo=0))
    scene.campaign.submit(cmd.FinishPlaying())
    frame(stack, surface)
    assert not any(b.label.startswith("Double") for b in scene.buttons)


def test_after_the_last_attack_the_board_offers_a_kept_attack_and_end_turn_before_kai_is_checked():
    calm = ("kai_kick", "kai_head_butt")
    state = kai_fight("crane", revealed=("left_side_attack",),
                      enraged=tuple(c.id for c in KAI_CATALOG.starters if c.id not in calm))
    stack, surface, scene = kai_board(state)
    for card in ("kai_jab", "kai_snap", "kai_parry"):
        scene.campaign.submit(cmd.PlayCard(card=card, combo=0))
    scene.campaign.submit(cmd.FinishPlaying())
    scene.campaign.submit(cmd.ResolveCombo(combo=0))  # blocks and keeps the only attack
    frame(stack, surface)
    assert scene.state.kept == ("left_side_attack",) and not scene.state.revealed
    assert any(b.label == "End turn" for b in scene.buttons)
    click(stack, surface, scene.by_key["left_side_attack"].rect.center)
    frame(stack, surface)
    assert scene.state.kai_enraged and scene.state.turn == 2  # both calm cards flipped before the check
