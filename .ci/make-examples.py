#!/usr/bin/env python3
"""Writes N notes with one distinct checked example each (a view with @State, a button, a
scenario and an expected output), for benchmarks and sanitizer runs.

usage: make-examples.py OUT_DIR [N]
"""
import os, sys

out = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 200
os.makedirs(os.path.join(out, "en"), exist_ok=True)
for i in range(count):
    note = f"""# Example {i}

```swift
import SwiftUI

struct Counter{i}: View {{
    @State private var count = {i}
    var body: some View {{
        Text("Count: \\(count)")
        Button("Add {i}") {{
            count += 1
            print("count = \\(count)")
        }}
    }}
}}
```

```scenario
tap "Add {i}"
```

```output
-- first render
-- tap "Add {i}"
count = {i + 1}
```
"""
    with open(os.path.join(out, "en", f"example-{i:04d}.md"), "w", encoding="utf-8") as f:
        f.write(note)
