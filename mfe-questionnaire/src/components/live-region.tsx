import { VisuallyHidden } from '@chakra-ui/react';

/** What a screen reader says when something changes without a page load. */
export function LiveRegion({ message, testId }: { message: string; testId?: string }) {
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid={testId}>
      {message}
    </VisuallyHidden>
  );
}
