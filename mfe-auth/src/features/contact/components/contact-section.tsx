import { Box, Container, Heading, Spinner, Text } from '@chakra-ui/react';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../hooks/use-near-viewport';

// The form and its validation load when the visitor scrolls towards it.
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

/** At least the form's height, in both languages, from 320 px wide (one column below md, two from md). */
const FORM_HEIGHT = { base: '38.5rem', md: '31.5rem' };

/** The "Contact us" section at the bottom of the public pages; `#contact` links here. */
export function ContactSection({ intro }: { intro: string }) {
  const { t } = useTranslation('auth');
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section, 'contact');
  return (
    <Box as="section" ref={section} id="contact" aria-labelledby="contact-title" bg="gray.50" py={{ base: '12', md: '16' }} scrollMarginTop="4">
      <Container maxW="3xl">
        <Heading as="h2" id="contact-title" size={{ base: 'xl', md: '2xl' }} mb="3">
          {t('contact.title')}
        </Heading>
        <Text color="fg.muted" mb="8">
          {intro}
        </Text>
        {/* the form's height is kept for it before it loads, so it arrives without moving the page */}
        <Box bg="white" borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }} minH={FORM_HEIGHT}>
          {near && (
            <Suspense fallback={<Spinner display="block" mx="auto" colorPalette="brand" />}>
              <ContactForm />
            </Suspense>
          )}
        </Box>
      </Container>
    </Box>
  );
}
