"""What the service, the native host and the CLI share: message types (messages), the one error-code table
(errors), settings and the state directory (config), atomic state files (files), the token and the store key
(credentials), the running service's record (client) and the extension's identities (extension_ids).

Light on purpose: the native host imports it at start. Depends only on models/ (records and errors).
"""
