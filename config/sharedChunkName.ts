import { createHash } from 'crypto';
import { relative } from 'path';

interface ChunkOrigin {
  module?: { resource?: string } | null;
  request?: string;
}

interface SplitChunk {
  name?: string | null;
  groupsIterable: Iterable<{ origins: ChunkOrigin[] }>;
}

/**
 * A chunk's name for the shared chunks' key: its own name, or for an unnamed `import()` where it is
 * imported from and what (relative to the project, so every checkout builds the same names).
 */
function chunkKey(chunk: SplitChunk): string {
  if (chunk.name) return chunk.name;
  const origins = [...chunk.groupsIterable].flatMap((group) =>
    group.origins.map(
      (origin) =>
        `${origin.module?.resource ? relative(process.cwd(), origin.module.resource) : ''}>${origin.request ?? ''}`,
    ),
  );
  return `(${[...new Set(origins)].sort().join(',')})`;
}

/**
 * The name of a `granularChunks` shared chunk: one per set of chunks sharing its modules. Umi's own
 * adds up the chunks' names, and every unnamed `import()` chunk counts as "null" there, so modules
 * that any two unnamed chunks share all went into one chunk: the first toast on a portal page
 * (antd's message, imported lazily) loaded the chart library with it. Unnamed chunks are told
 * apart by their origin instead (docs/performance.md §4).
 */
export function sharedChunkName(_module: unknown, chunks: SplitChunk[]): string {
  const hash = createHash('sha1')
    .update(chunks.map(chunkKey).sort().join('|'))
    .digest('base64')
    .replace(/\//g, '')
    .replace(/\+/g, '-')
    .replace(/=/g, '_');
  return `shared-${hash}`;
}
