import { describe, expect, it } from 'vitest';
import { createDeviceCookies, DEVICE_COOKIE_MAX_AGE_SECONDS } from './device-cookie';

let now = Date.parse('2026-11-02T07:00:00Z');
const cookies = createDeviceCookies('test-secret-test-secret-test-secret-0123', () => new Date(now));

describe('device cookies', () => {
  it('recognise the account they were issued for, and no other', () => {
    const value = cookies.renewed(undefined, 'ani@contoh.id');
    expect(cookies.find(value, 'ani@contoh.id')).not.toBeNull();
    expect(cookies.find(value, 'budi@contoh.id')).toBeNull();
    expect(value).not.toContain('ani');
  });

  it('are refused when signed with another secret or altered', () => {
    const other = createDeviceCookies('another-secret-another-secret-0123456', () => new Date(now));
    const value = other.renewed(undefined, 'ani@contoh.id');
    expect(cookies.find(value, 'ani@contoh.id')).toBeNull();
    const mine = cookies.renewed(undefined, 'ani@contoh.id');
    const [issuedAt, nonce, mac] = mine.split('.');
    expect(cookies.find(`${Number(issuedAt) + 1}.${nonce}.${mac}`, 'ani@contoh.id')).toBeNull();
    expect(cookies.find(`${issuedAt}.${nonce}.${mac!.slice(1)}`, 'ani@contoh.id')).toBeNull();
    expect(cookies.find('garbage', 'ani@contoh.id')).toBeNull();
  });

  it('expire after a year', () => {
    const value = cookies.renewed(undefined, 'ani@contoh.id');
    now += (DEVICE_COOKIE_MAX_AGE_SECONDS + 1) * 1000;
    expect(cookies.find(value, 'ani@contoh.id')).toBeNull();
  });

  it('keep the last five accounts of a shared computer, replacing the token of an account that signs in again', () => {
    let value: string | undefined;
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) value = cookies.renewed(value, `${name}@contoh.id`);
    expect(['b', 'c', 'd', 'e', 'f'].every((name) => cookies.find(value, `${name}@contoh.id`))).toBe(true);
    expect(cookies.find(value, 'a@contoh.id')).toBeNull();
    const before = cookies.find(value, 'c@contoh.id')!;
    value = cookies.renewed(value, 'c@contoh.id');
    expect(value!.split('~')).toHaveLength(5);
    expect(cookies.find(value, 'c@contoh.id')!.nonce).not.toBe(before.nonce);
  });
});
