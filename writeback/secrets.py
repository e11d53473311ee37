"""Secret scanning for user turns: detect-secrets, a curated plugin set, fail closed.

``scan(text)`` returns the sorted, de-duplicated secret *type names* found (never the
values). The caller refuses to bank a turn with any finding (reason ``secret``), and
refuses to bank anything when :class:`ScannerUnavailable` is raised (fail closed).

detect-secrets is imported lazily and configured once per process; the ``requests``
package it imports at module level (~90 ms with urllib3) serves only secret
*verification*, which writeback never runs, so it loads on first real use
(:func:`writeback.lazyimport.defer_module`):

- plugins: AWS, Azure storage, GitHub, GitLab, Slack, Stripe, Twilio, OpenAI, SendGrid,
  Mailchimp, npm, PyPI, Discord, Telegram, Square, Artifactory, IBM, private keys, JWTs,
  basic-auth URLs, keyword/password assignments, and high-entropy base64 strings (limit
  4.5; hex strings are not scanned on entropy alone, because git SHAs and digests are
  what users paste; entropy-only candidates inside an http(s) URL without userinfo are
  skipped, unless in a credential-like query parameter or a webhook URL);
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

from writeback.lazyimport import defer_module, lazy_re

_LOCK = threading.Lock()
_STATE: dict[str, Any] | None = None
MAX_LINE = 4096  # longer "lines" are scanned in windows so one regex never sees megabytes
MIN_ENTROPY_LEN = 20  # shorter random-looking strings are words, versions, short hashes

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

# "password is X", "DB_PASSWORD=X", "api key: X", "密码是 X", "パスワードは X" in prose or
# dotenv/code style (detect-secrets' keyword plugin needs quotes for non-config files, and
# knows no CJK). Each value after a keyword is judged by _keyword_secret(): what a person
# types as a credential is flagged, while metadata names (PASSWORD_MIN_LENGTH=12), code
# references (os.environ[…], $VAR, {{ x }}), placeholders (<password>, ***, changeme) and
# plain English ("the password is required") stay benign.
_PASSWORD_WORDS = r"passw(?:or)?d|passwd|passphrase|passcode"
# Compound key names first: in an alternation "secret" would match before "secret key",
# leaving " key is X" unparsed.
_KEY_WORDS = (
    r"(?:api|access|secret|private|auth|client|license|licence|encryption|signing|master"
    r"|app)[ _-]?key|secret|token|credentials?|apikey"
)
# Short password words that are also ordinary English or shell ("pass the flag", "tests
# pass", "run pwd"): only a whole word or the last part of a name (DB_PASS, wifi_pw), and
# only with an assignment ("pw: X", "pass=X"), or for pw/pass "X pw is Y" (_SHORT_PROSE).
_SHORT_NAME_RE = lazy_re(
    r"(?i)(?<![a-z0-9_.-])(?P<name>(?:[a-z0-9_.-]*[_.-])?(?P<short>pwd|pw|pass))(?![a-z0-9])"
)
# CJK keywords. Password family first (they may take a plain word as value).
_CJK_PASSWORD = "密码|密碼|口令|暗証番号|パスワード|비밀번호|패스워드|암호"
_CJK_KEY = (
    "密钥|密鑰|秘钥|秘鑰|私钥|私鑰|令牌|トークン|シークレット|秘密鍵|アクセスキー|토큰|시크릿"
    r"|(?:API|api)\s?(?:キー|키)|액세스\s?키|비밀\s?키"
)
_NAME_RE = lazy_re(
    rf"""(?ix)
    (?P<name>
        (?<![a-z0-9])[a-z0-9_.-]*?(?:{_PASSWORD_WORDS}|{_KEY_WORDS})[a-z0-9_.-]*
      | (?:{_CJK_PASSWORD}|{_CJK_KEY})
    )
    """
)
_VALUE = r"""(?P<quote>["'`“「『])?(?P<value>[!#-&(-+\--:<-_a-~\u00a1-\u024f]{1,200})"""
# Connectors between a keyword and its value, tried in order at the end of the name.
_DASH = r"(?:\s*[—–]{1,2}\s*|\s+-{1,2}\s+)"
_CONNECTORS = [
    # assignment: "=", ":", "=>", ":=", full-width forms, after an optional closing quote
    ("assign", lazy_re(r"""["']?\s*(?:=>|:=|==?|[:：=＝])\s*""" + _VALUE)),
    # prose: "is", "was", "is now", "to" (set it to), "as", "of"
    (
        "prose",
        lazy_re(
            r"(?i)\s+(?:(?:is|was|are)(?:\s+(?:now|still|just|actually|set\s+to))?|to|as|of)"
            r"\s*[:：]?\s+" + _VALUE
        ),
    ),
    # prose with a short qualifier: "the password for the staging db is X"
    (
        "prose",
        lazy_re(
            r"(?i)\s+(?:for|of|to|on|in|at)\s+(?:(?!is\b|was\b)[\w.@/-]+\s+){0,3}?"
            r"(?:(?:is|was)\s+|[:：=]\s*)" + _VALUE
        ),
    ),
    # bare: "login with password hunter2" (only a value mixing letters and digits counts)
    ("bare", lazy_re(r"[ \t]+" + _VALUE)),
    # dash: "password — letmein99", "password - letmein99" (judged like bare)
    ("bare", lazy_re(_DASH + _VALUE)),
    # CJK particles and verbs: 是 / 为 / 改成 / は / が / を / 는 / 은 / 를 …
    (
        "assign",
        lazy_re(
            r"\s*(?:是|为|為|改成|改为|改為|设为|設為|设成|設成|设置为|設置為|换成|換成"
            r"|は|が|を|는|은|이|가|을|를)\s*[:：=＝]?\s*" + _VALUE
        ),
    ),
]
_ASSIGN = _CONNECTORS[0][1]
_SHORT_PROSE = lazy_re(r"(?i)\s+(?:is|was)(?:\s+(?:now|still|just|actually))?\s*[:：]?\s+" + _VALUE)
_CLOSING_QUOTE = {'"': '"', "'": "'", "`": "`", "“": "”", "「": "」", "『": "』"}
# mysql / mysqldump … -pSECRET (the password glued to -p; "-p" alone prompts).
_MYSQL_RE = lazy_re(
    r"\bmysql(?:dump|admin|import|show|check|slap|pump|sh)?\b[^\n|;&]*?\s-p"
    r"(?P<quote>[\"'])?(?P<value>[^\s\"']+)"
)
# "login: admin / Adm1n!2024", "creds are root / S3cret99" (user / password pair).
_LOGIN_PAIR_RE = lazy_re(
    r"(?i)\b(?:log[ -]?in|sign[ -]?in|credentials?|creds)\b[^\n]{0,60}?"
    r"(?<![\w/])[\w.@+-]{2,40}\s+/\s+(?P<value>[^\s/]{6,80})"
)
# Tech names that carry digits: "base64-encoded", "k8s-managed", "RSA2048", "Python3.12".
_TECH_WORD_RE = lazy_re(
    r"""(?ix)^(?:
        v\d+(?:\.\d+)*[a-z]?|\d+(?:\.\d+)+|\d+(?:st|nd|rd|th|d|x|k|m|g|p)
      | base(?:16|32|36|58|62|64|85)|k8s|k3s|i18n|l10n|a11y|e2e|p2p|b2b|b2c|2fa|mfa|u2f|fido2
      | (?:rsa|dsa|ecdsa|aes|sha|sha3|md|crc|blake|blake2[bs]?|hs|rs|es|ps|ed|x|curve|p|secp
          |argon|argon2id?|pbkdf|pkcs|utf|ucs|ipv|http|https|h|tls|tlsv|ssl|sslv|oauth
          |saml|auth|s|ec|gcp|gen|py|python|node|nodejs|java|jdk|jre|go|ruby|php|perl|rust
          |dotnet|net|es|ecmascript|gcc|clang|llvm|cuda|postgres|pg|mysql|redis|ubuntu|debian
          |centos|rhel|alpine|win|windows|macos|ios|android|arm|amd|aarch|tier|level|phase
          |step|stage|version|ver|rev|release|sprint|epoch|batch|round|day|week|q|gpt|claude
          |llama|mistral|web|ws|wss|mp|vp|av|ie|chrome|firefox)
        \d{1,4}(?:[._]\d{1,3})*[a-z]?
      | x86_64|x86-64|amd64|arm64|aarch64|ed25519|x25519|secp256k1|p-256|auth0|s3|ec2
    )$"""
)
# Words that make a quoted multi-word value a sentence rather than a passphrase.
_FUNCTION_WORDS = frozenset(
    """a an the is are was were be been being am must should shall will would can could may
    might to of in on at for with by from into your my our their his her its this that it
    and or but not no nor as if do does did have has had enter type please use show hide
    confirm forgot forgotten change update save submit login log sign you we they i me us
    them he she what when where how why who""".split()
)
# Credential-like query parameter names: an entropy finding there is not skipped.
_URL_SECRET_PARAM_RE = lazy_re(
    r"(?i)token|key|secret|pass|pw|sig|signature|auth|credential|session|sid|code|jwt|bearer"
)
_URL_RE = lazy_re(r"(?i)\bhttps?://[^\s<>\"'`]+")

# Name parts that make an assignment metadata rather than the credential itself.
_METADATA_PARTS = frozenset(
    """min max minimum maximum len length ttl expiry expires expire expiration exp timeout
    limit limits count counts size age lifetime rounds iterations cost field fields hint
    policy reset forgot file path dir env var name type kind url uri endpoint header prefix
    suffix regex pattern format hash hashed hashing algorithm algo tokens tokenizer
    tokenize tokenized budget usage window rotation interval strength complexity enabled
    placeholder label prompt help mode version store storage manager provider backend
    location source validator validation check error message msg chars characters bytes
    bits display mask masked show id ids idx index secrets passwords keys generator
    required policy lookup ref reference""".split()
)
# Plain English and type names seen right after "password is" / "token:".
_STOPWORDS = frozenset(
    """the a an this that these those it its my your our their his her what which whatever
    something anything nothing everything same different not also still just only even
    now then always never usually often probably likely definitely actually really very
    quite pretty too much more less most least enough here there below above somewhere
    elsewhere nowhere mine yours ours theirs hers required optional mandatory necessary
    needed important sensitive confidential secret private public known unknown kept
    sent shown given taken hidden written broken stolen forgotten chosen made done gone
    set reset changed unchanged wrong right correct incorrect invalid valid expired empty
    blank missing null none nil undefined true false yes okay fine good bad great terrible
    weak strong long short secure insecure unsafe safe obvious easy hard trivial random
    unique identical new old current latest previous temporary temp default generic shared
    common standard normal special personal internal external local remote global static
    dynamic plain plaintext cleartext visible encrypted hashed masked obscured lost leaked
    compromised exposed attached included available unavailable ready active inactive
    enabled disabled locked unlocked cached supported allowed forbidden working fixed
    configured present absent irrelevant relevant useless pointless complex simple
    case-sensitive case-insensitive read-only write-only longer shorter stronger weaker
    better worse being getting going bearer basic str string bytes int integer bool boolean
    text varchar char number object array list dict map any never void optional secretstr
    secretbytes uuid include omit same-origin inherit auto manual sha1 sha256 sha512 md5
    bcrypt argon2 argon2id scrypt pbkdf2 aes aes256 aes-256 rsa hs256 rs256 es256 base64 utf-8
    utf8 jwt oauth oauth2 totp hmac hmac-sha256""".split()
)
# English word endings that mark an adjective/participle ("hashed", "expiring", "visible").
_ENGLISH_SUFFIX_RE = lazy_re(
    r"(?:ed|ing|ly|able|ible|ity|ness|ion|ions|ment|ments|ous|ive|ful|less)$", re.IGNORECASE
)
_PLACEHOLDER_RE = lazy_re(
    r"""(?ix)^(?:
        <.*|.*>|\[.*|\{.*|\(.*|\*+|[x*#.?•…_-]{3,}|x{3,}\w*|\$.*|%.*
      | changeme|change[-_]?me|change[-_]?this|placeholder|example|sample|dummy|redacted
      | secret|password|passwd|pass|pwd|token|apikey|api[-_]key|key|value|test|foo|bar|foobar
      | your[-_].*|tbd|todo|n/?a|none|null|nil|undefined|true|false
    )$"""
)
_REFERENCE_RE = lazy_re(
    r"(?i)^(?:os\.|env\.|process\.env|getenv|self\.|this\.|config\.|settings\.|args\.|"
    r"options\.|opts\.|params\.|request\.|req\.|secrets\.|vars\.|inputs\.)"
    r"|environ|[()\[\]]|\$\{|\{\{|://|^[~./]|^(?:env|file|fd):"
)
_UNIT_WORDS = frozenset(
    """s sec secs second seconds ms min mins minute minutes h hr hrs hour hours d day days
    week weeks month months year years char chars character characters letter letters
    digit digits byte bytes bit bits kb mb gb token tokens word words time times attempt
    attempts tries retries request requests call calls user users item items long""".split()
)
_CLAUSE_END_RE = lazy_re(
    r"""(?ix)^(?:\s*$|\s*[.,;:!?)\]}—–]|\s*[\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]
      |\s+(?:and|but|so|or|for|on|in|at|if|please|pls|btw|then|which|because|since|when
          |from|with|ok|okay|thanks|thx|remember|don't|dont|do|just|use|try|also|now)\b
      |\s+-)"""
)
_PASSWORD_NAME_RE = lazy_re(rf"(?i){_PASSWORD_WORDS}|{_CJK_PASSWORD}")
_OPENER = {")": "(", "]": "[", "}": "{", ">": "<"}
_IDENTIFIER_RE = lazy_re(r"(?:[a-z]{2,}|[A-Z][a-z]{2,})(?:[A-Z][a-z]{2,})+")
_EMPTY_USER_URL_RE = lazy_re(r"(?i)\b[a-z][a-z0-9+.-]*://:(?P<value>[^\s/@]+)@[\w.\[\]-]")
_BEARER_RE = lazy_re(r"(?i)\bbearer\s+(?P<value>[A-Za-z0-9\-._~+/]{12,}=*)")

# Known-benign token shapes the entropy plugin would otherwise flag.
_DIGEST_RE = lazy_re(r"^(?:sha(?:1|224|256|384|512)|md5)[-:]", re.IGNORECASE)
# An SSH/TLS fingerprint ("SHA256:nThbg6k…", "MD5:…"): the hash of a public key.
_FINGERPRINT_PREFIX_RE = lazy_re(r"(?i)(?:sha(?:1|224|256|384|512)|md5):$")
# Values that vendors print in their docs as examples (AKIAIOSFODNN7EXAMPLE,
# wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY): never a live credential.
_DOC_EXAMPLE_RE = lazy_re(r"EXAMPLE(?:KEY)?$")
# Credentials in a URL's userinfo, whatever they hold: scheme://user:password@host with
# the password raw (any of ! # $ & ' ( ) * + , ; = ? / [ ] @ :) or percent-encoded. The
# password runs to the *last* "@" before a host-like character (a raw "@" in a password
# is common); a user part never holds "/", so "https://medium.com/@name" is no match.
_URL_USERINFO_RE = lazy_re(
    r"(?i)\b[a-z][a-z0-9+.-]{1,30}://(?P<user>[^\s:/?#@\[\]]*):(?P<value>\S+)@"
    r"(?=[a-z0-9\[])"
)
# Placeholders in documented URLs: ${DB_PASSWORD}, $PW, {{ pw }}, <password>, ***, xxx.
_URL_PLACEHOLDER_RE = lazy_re(
    r"""(?ix)^(?:\$\{[^}]*\}|\$\(?[a-z_][a-z0-9_]*\)?|\{\{[^}]*\}\}|<[^<>]*>|\*+|x{3,}|\.{3}|…"""
    r"""|password|passwd|pass|pwd|pw|secret|changeme|placeholder|redacted|your[-_]?password)$"""
)
_PORT_RE = lazy_re(r"^\d{1,5}(?:[/?#].*)?$")  # https://host:8080/@user: a port, not a password


class ScannerUnavailable(Exception):
    """detect-secrets could not be imported or configured: callers must not bank."""


class SecretFound(Exception):
    """A field to be stored holds what looks like a credential (types only, never values)."""

    def __init__(self, types: list[str], field: str) -> None:
        super().__init__(f"{field} looks like it holds a secret ({', '.join(types)})")
        self.types = types
        self.field = field


def scan_fields(fields: dict[str, str | None]) -> dict[str, list[str]]:
    """Secret types per field, for every non-empty field. Raises ScannerUnavailable.

    One scan over all fields (one per line) in the common, clean case; each field is
    scanned on its own only when something was found, to say where."""
    present = {name: value for name, value in fields.items() if value}
    if not present or not scan("\n".join(present.values())):
        return {}
    out: dict[str, list[str]] = {}
    for name, value in present.items():
        found = scan(value)
        if found:
            out[name] = found
    if not out:  # found only across fields (context): blame them all, fail closed
        combined = scan("\n".join(present.values()))
        out = {name: combined for name in present}
    return out


def refuse(fields: dict[str, str | None]) -> None:
    """The one secret policy for anything about to be stored, on every path (CLI, MCP,
    hook, serve): raise :class:`SecretFound` for the first field holding a secret, and
    :class:`ScannerUnavailable` when the scanner cannot run (fail closed)."""
    for name, found in scan_fields(fields).items():
        raise SecretFound(found, name)


def _setup() -> dict[str, Any]:
    global _STATE
    if _STATE is not None:
        return _STATE
    with _LOCK:
        if _STATE is not None:
            return _STATE
        defer_module("requests", annotation_only=("Response",))
        # detect-secrets imports multiprocessing (~15 ms) at package import for its
        # parallel file scan, which a turn never uses.
        defer_module("multiprocessing")
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
            if any(not _DOC_EXAMPLE_RE.search(m.group()) for m in rx.finditer(line)):
                found.add(name)
        context = state["snippet"](lines=lines, line_number=number)
        if _keyword_hit(line):
            found.add("Secret Keyword")
        for match in _EMPTY_USER_URL_RE.finditer(line):  # redis://:pw@host (no user name)
            if not _PLACEHOLDER_RE.match(match.group("value")):
                found.add("Basic Auth Credentials")
        if _url_credential(line):
            found.add("Basic Auth Credentials")
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
                if hasattr(plugin, "entropy_limit") and (
                    not _entropic(plugin, hit.secret_value) or _in_plain_url(line, hit.secret_value)
                ):
                    continue
                if not _filtered(state, plugin, hit.secret_value, line, context):
                    found.add(hit.type)
    return sorted(found)


def _keyword_hit(line: str) -> bool:
    """A credential after a password/secret/token/api-key keyword, or after ``Bearer``."""
    for match in _BEARER_RE.finditer(line):
        value = match.group("value")
        if re.search(r"\d", value) and re.search(r"[A-Za-z]", value):
            if not _PLACEHOLDER_RE.match(value):
                return True
    for name_match in _NAME_RE.finditer(line):
        name = name_match.group("name")
        password = bool(_PASSWORD_NAME_RE.search(name))
        for kind, connector in _CONNECTORS:
            m = connector.match(line, name_match.end())
            if m and _judge(name, kind, m, line, password):
                return True
    for name_match in _SHORT_NAME_RE.finditer(line):
        name, short = name_match.group("name"), name_match.group("short").lower()
        m = _ASSIGN.match(line, name_match.end())
        if m and _judge(name, "assign", m, line, short != "pass", ambiguous=short == "pass"):
            return True
        m = None if short == "pwd" else _SHORT_PROSE.match(line, name_match.end())
        # "wifi pw is sunshine123"; "the pass is …" needs letters and digits ("bare")
        if m and _judge(name, "bare" if short == "pass" else "prose", m, line, short == "pw"):
            return True
    for m in _MYSQL_RE.finditer(line):
        if _keyword_secret("password", "assign", m.group("value"), False, line, m.start("value")):
            return True
    for m in _LOGIN_PAIR_RE.finditer(line):  # "login: admin / Adm1n!2024"
        if _keyword_secret("password", "bare", m.group("value"), False, line, m.start("value")):
            return True
    return False


def _judge(
    name: str, kind: str, m: re.Match[str], line: str, password: bool, *, ambiguous: bool = False
) -> bool:
    """Judge a connector match; a quoted value is read up to its closing quote."""
    value, quote = m.group("value"), m.group("quote")
    if quote:
        end = line.find(_CLOSING_QUOTE[quote], m.start("value"), m.start("value") + 201)
        if end > m.start("value"):
            value = line[m.start("value") : end]
    return _keyword_secret(
        name,
        kind,
        value,
        bool(quote),
        line,
        m.start("value"),
        password=password,
        ambiguous=ambiguous,
    )


def _keyword_secret(
    name: str,
    kind: str,
    value: str,
    quoted: bool,
    line: str,
    start: int,
    *,
    password: bool | None = None,
    ambiguous: bool = False,
) -> bool:
    """Is ``value`` (after keyword ``name``) something a person typed as a credential?

    ``password``: a password word (stricter: a short word with digits is a password);
    ``ambiguous``: a word that is also English ("pass"), so bare numbers don't count."""
    if password is None:
        password = bool(_PASSWORD_NAME_RE.search(name))
    if quoted and re.search(r"\s", value):
        return password and _passphrase(value)
    value = value.rstrip(".!?:")
    while value and value[-1] in ")]}>" and _OPENER[value[-1]] not in value:
        value = value[:-1].rstrip(".!?:")
    rest = line[start + len(value) :]
    if len(value) < 4 or _DIGEST_RE.match(value) or _DOC_EXAMPLE_RE.search(value):
        return False
    parts = {p.lower() for p in re.split(r"[\s_.\-]+|(?<=[a-z])(?=[A-Z])", name) if p}
    if parts & _METADATA_PARTS:
        return False  # PASSWORD_MIN_LENGTH=12, max_tokens: 4096, token_type: Bearer
    if _PLACEHOLDER_RE.match(value) or _REFERENCE_RE.search(value):
        return False
    if value.lower() in _STOPWORDS:
        return False
    if kind == "bare" and not (
        re.search(r"[0-9]", value)
        and re.search(r"[A-Za-z]", value)
        and not re.fullmatch(r"v?\d+(?:\.\d+)+[\w.+-]*", value)
    ):
        return False  # "password reset", "token 4096": only "password hunter2" counts
    if not quoted and _descriptive(value, strict=password):
        return False  # "base64-encoded", "k8s-managed", "RSA2048", "Python3.12"
    if value.isdigit() and ambiguous:
        return False  # "tests pass: 1234 passed"
    if value.isdigit():  # a PIN-like password, unless it is a quantity ("3600 seconds")
        following = re.match(r"\s*([A-Za-z]+)", rest)
        return not (following and following.group(1).lower() in _UNIT_WORDS)
    if re.fullmatch(r"[\d.:/+\-]+", value):
        return False  # versions, dates, times, ranges
    unit = re.fullmatch(r"\d+[-+]?([A-Za-z]+)", value)
    if unit and unit.group(1).lower() in _UNIT_WORDS:
        return False  # "12-characters", "4096tokens"
    if re.fullmatch(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+", value):
        return False  # an ENV_VAR_NAME
    if re.fullmatch(r"[A-Za-z_]+(?:[._][A-Za-z_]+)+", value) or _IDENTIFIER_RE.fullmatch(value):
        return False  # snake_case / dotted / camelCase identifiers, file names
    if re.fullmatch(r"[A-Za-z\u00c0-\u024f]+(?:-[A-Za-z\u00c0-\u024f]+)*", value) and not re.search(
        r"[a-z][A-Z]", value
    ):
        # A plain word: a password for a password keyword ("my wifi password is
        # sunshine"), but for token/secret/key mostly English ("the token is expired").
        dotenv = kind == "assign" and name.isupper() and len(value) >= 8
        if not (password or dotenv or (quoted and len(value) >= 8)):
            return False
        if quoted:
            return True
        if _ENGLISH_SUFFIX_RE.search(value):
            return False
        return bool(_CLAUSE_END_RE.match(rest))
    return True  # digits with letters, symbols, mixed case


def _descriptive(value: str, *, strict: bool) -> bool:
    """A tech word with digits, alone or hyphenated with plain words ("v2-compatible").

    ``strict`` (password words): only hyphenated forms with an English word part
    ("sha256-hashed"), since "Python3" alone may well be somebody's password."""
    if not strict and _TECH_WORD_RE.match(value):
        return True
    parts = value.split("-")
    if len(parts) < 2 or not all(parts):
        return False
    tech = [bool(_TECH_WORD_RE.match(p)) for p in parts]
    plain = [bool(re.fullmatch(r"[a-z]+|[A-Z][a-z]*|[A-Z]+", p)) for p in parts]
    if not any(tech) or not all(t or w for t, w in zip(tech, plain, strict=True)):
        return False
    if not strict:
        return True
    return any(
        w and not t and (p.lower() in _STOPWORDS or _ENGLISH_SUFFIX_RE.search(p))
        for p, t, w in zip(parts, tech, plain, strict=True)
    )


def _passphrase(value: str) -> bool:
    """A quoted multi-word value after a password word: a passphrase, not a sentence."""
    words = value.split()
    if not 2 <= len(words) <= 10 or len(value) < 10:
        return False
    if not all(re.fullmatch(r"[\w!@#$%^&*+=~-]+", w) for w in words):
        return False  # sentence punctuation, placeholders, code
    lowered = [w.lower() for w in words]
    if any(
        w in _FUNCTION_WORDS
        or w in _METADATA_PARTS
        or w in _UNIT_WORDS
        or _PASSWORD_NAME_RE.fullmatch(w)
        or _PLACEHOLDER_RE.match(w)
        for w in lowered
    ):
        return False
    return sum(w in _STOPWORDS for w in lowered) <= 1  # "correct horse battery staple"


def _in_plain_url(line: str, value: str) -> bool:
    """Every occurrence of an entropy candidate lies in an http(s) URL without userinfo
    (docs, Figma, YouTube ids), outside credential-like query parameters and webhooks."""
    spans = []
    for url in _URL_RE.finditer(line):
        text = url.group()
        authority = text.split("://", 1)[1].split("/", 1)[0].split("?", 1)[0]
        if "@" in authority or re.search(r"(?i)hook", text):
            continue
        spans.append((url.start(), url.end(), text))
    if not spans:
        return False
    start = line.find(value)
    if start < 0:
        return False
    while start >= 0:
        end = start + len(value)
        span = next(((a, t) for a, b, t in spans if a <= start and end <= b), None)
        if span is None:
            return False
        a, text = span
        query = text.find("?")
        if query >= 0 and end > a + query:  # in the query: look at the parameter name
            seg = max(text.rfind(c, 0, end - a) for c in "?&;#")
            param = text[seg + 1 : end - a].split("=", 1)[0]
            if _URL_SECRET_PARAM_RE.search(param):
                return False
        start = line.find(value, start + 1)
    return True


def _entropic(plugin: Any, value: str | None) -> bool:
    """Eager (unquoted) search returns every candidate; apply the limit and a length floor."""
    if not value or len(value) < MIN_ENTROPY_LEN:
        return False
    return plugin.calculate_shannon_entropy(value) > plugin.entropy_limit


def _url_credential(line: str) -> bool:
    """A password in a URL's userinfo (any characters, raw or percent-encoded)."""
    if "://" not in line:
        return False
    for match in _URL_USERINFO_RE.finditer(line):
        value = match.group("value")
        if not (_PORT_RE.match(value) or _URL_PLACEHOLDER_RE.match(value)):
            return True
    return False


def _fingerprint(line: str, secret: str) -> bool:
    """Every occurrence of ``secret`` follows a hash-name prefix ("SHA256:…")."""
    start = line.find(secret)
    if start < 0:
        return False
    while start >= 0:
        if not _FINGERPRINT_PREFIX_RE.search(line[max(0, start - 8) : start]):
            return False
        start = line.find(secret, start + 1)
    return True


def _filtered(
    state: dict[str, Any], plugin: Any, secret: str | None, line: str, context: Any
) -> bool:
    if secret and (
        _DIGEST_RE.match(secret) or _DOC_EXAMPLE_RE.search(secret) or _fingerprint(line, secret)
    ):
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
