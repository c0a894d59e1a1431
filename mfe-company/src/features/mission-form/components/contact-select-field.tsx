import { Field, Flex } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/native-select';
import type { CompanyContact } from '../../../lib/api/company-contacts-api';
import { useDescribedField } from '../hooks/use-described-field';
import { contactLabel } from '../utils/contact-label';

interface Props {
  label: string;
  /** the empty option's text */
  placeholder: string;
  options: readonly CompanyContact[];
  value: string;
  loading: boolean;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** the add-new-contact shortcut beside the label */
  shortcut: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** One contact out of a list (the manager, the person to onboard): a native select with its shortcut. */
export function ContactSelectField({ label, placeholder, options, value, loading, error, onChange, onBlur, shortcut, ref }: Props) {
  const { t } = useTranslation('company');
  const { ids, describedBy } = useDescribedField(error);
  return (
    <Field.Root required invalid={Boolean(error)} ids={ids}>
      <Flex w="full" justify="space-between" align="center" gap="2" wrap="wrap">
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        {shortcut}
      </Flex>
      <NativeSelect ref={ref as Ref<HTMLSelectElement>} value={value} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} aria-describedby={describedBy}>
        <option value="">{loading ? t('missionForm.contactsLoading') : placeholder}</option>
        {options.map((contact) => (
          <option key={contact.id} value={String(contact.id)}>
            {contactLabel(contact)}
          </option>
        ))}
      </NativeSelect>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
