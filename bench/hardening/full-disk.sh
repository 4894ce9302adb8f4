#!/usr/bin/env bash
# A real full, then read-only, data folder: an 8 MB tmpfs as DATA_DIR of the built server, on a
# fresh PostgreSQL database. Needs root (mount) and PostgreSQL at 127.0.0.1:5432 (trust auth).
#   npm run -s build -w @candlelens/server && sudo bench/hardening/full-disk.sh
set -u
cd "$(dirname "$0")/../.."
MNT=$(mktemp -d); mount -t tmpfs -o size=8m tmpfs $MNT
psql -h 127.0.0.1 -U postgres -d test -qc "drop database if exists candlelens_fulldisk" -c "create database candlelens_fulldisk" >/dev/null
B=http://127.0.0.1:3133
NODE_ENV=production ALLOW_SANDBOX_PAYMENTS=1 PAYMENT_PROVIDER=sandbox AUTH_SECRET=L9aeRRO12sBES3L7FuVzK4vpXuwY_xcjvB2RNRHNLrs \
  MAIL_OUTBOX=$MNT/outbox DATA_DIR=$MNT PORT=3133 HOST=127.0.0.1 PUBLIC_URL=$B SERVE_WEB=0 LOG_LEVEL=error \
  DATABASE_URL=postgres://postgres@127.0.0.1:5432/candlelens_fulldisk node apps/server/dist/server.js > $MNT.log 2>&1 &
PID=$!
for i in $(seq 1 40); do curl -s $B/healthz >/dev/null && break; sleep 0.5; done
H=(-H "origin: $B" -H 'x-candlelens-csrf: 1' -H 'content-type: application/json')
J=$MNT.cookies; rm -f $J
curl -s "${H[@]}" -c $J -b $J $B/api/auth/sign-up/email -d '{"name":"Disk Trader","email":"disk@example.com","password":"Candle#2024","confirmPassword":"Candle#2024"}' >/dev/null
curl -s "${H[@]}" -c $J -b $J $B/api/auth/sign-in/email -d '{"email":"disk@example.com","password":"Candle#2024"}' >/dev/null
SID=$(curl -s "${H[@]}" -c $J -b $J $B/api/subscriptions -d '{"planId":"elite"}' | node -pe 'JSON.parse(require("fs").readFileSync(0)).subscriptionId')
AP=$(curl -s "${H[@]}" -c $J -b $J -X POST $B/api/sandbox/checkout/$SID/approve -d '{}')
curl -s "${H[@]}" -c $J -b $J $B/api/subscriptions/verify -d "$AP" >/dev/null
up() { curl -s -o $MNT.answer -w "%{http_code}" -H "origin: $B" -H 'x-candlelens-csrf: 1' -b $J -F type=key-levels -F accept=low-confidence -F image=@apps/server/test/fixtures/chart.png $B/api/analyses; echo " $(cat $MNT.answer | head -c 200)"; }
echo "with room:  $(up | cut -c1-40)"
dd if=/dev/zero of=$MNT/filler bs=1M count=20 2>/dev/null
echo "disk: $(df -h $MNT | tail -1 | awk '{print $3"/"$2" used"}')"
echo "full upload: $(up)"
echo "full healthz: $(curl -s -w ' %{http_code}' $B/healthz)"
echo "full reset: $(curl -s "${H[@]}" -w ' %{http_code}' $B/api/auth/request-password-reset -d '{"email":"disk@example.com"}')"
echo "zero-byte files: $(find $MNT -type f -size 0 | wc -l); partial files: $(find $MNT -name '*.partial' | wc -l)"
rm -f $MNT/filler; mount -o remount,ro $MNT
echo "read-only upload: $(up)"
echo "read-only healthz: $(curl -s -w ' %{http_code}' $B/healthz)"
mount -o remount,rw $MNT
echo "writable again healthz: $(curl -s -w ' %{http_code}' $B/healthz)"
kill $PID; wait $PID 2>/dev/null
umount $MNT
psql -h 127.0.0.1 -U postgres -d test -qc "drop database if exists candlelens_fulldisk" >/dev/null
grep -c '"level":50' $MNT.log | sed 's/^/errors logged: /'
