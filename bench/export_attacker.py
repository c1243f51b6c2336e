"""Export the trained attacker adapters (bench/train_attacker.py's output) as GGUF LoRA files with their
manifests into models/adapters/, where the engine and `looktwice eval` find them.

`convert_lora_to_gguf.py` and its `gguf-py` ship inside the llama-cpp-python sdist (vendor/llama.cpp);
this script downloads that sdist with pip into a temporary folder and runs the converter from there
(nothing of it is copied into the project). It needs torch, transformers and safetensors (the training
environment). The thresholds come from bench/attacker_report.py's calibration (cross-fitted: a fold's
adapter is calibrated on the other folds' held-out answers).

    python -m bench.export_attacker --trained out/ --tag _e6 --data ../shared/data/PersonalReddit/train.jsonl
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from bench.attacker_report import calibrate, load_predictions, rows_with_folds
from models.adapter.registry import ADAPTER_DIR, ENGINE_ADAPTER, EVAL_ATTACKER, EVAL_ENGINE

LLAMA_CPP_PYTHON = "0.3.36"  # the version the project builds; its vendored converter matches its llama.cpp
LICENCE = ("Trained by LookTwice on PersonalReddit train.jsonl (github.com/eth-sri/llm-anonymization @ 5dafa6d, "
           "MIT); base model SmolLM2-135M-Instruct (Apache-2.0). No SynthPAI data (CC-BY-NC-SA) was used.")


def converter(workdir: Path) -> Path:
    subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:", "-q",
                    f"llama-cpp-python=={LLAMA_CPP_PYTHON}", "-d", str(workdir)], check=True)
    sdist = next(workdir.glob("llama_cpp_python-*.tar.gz"))
    root = f"llama_cpp_python-{LLAMA_CPP_PYTHON}/vendor/llama.cpp/"
    with tarfile.open(sdist) as tar:
        members = [m for m in tar.getmembers() if m.name.startswith(root) and (
            m.name.count("/") == 3 and m.name.endswith(".py") or "/gguf-py/" in m.name or "/conversion/" in m.name)]
        tar.extractall(workdir, members=members, filter="data")
    return workdir / root


def base_config(trained: Path, folder: Path) -> Path:
    """The base model's config.json as the converter wants it (architecture named, no GGUF quantization)."""
    config = json.loads((trained / "config.json").read_text(encoding="utf-8"))
    config["architectures"] = ["LlamaForCausalLM"]
    config.pop("quantization_config", None)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.json").write_text(json.dumps(config, indent=1), encoding="utf-8")
    return folder


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--trained", type=Path, required=True)
    ap.add_argument("--tag", default="")
    ap.add_argument("--out", type=Path, default=ADAPTER_DIR)
    ap.add_argument("--data", type=Path, required=True,
                    help="PersonalReddit train.jsonl: attributes the adapter answers no better than the text-blind "
                         "guess get no threshold")
    ap.add_argument("--thresholds-only", action="store_true",
                    help="only recalibrate the thresholds in the manifests already in --out (no conversion)")
    args = ap.parse_args()
    predictions = load_predictions(args.trained / f"predictions{args.tag}.jsonl")
    rows = rows_with_folds(args.data, predictions)
    names = {f"engine{args.tag}": (ENGINE_ADAPTER, None)}
    folds = sorted({p["fold"] for p in predictions if p["variant"].startswith(f"truth{args.tag}_fold")})
    for fold in folds:
        names[f"truth{args.tag}_fold{fold}"] = (EVAL_ENGINE.format(fold=fold), fold)
        names[f"gpt4{args.tag}_fold{fold}"] = (EVAL_ATTACKER.format(fold=fold), fold)
    if args.thresholds_only:
        for folder, (name, fold) in names.items():
            path = args.out / f"{name}.json"
            manifest = json.loads(path.read_text(encoding="utf-8"))
            if manifest.get("trained_from") != folder or not folder.startswith(("truth", "engine")):
                continue  # another run's adapter, or the evaluation's attacker (never thresholded)
            manifest["thresholds"] = calibrate(predictions, f"truth{args.tag}", exclude_fold=fold, rows=rows)
            path.write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
            print(f"{name}.json thresholds {manifest['thresholds']}", flush=True)
        return
    names = {folder: target for folder, target in names.items() if (args.trained / folder).is_dir()}
    log = args.trained / f"training{args.tag}.json"
    clues = bool(json.loads(log.read_text(encoding="utf-8")).get("clues")) if log.is_file() else False
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        root = converter(Path(tmp))
        base = base_config(args.trained, Path(tmp) / "base")
        for folder, (name, fold) in names.items():
            manifest = json.loads((args.trained / folder / "manifest.json").read_text(encoding="utf-8"))
            subprocess.run([sys.executable, str(root / "convert_lora_to_gguf.py"), "--base", str(base),
                            "--outtype", "f16", "--outfile", str(args.out / f"{name}.gguf"),
                            str(args.trained / folder)], check=True, env={"PYTHONPATH": str(root / "gguf-py"),
                                                                        "PATH": "/usr/bin:/bin"})
            manifest.setdefault("clues", clues)  # an adapter trained with the pre-filter's clues must be given them
            manifest.update(data=LICENCE, thresholds=calibrate(predictions, f"truth{args.tag}", exclude_fold=fold, rows=rows),
                            trained_from=folder)
            (args.out / f"{name}.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
            print(f"{name}.gguf <- {folder}", flush=True)


if __name__ == "__main__":
    main()
