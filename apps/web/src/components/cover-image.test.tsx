import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverImage } from './cover-image.js';

describe('CoverImage', () => {
  it('shows the cover, and a drawn placeholder with the same name when the picture cannot load', () => {
    render(
      <CoverImage src="/gone.jpg" alt="Cover of Dune" width={300} height={450} className="h-64 w-full" />,
    );
    const image = screen.getByRole('img', { name: 'Cover of Dune' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    const placeholder = screen.getByRole('img', { name: 'Cover of Dune' });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(placeholder).toHaveClass('h-64', 'w-full');
  });
});
