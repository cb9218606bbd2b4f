import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast, renderApp, signUpAs, waitForPath } from '../../../test/render-app.js';

describe('Blog', () => {
  it('opens and closes each of the four questions on its own', async () => {
    const { user } = renderApp('/blog');
    const questions = [
      'What are the different ways to manage a state in a React application?',
      'How does prototypical inheritance work?',
      'What is a unit test? Why should we write unit tests?',
      'React vs. Angular vs. Vue?',
    ];
    const summaries = await Promise.all(questions.map((question) => screen.findByText(question)));
    const details = summaries.map((summary) => summary.closest('details')!);
    expect(details.every((item) => !item.open)).toBe(true);
    await user.click(summaries[1]!);
    await user.click(summaries[3]!);
    expect(details.map((item) => item.open)).toEqual([false, true, false, true]);
    expect(within(details[1]!).getByText(/prototype chain/)).toBeInTheDocument();
    await user.click(summaries[1]!);
    expect(details.map((item) => item.open)).toEqual([false, false, false, true]);
  });
});

describe('Wishlist', () => {
  it('is the Favourites preview with its three sample products', async () => {
    await signUpAs('buyer');
    const { user } = renderApp('/mywishlist');
    expect(await screen.findByRole('heading', { name: 'Favourites' })).toBeInTheDocument();
    expect(screen.getByText('03 items')).toBeInTheDocument();
    for (const code of ['RF293', 'CF118', 'LF054']) expect(screen.getByText(code)).toBeInTheDocument();
    expect(screen.getAllByText(/^Colour:/)).toHaveLength(3);
    expect(screen.getAllByText(/^Size:/)).toHaveLength(3);
    const more = screen.getAllByRole('button', { name: 'More information' })[0]!;
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Light shelf wear/)).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!);
    expect(await findToast(/wishlist is a preview/)).toBeInTheDocument();
  });
});

describe('Not found', () => {
  it('answers unknown links and leads back home', async () => {
    const { user, router } = renderApp('/no/such/page');
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go back to Homepage' }));
    await waitForPath(router, '/');
  });
});
