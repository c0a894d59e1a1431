/**
 * Saving a file from the page: through a temporary link with `download`, the one way a page
 * saves what it already holds (an object URL, a data URL, a value). Imported by subpath
 * (`@rapport/ui/save-file`).
 */

/** Saves a URL (an object or data URL) as a file named `fileName`, through a temporary link. */
export function saveFile(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Saves an object URL as a file, then lets the URL go. */
export function saveObjectUrl(url: string, fileName: string): void {
  saveFile(url, fileName);
  // the click has started the download: the URL is no longer needed
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a value as a pretty-printed JSON file. */
export function saveJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  saveFile(url, fileName);
  URL.revokeObjectURL(url);
}
