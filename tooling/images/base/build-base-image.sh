#!/usr/bin/env bash
# Builds, once per machine, the images `pnpm test:images` needs where no image registry answers:
#   localhost/pitchfit-base:<recipe>      Debian trixie (debootstrap) + nodejs 20.19+, npm, pnpm
#   localhost/pitchfit-postgres:<recipe>  PostgreSQL from Debian on that base
#   localhost/pitchfit-redis:<recipe>     Redis from Debian on that base
#   localhost/pitchfit-haproxy:<recipe>   haproxy from Debian on that base
# <recipe> is a hash of the image's recipe, so a changed recipe builds new images and an unchanged
# one is reused (`podman image exists`): the base is built once per machine. Prints the four names as NAME=image lines, last.
# Needs root (debootstrap), podman and runc; CONTAINERS_CONF should point at ../containers.conf.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
PNPM_VERSION=10.34.9
# The machine's extra certificate authorities go into the base image (debian.Containerfile).
context=$(mktemp -d /var/tmp/pitchfit-base-context.XXXXXX)
trap 'rm -rf "$context"' EXIT
cp "$here"/debian.Containerfile "$here"/services.Containerfile "$here"/postgres-entrypoint.sh "$context"/
mkdir "$context/local-ca"
cp /usr/local/share/ca-certificates/*.crt "$context/local-ca/" 2>/dev/null || true
# Each image is named by a hash of its recipe: the base's does not change with the services'.
recipe_of() {
  tar -c -C "$context" --sort=name --mtime=@0 --owner=0 --group=0 --numeric-owner "$@" | sha256sum | cut -c1-12
}
base="localhost/pitchfit-base:$(recipe_of debian.Containerfile local-ca)"
services_recipe=$(echo "$base" | cat - "$context/services.Containerfile" "$context/postgres-entrypoint.sh" \
  | sha256sum | cut -c1-12)
say() { echo "[images] $*" >&2; }

if ! podman image exists "$base"; then
  if ! podman image exists localhost/pitchfit-debian:trixie; then
    rootfs="$context/rootfs"
    say "debootstrap trixie from $MIRROR (once per machine)"
    debootstrap --variant=minbase trixie "$rootfs" "$MIRROR" >/dev/null
    tar -C "$rootfs" -c . | podman import --quiet - localhost/pitchfit-debian:trixie >/dev/null
    rm -rf "$rootfs"
  fi
  say "building $base (nodejs, npm, pnpm $PNPM_VERSION)"
  podman build --quiet --network host --build-arg PNPM_VERSION="$PNPM_VERSION" \
    -f "$context/debian.Containerfile" -t "$base" "$context" >/dev/null
fi
for service in postgres redis haproxy; do
  image="localhost/pitchfit-$service:$services_recipe"
  if ! podman image exists "$image"; then
    say "building $image"
    podman build --quiet --network host --build-arg BASE_IMAGE="$base" --target "$service" \
      -f "$context/services.Containerfile" -t "$image" "$context" >/dev/null
  fi
done
echo "BASE_IMAGE=$base"
echo "POSTGRES_IMAGE=localhost/pitchfit-postgres:$services_recipe"
echo "REDIS_IMAGE=localhost/pitchfit-redis:$services_recipe"
echo "PROXY_IMAGE=localhost/pitchfit-haproxy:$services_recipe"
