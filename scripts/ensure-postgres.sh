#!/usr/bin/env bash
# The server suite also runs against a real PostgreSQL (127.0.0.1:5432, database "test",
# user postgres, trust auth). Start the machine's cluster when it is down.
set -euo pipefail
if pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  exit 0
fi
if ! command -v pg_ctlcluster >/dev/null; then
  echo "PostgreSQL is not installed: installing Debian's postgresql package" >&2
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
version=$(ls /etc/postgresql | sort -V | tail -n 1)
pg_ctlcluster --skip-systemctl-redirect "$version" main start
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -p 5432 -q && break
  sleep 1
done
psql -h 127.0.0.1 -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'test'" | grep -q 1 ||
  psql -h 127.0.0.1 -U postgres -c "CREATE DATABASE test"
