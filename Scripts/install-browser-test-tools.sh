#!/usr/bin/env bash
# Installs what the real-browser tests need: Debian's Chromium and its WebDriver (with apt-get,
# through sudo when not root), and Python's selenium (with pip); and what the reverse-proxy test
# needs: Debian's nginx-light and Python's websocket-client. Safe to run again; installs only
# what is missing. `swift test` never runs it: it skips those tests when a tool is missing.
set -euo pipefail

if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1 \
  || ! { command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; }; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: no apt-get here: install chromium and chromedriver (on PATH) with this system's package manager" >&2
    exit 1
  fi
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium chromium-driver nginx-light >/dev/null
fi

if ! python3 -c "import selenium" >/dev/null 2>&1; then
  python3 -m pip install --quiet --disable-pip-version-check selenium
fi
if ! python3 -c "import websocket" >/dev/null 2>&1; then
  python3 -m pip install --quiet --disable-pip-version-check websocket-client
fi

echo "browser test tools: $(chromium --version 2>/dev/null | head -n1), $(chromedriver --version 2>/dev/null | head -n1), selenium $(python3 -c 'import selenium; print(selenium.__version__)'), $({ command -v nginx >/dev/null 2>&1 && nginx -v || /usr/sbin/nginx -v; } 2>&1), websocket-client $(python3 -c 'import websocket; print(websocket.__version__)')"
