"""`writeback eval`: score an extraction engine on a gold-labelled JSONL file."""

from __future__ import annotations

import json

import click

from writeback.extract import ENGINES


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
    type=click.Choice(ENGINES),
    default="rules",
    show_default=True,
    help="Extraction engine to score; its settings (extract.*) come from config.json.",
)
@click.option(
    "--json", "as_json", is_flag=True, help="Print the report as JSON (schema_version 1)."
)
@click.option("--misses", is_flag=True, help="Also list turns with missed or wrong facts.")
def eval_command(fixtures: str, mode: str, engine: str, as_json: bool, misses: bool) -> None:
    """Score the fact extractor on FIXTURES (JSONL of gold-labelled turns).

    Each line: {"text": ..., "lang"?: ..., "gold": [{"kw": [...], "kind": ..., "transient"?: bool}]}.
    A gold fact is found when one extracted claim contains all its keywords
    (case-insensitive); each claim matches at most one gold fact. An engine other than
    rules is called once per turn (no daily budget); a turn it fails on counts as no
    claims and in "errors".

    \b
    Example:
      writeback eval tests/eval/turns.jsonl
      writeback eval tests/eval/holdout.jsonl --mode all --json
      writeback eval tests/eval/turns.jsonl --engine claude
    """
    from writeback import settings
    from writeback.extract import engine_options, get_extractor
    from writeback.extract.evaluate import FixtureError, evaluate_file

    stored = settings.load_file_plane_or_closed()

    def conf(key: str):  # noqa: ANN202 - a settings value
        return settings.resolve(key, stored, "file").value

    try:
        extractor = get_extractor(
            engine,
            command=conf("extract.command"),
            timeout=float(conf("extract.timeout")),
            options=engine_options(conf),
        )
    except ValueError as exc:
        raise click.UsageError(f"--engine {engine}: {exc}") from None
    try:
        report = evaluate_file(fixtures, engine=engine, mode=mode, extractor=extractor)
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
    if data["errors"]:
        click.echo(f"engine errors on {data['errors']} turn(s), first: {data['first_error']}")
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
