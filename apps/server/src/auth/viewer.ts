/** The signed-in person behind a request, from the session cookie or a bearer access token. */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  /** What they signed up for (the specification's role); every account buys. */
  role: 'buyer' | 'seller';
  /** Whether they sell: signed up as a seller, or pressed Start selling. */
  sells: boolean;
  isAdmin: boolean;
  /** Whether the person confirmed their email address (by its link, or through Google). */
  emailVerified: boolean;
  sessionId: string;
}
