#!/usr/bin/env bash
# Starts the Debian-packaged PostgreSQL cluster for the backend's PostgreSQL test/bench variant and
# prints the DATABASE_URL line to export. Idempotent: safe to run when the cluster is already up.
# Usage: eval "$(backend/scripts/start-test-postgres.sh)"
set -euo pipefail

PG_VERSION="${PG_VERSION:-15}"
PG_CLUSTER="${PG_CLUSTER:-main}"
PG_PASSWORD="${TEST_POSTGRES_PASSWORD:-postgres}"

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "pg_ctlcluster not found: install postgresql-${PG_VERSION} (Debian) first" >&2
  exit 1
fi

# pg_lsclusters prints: Ver Cluster Port Status Owner Data-directory Log-file
cluster_line="$(pg_lsclusters --no-header | awk -v v="$PG_VERSION" -v c="$PG_CLUSTER" '$1 == v && $2 == c')"
if [ -z "$cluster_line" ]; then
  echo "PostgreSQL cluster ${PG_VERSION}/${PG_CLUSTER} does not exist" >&2
  exit 1
fi
PG_PORT="$(echo "$cluster_line" | awk '{print $3}')"

if ! echo "$cluster_line" | grep -q online; then
  pg_ctlcluster "$PG_VERSION" "$PG_CLUSTER" start >&2
fi

for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$PG_PORT" && break
  sleep 1
done
pg_isready -q -h 127.0.0.1 -p "$PG_PORT" || { echo "PostgreSQL did not become ready" >&2; exit 1; }

# Password login over TCP (pg_hba uses scram-sha-256 for 127.0.0.1); run as the postgres OS user.
run_as_postgres() {
  if [ "$(id -un)" = postgres ]; then "$@"; else su postgres -s /bin/sh -c "$(printf '%q ' "$@")"; fi
}
run_as_postgres psql -q -p "$PG_PORT" -d postgres -v ON_ERROR_STOP=1 \
  -c "alter user postgres with password '${PG_PASSWORD//\'/\'\'}'" >&2

echo "export DATABASE_URL=postgres://postgres:${PG_PASSWORD}@127.0.0.1:${PG_PORT}/postgres"
