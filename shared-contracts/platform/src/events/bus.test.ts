import { emit, on } from './bus';

describe('the event bus', () => {
  it('delivers events to every listener until they unsubscribe', () => {
    const seen: string[] = [];
    const off = on('locale:changed', ({ lang }) => seen.push(`a:${lang}`));
    const off2 = on('locale:changed', ({ lang }) => seen.push(`b:${lang}`));
    emit('locale:changed', { lang: 'fr' });
    off();
    emit('locale:changed', { lang: 'en' });
    off2();
    emit('locale:changed', { lang: 'fr' });
    expect(seen).toEqual(['a:fr', 'b:fr', 'b:en']);
  });

  it('holds a request made before its remote listens, and hands the last one to the first listener', async () => {
    emit('auth:open-modal', { view: 'signup' });
    emit('auth:open-modal', { view: 'signin' });
    const views: string[] = [];
    const off = on('auth:open-modal', ({ view }) => views.push(view));
    await Promise.resolve();
    expect(views).toEqual(['signin']);
    emit('auth:open-modal', { view: 'forgot' });
    expect(views).toEqual(['signin', 'forgot']);
    off();
  });

  it('drops, rather than holds, plain notifications nobody listens to', async () => {
    emit('auth:changed', { loggedIn: true });
    const seen: boolean[] = [];
    const off = on('auth:changed', ({ loggedIn }) => seen.push(loggedIn));
    await Promise.resolve();
    expect(seen).toEqual([]);
    off();
  });
});
