// Indonesian number formatting: 1.234 and 66,67 (the server already rounded every value).
export function formatNumber(value: number): string {
  return value.toLocaleString('id-ID', { maximumFractionDigits: 2 });
}

// The chart tooltip always shows one decimal (spec 9): 50,0%.
export function formatOneDecimal(value: number): string {
  return value.toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
