"""Train the attacker adapter (a LoRA on the embedded SmolLM2-135M) on PersonalReddit, persona-split.

Needs PyTorch, transformers, peft and gguf (not dependencies of LookTwice: a GPU machine has them; on a
CPU `--smoke` runs two steps of everything). It reads the embedded GGUF (transformers dequantizes it),
so the adapter is trained on the weights the engine runs.

What it trains, on PersonalReddit's 404 training comments (MIT; SynthPAI is never trained on: its
licence is non-commercial):
- per fold k of a persona split (`models.adapter.personas`), one adapter per target on the comments of
  the other folds, evaluated on the comments of fold k, whose personas it never saw:
  `truth` (the persona's true value: the engine's attacker) and `gpt4` (GPT-4's first guess in the
  data: the evaluation's attacker, a separately trained model with another target);
- `engine`: the `truth` target on every comment (the adapter the engine ships).

Each question asks the attribute the comment was written to leak (`feature`); the held-out comments are
also asked the other seven attributes, which gives the answer probabilities the engine's confidence
threshold is calibrated on. Writes, under --out: one folder per adapter (PEFT safetensors in fp16 plus
`manifest.json` naming its training personas), `predictions.jsonl` (every held-out answer with its
probability), `training.json` (losses, timings, settings) and the base model's `config.json`
(`convert_lora_to_gguf.py` needs it). `bench/attacker_report.py` turns that into the report.

    python -m bench.train_attacker --gguf smol.gguf --data train.jsonl --out out/
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections import Counter
from pathlib import Path
from typing import Any

from models.adapter.personas import FOLDS, persona_folds, persona_key
from models.adapter.prompt import answer_text, clean_answer, comment_prefix, question_suffix
from models.categories import ATTRIBUTES
from models.evaluation.evidence_survival import grounded_phrases
from models.evaluation.matcher import match

TARGET_MODULES = ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]


def gpt4_first_guess(row: dict[str, Any]) -> str:
    """GPT-4's first guess in PersonalReddit's `guess` field ("Type: …\\nInference: …\\nGuess: a; b; c")."""
    guess = str(row.get("guess") or "").split("Guess:")[-1].strip()
    return guess.split(";")[0].strip().rstrip(".").strip()


EVIDENCE_MARK = " => "  # the `evidence` target: "quoted phrase; phrase => value" on one line


def target_value(row: dict[str, Any], target: str) -> str:
    if target == "gpt4":
        return gpt4_first_guess(row) or str(row["personality"][row["feature"]])
    truth = str(row["personality"][row["feature"]])
    if target == "evidence":
        # the phrases GPT-4 quoted that stand in the comment, then the true value: the model learns to
        # point at its evidence before it answers (a short chain of thought a 135M model can imitate)
        phrases = grounded_phrases(str(row.get("guess") or ""), row["response"])[:3]
        return ("; ".join(phrases) + EVIDENCE_MARK).lstrip() + truth
    return truth


def guess_of(answer: str) -> str:
    """The guess of an answer; an `evidence` answer has its guess after the mark."""
    return answer.rsplit(EVIDENCE_MARK.strip(), 1)[-1].strip() if EVIDENCE_MARK.strip() in answer else answer


class Trainer:
    def __init__(self, gguf: Path, device: str, smoke: bool, rank: int, epochs: int, lr: float, seed: int,
                 all_questions: bool = False, batch: int = 16) -> None:
        import torch
        from transformers import AutoTokenizer

        self.torch, self.gguf, self.device, self.smoke = torch, gguf, device, smoke
        self.rank, self.epochs, self.lr, self.seed = rank, epochs, lr, seed
        self.all_questions, self.batch = all_questions, batch
        self.max_new_tokens = 16
        self.tok = AutoTokenizer.from_pretrained(str(gguf.parent), gguf_file=gguf.name)
        if self.tok.pad_token_id is None:
            self.tok.pad_token = self.tok.eos_token
        self.end_id = self.tok.convert_tokens_to_ids("<|im_end|>")
        self._ids: dict[str, list[int]] = {}
        self.clues: dict[str, list[str]] = {}  # comment -> the pre-filter's clues (--clues), else none

    def ids(self, text: str) -> list[int]:
        cached = self._ids.get(text)
        if cached is None:
            cached = self._ids[text] = self.tok(text, add_special_tokens=False)["input_ids"]
        return cached

    def prompt_ids(self, comment: str, attribute: str) -> list[int]:
        # tokenized in two parts, as the engine does, so both sides see the same tokens
        return self.ids(comment_prefix(comment, self.clues.get(comment, ()))) + self.ids(question_suffix(attribute))

    def base(self) -> Any:
        from transformers import AutoModelForCausalLM

        model = AutoModelForCausalLM.from_pretrained(str(self.gguf.parent), gguf_file=self.gguf.name,
                                                     torch_dtype=self.torch.float32)
        return model.to(self.device)

    def train(self, rows: list[dict[str, Any]], target: str) -> tuple[Any, list[float]]:
        from peft import LoraConfig, get_peft_model

        torch = self.torch
        torch.manual_seed(self.seed)
        rng = random.Random(self.seed)
        model = get_peft_model(self.base(), LoraConfig(r=self.rank, lora_alpha=2 * self.rank, lora_dropout=0.05,
                                                       target_modules=TARGET_MODULES, task_type="CAUSAL_LM"))
        opt = torch.optim.AdamW([p for p in model.parameters() if p.requires_grad], lr=self.lr)
        data = [(self.prompt_ids(r["response"], r["feature"]), self.ids(answer_text(target_value(r, target))))
                for r in rows]
        if self.all_questions and target == "truth":
            # the other seven questions too, answered with the persona's true value: the comment rarely
            # states them, so this teaches what a comment's style and topic imply (and the priors)
            data += [(self.prompt_ids(r["response"], a), self.ids(answer_text(str(r["personality"][a]))))
                     for r in rows for a in ATTRIBUTES if a != r["feature"]]
        model.train()
        losses = []
        for _epoch in range(self.epochs):
            order = list(range(len(data)))
            rng.shuffle(order)
            batches = [order[i:i + self.batch] for i in range(0, len(order), self.batch)]
            if self.smoke:
                batches = batches[:2]
            total = 0.0
            for batch in batches:
                pairs = [data[j] for j in batch]
                width = max(len(p) + len(a) for p, a in pairs)
                ids = torch.full((len(pairs), width), self.tok.pad_token_id)
                labels = torch.full((len(pairs), width), -100)
                mask = torch.zeros((len(pairs), width), dtype=torch.long)
                for k, (p, a) in enumerate(pairs):
                    seq = p + a
                    ids[k, :len(seq)] = torch.tensor(seq)
                    labels[k, len(p):len(seq)] = torch.tensor(a)
                    mask[k, :len(seq)] = 1
                with torch.autocast(self.device, dtype=torch.bfloat16, enabled=self.device == "cuda"):
                    loss = model(input_ids=ids.to(self.device), attention_mask=mask.to(self.device),
                                 labels=labels.to(self.device)).loss
                loss.backward()
                opt.step()
                opt.zero_grad()
                total += float(loss.item())
            losses.append(round(total / max(1, len(batches)), 4))
        model.eval()
        return model, losses

    def answer(self, model: Any, questions: list[tuple[str, str]], batch: int = 48) -> list[tuple[str, float, str]]:
        """Greedy answers to (comment, attribute) questions: the guess, its probability (product over the
        guess's tokens and the end marker) and the answer as generated (with an `evidence` answer's phrases)."""
        torch = self.torch
        out: list[tuple[str, float]] = []
        for i in range(0, len(questions), batch):
            chunk = [self.prompt_ids(c, a) for c, a in questions[i:i + batch]]
            width = max(len(p) for p in chunk)
            ids = torch.full((len(chunk), width), self.tok.pad_token_id)
            mask = torch.zeros((len(chunk), width), dtype=torch.long)
            for k, p in enumerate(chunk):  # left padding for generation
                ids[k, width - len(p):] = torch.tensor(p)
                mask[k, width - len(p):] = 1
            with torch.no_grad():
                gen = model.generate(input_ids=ids.to(self.device), attention_mask=mask.to(self.device),
                                     max_new_tokens=self.max_new_tokens, do_sample=False, pad_token_id=self.tok.pad_token_id,
                                     eos_token_id=self.end_id, output_scores=True, return_dict_in_generate=True)
            steps = torch.stack([s.float().log_softmax(-1) for s in gen.scores], dim=1)  # batch × steps × vocab
            new = gen.sequences[:, width:]
            for k in range(len(chunk)):
                logprobs, tokens = [], []
                for step in range(new.shape[1]):
                    token = int(new[k, step])
                    logprobs.append(float(steps[k, step, token]))
                    if token == self.end_id:
                        break
                    tokens.append(token)
                raw = clean_answer(self.tok.decode(tokens, skip_special_tokens=True))
                # an `evidence` answer's probability is its value's (the tokens after the mark), the quantity
                # the engine thresholds; the evidence before it is the model's pointer, not its claim
                value_from = next((j + 1 for j in range(len(tokens))
                                   if EVIDENCE_MARK.strip() in self.tok.decode(tokens[:j + 1])), 0)
                prob = round(float(torch.tensor(sum(logprobs[value_from:])).exp()), 5)
                out.append((guess_of(raw), prob, raw))
            if self.smoke:
                out.extend(("", 0.0, "") for _ in questions[i + batch:])
                break
        return out

    def save(self, model: Any, folder: Path, manifest: dict[str, Any]) -> None:
        from peft import get_peft_model_state_dict
        from safetensors.torch import save_file

        folder.mkdir(parents=True, exist_ok=True)
        state = {k: v.detach().to("cpu", self.torch.float16).contiguous()
                 for k, v in get_peft_model_state_dict(model).items()}
        save_file(state, str(folder / "adapter_model.safetensors"))
        model.peft_config["default"].save_pretrained(str(folder))
        (folder / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--gguf", type=Path, required=True)
    ap.add_argument("--data", type=Path, required=True, help="PersonalReddit train.jsonl")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--folds", type=int, default=FOLDS)
    ap.add_argument("--targets", default="truth,gpt4")
    ap.add_argument("--rank", type=int, default=8)
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--lr", type=float, default=2e-4)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--no-engine", action="store_true", help="skip the adapter trained on every comment")
    ap.add_argument("--engine-target", default="truth", choices=("truth", "evidence"),
                    help="the target of the adapter trained on every comment (the engine's)")
    ap.add_argument("--tag", default="", help="suffix of the adapter folders (for comparisons)")
    ap.add_argument("--batch", type=int, default=16)
    ap.add_argument("--feature-only", action="store_true",
                    help="ask held-out comments only the leaked attribute (faster; no calibration data)")
    ap.add_argument("--all-questions", action="store_true",
                    help="train the truth target on all eight questions per comment, not only the leaked one")
    ap.add_argument("--clues", type=Path, help="jsonl of {id, clues} (bench/attacker_clues.py): the pre-filter's "
                    "findings go into every prompt")
    ap.add_argument("--smoke", action="store_true", help="a few steps and answers on the CPU: checks the code")
    args = ap.parse_args()
    import torch

    device = "cuda" if torch.cuda.is_available() else "cpu"
    rows = [json.loads(line) for line in args.data.read_text(encoding="utf-8").splitlines() if line.strip()]
    for number, row in enumerate(rows, 1):
        row["id"] = f"pr-{number:04d}"  # the evaluation's sample ids (models/evaluation/samples.py)
        row["persona"] = persona_key(row["personality"])
    folds = persona_folds(Counter(r["persona"] for r in rows), args.folds)
    if args.smoke:
        rows = rows[:: max(1, len(rows) // 24)]
    trainer = Trainer(args.gguf, device, args.smoke, args.rank, args.epochs, args.lr, args.seed, args.all_questions,
                      args.batch)
    if args.clues:
        by_id = {c["id"]: c["clues"] for c in map(json.loads, args.clues.read_text(encoding="utf-8").splitlines())}
        trainer.clues = {r["response"]: by_id[r["id"]] for r in rows}
    args.out.mkdir(parents=True, exist_ok=True)
    log: dict[str, Any] = {"device": torch.cuda.get_device_name(0) if device == "cuda" else "cpu",
                           "torch": torch.__version__, "rank": args.rank, "epochs": args.epochs, "lr": args.lr,
                           "seed": args.seed, "folds": args.folds, "all_questions": args.all_questions, "batch": args.batch,
                           "clues": bool(args.clues), "target_modules": TARGET_MODULES,
                           "comments": len(rows), "personas": len(folds), "runs": []}
    predictions = open(args.out / f"predictions{args.tag}.jsonl", "a", encoding="utf-8")

    def record(variant: str, fold: int | None, test: list[dict[str, Any]], attributes: str, model: Any) -> None:
        questions = [(r, a) for r in test for a in ([r["feature"]] if attributes == "feature" else ATTRIBUTES)]
        answers = trainer.answer(model, [(r["response"], a) for r, a in questions])
        for (r, a), (guess, prob, raw) in zip(questions, answers):
            line = {"variant": variant, "fold": fold, "id": r["id"], "persona": r["persona"], "attribute": a,
                    "feature": a == r["feature"], "guess": guess, "prob": prob,
                    "correct": match(a, r["personality"][a], guess)}
            if raw != guess:
                line["answer"] = raw
            predictions.write(json.dumps(line) + "\n")
        predictions.flush()

    started = time.time()
    if not args.tag:  # a comparison run (--tag) shares the zero-shot answers of the main run
        base = trainer.base()
        base.eval()
        record("zero-shot", None, rows, "feature", base)
        del base
        print(f"zero-shot done {time.time() - started:.0f}s", flush=True)
    for target in args.targets.split(","):
        trainer.max_new_tokens = 64 if target == "evidence" else 16
        for fold in range(args.folds):
            train = [r for r in rows if folds[r["persona"]] != fold]
            test = [r for r in rows if folds[r["persona"]] == fold]
            t0 = time.time()
            model, losses = trainer.train(train, target)
            seconds = round(time.time() - t0, 1)
            name = f"{target}{args.tag}_fold{fold}"
            asks_all = target in ("truth", "evidence") and not args.feature_only  # the engine's targets: calibration
            record(name, fold, test, "all" if asks_all else "feature", model)
            trainer.save(model, args.out / name, {
                "target": target, "fold": fold, "folds": args.folds, "rank": args.rank, "epochs": args.epochs,
                "trained_personas": sorted({r["persona"] for r in train}),
                "trained_comments": len(train), "data": "PersonalReddit train.jsonl (MIT)", "clues": bool(args.clues)})
            log["runs"].append({"name": name, "target": target, "fold": fold, "train": len(train),
                                "test": len(test), "losses": losses, "seconds": seconds})
            print(f"{name}: losses {losses} {seconds}s total {time.time() - started:.0f}s", flush=True)
            del model
    if not args.no_engine:
        t0 = time.time()
        trainer.max_new_tokens = 64 if args.engine_target == "evidence" else 16
        model, losses = trainer.train(rows, args.engine_target)
        trainer.save(model, args.out / f"engine{args.tag}", {
            "target": args.engine_target, "fold": None, "folds": args.folds, "rank": args.rank, "epochs": args.epochs,
            "trained_personas": sorted({r["persona"] for r in rows}), "trained_comments": len(rows),
            "data": "PersonalReddit train.jsonl (MIT)", "clues": bool(args.clues)})
        log["runs"].append({"name": f"engine{args.tag}", "target": args.engine_target, "fold": None, "train": len(rows),
                            "test": 0, "losses": losses, "seconds": round(time.time() - t0, 1)})
        print(f"engine: losses {losses}", flush=True)
        trainer.base().config.save_pretrained(str(args.out))  # config.json for convert_lora_to_gguf.py
    log["seconds"] = round(time.time() - started, 1)
    log_path = args.out / f"training{args.tag}.json"
    log_path.write_text(json.dumps(log, indent=1) + "\n", encoding="utf-8")
    predictions.close()


if __name__ == "__main__":
    main()
