import { addTranslations } from '@rapport/platform';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { surveyResults } from '../testing/barometer-fixtures';
import { QuestionResults } from './question-results';

addTranslations('company', { en, fr });

// echarts draws on a canvas jsdom does not have: the lazy chart chunk is a stand-in naming its bars
jest.mock('./answers-chart-canvas', () => ({
  __esModule: true,
  default: ({ rows }: { rows: { text: string; value: number }[] }) => (
    <ol data-testid="bars">
      {rows.map((row) => (
        <li key={row.text}>{`${row.text} ${row.value}`}</li>
      ))}
    </ol>
  ),
}));

const [question] = surveyResults().questions;
const QUESTION = 'How do you feel about question 1?';

function screenOf(wide: boolean, canvas: boolean) {
  jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    matches: wide,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
  if (canvas) Object.defineProperty(window, 'CanvasRenderingContext2D', { value: class {}, configurable: true });
}

describe("a question's results", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'CanvasRenderingContext2D');
  });

  it('draws bars on a wide screen, the table staying for screen readers only', async () => {
    screenOf(true, true);
    renderWithProviders(<QuestionResults question={question} position={1} groupCount={20} lang="en" />);
    const bars = await screen.findByTestId('bars');
    expect(within(bars).getAllByRole('listitem', { hidden: true }).map((item) => item.textContent)).toEqual([
      'Answer 1.1 9',
      'Answer 1.2 7',
      'Answer 1.3 3',
      'Answer 1.4 12',
      'Answer 1.5 5',
      'Answer 1.6 4',
    ]);
    expect(screen.getByTestId('answers-chart')).toHaveAttribute('aria-hidden', 'true');
    const table = screen.getByRole('table', { name: QUESTION });
    expect(screen.getByTestId('answers-chart')).not.toContainElement(table);
  });

  it('shows the table on a phone, where the bars would have no room', () => {
    screenOf(false, true);
    renderWithProviders(<QuestionResults question={question} position={1} groupCount={20} lang="en" />);
    expect(screen.queryByTestId('answers-chart')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: QUESTION })).toBeVisible();
  });

  it('shows the table without a canvas', () => {
    screenOf(true, false);
    renderWithProviders(<QuestionResults question={question} position={1} groupCount={20} lang="en" />);
    expect(screen.queryByTestId('answers-chart')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: QUESTION })).toBeVisible();
  });
});
