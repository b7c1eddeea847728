"""Statistics: Return a list of the most frequently occurring values (statistics.multimode, harvested)."""
from collections import Counter
from hypothesis import strategies as st


def multimode(data):
    """Return a list of the most frequently occurring values.

    Will return more than one result if there are multiple modes
    or an empty list if *data* is empty.

    >>> multimode('aabbbbbbbbcc')
    ['b']
    >>> multimode('aabbbbccddddeeffffgg')
    ['b', 'd', 'f']
    >>> multimode('')
    []
    """
    counts = Counter(iter(data))
    if not counts:
        return []
    maxcount = max(counts.values())
    return [value for value, count in counts.items() if count == maxcount]


def clean_multimode(data):
    """Return a list of the most frequently occurring values."""
    tally = {}
    for value in data:
        tally[value] = tally.get(value, 0) + 1
    if not tally:
        return []
    top = max(tally.values())
    return [value for value, n in tally.items() if n == top]


STRATEGIES = {
    'data': st.text('abcxyzAB 019.,-_', max_size=8),
}
EXAMPLES = [
    ('aabbbbbbbbcc',),
    ('aabbbbccddddeeffffgg',),
    ('',),
]
SEED = {'domain': 'statistics', 'keywords': [], 'tags': ['harvested']}
HARVEST = {'package': 'python-stdlib',
 'version': '3.11.7',
 'licence': 'PSF-2.0',
 'module': 'statistics',
 'file': 'statistics.py',
 'line': 716,
 'function': 'multimode',
 'strategies': {'data': 'doctest'},
 'examples': 'doctest',
 'carried': []}
