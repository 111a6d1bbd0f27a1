#!/usr/bin/env bash
# Throwaway single-node Ceph RADOS Gateway (S3) for integration tests.
#
#   start-ceph-rgw.sh start DIR   build a cluster under the empty folder DIR, start
#                                 mon + osd + radosgw on 127.0.0.1, create an S3 user,
#                                 print one JSON line with the connection details
#   start-ceph-rgw.sh stop DIR    stop every daemon started under DIR
#
# Needs the Debian packages radosgw, ceph-mon and ceph-osd. No systemd, no /etc/ceph:
# every tool gets --conf DIR/ceph.conf, and all state, logs, sockets and pid files live
# in DIR. Only the JSON line goes to stdout; everything else goes to stderr or DIR/log.
set -euo pipefail

STARTUP_TIMEOUT=${CEPH_RGW_STARTUP_TIMEOUT:-60} # seconds for the whole start
ACCESS_KEY=TESTACCESSKEY0000000
SECRET_KEY=testsecretkey0000000000000000000000000000
REGION=us-east-1

die() {
  echo "start-ceph-rgw: $*" >&2
  exit 1
}
log() { echo "start-ceph-rgw: $*" >&2; }

usage() { die "usage: $0 start|stop DIR"; }

[ $# -eq 2 ] || usage
CMD=$1
[ -n "$2" ] || usage
[ -d "$2" ] || die "folder '$2' does not exist"
DIR=$(cd "$2" && pwd) # absolute, because the daemons chdir to /
CONF=$DIR/ceph.conf
PIDS=$DIR/run

# Ceph daemons remove their own pid file on a clean exit, so keep a separate copy.
pid_copy() { echo "$PIDS/$1.started"; }

# --- stop ---------------------------------------------------------------------------

# True if PID is alive and is one of ours (its command line names our config), so a
# recycled pid of an unrelated process is never signalled.
is_ours() {
  local pid=$1
  [ -r "/proc/$pid/cmdline" ] || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$CONF"
}

# SIGTERM, then poll (daemons are not our children, so `wait` cannot be used);
# SIGKILL after 20 s.
stop_pid() {
  local pid=$1 deadline=$((SECONDS + 20))
  kill -TERM "$pid" 2>/dev/null || true
  while is_ours "$pid"; do
    if [ $SECONDS -ge $deadline ]; then
      log "pid $pid did not exit after SIGTERM, sending SIGKILL"
      kill -KILL "$pid" 2>/dev/null || true
    fi
    sleep 0.1
  done
}

stop_all() {
  [ -d "$PIDS" ] || return 0
  local name f
  # One at a time in reverse start order: a stopping OSD waits (5 s) for the
  # monitor to acknowledge, so the monitor must still be up then.
  for name in client.rgw.test osd.0 mon.a; do
    f=$(pid_copy "$name")
    [ -f "$f" ] || continue
    stop_pid "$(cat "$f")"
    rm -f "$f"
  done
}

if [ "$CMD" = stop ]; then
  stop_all
  exit 0
fi
[ "$CMD" = start ] || usage

# --- start --------------------------------------------------------------------------

for bin in ceph-mon ceph-osd radosgw radosgw-admin ceph monmaptool ceph-authtool curl; do
  command -v "$bin" >/dev/null 2>&1 ||
    die "'$bin' not found; install with: apt-get install -y --no-install-recommends radosgw ceph-mon ceph-osd curl"
done
[ -z "$(ls -A "$DIR")" ] || die "folder '$DIR' is not empty"

# A random unused TCP port on 127.0.0.1 (nothing answers a connect), below the range the kernel
# hands out to outgoing connections: one of those (the S3 client's, another test's) could otherwise
# take the port between this check and the daemon's bind, and the monitor would not start.
read -r EPHEMERAL_LOW _ < /proc/sys/net/ipv4/ip_local_port_range 2>/dev/null || EPHEMERAL_LOW=32768
[ "$EPHEMERAL_LOW" -gt 12000 ] 2>/dev/null || EPHEMERAL_LOW=61000
free_port() {
  local p
  for _ in $(seq 1 100); do
    p=$((10000 + RANDOM % (EPHEMERAL_LOW - 10000)))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
      echo "$p"
      return 0
    fi
  done
  die "no free port found"
}
MON_PORT=$(free_port)
RGW_PORT=$(free_port)
while [ "$RGW_PORT" = "$MON_PORT" ]; do RGW_PORT=$(free_port); done
new_uuid() { cat /proc/sys/kernel/random/uuid; }
FSID=$(new_uuid)

mkdir -p "$DIR"/{mon,osd,rgw,run,log,crash,tmp}

# On failure: say what failed, show the end of the relevant log, and tear down.
fail() {
  local what=$1 logfile=${2:-}
  echo "start-ceph-rgw: startup failed: $what" >&2
  if [ -n "$logfile" ] && [ -f "$logfile" ]; then
    echo "---- last lines of $logfile ----" >&2
    tail -n 40 "$logfile" >&2
  fi
  stop_all
  exit 1
}

cat >"$CONF" <<EOF
[global]
fsid = $FSID
mon initial members = a
mon host = [v1:127.0.0.1:$MON_PORT]
public network = 127.0.0.1/32
# v1 only: one fixed port per daemon, no msgr2 negotiation.
ms bind msgr1 = true
ms bind msgr2 = false
ms bind ipv6 = false
# Throwaway cluster: no cephx, so no key distribution between daemons.
auth cluster required = none
auth service required = none
auth client required = none
# Everything below DIR instead of /var/lib/ceph, /var/run/ceph, /var/log/ceph, /etc/ceph.
keyring = $DIR/keyring
run dir = $DIR/run
crash dir = $DIR/crash
admin socket = $DIR/run/\$name.asok
pid file = $DIR/run/\$name.pid
log file = $DIR/log/\$name.log
mon cluster log file = $DIR/log/cluster.log
mon data = $DIR/mon/\$name
osd data = $DIR/osd/\$name
rgw data = $DIR/rgw/\$name
log to stderr = false
err to stderr = false
# One OSD holds every replica, placed on the OSD itself rather than on distinct hosts.
osd pool default size = 1
osd pool default min size = 1
mon allow pool size one = true
mon warn on pool no redundancy = false
osd crush chooseleaf type = 0
# rgw creates about eight pools; keep their PGs few so one OSD stays under its PG limit.
osd pool default pg num = 8
osd pool default pgp num = 8
osd pool default pg autoscale mode = off
mon max pg per osd = 1000
mon allow pool delete = true

[mon]
mon data avail warn = 1
mon data avail crit = 0
# Commit map changes at once instead of batching them for 1 s: rgw creates its pools
# one by one, and this cuts startup from about 13 s to about 2 s.
paxos propose interval = 0.05
paxos min wait = 0.01

[osd]
# RAM-backed store: no disk preparation, gone when the daemon stops.
osd objectstore = memstore
memstore device bytes = 1073741824
osd crush update on start = true

[client]
# CLI tools (ceph, radosgw-admin) must not leave sockets or logs outside DIR either.
admin socket = $DIR/run/\$name.\$pid.asok
log file = $DIR/log/\$name.log

[client.rgw.test]
rgw frontends = beast endpoint=127.0.0.1:$RGW_PORT
admin socket = $DIR/run/\$name.asok
log file = $DIR/log/\$name.log
EOF

# All Ceph tools read only this config, and TMPDIR keeps stray temp files in DIR.
export CEPH_CONF=$CONF TMPDIR=$DIR/tmp
ceph_cli() { timeout 15 ceph --conf "$CONF" --connect-timeout 10 "$@"; }

START=$SECONDS
DEADLINE=$((SECONDS + STARTUP_TIMEOUT))
time_left() { [ $SECONDS -lt $DEADLINE ]; }

# Start a daemon in its own (daemonizing) mode and remember its pid for `stop`.
start_daemon() {
  local name=$1 logfile=$2
  shift 2
  # stdio to a file, so no daemon keeps the caller's stdout/stderr pipes open.
  "$@" </dev/null >>"$DIR/log/$name.out" 2>&1 || fail "$name did not start" "$logfile"
  local pidfile=$DIR/run/$name.pid
  while [ ! -s "$pidfile" ]; do
    time_left || fail "$name wrote no pid file" "$logfile"
    sleep 0.1
  done
  cp "$pidfile" "$(pid_copy "$name")"
}

# Monitor: a one-member monmap, then the store.
log "creating monitor (port $MON_PORT)"
ceph-authtool --create-keyring "$DIR/keyring" --gen-key -n mon. --cap mon 'allow *' \
  >>"$DIR/log/mon.a.out" 2>&1 || fail "ceph-authtool" "$DIR/log/mon.a.out"
monmaptool --create --fsid "$FSID" --addv a "[v1:127.0.0.1:$MON_PORT]" "$DIR/monmap" \
  >>"$DIR/log/mon.a.out" 2>&1 || fail "monmaptool" "$DIR/log/mon.a.out"
ceph-mon --conf "$CONF" --cluster ceph -i a --mkfs --monmap "$DIR/monmap" --keyring "$DIR/keyring" \
  >>"$DIR/log/mon.a.out" 2>&1 || fail "ceph-mon --mkfs" "$DIR/log/mon.a.log"
start_daemon mon.a "$DIR/log/mon.a.log" ceph-mon --conf "$CONF" -i a
until ceph_cli mon stat >/dev/null 2>&1; do
  time_left || fail "monitor not answering on 127.0.0.1:$MON_PORT" "$DIR/log/mon.a.log"
  sleep 0.5
done

# OSD: register id 0 with the monitor, then build its (in-memory) store.
log "creating osd"
OSD_UUID=$(new_uuid)
OSD_ID=$(ceph_cli osd new "$OSD_UUID" 2>>"$DIR/log/osd.0.out") || fail "ceph osd new" "$DIR/log/osd.0.out"
[ "$OSD_ID" = 0 ] || fail "unexpected osd id '$OSD_ID'"
mkdir -p "$DIR/osd/osd.0"
ceph-osd --conf "$CONF" -i 0 --mkfs --osd-uuid "$OSD_UUID" \
  >>"$DIR/log/osd.0.out" 2>&1 || fail "ceph-osd --mkfs" "$DIR/log/osd.0.log"
start_daemon osd.0 "$DIR/log/osd.0.log" ceph-osd --conf "$CONF" -i 0
until [ "$(ceph_cli osd stat -f json 2>/dev/null | grep -o '"num_up_osds":[0-9]*' | cut -d: -f2)" = 1 ]; do
  time_left || fail "osd.0 not up" "$DIR/log/osd.0.log"
  sleep 0.5
done

# Gateway: creates its pools on first start, then serves S3 on RGW_PORT.
log "starting radosgw (port $RGW_PORT)"
mkdir -p "$DIR/rgw/client.rgw.test"
start_daemon client.rgw.test "$DIR/log/client.rgw.test.log" radosgw --conf "$CONF" -n client.rgw.test
ENDPOINT=http://127.0.0.1:$RGW_PORT
until [ "$(curl -s -o /dev/null -m 2 -w '%{http_code}' "$ENDPOINT/" || true)" != 000 ]; do
  time_left || fail "radosgw not answering on $ENDPOINT" "$DIR/log/client.rgw.test.log"
  is_ours "$(cat "$(pid_copy client.rgw.test)")" || fail "radosgw exited" "$DIR/log/client.rgw.test.log"
  sleep 0.5
done

log "creating S3 user"
timeout 30 radosgw-admin --conf "$CONF" user create --uid test --display-name test \
  --access-key "$ACCESS_KEY" --secret "$SECRET_KEY" >>"$DIR/log/radosgw-admin.out" 2>&1 ||
  fail "radosgw-admin user create" "$DIR/log/radosgw-admin.out"

log "ready in $((SECONDS - START)) s at $ENDPOINT"
printf '{"endpoint":"%s","accessKeyId":"%s","secretAccessKey":"%s","region":"%s"}\n' \
  "$ENDPOINT" "$ACCESS_KEY" "$SECRET_KEY" "$REGION"
