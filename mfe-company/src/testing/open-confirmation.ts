import { screen, waitFor } from '@testing-library/react';

/**
 * The confirm dialog once it is open: it has taken the focus. It shows a frame before that,
 * while the page or dialog under it still holds the pointer, and a click on it then is refused.
 */
export async function openConfirmation(name?: string): Promise<HTMLElement> {
  const dialog = await screen.findByRole('alertdialog', name === undefined ? {} : { name });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement | null));
  return dialog;
}
