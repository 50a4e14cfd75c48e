#!/bin/bash
# The README's test command where nothing is installed: a Debian 12 minbase (made first with
# `debootstrap --variant=minbase bookworm ROOT http://deb.debian.org/debian`), a clone of this
# checkout's HEAD, the command as root in chroot (no display), timed. Run as root:
#   scripts/prove-on-minbase.sh ROOT [LOG]
set -u
R=${1:?the minbase folder}
LOG=${2:-$R.log}
HERE=$(cd "$(dirname "$0")/.." && pwd)
cp /etc/resolv.conf $R/etc/resolv.conf
mountpoint -q $R/proc || mount -t proc proc $R/proc
mountpoint -q $R/dev || mount --bind /dev $R/dev
mountpoint -q $R/dev/pts || mount --bind /dev/pts $R/dev/pts
rm -rf $R/src && git clone -q "$HERE" $R/src
( cd $R/src && git log --oneline -1 )
start=$(date +%s)
chroot $R /bin/bash -c 'cd /src && export HOME=/root && scripts/setup-debian.sh && cmake --preset ci && cmake --build --preset ci && ctest --preset ci' > "$LOG" 2>&1
rc=$?
echo "rc=$rc seconds=$(( $(date +%s) - start ))"
tail -8 "$LOG"
umount $R/dev/pts $R/dev $R/proc
