"""The duel's words for a seat: the player is "You", with the verb agreeing."""

from game.words.matcg.telling import does

NAMES = ("You", "Computer")


def test_a_verb_agrees_with_you_and_with_the_computer():
    assert does(NAMES, 0, "takes") == "You take"
    assert does(NAMES, 1, "takes") == "Computer takes"


def test_the_irregular_verbs_of_the_banners_agree_with_you():
    assert does(NAMES, 0, "has") == "You have"
    assert does(NAMES, 0, "is") == "You are"
    assert does(NAMES, 1, "has") == "Computer has"
    assert does(("Player 1", "Player 2"), 1, "is") == "Player 2 is"


def test_a_verb_in_es_loses_its_es_with_you():
    assert does(NAMES, 0, "switches") == "You switch"
    assert does(NAMES, 0, "attacks") == "You attack"


def test_a_blocker_that_lets_its_counter_attack_go_is_told_so():
    """An Army of One's Hero declining to counter-attack left its enemies' next person at the curtain with no news:
    the choice is a line of the history, as every other step of a fight is."""
    from game.engine.matcg import step_events
    from game.rulesets import ruleset
    from game.words.matcg.telling import HistoryWords

    words = HistoryWords(ruleset("matcg").catalog, ("You", "Hero"))
    assert words.tell(step_events.CounterDeclined(seat=1), None, None) == ["Hero did not counter-attack"]
    assert words.tell(step_events.CounterDeclined(seat=0), None, None) == ["You did not counter-attack"]
