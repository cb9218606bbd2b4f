import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.js';

describe('Home', () => {
  it('shows the hero, the categories from the server and how it works', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Kinds of Books' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Books Categories 3' })).toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Books Categories 3' })).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/category/1',
      '/category/2',
      '/category/3',
    ]);
    expect(cards.map((card) => card.textContent)).toEqual([
      'Special collectionAction & Adventure',
      'Special collectionComics & Fantasy',
      'Special collectionLiterary Fiction',
    ]);
    expect(screen.getByRole('heading', { name: 'How it works?' })).toBeInTheDocument();
    for (const step of ['Sign up for an account', 'Select your preferred books', 'Give payment']) {
      expect(screen.getByRole('heading', { name: step })).toBeInTheDocument();
    }
  });
});
