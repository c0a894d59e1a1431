import { Box, Button, chakra, Field, Stack, Text } from '@chakra-ui/react';
import { selectActiveCompany, serverMessage, useAppSelector } from '@rapport/platform';
import { notify } from '@rapport/ui';
import type { CompanyContact } from '@rapport/wire/api/company';
import { skipToken } from '@reduxjs/toolkit/query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/native-select';
import { contactListArgs, useCompanyContactsQuery } from '../../../lib/api/company-contacts-api';
import { useUpdateMissionMutation, type MissionResponse } from '../../../lib/api/missions-api';
import { useTeamScoresQuery } from '../../../lib/api/teams-api';
import { cpiPercent, signed } from '../../../lib/percent';
import { useScoreLabels } from '../../../lib/score-labels';
import { fullName } from '../utils/people';
import { withBenchmark } from '../utils/removal';
import { canJoinTeam, whatIfOptions } from '../utils/team-members';

interface Props {
  /** the team as it is now */
  mission: MissionResponse;
  /** the team's CPI now (0..1), null without a pair */
  currentCpi: number | null;
  /** someone joined the team from here */
  onAdded: (contact: CompanyContact) => void;
}

const optionLabel = (contact: CompanyContact) => `${contact.last_name} ${contact.first_name} (${contact.email})`;

/**
 * "What if…": any finished contact of the company who is not in the team, and the CPI the team
 * would have with them (the server's model, team_scores with a candidate), beside the CPI now;
 * then, for an employee, a way to add them. Every result is read out by a polite live region.
 */
export function TeamWhatIf({ mission, currentCpi, onAdded }: Props) {
  const { t, i18n } = useTranslation('company');
  const id = useId();
  const company = useAppSelector(selectActiveCompany);
  const contacts = useCompanyContactsQuery(contactListArgs(company?.pk));
  const collator = useMemo(() => new Intl.Collator(i18n.language, { sensitivity: 'base', numeric: true }), [i18n.language]);
  const options = useMemo(() => whatIfOptions(contacts.data ?? [], mission, collator), [contacts.data, mission, collator]);
  const [chosenId, setChosenId] = useState('');
  const chosen = options.find((contact) => String(contact.id) === chosenId) ?? null;
  const result = useTeamScoresQuery(chosen ? { mission: mission.pk, candidate: chosen.id } : skipToken);
  const [update, { isLoading: adding }] = useUpdateMissionMutation();
  const { abbr } = useScoreLabels();

  const employees = options.filter(canJoinTeam);
  const candidates = options.filter((contact) => !canJoinTeam(contact));
  const name = chosen ? fullName(chosen) : '';
  const whatIf = result.currentData?.what_if ?? null;

  let outcome: string[] = [];
  if (chosen && result.isError) outcome = [serverMessage(result.error, t('teamDetails.whatIf.failed', { ...abbr, name }))];
  else if (chosen && !whatIf) outcome = [t('teamDetails.whatIf.computing', { ...abbr, name })];
  else if (chosen && whatIf) {
    if (whatIf.cpi === null) outcome = [t('teamDetails.whatIf.none', { ...abbr, name })];
    else if (currentCpi === null) outcome = [t('teamDetails.whatIf.alone', { ...abbr, name, percent: cpiPercent(whatIf.cpi) })];
    else {
      const diff = cpiPercent(whatIf.cpi) - cpiPercent(currentCpi);
      outcome = [t('teamDetails.whatIf.result', { ...abbr, name, percent: cpiPercent(whatIf.cpi), diff: signed(diff), count: Math.abs(diff) })];
    }
    if (whatIf.impact !== null) outcome.push(t('teamDetails.whatIf.impact', { ...abbr, name, impact: signed(whatIf.impact) }));
  }

  const add = async () => {
    if (!chosen) return;
    try {
      await update(withBenchmark(mission, chosen.id)).unwrap();
      notify('success', t('teamDetails.whatIf.added', { name }));
      setChosenId('');
      onAdded(chosen);
    } catch (error) {
      notify('error', serverMessage(error, t('teamDetails.whatIf.addFailed', { name })));
    }
  };

  return (
    <chakra.section aria-labelledby={`${id}-title`} borderWidth="1px" borderRadius="md" p="4" display="flex" flexDirection="column" gap="3">
      <Text id={`${id}-title`} as="h3" fontWeight="semibold">
        {t('teamDetails.whatIf.title')}
      </Text>
      <Field.Root disabled={contacts.isLoading || options.length === 0} maxW={{ md: 'md' }}>
        <Field.Label>{t('teamDetails.whatIf.label')}</Field.Label>
        <NativeSelect value={chosenId} onChange={(event) => setChosenId(event.target.value)}>
          <option value="">
            {contacts.isLoading ? t('teamDetails.whatIf.loading') : options.length === 0 ? t('teamDetails.whatIf.nobody') : t('teamDetails.whatIf.choose')}
          </option>
          {employees.length > 0 && (
            <optgroup label={t('teamDetails.whatIf.employees')}>
              {employees.map((contact) => (
                <option key={contact.id} value={String(contact.id)}>
                  {optionLabel(contact)}
                </option>
              ))}
            </optgroup>
          )}
          {candidates.length > 0 && (
            <optgroup label={t('teamDetails.whatIf.candidates')}>
              {candidates.map((contact) => (
                <option key={contact.id} value={String(contact.id)}>
                  {optionLabel(contact)}
                </option>
              ))}
            </optgroup>
          )}
        </NativeSelect>
        <Field.HelperText>{t('teamDetails.whatIf.hint')}</Field.HelperText>
      </Field.Root>
      <Box aria-live="polite" aria-atomic="true">
        {outcome.map((line, index) => (
          <Text key={line} fontWeight={index === 0 ? 'semibold' : undefined}>
            {line}
          </Text>
        ))}
      </Box>
      {chosen && (
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }} gap="3">
          {canJoinTeam(chosen) ? (
            <Button size="sm" colorPalette="brand" loading={adding} onClick={() => void add()} alignSelf="flex-start">
              {t('teamDetails.whatIf.add')}
            </Button>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('teamDetails.whatIf.employeesOnly', { name })}
            </Text>
          )}
        </Stack>
      )}
    </chakra.section>
  );
}
