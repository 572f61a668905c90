// Who a request comes from, behind the gateway or not: the key of the attempt limits (limits.ts)
// and of the standalone service's turns (deploy/mock/turns.js, which loads this file on its own:
// it imports nothing).

/** The parts of a request the rule reads (an express request, or the mock's MockRequest). */
interface ClientRequest {
  headers?: Record<string, string | string[] | undefined>;
  ip?: string;
}

/** Addresses of this machine: a request from one came through the gateway (or a local tool). */
const LOOPBACK = ['127.0.0.1', '::1'];

/** `a.b.c.d` as a number, or undefined for anything else (an IPv6 address). */
function ipv4Number(address: string): number | undefined {
  const parts = address.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255))
    return undefined;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

/** Whether `address` is one of `trusted`: exact addresses, or IPv4 ranges as `a.b.c.d/n`. */
export function isTrustedProxy(address: string, trusted: readonly string[]): boolean {
  const ip = address.replace(/^::ffff:/, '');
  return trusted.some((entry) => {
    const [base, bits] = entry.split('/');
    if (bits === undefined) return base === ip;
    const [from, at, width] = [ipv4Number(base), ipv4Number(ip), Number(bits)];
    if (from === undefined || at === undefined || !(width >= 0 && width <= 32)) return false;
    const size = 2 ** (32 - width);
    return Math.floor(from / size) === Math.floor(at / size);
  });
}

/**
 * The gateways whose X-Real-IP is believed: loopback, and what `IPR_TRUSTED_PROXIES` adds (in
 * compose, nginx is another container: deploy/compose.yaml names its network's range).
 */
function trustedProxies(): string[] {
  const extra = process.env.IPR_TRUSTED_PROXIES?.split(',').map((e) => e.trim()) ?? [];
  return [...LOOPBACK, ...extra.filter(Boolean)];
}

/**
 * The client a request comes from. Behind nginx (deploy/) the connection is the gateway's, on
 * loopback, and the client is the X-Real-IP it sets; a request from anywhere else is its own
 * address, so a client reaching the service directly cannot name itself someone new each time.
 */
export function clientOf(req: ClientRequest): string {
  const forwarded = req.headers?.['x-real-ip'];
  const named = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.trim();
  const ip = req.ip ?? '';
  if (named && (ip === '' || isTrustedProxy(ip, trustedProxies()))) return named;
  return ip || 'unknown';
}
