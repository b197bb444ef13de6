#!/usr/bin/env bash
# Installs what the real-browser tests need: Debian's Chromium and its WebDriver (with apt-get,
# through sudo when not root), and Python's selenium (with pip). Safe to run again; installs only
# what is missing. `swift test` never runs it: it skips the browser tests when a tool is missing.
set -euo pipefail

if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: no apt-get here: install chromium and chromedriver (on PATH) with this system's package manager" >&2
    exit 1
  fi
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium chromium-driver >/dev/null
fi

if ! python3 -c "import selenium" >/dev/null 2>&1; then
  python3 -m pip install --quiet --disable-pip-version-check selenium
fi

echo "browser test tools: $(chromium --version 2>/dev/null | head -n1), $(chromedriver --version 2>/dev/null | head -n1), selenium $(python3 -c 'import selenium; print(selenium.__version__)')"
