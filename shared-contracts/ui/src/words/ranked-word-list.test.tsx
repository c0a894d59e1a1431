import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { TestBackend, type ITestBackend, type TestBackendOptions } from 'react-dnd-test-backend';
import { renderWithProviders } from '../../testing/render-with-providers';
import { RankedWordList } from './ranked-word-list';

const LABELS: Record<string, string> = { a: 'Courage', b: 'Kindness', c: 'Curiosity', d: 'Humour' };
const labelOf = (id: string) => LABELS[id];

/** The list with its order held the way a page holds it, and react-dnd's test backend. */
function setup(lang: 'en' | 'fr' = 'en') {
  const changes: string[][] = [];
  let backend: ITestBackend | null = null;
  const options: TestBackendOptions = { onCreate: (created) => (backend = created) };
  function Page() {
    const [order, setOrder] = useState(['a', 'b', 'c', 'd']);
    return (
      <RankedWordList
        order={order}
        labelOf={labelOf}
        announcerTestId="announcer"
        backend={TestBackend}
        backendOptions={options}
        onOrderChange={(next) => {
          changes.push(next);
          setOrder(next);
        }}
      />
    );
  }
  const view = renderWithProviders(<Page />, { lang });
  return { ...view, changes, dnd: () => backend! };
}

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');
const ranked = () => rows().map((row) => row.textContent!.replace(/^\d+/, ''));
const announcer = () => screen.getByTestId('announcer');

describe('RankedWordList', () => {
  it('moves a word with its buttons, keeps the focus on the button pressed and says where the word went', async () => {
    const { user, changes } = setup();
    expect(screen.getByRole('list', { name: 'Your words, most important first' })).toBeInTheDocument();
    expect(ranked()).toEqual(['Courage', 'Kindness', 'Curiosity', 'Humour']);
    expect(screen.getByRole('button', { name: 'Move Courage up' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Move Humour down' })).toHaveAttribute('aria-disabled', 'true');

    screen.getByRole('button', { name: 'Move Courage down' }).focus();
    await user.keyboard('{Enter}{Enter}');
    expect(ranked()).toEqual(['Kindness', 'Curiosity', 'Courage', 'Humour']);
    expect(screen.getByRole('button', { name: 'Move Courage down' })).toHaveFocus();
    expect(announcer()).toHaveTextContent('Courage moved to position 3 of 4');
    expect(changes).toEqual([
      ['b', 'a', 'c', 'd'],
      ['b', 'c', 'a', 'd'],
    ]);

    // past either end nothing moves and nothing is said
    await user.click(screen.getByRole('button', { name: 'Move Kindness up' }));
    expect(changes).toHaveLength(2);
    expect(announcer()).toHaveTextContent('Courage moved to position 3 of 4');
  });

  it('moves a word by drag and drop, said once dropped', () => {
    const { dnd, changes } = setup();
    const [first, , third] = rows();
    const source = first.querySelector('[data-source-id]')!.getAttribute('data-source-id')!;
    const target = third.getAttribute('data-target-id')!;
    expect(screen.getByTitle('Drag Courage')).toBeInTheDocument();
    act(() => dnd().simulateBeginDrag([source]));
    act(() => dnd().simulateHover([target]));
    expect(announcer()).toBeEmptyDOMElement();
    act(() => dnd().simulateDrop());
    act(() => dnd().simulateEndDrag());
    expect(ranked()).toEqual(['Kindness', 'Curiosity', 'Courage', 'Humour']);
    expect(changes).toEqual([['b', 'c', 'a', 'd']]);
    expect(announcer()).toHaveTextContent('Courage moved to position 3 of 4');
  });

  it('speaks French', async () => {
    const { user } = setup('fr');
    expect(screen.getByRole('list', { name: 'Vos mots, le plus important d’abord' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Descendre Courage' }));
    expect(announcer()).toHaveTextContent('Courage déplacé en position 2 sur 4');
  });
});
