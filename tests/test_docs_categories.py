"""docs/architecture.md names every category in its table, in the order of models/categories.py."""

from pathlib import Path

from models.categories import CATEGORIES

DOC = Path(__file__).resolve().parents[1] / "docs" / "architecture.md"


def test_the_architecture_doc_lists_every_category_in_order() -> None:
    table = DOC.read_text(encoding="utf-8").split("## Categories (models/categories.py)")[1].split("\n## ")[0]
    rows = [line.split("|")[2] for line in table.splitlines() if line.startswith("| ") and "categories" not in line]
    named = [name.strip() for row in rows for name in row.split(",")]
    assert named == list(CATEGORIES)
