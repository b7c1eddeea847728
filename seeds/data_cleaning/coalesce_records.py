"""Data cleaning: merge duplicate records field by field."""
from hypothesis import strategies as st


def coalesce_records(records: list[dict[str, str]], key: str = "id") -> list[dict[str, str]]:
    """Merge records that share the same value under `key` (compared after stripping
    whitespace). For every attribute, the first non-empty string (after stripping; stored
    stripped) seen in input order wins; an attribute that is empty in every record of a
    group stays "". Records lacking `key` or whose key is empty are skipped. Groups are
    returned in order of their key's first appearance."""
    merged: dict[str, dict[str, str]] = {}
    for record in records:
        ident = record.get(key, "").strip()
        if not ident:
            continue
        target = merged.setdefault(ident, {})
        for field, value in record.items():
            value = value.strip()
            if not target.get(field):
                target[field] = value
    return list(merged.values())


def clean_coalesce_records(records: list[dict[str, str]], key: str = "id") -> list[dict[str, str]]:
    """Merge records that share the same value under `key` (compared after stripping
    whitespace). For every attribute, the first non-empty string (after stripping; stored
    stripped) seen in input order wins; an attribute that is empty in every record of a
    group stays "". Records lacking `key` or whose key is empty are skipped. Groups are
    returned in order of their key's first appearance."""
    order: list[str] = []
    groups: dict[str, list[dict[str, str]]] = {}
    for record in records:
        ident = record[key].strip() if key in record else ""
        if ident == "":
            continue
        if ident not in groups:
            order.append(ident)
            groups[ident] = []
        groups[ident].append(record)
    result = []
    for ident in order:
        combined: dict[str, str] = {}
        for record in groups[ident]:
            for field, value in record.items():
                if combined.get(field, "") == "":
                    combined[field] = value.strip()
        result.append(combined)
    return result


_VALUES = st.sampled_from(["", " ", "a", " a", "b ", "Zoë", "1"])
STRATEGIES = {
    "records": st.lists(st.dictionaries(st.sampled_from(["id", "name", "city", "ref"]), _VALUES, max_size=4), max_size=6),
    "key": st.sampled_from(["id", "ref"]),
}
SEED = {
    "domain": "data_cleaning",
    "keywords": ["deduplicate", "coalesce", "first non-empty"],
    "tags": ["dict", "guard", "loop", "default-argument", "string"],
}
