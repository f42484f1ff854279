/**
 * Least time between two reads a dial's turns cause. The service limits how fast a key may call it (its clients space
 * their calls by 1.5 s); a dial turned fast must never come near that limit, so turns within this time share one read.
 */
export const DIAL_READ_GAP_MS = 1500;
