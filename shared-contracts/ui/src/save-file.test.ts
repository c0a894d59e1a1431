import { saveFile, saveJson, saveObjectUrl } from './save-file';

/** What the page asked the browser to save: each link clicked, with its address and name. */
function recordSaves() {
  const saved: { href: string; download: string; inPage: boolean }[] = [];
  // jsdom does not download: the click is stood in for, not our code
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
  });
  return saved;
}

/** A Blob's text, read as a page reads it (jsdom's Blob has no `text()`). */
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

describe('saving a file', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  beforeEach(() => {
    // jsdom has no object URLs: the browser API is stubbed
    URL.createObjectURL = jest.fn(() => 'blob:saved');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('clicks a link in the page with the file’s name, then takes the link away', () => {
    const saved = recordSaves();
    saveFile('data:image/png;base64,AAAA', 'quotation.png');
    expect(saved).toEqual([{ href: 'data:image/png;base64,AAAA', download: 'quotation.png', inPage: true }]);
    expect(document.querySelector('a')).toBeNull();
  });

  it('lets an object URL go once the download has started, not before', () => {
    jest.useFakeTimers();
    const saved = recordSaves();
    saveObjectUrl('blob:report', 'rapport-profile-en.pdf');
    expect(saved.map((save) => save.download)).toEqual(['rapport-profile-en.pdf']);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:report');
  });

  it('saves a value as pretty-printed JSON', async () => {
    const saved = recordSaves();
    saveJson({ profile: { email: 'ada@example.com' } }, 'rapport-my-data.json');
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    expect(blob.type).toBe('application/json');
    expect(await readText(blob)).toBe('{\n  "profile": {\n    "email": "ada@example.com"\n  }\n}');
    expect(saved).toEqual([{ href: 'blob:saved', download: 'rapport-my-data.json', inPage: true }]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:saved');
  });
});
