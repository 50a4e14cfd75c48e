#!/usr/bin/env bash
# Installs every Debian 12 package the project needs to build, test and run.
# Safe to run again: apt-get only installs what is missing. Needs root (or sudo).
#   --fuzz  also the compiler, its sanitizer runtimes and libFuzzer for the `fuzz` preset
#           (clang-16, libclang-rt-16-dev, libfuzzer-16-dev; llvm-16 for llvm-symbolizer);
#           only the fuzz build needs them (docs/reliability.md, "Fuzzing and sanitizers").
#   --clang the compiler, its profile runtime and llvm-profdata for scripts/profile-build.sh
#           (clang-16, libclang-rt-16-dev: the instrumented build links its profile runtime;
#           llvm-16)
set -euo pipefail

fuzz=0
clang=0
for arg in "$@"; do
  case $arg in
    --fuzz) fuzz=1 ;;
    --clang) clang=1 ;;
    *) echo "usage: $0 [--fuzz] [--clang]" >&2; exit 2 ;;
  esac
done

packages=(
  build-essential cmake ninja-build pkg-config lld
  qt6-base-dev qt6-declarative-dev qt6-svg-dev libquazip1-qt6-dev
  qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  qml6-module-qtqml qml6-module-qtqml-models qml6-module-qtqml-workerscript
  qml6-module-qtquick qml6-module-qtquick-window qml6-module-qtquick-layouts
  qml6-module-qtquick-controls qml6-module-qtquick-templates
  qml6-module-qtquick-shapes qml6-module-qttest qml6-module-qt-labs-settings
  libgl1-mesa-dri fonts-dejavu-core xvfb xauth
  desktop-file-utils appstream shared-mime-info dpkg-dev file qt6-translations-l10n
  libbenchmark-dev qt6-websockets-dev qt6-multimedia-dev
)
if [ "$fuzz" -eq 1 ]; then
  packages+=(clang-16 libclang-rt-16-dev libfuzzer-16-dev llvm-16)
elif [ "$clang" -eq 1 ]; then
  packages+=(clang-16 libclang-rt-16-dev llvm-16)
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  sudo="sudo"
fi
echo "Installing: ${missing[*]}"
$sudo apt-get update -q
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
