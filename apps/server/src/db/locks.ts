// Advisory locks that more than one use case takes.

/**
 * Any fixed number: the advisory lock account deletions take, one at a time. Two deletions of the
 * two parties of one booking would otherwise each hold their own user and wait for the other's
 * (a cancellation tells the other side, whose row it then needs).
 */
export const DELETION_LOCK = 7_215_902_115;
