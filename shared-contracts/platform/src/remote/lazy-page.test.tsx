import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage, pagePreloader } from './lazy-page';

const pageModule = () => ({ Hello: ({ who = 'you' }: { who?: string }) => <h1>Hello {who}</h1> });

describe('lazyPage', () => {
  it('suspends on a first use, like React.lazy', async () => {
    const load = jest.fn(async () => pageModule());
    const Page = lazyPage(load, 'Hello');
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello you' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, with its props, once preloaded (no fallback), loading the module once', async () => {
    const load = jest.fn(async () => pageModule());
    const Page = lazyPage(load, 'Hello') as unknown as React.ComponentType<{ who: string }> & { preload: () => Promise<unknown> };
    await act(() => Page.preload());
    await Page.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page who="Ada" />
      </Suspense>,
    );
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hello Ada' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again, and preloads the pages of the paths it is given', async () => {
    const load = jest.fn<Promise<ReturnType<typeof pageModule>>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(pageModule());
    const Page = lazyPage(load, 'Hello');
    const other = lazyPage(async () => pageModule(), 'Hello');
    const preload = pagePreloader({ '/results': Page, '/contacts': other });
    await expect(preload(['/results'])).rejects.toThrow('offline');
    await preload(['/results', '/unknown']);
    expect(load).toHaveBeenCalledTimes(2);
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Hello you' })).toBeInTheDocument();
  });
});
