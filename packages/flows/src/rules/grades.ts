/** Pass mark of spec section 9: green at 10/20 or above. */
export const PASS_MARK = 10;

export function gradePasses(mark: number): boolean {
  return Number.isFinite(mark) && mark >= PASS_MARK;
}

/** Score with two decimals, or 'N/A' when there is none. */
export function formatScore(score: number | null | undefined): string {
  return typeof score === 'number' && Number.isFinite(score) ? score.toFixed(2) : 'N/A';
}
