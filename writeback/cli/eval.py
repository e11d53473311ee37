"""`writeback eval`: score an extraction engine on a gold-labelled JSONL file."""

from __future__ import annotations

import json

import click


def _pct(value: float | None) -> str:
    return "   -  " if value is None else f"{value * 100:5.1f}%"


@click.command("eval")
@click.argument("fixtures", type=click.Path(dir_okay=False))
@click.option(
    "--mode",
    type=click.Choice(["salient", "all"]),
    default="salient",
    show_default=True,
    help="Which candidates count: salient (high+medium) or all.",
)
@click.option(
    "--engine",
    type=click.Choice(["rules"]),
    default="rules",
    show_default=True,
    help="Extraction engine to score.",
)
@click.option(
    "--json", "as_json", is_flag=True, help="Print the report as JSON (schema_version 1)."
)
@click.option("--misses", is_flag=True, help="Also list turns with missed or wrong facts.")
def eval_command(fixtures: str, mode: str, engine: str, as_json: bool, misses: bool) -> None:
    """Score the fact extractor on FIXTURES (JSONL of gold-labelled turns).

    Each line: {"text": ..., "lang"?: ..., "gold": [{"kw": [...], "kind": ..., "transient"?: bool}]}.
    A gold fact is found when one extracted claim contains all its keywords
    (case-insensitive); each claim matches at most one gold fact.

    \b
    Example:
      writeback eval tests/eval/turns.jsonl
      writeback eval tests/eval/holdout.jsonl --mode all --json
    """
    from writeback.extract.evaluate import FixtureError, evaluate_file

    try:
        report = evaluate_file(fixtures, engine=engine, mode=mode)
    except FixtureError as exc:
        raise click.UsageError(str(exc)) from None
    data = report.to_json(with_misses=misses)
    if as_json:
        click.echo(json.dumps(data, ensure_ascii=False, indent=2))
        return
    click.echo(
        f"engine {data['engine']}, mode {data['mode']}: {data['turns']} turns, "
        f"{data['gold']} gold facts, {data['claims']} claims"
    )
    click.echo(
        f"recall {_pct(data['recall'])}  precision {_pct(data['precision'])}  "
        f"kind {_pct(data['kind_accuracy'])}  transient {_pct(data['transient_accuracy'])}  "
        f"empty turns {_pct(data['empty_accuracy'])}"
    )
    click.echo("")
    click.echo(f"{'kind':<14} {'gold':>5} {'recall':>7} {'kind ok':>8}")
    for kind, row in data["per_kind"].items():
        click.echo(
            f"{kind:<14} {row['gold']:>5} {_pct(row['recall']):>7} {_pct(row['kind_accuracy']):>8}"
        )
    click.echo("")
    click.echo(f"{'lang':<6} {'turns':>5} {'recall':>7} {'precision':>9} {'empty ok':>8}")
    for lang, row in data["per_language"].items():
        click.echo(
            f"{lang:<6} {row['turns']:>5} {_pct(row['recall']):>7} "
            f"{_pct(row['precision']):>9} {_pct(row['empty_accuracy']):>8}"
        )
    for miss in data.get("misses", []):
        wrong = "; ".join(f"{w['claim']} [{w['kind']}]" for w in miss["wrong"])
        click.echo(f"line {miss['line']}: missed {miss['missed']} wrong: {wrong or '-'}")
