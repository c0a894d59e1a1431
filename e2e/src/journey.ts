// Helpers for the individual journey: finishing a questionnaire through the API (for the
// people a test needs as finished partners) and reading PDF text.
import { readFile } from 'node:fs/promises';

async function call(apiBase: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${apiBase}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/**
 * Answers all 18 questions (answers `first` and `second` of each), picks and ranks 12 words;
 * `query` chooses the questionnaire as a link would (`?contact=...`).
 */
export async function finishThroughApi(apiBase: string, token: string, email: string, first = 1, second = 2, query = '') {
  const ids = Array.from({ length: 18 }, (_, i) => `q${i + 1}`);
  await call(apiBase, token, 'PUT', `/result/response/${query}`, {
    email,
    question_answered: ids.join(','),
    first_answers: ids.map((q) => `${q}a${first}`).join(','),
    second_answers: ids.map((q) => `${q}a${second}`).join(','),
  });
  const words = ((await (await fetch(`${apiBase}/words/`)).json()) as { word_id: string }[]).slice(0, 12).map((w) => w.word_id);
  await call(apiBase, token, 'PUT', `/result/select/${query}`, { email, result: words.join(',') });
  await call(apiBase, token, 'PUT', `/result/individual_result/${query}`, { email, result: words.join(',') });
}

/** The text of every page of a PDF file, extracted with pdf.js. */
export async function pdfText(file: string): Promise<string> {
  const pdfjs = (await import('pdfjs-dist/legacy/build/pdf.mjs')) as typeof import('pdfjs-dist');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(await readFile(file)), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}
