"""The end of a campaign: victory with glory and rank, or defeat with what struck the last blow, the masters
defeated, and the campaign's summary (game.engine.udo.summary): the shared result (game.scenes.result) on a screen of
its own, with its Rematch (a new campaign with the same hero), Replay (this one from its first move), Where it turned
and Menu."""

from __future__ import annotations

import pygame

from game.engine.udo.summary import summary
from game.layout.udo.ending import COLUMN, MASTERS_TOP, SUMMARY, WHOLE, defeated_cards
from game.play.campaign import Campaign
from game.scenes.base import Rebase, Replace
from game.scenes.result import Board, Column, ResultOverlay, draw_board, draw_lines, footer, rows_of
from game.scenes.udo import new_campaign
from game.ui import palette, text
from game.ui.udo import faces
from game.ui.widgets import Toast
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


class EndingScene(ResultOverlay):
    overlay = False  # a screen of its own: the combo board it follows is gone

    def __init__(self, ctx, campaign: Campaign):
        super().__init__(ctx, campaign.session, 0, told(campaign), WHOLE)
        self.campaign = campaign
        if campaign.notice:
            self.toasts.append(Toast(campaign.notice, (640, 690), seconds=8.0))

    def _rematch(self) -> None:
        self.outcome = Replace(new_campaign(self.ctx, self.campaign.rules.id))

    def _menu(self) -> None:
        self.outcome = Rebase()

    def draw(self, surface: pygame.Surface) -> None:
        vp, state, catalog = self.ctx.viewport, self.campaign.state, self.campaign.rules.catalog
        self.draw_felt(surface)
        board = self.board
        text.draw(surface, board.headline, vp.px(60), board.ink, True, center=vp.point(640, 48))
        draw_lines(surface, vp, board.lines, 640, 88, 1000)
        heading, labels = defeated_row(catalog, state)
        text.draw(surface, heading, vp.px(22), palette.GOLD_LIGHT, bold=True, center=vp.point(640, MASTERS_TOP - 16))
        masters = [catalog.master(master_id) for master_id in state.defeated]
        # one size for every label, each within its master's column, so two never meet ("Master Iron Body  +2" ran
        # into the next at the Largest text)
        room = vp.px(COLUMN - 8)
        size = text.one_size(labels, vp.px(20), room, bold=True)
        for master, label, card in zip(masters, labels, defeated_cards(len(masters)), strict=True):
            box = vp.rect(card)
            surface.blit(faces.master_back(master, box.size, won=True), box)
            text.draw(surface, text.cut(label, size, room, bold=True), size, palette.TEXT, bold=True,
                      midtop=(box.centerx, box.bottom + vp.px(4)))
        draw_board(surface, vp, board, SUMMARY)
        self.draw_widgets(surface)
