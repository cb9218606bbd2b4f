/**
 * A spinner with what is being waited for: by default the specification's words, which it shows
 * while the session or a role is checked (the route guard); other waits say what they wait for.
 */
export function LoadingScreen({ label = 'Your request is being loaded, please wait' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 p-8"
    >
      <span
        className="size-12 animate-spin rounded-full border-4 border-amber-200 border-t-brand"
        aria-hidden="true"
      />
      <p className="text-lg font-semibold text-stone-700">{label}</p>
    </div>
  );
}
