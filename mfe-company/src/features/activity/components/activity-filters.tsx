import { Field, Stack } from '@chakra-ui/react';
import { ACTIVITY_KINDS } from '@rapport/wire/entities/activity';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/native-select';
import type { ActivityFilter, ActivityKind } from '../api/activity-api';
import { kindKey } from '../utils/activity-words';

interface Props {
  filter: ActivityFilter;
  /** the admin addresses the trail holds */
  people: readonly string[];
  onChange: (filter: ActivityFilter) => void;
}

/** The person (an admin's address, or everyone) and the kind of action (or all of them). */
export function ActivityFilters({ filter, people, onChange }: Props) {
  const { t } = useTranslation('company');
  // the person chosen stays offered while its list reloads
  const choices = filter.person && !people.includes(filter.person) ? [filter.person, ...people] : people;
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '6' }} role="search" aria-label={t('activity.filters.label')}>
      <Field.Root maxW={{ md: 'xs' }}>
        <Field.Label>{t('activity.filters.person')}</Field.Label>
        <NativeSelect value={filter.person ?? ''} onChange={(event) => onChange({ ...filter, person: event.target.value || undefined })}>
          <option value="">{t('activity.filters.everyone')}</option>
          {choices.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </NativeSelect>
      </Field.Root>
      <Field.Root maxW={{ md: 'xs' }}>
        <Field.Label>{t('activity.filters.kind')}</Field.Label>
        <NativeSelect
          value={filter.kind ?? ''}
          onChange={(event) => onChange({ ...filter, kind: (event.target.value || undefined) as ActivityKind | undefined })}
        >
          <option value="">{t('activity.filters.allKinds')}</option>
          {ACTIVITY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(kindKey(kind))}
            </option>
          ))}
        </NativeSelect>
      </Field.Root>
    </Stack>
  );
}
