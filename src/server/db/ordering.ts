import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Writer } from './unique-code';

// A list ordered by sort_order among its siblings (categories; topics of a category; subtopics
// of a topic; problems and theories of a subtopic). `parent.row` names the parent's table and id
// column: its row is the list's lock.
export type OrderedList = {
  table: PgTable;
  id: AnyPgColumn;
  sortOrder: AnyPgColumn;
  parent?: { column: AnyPgColumn; id: number; row: { table: PgTable; id: AnyPgColumn } };
};

const siblingsOf = (list: OrderedList): SQL => (list.parent ? sql`${list.parent.column} = ${list.parent.id}` : sql`true`);

// Every write that places items in a list (a create, a move) takes this lock first, inside its
// transaction, so they apply one after another and no two read the same max(sort_order). The
// lock is the parent's row, locked for update: a delete of the parent locks it too, so it either
// waits for the create and takes the new child along, or goes first, and the create finds the
// parent gone (false) instead of failing on its foreign key. Categories have no parent: a
// transaction-scoped advisory lock named after the table stands in for it.
export async function lockList(writer: Writer, list: OrderedList): Promise<boolean> {
  if (!list.parent) {
    await writer.execute(sql`select pg_advisory_xact_lock(hashtext('ordered-list'), hashtext(${getTableName(list.table)}))`);
    return true;
  }
  const { row, id } = list.parent;
  const locked = await writer.execute(sql`select 1 from ${row.table} where ${row.id} = ${id} for update`);
  return locked.length > 0;
}

// Spec 4: a new item goes last, at max(sort_order) + 1, or 0 in an empty list. The list stays
// locked (lockList) until the caller's transaction ends; undefined when the parent is gone.
export async function claimNextSortOrder(writer: Writer, list: OrderedList): Promise<number | undefined> {
  if (!(await lockList(writer, list))) return undefined;
  const [row] = await writer.execute<{ next: number }>(
    sql`select coalesce(max(${list.sortOrder}), -1)::int + 1 as next from ${list.table} where ${siblingsOf(list)}`,
  );
  return Number(row!.next);
}

export type MoveDirection = 'up' | 'down';

// Swaps an item with its neighbour. The list is locked first (lockList), so two admins clicking
// at once are applied one after the other on the order the first one left. Equal sort_orders
// (older data) are renumbered 0..n-1 in their shown order before the swap. Returns false at
// an edge (the first cannot go up, the last cannot go down) or when the item is not there.
export async function moveInList(writer: Writer, list: OrderedList, itemId: number, direction: MoveDirection): Promise<boolean> {
  if (!(await lockList(writer, list))) return false;
  const rows = await writer.execute<{ id: number; sort_order: number }>(
    sql`select ${list.id} as id, ${list.sortOrder} as sort_order from ${list.table}
        where ${siblingsOf(list)} order by ${list.sortOrder}, ${list.id} for update`,
  );
  // Sorted again here: under READ COMMITTED, FOR UPDATE returns the rows another transaction
  // just changed with their new values but in the order sorted before the wait.
  const ordered = rows
    .map((row) => ({ id: Number(row.id), sortOrder: Number(row.sort_order) }))
    .sort((left, right) => left.sortOrder - right.sortOrder || left.id - right.id);
  const index = ordered.findIndex((row) => row.id === itemId);
  const neighbourIndex = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || neighbourIndex < 0 || neighbourIndex >= ordered.length) return false;
  const hasTies = new Set(ordered.map((row) => row.sortOrder)).size !== ordered.length;
  const positions = ordered.map((row, position) => ({ id: row.id, sortOrder: hasTies ? position : row.sortOrder }));
  const item = positions[index]!;
  const neighbour = positions[neighbourIndex]!;
  [item.sortOrder, neighbour.sortOrder] = [neighbour.sortOrder, item.sortOrder];
  const changed = hasTies ? positions : [item, neighbour];
  for (const row of changed) {
    await writer.execute(sql`update ${list.table} set ${sql.identifier(list.sortOrder.name)} = ${row.sortOrder} where ${list.id} = ${row.id}`);
  }
  return true;
}
