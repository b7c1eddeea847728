"""Cooking: scale a recipe's ingredient quantities and write them in kitchen units."""
from fractions import Fraction

from hypothesis import strategies as st

TSP_PER_UNIT = {"tsp": 1, "tbsp": 3, "cup": 48}


def parse_quantity(text: str) -> Fraction:
    """The amount written as a whole number ("2"), a fraction ("3/4") or a
    mixed number ("1 1/2", whole part and fraction separated by one space).
    The denominator is a positive integer.

    >>> parse_quantity("1 1/2"), parse_quantity("3/4"), parse_quantity("2")
    (Fraction(3, 2), Fraction(3, 4), Fraction(2, 1))
    """
    whole, _, rest = text.partition(" ")
    if not rest:
        whole, rest = ("0", whole) if "/" in whole else (whole, "0")
    numerator, _, denominator = rest.partition("/")
    return int(whole) + Fraction(int(numerator), int(denominator or "1"))


def to_teaspoons(quantity: Fraction, unit: str) -> Fraction:
    """The quantity in teaspoons: 1 tbsp is 3 tsp, 1 cup is 48 tsp. An unknown
    unit raises KeyError."""
    return quantity * TSP_PER_UNIT[unit]


def parse_line(line: str) -> tuple[str, Fraction]:
    """(name, teaspoons) of an ingredient line "QUANTITY UNIT NAME": QUANTITY
    as in parse_quantity (it may hold a space), UNIT the first word that is
    tsp, tbsp or cup, NAME the rest of the line (it may hold spaces); the volume
    is converted with to_teaspoons. A line without a unit raises ValueError."""
    words = line.split(" ")
    for index, word in enumerate(words):
        if word in TSP_PER_UNIT:
            quantity = parse_quantity(" ".join(words[:index]))
            return " ".join(words[index + 1 :]), to_teaspoons(quantity, word)
    raise ValueError(f"no unit in {line!r}")


def best_unit(teaspoons: Fraction) -> tuple[Fraction, str]:
    """(amount, unit) of a volume in teaspoons, in the largest unit of which
    there is at least 1/4 (a quarter cup is 12 tsp and is written in cups;
    11 tsp is written in tablespoons, and anything under 3/4 tsp in teaspoons).
    The amount is exact, not rounded."""
    for unit in ("cup", "tbsp"):
        size = TSP_PER_UNIT[unit]
        if teaspoons * 4 >= size:
            return teaspoons / size, unit
    return teaspoons, "tsp"


def format_quantity(amount: Fraction) -> str:
    """Kitchen text of a non-negative amount rounded to the nearest eighth
    (an exact sixteenth rounds up): "2", "3/4", "1 1/2", and "0" for an amount
    under one sixteenth. Fractions are in lowest terms.

    >>> format_quantity(Fraction(13, 8)), format_quantity(Fraction(1, 16)), format_quantity(Fraction(31, 16))
    ('1 5/8', '1/8', '2')
    """
    eighths = int(amount * 8 + Fraction(1, 2))
    whole, part = divmod(eighths, 8)
    if part == 0:
        return str(whole)
    fraction = Fraction(part, 8)
    text = f"{fraction.numerator}/{fraction.denominator}"
    return f"{whole} {text}" if whole else text


def scaled(teaspoons: Fraction, serves: int, wanted: int) -> Fraction:
    """A volume for `serves` servings rescaled to `wanted` servings (both at
    least 1), exact: teaspoons * wanted / serves, not rounded.

    >>> scaled(Fraction(6), 4, 6), scaled(Fraction(1, 2), 3, 1)
    (Fraction(9, 1), Fraction(1, 6))
    """
    return teaspoons * wanted / serves


def recipe_line(name: str, teaspoons: Fraction) -> str:
    """The line "QUANTITY UNIT NAME" of an ingredient's volume in teaspoons:
    written in its best_unit, the amount by format_quantity (nearest eighth).

    >>> recipe_line("flour", Fraction(36)), recipe_line("salt", Fraction(1, 2))
    ('3/4 cup flour', '1/2 tsp salt')
    """
    amount, unit = best_unit(teaspoons)
    return f"{format_quantity(amount)} {unit} {name}"


def scale_recipe(lines: list[str], serves: int, wanted: int) -> list[str]:
    """The recipe's lines scaled from `serves` to `wanted` servings (both at
    least 1). Each line is read by parse_line; the scaled volume is
    rewritten in best_unit as "QUANTITY UNIT NAME" with format_quantity.
    Lines naming the same ingredient are combined into one, at the place of the
    first."""
    totals: dict[str, Fraction] = {}
    for line in lines:
        name, teaspoons = parse_line(line)
        totals[name] = totals.get(name, Fraction(0)) + scaled(teaspoons, serves, wanted)
    return [recipe_line(name, volume) for name, volume in totals.items()]


def clean_scale_recipe(lines: list[str], serves: int, wanted: int) -> list[str]:
    import math

    order: list[str] = []
    volume: dict[str, Fraction] = {}
    for line in lines:
        for unit, size in (("cup", 48), ("tbsp", 3), ("tsp", 1)):
            marker = f" {unit} "
            if marker in line:
                qty_text, name = line.split(marker, 1)
                break
        parts = qty_text.split()
        qty = sum((Fraction(p) for p in parts), Fraction(0))
        if name not in volume:
            order.append(name)
            volume[name] = Fraction(0)
        volume[name] += qty * size * Fraction(wanted, serves)
    result = []
    for name in order:
        v = volume[name]
        unit, size = ("cup", 48) if v >= 12 else ("tbsp", 3) if v >= Fraction(3, 4) else ("tsp", 1)
        n = math.floor(v / size * 8 + Fraction(1, 2))
        w, r = n // 8, Fraction(n % 8, 8)
        text = str(w) if not r else (f"{w} {r}" if w else str(r))
        result.append(f"{text} {unit} {name}")
    return result


_QTY = st.one_of(
    st.integers(1, 4).map(str),
    st.sampled_from(["1/2", "3/4", "1/3", "2/3", "1/8"]),
    st.builds(lambda w, f: f"{w} {f}", st.integers(1, 3), st.sampled_from(["1/2", "1/4", "3/8"])),
)
_LINE = st.builds(lambda q, u, n: f"{q} {u} {n}", _QTY, st.sampled_from(["tsp", "tbsp", "cup"]),
                  st.sampled_from(["flour", "brown sugar", "salt", "olive oil"]))
_FRACTION = st.builds(Fraction, st.integers(0, 400), st.integers(1, 48))

STRATEGIES = {
    "parse_quantity": {"text": _QTY},
    "to_teaspoons": {"quantity": _FRACTION, "unit": st.sampled_from(["tsp", "tbsp", "cup"])},
    "parse_line": {"line": _LINE},
    "best_unit": {"teaspoons": _FRACTION},
    "scaled": {"teaspoons": _FRACTION, "serves": st.integers(1, 8), "wanted": st.integers(1, 12)},
    "recipe_line": {"name": st.sampled_from(["flour", "brown sugar", "salt"]), "teaspoons": _FRACTION},
    "format_quantity": {"amount": _FRACTION},
    "scale_recipe": {"lines": st.lists(_LINE, max_size=8), "serves": st.integers(1, 8), "wanted": st.integers(1, 12)},
}
SEED = {
    "domain": "cooking",
    "keywords": ["recipe", "servings", "tablespoon", "cup", "eighths"],
    "tags": ["fraction", "units", "rounding", "parsing", "dict-building"],
    "kind": "module",
}
