"""What answers protocol requests with an engine, whatever carries them: the Core (engine, work queue,
encrypted store) and the dispatcher. proxy/ puts it behind HTTP and WebSocket; native_host/in_process.py
behind native messaging. Depends on protocol/ and models/, never on proxy/ or native_host/.
"""
