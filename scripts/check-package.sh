#!/usr/bin/env bash
# Builds the .deb from a configured and built tree (default build/ci), installs it with apt
# (which also installs the Depends: Qt, QuaZip and the QML modules), and starts the installed
# program headless to its start screen, checking that it saved a picture of it.
# Needs root (apt); CI runs it after the tests (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/ci}

rm -f "$build"/carcassonne-studio_*.deb
(cd "$build" && cpack -G DEB)
deb=$(ls "$build"/carcassonne-studio_*.deb)
echo "Package: $deb"
dpkg-deb --field "$deb" Package Version Depends

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "./$deb"
dpkg -s carcassonne-studio | grep -q "^Status: install ok installed"
test -x /usr/bin/carcassonne && test -x /usr/bin/carcassonne-editor
desktop-file-validate /usr/share/applications/io.github.carcassonnestudio.Carcassonne.desktop
appstreamcli validate --no-net /usr/share/metainfo/io.github.carcassonnestudio.Carcassonne.metainfo.xml

# The server: its WebSocket runtime a dependency, its unit installed but enabled nowhere (the
# package starts no network service), and the installed program listening on 127.0.0.1 by
# default and stopping cleanly on SIGTERM.
dpkg-deb --field "$deb" Depends | grep -q 'libqt6websockets6'
test -x /usr/bin/carcassonne-server
test -f /usr/lib/systemd/system/carcassonne-server.service
if ls /etc/systemd/system/*.wants/carcassonne-server.service >/dev/null 2>&1; then
  echo "carcassonne-server.service was enabled by the package" >&2
  exit 1
fi
served=$(mktemp)
/usr/bin/carcassonne-server --port 0 >"$served" &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
for _ in $(seq 100); do
  grep -q '^listening on ' "$served" && break
  sleep 0.1
done
grep '^listening on ws://127\.0\.0\.1:[0-9]*$' "$served"
kill -TERM "$server"
wait "$server"
trap - EXIT

shot=$(mktemp -d)/installed-start.png
# A fresh home, so no saved settings or games change what starts.
HOME=$(mktemp -d) xvfb-run -a -s "-screen 0 1280x800x24" /usr/bin/carcassonne --screenshot "$shot"
test -s "$shot"
echo "The installed program started and saved $shot ($(stat -c %s "$shot") bytes)"
