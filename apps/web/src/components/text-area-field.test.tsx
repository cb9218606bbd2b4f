import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextAreaField } from './text-area-field.js';

function Box(props: { counterFrom?: number; allowOverflow?: boolean; error?: string; hint?: string }) {
  const [text, setText] = useState('');
  return (
    <TextAreaField
      label="Note"
      maxLength={10}
      value={text}
      onChange={(event) => setText(event.target.value)}
      {...props}
    />
  );
}

describe('TextAreaField', () => {
  it('counts from its threshold on, politely, and describes the box with the count', async () => {
    const user = userEvent.setup();
    render(<Box counterFrom={3} />);
    const box = screen.getByRole('textbox', { name: 'Note' });
    await user.type(box, 'ab');
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
    await user.type(box, 'c');
    const counter = screen.getByText('3 of 10 characters');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    expect(box).toHaveAccessibleDescription('3 of 10 characters');
  });

  it('stops the typing at the limit, or lets it run over and says so', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Box counterFrom={0} />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x'.repeat(12));
    expect(screen.getByText('10 of 10 characters')).toBeInTheDocument();
    unmount();

    render(<Box counterFrom={0} allowOverflow />);
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'x'.repeat(12));
    expect(screen.getByText('12 of 10 characters')).toHaveClass('text-red-800');
  });

  it('is described by its error in place of its hint, and marked invalid', () => {
    const { rerender } = render(<Box hint="Say why" />);
    const box = screen.getByRole('textbox', { name: 'Note' });
    expect(box).toHaveAccessibleDescription('Say why');
    expect(box).toHaveAttribute('aria-invalid', 'false');
    rerender(<Box hint="Say why" error="A note is required" />);
    expect(box).toHaveAccessibleDescription('A note is required');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('A note is required');
  });
});
