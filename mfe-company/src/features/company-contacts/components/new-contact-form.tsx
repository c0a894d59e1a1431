import { Field, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/checkbox-field';
import { NativeSelect } from '../../../components/native-select';
import { useNewContactForm } from '../hooks/use-new-contact-form';
import type { AddedContact, FormContactType } from '../utils/new-contact-rules';
import { ContactTextField } from './contact-text-field';
import { DialogActions } from '../../../components/dialog-actions';

interface Props {
  allowedTypes: readonly FormContactType[];
  onAdded: (added: AddedContact) => void;
  forMission: boolean;
}

/** The dialog's body and footer: the contact, the invitation, Add contact. */
export function NewContactForm({ allowedTypes, onAdded, forMission }: Props) {
  const { t } = useTranslation('company');
  const form = useNewContactForm(allowedTypes, onAdded, forMission);
  const { values, set, checked } = form;
  const errorText = (field: Parameters<typeof form.errorFor>[0]) => {
    const key = form.errorFor(field);
    return key ? t(key) : undefined;
  };
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)}>
      <Dialog.Body>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <ContactTextField label={t('contacts.form.firstName')} required autoComplete="off" value={values.first_name} error={errorText('first_name')} onChange={(e) => set('first_name', e.target.value)} {...checked('first_name')} />
            <ContactTextField label={t('contacts.form.lastName')} required autoComplete="off" value={values.last_name} error={errorText('last_name')} onChange={(e) => set('last_name', e.target.value)} {...checked('last_name')} />
          </SimpleGrid>
          <ContactTextField label={t('contacts.form.email')} required type="email" autoComplete="off" value={values.email} error={errorText('email')} onChange={(e) => set('email', e.target.value)} {...checked('email')} />
          <ContactTextField label={`${t('contacts.form.phone')} ${t('common.optional')}`} name="phone" type="tel" autoComplete="off" value={values.phone} onChange={(e) => set('phone', e.target.value)} />
          <Field.Root required invalid={Boolean(errorText('contact_type'))}>
            <Field.Label>
              {t('contacts.form.contactType')}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect value={values.contact_type} onChange={(e) => set('contact_type', e.target.value as FormContactType | '')} {...checked('contact_type')}>
              {allowedTypes.length > 1 && <option value="">{t('contacts.form.chooseType')}</option>}
              {allowedTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`contacts.roles.${type}`)}
                </option>
              ))}
            </NativeSelect>
            {errorText('contact_type') && <Field.ErrorText>{errorText('contact_type')}</Field.ErrorText>}
          </Field.Root>
          <Stack gap="0">
            <CheckboxField name="confidential" label={t('contacts.form.confidential')} checked={values.confidential} onChange={(on) => set('confidential', on)} describedBy="confidential-help" />
            <Text id="confidential-help" fontSize="sm" color="fg.muted">
              {t('contacts.form.confidentialHelp')}
            </Text>
          </Stack>
          <CheckboxField name="send_invitation" label={t('contacts.form.sendInvitation')} checked={values.send_invitation} onChange={(on) => set('send_invitation', on)} />
          {values.send_invitation && (
            <Field.Root required disabled={form.questionnairesLoading}>
              <Field.Label>{t('contacts.form.questionnaire')}</Field.Label>
              <NativeSelect name="questionnaire_id" value={values.questionnaire_id} onChange={(e) => set('questionnaire_id', e.target.value)}>
                {form.questionnairesLoading && <option value="">{t('contacts.form.questionnairesLoading')}</option>}
                {form.questionnaireTypes.map((type) => (
                  <option key={type.pk} value={String(type.pk)}>
                    {t(`contacts.questionnaires.${type.questionnaire_type}`, { defaultValue: type.questionnaire_type })}
                  </option>
                ))}
              </NativeSelect>
            </Field.Root>
          )}
        </Stack>
      </Dialog.Body>
      <DialogActions label={t('contacts.form.submit')} busy={form.pending} disabled={!form.canSubmit} />
    </form>
  );
}
