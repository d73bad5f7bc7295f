"""What a table's Hint looks for, whatever the game: the search runs in the thinking process (game.scenes.worker) on
the view of the seat that asks, never on the real state. Asking marks the game as assisted (game.play.campaign),
which Records keeps, whatever is undone later. A hint belongs to the moment it was asked for: once the game moves on
(a card played, an undo) it is gone.

`Hint` is the bookkeeping every hint shares; a table asks for the next command of the game's strongest bot
(`BotHint`), or for the plan of several steps its game declares (`Plans`, looked for by `PlanHint`), which
game.scenes.hinting.TableHint shows and plays out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Protocol

from game.engine.core import Command
from game.play.campaign import Campaign
from game.scenes.computer import choose, make_bot
from game.scenes.worker import InWorker, Thinker

SEND_WAIT = 4  # frames a job asked for waits for the time between frames before a frame sends it itself (Hint.send)


class Hint:
    """A hint asked for, looked for in the thinking process and shown for its moment. `searcher(rules)` makes the
    searcher's objects in the thinking process around the copy there of a game's rules (an InWorker, sent once a
    game): the arguments its jobs start with. They serve every later hint of that game, unless a search of theirs is
    stopped half-way; new ones are then made around the same copy of the rules, which a search only reads."""

    def __init__(self, campaign: Campaign, searcher: Callable[[InWorker], tuple[InWorker, ...]]):
        self.campaign = campaign
        self._searcher = searcher
        self._rules: tuple[object, InWorker] | None = None  # the rules, and their copy in the thinking process
        self._made: tuple[InWorker, ...] | None = None  # the searcher made around that copy
        self._thinker = Thinker()
        self._asked: object | None = None  # the engine state a hint is being found for
        self._due: tuple[Callable[..., Any], tuple[Any, ...]] | None = None  # the job asked for, not sent yet (`send`)
        self._due_frames = 0  # frames gone by since that job was asked for
        self._in_framed = False  # whether a frame has gone by since the answer came in, not taken yet
        self._moment: object | None = None  # the engine state the hint shown was found for
        self.found: Any = None  # the answer shown

    @property
    def shown(self) -> bool:
        if self._moment is not None and self._moment is not self.campaign.session.state:
            self.dismiss()
        return self._moment is not None

    @property
    def thinking(self) -> bool:
        if (self._due is not None or self._thinker.thinking) and self._asked is not self.campaign.session.state:
            self._cancel()
        return self._due is not None or self._thinker.thinking

    @property
    def active(self) -> bool:
        """A hint is shown or being looked for."""
        return self.shown or self.thinking

    def dismiss(self) -> None:
        self._cancel()
        self._moment, self.found = None, None

    def _cancel(self) -> None:
        """Stops a hint being looked for; its searcher may have been stopped half-way, so it is not used again."""
        self._due = None
        if self._thinker.thinking:
            self._thinker.cancel()
            self._made = None

    def start(self, call: Callable[..., Any], *args: Any) -> None:
        """Starts looking for the hint for now: `call(*searcher, *args)` in the thinking process, the job sent once
        the frame that shows it looked for is drawn (`send`)."""
        self.dismiss()
        self.campaign.mark_assisted()
        self._asked = self.campaign.session.state
        self._due, self._due_frames, self._in_framed = (call, args), 0, False

    def send(self) -> bool:
        """Sends the job asked for to the thinking process: between frames (TableHint.ahead), else in the frame
        SEND_WAIT frames after the one that asked (none left time for it: the collector's pass or memory handed back
        took that time, or the machine is busy), or as the answer is waited for, so that the frame of the key or the
        button that asked holds none of it: a view pickled and written, 0.2 ms, and with a game's first hint its
        rules, up to a millisecond. True when there was one to send."""
        if self._due is None:
            return False
        (call, args), self._due = self._due, None
        rules = self.campaign.rules
        if self._rules is None or self._rules[0] is not rules:
            self._rules, self._made = (rules, InWorker.of(rules)), None
        if self._made is None:
            self._made = self._searcher(self._rules[1])
        self._thinker.start(call, *self._made, *args)
        return True

    def arrived(self, framed: bool = False) -> bool:
        """True once the answer has just come in; it is then `found`, shown for its moment. Between frames
        (TableHint.ahead) it is taken in as soon as it is in. Called every frame (`framed`), it sends the job asked
        for SEND_WAIT frames ago if it is not sent yet (`send`) and takes in only an answer that came in a frame ago
        or more, or was waited for (`wait`): one that comes in while the window waits for its next frame is taken in
        the time that frame leaves, where what it shows is made, so that frame holds none of it (a frame with no time
        left takes it in the next)."""
        if framed:
            self._due_frames = self._due_frames + 1 if self._due is not None else 0
            if self._due_frames > SEND_WAIT:
                self.send()
        if not self.thinking or not self._thinker.ready():
            self._in_framed = False
            return False
        if framed and not self._in_framed:
            self._in_framed = True
            return False
        self._in_framed = False
        self.found = self._thinker.take()
        self._moment = self._asked
        return True

    def wait(self, timeout: float | None = None) -> bool:
        """Blocks until the hint asked for is found (for scripts and tests); the next frame takes it in."""
        self.send()
        self._in_framed = self._thinker.wait(timeout)
        return self._in_framed


class BotHint(Hint):
    """The next command of a seat, as the game's strongest computer player would choose it from that seat's view."""

    def __init__(self, campaign: Campaign):
        super().__init__(campaign, self._strongest)

    def _strongest(self, rules: InWorker) -> tuple[InWorker, ...]:
        from game.games import game

        ruleset_id = self.campaign.session.ruleset.id
        level = game(ruleset_id).bots().strongest
        return InWorker(make_bot, ruleset_id, level, self.campaign.session.seed), rules

    def ask(self, seat: int) -> None:
        self.start(choose, self.campaign.session.view(seat))

    @property
    def command(self) -> Command | None:
        """The command suggested, while it is shown."""
        return self.found if self.shown else None

    def steps(self) -> Iterator[Command]:
        """The command suggested, while it is shown."""
        return iter(() if self.command is None else (self.command,))


class Plans(Protocol):
    """A game's Hint of several steps (a plan: the campaign's combos to build), where a table's Hint is otherwise the
    strongest bot's next command: its own search in the thinking process, the steps that play a plan found out, and
    how the table shows it (game.scenes.hinting.Suggestion)."""

    def searcher(self, rules: InWorker) -> tuple[InWorker, ...]:
        """The search's objects, made in the thinking process around the copy there of the game's rules."""
        ...

    @property
    def job(self) -> Callable[..., Any]:
        """What runs in the thinking process: `job(*searcher, view)`, the plan found for the seat's view, or None
        when there is nothing to suggest."""
        ...

    def steps(self, found: Any) -> Iterator[Command]:
        """The commands that play `found` out, each made once the one before it is played."""
        ...


class PlanHint(Hint):
    """The plan a game declares (`Plans`), looked for from the view of the seat that asks."""

    def __init__(self, campaign: Campaign, plans: Plans):
        super().__init__(campaign, plans.searcher)
        self.plans = plans

    def ask(self, seat: int) -> None:
        self.start(self.plans.job, self.campaign.session.view(seat))

    def steps(self) -> Iterator[Command]:
        """The commands that play the plan shown out."""
        return self.plans.steps(self.found) if self.shown else iter(())
