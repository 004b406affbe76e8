const percent = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Reserves ÷ what is owed, as people read it: 1.125 -> "112.5%". */
export function formatRatio(ratio: number): string {
  return percent.format(ratio);
}
