import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addBook, cardOf, renderApp, signUpAs } from '../../../test/render-app.js';
import { asAnotherVisitor } from '../../../test/visitor.js';

/** A word no other book has: ten random letters, far from any other such word. */
const uniqueWord = () =>
  `qu${Array.from({ length: 10 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`;

describe('Search', () => {
  it('is a search box in the nav for everyone: a visitor searches and opens a book', async () => {
    const word = uniqueWord();
    const title = `The ${word} Almanac`;
    await asAnotherVisitor(async () => {
      await signUpAs('seller');
      await addBook({ book_name: title });
    });
    const { user, router } = renderApp('/');
    await screen.findByRole('link', { name: 'Log in' });
    const box = await screen.findByRole('searchbox', { name: 'Search books' });
    await user.type(box, `${word}{Enter}`);
    const card = await cardOf(title);
    expect(router.state.location.pathname).toBe('/search');
    await user.click(card.getByRole('link', { name: title }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('finds a book from a misspelt word typed in the nav, and says what it searched', async () => {
    const word = uniqueWord();
    const title = `The ${word} Atlas`;
    await asAnotherVisitor(async () => {
      await signUpAs('seller');
      await addBook({ book_name: title });
    });
    await signUpAs('buyer');
    const { user, router } = renderApp('/');
    const box = await screen.findByRole('searchbox', { name: 'Search books' });
    // One letter dropped from the middle of the word.
    const misspelt = word.slice(0, 5) + word.slice(6);
    await user.type(box, `${misspelt} atlas{Enter}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(`${misspelt} atlas`);
    expect(
      await screen.findByRole('heading', { name: `Books matching “${misspelt} atlas”` }),
    ).toBeInTheDocument();
    const card = await cardOf(title);
    expect(card.getByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      `1 book for “${word} atlas” (searched instead of “${misspelt} atlas”)`,
    );
    expect(screen.getByRole('searchbox', { name: 'Search books' })).toHaveValue(`${misspelt} atlas`);
  });

  it('changes the results and the address with filters and sort, and reads them back from the address', async () => {
    const word = uniqueWord();
    await asAnotherVisitor(async () => {
      await signUpAs('seller');
      await addBook({ book_name: `${word} cheap`, resell_price: 3, product_condition: 'fair' });
      await addBook({
        book_name: `${word} dear`,
        resell_price: 30,
        product_condition: 'excellent',
        format: 'hardcover',
      });
    });
    await signUpAs('buyer');
    const { user, router, unmount } = renderApp(`/search?q=${word}`);
    await cardOf(`${word} cheap`);
    const names = () =>
      screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    await waitFor(() => expect(names()).toEqual([`${word} dear`, `${word} cheap`]));
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('price_desc');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Condition' }), 'Excellent');
    await waitFor(() => expect(names()).toEqual([`${word} dear`]));
    expect(new URLSearchParams(router.state.location.search).get('condition')).toBe('excellent');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(names()).toHaveLength(2));
    await user.type(screen.getByRole('spinbutton', { name: 'Max price' }), '10');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(names()).toEqual([`${word} cheap`]));
    expect(router.state.location.search).toBe(`?q=${word}&max_price=10&sort=price_desc`);

    // The same address, opened again, is the same search.
    unmount();
    renderApp(`/search?q=${word}&max_price=10&sort=price_desc`);
    await cardOf(`${word} cheap`);
    expect(names()).toEqual([`${word} cheap`]);
    expect(screen.getByRole('spinbutton', { name: 'Max price' })).toHaveValue(10);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_desc');
  });

  it('says when nothing matches, and shows why a search is refused', async () => {
    await signUpAs('buyer');
    const first = renderApp(`/search?q=${uniqueWord()}`);
    expect(
      await screen.findByText('No books on sale match this search. Try other words or fewer filters.'),
    ).toBeInTheDocument();
    first.unmount();
    renderApp('/search?q=x&min_price=10&max_price=5');
    expect(await screen.findByRole('alert')).toHaveTextContent('min_price must not be more than max_price');
  });
});
