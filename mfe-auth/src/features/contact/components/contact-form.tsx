import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useContactForm } from '../hooks/use-contact-form';
import { CONTACT_MAX_LENGTH } from '../utils/validate-contact';
import { ContactField } from './contact-field';

/** The public contact form (POST /send/contact), shared by the home and /pro pages. */
export function ContactForm() {
  const { t } = useTranslation('auth');
  const { fieldProps, errorFor, onSubmit, isSending } = useContactForm();
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('contact.formLabel')}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <ContactField
            label={t('contact.fields.name')}
            autoComplete="name"
            maxLength={CONTACT_MAX_LENGTH.sender_name}
            error={errorFor('sender_name')}
            {...fieldProps('sender_name')}
          />
          <ContactField
            label={t('contact.fields.email')}
            type="email"
            autoComplete="email"
            maxLength={CONTACT_MAX_LENGTH.sender_email}
            error={errorFor('sender_email')}
            {...fieldProps('sender_email')}
          />
        </SimpleGrid>
        <ContactField
          label={t('contact.fields.subject')}
          maxLength={CONTACT_MAX_LENGTH.subject}
          error={errorFor('subject')}
          {...fieldProps('subject')}
        />
        <ContactField
          label={t('contact.fields.message')}
          multiline
          maxLength={CONTACT_MAX_LENGTH.message}
          error={errorFor('message')}
          {...fieldProps('message')}
        />
        <Text fontSize="sm" color="fg.muted">
          {t('contact.privacyNote')}
        </Text>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf={{ base: 'stretch', sm: 'flex-start' }}
          loading={isSending}
          loadingText={t('contact.sending')}
          disabled={isSending}
        >
          {t('contact.submit')}
        </Button>
      </Stack>
    </form>
  );
}
