import { VisuallyHidden } from '@chakra-ui/react';

/**
 * What a screen reader says when something changes without a page load. Imported by subpath
 * (`@rapport/ui/live-region`): it goes into the chunks that use it, not the shared
 * contracts module.
 */
export function LiveRegion({ message, testId }: { message: string; testId?: string }) {
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid={testId}>
      {message}
    </VisuallyHidden>
  );
}
