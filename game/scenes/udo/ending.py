"""The end of a campaign: victory with glory and rank, or defeat with what struck the last blow, the masters
defeated (their cards, each with the glory it gave), and the campaign's summary (game.engine.udo.summary): the shared
result (game.scenes.result) on a screen of its own, with its Rematch (a new campaign with the same hero), Replay (this
one from its first move), Where it turned and Menu."""

from __future__ import annotations

from game.engine.udo.summary import summary
from game.layout.udo.ending import MASTER
from game.play.campaign import Campaign
from game.scenes.base import Rebase, Replace
from game.scenes.result import PANEL, Board, Column, ResultOverlay, Shown, footer, rows_of
from game.scenes.udo import new_campaign
from game.ui import palette
from game.ui.udo import faces
from game.words.udo.telling import defeated_row, ending


def told(campaign: Campaign) -> Board:
    """The campaign's summary, counted from its events, with its turns and whether hints were used (Records keeps the
    best glory with and without them apart)."""
    headline, sub = ending(campaign.rules.catalog, campaign.state)
    won = campaign.state.phase == "won"
    tally = summary(campaign.session.log)
    hero = "Kai" if campaign.rules.id == "kai" else "Master Udo"
    return Board(headline, palette.GOLD if won else palette.ERROR_RED, (sub,), (Column(hero, palette.TEXT),),
                 rows_of(tally), footer(tally, campaign.session))


def defeated(campaign: Campaign) -> Shown:
    """The masters defeated, each by its other side (the special move it gave), named with the glory it gave."""
    catalog, state = campaign.rules.catalog, campaign.state
    heading, labels = defeated_row(catalog, state)
    return Shown(heading, tuple(zip(state.defeated, labels, strict=True)), MASTER,
                 lambda master, size: faces.master_back(catalog.master(master), size, won=True))


class EndingScene(ResultOverlay):
    overlay = False  # a screen of its own: the combo board it follows is gone

    def __init__(self, ctx, campaign: Campaign):
        super().__init__(ctx, campaign.session, 0, told(campaign), PANEL, defeated(campaign), campaign.notice)
        self.campaign = campaign

    def _rematch(self) -> None:
        self.outcome = Replace(new_campaign(self.ctx, self.campaign.rules.id))

    def _menu(self) -> None:
        self.outcome = Rebase()
