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

shot=$(mktemp -d)/installed-start.png
# A fresh home, so no saved settings or games change what starts.
HOME=$(mktemp -d) xvfb-run -a -s "-screen 0 1280x800x24" /usr/bin/carcassonne --screenshot "$shot"
test -s "$shot"
echo "The installed program started and saved $shot ($(stat -c %s "$shot") bytes)"
