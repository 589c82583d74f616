#!/usr/bin/env bash
# Makes a class of N students' clones of this workbook in FOLDER, for trying and timing
# `workbook class`:
#
#   Scripts/make-class.sh FOLDER N
#   swift run workbook class FOLDER --output class-results
#
# Each student is a git clone of this workbook at its current commit, named student-01,
# student-02…, and left in one of three states, turn about: the first untouched (every exercise
# not started), the second with exercise 1.1 solved (its reference solution copied over the
# starter), the third with exercise 2.1 started but not compiling. FOLDER must not exist yet.
set -euo pipefail
[ $# -eq 2 ] || { echo "usage: Scripts/make-class.sh FOLDER N" >&2; exit 2; }
folder=$1
count=$2
root=$(cd "$(dirname "$0")/.." && pwd)
commit=$(git -C "$root" rev-parse HEAD)
[ ! -e "$folder" ] || { echo "$folder exists already: give a new folder" >&2; exit 1; }
mkdir -p "$folder"
solved=$(cd "$root" && ls Solutions/*/1.1-*/*.swift)
broken=$(cd "$root" && ls Exercises/*/2.1-*/*.swift)
for n in $(seq 1 "$count"); do
  student=$(printf '%s/student-%02d' "$folder" "$n")
  git clone --quiet "$root" "$student"
  git -C "$student" -c advice.detachedHead=false checkout --quiet "$commit"
  case $(( n % 3 )) in
    1) state="untouched" ;;
    2) cp "$student/$solved" "$student/${solved/#Solutions/Exercises}"
       state="1.1 solved" ;;
    0) sed -i '/^\/\/ NOT STARTED/d' "$student/$broken"
       printf '\nlet doesNotCompile: Int = "a string"\n' >>"$student/$broken"
       state="2.1 does not compile" ;;
  esac
  echo "$(basename "$student"): $state"
done
