import { emit, type BusEvents } from '@rapport/platform';

/** Shows a toast through the shell's toaster (the shell owns the one Toaster on the page). */
export function notify(type: BusEvents['toast']['type'], title: string, description?: string): void {
  emit('toast', { type, title, description });
}
