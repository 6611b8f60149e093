# Sourced by the data scripts: emit FILE writes stdin to FILE through a temporary file in the
# same directory, renamed into place, so a failed run never leaves a half-written file.
emit() {
  local tmp
  tmp=$(mktemp "$(dirname "$1")/.$(basename "$1").XXXXXX")
  cat >"$tmp"
  chmod 644 "$tmp"
  mv "$tmp" "$1"
}
