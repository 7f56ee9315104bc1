/** Resolves once `condition` holds, checked every 10 ms; throws naming `what` after 5 s. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const startedAt = Date.now();
  while (!(await condition())) {
    if (Date.now() - startedAt > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
