"""The native-messaging host the browser starts: a thin bridge from the extension to the local service."""
