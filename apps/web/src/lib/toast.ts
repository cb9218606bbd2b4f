import { useSyncExternalStore } from 'react';
import type * as ReactHotToast from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';

// react-hot-toast and its Toaster load with the first message rather than with the first page:
// the home page shows none, and it would be the largest library of its bundle after React,
// React Router and TanStack Query. The same calls as react-hot-toast's `toast`.
type ToastLibrary = typeof ReactHotToast;

let library: Promise<ToastLibrary> | undefined;
let isLoaded = false;
const listeners = new Set<() => void>();

export function loadToastLibrary(): Promise<ToastLibrary> {
  library ??= import('react-hot-toast').then((module) => {
    isLoaded = true;
    for (const listener of listeners) listener();
    return module;
  });
  return library;
}

function show(kind: 'blank' | 'success' | 'error', message: string, options?: ToastOptions): void {
  loadToastLibrary().then(
    ({ default: toast }) => (kind === 'blank' ? toast(message, options) : toast[kind](message, options)),
    (error: unknown) => console.warn('The message could not be shown:', message, error),
  );
}

export const toast = Object.assign(
  (message: string, options?: ToastOptions) => show('blank', message, options),
  {
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    error: (message: string, options?: ToastOptions) => show('error', message, options),
  },
);

/** True once a message has been asked for: then the Toaster is worth mounting. */
export function useIsToastLibraryLoaded(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isLoaded,
    // A page rendered on the server has shown no message yet.
    () => false,
  );
}
