"""The domain a harvested module's seeds are filed under (``OUT/<domain>/``), by its top-level
module name; any other module's domain is its own name (``redpen harvest --domain`` overrides)."""

from __future__ import annotations

DOMAINS = {
    "bisect": "statistics",
    "heapq": "scheduling",
    "colorsys": "geometry",
    "calendar": "calendar",
    "textwrap": "text",
    "string": "text",
    "shlex": "text",
    "html": "text",
    "fnmatch": "text",
    "difflib": "text",
    "statistics": "statistics",
    "fractions": "statistics",
    "decimal": "statistics",
    "graphlib": "scheduling",
    "posixpath": "data_cleaning",
    "ntpath": "data_cleaning",
    "base64": "security",
    "quopri": "networking",
    "binascii": "security",
    "uu": "networking",
    "ipaddress": "networking",
    "datetime": "calendar",
    "keyword": "text",
    "json": "data_cleaning",
    "csv": "data_cleaning",
    "email": "networking",
}
