import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { WordGrid, type WordOption } from './word-grid';

const WORDS: WordOption[] = Array.from({ length: 16 }, (_, i) => ({ id: `w${i + 1}`, label: `Word ${i + 1}` }));

/** The grid with its state held the way a page holds it. */
function Picker({ initial = [], max, onChange }: { initial?: string[]; max?: number; onChange?: (selected: string[]) => void }) {
  const [selected, setSelected] = useState(initial);
  return (
    <WordGrid
      words={WORDS}
      selected={selected}
      max={max}
      announcerTestId="announcer"
      onChange={(next) => {
        setSelected(next);
        onChange?.(next);
      }}
    />
  );
}

const word = (name: string) => screen.getByRole('button', { name });
const announcer = () => screen.getByTestId('announcer');

describe('WordGrid', () => {
  it('toggles words as pressed buttons in a named group and says the count', async () => {
    const changes: string[][] = [];
    const { user } = renderWithProviders(<Picker onChange={(next) => changes.push(next)} />);
    expect(screen.getByRole('group', { name: 'Words' })).toBeInTheDocument();
    expect(screen.getByText('Tap a word to choose it, tap it again to unselect it.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(16);
    expect(announcer()).toHaveTextContent('Words chosen: 0 of 12');

    await user.click(word('Word 3'));
    await user.click(word('Word 1'));
    expect(word('Word 3')).toHaveAttribute('aria-pressed', 'true');
    expect(announcer()).toHaveTextContent('Words chosen: 2 of 12');
    await user.click(word('Word 3'));
    expect(word('Word 3')).toHaveAttribute('aria-pressed', 'false');
    expect(changes).toEqual([['w3'], ['w3', 'w1'], ['w1']]);
  });

  it('refuses a word past the limit: the others stay focusable, marked, and the message is said again on each refusal', async () => {
    const changes: string[][] = [];
    const twelve = WORDS.slice(0, 12).map((w) => w.id);
    const { user } = renderWithProviders(<Picker initial={twelve} onChange={(next) => changes.push(next)} />);
    expect(word('Word 13')).toHaveAttribute('aria-disabled', 'true');
    expect(word('Word 12')).not.toHaveAttribute('aria-disabled');
    const full = 'Words chosen: 12 of 12. You have chosen 12 words. Unselect one to choose another.';
    expect(announcer().textContent).toBe(full);
    await user.click(word('Word 13'));
    expect(word('Word 13')).toHaveAttribute('aria-pressed', 'false');
    // a changed text makes screen readers say it again
    expect(announcer().textContent).toBe(`${full}\u00a0`);
    await user.click(word('Word 14'));
    expect(announcer().textContent).toBe(full);
    expect(changes).toEqual([]);

    await user.click(word('Word 5'));
    expect(word('Word 13')).not.toHaveAttribute('aria-disabled');
    expect(changes).toEqual([twelve.filter((id) => id !== 'w5')]);
  });

  it('takes another limit', async () => {
    const { user } = renderWithProviders(<Picker max={2} />);
    await user.click(word('Word 1'));
    await user.click(word('Word 2'));
    await user.click(word('Word 3'));
    expect(word('Word 3')).toHaveAttribute('aria-pressed', 'false');
    expect(announcer()).toHaveTextContent('Words chosen: 2 of 2. You have chosen 2 words. Unselect one to choose another.');
  });

  it('speaks French', () => {
    renderWithProviders(<Picker />, { lang: 'fr' });
    expect(screen.getByRole('group', { name: 'Mots' })).toBeInTheDocument();
    expect(announcer()).toHaveTextContent('Mots choisis : 0 sur 12');
  });
});
