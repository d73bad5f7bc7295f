"""Python's collector of cycles, its passes made between frames rather than in the middle of one.

The collector starts a pass on its own once the objects made since its last outnumber those let go of by a threshold
(gc.get_threshold: 700 for the youngest generation; every tenth pass also walks the middle one, and every tenth of
those the oldest, where the game's long-lived objects are set apart: game.app.keep_for_good). Started in the middle of
a frame, a pass lengthened it: by a UI monkey's 3,000 frames, 30 held one, a youngest pass 0.3 ms, a middle one 1.7,
an oldest one 5.7, where the frame around it took 0.6 to 2. `young_pass`, called by the scene stack in the time a shown
frame leaves before the next (game.scenes.base.Stack.after_frame), makes the pass the collector would make next once
half its threshold is reached, so that it seldom comes to start one itself; a frame that makes more than that half
still has its pass made on the spot, as before."""

from __future__ import annotations

import gc

EARLY = 0.5  # the share of the youngest generation's threshold at which its pass is made between frames


def young_pass() -> bool:
    """The pass the collector would start next, made now if the youngest generation has reached EARLY of its
    threshold: over the oldest generation it would take in too (each at its own threshold, counted in passes of the
    generation under it), else the youngest. Returns whether a pass was made."""
    counts, thresholds = gc.get_count(), gc.get_threshold()
    if not gc.isenabled() or counts[0] < EARLY * thresholds[0]:
        return False
    gc.collect(next((older for older in (2, 1) if counts[older] >= thresholds[older]), 0))
    return True
