import { lazy, Suspense, useState } from 'react';
import type { ReportTarget } from './report-dialog.js';

// The form (with the shared schemas' zod) loads with the first "Report": a book's page needs neither.
const ReportDialog = lazy(() =>
  import('./report-dialog.js').then((module) => ({ default: module.ReportDialog })),
);

/**
 * "Report" on a book's page or a person's profile, opening the Report form; a visitor's calls
 * `signInFirst` instead. `openAtStart` shows the form at once (a visitor back from signing in to
 * report) until it is closed, when `onClosed` is told.
 */
export function ReportButton({
  target,
  className = '',
  signInFirst,
  openAtStart = false,
  onClosed,
}: {
  target: ReportTarget;
  className?: string;
  signInFirst?: () => void;
  openAtStart?: boolean;
  onClosed?: () => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`btn-secondary btn-sm gap-1.5 ${className}`}
        onClick={() => (signInFirst ? signInFirst() : setIsOpen(true))}
        aria-haspopup="dialog"
      >
        <FlagIcon className="size-4 shrink-0" />
        Report
      </button>
      {(isOpen || openAtStart) && (
        <Suspense>
          <ReportDialog
            target={target}
            onClose={() => {
              setIsOpen(false);
              onClosed?.();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

const FlagIcon = ({ className }: { className: string }) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    className={className}
  >
    <path d="M5 21V4m0 0h11l-2 4 2 4H5" />
  </svg>
);
