"""The click command tree.

Commands are registered by dotted path and imported only when invoked, so
`writeback --help` stays fast and the core never imports `hooks`, `harness` or `serve`
modules at import time. A command whose module cannot be imported fails loudly. Each command group lives in its own module and stays thin.
"""

from __future__ import annotations

import difflib
import importlib

import click

from writeback import __version__

# name -> "module:attribute"; order is the order shown in --help.
COMMANDS: dict[str, str] = {
    "remember": "writeback.cli.facts:remember",
    "recall": "writeback.cli.facts:recall",
    "forget": "writeback.cli.facts:forget",
    "facts": "writeback.cli.facts:facts",
    "config": "writeback.cli.config:config",
    "explain": "writeback.cli.explain:explain",
    "heartbeat": "writeback.cli.heartbeat:heartbeat",
    "eval": "writeback.cli.eval:eval_command",
    "serve": "writeback.serve.cli:serve",
    "sweep": "writeback.serve.cli:sweep",
    "mcp": "writeback.mcp.server:mcp_command",
    "bootstrap": "writeback.harness.cli:bootstrap",
    "status": "writeback.cli.status:status",
    "activity": "writeback.cli.activity:activity",
    "purge": "writeback.cli.purge:purge",
    "doctor": "writeback.cli.doctor:doctor",
    "hook": "writeback.hooks.cli:hook",
}


class LazyGroup(click.Group):
    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if not args:  # bare `writeback`: the help is the answer, not a usage error
            click.echo(ctx.get_help())
            ctx.exit(0)
        return super().parse_args(ctx, args)

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        name = args[0] if args else ""
        if name and not name.startswith("-") and name not in COMMANDS:
            close = difflib.get_close_matches(name, list(COMMANDS), n=3, cutoff=0.6)
            hint = f" Did you mean {' or '.join(repr(c) for c in close)}?" if close else ""
            raise click.UsageError(f"No such command {name!r}.{hint}", ctx)
        return super().resolve_command(ctx, args)

    def invoke(self, ctx: click.Context) -> object:
        """Run the command; a brain or disk failure is one line on stderr, never a
        traceback (commands report the errors they expect themselves)."""
        from writeback.brain.base import BrainError

        try:
            return super().invoke(ctx)
        except BrainError as exc:
            click.echo(f"writeback: {exc}", err=True)
            ctx.exit(1)
        except OSError as exc:
            where = f" {exc.filename}" if exc.filename else ""
            click.echo(f"writeback: cannot access{where}: {exc.strerror or exc}", err=True)
            ctx.exit(1)

    def list_commands(self, ctx: click.Context) -> list[str]:
        return [name for name in COMMANDS if self._load(name) is not None]

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        return self._load(cmd_name)

    @staticmethod
    def _load(name: str) -> click.Command | None:
        target = COMMANDS.get(name)
        if target is None:
            return None
        module_name, attr = target.split(":")
        # A registered command whose module is missing is a broken install, not an
        # optional part: let the ImportError say which module.
        command = getattr(importlib.import_module(module_name), attr, None)
        if command is None:
            raise RuntimeError(f"{module_name} has no command {attr!r} (broken install?)")
        return command


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="writeback")
def cli() -> None:
    """Ambient memory for Claude Code and Codex.

    A Stop hook banks what you tell your agents; `serve` (or a cron `sweep`) turns
    banked turns into facts; later sessions `recall` them.

    \b
    Quick start:
      writeback config set memory.auto_writeback salient
      writeback remember "Prefers pnpm over npm" --kind preference
      writeback recall pnpm
      writeback doctor
    """
