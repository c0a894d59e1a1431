import { lazy, Suspense, useState } from 'react';
import { useTokenLink } from '../hooks/use-token-link';

// The question itself (Chakra's Dialog, shared apart: contracts' chakra-extras) loads the first
// time it is asked: a first visit seldom brings another person's link.
const ChangeUserPrompt = lazy(() => import('./change-user-prompt').then((m) => ({ default: m.ChangeUserPrompt })));

/**
 * Handles one-click links everywhere, and asks before replacing another signed-in user. Once
 * asked, the question stays rendered, so that closing it animates.
 */
export function ChangeUserDialog() {
  const tokenLink = useTokenLink();
  const [asked, setAsked] = useState(false);
  if (tokenLink.conflict !== null && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <ChangeUserPrompt {...tokenLink} />
    </Suspense>
  );
}
