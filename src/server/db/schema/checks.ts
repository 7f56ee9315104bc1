import { sql, type SQL } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { publicCodePattern, type PublicCodeKind } from '../../../core/public-code';
import { THEORY_CATEGORY_NAME } from '../../../core/theories';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

// A column's value is one of a list from src/core, the list written in as literals: a prepared
// statement's condition then matches a partial index built from the same list.
export const isOneOf = (column: AnyPgColumn, values: readonly string[]) => sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;

// CHECK constraints are built from the lists in src/core, so the database refuses exactly
// what the rules refuse and a list is written once.
export const oneOfCheck = (name: string, column: AnyPgColumn, values: readonly string[]) => check(name, isOneOf(column, values));

export const publicCodeCheck = (name: string, column: AnyPgColumn, kind: PublicCodeKind) =>
  check(name, sql`${column} ~ ${sql.raw(literal(publicCodePattern(kind).source))}`);

export const jsonbLiteral = (value: unknown): SQL => sql.raw(`${literal(JSON.stringify(value))}::jsonb`);

// A category is named 'List Teori' exactly when it is the marked theory list.
export const theoryListNameCheck = (name: string, nameColumn: AnyPgColumn, markerColumn: AnyPgColumn) =>
  check(name, sql`(${nameColumn} = ${sql.raw(literal(THEORY_CATEGORY_NAME))}) = ${markerColumn}`);
