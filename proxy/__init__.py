"""The local service: one engine, the policies and the encrypted store, on 127.0.0.1 only."""
