/** Who is asking: the signed-in user (from the server session) and the anonymous visitor identity. */
export interface Visitor {
  /** Email of the signed-in user, or null. */
  email: string | null;
  /** Salted hash of the client IP (never the IP itself). */
  ipHash: string;
  /** Random id from the anonymous cookie. */
  anonId: string;
}
