"""The duel table's banners: a heavy hit, a knock-out, a skipped turn and ADR earned each bring one up, in words of
the seat at the screen; a light hit brings none."""

from __future__ import annotations

from game.engine.matcg import events as ev
from game.words.matcg.banners import BannerWords, banner_words

NAMES = ("You", "Computer")


def test_a_hit_of_five_or_more_brings_up_the_damage_and_the_health_left():
    hit = ev.AttackResolved(seat=1, target=0, card="c1", atk=7, defense=2, damage=5, health=15)
    assert banner_words(hit, NAMES) == BannerWords("5 damage!", "You are down to 15", "blow", 1.0)
    light = ev.AttackResolved(seat=1, target=0, card="c1", atk=5, defense=2, damage=3, health=17)
    assert banner_words(light, NAMES) is None


def test_a_knock_out_hit_says_the_health_left_is_0_where_the_engine_keeps_it_below():
    blow = ev.AttackResolved(seat=0, target=1, card="c1", atk=9, defense=0, damage=9, health=-4)
    assert banner_words(blow, NAMES) == BannerWords("9 damage!", "Computer is down to 0", "blow", 1.0)


def test_a_recovery_phase_and_adr_earned_say_whose_they_are():
    assert banner_words(ev.RecoveryTaken(seat=1), NAMES) == BannerWords(
        "Recovery Phase", "Computer skips a turn: the discards are reshuffled", "pause", 1.6)
    assert banner_words(ev.AdrEarned(seat=0, amount=2, adr=3), NAMES) == BannerWords("+2 ADR", "You have 3", "gain",
                                                                                     0.8)
