import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findToast, renderApp, signUpAs, waitForPath } from '../../../test/render-app.js';

describe('Add an item', () => {
  it('has every field and select of the specification, with today read-only and the seller prefilled', async () => {
    const seller = await signUpAs('seller', 'Sol Seller');
    const { user } = renderApp('/addproduct');
    expect(await screen.findByRole('heading', { name: 'Add an item' })).toBeInTheDocument();
    expect(screen.getByText('Want to add a new item? Please fill those requirements.')).toBeInTheDocument();
    for (const label of [
      'Book name',
      'Author',
      'ISBN',
      'Description',
      'Add photos',
      'Image url',
      'Original price ($)',
      'Resell price ($)',
      'Used for (years)',
      'Location',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    for (const label of ['Original price ($)', 'Resell price ($)', 'Used for (years)'])
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'number');
    expect(screen.getByLabelText('Posted time')).toHaveValue(new Date().toISOString().slice(0, 10));
    expect(screen.getByLabelText('Posted time')).toHaveAttribute('readonly');
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Product condition')).toEqual(['excellent', 'good', 'fair']);
    expect(options('Format')).toEqual(['paperback', 'hardcover', 'other']);
    expect(options('Language')).toContain('English');
    // Offered once an ISBN is whole: the server answers from its own catalogue, and the service if set.
    expect(screen.queryByRole('button', { name: 'Fill from ISBN' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('ISBN'), '978-0-306-40615-7');
    expect(screen.getByRole('button', { name: 'Fill from ISBN' })).toBeInTheDocument();
    expect(options('Category id')).toEqual(['1', '2', '3']);
    expect(options('Category name')).toEqual(['Action & Adventure', 'Comics & Fantasy', 'Literary Fiction']);
    expect(screen.getByLabelText('Seller name')).toHaveValue('Sol Seller');
    expect(screen.getByLabelText('Seller email')).toHaveValue(seller.email);
  });

  it('keeps the category id and name together', async () => {
    await signUpAs('seller');
    const { user } = renderApp('/addproduct');
    await user.selectOptions(await screen.findByLabelText('Category id'), '3');
    expect(screen.getByLabelText('Category name')).toHaveValue('Literary Fiction');
    await user.selectOptions(screen.getByLabelText('Category name'), 'Comics & Fantasy');
    expect(screen.getByLabelText('Category id')).toHaveValue('2');
  });

  it('shows the required fields before sending anything', async () => {
    await signUpAs('seller');
    const { user, router } = renderApp('/addproduct');
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    for (const message of [
      'Book name is required',
      'Author is required',
      'Add a photo, or give an image url',
      'Original price is required',
      'Resell price is required',
      'Used for is required',
      'Location is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(router.state.location.pathname).toBe('/addproduct');
  });

  it('adds the book: "New product added", then My Products lists it', async () => {
    await signUpAs('seller');
    const { user, router } = renderApp('/addproduct');
    const name = `Listed ${Date.now()}`;
    await user.type(await screen.findByLabelText('Book name'), name);
    await user.type(screen.getByLabelText('Author'), 'Ann Author');
    await user.type(screen.getByLabelText('Image url'), '/images/covers/moonlit-guild.svg');
    await user.type(screen.getByLabelText('Original price ($)'), '30');
    await user.type(screen.getByLabelText('Resell price ($)'), '12.5');
    await user.type(screen.getByLabelText('Used for (years)'), '2');
    await user.type(screen.getByLabelText('Location'), 'Khulna');
    await user.selectOptions(screen.getByLabelText('Product condition'), 'good');
    await user.selectOptions(screen.getByLabelText('Category id'), '2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await findToast('New product added')).toBeInTheDocument();
    await waitForPath(router, '/myproducts');
    expect((await screen.findAllByText(name)).length).toBeGreaterThan(0);
  });
});
