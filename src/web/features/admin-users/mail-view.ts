// The outbox keeps mail as plain text; the verification link is the first web address in it.
const LINK_PATTERN = /https?:\/\/[^\s<>"']+/;

export function firstLinkIn(text: string): string | null {
  return LINK_PATTERN.exec(text)?.[0] ?? null;
}
