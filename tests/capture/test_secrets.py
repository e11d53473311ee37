"""Secret scan corpus: every generated secret caught, no risky-looking benign turn rejected.

Tokens are generated at test time (nothing live-looking is committed)."""

from __future__ import annotations

import base64
import hashlib
import json
import random
import secrets as S
import string
import sys
import uuid

import pytest

from writeback import secrets as scanner


def r(alpha: str, n: int) -> str:
    return "".join(S.choice(alpha) for _ in range(n))


A = string.ascii_letters + string.digits
U = string.ascii_uppercase + string.digits
H = "0123456789abcdef"
jwt = (
    ".".join(
        base64.urlsafe_b64encode(json.dumps(x).encode()).decode().rstrip("=")
        for x in (
            {"alg": "HS256", "typ": "JWT"},
            {"sub": "1234567890", "name": "Jo", "iat": 1516239022},
        )
    )
    + "."
    + base64.urlsafe_b64encode(S.token_bytes(32)).decode().rstrip("=")
)

SECRET_TURNS = [
    f"my aws key is AKIA{r(U, 16)} use it",
    f"aws_secret_access_key = {r(A + '/+', 40)}",
    f"token ghp_{r(A, 36)} for the ci",
    f"use github_pat_{r(A, 22)}_{r(A, 59)} please",
    f"gitlab: glpat-{r(A, 20)}",
    f"slack bot xoxb-{r('0123456789', 12)}-{r('0123456789', 12)}-{r(A, 24)}",
    f"webhook https://hooks.slack.com/services/T{r(U, 8)}/B{r(U, 8)}/{r(A, 24)}",
    f"stripe sk_live_{r(A, 24)}",
    f"Twilio SK{r(H, 32)} is the api key",
    f"OPENAI_API_KEY=sk-proj-{r(A + '-_', 100)}",
    f"openai key sk-{r(A, 20)}T3BlbkFJ{r(A, 20)}",
    f"anthropic: sk-ant-api03-{r(A + '-_', 93)}AA",
    f"-----BEGIN RSA PRIVATE KEY-----\n{base64.b64encode(S.token_bytes(48)).decode()}\n-----END RSA PRIVATE KEY-----",
    "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n",
    f"here's the jwt {jwt}",
    f"db is postgresql://admin:{r(A, 16)}@db.internal:5432/prod",
    f'password = "{r(A, 14)}"',
    f"my password is {r(A, 12)}!",
    f"DB_PASSWORD={r(A, 16)}",
    f"api_key: {r(A, 32)}",
    f"secret_key = '{r(H, 40)}'",
    f"export TOKEN={base64.b64encode(S.token_bytes(30)).decode()}",
    f"google key AIza{r(A + '-_', 35)}",
    f"hf token hf_{r(string.ascii_letters, 34)}",
    f"npm //registry.npmjs.org/:_authToken=npm_{r(A, 36)}",
    f"pypi-AgEIcHlwaS5vcmc{r(A, 70)}",
    f"sendgrid SG.{r(A, 22)}.{r(A, 43)}",
    f"mailchimp {r(H, 32)}-us12",
    f"the blob is {base64.b64encode(S.token_bytes(40)).decode()}",
    f"curl -u admin:{r(A, 12)} https://admin:{r(A, 12)}@example.com/api",
    f"discord bot MT{r(A, 22)}.{r(A, 6)}.{r(A + '-_', 27)}",
    f"telegram {random.randint(10**8, 10**9)}:AA{r(A + '-_', 33)}",
    # What people type in prose: short, lowercase, spaced "api key", CJK keywords, no user.
    "my wifi password is correcthorsebatterystaple",
    "the staging db password is hunter2",
    f"the api key is {r(string.ascii_letters, 6)}{r(string.digits, 6)}",
    "我的密码是 hunter2hunter2",
    f"redis://:{r(string.ascii_lowercase, 14)}@cache:6379",
    f"密码：{r(A, 10)}",
    "口令是 letmein99",
    "wifi密码是 sunshine",
    "密码改成 hunter2 了",
    f"我的 token 是 {r(H, 12)}",
    f"API密钥是 {r(A, 12)}",
    "パスワードは hunter22 です",
    "パスワードは「hunter22」です",
    f"トークンは {r(H, 12)} です",
    "비밀번호는 hunter2입니다",
    "비밀번호: sunshine",
    f"토큰: {r(H, 12)}",
    "the password for the staging db is hunter2",
    "set the wifi password to sunshine",
    "the wifi password is sunshine, the guest one is moonlight",
    "DB_PASSWORD=hunter2",
    "password: p@ss",
    "my password is 12345678",
    "the admin password is now Tr0ub4dor&3",
    f"export API_KEY={r(string.ascii_lowercase, 4)}{r(string.digits, 4)}",
    "SECRET_KEY=supersecretvalue",
    "my passphrase is correct-horse-battery-staple",
    f"Authorization: Bearer {r(string.ascii_lowercase, 6)}{r(string.digits, 6)}",
    "the password is 'sunshine'",
    '{"password": "hunter2"}',
    "login with admin / password hunter2",
    "our vpn password was Spring2024!",
    f"my github token: {r(string.ascii_lowercase, 4)}{r(string.digits, 4)}",
    # "secret key" as a compound keyword (not "secret" followed by " key …").
    f"the secret key is {r(string.ascii_letters, 5)}{r(string.digits, 5)}",
    f"secret key: {r(string.ascii_letters, 5)}{r(string.digits, 5)}",
    f"SECRET KEY = {r(string.ascii_letters, 5)}{r(string.digits, 5)}",
    f"stripe secret key is sk_test_{r(A, 24)}",
    "the secret key is django-insecure-8f#k2!x",
    # pw / pass / pwd as password words with an assignment, or "X pw is Y".
    "pw: hunter2x",
    "pass: Hunter22",
    "wifi pw is sunshine123",
    "DB_PASS=hunter22",
    "pwd=hunter22",
    # quoted passphrase read to its closing quote, even with a stopword first
    "the password is 'correct horse battery staple'",
    'password: "correct horse battery staple"',
    # mysql -pSECRET, dash connectors, user / password after a login context
    f"mysql -p{r(string.ascii_letters, 6)}{r(string.digits, 4)}",
    f"mysqldump -u root -p{r(string.ascii_letters, 6)}{r(string.digits, 4)} prod > dump.sql",
    "password — letmein99",
    "password - letmein99",
    "login: admin / Adm1n!2024",
    # token-pattern plugins still fire inside URLs
    f"call https://api.example.com/v1/items?token=ghp_{r(A, 36)}",
    f"post to https://hooks.slack.com/services/T{r(U, 8)}/B{r(U, 8)}/{r(A, 24)} on deploy",
    f"see https://admin:{r(A, 12)}@docs.example.com/d/{r(A, 40)}/edit",
]
BENIGN_TURNS = [
    f"the fix is in commit {hashlib.sha1(S.token_bytes(8)).hexdigest()}",
    f"revert {hashlib.sha1(S.token_bytes(8)).hexdigest()[:7]} please, it broke prod",
    f"request id {uuid.uuid4()} failed twice today",
    f"the image digest is sha256:{hashlib.sha256(S.token_bytes(8)).hexdigest()}",
    f"checksum {hashlib.sha256(S.token_bytes(8)).hexdigest()} matches the release",
    f"md5 is {hashlib.md5(S.token_bytes(8)).hexdigest()}",
    "use #1e293b for the background and #f8fafc for text",
    "we're on python 3.12.4 and node v20.11.1 now",
    "bump django to 5.0.6 and pin numpy==1.26.4",
    "docs live at https://docs.example.com/guide/v2/setup?lang=en#install",
    "clone https://github.com/example/repo.git into ~/src",
    "PASSWORD_MIN_LENGTH=12 is our policy",
    "the password field must be at least 12 characters",
    "set password to whatever you like in the .env.example, it's just a placeholder",
    "the token expires after 3600 seconds",
    "our api_key env var is OPENAI_API_KEY, read it from the environment",
    "password = os.environ['DB_PASSWORD']",
    "password: ${DB_PASSWORD}",
    'api_key = "<your-key-here>"',
    "I prefer pnpm over npm and dark mode everywhere",
    "we moved the launch to March 3rd",
    "我喜欢深色模式。我下个月要去上海出差",
    f"the integrity is sha512-{base64.b64encode(S.token_bytes(64)).decode()}",
    "the server runs at 10.0.0.12:8080 and 192.168.1.5",
    "ssh-ed25519 public keys are fine to share, mine is on GitHub",
    "tag v1.2.3-rc.4+build.5 was released",
    "the file is src/components/AbstractSingletonProxyFactoryBean.tsx",
    "order ID 123456789012345 was refunded",
    "timestamp 2024-05-01T12:34:56.789Z is when it failed",
    "the path /usr/local/lib/python3.11/site-packages/foo is wrong",
    "use the secret manager, never hard-code keys",
    "the base64 of hello is aGVsbG8=",
    "port 5432 for postgres, 6379 for redis",
    "the phone number format is +1-555-0100",
    "abcdefghijklmnopqrstuvwxyz0123456789 is the alphabet test string",
    f"object id {S.token_hex(12)} in mongo",
    "git checkout -b feature/JIRA-1234-add-login",
    # Credential words in ordinary sentences, code and config: never a credential.
    "PASSWORD_MIN_LENGTH=12",
    "the password field is required",
    "reset your password via the link",
    "password must be at least 12 characters",
    "the password is required",
    "the password is too short",
    "the password is 12 characters long",
    "the password must be 8-64 characters",
    "the password is case-sensitive",
    "the password is the same as last time",
    "the password is stored hashed with bcrypt",
    "the password is hashed with sha256",
    "the password is changed every 90 days",
    "the password policy is strict",
    "the wifi password is on the fridge",
    "set password to whatever you like",
    "set the password to something stronger than before",
    "the token is expired, refresh it first",
    "the token is valid for 3600 seconds",
    "the token is a JWT signed with HS256",
    "the token is sent in the header",
    "the token is stored in localStorage",
    "the token count is 1234",
    "the api key is in the .env file",
    "the api key is read from OPENAI_API_KEY",
    "the api key is missing",
    "api key is rotated monthly",
    "the secret is to keep functions small",
    "the secret is stored in vault",
    "the private key is on my laptop",
    "the bearer token goes in the Authorization header",
    "password reset tokens expire after 24 hours",
    "my password manager is 1Password",
    "TOKEN_TTL=3600",
    "max_tokens: 4096",
    "token_type: Bearer",
    "password: str",
    "password: SecretStr",
    "api_key: Optional[str] = None",
    "password = form.cleaned_data['password']",
    "password = newPassword",
    "password = user.password",
    "token = generate_token()",
    "api_key = settings.API_KEY",
    "GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}",
    "secrets: inherit",
    "credentials: 'same-origin'",
    "the eos token is </s>",
    "pwd: /home/user/proj",
    "the token is in ~/.config/gh/hosts.yml",
    "Authorization: Bearer <token>",
    "Authorization: Bearer $TOKEN",
    "use token v1.2.3 for the lib",
    # placeholders
    "the password is <password>",
    "password: ********",
    "password=xxx",
    "password=$DB_PASS",
    "password: {{ db_password }}",
    "DB_PASSWORD=changeme in .env.example",
    "redis://localhost:6379/0",
    # CJK sentences about passwords, not passwords
    "密码至少 12 位",
    "密码是必填项",
    "我的密码管理器是 1Password",
    "密码学是一门学科",
    "パスワードは8文字以上にしてください",
    "비밀번호는 12자 이상이어야 합니다",
    "암호화는 AES256으로 합니다",
    # pwd / pass / pw in prose and shell
    "run pwd to check",
    "use pwd to verify",
    "pass the flag --verbose to pytest",
    "the tests pass now",
    "tests pass: 1234 passed, 0 failed",
    "bypass: true",
    "the pass is free for students",
    # descriptive values with digits after token / secret / key
    "the token is base64-encoded",
    "the secret is k8s-managed",
    "the auth key is RSA2048",
    "the token is now v2-compatible",
    "the secret is Python3.12",
    "the token of the day is sprint42",
    "the token is utf-8",
    "the secret is s3-backed",
    "the password is sha256-hashed",
    "the secret key is stored in vault",
    # mysql -p alone prompts; references are not values
    "mysql -p mydb",
    "mysql -p$MYSQL_PWD mydb",
    "sign in with google / auth0",
    "password — stored in vault",
    # ids in the path or query of URLs without credentials
    f"the doc is https://docs.google.com/document/d/1aBcD3{r(A, 38)}/edit",
    f"mockups: https://www.figma.com/file/{r(A, 22)}/Design-System?node-id=12-34",
    f"playlist https://www.youtube.com/playlist?list=PL{r(A + '-_', 32)}",
]


def test_corpus_sizes() -> None:
    assert len(SECRET_TURNS) >= 30 and len(BENIGN_TURNS) >= 30


@pytest.mark.parametrize("text", SECRET_TURNS)
def test_every_secret_is_caught(text: str) -> None:
    assert scanner.scan(text), text


@pytest.mark.parametrize("text", BENIGN_TURNS)
def test_no_benign_turn_is_rejected(text: str) -> None:
    assert scanner.scan(text) == [], text


def test_types_not_values() -> None:
    token = "ghp_" + r(A, 36)
    found = scanner.scan(f"use {token}")
    assert "GitHub Token" in found
    assert all(token not in t for t in found)


def test_long_line_is_scanned_in_windows() -> None:
    token = "AKIA" + r(U, 16)
    assert "AWS Access Key" in scanner.scan("word " * 2000 + token + " more" * 10)


def test_scanner_unavailable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(scanner, "_STATE", None)
    monkeypatch.setitem(sys.modules, "detect_secrets.settings", None)  # import fails
    with pytest.raises(scanner.ScannerUnavailable):
        scanner.scan("anything")
    assert scanner.available() is False


def test_lazy_patterns_compile_on_first_use_and_act_like_re():
    """The scanner's heuristics are compiled on first use (a plain sentence never pays for
    the rare ones), and a lazy pattern answers exactly as ``re.compile`` would."""
    import re

    from writeback.lazyimport import LazyPattern, lazy_re

    lazy = lazy_re(r"(?P<k>pw|pass)\s*=\s*(?P<v>\S+)", re.IGNORECASE)
    assert isinstance(lazy, LazyPattern) and lazy._compiled is None
    text = "PW = hunter2 and pass=x"
    real = re.compile(r"(?P<k>pw|pass)\s*=\s*(?P<v>\S+)", re.IGNORECASE)
    assert [m.groupdict() for m in lazy.finditer(text)] == [
        m.groupdict() for m in real.finditer(text)
    ]
    assert lazy.sub("*", text) == real.sub("*", text) and lazy.pattern == real.pattern
    assert lazy._compiled is not None
    lazies = [v for v in vars(scanner).values() if isinstance(v, LazyPattern)]
    assert len(lazies) >= 20
