# Validates an NDJSON file of Cucumber messages against messages.schema.json (JSON Schema 2020-12).
# Usage: validate_messages.py SCHEMA NDJSON [--sample]. Prints "N envelopes, M invalid" and the
# first errors; exits 1 when any envelope is invalid or there are none. With --sample it validates
# one envelope of each shape (the message kind and the nesting of its keys and value types, values
# aside), the first in the file, and says how many shapes that was: every kind and every optional
# field the file uses is checked, at a fraction of the time.
import json, sys
from jsonschema import Draft202012Validator


def shape(value):
    if isinstance(value, dict):
        return tuple(sorted((key, shape(item)) for key, item in value.items()))
    if isinstance(value, list):
        return ("list", tuple(sorted(set(shape(item) for item in value), key=repr)))
    return type(value).__name__


schema = json.load(open(sys.argv[1]))
sample = "--sample" in sys.argv[3:]
validator = Draft202012Validator(schema)
bad = 0
count = 0
shapes = set()
for number, line in enumerate(open(sys.argv[2]), 1):
    if not line.strip():
        continue
    count += 1
    envelope = json.loads(line)
    if sample:
        key = shape(envelope)
        if key in shapes:
            continue
        shapes.add(key)
    errors = list(validator.iter_errors(envelope))
    if errors:
        bad += 1
        if bad <= 3:
            print(f"line {number}: {errors[0].message}")
suffix = f" ({len(shapes)} shapes validated)" if sample else ""
print(f"{count} envelopes, {bad} invalid{suffix}")
sys.exit(1 if bad or count == 0 else 0)
