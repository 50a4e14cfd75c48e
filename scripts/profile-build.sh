#!/usr/bin/env bash
# The profile build: the release build optimised by a profile of the engine at work, as chess
# engines build their releases (docs/performance.md, "The profile build"). Three steps in one
# tree, build/profile:
#   1. an instrumented carcassonne-cli (CARCASSONNE_PGO=GENERATE),
#   2. a training run: random playouts of every rule set and games between the computer
#      players, on seeds the bench does not use,
#   3. the build optimised by that profile (CARCASSONNE_PGO=USE): every program, or with
#      --cli only carcassonne-cli; then `bench --cpu` on the base game.
# The compiler is clang++-16 (its profile gave 13% more games a second than GCC's, which gave
# none: docs/performance.md); CXX=g++ picks GCC. --native adds -march=native: for a build that
# runs only on the machine that built it, never for a package.
#   scripts/profile-build.sh [--cli] [--native]
#   cd build/profile && cpack -G DEB      # a .deb of the profile build (docs/packaging.md)
set -euo pipefail
cd "$(dirname "$0")/.."

cli_only=0
native=0
for arg in "$@"; do
  case $arg in
    --cli) cli_only=1 ;;
    --native) native=1 ;;
    *) echo "usage: $0 [--cli] [--native]" >&2; exit 2 ;;
  esac
done

cxx=${CXX:-clang++-16}
build=build/profile
profiles=$PWD/$build/pgo
flags=""
if [ "$native" -eq 1 ]; then
  flags="-march=native"
fi
case $(basename "$cxx") in
  clang*)
    bash scripts/setup-debian.sh --clang
    profdata=llvm-profdata${cxx##*clang++}   # clang++-16: llvm-profdata-16
    ;;
  *)
    bash scripts/setup-debian.sh
    profdata=""
    ;;
esac

configure() {
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER="$cxx" \
    -DCMAKE_CXX_FLAGS="$flags" -DBUILD_TESTING=OFF -DCARCASSONNE_PGO="$1" \
    -DCARCASSONNE_PGO_DIR="$profiles"
}

echo "== 1. instrumented carcassonne-cli ($cxx)"
# A new tree: the flags change between the steps anyway, and CMake would drop this script's
# settings if an old tree had been configured with another compiler.
rm -rf "$build"
mkdir -p "$profiles"
configure GENERATE
cmake --build "$build" --target carcassonne-cli

echo "== 2. training run"
cli=$build/app/cli/carcassonne-cli
train() { echo "   $*"; "$cli" "$@" >/dev/null; }
train bench --games 20000 --seed 1000
train bench --games 4000 --seed 1000 --rules farmers=false
train bench --games 4000 --seed 1000 --players 4
train bench --games 4000 --seed 1000 --figures uniform
train bench --games 400 --seed 1000 --packages base,river,anniversary
train bench --games 6000 --seed 1000 --packages mayflower
for level in 1 2 3 4 5 6; do
  train bench --games 2000 --seed 1000 --packages mist --rules mistLevel=$level
done
train bench --games 600 --seed 1000 --packages traders-builders
bots="ai:mcts-hard?seconds=0&iterations=100,ai:mcts?seconds=0&iterations=100"
train play --packages base --players "$bots" --seed 1000
train play --packages traders-builders --players "$bots" --seed 1000
train play --packages mayflower --players "$bots" --seed 1000
train play --packages mist --rules mistLevel=3 \
  --players "ai:mcts-hard?seconds=0&iterations=100,ai:mcts-hard?seconds=0&iterations=100" --seed 1000
if [ -n "$profdata" ]; then
  "$profdata" merge -o "$profiles/carcassonne.profdata" "$profiles"/*.profraw
  rm -f "$profiles"/*.profraw
fi

echo "== 3. optimised by the profile"
configure USE
if [ "$cli_only" -eq 1 ]; then
  cmake --build "$build" --target carcassonne-cli
else
  cmake --build "$build"
fi
"$cli" bench --games 20000 --seed 1 --cpu
