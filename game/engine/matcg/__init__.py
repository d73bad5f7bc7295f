"""Martial Arts: The Trading Card Game (ruleset `matcg`) and the same cards under the DGM house rules (`dgm`)."""
