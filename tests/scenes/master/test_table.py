"""The Master table driven by the mouse: two cards dragged onto the area lay a set, a card on the discard pile is
discarded (or makes a set with its top card), a steal lights only the sets the engine lets it take, refused drops
slide home with the engine's reason, undo and redo stay within the player's own turn, and the result comes at the
end."""

from __future__ import annotations

import pygame

from game.engine.master import commands as cmd
from game.engine.master.state import ACROSS
from game.play.master import targets as tg
from game.scenes.master import board
from game.scenes.master.board import DISCARDS_KEY, MasterTableScene
from game.scenes.master.result import MasterResultScene
from game.scenes.menu import MenuScene
from game.scenes.picker import PickerScene
from game.ui.viewport import Viewport
from tests.engine.master.helpers import c, w
from tests.scenes.helpers import button_point, click, drag, frame, key, press_and_hold, zone_point
from tests.scenes.master.helpers import area_point, card_point, opened, people, settle, table

HAND = [c("knowledge", 7), c("knowledge", 7, "b"), c("sport", 3), c("life", 5)]
OTHER = [c("arts", 6), c("life", 7), c("knowledge", 8), c("knowledge", 9)]


def two_seats(hand=HAND, other=OTHER, **kwargs):
    return table([hand, other], **kwargs)


ATTACKER = (c("sport", 2), c("life", 3), c("arts", 4), c("knowledge", 5))
LAST_CARDS = (c("sport", 3), c("life", 5))


def steal_table(hand=ATTACKER):
    """Four seats: seat 0 to play holding a Sport card, with its first set laid. Seat 1 has a Sport set on top of
    its first set, seat 2 only its first set (a Sport set), seat 3 a Life set on top."""
    sets = [[[c("life", 1, "b"), c("life", 1, "c")]],
            [[c("arts", 2, "b"), c("arts", 2, "c")], [c("sport", 7, "b"), c("sport", 7, "c")]],
            [[c("sport", 8, "b"), c("sport", 8, "c")]],
            [[c("arts", 9, "b"), c("arts", 9, "c")], [c("life", 6, "b"), c("life", 6, "c")]]]
    hands = [list(hand), [c("arts", 6), c("life", 7), c("knowledge", 8), c("knowledge", 9)],
             [c("arts", 5), c("life", 2), c("knowledge", 3), c("knowledge", 4)],
             [c("arts", 1), c("life", 4), c("knowledge", 1), c("knowledge", 2)]]
    return table(hands, sets=sets)


# ----- forming a set ------------------------------------------------------------------------------------


def test_dragging_two_identical_cards_onto_your_area_lays_them_as_a_set():
    session = two_seats()
    stack, surface, scene = opened(session, 0)
    drag(stack, surface, card_point(scene, HAND[0]), area_point(scene, 0))
    assert scene.staged == HAND[0] and session.state.sets[0] == ()  # the first card waits for its partner
    assert "partner" in scene.status_line()
    drag(stack, surface, card_point(scene, HAND[1]), area_point(scene, 0))
    assert session.state.sets[0][0].cards == (HAND[0], HAND[1]) and session.state.sets[0][0].orientation == ACROSS
    settle(stack, surface)
    slots = {key: slot for key, slot in scene.slots.items() if slot.zone == "set"}
    assert set(slots) == {HAND[0], HAND[1]} and all(slot.w > slot.h for slot in slots.values())  # lying across


def test_a_card_dropped_on_its_partner_in_the_hand_lays_the_set():
    session = two_seats()
    stack, surface, scene = opened(session, 0)
    drag(stack, surface, card_point(scene, HAND[1]), card_point(scene, HAND[0]))
    assert len(session.state.sets[0]) == 1


def test_a_waiting_card_goes_back_to_the_hand_with_esc_and_its_partners_light_up():
    session = two_seats()
    stack, surface, scene = opened(session, 0)
    drag(stack, surface, card_point(scene, HAND[0]), area_point(scene, 0))
    press_and_hold(stack, card_point(scene, HAND[1]), card_point(scene, HAND[2]))
    assert [t.kind for t in scene.held_targets() if t.kind == tg.STAGED] == [tg.STAGED]
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=card_point(scene, HAND[2]), button=1))
    frame(stack, surface)
    assert scene.staged == HAND[0]
    key(stack, surface, pygame.K_ESCAPE)
    assert scene.staged is None and isinstance(stack.top, MasterTableScene)
    settle(stack, surface)
    assert scene.slots[HAND[0]].zone == "hand"


def test_a_held_cards_targets_are_worked_out_once_while_it_is_carried(monkeypatch):
    """The lights, the chips and the keys ask for them several times a frame."""
    worked: list[str] = []
    real = board.held_targets
    monkeypatch.setattr(board, "held_targets", lambda *args: worked.append(args[4]) or real(*args))
    session = two_seats()
    stack, surface, scene = opened(session, 0)
    press_and_hold(stack, card_point(scene, HAND[1]), card_point(scene, HAND[2]))
    for _ in range(3):
        frame(stack, surface, 0.0)
    assert worked.count(HAND[1]) == 1 and [t.kind for t in scene.held_targets()].count(tg.PAIR) == 1


def test_two_cards_that_make_no_set_are_refused_with_the_engines_reason():
    session = two_seats()
    before = session.state
    stack, surface, scene = opened(session, 0)
    drag(stack, surface, card_point(scene, HAND[0]), area_point(scene, 0))
    drag(stack, surface, card_point(scene, HAND[2]), area_point(scene, 0))
    assert session.state == before
    assert any("Those cards do not make a set" in toast.message for toast in scene.toasts)
    settle(stack, surface)
    assert scene.slots[HAND[2]].zone == "hand" and scene.by_key[HAND[2]].pos == (scene.slots[HAND[2]].x,
                                                                                 scene.slots[HAND[2]].y)


def test_a_hand_card_dropped_on_the_identical_top_card_of_the_discard_pile_makes_a_set_with_it():
    session = two_seats(discard=[c("sport", 3, "b")])
    stack, surface, scene = opened(session, 0)
    press_and_hold(stack, card_point(scene, c("sport", 3)), zone_point(scene, "discard"))
    kinds = {t.kind for t in scene.held_targets()}
    assert {tg.TAKE, tg.DISCARD} <= kinds  # and the discard target moves to "Discard instead"
    assert scene.holding.target_rect(next(t for t in scene.held_targets() if t.kind == tg.DISCARD)) == \
        scene.zones["discard_instead"]
    frame(stack, surface, 0.0)
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=zone_point(scene, "discard"), button=1))
    placed = session.state.sets[0][0]
    assert set(placed.cards) == {c("sport", 3), c("sport", 3, "b")}


def test_a_card_that_pairs_with_the_discard_pile_can_still_be_discarded_instead():
    session = two_seats(discard=[c("sport", 3, "b")])
    stack, surface, scene = opened(session, 0)
    drag(stack, surface, card_point(scene, c("sport", 3)), zone_point(scene, "discard_instead"))
    assert session.state.discard[-1] == c("sport", 3) and session.state.sets[0] == ()


# ----- discarding ---------------------------------------------------------------------------------------


def test_dragging_a_card_onto_the_discard_pile_discards_it_and_the_hand_is_refilled():
    session = two_seats()
    stack, surface, scene = opened(session, 0)
    drag(stack, surface, card_point(scene, c("life", 5)), zone_point(scene, "discard"))
    state = session.state
    assert state.discard[-1] == c("life", 5) and len(state.hands[0]) == 4 and state.seat == 1
    settle(stack, surface)
    assert scene.slots[c("life", 5)].zone == "discard"
    assert any("discarded Life 5" in line for line in scene.log_lines())


# ----- looking through the discard pile (ruling 26) -----------------------------------------------------


def test_anyone_may_look_through_the_discard_pile_a_click_shows_every_card_the_top_first():
    pile = [c("sport", 3, "b"), c("arts", 1), c("life", 9, "c")]
    session = two_seats(discard=pile)
    stack, surface, scene = opened(session, 0)
    click(stack, surface, zone_point(scene, "discard"))
    picker = stack.top
    assert isinstance(picker, PickerScene) and not picker.selectable
    assert picker.cards == list(reversed(pile)) and "(3), the top card first" in picker.title
    click(stack, surface, picker.ctx.viewport.rect(picker._rects()[c("arts", 1)]).center)
    assert stack.top is picker  # only looked at: a click takes nothing
    key(stack, surface, pygame.K_ESCAPE)
    assert stack.top is scene and session.state.discard == tuple(pile) and session.state.seat == 0


def test_d_looks_through_the_discard_pile_and_an_empty_pile_has_nothing_to_look_through():
    session = two_seats(discard=[c("arts", 1)])
    stack, surface, scene = opened(session, 0)
    key(stack, surface, DISCARDS_KEY)
    assert isinstance(stack.top, PickerScene) and stack.top.cards == [c("arts", 1)]
    key(stack, surface, pygame.K_ESCAPE)
    empty = two_seats(discard=[])
    stack, surface, scene = opened(empty, 0)
    key(stack, surface, DISCARDS_KEY)
    click(stack, surface, zone_point(scene, "discard"))
    assert stack.top is scene


def test_a_card_let_go_over_nothing_slides_home_and_nothing_is_played():
    session = two_seats()
    before = session.state
    stack, surface, scene = opened(session, 0)
    drag(stack, surface, card_point(scene, c("life", 5)), zone_point(scene, "log"))
    assert session.state == before and not scene.toasts


def test_a_card_let_go_over_a_button_does_not_press_it():
    session = two_seats()
    before = session.state
    stack, surface, scene = opened(session, 0)
    drag(stack, surface, card_point(scene, c("life", 5)), button_point(scene, "Menu"))
    assert session.state == before and stack.top is scene


# ----- stealing -----------------------------------------------------------------------------------------


def test_holding_a_card_lights_only_the_top_sets_it_may_steal_with_what_the_steal_wins():
    session = steal_table()
    stack, surface, scene = opened(session, 0)
    press_and_hold(stack, card_point(scene, c("sport", 2)), area_point(scene, 1))
    steals = [t for t in scene.held_targets() if t.kind == tg.STEAL]
    # Seat 2's only set is its first (never stolen); seat 3's top set is Life, not Sport.
    assert [t.seat for t in steals] == [1]
    assert steals[0].label == "Steal: win 16 EXP"  # the two 7s and the attacking 2
    frame(stack, surface, 0.0)  # draws with the card held
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=area_point(scene, 1), button=1))
    steal = session.state.steal
    assert steal is not None and (steal.attacker, steal.target, steal.card) == (0, 1, c("sport", 2))


def test_a_steal_of_a_first_set_is_refused_with_the_engines_reason_and_the_card_slides_home():
    session = steal_table()
    before = session.state
    stack, surface, scene = opened(session, 0)
    drag(stack, surface, card_point(scene, c("sport", 2)), area_point(scene, 2))
    assert session.state == before
    assert any("You may not steal a player's first set." in toast.message for toast in scene.toasts)
    settle(stack, surface)
    assert scene.slots[c("sport", 2)].zone == "hand"


def test_a_seat_with_no_set_lights_no_steal():
    session = two_seats(sets=[[], [[c("arts", 2, "b"), c("arts", 2, "c")], [c("sport", 7, "b"), c("sport", 7, "c")]]])
    stack, surface, scene = opened(session, 0)
    press_and_hold(stack, card_point(scene, c("sport", 3)), area_point(scene, 1))
    assert not [t for t in scene.held_targets() if t.kind == tg.STEAL]


# ----- undo, redo -----------------------------------------------------------------------------------------


def endgame(hand=LAST_CARDS):
    """Two seats, the draw pile empty: a discard draws nothing, so it may be taken back."""
    return table([list(hand), [c("arts", 6), c("life", 7)]], draw=[], sets=[[], []])


def test_undo_takes_back_your_own_command_and_redo_plays_it_again():
    session = endgame()
    stack, surface, scene = opened(session, 0, people(2))
    drag(stack, surface, card_point(scene, c("life", 5)), zone_point(scene, "discard"))
    played = session.state
    assert played.discard[-1] == c("life", 5)
    key(stack, surface, pygame.K_z, pygame.KMOD_CTRL)
    assert c("life", 5) in session.state.hands[0] and session.state.seat == 0
    settle(stack, surface)
    assert scene.slots[c("life", 5)].zone == "hand"
    key(stack, surface, pygame.K_y, pygame.KMOD_CTRL)
    assert session.state == played


def test_nothing_is_taken_back_once_a_card_was_drawn():
    session = two_seats()
    stack, surface, scene = opened(session, 0, people(2))
    drag(stack, surface, card_point(scene, c("life", 5)), zone_point(scene, "discard"))
    batches = len(session.batches)
    key(stack, surface, pygame.K_z, pygame.KMOD_CTRL)
    assert len(session.batches) == batches
    assert not next(b for b in scene.buttons if b.label == "Undo").enabled


# ----- the end ------------------------------------------------------------------------------------------


def test_the_last_command_brings_the_result_with_rematch_and_menu():
    session = table([[c("sport", 3)], []], draw=[], sets=[[], []], rounds=1)
    stack, surface, scene = opened(session, 0, people(2))
    drag(stack, surface, card_point(scene, c("sport", 3)), zone_point(scene, "discard"))
    settle(stack, surface)
    assert session.state.over and isinstance(stack.top, MasterResultScene)
    assert "1st" in dict(stack.top.board.rows)["Place"]  # the result tells the places
    click(stack, surface, button_point(stack.top, "Rematch"))
    fresh = stack.top
    assert isinstance(fresh, MasterTableScene) and fresh is not scene and not fresh.campaign.state.over
    assert fresh.campaign.session.state.rounds == 1  # the same table, the same number of rounds


def test_the_results_menu_goes_back_to_the_menu():
    session = table([[c("sport", 3)], []], draw=[], sets=[[], []], rounds=1)
    stack, surface, scene = opened(session, 0, people(2))
    drag(stack, surface, card_point(scene, c("sport", 3)), zone_point(scene, "discard"))
    settle(stack, surface)
    click(stack, surface, button_point(stack.top, "Menu"))
    assert isinstance(stack.top, MenuScene)


def test_a_wild_card_makes_a_set_with_a_card_of_its_skill():
    session = two_seats(hand=[w("study"), c("knowledge", 4), c("sport", 3), c("life", 5)])
    stack, surface, scene = opened(session, 0)
    drag(stack, surface, card_point(scene, c("knowledge", 4)), area_point(scene, 0))
    drag(stack, surface, card_point(scene, w("study")), area_point(scene, 0))
    assert session.state.sets[0][0].cards == (w("study"), c("knowledge", 4))  # the wild lies under
    assert cmd.FormSet  # the command the drops made


def test_hovering_a_card_shows_it_enlarged():
    session = steal_table()
    stack, surface, scene = opened(session, 0)
    seen = card_point(scene, c("sport", 7, "c"))  # seat 1's top set
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=seen, rel=(0, 0), buttons=(0, 0, 0)))
    frame(stack, surface, 0.1)
    plain = pygame.image.tobytes(surface, "RGB")
    frame(stack, surface, 0.5)
    assert scene.hovered is not None and scene.hovered[0] == c("sport", 7, "c")
    assert pygame.image.tobytes(surface, "RGB") != plain  # the enlarged card is drawn over the table


def test_a_card_played_from_under_the_resting_mouse_does_not_take_its_enlarged_face_along():
    session = two_seats()
    stack, surface, scene = opened(session, 0)
    played = c("sport", 3)
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=card_point(scene, played), rel=(0, 0), buttons=(0, 0, 0)))
    frame(stack, surface, 0.5)
    assert scene.hovered is not None and scene.hovered[0] == played
    scene.submit(cmd.DiscardCard(seat=0, card=played))  # discarded while the mouse rests where it lay
    settle(stack, surface)
    assert scene.hovered is None or scene.hovered[0] != played  # its face is not read enlarged on the pile


def test_a_table_opened_on_a_match_in_progress_tells_the_last_moves():
    session = steal_table()
    session.submit(cmd.DiscardCard(seat=0, card=c("life", 3)))
    _, _, scene = opened(session, 1)
    assert scene.log_lines()[-1] == "Computer 1 discarded Life 3."  # seat 0, a computer at this table


def test_the_still_table_is_painted_once_into_the_layer_every_table_shares_and_again_after_a_resize():
    stack, surface, scene = opened(two_seats(), 0)
    settle(stack, surface)
    assert scene.backdrop is not None and scene.backdrop.layer is not None
    painted = scene.backdrop.painted
    for _ in range(5):
        frame(stack, surface, 1 / 60)
    assert scene.backdrop.painted == painted
    size = (1600, 900)
    surface = pygame.display.set_mode(size)
    scene.ctx.viewport = Viewport(*size)
    stack.resized()
    frame(stack, surface, 0.0)
    assert scene.backdrop.layer is not None and scene.backdrop.layer.get_size() == size


def test_a_card_in_hand_stays_there_the_discard_pile_and_the_history_wait_until_it_is_laid():
    session = two_seats(discard=[c("arts", 1)])
    stack, surface, scene = opened(session, 0)
    press_and_hold(stack, card_point(scene, c("life", 5)), zone_point(scene, "log"))
    for code in (DISCARDS_KEY, pygame.K_j):
        key(stack, surface, code)
        assert stack.top is scene and scene.drag is not None


def test_resting_on_a_cards_number_explains_the_number_and_on_its_name_the_skill():
    """The number in a card's corner told the whole card (its skill's words too) wherever the mouse rested but on the
    name band; as the other tables' numbers, it tells its experience alone."""
    from game.layout.master.card_face import name_band
    from game.ui.master.faces import number_box
    from game.ui.painter import HOVER_DELAY

    session = two_seats()
    stack, surface, scene = opened(session, 0)
    held = HAND[2]  # Sport 3, in the hand

    def rest(point: tuple[int, int]) -> tuple[str, ...]:
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
        stack.update(HOVER_DELAY + 0.1)
        assert scene.hovered is not None and scene.hovered[0] == held
        return scene.pointed(held)

    sprite = scene.by_key[held]
    corner = number_box(3, sprite.rect.size)[1].move(sprite.rect.topleft)
    said = scene.explained(held).only(rest(corner.center))
    assert said is not None and [head for head, _ in said.rows()] == ["EXP 3"]
    assert rest(name_band(sprite.rect.size).move(sprite.rect.topleft).center) == ("Sport",)
