import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addBook, findToast, renderApp, signUpAs } from '../../../test/render-app.js';

describe('Add an item', () => {
  it('asks five things (the ISBN, photos, condition, price, place), the rest filled or optional', async () => {
    const seller = await signUpAs('seller', 'Sol Seller');
    const { user } = renderApp('/addproduct');
    expect(await screen.findByRole('heading', { name: 'Add an item' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan barcode' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan a pile into Drafts' })).toBeInTheDocument();
    for (const label of [
      'ISBN',
      'Book name',
      'Author',
      'Category',
      'Publisher',
      'Year',
      'Add photos',
      'Product condition',
      'Resell price ($)',
      'Location',
      // Optional, under "More about this copy".
      'Original price ($)',
      'Used for (years)',
      'Description',
      'Image url',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    for (const label of ['Original price ($)', 'Resell price ($)', 'Used for (years)'])
      expect(screen.getByLabelText(label)).toHaveAttribute('type', 'number');
    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Product condition')).toEqual(['excellent', 'good', 'fair']);
    expect(options('Category')).toEqual(['Action & Adventure', 'Comics & Fantasy', 'Literary Fiction']);
    expect(options('Format')).toEqual(['paperback', 'hardcover', 'other']);
    const checklist = within(screen.getByRole('group', { name: 'What a buyer should know' }));
    expect(checklist.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Notes or highlighting',
      'Spine creases',
      'Dust jacket present',
      'Ex-library',
      'Signed or first printing',
    ]);
    // The date and the seller are said, not asked.
    expect(screen.getByText(`Listed today by Sol Seller (${seller.email}).`)).toBeInTheDocument();
    expect(screen.queryByLabelText('Posted time')).not.toBeInTheDocument();
    // A check digit is checked as it is typed.
    await user.type(screen.getByLabelText('ISBN'), '978-0-306-40615-8');
    expect(await screen.findByText('This ISBN’s check digit is wrong: look at it again')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('ISBN'));
    await user.type(screen.getByLabelText('ISBN'), '0-262-03384-4');
    // Whole, it is looked up at once; a book nobody listed yet is said so, and can be asked again.
    expect(await screen.findByText('This book is new here: type its title and author.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fill from ISBN' })).toBeInTheDocument();
  });

  it('shows what is missing before sending anything', async () => {
    await signUpAs('seller');
    const { user, router } = renderApp('/addproduct');
    await user.click(await screen.findByRole('button', { name: 'List my book' }));
    for (const message of [
      'Book name is required',
      'Author is required',
      'Add a photo, or give an image url',
      'Resell price is required',
      'Location is required',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('Original price is required')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/addproduct');
  });

  it('fills a known ISBN’s facts and place, lists the book, then offers Scan another', async () => {
    await signUpAs('seller');
    const isbn = '9780131103627';
    await addBook({
      book_name: 'Known Before',
      author: 'Kim Known',
      isbn,
      category_id: '3',
      location: 'Khulna',
    });
    const { user } = renderApp('/addproduct');
    // The place is the seller's last listing's.
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveValue('Khulna'));
    await user.type(screen.getByLabelText('ISBN'), isbn);
    await waitFor(() => expect(screen.getByLabelText('Book name')).toHaveValue('Known Before'));
    expect(screen.getByLabelText('Author')).toHaveValue('Kim Known');
    expect(screen.getByLabelText('Category')).toHaveValue('3');
    await user.type(screen.getByLabelText('Image url'), '/images/covers/moonlit-guild.svg');
    await user.click(screen.getByRole('checkbox', { name: 'Spine creases' }));
    await user.type(screen.getByLabelText('Resell price ($)'), '7');
    await user.click(screen.getByRole('button', { name: 'List my book' }));
    expect(await findToast('New product added')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Listed: Known Before' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scan another' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the listing' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/book\/.+/),
    );
    // The next book starts at its ISBN, the focus there.
    await user.click(screen.getByRole('button', { name: 'List another without scanning' }));
    await waitFor(() => expect(screen.getByLabelText('ISBN')).toHaveFocus());
    expect(screen.getByLabelText('ISBN')).toHaveValue('');
  });
});
