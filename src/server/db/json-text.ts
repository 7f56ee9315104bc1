// json and jsonb come back from raw statements (db.execute, client.unsafe) as their text: the
// client leaves them unparsed so drizzle parses them once (db/client.ts). Such a value, parsed.
export const jsonFromText = <T = unknown>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
