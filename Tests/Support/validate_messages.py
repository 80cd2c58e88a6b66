# Validates an NDJSON file of Cucumber messages against messages.schema.json (JSON Schema 2020-12).
# Usage: validate_messages.py SCHEMA NDJSON. Prints "N envelopes, M invalid" and the first errors;
# exits 1 when any envelope is invalid or there are none.
import json, sys
from jsonschema import Draft202012Validator
schema = json.load(open(sys.argv[1]))
validator = Draft202012Validator(schema)
bad = 0
count = 0
for number, line in enumerate(open(sys.argv[2]), 1):
    if not line.strip():
        continue
    count += 1
    errors = list(validator.iter_errors(json.loads(line)))
    if errors:
        bad += 1
        if bad <= 3:
            print(f"line {number}: {errors[0].message}")
print(f"{count} envelopes, {bad} invalid")
sys.exit(1 if bad or count == 0 else 0)
