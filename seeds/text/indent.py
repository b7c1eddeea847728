"""Text: Adds 'prefix' to the beginning of selected lines in 'text' (textwrap.indent, harvested)."""
from hypothesis import strategies as st


def indent(text, prefix, predicate=None):
    """Adds 'prefix' to the beginning of selected lines in 'text'.

    If 'predicate' is provided, 'prefix' will only be added to the lines
    where 'predicate(line)' is True. If 'predicate' is not provided,
    it will default to adding 'prefix' to all non-empty lines that do not
    consist solely of whitespace characters.
    """
    if predicate is None:
        def predicate(line):
            return line.strip()

    def prefixed_lines():
        for line in text.splitlines(True):
            yield (prefix + line if predicate(line) else line)
    return ''.join(prefixed_lines())


def clean_indent(text, prefix, predicate=None):
    """Adds 'prefix' to the beginning of selected lines in 'text'."""
    keep = predicate if predicate is not None else str.strip
    return "".join(prefix + line if keep(line) else line for line in text.splitlines(keepends=True))


STRATEGIES = {
    'text': st.text('abcxyzAB 019.,-_', max_size=8),
    'prefix': st.integers(-10, 60),
}
SEED = {'domain': 'text', 'keywords': [], 'tags': ['harvested']}
HARVEST = {'package': 'python-stdlib',
 'version': '3.11.7',
 'licence': 'PSF-2.0',
 'module': 'textwrap',
 'file': 'textwrap.py',
 'line': 470,
 'function': 'indent',
 'strategies': {'text': 'usage', 'prefix': 'usage', 'predicate': 'default (not drawn)'},
 'examples': 'none',
 'carried': []}
