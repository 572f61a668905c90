// The match score's floor, shared so the portal's explanation of the matches and the backend
// that ranks them (mock/_lib/demand-match.ts) name the same number.

/**
 * Matches scoring below this (0–100) are not returned: weak support — the same field, a price
 * within budget, the patent type — without a shared keyword, related term, named patent or IPC
 * subclass never reaches it, and such a match is left out however it scores.
 */
export const MIN_MATCH_SCORE = 40;
