"""A fighter's panel in words: its health on the bar and, on a compact panel, in fewer words; its Event in play
named and what it does, the seat's own panel adding nothing where no Challenge is in play."""

from __future__ import annotations

from game.words.matcg.fighters import event_named, event_told, event_words, health_counts, health_line
from tests.engine.matcg.helpers import fight


def test_the_health_is_said_over_the_full_health_then_alone():
    view = fight((["slip"], ["slip"])).state
    full = view.full_health(0)
    assert health_line(view, 0) == f"Health {full} / {full}"
    assert health_counts(view, 0) == (f"{full}/{full}", str(full))


def test_an_event_in_play_is_named_with_what_it_does():
    session = fight((["slip"], ["slip"]), events=["sudden_rain", None])
    view, catalog = session.state, session.ruleset.catalog
    said = event_words(catalog, view, 0, challenge=True)
    assert said.startswith("Sudden Rain: ") and len(said) > len("Sudden Rain: ")
    assert event_words(catalog, view, 1, challenge=True) == ""
    event = view.events[0]
    assert event is not None
    assert event_told(catalog, event) == "Event: " + said.replace(": ", ". ", 1)
    assert event_named(catalog, event) == ("Event: Sudden Rain", "Sudden Rain")
