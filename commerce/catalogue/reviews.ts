/*
 * Rules of the shoppers' reviews, questions and answers that the service (votes in its
 * tables) and the MSW handlers (votes in memory) share.
 */

/** How a vote moves a review's or an answer's counters. */
export interface VoteChange {
  helpful: number;
  unhelpful: number;
}

/**
 * One vote per shopper: a first vote (`previous` null) counts, the same vote again changes
 * nothing, the opposite vote moves the shopper's vote from one counter to the other.
 */
export function voteChange(previous: boolean | null, helpful: boolean): VoteChange {
  if (previous === helpful) return { helpful: 0, unhelpful: 0 };
  const undo = previous === null ? 0 : -1;
  return helpful ? { helpful: 1, unhelpful: undo } : { helpful: undo, unhelpful: 1 };
}

/** A review's, question's or answer's date as the contract answers it: whole seconds. */
export const isoSeconds = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
