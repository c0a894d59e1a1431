import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchObjectUrl, readableError } from './object-url';

const failure = (data: unknown): FetchBaseQueryError => ({ status: 403, data });
/** A body as fetch gives it (jsdom's own Blob cannot be read back as text). */
const fetchedBlob = (text: string): Promise<Blob> => new Response(text).blob();

describe('fetchObjectUrl', () => {
  const realCreate = URL.createObjectURL;
  afterEach(() => {
    URL.createObjectURL = realCreate;
  });

  it('asks the base query for the file as a Blob and answers an object URL of it', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const asked: (string | FetchArgs)[] = [];
    // jsdom has no object URLs: the browser API is stubbed
    URL.createObjectURL = jest.fn(() => 'blob:report');
    const answer = await fetchObjectUrl(async (arg) => {
      asked.push(arg);
      return { data: pdf };
    }, '/result/report/cv-pdf/en/');
    expect(answer).toEqual({ data: 'blob:report' });
    expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
    expect(asked).toEqual([{ url: '/result/report/cv-pdf/en/', responseHandler: expect.any(Function) }]);
    const handler = (asked[0] as FetchArgs).responseHandler as (response: Response) => Promise<Blob>;
    expect(await (await handler(new Response('x'))).text()).toBe('x');
  });

  it('answers a failure with its body read as JSON, and makes no URL', async () => {
    URL.createObjectURL = jest.fn();
    const body = await fetchedBlob(JSON.stringify({ status: 0, message: 'Not yours', code: 'forbidden' }));
    const answer = await fetchObjectUrl(async () => ({ error: failure(body) }), '/a/file/');
    expect(answer).toEqual({ error: { status: 403, data: { status: 0, message: 'Not yours', code: 'forbidden' } } });
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });
});

describe('readableError', () => {
  it('drops a body that is not JSON (an HTML error page), keeping the status', async () => {
    expect(await readableError(failure(await fetchedBlob('<html>Bad gateway</html>')))).toEqual({ status: 403, data: undefined });
  });

  it('leaves a failure with no Blob as it is', async () => {
    const network: FetchBaseQueryError = { status: 'FETCH_ERROR', error: 'offline' };
    expect(await readableError(network)).toBe(network);
    const parsed = failure({ message: 'already JSON' });
    expect(await readableError(parsed)).toBe(parsed);
  });
});
