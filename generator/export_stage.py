"""The build's last stage: the accepted items written into a staging folder beside the output,
audited there (the validity audit), then sealed and published with the ledger (or dropped when
the audit fails, unless ``allow_leaky``).
"""

from __future__ import annotations

import shutil
from collections.abc import Sequence
from pathlib import Path

from audit.run import audit_edition
from generator.build_types import BuildOptions, NullReporter, Reporter
from generator.corpus.export import (
    ExportedItem,
    seal_edition,
    write_edition,
)
from generator.corpus.pr_export import VARIANTS as PR_VARIANTS
from generator.corpus.pr_export import ExportedPR
from generator.corpus.pr_write import write_pr_track
from generator.corpus.publish import (
    new_staging,
    publish_recorded,
)
from generator.distinct.ledger import SEED_SEPARATOR, Ledger, LedgerItem
from generator.items import VARIANTS
from generator.pr.track import function_text


def export_stage(
    options: BuildOptions,
    exported: Sequence[ExportedItem],
    out: Path,
    ledger: Ledger | None = None,
    reporter: Reporter | None = None,
    prs: Sequence[ExportedPR] = (),
):
    """Write the edition into a staging directory beside ``out`` and audit it there; when the audit
    passes (or ``allow_leaky``, with the failure recorded in the card and the key) record and
    publish it as ``out`` in one step (``generator/corpus/publish.py``); otherwise drop the staging
    directory. The PR track (``prs``) is written after the snippet track and audited with it."""
    edition = str(options.edition)
    out_dir = out.parent
    out_dir.mkdir(parents=True, exist_ok=True)
    staging = new_staging(out_dir, edition)
    try:
        write_edition(staging, exported, options.edition, options.salt, forms=options.forms)
        write_pr_track(staging, prs, options.edition, options.salt, forms=options.forms)
        report = audit_edition(staging, run_pairs=options.audit_runs, edition=edition)
        if not report.passed and not options.allow_leaky:
            shutil.rmtree(staging, ignore_errors=True)
            return report
        record = {
            "edition": edition,
            "secret": options.secret,
            "seed": options.seed,
            "forms": options.forms,
            "audit": "pass" if report.passed else "fail",
            "allow_leaky": options.allow_leaky and not report.passed,
            "audit_summary": report.summary(),
        }
        seal_edition(
            staging,
            exported,
            options.edition,
            options.salt,
            edition_record=record,
            audit_report=report.to_dict(),
            audit_line=report.card_line(),
            pr_items=len(prs),
        )
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    records = [
        LedgerItem.from_code(
            e.item_id,
            SEED_SEPARATOR.join(e.draft.seeds),
            [(v, e.snippet_ids[v], e.draft.variant(v).code) for v in VARIANTS],
        )
        for e in exported
    ]
    records += [  # a PR item spends its module (its disguise is the module told); the ledger keeps its after-functions
        LedgerItem.from_code(
            pr.item_id,
            pr.item.variant("original").module,
            [(v, pr.ids[v], function_text(pr.item.variant(v).after, pr.item.variant(v).function)) for v in PR_VARIANTS],
        )
        for pr in prs
    ]
    step = reporter or NullReporter()
    publish_recorded(
        staging,
        out_dir,
        edition,
        records,
        ledger or Ledger(options.ledger_file),
        on_step=lambda name: step.stage(name, 1),
    )
    return report
