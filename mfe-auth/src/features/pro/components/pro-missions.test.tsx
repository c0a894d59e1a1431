import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { SLIDER_AUTOPLAY_MS } from '../hooks/use-slider';
import { ProMissions } from './pro-missions';

// getByRole skips aria-hidden slides: only the visible slide is found by its "n of N" name.
const current = () => screen.getByRole('group', { name: /of 6$/ });
const carousel = () => screen.getByRole('region', { name: 'Mission types' });
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('mission slider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a labelled carousel of six slides named "n of N"', () => {
    renderWithProviders(<ProMissions />);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(current()).toHaveAccessibleName('1 of 6');
    expect(current()).toHaveAttribute('aria-roledescription', 'slide');
    const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 6', '2 of 6', '3 of 6', '4 of 6', '5 of 6', '6 of 6']);
    expect(slides.filter((slide) => slide.hasAttribute('inert'))).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Recruitment' })).toBeInTheDocument();
  });

  it('moves to the next slide every 5000 ms, and not before', () => {
    renderWithProviders(<ProMissions />);
    wait(SLIDER_AUTOPLAY_MS - 1);
    expect(current()).toHaveAccessibleName('1 of 6');
    wait(1);
    expect(current()).toHaveAccessibleName('2 of 6');
    expect(screen.getByRole('heading', { name: 'Mobility' })).toBeInTheDocument();
    wait(SLIDER_AUTOPLAY_MS);
    expect(current()).toHaveAccessibleName('3 of 6');
  });

  it('pauses while keyboard focus is inside, and resumes when it leaves', () => {
    renderWithProviders(<ProMissions />);
    const next = screen.getByRole('button', { name: 'Next mission' });
    act(() => next.focus());
    wait(SLIDER_AUTOPLAY_MS * 3);
    expect(current()).toHaveAccessibleName('1 of 6');
    act(() => next.blur());
    wait(SLIDER_AUTOPLAY_MS);
    expect(current()).toHaveAccessibleName('2 of 6');
  });

  it('pauses while the pointer is over it', () => {
    renderWithProviders(<ProMissions />);
    fireEvent.mouseEnter(carousel());
    wait(SLIDER_AUTOPLAY_MS * 2);
    expect(current()).toHaveAccessibleName('1 of 6');
    fireEvent.mouseLeave(carousel());
    wait(SLIDER_AUTOPLAY_MS);
    expect(current()).toHaveAccessibleName('2 of 6');
  });

  it('goes next and previous with the arrow keys, the buttons and the dots, wrapping around', () => {
    renderWithProviders(<ProMissions />);
    const next = screen.getByRole('button', { name: 'Next mission' });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(current()).toHaveAccessibleName('2 of 6');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(current()).toHaveAccessibleName('6 of 6');
    expect(screen.getByRole('heading', { name: 'Barometer' })).toBeInTheDocument();
    fireEvent.click(next);
    expect(current()).toHaveAccessibleName('1 of 6');
    fireEvent.click(screen.getByRole('button', { name: 'Previous mission' }));
    expect(current()).toHaveAccessibleName('6 of 6');
    fireEvent.click(screen.getByRole('button', { name: 'Show mission 4: Team building' }));
    expect(current()).toHaveAccessibleName('4 of 6');
    expect(screen.getByRole('button', { name: 'Show mission 4: Team building' })).toHaveAttribute('aria-current', 'true');
  });

  it('stops for good when touched, until Play is pressed', () => {
    renderWithProviders(<ProMissions />);
    fireEvent.touchStart(current());
    wait(SLIDER_AUTOPLAY_MS * 2);
    expect(current()).toHaveAccessibleName('1 of 6');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    wait(SLIDER_AUTOPLAY_MS);
    expect(current()).toHaveAccessibleName('2 of 6');
  });

  it('stops and restarts with the pause button', () => {
    renderWithProviders(<ProMissions />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slideshow' }));
    fireEvent.mouseLeave(carousel());
    act(() => (document.activeElement as HTMLElement).blur());
    wait(SLIDER_AUTOPLAY_MS * 2);
    expect(current()).toHaveAccessibleName('1 of 6');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slideshow' }));
    act(() => (document.activeElement as HTMLElement).blur());
    wait(SLIDER_AUTOPLAY_MS);
    expect(current()).toHaveAccessibleName('2 of 6');
  });

  it('does not rotate by itself when reduced motion is asked for', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: query.includes('reduce') })) as typeof window.matchMedia;
    try {
      renderWithProviders(<ProMissions />);
      wait(SLIDER_AUTOPLAY_MS * 2);
      expect(current()).toHaveAccessibleName('1 of 6');
      expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});
