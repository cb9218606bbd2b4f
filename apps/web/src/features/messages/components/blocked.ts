/** What a thread between two people of whom one blocked the other says instead of its message box. */
export const BLOCKED_THREAD =
  'One of you has blocked the other: no more messages here. You can unblock people on your account page.';
