// Text relevance for matching: tokens of mixed Chinese and ASCII text, and Okapi BM25 over them.

const K1 = 1.2;
const B = 0.75;

/** Lower-cased ASCII words, and overlapping bigrams of each run of Chinese characters. */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const run of String(text ?? '')
    .toLowerCase()
    .match(/[a-z0-9]+|[\u4e00-\u9fff]+/g) ?? []) {
    if (!/[\u4e00-\u9fff]/.test(run)) tokens.push(run);
    else if (run.length === 1) tokens.push(run);
    else for (let i = 0; i + 1 < run.length; i += 1) tokens.push(run.slice(i, i + 2));
  }
  return tokens;
}

/** Okapi BM25 over a fixed set of documents: score(query) → relevance of each document. */
export function bm25(documents: readonly { id: string; tokens: string[] }[]) {
  const df = new Map<string, number>();
  const tf = documents.map((doc) => {
    const counts = new Map<string, number>();
    for (const token of doc.tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
    for (const token of counts.keys()) df.set(token, (df.get(token) ?? 0) + 1);
    return counts;
  });
  const n = documents.length;
  const avgLength = documents.reduce((sum, doc) => sum + doc.tokens.length, 0) / Math.max(1, n);
  return (query: string[]): Map<string, number> => {
    const scores = new Map<string, number>();
    documents.forEach((doc, i) => {
      let score = 0;
      for (const token of query) {
        const f = tf[i].get(token);
        if (!f) continue;
        const d = df.get(token) ?? 0;
        const idf = Math.log(1 + (n - d + 0.5) / (d + 0.5));
        score += (idf * f * (K1 + 1)) / (f + K1 * (1 - B + (B * doc.tokens.length) / avgLength));
      }
      if (score > 0) scores.set(doc.id, score);
    });
    return scores;
  };
}
