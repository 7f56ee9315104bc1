import type { MiddlewareHandler } from 'hono';
import { createError } from './app-error';
import type { AppEnv } from './context';

/** The hostnames (as `URL.hostname` spells them, IPv6 in brackets) the app answers at without PUBLIC_URL. */
export type KnownHosts = ReadonlySet<string>;

const IPV4_LOOPBACK = /^127(?:\.\d{1,3}){3}$/;

/** The host part of an URL or Host-built request URL, as `URL.hostname` gives it; null when it does not parse. */
export function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

// An interface's address as it appears in a URL: IPv6 in brackets, without a zone (fe80::1%eth0),
// which browsers do not put in URLs.
function urlHostname(address: string): string | null {
  return address.includes(':') ? hostnameOf(`http://[${address.split('%')[0]}]`) : hostnameOf(`http://${address}`);
}

/**
 * Without PUBLIC_URL the app builds its mail links from the address a request was sent to, so it
 * answers only at addresses that are its own: localhost and loopback, this machine's interface
 * addresses read at start, and the hosts of TRUSTED_ORIGINS. A forged Host header then cannot put
 * another site into a link, and a DNS-rebound name is refused.
 */
export function createKnownHosts({ interfaceAddresses, trustedOrigins }: { interfaceAddresses: string[]; trustedOrigins: string[] }): KnownHosts {
  const hosts = ['localhost', '127.0.0.1', '[::1]', ...interfaceAddresses.map(urlHostname), ...trustedOrigins.map(hostnameOf)];
  return new Set(hosts.filter((host): host is string => host !== null && host !== ''));
}

export function isKnownHost(knownHosts: KnownHosts, hostname: string | null): boolean {
  return hostname !== null && (knownHosts.has(hostname) || IPV4_LOOPBACK.test(hostname));
}

// 421 Misdirected Request: this server is not the one for that name.
export function requireKnownHost(knownHosts: KnownHosts): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isKnownHost(knownHosts, hostnameOf(c.req.url))) {
      throw createError({ code: 'request.unknown_host', status: 421, message: 'This server does not answer for that host; set PUBLIC_URL or TRUSTED_ORIGINS' });
    }
    await next();
  };
}
