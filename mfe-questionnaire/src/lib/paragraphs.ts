/** A text with paragraphs separated by blank lines (docs/model.md: soft skills). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
