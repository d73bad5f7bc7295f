"""The replay scene: the game's own table, read-only, from one seat's view, with a timeline."""

from __future__ import annotations

import functools
from typing import Any

import pygame
import pytest

from game.engine.core import Session
from game.scenes.base import Stack
from game.scenes.replay import ReplayScene
from game.tools.screenshot import drawn
from tests.contracts.test_views import tokens
from tests.reliability.monkey import finished
from tests.scenes.helpers import asker, click, context, frame
from tests.test_history import SwappedHand


def key(stack: Stack, code: int) -> None:
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))


DUELS = {"kenpo": "greedy", "matcg": "normal"}  # two-seat games with a hidden hand, and the bots that finish them


@functools.cache
def finished_duel(ruleset_id: str) -> Session[Any]:
    return finished(ruleset_id, 7, DUELS[ruleset_id])


@pytest.fixture(scope="module")
def duel() -> Session[Any]:
    return finished_duel("kenpo")


@pytest.mark.parametrize("ruleset_id", DUELS)
def test_a_replay_from_the_first_seat_never_shows_the_other_hand_before_the_end(ruleset_id):
    duel = finished_duel(ruleset_id)
    ctx, surface = context()
    scene = ReplayScene(ctx, duel, 0, playing=False)
    stack = Stack(scene)
    rules = duel.ruleset
    for moment in range(0, scene.replayed.last, 5):
        scene.go(moment)
        frame(stack, surface, 5.0)
        hidden = set(scene.replayed.state.hands[1])
        shown = set(tokens(scene.campaign.state)) | set(tokens(scene.watch.scene.state))
        assert not hidden & shown, f"move {moment} shows {sorted(hidden & shown)}"
        assert scene.campaign.state == rules.view(scene.replayed.state, 0)
    scene.go(scene.replayed.last)  # the match is over: nothing is hidden any more
    assert scene.replayed.over and set(scene.replayed.state.hands[1]) <= set(tokens(scene.campaign.state))


@pytest.mark.parametrize("ruleset_id", DUELS)
def test_the_replays_picture_is_the_same_whatever_the_other_seat_holds(ruleset_id):
    """Drawn from the first seat before the end, the replay is the same picture when the other hand is swapped."""
    duel = finished_duel(ruleset_id)
    swapped: Session[Any] = Session(SwappedHand(duel.ruleset, 1), duel.seed, duel.batches, duel.notes, duel.table)
    pictures = []
    for session in (duel, swapped):
        ctx, surface = context()
        scene = ReplayScene(ctx, session, 0, playing=False)
        stack = Stack(scene)
        shots = []
        for moment in (3, scene.replayed.last // 2, scene.replayed.last - 1):
            scene.go(moment)
            stack.update(5.0)
            drawn(stack, surface)  # every face drawn in full, however long the frame took
            shots.append(pygame.image.tobytes(surface, "RGB"))
        pictures.append(shots)
    assert pictures[0] == pictures[1]


def test_play_steps_the_game_on_faster_at_higher_speeds(duel):
    ctx, surface = context()
    moved = []
    for speed_key in (pygame.K_1, pygame.K_4):
        scene = ReplayScene(ctx, duel, 1, playing=True)
        stack = Stack(scene)
        key(stack, speed_key)
        for _ in range(60):
            frame(stack, surface, 0.1)
        moved.append(scene.replayed.moment)
    assert 0 < moved[0] < moved[1]


def test_the_keys_step_jump_by_turn_and_go_to_either_end(duel):
    ctx, surface = context()
    scene = ReplayScene(ctx, duel, 0, playing=False)
    stack = Stack(scene)
    key(stack, pygame.K_RIGHT)
    assert scene.replayed.moment == 1
    key(stack, pygame.K_PAGEDOWN)
    first_turn = scene.replayed.moment
    assert first_turn in scene.replayed.turns
    key(stack, pygame.K_PAGEDOWN)
    assert scene.replayed.moment > first_turn and scene.replayed.moment in scene.replayed.turns
    key(stack, pygame.K_PAGEUP)
    assert scene.replayed.moment == first_turn
    key(stack, pygame.K_END)
    assert scene.replayed.moment == scene.replayed.last
    key(stack, pygame.K_HOME)
    assert scene.replayed.moment == 0
    frame(stack, surface)


def test_a_click_on_the_timeline_scrubs_to_that_moment_and_the_table_takes_no_input(duel):
    ctx, surface = context()
    scene = ReplayScene(ctx, duel, 0, playing=False)
    stack = Stack(scene)
    frame(stack, surface)
    click(stack, surface, ctx.viewport.point(640, 658))
    assert abs(scene.replayed.moment - scene.replayed.last // 2) <= 1
    log = len(duel.log)
    for pos in ((300, 300), (640, 250), (800, 560)):  # on the table: nothing is played
        click(stack, surface, ctx.viewport.point(*pos))
    assert len(duel.log) == log and scene.watch.scene.buttons == []
    assert stack.top is scene


@pytest.mark.parametrize(("ruleset_id", "level", "options"), [
    ("udo", "greedy", None), ("master", "easy", {"seats": 3, "rounds": 1}), ("matcg", "easy", None),
    ("dgm", "easy", None)])
def test_every_table_is_watched_to_its_end(ruleset_id, level, options):
    session = finished(ruleset_id, 3, level, options)
    ctx, surface = context()
    scene = ReplayScene(ctx, session, 0, playing=True)
    stack = Stack(scene)
    key(stack, pygame.K_4)
    for _ in range(12):
        frame(stack, surface, 0.5)
    key(stack, pygame.K_END)
    frame(stack, surface, 5.0)
    assert scene.replayed.state == session.state and stack.top is scene
    key(stack, pygame.K_j)
    assert type(stack.top).__name__ == "HistoryScene"
    frame(stack, surface)


@pytest.mark.parametrize(("ruleset_id", "level", "options"), [
    ("udo", "greedy", None), ("kenpo", "greedy", None), ("master", "easy", {"seats": 3, "rounds": 1}),
    ("matcg", "easy", None)])
def test_the_history_opened_right_after_a_step_shows_the_table_at_that_step_under_it(ruleset_id, level, options):
    """The step and the History come in the same frame, before the table is updated again: the table drawn under
    the History is the one at the step (the Udo board had laid out the cards of the moment before, and a card the
    step revealed had no place)."""
    session = finished(ruleset_id, 3, level, options)
    ctx, surface = context()
    stack = Stack(ReplayScene(ctx, session, 0, playing=False))
    frame(stack, surface)
    for _ in range(8):
        key(stack, pygame.K_RIGHT)
        key(stack, pygame.K_j)
        assert type(stack.top).__name__ == "HistoryScene"
        stack.draw(surface)
        key(stack, pygame.K_ESCAPE)
        frame(stack, surface)


def test_a_game_whose_front_has_no_table_to_watch_is_replayed_as_its_history(duel, monkeypatch):
    from game.scenes import kenpo

    monkeypatch.setattr(kenpo.FRONT.screens(), "watch", None)
    ctx, surface = context()
    scene = ReplayScene(ctx, duel, 0, playing=False)
    stack = Stack(scene)
    key(stack, pygame.K_RIGHT)
    frame(stack, surface)
    assert scene.watch is None and scene.replayed.moment == 1


def test_a_game_whose_words_tell_no_history_has_an_empty_panel_and_no_turns(duel, monkeypatch):
    from game.play.history import told
    from game.words import kenpo

    monkeypatch.setattr(kenpo, "history", None)
    ctx, surface = context()
    scene = ReplayScene(ctx, duel, 0, playing=False)
    stack = Stack(scene)
    assert told(duel, 0) == [] and scene.replayed.turns == []
    key(stack, pygame.K_PAGEDOWN)
    assert scene.replayed.moment == scene.replayed.last
    key(stack, pygame.K_j)
    frame(stack, surface)
    assert stack.top.entries == []


def test_a_watched_table_is_reached_only_through_its_public_surface():
    """The replay views (game/scenes/watch.py and each game's watch.py) call no private member of a table: a jump
    is the table's own `show_now`."""
    import ast
    from pathlib import Path

    import game

    root = Path(game.__file__).parent / "scenes"
    for path in [root / "watch.py", *sorted(root.glob("*/watch.py"))]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr.startswith("_") and not node.attr.startswith("__"):
                owner = node.value
                assert isinstance(owner, ast.Name) and owner.id == "self", \
                    f"{path.name}: reaches into {ast.unparse(node)}"


def test_a_campaign_replays_status_line_says_what_is_shown_never_what_to_do(monkeypatch):
    """A replay of Udo's campaign said 'Turn 3: drag cards from your hand to build combos' while the player watched."""
    from game.ui.udo import board_draw

    said: list[str] = []
    real = board_draw.status
    monkeypatch.setattr(board_draw, "status", lambda surface, vp, rect, line: said.append(line) or real(
        surface, vp, rect, line))
    session = finished("udo", 3, "greedy")
    ctx, surface = context()
    stack = Stack(ReplayScene(ctx, session, 0))
    for _ in range(40):
        key(stack, pygame.K_RIGHT)
        frame(stack, surface, 2.0)
    assert any(line.startswith("Turn ") for line in said)
    assert not [line for line in said if any(word in line.lower() for word in ("drag", "click", "press", "choose"))]


def test_a_duel_replays_turn_panel_says_you_answer_not_you_answers():
    """The replay of a Martial Arts duel, seen from the person's seat, read 'You answers' while the person blocked
    (and its status line 'Waiting for You.')."""
    duel = finished("matcg", 7, "normal", {"people": [0]})
    duel.notes["table"] = {"chairs": [{"kind": "person", "level": None}, {"kind": "computer", "level": "normal"}]}
    ctx, surface = context((1024, 600))
    scene = ReplayScene(ctx, duel, 0, playing=False)
    stack = Stack(scene)
    said = set()
    for moment in range(scene.replayed.last):
        scene.go(moment)
        frame(stack, surface, 2.0)
        said.add(scene.watch.scene.turn_lines()[1])
        said.add(scene.watch.scene.status_line())
    assert "You answer" in said and "Waiting for you." in said
    assert not [line for line in said if line.startswith(("You answers", "You names")) or "for You" in line]


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_the_hand_told_at_a_replays_end_is_wrapped_whole_and_readable_in_the_smallest_window(text_size, monkeypatch):
    """The other player's hand, told once the game is over, was one line fitted to its box: seven cards' names set
    under 11 px (or, before that, run off both edges). Each seat's line is wrapped at a readable size, every word of
    it drawn inside the window."""
    from game.files import settings
    from game.ui import text

    settings.change(text_size=text_size)
    duel = finished_duel("matcg")
    ctx, surface = context((1024, 600))
    scene = ReplayScene(ctx, duel, 0, moment=10_000, playing=False)
    told = scene.words.revealed(scene.replayed.state, 0)
    drawn_lines: list[tuple[str, int, pygame.Rect]] = []
    real = text.draw

    def spy(on: pygame.Surface, line: str, size: int, *args: Any, **anchor: Any) -> pygame.Rect:
        rect = real(on, line, size, *args, **anchor)
        if asker(__name__) == "game.scenes.replay:_draw_revealed":
            drawn_lines.append((line, text.pixels(size), rect))
        return rect

    monkeypatch.setattr(text, "draw", spy)
    frame(Stack(scene), surface)
    assert scene.replayed.over and told
    assert " ".join(line for line, _, _ in drawn_lines) == " ".join(told)
    assert min(px for _, px, _ in drawn_lines) >= text.LEAST_PX
    assert all(surface.get_rect().contains(rect) for _, _, rect in drawn_lines)


def test_a_campaign_replays_new_combo_shows_its_x_with_its_card_as_it_glides_in_never_before():
    """A step that laid the first card of a combo showed the combo's X over its empty place while the card was still
    on its way from the hand."""
    session = finished("udo", 3, "greedy")
    ctx, surface = context()
    replay = ReplayScene(ctx, session, 0, playing=False)
    stack = Stack(replay)
    frame(stack, surface)
    assert replay.watch is not None
    board = replay.watch.scene
    for _ in range(60):
        before = len(board.state.combos)
        key(stack, pygame.K_RIGHT)
        frame(stack, surface, 0.02)
        if len(board.state.combos) > before:
            break
        frame(stack, surface, 2.0)
    card = board.by_key[board.state.combos[-1][0]]
    label = board.painter.combo_labels()[-1][1]
    assert card.moving and label.centerx == card.rect.centerx and label.bottom < card.rect.top
    settled = board.painter._captions().combos[-1][1]
    frame(stack, surface, 2.0)
    assert not card.moving and board.painter.combo_labels()[-1][1] == settled


@pytest.mark.parametrize(("table", "names"), [(("hotseat", ("Bo", "Chen")), ("Bo", "Chen")),
                                              (("versus", ("Dara",)), ("Computer", "Dara"))])
def test_a_kenpo_replays_table_names_the_seats_as_its_history_does(table, names):
    """A replay of a match between Bo and Chen was titled "as Bo saw it" and its History told "Bo played" while its
    table said "Yellow to play"."""
    from game.scenes.replay import seat_names
    from game.words.kenpo.seating import Table

    mode, players = table
    duel = finished("kenpo", 5, "greedy")
    duel.notes["table"] = Table(mode, "hard" if mode == "versus" else None, 1, players).notes()
    ctx, surface = context((1024, 600))
    scene = ReplayScene(ctx, duel, 0, moment=6, playing=False)
    stack = Stack(scene)
    frame(stack, surface, 2.0)
    ring = scene.watch.scene
    assert ring.names == seat_names(scene.replayed) == names
    assert ring.turn_lines()[1].endswith(f"{names[ring.state.seat]} to play")


def test_a_tournament_matchs_replay_table_names_the_entrants_as_its_title_does():
    """A Round Robin match between Fighter 3 and Fighter 4 was replayed "as Fighter 3 saw it" on a table that called
    them Computer 1 and Computer 2: the watched table kept the chairs of the save's notes and left out their names."""
    from game.scenes.replay import seat_names
    from game.words.chairs import COMPUTER
    from game.words.matcg.seating import Chair, Seating

    duel = finished("matcg", 5, "normal")
    duel.notes["table"] = Seating((Chair(COMPUTER, "normal"),) * 2, titles=("Fighter 3", "Fighter 4")).notes()
    ctx, surface = context((1024, 600))
    scene = ReplayScene(ctx, duel, 0, moment=6, playing=False)
    stack = Stack(scene)
    frame(stack, surface, 2.0)
    assert scene.watch.scene.names == seat_names(scene.replayed) == ("Fighter 3", "Fighter 4")
