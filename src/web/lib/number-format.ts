// Numbers as Indonesians write them: 1.234 and 90,00. The statistics arrive already rounded
// (core/dashboard.ts); these only fix how many decimals show, so '90' reads '90,00' (spec 9).
const countFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const twoDecimalsFormat = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const oneDecimalFormat = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatCount(value: number): string {
  return countFormat.format(value);
}

export function formatTwoDecimals(value: number): string {
  return twoDecimalsFormat.format(value);
}

export function formatOneDecimal(value: number): string {
  return oneDecimalFormat.format(value);
}

export function formatPercentTwoDecimals(value: number): string {
  return `${formatTwoDecimals(value)}%`;
}

export function formatPercentOneDecimal(value: number): string {
  return `${formatOneDecimal(value)}%`;
}
