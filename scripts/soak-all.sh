#!/usr/bin/env bash
# The soak of docs/reliability.md, "Soak": every rule set and package combination, seeded random
# games with the invariants checked after every move, as markdown rows on stdout.
#   scripts/soak-all.sh CLI GAMES     e.g. build/release/app/cli/carcassonne-cli 100000
#                                     or   build/asan/app/cli/carcassonne-cli 10000
# Stops with the failing row's output (and exit code 1) at the first fault.
set -euo pipefail
cli=${1:?usage: soak-all.sh CLI GAMES}
games=${2:?usage: soak-all.sh CLI GAMES}

rows=(
  "base|"
  "base|--rules farmers=false"
  "base|--rules abbot=true --players 3"
  "base,river|"
  "base,river-anniversary|"
  "base,anniversary|"
  "base,traders-builders|--players 3"
  "base,anniversary,river-anniversary,traders-builders|--rules abbot=true --players 5"
  "base,inns-cathedrals|"
  "base,inns-cathedrals|--players 4"
  "base,small-cities|"
  "base,wells|--players 3"
  "mayflower|"
  "mayflower|--players 5 --rules coastClosesFeatures=true"
  "mist|--rules mistLevel=1"
  "mist|--rules mistLevel=2"
  "mist|--rules mistLevel=3"
  "mist|--rules mistLevel=4"
  "mist|--rules mistLevel=5"
  "mist|--rules mistLevel=6"
  "mist|--players 1 --rules mistLevel=3"
  "mist|--players 5 --rules mistLevel=6"
  "mist|--rules mistLevel=3,ghostSupply=60"
  "mist|--rules mistLevel=6,ghostSupply=60"
)
echo "| \`--packages\` | and | moves checked | records round-tripped | seconds | peak memory |"
echo "| --- | --- | --- | --- | --- | --- |"
for row in "${rows[@]}"; do
  packages=${row%%|*}
  extra=${row#*|}
  log=$(mktemp)
  # shellcheck disable=SC2086 # the extra options are words
  if ! /usr/bin/time -f '%e %M' -o "$log.time" "$cli" soak --packages "$packages" --games "$games" \
      --seed 1 $extra >"$log" 2>&1; then
    echo "FAULT: --packages $packages $extra" >&2
    cat "$log" >&2
    exit 1
  fi
  line=$(tail -n 1 "$log")
  moves=$(sed -n 's/.* \([0-9]*\) moves checked.*/\1/p' <<<"$line")
  records=$(sed -n 's/.*checked, \([0-9]*\) records.*/\1/p' <<<"$line")
  read -r seconds kb <"$log.time"
  printf '| `%s` | %s | %s | %s | %s | %s MB |\n' "$packages" "${extra:+\`$extra\`}" \
    "$(printf "%'d" "$moves")" "$records" "$seconds" "$((kb / 1024))"
  rm -f "$log" "$log.time"
done
