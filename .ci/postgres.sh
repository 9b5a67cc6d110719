#!/usr/bin/env bash
# A PostgreSQL for the tests' second pass: Debian's package, its cluster started on 127.0.0.1, a
# role and a database for the tests. Prints the address to put in BROKERDESK_TEST_DATABASE_URL.
# Durability is switched off: the data is thrown away, and the tests run faster without fsync.
set -euo pipefail

if ! command -v pg_lsclusters >/dev/null 2>&1; then
  echo "== installing PostgreSQL (Debian)" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
read -r version cluster _ < <(pg_lsclusters -h | head -1)
pg_ctlcluster "$version" "$cluster" start >/dev/null 2>&1 || true
as_postgres() { su postgres -c "psql -v ON_ERROR_STOP=1 -qAt -c \"$1\""; }
as_postgres "ALTER SYSTEM SET fsync = off" >/dev/null
as_postgres "ALTER SYSTEM SET synchronous_commit = off" >/dev/null
as_postgres "ALTER SYSTEM SET full_page_writes = off" >/dev/null
as_postgres "SELECT pg_reload_conf()" >/dev/null
if [ "$(as_postgres "SELECT 1 FROM pg_roles WHERE rolname = 'brokerdesk_test'")" != 1 ]; then
  as_postgres "CREATE ROLE brokerdesk_test LOGIN PASSWORD 'brokerdesk_test'" >/dev/null
fi
as_postgres "DROP DATABASE IF EXISTS brokerdesk_test" >/dev/null
as_postgres "CREATE DATABASE brokerdesk_test OWNER brokerdesk_test" >/dev/null
echo "postgres://brokerdesk_test:brokerdesk_test@127.0.0.1:5432/brokerdesk_test"
