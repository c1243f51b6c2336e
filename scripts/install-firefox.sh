#!/usr/bin/env bash
# Debian's firefox-esr for the Firefox end-to-end test; puppeteer-core drives it over WebDriver BiDi (it
# never downloads a browser).
set -euo pipefail
if command -v firefox-esr >/dev/null 2>&1; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q firefox-esr
