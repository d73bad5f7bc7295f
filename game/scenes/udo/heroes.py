"""The campaign's heroes as the menu and the hero choice present them: name, motto, what sets each apart."""

HEROES = {
    "udo": ("Master Udo", "Patience builds power.", (
        "Blocks and focus fill the Charge tracker.",
        "Spend Charge to lengthen a combo when it resolves.",
        "The rulebook's hero: the classic campaign.",
    )),
    "kai": ("Kai, the Tempest", "Her temper is her weapon.", (
        "Every card of hers is double-sided: calm and ENRAGED.",
        "Blocked attacks that grant Charge become rage to ENRAGE cards.",
        "With a hand all ENRAGED, Kai may double one combo's length.",
    )),
}

SHORT = {"udo": "Udo", "kai": "Kai"}  # on a Continue button
