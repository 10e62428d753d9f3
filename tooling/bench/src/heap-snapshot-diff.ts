import { readFileSync } from 'node:fs';

interface HeapSnapshotFile {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

interface Bucket {
  count: number;
  bytes: number;
}

/**
 * Live objects of a V8 heap snapshot grouped by kind: objects and closures by constructor or function
 * name, everything else (strings, arrays, code, hidden internals) by V8's node type.
 */
function bucketsOf(path: string): Map<string, Bucket> {
  const file = JSON.parse(readFileSync(path, 'utf8')) as HeapSnapshotFile;
  const fields = file.snapshot.meta.node_fields;
  const types = file.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((field) => fields.indexOf(field));
  const buckets = new Map<string, Bucket>();
  for (let node = 0; node < file.nodes.length; node += width) {
    const type = types[file.nodes[node + (typeAt ?? 0)] ?? 0] ?? '?';
    const named = type === 'object' || type === 'closure';
    const key = named ? `${type} ${file.strings[file.nodes[node + (nameAt ?? 0)] ?? 0]}` : `(${type})`;
    const bucket = buckets.get(key) ?? { count: 0, bytes: 0 };
    bucket.count += 1;
    bucket.bytes += file.nodes[node + (sizeAt ?? 0)] ?? 0;
    buckets.set(key, bucket);
  }
  return buckets;
}

export interface HeapGrowth {
  kind: string;
  count: number;
  bytes: number;
}

/** What grew from the first snapshot to the second, largest growth in bytes first, and the totals. */
export function heapGrowth(before: string, after: string, top = 12) {
  const first = bucketsOf(before);
  const second = bucketsOf(after);
  const total = (buckets: Map<string, Bucket>) => [...buckets.values()].reduce((sum, b) => sum + b.bytes, 0);
  const growth: HeapGrowth[] = [...second].map(([kind, bucket]) => ({
    kind,
    count: bucket.count - (first.get(kind)?.count ?? 0),
    bytes: bucket.bytes - (first.get(kind)?.bytes ?? 0),
  }));
  growth.sort((a, b) => b.bytes - a.bytes);
  return { beforeBytes: total(first), afterBytes: total(second), top: growth.slice(0, top) };
}
