/**
 * The blue tick beside the name of a seller an admin has verified (VERIFY): a picture named
 * "Verified seller" for screen readers, with the same words as its tooltip.
 */
export function VerifiedTick({ className = 'size-4' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      role="img"
      aria-label="Verified seller"
      className={`inline-block shrink-0 align-[-0.15em] text-blue-700 ${className}`}
    >
      <title>Verified seller</title>
      <path
        fill="currentColor"
        d="M12 2l2.4 1.8 3-.1.9 2.9 2.5 1.7-.9 2.9.9 2.8-2.5 1.7-.9 2.9-3-.1L12 22l-2.4-1.8-3 .1-.9-2.9-2.5-1.7.9-2.8-.9-2.9 2.5-1.7.9-2.9 3 .1z"
      />
      <path
        d="M8.2 12.2l2.6 2.6 5-5.3"
        fill="none"
        stroke="#fff"
        strokeWidth={2.4}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
