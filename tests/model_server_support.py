"""A real OpenAI-compatible model server for tests (the launcher lives in bench/, which the benchmark shares)."""

from bench.llama_server import free_port, llama_cpp_server

__all__ = ["free_port", "llama_cpp_server"]
