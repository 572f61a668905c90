import { SERVICES } from '../src/constants';

type ProxyTable = Record<string, { target: string; changeOrigin: boolean; secure: boolean }>;

/**
 * Sends a service prefix to a real upstream when its environment variable names one,
 * e.g. `IPR_UPSTREAM_WEBSITE=https://portal.example.cn npm start`. Prefixes without
 * a variable stay on the mock backend (mock/ skips the prefixes sent upstream).
 */
export function buildProxy(env: NodeJS.ProcessEnv = process.env): ProxyTable {
  const table: ProxyTable = {};
  for (const { prefix, env: name } of Object.values(SERVICES)) {
    const target = env[name]?.trim();
    if (target) table[prefix] = { target, changeOrigin: true, secure: false };
  }
  return table;
}

export default buildProxy();
