"""The duel table under the mouse: an attack dragged onto the opponent, the lit targets and the forecast of a held
card, the link ribbon, refusals with the engine's reasons, Strategy and Event cards onto their zones, the phase
steps as buttons, undo and redo, hover zoom, the result, a duel resumed from its save, and the log in the history
panel's words."""

from __future__ import annotations

import pygame
import pytest

from game.app import make_context
from game.engine.matcg.state import ATTACK, COUNTER, LINK, RESOLVE
from game.play.matcg.setup import new_session
from game.scenes.base import Stack
from game.scenes.matcg.board import DuelTableScene
from game.scenes.matcg.result import DuelResultScene
from game.scenes.matcg.setup import resume_duel
from game.scenes.opening import campaign_for
from game.ui.painter import HOVER_DELAY
from tests.engine.matcg.helpers import attack, block, card, do, stop, take
from tests.scenes.helpers import button_point, click, drag, frame, key, press_and_hold, zone_point
from tests.scenes.matcg.helpers import PEOPLE, bots_played, card_point, fight, opened, settle, versus

MINE = ["reverse_punch", "lead_jab", "rising_block", "absolute_focus", "mountain_temple"]
THEIRS = ["long_guard", "teep", "catch_kick"]


def duel(phase: str = "attack", **position):
    return fight((MINE, THEIRS), phase=phase, **position)


def test_dragging_an_attack_onto_the_opponent_plays_it():
    session = duel()
    stack, surface, scene = opened(session, 0, PEOPLE)
    drag(stack, surface, card_point(scene, card(0, "reverse_punch")), zone_point(scene, "opponent"))
    assert session.state.attack is not None and session.state.attack.card == card(0, "reverse_punch")
    settle(stack, surface)
    assert scene.slots[card(0, "reverse_punch")].zone == "fight"


def test_a_held_attack_lights_only_the_opponent_and_forecasts_its_damage_and_adr():
    session = duel()
    stack, surface, scene = opened(session, 0, PEOPLE)
    press_and_hold(stack, card_point(scene, card(0, "reverse_punch")), zone_point(scene, "opponent"))
    targets = scene.held_targets()
    assert [t.zone for t in targets] == ["opponent"]
    lines = targets[0].lines
    assert lines[0].startswith("Unblocked: 3 damage") and "A block of DEF 3 or more stops it" in lines
    assert "If it hits: no ADR yet; each link after it earns 1" in lines
    frame(stack, surface, 0.0)  # the forecast is drawn beside the pointer


def test_a_held_defense_card_lights_nothing_in_your_attack_phase():
    session = duel()
    stack, surface, scene = opened(session, 0, PEOPLE)
    press_and_hold(stack, card_point(scene, card(0, "rising_block")), zone_point(scene, "fight"))
    assert scene.held_targets() == []


def test_after_a_hit_the_ribbon_shows_the_combo_and_the_forecast_says_the_link_and_the_adr_it_earns():
    session = duel()
    do(session, attack(0, "lead_jab"), take(1))
    assert session.state.phase == LINK
    stack, surface, scene = opened(session, 0, PEOPLE)
    links = scene.ribbon.links
    assert [(link.card, link.result) for link in links] == [(card(0, "lead_jab"), "hit")]
    press_and_hold(stack, card_point(scene, card(0, "reverse_punch")), zone_point(scene, "opponent"))
    lines = scene.held_targets()[0].lines
    assert "Links: CPT 3 \u2265 LNK 1 of Lead Jab" in lines and "If it hits: +1 ADR (move 2 of the combo)" in lines
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=zone_point(scene, "opponent"), button=1))
    settle(stack, surface)
    click(stack, surface, (640, 360))  # the curtain: Player 2 answers
    assert scene.viewer == 1
    click(stack, surface, button_point(scene, "Take the hit"))
    settle(stack, surface)
    click(stack, surface, (640, 360))  # and hands the screen back
    assert scene.viewer == 0
    second = scene.ribbon.links[-1]
    assert (second.card, second.cpt, second.need, second.result) == (card(0, "reverse_punch"), 3, 1, "hit")
    assert session.state.adr[0] == 1


def test_the_status_line_after_a_block_says_whether_it_stopped_all_the_damage():
    whole = fight((["reverse_punch"], ["rising_block", "lead_jab"]))
    do(whole, attack(0, "reverse_punch"), block(1, "rising_block"))  # DEF 3 against ATK 3
    assert whole.state.phase == COUNTER
    assert opened(whole, 1)[2].status_line().startswith("You blocked it all: drag an attack")
    partial = fight((["reverse_punch", "tiger_claw"], ["slip", "lead_jab"]))
    do(partial, attack(0, "reverse_punch"), block(1, "slip"), stop(0))  # DEF 1: 2 damage got through
    assert partial.state.phase == COUNTER and partial.state.health == (30, 28)
    line = opened(partial, 1)[2].status_line()
    assert line.startswith("Some damage got through, and they stopped linking: drag an attack"), line


def test_a_drop_the_engine_refuses_slides_home_with_its_reason():
    session = duel()
    stack, surface, scene = opened(session, 0, PEOPLE)
    before = session.state
    drag(stack, surface, card_point(scene, card(0, "rising_block")), zone_point(scene, "opponent"))
    assert session.state == before
    assert any("Rising Block is not an Attack card" in toast.message for toast in scene.toasts)
    settle(stack, surface)
    assert scene.by_key[card(0, "rising_block")].pos == (scene.slots[card(0, "rising_block")].x,
                                                          scene.slots[card(0, "rising_block")].y)


def test_event_and_strategy_cards_are_dragged_onto_their_zones():
    session = duel("prep", adr=[1, 0])
    stack, surface, scene = opened(session, 0, PEOPLE)
    drag(stack, surface, card_point(scene, card(0, "mountain_temple")), zone_point(scene, "my_event"))
    assert session.state.events[0] == card(0, "mountain_temple")
    press_and_hold(stack, card_point(scene, card(0, "absolute_focus")), zone_point(scene, "strategy"))
    assert [t.zone for t in scene.held_targets()] == ["strategy"]
    stack.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=zone_point(scene, "strategy"), button=1))
    assert session.state.focus[0] == 2 and session.state.adr[0] == 0


def test_the_phase_steps_are_buttons_of_what_the_engine_offers():
    session = duel("prep")
    stack, surface, scene = opened(session, 0, PEOPLE)
    click(stack, surface, button_point(scene, "On to attack"))
    assert session.state.phase == ATTACK
    click(stack, surface, button_point(scene, "To the Resolve Phase"))
    assert session.state.phase == RESOLVE
    assert any(b.label == "End the turn" and b.enabled for b in scene.buttons)


def test_undo_takes_back_your_own_command_and_redo_plays_it_again():
    session = duel("prep")
    stack, surface, scene = opened(session, 0, PEOPLE)
    drag(stack, surface, card_point(scene, card(0, "mountain_temple")), zone_point(scene, "my_event"))
    played = session.state
    key(stack, surface, pygame.K_z, pygame.KMOD_CTRL)
    assert session.state.events[0] is None and card(0, "mountain_temple") in session.state.hands[0]
    settle(stack, surface)
    assert scene.slots[card(0, "mountain_temple")].zone == "hand"
    click(stack, surface, button_point(scene, "Redo"))
    assert session.state == played


def test_the_other_seats_command_is_never_undone():
    session = duel()
    do(session, attack(0, "lead_jab"), take(1))
    stack, surface, scene = opened(session, 0, PEOPLE)
    batches = len(session.batches)
    key(stack, surface, pygame.K_z, pygame.KMOD_CTRL)
    assert len(session.batches) == batches
    assert not next(b for b in scene.buttons if b.label == "Undo").enabled


def test_hovering_a_card_shows_it_enlarged():
    session = duel()
    stack, surface, scene = opened(session, 0, PEOPLE)
    point = card_point(scene, card(0, "lead_jab"))
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=point, rel=(0, 0), buttons=(0, 0, 0)))
    plain = pygame.image.tobytes(surface, "RGB")
    frame(stack, surface, HOVER_DELAY + 0.1)
    assert scene.hovered is not None and scene.hovered[0] == card(0, "lead_jab")
    assert pygame.image.tobytes(surface, "RGB") != plain


def test_a_knockout_brings_the_result_with_rematch():
    session = fight((["reverse_punch"], []), health=[30, 2])
    stack, surface, scene = opened(session, 0, PEOPLE)
    drag(stack, surface, card_point(scene, card(0, "reverse_punch")), zone_point(scene, "opponent"))
    settle(stack, surface)
    assert session.state.over and isinstance(stack.top, DuelResultScene)
    assert stack.top.board.headline == "Player 1 wins the fight!"
    click(stack, surface, button_point(stack.top, "Rematch"))
    assert isinstance(stack.top, DuelTableScene) and stack.top is not scene and not stack.top.campaign.state.over


def test_a_duel_is_saved_after_every_command_and_continues_where_it_was():
    ctx = make_context((1280, 720))
    session = new_session(ctx, "dgm", PEOPLE, {"decks": ["karate", "kung_fu"]}, seed=5)
    scene = DuelTableScene(ctx, campaign_for(ctx, session, PEOPLE), PEOPLE)
    seat = session.ruleset.to_act(session.state)
    scene.campaign.seat = seat
    scene.submit(session.legal(seat)[0])
    resumed, notice = resume_duel(ctx, "dgm", "hotseat")
    assert notice is None and resumed is not None
    assert resumed.campaign.session.state == session.state and resumed.seating == PEOPLE
    stack = Stack(resumed)
    frame(stack, pygame.display.get_surface() or pygame.Surface((1280, 720)))


def test_the_tables_log_tells_the_duel_in_the_history_panels_words():
    """What "At the table" shows is the end of what the History key (J) opens, line for line (a duel some turns in,
    played by the normal bots: the strongest, the screenshots', took 4 s on an idle machine to play 40 moves)."""
    from game.scenes.history import HistoryScene

    session = bots_played("matcg", 4, lambda state: state.turn >= 6)
    session.notes["table"] = versus(0).notes()
    stack, surface, scene = opened(session, 0, versus(0))
    key(stack, surface, pygame.K_j)
    panel = stack.top
    assert isinstance(panel, HistoryScene)
    told = [entry.text for entry in panel.entries]
    assert scene.news.lines and scene.news.lines == told[-len(scene.news.lines):]
    assert any(line.startswith("You ") for line in told) and any(line.startswith("Computer ") for line in told)


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_forecast_of_a_held_card_is_written_at_a_readable_size_in_any_window(monkeypatch, size):
    from game.ui import text

    session = duel()
    stack, surface, scene = opened(session, 0, PEOPLE, size=size)
    press_and_hold(stack, card_point(scene, card(0, "reverse_punch")), zone_point(scene, "opponent"))
    asked: list[tuple[str, int]] = []
    real = text.render
    monkeypatch.setattr(text, "render", lambda line, size_, *rest, **kw: asked.append((line, size_)) or real(
        line, size_, *rest, **kw))
    box, rendered, target = scene.painter.forecast(scene.held_targets())
    lines = {line for line, _ in asked}
    assert target is not None and target.title in lines and rendered
    assert all(size_ >= text.READABLE for _, size_ in asked), asked
    assert scene.ctx.viewport.rect((0, 0, 1280, 720)).contains(box)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_the_count_of_a_long_hand_ends_before_the_opponents_discards(text_size, size, monkeypatch):
    """"16 in hand (12 shown)" ran past the opponent's discard pile into its Event at the Largest text (and under
    the pile's top card at 1280x720): fewer backs are drawn, and the words say how many, so they end before it."""
    from game.content.matcg import catalog
    from game.files import settings
    from game.layout.matcg.table import opponent_parts
    from game.ui import text
    from tests.engine.matcg.helpers import fight as matcg_fight

    settings.change(text_size=text_size)
    said: list[tuple[str, pygame.Rect]] = []
    real = text.draw

    def draw(surface, line, size_asked, color, bold=False, **anchor):
        rect = real(surface, line, size_asked, color, bold, **anchor)
        if " in hand" in line:
            said.append((line, rect))
        return rect

    monkeypatch.setattr(text, "draw", draw)
    theirs = [found.id for found in catalog().cards if found.card_class == "normal"][:16]
    stack, surface, scene = opened(matcg_fight((MINE, theirs)), 0, PEOPLE, size=size)
    line, rect = said[-1]
    pile = scene.ctx.viewport.rect(opponent_parts(scene.zones["opponent"])["discard"])
    assert line.startswith("16 in hand (") and rect.right < pile.left, (line, rect, pile)
