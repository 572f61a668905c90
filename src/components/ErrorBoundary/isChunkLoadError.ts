/**
 * True for a failed script or style chunk: webpack names the first `ChunkLoadError`,
 * mini-css-extract marks the second with `CSS_CHUNK_LOAD_FAILED`.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code, message } = error as { name?: string; code?: string; message?: string };
  return (
    name === 'ChunkLoadError' ||
    code === 'CSS_CHUNK_LOAD_FAILED' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(message ?? '')
  );
}
