import { Box, Container, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ContactForm } from './contact-form';

/** The "Contact us" section at the bottom of the public pages; `#contact` links here. */
export function ContactSection({ intro }: { intro: string }) {
  const { t } = useTranslation('auth');
  return (
    <Box as="section" id="contact" aria-labelledby="contact-title" bg="gray.50" py={{ base: '12', md: '16' }} scrollMarginTop="4">
      <Container maxW="3xl">
        <Heading as="h2" id="contact-title" size={{ base: 'xl', md: '2xl' }} mb="3">
          {t('contact.title')}
        </Heading>
        <Text color="fg.muted" mb="8">
          {intro}
        </Text>
        <Box bg="white" borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }}>
          <ContactForm />
        </Box>
      </Container>
    </Box>
  );
}
