"""A tournament of Martial Arts duels, the shared set-up and director with Martial Arts' own parts: set up with named
entrants, computer matches played out in the thinking process, a person's match at the duel table, the standings and
bracket as the engine has them, the file saved after every match and continued from the menu (a damaged one set
aside), the champion in Records, and its picture legible. The shared pieces are tested with no game behind them in
tests/scenes/test_tournament_setup.py, test_director.py, test_tournament_match.py and tests/ui/test_tournament.py."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.engine.tournament import CHAMPIONSHIP, ROUND_ROBIN, Tournament
from game.files import records, settings
from game.files.matcg import TOURNAMENT, in_progress
from game.files.matcg import cup as cups
from game.files.matcg.cup import Cup, Entrant
from game.games import game
from game.play.bouts import make_bots, play_match
from game.play.tournament import Played
from game.scenes.base import Stack
from game.scenes.confirm import ConfirmScene
from game.scenes.curtain import CurtainScene
from game.scenes.director import DirectorScene
from game.scenes.matcg import FRONT
from game.scenes.matcg.board import DuelTableScene
from game.scenes.matcg.choices import deck_choices
from game.scenes.matcg.cup_duel import CupResultScene
from game.scenes.matcg.cup_setup import cup_setup
from game.scenes.matcg.director import director as cup_director
from game.scenes.menu import MenuScene
from game.scenes.tournament_match import TournamentMatch
from game.scenes.tournament_setup import TournamentSetupScene
from game.tools.matcg.cup_shot import NAMES
from game.ui import text
from tests.scenes.helpers import button_point, click, context, frame, frames_until
from tests.ui.helpers import lines_drawn


def match_of(scene: object) -> TournamentMatch | None:
    """The tournament's match a duel table plays (its `tournament` part), or None for any other scene."""
    if isinstance(scene, DuelTableScene) and isinstance(scene.tournament, TournamentMatch):
        return scene.tournament
    return None


def made(kind: str, levels: list[str | None], results: tuple[int | None, ...] = (), seed: int = 3) -> Cup:
    decks = deck_choices("matcg")
    entrants = tuple(Entrant(f"Fighter {n + 1}", level, decks[n % len(decks)][1], decks[n % len(decks)][0])
                     for n, level in enumerate(levels))
    return Cup("matcg", False, entrants, Tournament(kind, len(levels), seed, results))


def directed(cup: Cup, size: tuple[int, int] = (1280, 720)) -> tuple[Stack, pygame.Surface, DirectorScene]:
    ctx, surface = context(size)
    stack = Stack(MenuScene(ctx))
    director = cup_director(ctx, cup)
    stack.scenes.append(director)
    frame(stack, surface, 0.0)
    return stack, surface, director


def typed(stack: Stack, surface: pygame.Surface, words: str) -> None:
    stack.handle(pygame.event.Event(pygame.TEXTINPUT, text=words))
    frame(stack, surface, 0.0)


def opened_setup() -> tuple[Any, pygame.Surface, Stack, TournamentSetupScene]:
    """The tournament's set-up opened over the menu and drawn once: its context, window, stack and scene."""
    ctx, surface = context()
    stack = Stack(MenuScene(ctx))
    setup = cup_setup(ctx)
    stack.scenes.append(setup)
    frame(stack, surface, 0.0)
    return ctx, surface, stack, setup


def test_the_set_up_builds_a_championship_of_named_entrants_and_saves_it():
    ctx, surface, stack, setup = opened_setup()
    click(stack, surface, button_point(setup, "Championship (2\u201320)"))
    for _ in range(3):
        click(stack, surface, button_point(setup, "+"))
    assert len(setup.choices.entrants) == 7
    click(stack, surface, ctx.viewport.rect(setup.name_rect(1)).center)
    assert setup.typing()
    for _ in range(len("Fighter 2")):
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    typed(stack, surface, "Mei Ling")
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    assert not setup.typing()
    setup._turn_kind(0)  # the first entrant, a person, becomes the computer at Easy
    click(stack, surface, button_point(setup, "Start the tournament"))
    director = stack.top
    assert isinstance(director, DirectorScene)
    cup = director.cup
    assert cup.tournament.kind == CHAMPIONSHIP and cup.tournament.entrants == 7
    assert cup.names[:3] == ("Fighter 1", "Mei Ling", "Fighter 3")
    assert cup.entrants[0].level == "easy" and cup.entrants[1].level is not None
    assert cups.read(cups.path()) == cup



@pytest.mark.parametrize("ask", [True, False])
def test_a_new_tournament_replaces_the_one_in_progress_after_asking_unless_the_player_said_not_to_ask(ask):
    settings.change(confirm_replace=ask)
    old = made(ROUND_ROBIN, [None, "easy", "easy"])
    cups.save(old)
    ctx, surface, stack, setup = opened_setup()
    click(stack, surface, button_point(setup, "Start the tournament"))
    if ask:
        question = stack.top
        assert isinstance(question, ConfirmScene) and question.question == "Replace the tournament in progress?"
        in_progress_line = next(entry.line for entry in in_progress() if entry.ruleset_id == TOURNAMENT)
        assert question.lines[0] == f"In progress: {in_progress_line}."
        assert cups.read(cups.path()) == old  # nothing replaced before the answer
        click(stack, surface, button_point(question, "Replace it"))
    director = stack.top
    assert isinstance(director, DirectorScene) and director.cup != old
    assert cups.read(cups.path()) == director.cup

def test_a_match_between_computers_is_played_out_in_the_background_and_recorded():
    cup = made(ROUND_ROBIN, ["easy", "easy", "easy"])
    stack, surface, director = directed(cup)
    match = cup.tournament.next_match
    click(stack, surface, button_point(director, "Play it out"))
    assert director.running == match
    frames_until(stack, surface, lambda: director.running is None)
    assert director.running is None
    seat = play_match("matcg", ["easy", "easy"], match.seed, cup.options(match))
    assert director.cup.tournament.results == (None if seat is None else match.players[seat],)
    assert cups.read(cups.path()).tournament.results == director.cup.tournament.results


def test_a_persons_match_is_played_at_the_duel_table_and_its_result_comes_back():
    cup = made(CHAMPIONSHIP, [None, None])
    stack, surface, director = directed(cup)
    click(stack, surface, button_point(director, "Play the match"))
    assert isinstance(stack.top, CurtainScene) and stack.top.name == "Fighter 1"  # two people: the curtain first
    click(stack, surface, (640, 500))
    table = stack.top
    assert match_of(table) is not None and table.names == ("Fighter 1", "Fighter 2")
    session = table.campaign.session
    rules = session.ruleset
    bots = make_bots(game("matcg").bots().make, ["easy", "easy"], 11)
    while not rules.is_over(session.state):  # both people play as the easy fighter would
        seat = rules.to_act(session.state)
        assert session.submit(bots[seat].choose(rules, rules.view(session.state, seat))).ok
    frames_until(stack, surface, lambda: isinstance(stack.top, CupResultScene))
    click(stack, surface, button_point(stack.top, "Back to the tournament"))
    assert stack.top is director
    winner = rules.outcome(session.state).winners
    expected = cup.tournament.next_match.players[winner[0]] if len(winner) == 1 else None
    assert director.cup.tournament.results == (expected,)


def test_leaving_the_duel_table_before_the_end_records_nothing():
    cup = made(CHAMPIONSHIP, [None, "easy"])
    stack, surface, director = directed(cup)
    click(stack, surface, button_point(director, "Play the match"))
    assert match_of(stack.top) is not None
    stack.top._menu()
    stack.apply(stack.top.take_outcome())
    assert stack.top is director and director.cup.tournament.results == ()


def test_the_tournament_is_continued_from_the_menu_after_the_window_closed():
    cup = made(ROUND_ROBIN, [None, "easy", "hard"], results=(1, None))
    cups.save(cup)
    assert [found.ruleset_id for found in in_progress()][:1] == [TOURNAMENT]
    ctx, _ = context()
    scene, notice = FRONT.screens().resume(ctx, TOURNAMENT)
    assert notice is None and isinstance(scene, DirectorScene) and scene.cup == cup


@pytest.mark.parametrize("damage", ["not json {", '{"format": "martial-masters-tournament", "version": 1}',
                                    None])
def test_a_damaged_tournament_file_is_reported_in_one_line_and_set_aside(damage):
    path = cups.path()
    if damage is None:  # well formed, but a result that does not fit its match
        good = cups.dumps(made(ROUND_ROBIN, ["easy"] * 3))
        damage = good.replace('"results": []', '"results": [\n  7\n ]')
        assert damage != good
    path.write_text(damage, encoding="utf-8")
    ctx, _ = context()
    scene, notice = FRONT.screens().resume(ctx, TOURNAMENT)
    assert scene is None and notice is not None and str(path) in notice and "\n" not in notice
    assert not path.exists() and path.with_name(path.name + ".bak").read_text(encoding="utf-8") == damage


def test_a_tournament_saved_by_a_newer_version_is_told_and_left_as_it_is():
    path = cups.path()
    newer = cups.dumps(made(ROUND_ROBIN, ["easy"] * 3)).replace('"version": 1', '"version": 2', 1)
    path.write_text(newer, encoding="utf-8")
    scene, notice = FRONT.screens().resume(context()[0], TOURNAMENT)
    assert scene is None and notice is not None and str(path) in notice and "newer version" in notice
    assert path.read_text(encoding="utf-8") == newer and not path.with_name(path.name + ".bak").exists()


def test_the_champion_goes_to_records_and_the_file_is_removed():
    cup = made(CHAMPIONSHIP, [None, "easy", "normal"])
    stack, surface, director = directed(cup)
    while not director.cup.tournament.over:
        director.record(Played(director.cup.tournament.next_match.number, 0))
    assert not cups.path().exists()
    kept, _ = records.load(kind="tournaments")
    champion = director.cup.tournament.champion
    assert [(k.kind, k.entrants[k.champion], k.people) for k in kept] == [
        (CHAMPIONSHIP, cup.names[champion], (0,))]
    tab = next(tab for tab in FRONT.screens().records(records.load_book()[0]) if tab.title == "Championship")
    won = int(champion == 0)
    assert ("Won", str(won)) in [(row.label, row.value) for row in tab.sections[0].rows]
    assert tab.sections[3].heading.endswith(f"champion {cup.names[champion]} "
                                            f"({'a person' if won else 'the computer'})")


def forget_drawn_lines(scene) -> None:
    """Every button of `scene` sets its label's lines again when next drawn (a button keeps them while it looks the
    same), so a test that watches the words set sees all of them."""
    for button in scene.buttons:
        button._drawn = None


def sizes_drawn(draw) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []
    real = text.render

    def render(line, size, color, bold=False):
        found.append((size, line))
        return real(line, size, color, bold)

    text.render = render
    try:
        draw()
    finally:
        text.render = real
    return found


@pytest.mark.parametrize("players", [20, 10])
def test_the_screenshot_scene_draws_every_entrant_legibly_at_1024x600(players, tmp_path):
    from game.tools.screenshot import render

    out = tmp_path / "tournament.png"
    found = sizes_drawn(lambda: render("matcg", "tournament", out, 1, 4, (1024, 600), 0, players))
    assert pygame.image.load(str(out)).get_size() == (1024, 600)
    lines = {line for _, line in found}
    assert all(any(line.startswith(name[:6]) for line in lines) for name in NAMES[:players])
    small = {(size, line) for size, line in found if size < text.READABLE and line.strip()
             and line not in ("Enter", "Esc")}
    assert small == set()


def test_the_set_up_of_twenty_entrants_is_legible_at_1024x600():
    ctx, surface = context((1024, 600))
    setup = cup_setup(ctx)
    setup._kind(CHAMPIONSHIP)
    setup._resize(20)
    for number in range(20):
        setup._turn_kind(number)
    forget_drawn_lines(setup)  # the buttons' lines are set below, afresh
    found = sizes_drawn(lambda: setup.draw(surface))
    small = {(size, line) for size, line in found if size < text.READABLE and line.strip()
             and line not in ("Enter", "Esc")}
    assert small == set()
    assert len(setup.choices.entrants) == 20 and all(surface.get_rect().contains(ctx.viewport.rect(setup.name_rect(n)))
                                             for n in range(20))


def test_play_all_computer_matches_runs_a_round_robin_of_computers_to_its_champion():
    cup = made(ROUND_ROBIN, ["easy", "easy", "easy"], seed=8)
    stack, surface, director = directed(cup)
    click(stack, surface, button_point(director, "Play all computer matches"))
    frames_until(stack, surface, lambda: director.cup.tournament.over)
    t = director.cup.tournament
    assert t.over and len(t.results) >= 3 and director.running is None
    kept, _ = records.load(kind="tournaments")
    assert [(k.kind, k.champion, k.people) for k in kept] == [(ROUND_ROBIN, t.champion, ())]
    assert not cups.path().exists()


def test_watching_a_computer_match_opens_the_duel_table_with_both_computers_at_speed():
    cup = made(ROUND_ROBIN, ["easy", "hard", "normal"])
    stack, surface, director = directed(cup)
    click(stack, surface, button_point(director, "Watch"))
    table = stack.top
    assert match_of(table) is not None and not table.seating.people
    match = cup.tournament.next_match
    assert [table.computers[s].level for s in (0, 1)] == [cup.entrants[p].level for p in match.players]
    assert all(c.pause < 0.5 for c in table.computers.values())
    table._menu()
    stack.apply(table.take_outcome())
    assert stack.top is director and director.cup.tournament.results == ()


def test_playing_all_computer_matches_stops_at_a_deck_that_cannot_be_played():
    cup = made(ROUND_ROBIN, ["easy", "easy", "easy"]).with_deck(1, "a deck since deleted", "Deleted")
    stack, surface, director = directed(cup)
    assert director.unplayable is not None
    director._play_all()
    assert director.running is None and not director.run_all and director.cup.tournament.results == ()


def test_a_deck_that_can_no_longer_be_played_is_told_and_the_match_waits_for_another():
    cup = made(CHAMPIONSHIP, [None, "easy"]).with_deck(0, "a deck since deleted", "Deleted")
    stack, surface, director = directed(cup)
    assert [b.label for b in director.buttons] == ["Menu", "Choose a deck"]
    assert director.unplayable is not None and "a deck since deleted" in director.unplayable[1]
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    frame(stack, surface, 0.0)
    assert stack.top is not director and director.cup.tournament.results == ()


def test_closing_the_list_of_decks_leaves_the_match_waiting_and_says_nothing_of_a_match_left():
    cup = made(CHAMPIONSHIP, [None, "easy"]).with_deck(0, "a deck since deleted", "Deleted")
    stack, surface, director = directed(cup)
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    frame(stack, surface, 0.0)
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b"))
    frame(stack, surface, 0.0)
    assert stack.top is director and director.unplayable is not None and director.toasts == []


def test_an_entrants_deck_is_chosen_from_the_list_and_its_button_shows_the_decks_whole_name():
    from game.content.matcg import catalog
    from game.files import decks
    from game.files.matcg.draft import Draft
    from game.words.matcg.seating import PICK
    from tests.scenes.matcg.helpers import choose_deck, deck_buttons

    shop = catalog()
    draft = Draft(shop, "matcg", False)
    draft.starter("karate")
    for name in ("Tiger & Crane (v2)", "9 lives, +1!"):
        decks.save("matcg", name, draft.by_name(), name, [card.name for card in shop.cards])
    ctx, surface, stack, setup = opened_setup()
    labels = {value["name"]: label for label, value in deck_choices("matcg") if isinstance(value, dict)}
    choose_deck(stack, surface, 1, labels["Tiger & Crane (v2)"])
    choose_deck(stack, surface, 2, labels["9 lives, +1!"], by_keys=True)
    assert [b.label for b in deck_buttons(setup)[1:3]] == [f"Tiger & Crane (v2)  {PICK}", f"9 lives, +1!  {PICK}"]
    click(stack, surface, button_point(setup, "Start the tournament"))
    cup = stack.top.cup
    assert [entrant.deck["name"] for entrant in cup.entrants[1:3]] == ["Tiger & Crane (v2)", "9 lives, +1!"]


@pytest.mark.parametrize("text_size", ["normal", "largest"])
def test_an_entrants_long_deck_name_is_told_whole_where_its_button_rests_under_the_pointer(text_size):
    """The set-up's 180-px deck buttons cut a saved deck's long name ("Grandmaster Wu's I…"): resting on the button
    tells the deck's whole name and size, and at the Normal text its button sets the name whole on two lines."""
    from collections import Counter

    from game.files import decks, settings

    settings.change(text_size=text_size)
    catalog = game("matcg").rules().catalog
    names = {card.id: card.name for card in catalog.cards}
    cards = Counter(names[card_id] for card_id in catalog.starter_decks[0].ids("matcg", False))
    decks.save("matcg", "Grandmaster Wu's Iron Tiger Deck", dict(cards), "Grandmaster Wu's Iron Tiger Deck",
               list(names.values()))
    ctx, surface = context((1024, 600))
    setup = cup_setup(ctx)
    setup._choose(0, next(value for _, value in deck_choices("matcg") if isinstance(value, dict)))
    stack = Stack(setup)
    shown: list[str] = []
    real = text.render

    def render(line, size, color, bold=False):
        shown.append(line)
        return real(line, size, color, bold)

    forget_drawn_lines(setup)
    text.render = render
    try:
        frame(stack, surface, 0.0)
        whole_on_its_button = "Grandmaster Wu's Iron Tiger Deck" in " ".join(shown)
        shown.clear()
        button = setup.own_buttons[0]
        stack.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=button.screen_rect(ctx.viewport).center, rel=(0, 0),
                                        buttons=(0, 0, 0)))
        frame(stack, surface, 0.0)
    finally:
        text.render = real
    if text_size == "normal":
        assert whole_on_its_button
    assert "Grandmaster Wu's Iron Tiger Deck, 54 cards" in " ".join(shown)


def test_an_entrants_name_takes_arabic_letters_and_refuses_letters_the_game_cannot_draw_naming_them():
    """As every seat's name at a set-up: Arabic is drawn joined and right to left, an emoji cannot be drawn."""
    ctx, surface, stack, setup = opened_setup()
    click(stack, surface, ctx.viewport.rect(setup.name_rect(1)).center)
    for _ in range(len("Fighter 2")):
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    typed(stack, surface, "\u0639\u0644\u064a")  # علي
    typed(stack, surface, "\U0001f94b")
    assert setup.choices.entrants[1].name == "\u0639\u0644\u064a"
    assert [toast.message for toast in setup.toasts] == ["The game cannot draw emoji yet, so a name cannot hold them."]


def test_the_latest_results_give_each_matchs_score(monkeypatch):
    """A round robin's latest results say the health each player had left, the winner's first ("Fighter 2 beat
    Fighter 3, health 12 – 0"; a draw in the players' order), as Records does."""
    cup = made(ROUND_ROBIN, ["easy", "easy", "easy"])
    told = []
    for won, scores in ((1, (0, 12)), (None, (5, 5)), (0, (9, 0))):
        match = cup.tournament.next_match
        cup = cup.record(won, match, scores)
        first, second = (cup.names[player] for player in match.players)
        told.append(f"{first} and {second} drew, health 5 \u2013 5" if won is None else
                    f"{cup.names[match.players[won]]} beat {second if won == 0 else first}, health "
                    f"{max(scores)} \u2013 0")
    drawn = lines_drawn(monkeypatch)
    directed(cup, (1024, 600))
    assert told[0] == "Fighter 2 beat Fighter 3, health 12 \u2013 0"  # Fighter 3 sat first: the score (0, 12)
    assert all(line in drawn for line in told), (told, drawn)


@pytest.mark.parametrize(("size", "text_size"), [((1024, 600), "normal"), ((1024, 600), "largest"),
                                                 ((1920, 1080), "normal")])
def test_the_bracket_gives_each_decided_matchs_score_winner_first_legibly(size, text_size):
    """A championship's bracket writes each decided match's score between its two places, the health each player
    had left, the winner's first; a drawn match fought again shows the deciding match's score, not the draw's."""
    settings.change(text_size=text_size)
    cup = made(CHAMPIONSHIP, ["easy"] * 20)
    told: list[str] = []
    while (match := cup.tournament.next_match) is not None:
        if match.number == 0:  # drawn, and fought again
            cup = cup.record(None, match, (4, 4))
            match = cup.tournament.next_match
        won = match.number % 2
        scores = (match.number % 3, 2 + match.number) if won else (2 + match.number, match.number % 3)
        cup = cup.record(won, match, scores)
        told.append(f"{2 + match.number} \u2013 {match.number % 3}")
    try:
        drawn = sizes_drawn(lambda: directed(cup, size))
        shown = {line: text.pixels(asked) for asked, line in drawn if "\u2013" in line}
    finally:
        settings.change(text_size="normal")
    assert len(told) == 19
    assert sorted(shown) == sorted(told)
    assert min(shown.values()) >= text.LEAST_PX


def test_the_set_up_opens_with_the_choices_of_the_last_tournament_started():
    """The tournament's set-up forgot its entrants between tournaments, where the other set-ups remember theirs: it
    opens with the kind, the number, the rules and play, and each entrant's name, who plays it and its starter
    deck, of the last tournament started (the rules the duel's set-up passes in win over those kept)."""
    from game.files import writer

    ctx, surface, stack, setup = opened_setup()
    click(stack, surface, button_point(setup, "Championship (2\u201320)"))
    click(stack, surface, button_point(setup, "+"))
    click(stack, surface, button_point(setup, "DGM house rules"))
    click(stack, surface, ctx.viewport.rect(setup.name_rect(1)).center)
    for _ in range(len("Fighter 2")):
        stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    typed(stack, surface, "Mei Ling")
    stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    setup._turn_kind(0)  # the first entrant, a person, becomes the computer at Easy
    setup._choose(2, deck_choices("dgm")[0][1])  # Karate, where the third entrant brings Taekwondo
    started = setup.choices.entrants
    click(stack, surface, button_point(setup, "Start the tournament"))
    assert isinstance(stack.top, DirectorScene)
    writer.wait_for()
    settings.forget()  # the game opens again
    again = cup_setup(context()[0]).choices
    assert (again.kind, again.ruleset_id, again.entrants) == (CHAMPIONSHIP, "dgm", started)
    assert again.entrants[0].level == "easy" and again.entrants[1].name == "Mei Ling"
    assert cup_setup(context()[0], "matcg").choices.ruleset_id == "matcg"


def test_the_tournament_in_progress_says_what_it_is_and_where_it_stands_or_only_that_it_is_one():
    """Continue's line (and the question before a new tournament replaces it) names the tournament's kind, its
    number of entrants and its next match, read through its file's door; a file that cannot be read says only "A
    tournament"."""
    cup = made(ROUND_ROBIN, [None, "easy", "easy"], results=(1,))
    cups.save(cup)
    line = next(entry.line for entry in in_progress() if entry.ruleset_id == TOURNAMENT)
    match = cup.tournament.next_match
    assert match is not None and match.number == 1
    assert line.startswith("Round Robin of 3, match 2 next, saved ")
    saved = cups.path().read_text(encoding="utf-8")
    for hostile in ('{"format": "martial-masters-tournament", "version": 1, "kind": 7}',
                    saved.replace('"version": 1', '"version": 9'), saved.replace('"results": [', '"results": ["x", '),
                    "[1, 2, 3]", "{" * 50,
                    '{"kind": "round-robin", "entrants": "0123456789", "seed": 1, "results": []}',
                    '{"kind": "round-robin", "entrants": [' + "1, " * 400 + '1], "seed": 1, "results": []}'):
        cups.path().write_text(hostile, encoding="utf-8")
        assert next(entry.line for entry in in_progress() if entry.ruleset_id == TOURNAMENT).startswith(
            "A tournament, saved "), hostile[:60]
