"""Text: Return a shell-escaped version of the string *s* (shlex.quote, harvested)."""
import re
import string
from hypothesis import strategies as st


def quote(s):
    """Return a shell-escaped version of the string *s*."""
    _find_unsafe = re.compile(r'[^\w@%+=:,./-]', re.ASCII).search
    if not s:
        return "''"
    if _find_unsafe(s) is None:
        return s

    return "'" + s.replace("'", "'\"'\"'") + "'"


def clean_quote(s):
    """Return a shell-escaped version of the string *s*."""
    if not s:
        return "''"
    safe = set(string.ascii_letters + string.digits + "_@%+=:,./-")
    if all(ch in safe for ch in s):
        return s
    return "'" + "'\"'\"'".join(s.split("'")) + "'"


STRATEGIES = {
    's': st.one_of(st.text('abcxyzAB 019.,-_"\'', max_size=8), st.sampled_from(["'", '\'"\'"\'', "''"]), st.tuples(st.text('abcxyzAB 019.,-_"\'', max_size=8), st.sampled_from(["'", '\'"\'"\'', "''"]), st.text('abcxyzAB 019.,-_"\'', max_size=8)).map(''.join)),
}
EXAMPLES = [
    ('',),
    ('test file name',),
]
SEED = {'domain': 'text', 'keywords': [], 'tags': ['harvested']}
HARVEST = {'package': 'python-stdlib',
 'version': '3.11.7',
 'licence': 'PSF-2.0',
 'module': 'shlex',
 'file': 'shlex.py',
 'line': 325,
 'function': 'quote',
 'strategies': {'s': 'tests'},
 'examples': 'tests',
 'carried': ['constant _find_unsafe']}
