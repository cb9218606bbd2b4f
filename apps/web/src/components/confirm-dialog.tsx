import { useState } from 'react';
import { toast } from '../lib/toast.js';
import { errorMessage } from '../lib/api-client.js';
import { Modal } from './modal.js';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** The button that changes nothing ("Keep it" where something would be lost). */
  cancelLabel?: string;
  /** A change that loses nothing (and can be undone) is confirmed with the primary button. */
  tone?: 'danger' | 'primary';
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before anything that cannot be undone, or that others will see at once. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Keep it',
  tone = 'danger',
  pending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      title={title}
      description={message}
      onClose={onCancel}
      onConfirm={onConfirm}
      actions={{ cancelLabel, confirmLabel, pendingLabel: 'Working…', pending, tone }}
    />
  );
}

/**
 * An action that asks first: `ask(item)` opens the question, `confirm` performs it (a failure
 * becomes an error toast with the server's message) and closes it either way.
 */
export function useConfirmedAction<T>(perform: (item: T) => Promise<void>) {
  const [target, setTarget] = useState<T | null>(null);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    if (target === null) return;
    setPending(true);
    try {
      await perform(target);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
      setTarget(null);
    }
  };
  return { target, pending, ask: setTarget, cancel: () => setTarget(null), confirm: () => void confirm() };
}
