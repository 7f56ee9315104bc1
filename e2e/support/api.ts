import { inject } from 'vitest';

// Direct API calls for test setup (seeding through the app's own endpoints, not the UI).
/** The session cookie of a sign-in through the API. */
export async function apiSignIn(email: string, password: string): Promise<string> {
  const baseUrl = inject('baseUrl');
  const response = await fetch(`${baseUrl}/math/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export async function latestMailTo(email: string): Promise<{ subject: string; text: string }> {
  const cookie = await apiSignIn(inject('adminEmail'), inject('adminPassword'));
  const response = await fetch(`${inject('baseUrl')}/math/api/admin/mail-outbox?to=${encodeURIComponent(email)}`, { headers: { cookie } });
  const { mails } = (await response.json()) as { mails: { subject: string; text: string }[] };
  if (!mails[0]) throw new Error(`no mail to ${email}`);
  return mails[0];
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@contoh.id`;
}
