/** Amounts travel as yuan with two decimals and are kept in fen, so sums and comparisons are exact. */
export function toFen(yuan: number): number {
  return Math.round(yuan * 100);
}

export function fromFen(fen: unknown): number {
  return Number(fen) / 100;
}

export function fromOptionalFen(fen: unknown): number | null {
  return fen === null || fen === undefined ? null : fromFen(fen);
}
