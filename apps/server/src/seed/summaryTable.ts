import type { SeedSummary } from './seedDemo';

/** Rows per table, the total and the rate, as an aligned text table. */
export function formatSummary(summary: Pick<SeedSummary, 'rows' | 'totalRows' | 'durationMs'>): string {
  const entries = Object.entries(summary.rows).sort(([, a], [, b]) => (b ?? 0) - (a ?? 0));
  const seconds = summary.durationMs / 1000;
  const width = Math.max(...entries.map(([t]) => t.length), 'total'.length);
  const num = (n: number) => n.toLocaleString('en-US').padStart(12);
  const lines = entries.map(([table, rows]) => `  ${table.padEnd(width)} ${num(rows ?? 0)}`);
  lines.push(`  ${'-'.repeat(width)} ${'-'.repeat(12)}`);
  lines.push(`  ${'total'.padEnd(width)} ${num(summary.totalRows)}`);
  lines.push(
    `  ${seconds.toFixed(1)} s, ${Math.round(summary.totalRows / Math.max(seconds, 0.001)).toLocaleString('en-US')} rows/s`,
  );
  return lines.join('\n');
}

/** onProgress callback that prints at most twice a second to stderr. */
export function progressPrinter(prefix = ''): (table: string, rows: number) => void {
  let last = 0;
  return (table, rows) => {
    const t = performance.now();
    if (t - last < 500) return;
    last = t;
    process.stderr.write(`${prefix}${table}: ${rows.toLocaleString('en-US')} rows\n`);
  };
}
