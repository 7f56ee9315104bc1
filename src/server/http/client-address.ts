import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

const UNKNOWN_ADDRESS = '0.0.0.0';

/**
 * The client's address: the socket's peer, or behind our own reverse proxy (TRUST_PROXY) the
 * last X-Forwarded-For entry, the one that proxy appended. Earlier entries come from the client
 * and could be anything, so trusting the first would let a script pick a new address per request.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? UNKNOWN_ADDRESS;
  } catch {
    return UNKNOWN_ADDRESS;
  }
}

function ipv6Network(address: string, prefixGroups: number): string {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const start = groups(head);
  const end = tail === undefined ? [] : groups(tail);
  const all = tail === undefined ? start : [...start, ...Array<string>(Math.max(0, 8 - start.length - end.length)).fill('0'), ...end];
  return `${all
    .slice(0, prefixGroups)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/${prefixGroups * 16}`;
}

/**
 * The unit a per-address limit counts: an IPv4 address, or an IPv6 /64 (one home or school
 * network gets a whole /64, so a single address within it means little).
 */
export function addressSubject(address: string): string {
  const bare = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  if (mapped) return mapped;
  if (isIPv4(bare)) return bare;
  if (isIPv6(bare)) return ipv6Network(bare, 4);
  return bare.slice(0, 64);
}
