"""Games: value a blackjack hand with flexible aces."""
from hypothesis import strategies as st


def blackjack_total(cards: list[str]) -> int:
    """Value of a blackjack hand. Cards are "2".."10", "J", "Q", "K" or "A"; number cards
    count their number, J, Q and K count 10, and each ace counts 1 or 11. The hand takes
    the highest total that is at most 21; if every choice is over 21, the lowest total
    (all aces at 1). An empty hand is worth 0."""
    total = 0
    aces = 0
    for card in cards:
        if card == "A":
            aces += 1
            total += 1
        elif card in ("J", "Q", "K"):
            total += 10
        else:
            total += int(card)
    if aces and total + 10 <= 21:
        total += 10
    return total


def clean_blackjack_total(cards: list[str]) -> int:
    """Value of a blackjack hand. Cards are "2".."10", "J", "Q", "K" or "A"; number cards
    count their number, J, Q and K count 10, and each ace counts 1 or 11. The hand takes
    the highest total that is at most 21; if every choice is over 21, the lowest total
    (all aces at 1). An empty hand is worth 0."""
    worth = {"J": 10, "Q": 10, "K": 10, "A": 11}
    total = sum(worth[c] if c in worth else int(c) for c in cards)
    soft = cards.count("A")
    while total > 21 and soft > 0:
        total -= 10
        soft -= 1
    return total


STRATEGIES = {
    "cards": st.lists(st.sampled_from(["2", "3", "5", "6", "9", "10", "J", "Q", "K", "A"]), max_size=6),
}
SEED = {
    "domain": "games",
    "keywords": ["blackjack", "soft ace", "bust"],
    "tags": ["loop", "boundary", "accumulator", "boolean", "string"],
}
