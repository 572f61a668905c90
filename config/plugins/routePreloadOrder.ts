// Umi 4.7's route preload helper (dist/preload_helper.<hash>.js, run from index.html before the
// entry) looks up the chunks of the opened URL in a map of route patterns: the exact path, or else
// the first pattern that matches. Umi sorts that map from the least specific pattern to the most
// (the reverse of react-router's ranking), so the first match for any URL with a parameter —
// /gxq/finance/product/prod-0001, /gxq/operations/sell/txn-0001 — is the catch-all "/*": those
// pages preloaded the shell's 404 with ProLayout, pro-provider and antd Result (about 100 KB of
// gzipped JavaScript nobody renders) before their own chunks. This re-sorts the map most specific
// first, with Umi's own route score, once the helper is written.
import type { IApi } from '@umijs/max';
import { readdirSync, readFileSync, writeFileSync } from 'fs';
import { join } from 'path';

/** Umi's computeRouteScore (react-router 6's ranking): higher is more specific. */
export function routeScore(path: string): number {
  const segments = path.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    if (/^:[\w-]+$/.test(segment)) score += 3;
    else score += segment === '' ? 1 : 10;
  }
  return score;
}

/** Rewrites the helper's `r:{"pattern":[chunk indexes],…}` map, most specific pattern first. */
export function sortPreloadMap(source: string): string {
  const start = source.indexOf('r:{"');
  if (start < 0) return source;
  const end = source.indexOf('}', start);
  const body = source.slice(start + 3, end);
  const entries = [...body.matchAll(/("(?:[^"\\]|\\.)*"):(\[[\d,]*\])/g)].map((match) => ({
    key: match[1],
    value: match[2],
    score: routeScore(JSON.parse(match[1])),
  }));
  // Leave the file alone if the map is not in the shape this was written for.
  if (entries.map((entry) => `${entry.key}:${entry.value}`).join(',') !== body) return source;
  const sorted = [...entries].sort((a, b) => b.score - a.score);
  const map = sorted.map((entry) => `${entry.key}:${entry.value}`).join(',');
  return `${source.slice(0, start + 3)}${map}${source.slice(end)}`;
}

export default (api: IApi) => {
  api.onBuildComplete(({ err }) => {
    if (err) return;
    const dir = api.paths.absOutputPath;
    for (const file of readdirSync(dir).filter((name) => /^preload_helper\..*js$/.test(name))) {
      const path = join(dir, file);
      const source = readFileSync(path, 'utf-8');
      const sorted = sortPreloadMap(source);
      if (sorted === source) api.logger.warn(`[routePreloadOrder] ${file}: map not re-sorted`);
      else writeFileSync(path, sorted, 'utf-8');
    }
  });
};
