#!/bin/sh
# What the official postgres image does with POSTGRES_PASSWORD and POSTGRES_DB, for Debian's
# packaged server: create the cluster on first start, then run it in the foreground.
set -eu
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
  printf '%s\n' "$POSTGRES_PASSWORD" > /tmp/pwfile
  "$bin/initdb" -D "$PGDATA" -U postgres --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm /tmp/pwfile
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  if [ -n "${POSTGRES_DB:-}" ] && [ "$POSTGRES_DB" != postgres ]; then
    "$bin/postgres" -D "$PGDATA" -c listen_addresses='' -k /tmp &
    until "$bin/pg_isready" -q -h /tmp; do sleep 0.2; done
    "$bin/psql" -h /tmp -U postgres -qc "create database \"$POSTGRES_DB\""
    "$bin/pg_ctl" -D "$PGDATA" -w stop >/dev/null
  fi
fi
exec "$bin/postgres" -D "$PGDATA" -c listen_addresses='*' -k /tmp "$@"
