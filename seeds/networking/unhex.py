"""Networking: Get the integer value of a hexadecimal number (quopri.unhex, harvested)."""
from hypothesis import strategies as st


def unhex(s):
    """Get the integer value of a hexadecimal number."""
    bits = 0
    for c in s:
        c = bytes((c,))
        if b'0' <= c <= b'9':
            i = ord('0')
        elif b'a' <= c <= b'f':
            i = ord('a')-10
        elif b'A' <= c <= b'F':
            i = ord(b'A')-10
        else:
            assert False, "non-hex digit "+repr(c)
        bits = bits*16 + (ord(c) - i)
    return bits


def clean_unhex(s):
    """Get the integer value of a hexadecimal number."""
    value = 0
    for code in s:
        digit = chr(code)
        if digit not in "0123456789abcdefABCDEF":
            raise AssertionError("non-hex digit " + repr(bytes((code,))))
        value = value * 16 + int(digit, 16)
    return value


STRATEGIES = {
    's': st.lists(st.sampled_from(b'0123456789abcdefABCDEFg'), max_size=6).map(bytes),
}
SEED = {'domain': 'networking', 'keywords': [], 'tags': ['harvested']}
HARVEST = {'package': 'python-stdlib',
 'version': '3.11.7',
 'licence': 'PSF-2.0',
 'module': 'quopri',
 'file': 'quopri.py',
 'line': 177,
 'function': 'unhex',
 'strategies': {'s': 'usage'},
 'examples': 'none',
 'carried': []}
