/** The most candidates a set part lists: bit 29 is the last a whole number below 2^31 − 1 needs. */
export const MAX_SET_CANDIDATES = 30;
