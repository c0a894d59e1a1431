import { holdEarlyClicks } from './early-clicks';

describe('holdEarlyClicks', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><button id="start">Start</button><p id="text">text</p></div><button id="outside">x</button>';
  });

  it('holds a click on a control of the page until released, then gives it again to the same element', () => {
    const root = document.getElementById('root')!;
    const start = document.getElementById('start')!;
    const seen: string[] = [];
    root.addEventListener('click', (event) => seen.push((event.target as HTMLElement).id));
    const { release } = holdEarlyClicks(root);
    start.click();
    document.getElementById('text')!.click();
    expect(seen).toEqual(['text']);
    release();
    expect(seen).toEqual(['text', 'start']);
    start.click();
    expect(seen).toEqual(['text', 'start', 'start']);
  });

  it('keeps only the last click, leaves the rest of the document alone, and replays nothing removed since', () => {
    const root = document.getElementById('root')!;
    const outside = jest.fn();
    document.getElementById('outside')!.addEventListener('click', outside);
    const { release } = holdEarlyClicks(root);
    document.getElementById('outside')!.click();
    expect(outside).toHaveBeenCalledTimes(1);
    const start = document.getElementById('start')!;
    const clicked = jest.fn();
    start.addEventListener('click', clicked);
    start.click();
    start.remove();
    release();
    release();
    expect(clicked).not.toHaveBeenCalled();
  });

  it('hands the click it holds over to the next holder, which replays it when released', () => {
    const root = document.getElementById('root')!;
    const start = document.getElementById('start')!;
    const clicked = jest.fn();
    start.addEventListener('click', clicked);
    const boot = holdEarlyClicks(root);
    start.click();
    const shell = holdEarlyClicks(root, document, boot.handOver());
    // the first holder no longer holds, and replays nothing
    boot.release();
    expect(clicked).not.toHaveBeenCalled();
    shell.release();
    expect(clicked).toHaveBeenCalledTimes(1);
  });
});
