import { Alert, Box } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * A notice above the page, a region named by its title: what happened (`children`: its text
 * and what the person can do about it), in `lang` when it is not the page's. mfe-auth renders
 * it first in its container, so above the page of whichever part owns the route.
 */
interface Props {
  status: 'info' | 'warning';
  title: string;
  lang?: string;
  /** said by screen readers as it appears (an alert): for a notice the person did not ask for and must not miss */
  announce?: boolean;
  children: ReactNode;
}

export function PageNotice({ status, title, lang, announce = false, children }: Props) {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} lang={lang} px={{ base: '4', md: '8' }} pt="4">
      <Alert.Root status={status} role={announce ? 'alert' : undefined} maxW="5xl" mx="auto" alignItems="flex-start">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title id={titleId} fontWeight="semibold">
            {title}
          </Alert.Title>
          {children}
        </Alert.Content>
      </Alert.Root>
    </Box>
  );
}
