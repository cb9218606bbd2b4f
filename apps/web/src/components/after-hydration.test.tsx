import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { AfterHydration, hydrationStarts } from './after-hydration.js';

const page = (
  <main>
    <h1>Books</h1>
    <AfterHydration>
      <button type="button">Add to wishlist</button>
    </AfterHydration>
  </main>
);

describe('AfterHydration', () => {
  it('draws its children at once on a page the browser draws alone', () => {
    render(page);
    expect(screen.getByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
  });

  it("leaves them out of the server's page and of its hydration, then draws them", async () => {
    hydrationStarts();
    const html = renderToString(page);
    expect(html).not.toContain('Add to wishlist');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const mismatch = vi.fn();
    const heading = container.querySelector('h1');

    // Drawn during hydration, the button would not match the server's page: React reports it.
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: mismatch });
    });

    expect(mismatch).not.toHaveBeenCalled();
    // The server's heading was taken over, not drawn again.
    expect(container.querySelector('h1')).toBe(heading);
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
    container.remove();
  });
});
