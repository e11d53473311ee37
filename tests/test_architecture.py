"""Import direction: the core never imports hooks/harness/serve; hooks never import the brain
backends, click or pydantic (the Stop hook's hot path stays light)."""

import ast
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
    return names


def test_core_imports_no_component():
    for path in (REPO / "writeback").rglob("*.py"):
        for name in imports_of(path):
            assert not name.startswith(
                ("writeback.hooks", "writeback.harness", "writeback.serve")
            ), f"{path.relative_to(REPO)} imports {name}"


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

