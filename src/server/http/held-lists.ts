import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import type { ContentChanges } from '../db/content-changes';
import { createContentCache } from '../db/content-cache';
import { heldJsonBytes, heldJsonResponse, holdJson, type HeldJson } from './held-json';

// The admin lists' pages (problems, reports, Tanya Soal questions) as sent, held in memory and
// compressed, the same for every admin (issue 13: the first page of a list cost 1-2 ms of the
// server's and Postgres's CPU per request, for data that changes a few times an hour). A page is
// held for the generation of `changes.adminLists` it was read in: content, users' emails, reports,
// uploaded questions and the item figures all move it, announced by Postgres to every server
// (migrations 0009-0011) and at once for a write made through this server (db/client.ts). While
// those changes are not heard, nothing is held. Decision 029.
const HELD_PAGES = 256;
const HELD_BYTES = 4_000_000;

type HeldPage = { json: HeldJson; dueAt: number | null };

export type HeldListOptions<T> = {
  /** When the page's own figures are due to be renewed (ms since the epoch), read from the page. */
  dueAt?: (value: T) => number | null;
  /** Called when a held page is sent past its `dueAt` (starts the renewal; its write drops the page). */
  onDue?: () => void;
};

export function createHeldLists(changes: Pick<ContentChanges, 'adminLists'>, clock: () => number = Date.now) {
  const pages = createContentCache<HeldPage>(changes.adminLists, { maxEntries: HELD_PAGES, maxBytes: HELD_BYTES, sizeOf: (page) => heldJsonBytes(page.json) });
  return {
    /** The page named `key` (the list and its validated query): held, or `load`ed, held and sent. */
    async respond<T>(c: Context, key: string, load: () => Promise<T>, options: HeldListOptions<T> = {}): Promise<TypedResponse<JSONParsed<T>, 200, 'json'>> {
      const held = pages.peek(key);
      if (held) {
        if (held.dueAt !== null && clock() >= held.dueAt) options.onDue?.();
        return heldJsonResponse<T>(c, held.json, '');
      }
      const startedIn = pages.begin();
      const value = await load();
      // Not heard, so not kept: sent as any other JSON.
      if (startedIn === null) return c.json(value as never) as unknown as TypedResponse<JSONParsed<T>, 200, 'json'>;
      const json = holdJson(Buffer.from(JSON.stringify(value)), { keepRaw: false });
      pages.put(key, startedIn, { json, dueAt: options.dueAt?.(value) ?? null });
      return heldJsonResponse<T>(c, json, '');
    },
    get size() {
      return pages.size;
    },
  };
}

export type HeldLists = ReturnType<typeof createHeldLists>;
