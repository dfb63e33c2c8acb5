/**
 * A renewal's new rent (issue 21 item 2): given as an amount, or as a percentage of the rent in
 * force. The percentage has at most two decimals (3.25 %) and is kept in basis points; the amount
 * is rounded once, to the cent, half away from zero (a 3 % rise on 1,234.50 is 1,271.54 — 1,271.535
 * rounded up).
 */

/** 3.25 (%) → 325 basis points; null when it has more than two decimals or is not finite. */
export function percentToBasisPoints(percent: number): number | null {
  if (!Number.isFinite(percent)) return null;
  const basisPoints = Math.round(percent * 100);
  if (Math.abs(percent * 100 - basisPoints) > 1e-6) return null;
  return basisPoints;
}

/** The rent after a change of `basisPoints` (300 = +3 %), in integer cents, rounded once. */
export function rentAfterIncrease(currentCents: number, basisPoints: number): number {
  const change = currentCents * basisPoints; // exact: both integers, far below 2^53
  const rounded = Math.sign(change) * Math.floor((Math.abs(change) + 5000) / 10000);
  return currentCents + rounded;
}
