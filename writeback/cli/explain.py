"""`writeback explain`: why would (or wouldn't) this turn be remembered?"""

from __future__ import annotations

import json
import sys

import click

SCHEMA_VERSION = 1


def explain_text(text: str) -> dict:
    """Run the hook's pipeline on ``text``: strip <private> → filter → secret scan (→ facts)."""
    from writeback import filter as eligibility
    from writeback import secrets
    from writeback.privacy import strip_private

    stripped = strip_private(text)
    decision = eligibility.check(stripped)
    try:
        found: list[str] | None = secrets.scan(stripped)
    except secrets.ScannerUnavailable:
        found = None
    eligible = decision.eligible
    reason = decision.reason
    if eligible and found is None:
        eligible, reason = False, "scanner_unavailable"
    elif eligible and found:
        eligible, reason = False, "secret"
    from writeback import settings

    mode = settings.read_file_value(
        "memory.auto_writeback", settings.load_file_plane_or_closed()
    ).value
    return {
        "schema_version": SCHEMA_VERSION,
        "eligible": eligible,
        "reason": reason,
        "mode": mode,
        "would_bank": eligible and mode != "off",
        "secrets": found or [],
        "text": stripped,
        "facts": _facts(stripped) if eligible else [],
    }


def _facts(text: str) -> list[dict]:
    """What the configured engine (file-plane settings) extracts, kept by the current mode
    (``off`` shows what ``salient`` would keep)."""
    from writeback import settings
    from writeback.extract import ExtractorError, engine_options, get_extractor, select

    stored = settings.load_file_plane_or_closed()

    def conf(key: str):
        return settings.resolve(key, stored, "file").value

    mode = conf("memory.auto_writeback")
    try:
        extractor = get_extractor(
            conf("extract.engine"),
            command=conf("extract.command"),
            timeout=float(conf("extract.timeout")),
            options=engine_options(conf),
        )
        candidates = extractor.extract(text)
    except (ExtractorError, ValueError) as exc:
        return [{"error": str(exc)}]
    return [c.to_json() for c in select(candidates, "salient" if mode == "off" else mode)]


@click.command()
@click.argument("text", required=False)
@click.option("--json", "as_json", is_flag=True, help="Print a versioned JSON object.")
def explain(text: str | None, as_json: bool) -> None:
    """Show what the Stop hook would do with TEXT (or stdin when TEXT is - or missing).

    Runs the same steps as the hook: remove <private>…</private>, the eligibility filter,
    the secret scan. Nothing is stored.

    \b
    Examples:
      writeback explain "I prefer pnpm over npm"
      writeback explain "ok thanks"            # → skipped: ack
      pbpaste | writeback explain - --json
    """
    if text is None or text == "-":
        text = sys.stdin.read()
    result = explain_text(text)
    if as_json:
        click.echo(json.dumps(result, ensure_ascii=False))
        return
    if result["eligible"] and result["would_bank"]:
        click.echo("eligible: would be banked")
    elif result["eligible"]:
        click.echo(
            "eligible, but capture is off (memory.auto_writeback = off): the hook banks "
            "nothing; turn it on with `writeback config set memory.auto_writeback salient`"
        )
    else:
        click.echo(f"skipped: {result['reason']}")
    if result["secrets"]:
        click.echo("secrets found: " + ", ".join(result["secrets"]))
    for fact in result["facts"]:
        if "error" in fact:
            click.echo(f"extractor error: {fact['error']}")
            continue
        tags = [fact["kind"], fact["salience"]] + (["transient"] if fact["transient"] else [])
        rule = f"  (rule: {fact['rule']})" if fact.get("rule") else ""
        click.echo(f"fact: {fact['claim']}  [{', '.join(tags)}]{rule}")
