#!/usr/bin/env bash
# The sandbox suite against a real PostgreSQL (throwaway, loopback only; see with-postgres.sh).
# Usage: scripts/test-postgres.sh [extra vitest args]
set -euo pipefail
cd "$(dirname "$0")/.."
exec scripts/with-postgres.sh npx vitest run --project postgres "$@"
