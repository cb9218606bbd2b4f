import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.js';

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
    expect(document.title).toBe('Blog · Second Shelf');
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
