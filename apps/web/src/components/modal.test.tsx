import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.js';

function Opener({ children }: { children: (close: () => void) => ReactNode }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      {isOpen && children(() => setIsOpen(false))}
    </>
  );
}

/** A page whose opener goes away with what it opened, as a book's Book Now once it is requested. */
function PageWithOneTimeOpener() {
  const [state, setState] = useState<'closed' | 'open' | 'done'>('closed');
  return (
    <main id="main">
      <h1>The book</h1>
      {state === 'closed' && (
        <button type="button" onClick={() => setState('open')}>
          Book Now
        </button>
      )}
      {state === 'open' && <Modal title="Request sent" onClose={() => setState('done')} />}
    </main>
  );
}

describe('Modal', () => {
  it("gives focus to the page's heading when its opener is gone, not to the document's body", async () => {
    const user = userEvent.setup();
    render(<PageWithOneTimeOpener />);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The book' })).toHaveFocus();
  });

  it('asks a question: named and described, focus on the cancelling button, back to the opener on Escape', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(
      <Opener>
        {(close) => (
          <Modal
            title="Remove it?"
            description="It cannot be undone."
            onClose={close}
            onConfirm={onConfirm}
            actions={{ cancelLabel: 'Keep it', confirmLabel: 'Remove', tone: 'danger' }}
          />
        )}
      </Opener>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Remove it?' });
    expect(dialog).toHaveAccessibleDescription('It cannot be undone.');
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('holds a form: its confirming button sends it, and says what is under way', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    const { rerender } = render(
      <Modal
        title="Report"
        onClose={() => undefined}
        onSubmit={onSubmit}
        actions={{ cancelLabel: 'Cancel', confirmLabel: 'Submit', pendingLabel: 'Sending…' }}
      >
        <input aria-label="Note" />
      </Modal>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Torn{Enter}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
    rerender(
      <Modal
        title="Report"
        onClose={() => undefined}
        onSubmit={onSubmit}
        actions={{ cancelLabel: 'Cancel', confirmLabel: 'Submit', pendingLabel: 'Sending…', pending: true }}
      >
        <input aria-label="Note" />
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });
});
