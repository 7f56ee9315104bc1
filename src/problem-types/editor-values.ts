// Reading back what the admin editor kept (its draft in localStorage, a saved problem's parts):
// anything of another shape becomes the empty value of its field.

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export const textsOf = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

export function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
