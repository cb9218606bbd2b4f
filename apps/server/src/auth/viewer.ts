/** The signed-in person behind a request, from the session cookie or a bearer access token. */
export interface Viewer {
  id: string;
  email: string;
  name: string;
  role: 'buyer' | 'seller';
  isAdmin: boolean;
  /** Whether the person confirmed their email address (by its link, or through Google). */
  emailVerified: boolean;
  sessionId: string;
}
