"""Kai on the combo board: her cards show their side, kept attacks ENRAGE, ENRAGED Kai doubles a combo."""

from __future__ import annotations

import pygame

from game.engine.core import Session
from game.engine.udo import commands as cmd
from game.engine.udo.state import RESOLVE_COMBOS
from game.play.campaign import Campaign
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
    assert scene.face(KICK, size) is faces.card_face(KAI_CATALOG.face(KICK, True), size, True)
    assert scene.face(JAB, size) is faces.card_face(KAI_CATALOG.face(JAB, False), size, False)


def kept_attack_board() -> tuple[Stack, pygame.Surface, ComboBoardScene]:
    """A real campaign (its log undoes): Kai blocks Left Side Attack against Master Crane, keeps it, and ends the
    turn without spending it; the next turn's Play Combos begins."""
    hand = tuple(card.id for card in KAI_CATALOG.starters)
    deck = ("left_side_attack", *(a.id for a in KAI_CATALOG.attacks if a.id != "left_side_attack"))
    session = Session.from_scenario(KAI_RULES, 3, {"hand": hand, "enraged": ["kai_parry"], "attack_deck": deck})
    for command in (cmd.ChooseMaster(master="crane"), *(cmd.PlayCard(card=c, combo=0) for c in (JAB, "kai_snap",
                    "kai_parry")), cmd.FinishPlaying(), cmd.ResolveCombo(combo=0), cmd.EndTurn()):
        assert session.submit(command).ok, command
    assert session.state.kept == ("left_side_attack",)
    ctx, surface = context()
    scene = ComboBoardScene(ctx, Campaign(session, autosave=False))
    stack = Stack(scene)
    frame(stack, surface)
    return stack, surface, scene


def test_clicking_a_kept_attack_asks_for_the_cards_to_enrage_all_at_once_confirmed_once():
    stack, surface, scene = kept_attack_board()
    click(stack, surface, scene.by_key["left_side_attack"].rect.center)
    frame(stack, surface)
    assert scene.state.pending == (("enrage", 2),)
    picker = stack.top
    assert isinstance(picker, PickerScene) and "ENRAGE 2" in picker.title and picker.choose == 2
    for card in (KICK, JAB):
        click(stack, surface, scene.ctx.viewport.rect(picker._rects()[card]).center)
    assert stack.top is picker and picker.chosen == [KICK, JAB]  # nothing is played before it is confirmed
    click(stack, surface, picker.buttons[0].screen_rect(scene.ctx.viewport).center)  # Confirm 2 of 2
    frame(stack, surface)
    assert stack.top is scene and {KICK, JAB} <= scene.state.enraged and not scene.state.pending
    key(stack, surface, pygame.K_z, pygame.KMOD_CTRL)  # undo takes back the whole choice and the spend
    assert scene.state.kept == ("left_side_attack",) and scene.state.enraged == {"kai_parry"}
    assert not scene.state.pending and isinstance(stack.top, ComboBoardScene)
    key(stack, surface, pygame.K_y, pygame.KMOD_CTRL)  # and redo plays it all again
    assert {KICK, JAB} <= scene.state.enraged and not scene.state.pending


def test_the_enrage_picker_has_a_hint_that_chooses_the_cards_and_marks_the_campaign_assisted():
    stack, surface, scene = kai_board(kai_fight("crane", kept=("overhead_attack",)))  # Charge 3: ENRAGE 3
    click(stack, surface, scene.by_key["overhead_attack"].rect.center)
    frame(stack, surface)
    picker = stack.top
    assert isinstance(picker, PickerScene) and picker.choose == 3
    key(stack, surface, pygame.K_h)
    picker._thinker.wait(10)
    frame(stack, surface)
    assert len(picker.chosen) == 3 and picker.caption.startswith("Hint:") and scene.campaign.assisted
    key(stack, surface, pygame.K_RETURN)
    assert scene.state.enraged == set(picker.chosen) and not scene.state.pending


def test_enter_takes_the_hinted_card_of_a_choice_of_one():
    stack, surface, scene = kai_board(kai_fight("crane", kept=("head_attack",)))  # Charge 1: ENRAGE 1
    click(stack, surface, scene.by_key["head_attack"].rect.center)
    frame(stack, surface)
    picker = stack.top
    assert isinstance(picker, PickerScene) and picker.choose == 1 and picker.auto is None
    key(stack, surface, pygame.K_h)
    picker._thinker.wait(10)
    frame(stack, surface)
    hinted = picker.chosen
    assert len(hinted) == 1 and picker.caption.endswith("Enter chooses it.")
    key(stack, surface, pygame.K_RETURN)
    assert stack.top is scene and hinted[0] in scene.state.enraged and not scene.state.pending


def test_resting_on_a_card_of_kais_shows_both_its_sides():
    stack, surface, scene = kai_board(kai_fight("crane", enraged=(KICK,)))
    for card, first, second in ((KICK, "ENRAGED", "calm"), (JAB, "calm", "ENRAGED")):
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.by_key[card].rect.center, rel=(0, 0),
                                        buttons=(0, 0, 0)))
        for _ in range(3):
            frame(stack, surface, 0.25)
        shown = scene.painter.zoom_faces(surface)
        assert [label for _, _, label in shown] == [f"Showing: {first} side", f"Other side: {second}"]
        size = shown[0][0].size
        assert shown[1][1] is faces.card_face(KAI_CATALOG.face(card, second == "ENRAGED"), size, second == "ENRAGED")
        assert not shown[0][0].colliderect(shown[1][0])


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


def test_an_attack_blocked_and_kept_are_told_side_by_side_clear_of_the_attacks_and_their_captions(monkeypatch):
    """At a new turn's start the two notices lay over each other, the kept attack and the next attack's caption."""
    from game.engine.udo import events as ev
    from game.ui.toasts import Toast
    from game.ui.udo.board_moments import moment

    stack, surface, scene = kai_board(kai_fight("crane", kept=("left_leg_attack",)))
    vp = scene.ctx.viewport
    scene.toasts += [moment(KAI_CATALOG, ev.AttackBlocked(attack="left_leg_attack", block=2)),
                     moment(KAI_CATALOG, ev.AttackKept(attack="left_leg_attack", charge=1))]
    drawn: list[pygame.Rect] = []
    draw = Toast.draw

    def kept(self: Toast, *args, **kwargs) -> pygame.Rect:
        drawn.append(draw(self, *args, **kwargs))
        return drawn[-1]

    monkeypatch.setattr(Toast, "draw", kept)
    stack.draw(surface)
    blocked, kept_box = drawn
    assert not blocked.colliderect(kept_box)
    under = vp.rect(scene.zones["status"]).bottom  # the attacks, kept ones and their captions are all above it
    assert blocked.top >= under and kept_box.top >= under
