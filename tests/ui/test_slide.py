"""A point that slides where it is sent (game.ui.tween.Slide): from where it stands, not again when already on its
way there, and at once where it was going when the beats are skipped."""

from __future__ import annotations

from game.ui.tween import Slide


def test_a_slide_goes_from_where_it_stands_and_lands_where_it_was_sent():
    slide = Slide((0.0, 0.0))
    slide.slide((100.0, 0.0), 1.0)
    slide.advance(0.5)
    halfway, tween = slide.pos, slide.tween
    assert 0.0 < halfway[0] < 100.0 and slide.moving
    slide.slide((100.0, 0.0), 1.0)  # already on its way there: it keeps its pace
    assert slide.tween is tween
    slide.slide((0.0, 50.0), 1.0)  # sent elsewhere: from where it stands now
    assert slide.tween is not None and slide.tween.start == halfway
    slide.finish()
    assert slide.pos == (0.0, 50.0) and not slide.moving


def test_a_slide_that_arrives_stops_moving():
    slide = Slide((10.0, 10.0))
    slide.slide((10.0, 10.0))
    assert not slide.moving
    slide.slide((20.0, 10.0), 0.2)
    slide.advance(1.0)
    assert slide.pos == (20.0, 10.0) and not slide.moving
