"""What the Udo game tells the player about its rules, in the rules text and the lesson, agrees with the rulebook."""

from __future__ import annotations

from game.ui.book_text import rules_text
from game.words.udo.lesson import STEPS


def test_the_rules_and_the_lesson_say_the_card_you_must_lose_is_listed_on_the_red_x_half():
    """Rulebook, Resolving an Attack: "Read the text on the red X half of the card. The card you must lose by
    discarding or exhausting is listed here." It is not always the body area struck (Low Sweep Attack)."""
    resolve = next(line for line in rules_text("udo").splitlines() if line.startswith("4. **Resolve attacks.**"))
    last = STEPS[-1].then
    for words in (resolve, last):
        assert "red X half" in words and "body area in" not in words
    assert "Low Sweep Attack strikes the Left Leg but takes any Leg card" in resolve
