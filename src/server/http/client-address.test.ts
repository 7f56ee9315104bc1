import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressSubject, clientAddress } from './client-address';

async function addressSeen(trustProxy: boolean, headers: Record<string, string> = {}) {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustProxy)));
  const response = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: '10.0.0.5' } } });
  return response.text();
}

describe('client address', () => {
  it('is the socket peer, whatever X-Forwarded-For claims, unless the proxy is trusted', async () => {
    expect(await addressSeen(false, { 'x-forwarded-for': '1.2.3.4' })).toBe('10.0.0.5');
    expect(await addressSeen(true)).toBe('10.0.0.5');
  });

  it('behind a trusted proxy is the entry that proxy appended, not one the client wrote', async () => {
    expect(await addressSeen(true, { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await addressSeen(true, { 'x-forwarded-for': '203.0.113.9' })).toBe('203.0.113.9');
  });
});

describe('the unit a per-address limit counts', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:DB8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s counts as %s', (address, subject) => {
    expect(addressSubject(address)).toBe(subject);
  });
});
