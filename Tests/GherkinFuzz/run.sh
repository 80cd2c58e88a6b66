#!/usr/bin/env bash
# Builds the Gherkin parser with libFuzzer and AddressSanitizer and fuzzes it, seeded from the
# conformance files in ../shared. Usage: Tests/GherkinFuzz/run.sh [seconds, default 600]
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-600}"
out=.build-fuzz
mkdir -p "$out/corpus"
cp ../shared/conformance/gherkin/testdata/good/*.feature ../shared/conformance/gherkin/testdata/bad/*.feature "$out/corpus/"
swiftc -sanitize=fuzzer,address -parse-as-library -O \
  $(find Sources/GherkinParser -name '*.swift') Tests/GherkinFuzz/*.swift -module-name GherkinFuzz \
  -package-name GherkinFuzz \
  -o "$out/gherkin-fuzz"
"$out/gherkin-fuzz" "$out/corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="$out/"
