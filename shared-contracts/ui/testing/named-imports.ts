// Finds the names a source file imports (as values) from a package. No I/O: callers pass the
// source in. Used by the test that keeps tree-shaken-exports.json complete.
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

export function namedImports(source: string, pkg: string): string[] {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"]${escape(pkg)}['"]`, 'g');
  const names: string[] = [];
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue; // type-only imports vanish at build time
    for (const part of match[2].split(',')) {
      const item = part.trim();
      if (!item || item.startsWith('type ')) continue;
      names.push(item.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}
