"""The lessons' words say what the table shows and accepts, in terms a new player has met."""

from __future__ import annotations

from game.content.kenpo import kenpo_catalog
from game.words.kenpo import lesson as kenpo_lesson
from game.words.kenpo.card_text import summary
from game.words.master import lesson as master_lesson
from game.words.udo import kai_lesson
from tests.scenes.helpers import drag, frames_until
from tests.scenes.test_tutorial import STEP, lesson_stack, play_until


def test_kenpos_lesson_says_which_cards_text_let_the_computer_combo_and_quotes_it():
    told = next(step.then for step in kenpo_lesson.STEPS if any(
        getattr(command, "card", None) == "red_round_kick_1" for command in step.answer))
    round_kick = next(card for card in kenpo_catalog().decks[1].cards if card.name == "Round Kick")
    assert f"Round Kick, \"{summary(round_kick)[0]}\", combos onto that Block" in told


def test_kais_lesson_names_no_tracker_of_udos_a_new_player_has_not_seen():
    first = kai_lesson.STEPS[0].say
    assert "tracker" not in first and "where Udo, the other hero, counts his Charge. Kai has none." in first


def test_masters_set_is_formed_as_its_words_and_the_status_line_say_both_onto_the_area():
    step = next(step for step in master_lesson.STEPS if step.card == "sport_7_b")
    assert "onto your area" in step.say and "onto your area" in step.hint
    stack, scene, surface = lesson_stack("master")
    play_until(stack, scene, surface, lambda: scene.step is step)
    assert "onto your area" in scene.table.status_line()
    vp = scene.ctx.viewport
    area = vp.rect(scene._place(f"area {master_lesson.YOU}")).center
    for card in ("sport_7_a", "sport_7_b"):
        drag(stack, surface, scene.table.by_key[card].rect.center, area)
    frames_until(stack, surface, lambda: scene.campaign.made, dt=STEP)
