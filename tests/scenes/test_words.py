"""The words the tables use: verbs agree with "You", the attack's caption says what it takes in plain words, no
jargon names a table, a master's other side says so, and a knocked-out fighter is at health 0."""

from __future__ import annotations

import pygame
import pytest

from game.files import settings
from game.layout.udo.board import CARD_H, CARD_W
from game.ui import text
from game.ui.udo import board_draw, faces
from game.ui.udo.board_draw import attack_caption
from game.ui.viewport import Viewport
from game.words.kenpo.seating import HOTSEAT, OPEN, VERSUS, Table
from game.words.kenpo.telling import rest_banner
from game.words.udo.board import hit_words
from tests.engine.udo.helpers import CATALOG, fight


def test_you_rest_and_draw_while_red_rests_and_draws():
    assert rest_banner("You") == ("You rest", "and draw 2 cards")
    assert rest_banner("Red") == ("Red rests", "and draws 2 cards")
    assert rest_banner("Computer") == ("Computer rests", "and draws 2 cards")


def test_no_table_is_called_by_jargon():
    described = [Table(HOTSEAT).describe(), Table(VERSUS, "normal", 0).describe(), Table(OPEN).describe()]
    assert not any("open table" in line.lower() for line in described)
    assert Table(OPEN).describe() == "Watching the match"


def test_a_master_not_yet_defeated_shows_its_other_side_as_what_defeating_it_gains():
    pygame.init()
    pygame.display.set_mode((1280, 720))
    seen: list[str] = []
    real = text.render

    def render(line, size, color, bold=False):
        seen.append(line)
        return real(line, size, color, bold)

    master = CATALOG.master("crane")
    text.render = render
    try:
        faces.master_back(master, (250, 350), won=False)
        not_yet, seen[:] = list(seen), []
        faces.master_back(master, (251, 351), won=True)
    finally:
        text.render = real
    assert "Defeat to gain" in not_yet and "You gained" not in not_yet
    assert "You gained" in seen


def test_a_knockout_leaves_the_duels_fighter_at_health_0_in_words_as_on_the_bar():
    from game.engine.matcg import events as ev
    from game.rulesets import ruleset
    from game.words.matcg.telling import HistoryWords

    words = HistoryWords(ruleset("matcg").catalog, ("You", "Computer"))
    view = ruleset("matcg").initial()
    blow = ev.AttackResolved(seat=0, target=1, card="s0_lead_jab_1", atk=6, defense=1, damage=5, health=-3)
    assert words.tell(blow, view, view) == ["Computer took 5 (ATK 6 \u2212 DEF 1): health 0"]
    back = ev.DamageReflected(seat=0, amount=1, health=-1, by="s1_long_guard_1")
    assert words.tell(back, view, view) == ["You took 1 back from the block: health 0"]


def test_the_fights_caption_says_you_attack_and_names_you_within_a_sentence(monkeypatch):
    from game.engine.matcg import commands as cmd
    from game.ui.text import fitting
    from tests.engine.matcg.helpers import card, do, fight
    from tests.scenes.matcg.helpers import opened

    session = fight((["reverse_punch"], ["long_guard"]))
    do(session, cmd.PlayAttack(seat=0, card=card(0, "reverse_punch")))
    seen: list[str] = []
    real = fitting.fit_block

    def fit_block(line: str, *args, **kwargs):
        seen.append(line)
        return real(line, *args, **kwargs)

    monkeypatch.setattr(fitting, "fit_block", fit_block)  # where the caption's readable_block fits it
    opened(session, 0)
    assert any(line.startswith("You attack with ATK 3") for line in seen), seen
    assert not any("You attacks" in line for line in seen)


def test_a_seat_passed_over_at_master_is_told_in_the_second_person():
    from game.engine.master import events as ev
    from game.rulesets import ruleset
    from game.words.master.telling import news_of

    state = ruleset("master").initial()
    catalog = ruleset("master").catalog
    assert news_of(ev.TurnPassed(seat=0, turn=3), catalog, ("You", "Computer 2"), state) == [
        "You were passed over: no cards left."]
    assert news_of(ev.TurnPassed(seat=1, turn=3), catalog, ("You", "Computer 2"), state) == [
        "Computer 2 was passed over: no cards left."]


def test_a_counter_attack_and_the_end_of_a_turn_say_who_is_in_control():
    from game.engine.matcg import events as ev
    from game.rulesets import ruleset
    from game.words.matcg.telling import HistoryWords

    words = HistoryWords(ruleset("matcg").catalog, ("You", "Computer"))
    counter = ev.AttackPlayed(seat=0, target=1, card="s0_reverse_punch_1", kind="counter", bonus=0)
    assert words.tell(counter, None, None) == ["You counter-attacked with Reverse Punch, taking control"]
    assert words.tell(ev.TurnEnded(seat=0), None, None) == ["End of the turn, you in control"]
    assert words.tell(ev.TurnBegan(seat=1, turn=3), None, None) == ["Turn 3: Computer"]


def test_a_fight_that_is_over_has_no_stray_dot_after_its_turn():
    from game.engine.matcg import commands as cmd
    from tests.engine.matcg.helpers import card, do, fight
    from tests.scenes.matcg.helpers import opened

    session = fight((["reverse_punch"], ["long_guard"]), health=[20, 1])
    do(session, cmd.PlayAttack(seat=0, card=card(0, "reverse_punch")), cmd.EndBlock(seat=1))
    assert session.state.over
    _, _, scene = opened(session, 0)
    small, big, _ = scene.turn_lines()
    assert big == "The fight is over" and not small.rstrip().endswith("\u00b7") and "\u00b7 " not in small[-3:]


def test_a_knocked_out_fighter_is_knocked_out_by_you_within_a_sentence():
    from game.engine.matcg import events as ev
    from game.rulesets import ruleset
    from game.words.matcg.telling import HistoryWords

    words = HistoryWords(ruleset("matcg").catalog, ("You", "Computer 2", "Computer 3", "Computer 4"))
    assert words.tell(ev.FighterKnockedOut(seat=3, by=0), None, None) == [
        "Computer 4 was knocked out by you: out of the fight"]


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_an_attacks_caption_ends_above_the_words_under_the_attacks_and_is_whole(monkeypatch, text_size):
    """At 1024x600 with the Largest text 'If it hits, you lose one of your 3 Left Arm cards' took four lines and ran
    under Kai's banner and the status line."""
    pygame.init()
    settings.change(text_size=text_size)
    told: list[str] = []
    real = text.render

    def render(line, size, color, bold=False):
        told.append(line)
        return real(line, size, color, bold)

    monkeypatch.setattr(text, "render", render)
    state = fight("iron_body", revealed=("left_arm_attack",))
    vp = Viewport(1024, 600)
    attack, floor = pygame.Rect(424, 16, CARD_W, CARD_H), 242  # the attacks' zone, and the top of Charge's
    pieces = attack_caption(vp, hit_words(CATALOG, state, "left_arm_attack"), attack, floor)
    assert max(rect.bottom for _, rect in pieces) <= vp.point(0, floor)[1]
    assert all(rect.width <= vp.rect(attack.inflate(18, 0)).width for _, rect in pieces)  # 18: three attacks apart
    assert all(above.bottom <= below.top for (_, above), (_, below) in zip(pieces, pieces[1:], strict=False))
    assert " ".join(told) == "If it hits, you lose one of your 3 Left Arm cards"


def test_where_even_the_least_legible_size_is_too_large_an_attacks_caption_says_it_in_fewer_words(monkeypatch):
    """A replay's smaller board at the Largest text cut it to 'one of your…'."""
    pygame.init()
    settings.change(text_size="largest")
    told: list[str] = []
    real = text.render
    monkeypatch.setattr(text, "render", lambda line, size, color, bold=False: told.append(line) or real(
        line, size, color, bold))
    state = fight("iron_body", revealed=("left_arm_attack",))
    vp = Viewport(896, 504)  # the board in a replay at 1024x600
    pieces = attack_caption(vp, hit_words(CATALOG, state, "left_arm_attack"), pygame.Rect(424, 16, CARD_W, CARD_H),
                            242)
    assert max(rect.bottom for _, rect in pieces) <= vp.point(0, 242)[1]
    assert " ".join(told) == "Hit: you lose a Left Arm card"


@pytest.mark.parametrize("size", [(896, 504), (1024, 600), (1920, 1080)])
def test_a_piles_label_keeps_to_its_piles_width_so_neighbours_never_run_together(size):
    """'Attack deck (7)Attack discard' ran together in a replay at the Largest text."""
    pygame.init()
    settings.change(text_size="largest")
    vp = Viewport(*size)
    deck, discard = pygame.Rect(800, 16, 110, 154), pygame.Rect(918, 16, 110, 154)  # the board's two attack piles
    left = board_draw.pile_count(vp, deck, "Attack deck", 7)
    right = board_draw.pile_count(vp, discard, "Attack discard", 2)
    assert max(rect.right for _, rect in left) + vp.px(8) <= min(rect.left for _, rect in right)  # the piles' gap
