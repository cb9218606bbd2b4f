import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoverImage } from './cover-image.js';

describe('CoverImage', () => {
  it('shows the cover, and a drawn placeholder with the same name when the picture cannot load', () => {
    render(
      <CoverImage
        src="/images/gone.jpg"
        alt="Cover of Dune"
        sizes="256px"
        width={300}
        height={450}
        className="h-64 w-full"
      />,
    );
    const image = screen.getByRole('img', { name: 'Cover of Dune' });
    expect(image.tagName).toBe('IMG');
    fireEvent.error(image);
    const placeholder = screen.getByRole('img', { name: 'Cover of Dune' });
    expect(placeholder.tagName).not.toBe('IMG');
    expect(placeholder).toHaveClass('h-64', 'w-full');
  });

  it('draws the placeholder, never an <img>, for an address of the site that names no picture', () => {
    for (const src of ['/api/events?n=1', '//evil.example/a.png']) {
      const { unmount } = render(<CoverImage src={src} alt="Cover" sizes="64px" />);
      expect(screen.getByRole('img', { name: 'Cover' }).tagName).not.toBe('IMG');
      expect(document.querySelector('img')).toBeNull();
      unmount();
    }
  });

  it('offers an uploaded photo in every width for the screen to choose, a picture by address as it is', () => {
    const id = '0b8a3c1e-5f3d-4c7a-9b2e-1d4f6a8c0e12';
    render(<CoverImage src={`/api/photos/${id}/640.webp`} alt="Photo" sizes="64px" />);
    const photo = screen.getByRole('img', { name: 'Photo' });
    expect(photo).toHaveAttribute(
      'srcset',
      `/api/photos/${id}/320.webp 320w, /api/photos/${id}/640.webp 640w, /api/photos/${id}/1280.webp 1280w`,
    );
    expect(photo).toHaveAttribute('sizes', '64px');
    render(<CoverImage src="https://covers.example/dune.jpg" alt="Picture" sizes="64px" />);
    const picture = screen.getByRole('img', { name: 'Picture' });
    expect(picture).not.toHaveAttribute('srcset');
    expect(picture).not.toHaveAttribute('sizes');
  });
});
