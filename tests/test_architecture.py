"""Import direction: the core never imports hooks/harness/serve; hooks never import the brain
backends, click or pydantic (the Stop hook's hot path stays light)."""

import ast
import json
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)  # a submodule, maybe
    return names


def within(name: str, packages: tuple[str, ...]) -> bool:
    """``name`` is one of ``packages`` or a module inside one (writeback.harnesses is not
    inside writeback.harness)."""
    return any(name == p or name.startswith(p + ".") for p in packages)


def module_level_imports_of(path: Path) -> set[str]:
    """What importing the module imports (not what its functions import when called)."""
    names = set()
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)
    return names


def test_core_imports_no_component():
    for path in (REPO / "writeback").rglob("*.py"):
        for name in imports_of(path):
            assert not within(name, ("writeback.hooks", "writeback.harness", "writeback.serve")), (
                f"{path.relative_to(REPO)} imports {name}"
            )


def test_hooks_stay_light():
    for path in (REPO / "hooks").rglob("*.py"):
        if path.name in {"cli.py", "doctor.py"}:
            continue  # `writeback hook --help` and doctor run under click, not as the hook
        for name in imports_of(path):
            assert not name.startswith(
                ("writeback.brain", "click", "pydantic", "writeback.config")
            ), f"{path.relative_to(REPO)} imports {name}"


def test_light_core_modules_import_only_stdlib():
    light = ["paths.py", "settings.py", "ttl.py", "fsutil.py", "brain/url.py", "harnesses.py"]
    for rel in light:
        for name in imports_of(REPO / "writeback" / rel):
            top = name.split(".")[0]
            assert top in {"__future__", "json", "os", "re", "shlex", "collections", "dataclasses",
                           "pathlib", "typing", "datetime", "hashlib", "urllib", "tempfile",
                           "shutil", "sys", "importlib",
                           "writeback"}, (rel, name)  # fmt: skip


def _first_string_args(path: Path, callee: str) -> set[str]:
    """The string literal first (or, for Reply, third) argument of every call to ``callee``."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
        if name != callee:
            continue
        arg = node.args[2] if callee == "Reply" and len(node.args) > 2 else node.args[0]
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
            out.add(arg.value)
    return out


def test_ipc_error_codes_are_the_closed_sets():
    """What serve answers with is ipc.SERVER_ERRORS (which the protocol re-exports), and
    what the client reports on its own is ipc.CLIENT_ERRORS: one definition each."""
    from writeback import ipc
    from writeback.serve import protocol

    assert protocol.ERROR_CODES is ipc.SERVER_ERRORS
    raised = set()
    for name in ("protocol.py", "daemon.py"):
        raised |= _first_string_args(REPO / "serve" / name, "ProtocolError")
        raised |= _first_string_args(REPO / "serve" / name, "error")
    assert raised and raised <= set(ipc.SERVER_ERRORS), raised - set(ipc.SERVER_ERRORS)
    client = _first_string_args(REPO / "writeback" / "ipc.py", "Reply")
    assert client and client - {"bad_request"} <= set(ipc.CLIENT_ERRORS), client
    assert not set(ipc.CLIENT_ERRORS) & set(ipc.SERVER_ERRORS)


def test_memory_service_imports_no_front_end():
    """writeback.memory holds the policy under every front end: it imports no component,
    no front end (CLI, MCP) and no click or pydantic."""
    for name in imports_of(REPO / "writeback" / "memory.py"):
        assert not within(
            name, ("writeback.hooks", "writeback.harness", "writeback.serve", "writeback.cli",
                   "writeback.mcp", "click", "pydantic", "mcp")
        ), f"writeback/memory.py imports {name}"  # fmt: skip


def test_front_ends_leave_the_policy_to_the_memory_service():
    """The CLI's remember/forget, the MCP tools and harvest never scan for secrets, build
    facts from candidates or read the visibility default themselves."""
    fronts = [REPO / "writeback" / "cli" / "facts.py", REPO / "writeback" / "mcp" / "server.py",
              REPO / "serve" / "harvest.py"]  # fmt: skip
    for path in fronts:
        text = path.read_text()
        assert "writeback.secrets" not in imports_of(path), path
        for policy in ("to_new_facts", '"facts.default_visibility"', "refuse(", "scan_fields"):
            assert policy not in text, f"{path.relative_to(REPO)} decides {policy} itself"
        assert "memory" in text


def test_mcp_package_is_a_front_end_over_memory_and_brain():
    """writeback.mcp imports the memory service and the brain, never the CLI or a
    component (harness, serve, hooks); the process front and the wire stay stdlib-light."""
    package = REPO / "writeback" / "mcp"
    found = set()
    for path in package.glob("*.py"):
        for name in imports_of(path):
            found.add(name)
            assert not within(
                name, ("writeback.cli", "writeback.hooks", "writeback.harness", "writeback.serve")
            ), f"{path.relative_to(REPO)} imports {name}"
    assert {"writeback.memory", "writeback.brain.base"} <= found
    for light in ("__init__.py", "front.py", "wire.py"):  # the server loads after the handshake
        for name in module_level_imports_of(package / light):
            assert not within(
                name, ("pydantic", "mcp", "click", "anyio", "writeback.memory",
                       "writeback.brain", "writeback.mcp.server", "writeback.mcp.tools",
                       "writeback.mcp.stdio")
            ), f"writeback/mcp/{light} imports {name}"  # fmt: skip


def test_the_mcp_front_starts_without_pydantic_or_the_sdk():
    """`writeback mcp` answers its handshake from the cache before the SDK loads: the
    front, including the cache key it computes, imports neither pydantic nor mcp."""
    import subprocess
    import sys

    code = (
        "import json, sys\nfrom writeback.mcp import front\nfront.cache_key()\n"
        "print(json.dumps(sorted(sys.modules)))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=REPO).stdout  # fmt: skip
    loaded = set(json.loads(out))
    assert not {m for m in loaded if m.split(".")[0] in ("pydantic", "mcp", "click")}, loaded
    assert not loaded & {"writeback.memory", "writeback.mcp.server", "writeback.brain"}, loaded


def test_a_secret_scan_loads_neither_requests_nor_multiprocessing():
    """The hook scans every banked turn for secrets when serve is down: detect-secrets must
    not pull in ``requests``/urllib3 (verification only) or ``multiprocessing`` (its
    parallel file scan), which would cost the hook ~100 ms and ~15 ms. The scan itself
    still finds a secret."""
    import subprocess
    import sys

    code = (
        "import json, sys\nfrom writeback import secrets\n"
        "found = secrets.scan('token ghp_abcdefghijklmnopqrstuvwxyz0123456789 here')\n"
        "print(json.dumps([found, sorted(sys.modules)]))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True, cwd=REPO).stdout  # fmt: skip
    found, loaded = json.loads(out)
    assert "GitHub Token" in found
    # (the bare names may be present as deferred stand-ins; their submodules load with them)
    assert not {m for m in loaded if m.startswith(("requests.", "urllib3", "multiprocessing."))}
