"""Secret scanning for user turns: detect-secrets, a curated plugin set, fail closed.

``scan(text)`` returns the sorted, de-duplicated secret *type names* found (never the
values). The caller refuses to bank a turn with any finding (reason ``secret``), and
refuses to bank anything when :class:`ScannerUnavailable` is raised (fail closed).

detect-secrets is imported lazily (it costs ~100 ms) and configured once per process:

- plugins: AWS, Azure storage, GitHub, GitLab, Slack, Stripe, Twilio, OpenAI, SendGrid,
  Mailchimp, npm, PyPI, Discord, Telegram, Square, Artifactory, IBM, private keys, JWTs,
  basic-auth URLs, keyword/password assignments, and high-entropy base64 strings (limit
  4.5; hex strings are not scanned on entropy alone, because git SHAs and digests are
  what users paste);
- extra regex plugins for what detect-secrets lacks: Anthropic keys, OpenAI project /
  service-account keys, GitHub fine-grained PATs, Google API keys, Hugging Face tokens;
- detect-secrets' heuristic false-positive filters (UUIDs, sequential strings, templated
  values, ``$VAR`` and indirect references, id-like names, non-alphanumeric strings),
  plus digest filters (``sha512-…`` integrity strings).
"""

from __future__ import annotations

import re
import threading
from typing import Any

_LOCK = threading.Lock()
_STATE: dict[str, Any] | None = None
MAX_LINE = 4096
MIN_ENTROPY_LEN = 20  # shorter random-looking strings are words, versions, short hashes  # longer "lines" are scanned in windows so one regex never sees megabytes

PLUGINS: list[dict[str, Any]] = [
    {"name": "AWSKeyDetector"},
    {"name": "ArtifactoryDetector"},
    {"name": "AzureStorageKeyDetector"},
    {"name": "BasicAuthDetector"},
    {"name": "DiscordBotTokenDetector"},
    {"name": "GitHubTokenDetector"},
    {"name": "GitLabTokenDetector"},
    {"name": "IbmCloudIamDetector"},
    {"name": "IbmCosHmacDetector"},
    {"name": "JwtTokenDetector"},
    {"name": "KeywordDetector"},
    {"name": "MailchimpDetector"},
    {"name": "NpmDetector"},
    {"name": "OpenAIDetector"},
    {"name": "PrivateKeyDetector"},
    {"name": "PypiTokenDetector"},
    {"name": "SendGridDetector"},
    {"name": "SlackDetector"},
    {"name": "SquareOAuthDetector"},
    {"name": "StripeDetector"},
    {"name": "TelegramBotTokenDetector"},
    {"name": "TwilioKeyDetector"},
    {"name": "Base64HighEntropyString", "limit": 4.5},
]

FILTERS = [
    "detect_secrets.filters.heuristic.is_sequential_string",
    "detect_secrets.filters.heuristic.is_potential_uuid",
    "detect_secrets.filters.heuristic.is_likely_id_string",
    "detect_secrets.filters.heuristic.is_templated_secret",
    "detect_secrets.filters.heuristic.is_prefixed_with_dollar_sign",
    "detect_secrets.filters.heuristic.is_indirect_reference",
    "detect_secrets.filters.heuristic.is_not_alphanumeric_string",
]

# Extra detectors: (secret type, pattern). Anchored on vendor prefixes, so no entropy test.
EXTRA_PATTERNS: list[tuple[str, str]] = [
    ("Anthropic API Key", r"\bsk-ant-[a-z]{3,8}\d{0,3}-[A-Za-z0-9_\-]{20,}"),
    ("OpenAI Token", r"\bsk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_\-]{20,}"),
    ("OpenAI Token", r"\bsk-[A-Za-z0-9]{40,}\b"),
    ("GitHub Token", r"\bgithub_pat_[A-Za-z0-9_]{30,}"),
    ("GitHub Token", r"\bgh[pousr]_[A-Za-z0-9]{30,}"),
    ("GitLab Token", r"\bglpat-[A-Za-z0-9_\-]{20,}"),
    ("Google API Key", r"\bAIza[0-9A-Za-z_\-]{35}\b"),
    ("Hugging Face Token", r"\bhf_[A-Za-z]{30,40}\b"),
    ("Stripe Access Key", r"\b(?:sk|rk)_(?:live|test)_[0-9a-zA-Z]{20,}"),
    ("Slack Token", r"\bxox[abposr]-[A-Za-z0-9-]{10,}"),
    ("Twilio API Key", r"\b(?:SK|AC)[0-9a-f]{32}\b"),
    ("AWS Access Key", r"\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b"),
    ("Private Key", r"-----BEGIN[A-Z ]* PRIVATE KEY( BLOCK)?-----"),
]

# "password is X", "DB_PASSWORD=X", "api_key: X" in prose or dotenv style (detect-secrets'
# keyword plugin needs quotes for non-config files). The value is then gated by
# _secret_like() and detect-secrets' filters, so "PASSWORD_MIN_LENGTH=12" stays benign.
_ASSIGN_RE = re.compile(
    r"""(?ix)
    (?:^|[^a-z0-9])
    [a-z0-9_.-]*
    (?:passw(?:or)?d|passwd|pwd|passphrase|secret|token|api[_-]?key|apikey|access[_-]?key
      |private[_-]?key|auth[_-]?key|credentials?|client[_-]?secret)
    [a-z0-9_.-]*
    ["']?\s*(?:=>|:=|[:=]|\s(?:is|was|of)\s|\s(?:to|as)\s)\s*
    ["'`]?(?P<value>[^\s"'`,;]{8,200})
    """
)
_REFERENCE_RE = re.compile(
    r"(?i)^(?:\$|%|<|\{|\[|os\.|env\.|process\.env|getenv|self\.|config\.|settings\.)"
    r"|environ|\(|\)|\$\{|\{\{|^(?:none|null|true|false|undefined|required|optional|"
    r"redacted|changeme|placeholder|example|your[_-].*|x{3,}|\*+)$"
)

# Known-benign token shapes the entropy plugin would otherwise flag.
_DIGEST_RE = re.compile(r"^(?:sha(?:1|224|256|384|512)|md5)[-:]", re.IGNORECASE)


class ScannerUnavailable(Exception):
    """detect-secrets could not be imported or configured: callers must not bank."""


def _setup() -> dict[str, Any]:
    global _STATE
    if _STATE is not None:
        return _STATE
    with _LOCK:
        if _STATE is not None:
            return _STATE
        try:
            from detect_secrets.settings import (
                configure_settings_from_baseline,
                get_filters,
                get_plugins,
            )
            from detect_secrets.util.code_snippet import get_code_snippet
            from detect_secrets.util.inject import call_function_with_arguments

            configure_settings_from_baseline(
                {"plugins_used": PLUGINS, "filters_used": [{"path": p} for p in FILTERS]}
            )
            get_plugins.cache_clear()
            get_filters.cache_clear()
            plugins = list(get_plugins())
            # Only our heuristics: the file-based defaults (is_invalid_file, …) would
            # discard every finding, since a turn is not a file on disk.
            filters = [f for f in get_filters() if getattr(f, "path", None) in FILTERS]
            if len(filters) != len(FILTERS):
                raise ScannerUnavailable("detect-secrets is missing expected filters")
            if len(plugins) != len(PLUGINS):
                raise ScannerUnavailable("detect-secrets is missing expected plugins")
        except ScannerUnavailable:
            raise
        except Exception as exc:  # ImportError, or a detect-secrets API change
            raise ScannerUnavailable(f"detect-secrets unavailable: {exc!r}") from None
        _STATE = {
            "plugins": plugins,
            "filters": filters,
            "snippet": get_code_snippet,
            "call": call_function_with_arguments,
            "keyword": next(p for p in plugins if type(p).__name__ == "KeywordDetector"),
            "extra": [(name, re.compile(rx)) for name, rx in EXTRA_PATTERNS],
        }
        return _STATE


def available() -> bool:
    try:
        _setup()
    except ScannerUnavailable:
        return False
    return True


def scan(text: str) -> list[str]:
    """Sorted unique secret type names in ``text``. Raises ScannerUnavailable."""
    state = _setup()
    found: set[str] = set()
    lines = _windows(text)
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        for name, rx in state["extra"]:
            if rx.search(line):
                found.add(name)
        context = state["snippet"](lines=lines, line_number=number)
        for match in _ASSIGN_RE.finditer(line):
            value = match.group("value").rstrip(".!?)]}")
            if _secret_like(value) and not _filtered(state, state["keyword"], value, line, context):
                found.add("Secret Keyword")
        for plugin in state["plugins"]:
            try:
                hits = state["call"](
                    plugin.analyze_line,
                    filename="turn.txt",
                    line=line,
                    line_number=number,
                    context=context,
                    enable_eager_search=True,
                )
            except Exception as exc:  # a plugin bug must not let a secret through
                raise ScannerUnavailable(
                    f"plugin {type(plugin).__name__} failed: {exc!r}"
                ) from None
            for hit in hits or ():
                if hasattr(plugin, "entropy_limit") and not _entropic(plugin, hit.secret_value):
                    continue
                if not _filtered(state, plugin, hit.secret_value, line, context):
                    found.add(hit.type)
    return sorted(found)


def _secret_like(value: str) -> bool:
    """A credential-looking value: long enough, mixed character classes, not a reference."""
    if len(value) < 8 or _REFERENCE_RE.search(value):
        return False
    classes = sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            any(c.isdigit() for c in value),
            any(not c.isalnum() for c in value),
        )
    )
    if value.isdigit() or re.fullmatch(r"[A-Z0-9_]+", value):  # numbers, ENV_VAR_NAMES
        return False
    return classes >= 2 and not re.fullmatch(r"[a-z]+(?:[-_.][a-z]+)*", value)


def _entropic(plugin: Any, value: str | None) -> bool:
    """Eager (unquoted) search returns every candidate; apply the limit and a length floor."""
    if not value or len(value) < MIN_ENTROPY_LEN:
        return False
    return plugin.calculate_shannon_entropy(value) > plugin.entropy_limit


def _filtered(
    state: dict[str, Any], plugin: Any, secret: str | None, line: str, context: Any
) -> bool:
    if secret and _DIGEST_RE.match(secret):
        return True
    for fn in state["filters"]:
        try:
            if state["call"](
                fn, filename="turn.txt", secret=secret, plugin=plugin, line=line, context=context
            ):
                return True
        except TypeError:
            continue
    return False


def _windows(text: str) -> list[str]:
    out: list[str] = []
    for line in text.splitlines() or [text]:
        if len(line) <= MAX_LINE:
            out.append(line)
            continue
        step = MAX_LINE - 256  # overlap so a token on a boundary is seen whole
        out.extend(line[i : i + MAX_LINE] for i in range(0, len(line), step))
    return out
