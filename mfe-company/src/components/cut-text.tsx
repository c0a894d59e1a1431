import { truncate } from '../lib/text';

/**
 * A text cut at `limit` characters in a table (spec section 9): the cut on screen with the
 * full text on hover, and the full text for screen readers (the table's `.sr-only` rule).
 */
export function CutText({ text, limit }: { text: string; limit: number }) {
  const short = truncate(text, limit);
  if (short === text) return <>{text}</>;
  return (
    <>
      <span title={text} aria-hidden="true">
        {short}
      </span>
      <span className="sr-only">{text}</span>
    </>
  );
}
