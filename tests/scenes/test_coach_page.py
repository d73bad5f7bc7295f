"""Where it turned, as the player sees it: offered on the result of a game against the computer (and in Replays),
looked for in the thinking process while the page says so, and each moment opening the replay there."""

from __future__ import annotations

from functools import cache
from typing import Any

import pygame
import pytest

from game.engine.core import Session
from game.engine.udo.commands import FinishPlaying
from game.files import settings
from game.games import game, ids
from game.play import coach as pure
from game.play.history import told, words_for
from game.rulesets import ruleset
from game.scenes.base import Stack
from game.scenes.coach import COACH_LABEL, LOOKING, Coaching, CoachScene, coached_seat, progress_line
from game.scenes.coach_moment import Moment, made_lines
from game.scenes.replay import ReplayScene
from game.scenes.result import Board, ResultOverlay
from game.scenes.worker import answered
from game.tools.screenshot import COACH, scene_stack
from game.tools.shooting import ShotRequest, drawn
from game.ui import palette, text
from game.ui.face_cache import forget_pictures
from game.ui.viewport import Viewport
from tests.play.test_coach import blundered
from tests.scenes.helpers import asker, button_point, click, context, frame, frames_until, key
from tests.scenes.test_readable_everywhere import excepted

SMALLEST = (1024, 600)

PERSON_AND_COMPUTER = {"table": {"chairs": [{"kind": "person", "name": "Ada", "level": None},
                                            {"kind": "computer", "name": "Computer", "level": "hard"}]}}
TWO_PEOPLE = {"table": {"chairs": [{"kind": "person", "name": "Ada", "level": None},
                                   {"kind": "person", "name": "Bo", "level": None}]}}


def finished_against_the_computer() -> tuple[Session[Any], int]:
    """A finished game of Master whose seat 0, a person, made one deliberate blunder (tests.play.test_coach), and the
    blunder's batch."""
    session, batch, _ = blundered("master")
    rules = session.ruleset
    played = Session(rules, session.seed, session.batches, dict(PERSON_AND_COMPUTER), session.table)
    bots = {seat: game(rules.id).bots().make("normal", seat) for seat in range(played.table.seats)}
    while (seat := rules.to_act(played.state)) is not None:
        assert played.submit(bots[seat].choose(rules, rules.view(played.state, seat))).ok
    return played, batch


def played_easily() -> Session[Any]:
    """A finished game of Master whose seat 0, a person, played as the easy computer player does, against the
    normal one: a game with many choices that cost something. Each call gives a session of its own, folded from
    the one game played once per test process (seven tests open the page on it)."""
    rules: Any = ruleset("master")
    return Session(rules, 1, [list(events) for events in easy_game()], dict(PERSON_AND_COMPUTER))


@cache
def easy_game() -> tuple[tuple[Any, ...], ...]:
    """The batches of the game `played_easily` tells of, played once (its events are frozen)."""
    rules: Any = ruleset("master")
    session: Session[Any] = Session.new(rules, 1)
    bots = {seat: game("master").bots().make("normal" if seat else "easy", seat + 1) for seat in (0, 1)}
    while (seat := rules.to_act(session.state)) is not None:
        assert session.submit(bots[seat].choose(rules, rules.view(session.state, seat))).ok
    return tuple(tuple(events) for events in session.batches)


def opened(session: Session[Any]) -> tuple[Stack, pygame.Surface, CoachScene]:
    ctx, surface = context()
    page = CoachScene(ctx, Coaching(session, 0))
    stack = Stack(page)
    frames_until(stack, surface, lambda: page.shown)
    return stack, surface, page


def lines_drawn(stack: Stack, surface: pygame.Surface) -> list[str]:
    """The lines of text one frame of the page draws (a spy on game.ui.text.draw)."""
    drawn: list[str] = []
    real_draw = text.draw

    def draw(target: pygame.Surface, line: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn.append(line)
        return real_draw(target, line, *args, **kwargs)

    text.draw = draw  # type: ignore[assignment]  # a spy of the same shape
    try:
        frame(stack, surface)
    finally:
        text.draw = real_draw  # type: ignore[assignment]
    return drawn


def test_the_page_opens_the_replay_at_each_moment_by_key_and_by_button():
    stack, surface, page = opened(played_easily())
    assert len(page.moments) == 3
    for k, moment in enumerate(page.moments):
        key(stack, surface, pygame.K_1 + k)
        assert page.chosen == k
        key(stack, surface, pygame.K_RETURN)
        replay = stack.top
        assert isinstance(replay, ReplayScene)
        assert replay.replayed.moment == moment.turning.batch - 1 and not replay.playing
        assert replay.seat == 0
        key(stack, surface, pygame.K_ESCAPE)
        assert stack.top is page
    last = len(page.moments) - 1
    key(stack, surface, pygame.K_LEFT)  # the arrows go from moment to moment, and no further than the ends
    assert page.chosen == max(0, last - 1)
    key(stack, surface, pygame.K_RIGHT)
    key(stack, surface, pygame.K_RIGHT)
    assert page.chosen == last
    click(stack, surface, button_point(page, "Moment 1"))
    click(stack, surface, button_point(page, "Open the replay here"))
    assert isinstance(stack.top, ReplayScene) and stack.top.replayed.moment == page.moments[0].turning.before


def test_the_page_tells_each_move_in_the_games_words_and_the_swing():
    session, batch = finished_against_the_computer()
    _, _, page = opened(session)
    blunder = next(moment for moment in page.moments if moment.turning.batch == batch)
    assert blunder.made and blunder.best and blunder.made != blunder.best
    assert all(line.startswith("You ") for line in blunder.made + blunder.best)
    assert page.coaching.unit == "experience" and blunder.turning.swing > 0


def test_the_moments_are_looked_for_in_the_thinking_process_while_the_page_says_so(monkeypatch):
    """Were they looked for on the window's thread, the broken search below would be called there."""
    session, _ = finished_against_the_computer()

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the window's thread looked at the game")

    monkeypatch.setattr(pure, "turning_points", broken)
    ctx, surface = context()
    coaching = Coaching(session, 0)
    page = CoachScene(ctx, coaching)
    stack = Stack(page)
    said: list[str] = []
    monkeypatch.setattr(page, "_say", lambda surface, line: said.append(line))
    frame(stack, surface, 0.0)
    assert coaching.looking and said == [LOOKING] and page.moving()
    frames_until(stack, surface, lambda: page.shown)
    assert coaching.found and page.moments


def test_the_page_tells_how_far_the_look_has_got_while_it_looks():
    """The look is asked of the thinking process a few decisions at a time: between two answers the page says how
    far it has got ("Weighing your choices: N of M", over a bar), N growing, and the moments it ends with are those
    of the whole look."""
    session = played_easily()
    ctx, surface = context()
    page = CoachScene(ctx, Coaching(session, 0))
    stack = Stack(page)
    told: list[str] = []
    for _ in range(400):
        if page.shown:
            break
        told += [line for line in lines_drawn(stack, surface) if line.startswith("Weighing your choices")]
        assert answered()
    rules = session.ruleset
    count = len(list(pure.decisions(rules, session.seed, session.batches, 0)))
    done = [int(line.split(": ")[1].split(" of ")[0]) for line in told]
    assert len(done) >= 3 and done == sorted(done) and done[0] < done[-1] < count
    assert told[-1] == progress_line(done[-1], count)
    whole = pure.turning_points(rules, session.seed, session.batches, 0, game(rules.id).appraiser())
    assert [moment.turning for moment in page.moments] == whole


def test_back_while_looking_stops_the_search():
    session, _ = finished_against_the_computer()
    ctx, surface = context()
    stack = Stack(ResultOverlay(ctx, session, 0, Board("Done", palette.GOLD, (), (), (), "")))
    key(stack, surface, pygame.K_w)
    assert isinstance(stack.top, CoachScene)
    looking = stack.top.coaching
    assert looking.looking
    key(stack, surface, pygame.K_ESCAPE)
    assert isinstance(stack.top, ResultOverlay) and not looking.looking


@pytest.mark.parametrize(("notes", "offered"), [(PERSON_AND_COMPUTER, True), (TWO_PEOPLE, False), ({}, False)])
def test_the_result_offers_where_it_turned_only_for_a_game_against_the_computer(notes, offered):
    session, _ = finished_against_the_computer()
    session.notes = dict(notes)
    ctx, surface = context()
    result = ResultOverlay(ctx, session, 0, Board("Done", palette.GOLD, (), (), (), ""))
    assert (COACH_LABEL in [button.label for button in result.buttons]) is offered
    stack = Stack(result)
    key(stack, surface, pygame.K_w)
    assert isinstance(stack.top, CoachScene) is offered


def test_the_coached_seat_is_the_one_person_at_a_finished_game():
    session, _ = finished_against_the_computer()
    assert coached_seat(session) == 0
    session.notes = {"table": {"mode": "versus", "level": "hard", "human": 1}}
    assert coached_seat(session) == 1
    unfinished = Session(session.ruleset, session.seed, session.batches[:5], dict(PERSON_AND_COMPUTER), session.table)
    assert coached_seat(unfinished) is None


def test_replays_offer_where_it_turned_for_a_finished_game_against_the_computer():
    from game.files import finished
    from game.scenes.replays import ReplaysScene

    session, _ = finished_against_the_computer()
    assert finished.keep(session) is None
    ctx, surface = context()
    replays = ReplaysScene(ctx)
    stack = Stack(replays)
    assert COACH_LABEL not in [button.label for button in replays.buttons]  # no game chosen yet
    click(stack, surface, ctx.viewport.rect(replays.row(0)).center)
    assert COACH_LABEL in [button.label for button in replays.buttons]
    key(stack, surface, pygame.K_w)
    page = stack.top
    assert isinstance(page, CoachScene) and page.coaching.seat == 0
    page.coaching.stop()


COMPUTERS_ONLY = {"table": {"chairs": [{"kind": "computer", "name": "Computer", "level": "hard"},
                                       {"kind": "computer", "name": "Computer", "level": "easy"}]}}


def test_where_it_turned_asked_in_replays_of_a_game_the_computer_played_alone_says_why_it_cannot():
    from game.files import finished
    from game.scenes.replays import ReplaysScene

    session, _ = finished_against_the_computer()
    session.notes = dict(COMPUTERS_ONLY)
    assert finished.keep(session) is None
    ctx, surface = context()
    replays = ReplaysScene(ctx)
    stack = Stack(replays)
    key(stack, surface, pygame.K_w)
    assert [toast.message for toast in replays.toasts] == [
        "Choose a finished game first: Where it turned looks back at one."]
    click(stack, surface, ctx.viewport.rect(replays.row(0)).center)
    key(stack, surface, pygame.K_w)
    assert stack.top is replays and "the computer alone" in replays.toasts[-1].message


def test_the_move_made_is_told_under_the_name_its_lines_give_the_seat():
    """The lines said "Ada laid…" under "You played": the heading names the seat as its lines do (the one person
    among computers at Master, named "Ada" at the set-up, is "You" in both)."""
    session, _ = finished_against_the_computer()
    stack, surface, page = opened(session)
    drawn = lines_drawn(stack, surface)
    assert "You played" in drawn and "Ada played" not in drawn
    assert page.moments[page.chosen].made[0].startswith("You ")


def test_the_table_at_the_moment_is_shown_whole_at_the_windows_size_by_space_or_a_click():
    """The page shows the band of the table the moves concern: shown whole, every word of it is as readable as at
    the table itself."""
    stack, surface, page = opened(played_easily())
    moment = page.moments[page.chosen]
    for show in (lambda: key(stack, surface, pygame.K_SPACE),
                 lambda: click(stack, surface, page.band[0].center)):
        show()
        assert page.whole and stack.top is page
        whole = moment.picture()
        assert whole is not None and whole.get_size() == surface.get_size()
        corner = (surface.get_width() - 1, surface.get_height() - 1)  # far from the band that says how to go back
        assert surface.get_at(corner) == whole.get_at(corner)
        key(stack, surface, pygame.K_ESCAPE)
        assert not page.whole and stack.top is page  # Esc goes back to the page, not out of it


def test_the_band_of_the_table_says_where_its_cards_are_read_whole():
    """The band's cards are as small as at the table, their long words left to the card enlarged: the page says that
    the table shown whole reads a card enlarged under the mouse, as the table does."""
    stack, surface, _ = opened(played_easily())
    said = " ".join(lines_drawn(stack, surface))
    assert "press Space to see it whole and read a card enlarged under the mouse" in said


def test_the_table_at_the_moment_is_drawn_again_at_a_new_text_size():
    """The text size changed in Settings while the page was open: the table at the moment kept its picture made at
    the old size, its words as small as before."""
    from game.files import settings

    settings.change(text_size="normal")
    stack, surface, page = opened(played_easily())
    moment = page.moments[page.chosen]
    before = moment.picture()
    assert before is not None
    normal = pygame.image.tobytes(before, "RGB")
    settings.change(text_size="largest")
    stack.resized()  # as the window does when the text size changes (game.app)
    frame(stack, surface)
    after = moment.picture()
    assert after is not None and pygame.image.tobytes(after, "RGB") != normal


def test_a_campaign_plan_is_told_as_the_combos_laid_against_the_combos_the_computer_would_have_laid():
    """Card by card ("You played Left Arm on a combo") two different plans read the same, and the computer's move
    read as the player's: both are told as their combos, card by card, in the order laid."""
    session, batch, appraisal = blundered("kai")
    turning = pure.Turning(batch, FinishPlaying(), appraisal.best, appraisal.swing)
    moment = Moment(session, 0, turning, made_lines(session, 0, batch, told(session, 0)), words_for(session, 0),
                    Viewport(1280, 720))
    assert moment.made != moment.best
    for line in moment.made + moment.best:
        assert line.startswith("Combo ") or line == "No combo.", line
    assert any("," in line for line in moment.best)  # a combo's cards named in the order laid


def test_a_swing_that_is_the_game_itself_is_told_so_not_as_a_number():
    """A campaign won by the better plan read "Estimated swing: 10061.3 points on the computer's scale": a swing past
    the appraiser's decisive one is the game won instead of lost, and the page says so."""
    from dataclasses import replace

    session, _ = finished_against_the_computer()
    stack, surface, page = opened(session)
    moment = page.moments[page.chosen]
    told = [line for line in lines_drawn(stack, surface) if line.startswith("Estimated swing")]
    assert told and page.coaching.unit in told[0]  # a swing of its game's size: its number and unit
    moment.turning = replace(moment.turning, swing=10061.3, decisive=True)
    said = " ".join(lines_drawn(stack, surface))
    assert "Estimated swing: the whole game" in said and "10061" not in said


Rendered = list[tuple[str, int, str]]  # words, the typeface's pixel size, who asked
Placed = list[tuple[str, pygame.Rect]]  # words drawn on the window, where


def written_once(stack: Stack, surface: pygame.Surface) -> tuple[Rendered, Placed]:
    """The page drawn afresh (the table at the moment and the card faces drawn again, not taken from their caches):
    every text rendered (its words, its typeface's pixel size, who asked), and every text drawn on the window (its
    words and rect)."""
    rendered: Rendered = []
    placed: Placed = []
    real_render, real_draw = text.render, text.draw

    def render(line: str, size: int, color: Any, bold: bool = False) -> pygame.Surface:
        rendered.append((line, text.pixels(size), asker(__name__)))
        return real_render(line, size, color, bold)

    def draw(target: pygame.Surface, line: str, size: int, color: Any, bold: bool = False,
             **anchor: tuple[float, float]) -> pygame.Rect:
        if target is surface:
            placed.append((line, real_render(line, size, color, bold).get_rect(**anchor)))
        return real_draw(target, line, size, color, bold, **anchor)

    stack.resized()  # each moment's table laid out and drawn again
    forget_pictures()
    text.render, text.draw = render, draw  # type: ignore[assignment]  # spies of the same shape
    try:
        drawn(stack, surface)
    finally:
        text.render, text.draw = real_render, real_draw  # type: ignore[assignment]
    return rendered, placed


@pytest.mark.parametrize("ruleset_id", ids())
def test_every_word_of_each_moment_is_at_least_11_px_at_1024x600_with_both_moves_on_the_page(ruleset_id):
    """The table at the moment made small beside the words carried its words at 6 px at 1024x600 (issue 33: nothing
    a player must read under 11 px). Each moment, at the Normal and the Largest text, sets every word of the page and
    of the band of the table it shows at 11 px or more (a card's face is read enlarged, as at the table), shows the
    band at the table's own size, and tells the move made and the move suggested whole, inside the window, above
    the buttons."""
    ctx, surface = context(SMALLEST)
    stack = scene_stack(ShotRequest(ctx, surface, ruleset_id, 1, 0, 0, None), COACH)
    page = stack.top
    assert isinstance(page, CoachScene) and page.moments
    bottom = ctx.viewport.point(0, 626)[1]
    for text_size in ("normal", "largest"):
        settings.change(text_size=text_size)
        for k, moment in enumerate(page.moments):
            key(stack, surface, pygame.K_1 + k)
            rendered, placed = written_once(stack, surface)
            small = [(line, px, who) for line, px, who in rendered if px < text.LEAST_PX and line.strip()
                     and not excepted(who)]
            assert small == [], (text_size, k)
            assert page.band is not None
            band, shown = page.band
            assert band.size == shown.size and band.h > 0  # the table's own size: cut, never made smaller
            table = moment.picture()
            assert table is not None
            points = [(x, y) for x in range(0, band.w, 7) for y in range(0, band.h, 7)]
            same = sum(surface.get_at((band.x + x, band.y + y)) == table.get_at((shown.x + x, shown.y + y))
                       for x, y in points)
            assert same >= 0.8 * len(points)  # pixel for pixel but where its cards are ringed and tagged
            said = " ".join(line for line, _ in placed)
            assert all(line in said for line in moment.made + moment.best), (text_size, k, said)
            window = surface.get_rect()
            assert [(line, rect) for line, rect in placed if not window.contains(rect) or rect.bottom > bottom] == []


def test_the_moments_are_chosen_by_key_with_the_table_shown_whole_too():
    """Shown whole, the table is one moment's: 1, 2, 3 and the arrows go on from moment to moment there, and Space
    comes back to the page at the moment chosen."""
    stack, surface, page = opened(played_easily())
    last = len(page.moments) - 1
    key(stack, surface, pygame.K_SPACE)
    assert page.whole
    for press, chosen in ((pygame.K_RIGHT, min(1, last)), (pygame.K_3, last), (pygame.K_LEFT, max(0, last - 1)),
                          (pygame.K_1, 0)):
        key(stack, surface, press)
        assert page.whole and page.chosen == chosen
        assert surface.get_at((0, surface.get_height() - 1)) == page.moments[chosen].picture().get_at(
            (0, surface.get_height() - 1))
    key(stack, surface, pygame.K_2)
    key(stack, surface, pygame.K_SPACE)
    assert not page.whole and page.chosen == min(1, last)


def test_shown_whole_the_table_reads_the_card_under_the_mouse_enlarged_as_replay_does():
    """A card's own words are read enlarged at the table: shown whole, the table at the moment shows the card the
    mouse rests on enlarged, and the page's band has nothing left enlarged once the player is back."""
    stack, surface, page = opened(played_easily())
    moment = page.moments[page.chosen]
    table: Any = moment.watch.scene
    card = max(table.by_key.values(), key=lambda sprite: sprite.rect.bottom)  # a card of the hand
    key(stack, surface, pygame.K_SPACE)
    plain = surface.copy()
    stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=card.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    frame(stack, surface)
    assert table.hovered is not None and table.hovered[0] == card.key
    assert pygame.image.tobytes(surface, "RGB") != pygame.image.tobytes(plain, "RGB")  # its face, enlarged
    key(stack, surface, pygame.K_SPACE)
    assert not page.whole and table.hovered is None


def test_a_hand_too_long_to_show_whole_is_turned_to_the_card_suggested():
    """A Martial Arts hand of nine shows six at a time: the computer's Knee Strike, the hand's last card, lay beyond
    the row's end, and the band showed the move suggested in words only. The moment's table turns the row, as the
    wheel does, to where the cards the moves name are shown."""
    rules: Any = ruleset("matcg")
    session: Session[Any] = Session.new(rules, 1)
    bots = {seat: game("matcg").bots().make("easy", seat) for seat in (0, 1)}
    for _ in range(35):
        seat = rules.to_act(session.state)
        assert session.submit(bots[seat].choose(rules, rules.view(session.state, seat))).ok
    hand = rules.view(session.state, 0).hands[0]
    legal = list(rules.legal_commands(session.state, 0))
    suggested = next(command for command in legal if getattr(command, "card", "") == hand[-1])
    made = next(command for command in legal if command != suggested)
    turning = pure.Turning(len(session.batches) + 1, made, (suggested,), 1.0)
    settings.change(text_size="normal")
    context(SMALLEST)
    moment = Moment(session, 0, turning, [], words_for(session, 0), Viewport(*SMALLEST))
    table: Any = moment.watch.scene
    assert len(hand) > table.row.shown  # the hand does not show whole
    assert hand[-1] in table.by_key and moment.cards((suggested,))
