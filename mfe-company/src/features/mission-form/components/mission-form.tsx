import { Button, Field, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import { LiveRegion } from '@rapport/ui/live-region';
import { MISSION_LIMITS } from '@rapport/wire/api/mission-rules';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/native-select';
import { barometerSurveyArgs, useBarometerSurveyQuery } from '../../../lib/api/barometer-api';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { useDescribedField } from '../hooks/use-described-field';
import { useMissionForm } from '../hooks/use-mission-form';
import { KIND_FIELDS, memberTypes, type FormKind } from '../utils/mission-form-rules';
import type { NewContactTarget } from '../utils/new-contact-pick';
import { BarometerModeChoice, BarometerModeSummary } from './barometer-mode-field';
import { ContactPicker } from './contact-picker';
import { ContactSelectField } from './contact-select-field';
import { InvitationLinkField } from './invitation-link-field';
import { MissionTextField } from './mission-text-field';
import { TeamTable } from './team-table';

/** The add-contact dialog the app hands in (the company contacts' one), with its own trigger; it says which contact it added. */
export type NewContactDialogType = ComponentType<{
  allowedTypes?: readonly ('C' | 'E')[];
  triggerLabel?: string;
  onAdded?: (added: { email: string }) => void;
  /** opened from a mission form: its failure says so */
  forMission?: boolean;
}>;

interface Props {
  kind: FormKind;
  /** the mission being edited; null: a new one */
  mission: MissionResponse | null;
  onSaved: () => void;
  NewContactDialog: NewContactDialogType;
}

/**
 * The mission form of spec section 2: texts, questionnaire, then the people the kind has
 * (KIND_FIELDS): manager, members, team; Save mission. A barometer survey has no people; a new
 * one chooses its mode, an edited one shows it (and its public link only if it has one).
 */
export function MissionForm({ kind, mission, onSaved, NewContactDialog }: Props) {
  const { t } = useTranslation('company');
  const form = useMissionForm(kind, mission, onSaved);
  const { values } = form;
  const fields = KIND_FIELDS[kind];
  const text = (field: 'mission_name' | 'reference' | 'mission_description') => ({
    name: field,
    value: values[field],
    error: form.errorFor(field),
    onChange: (value: string) => form.set(field, value),
    onBlur: () => form.touch(field),
    ...form.register(field),
  });
  // the dialog may be a lazy chunk: the form does not wait for it; the contact it adds is chosen in `target`
  const shortcut = (type: 'C' | 'E', target: NewContactTarget) => (
    <Suspense fallback={null}>
      <NewContactDialog
        allowedTypes={[type]}
        triggerLabel={t(type === 'C' ? 'missionForm.newContact.candidate' : 'missionForm.newContact.employee')}
        onAdded={(added) => form.contactAdded(target, added.email)}
        forMission
      />
    </Suspense>
  );
  const questionnaireError = form.errorFor('questionnaire');
  const questionnaireField = useDescribedField(questionnaireError);
  const survey = kind === 'B';
  // an edited survey's mode is its administration's (the mission does not carry it)
  const surveyAdmin = useBarometerSurveyQuery(barometerSurveyArgs(mission?.pk ?? 0), { skip: !survey || !mission });
  const surveyMode = surveyAdmin.data?.mode;
  // an invited survey's public link is refused: it is not offered; while the mode is not known, nothing is
  const linkShown = !survey || surveyMode === 'public' || (surveyAdmin.isError && !surveyAdmin.isFetching);
  return (
    // the add-contact dialogs are portalled but still inside this form in React: their submits are not ours
    <form noValidate onSubmit={(event) => event.target === event.currentTarget && void form.submit(event)}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <MissionTextField
            label={t(survey ? 'missionForm.fields.surveyName' : 'missionForm.fields.name')}
            hint={t('missionForm.limit', { max: MISSION_LIMITS.mission_name })}
            {...text('mission_name')}
          />
          <MissionTextField
            label={t(survey ? 'missionForm.fields.surveyReference' : 'missionForm.fields.reference')}
            hint={t('missionForm.limit', { max: MISSION_LIMITS.reference })}
            {...text('reference')}
          />
        </SimpleGrid>
        <MissionTextField
          label={t('missionForm.fields.endDate')}
          name="end_date"
          type="date"
          min={form.today}
          value={values.end_date}
          error={form.errorFor('end_date')}
          onChange={(value) => form.set('end_date', value)}
          onBlur={() => form.touch('end_date')}
          {...form.register('end_date')}
        />
        <MissionTextField label={t('missionForm.fields.description')} multiline hint={t('missionForm.limit', { max: MISSION_LIMITS.mission_description })} {...text('mission_description')} />
        {survey && !mission && <BarometerModeChoice value={values.barometer_mode} onChange={form.setMode} />}
        {survey && mission && <BarometerModeSummary mode={surveyMode} failed={surveyAdmin.isError && !surveyAdmin.isFetching} />}
        {mission && linkShown && <InvitationLinkField mission={mission} />}
        <Field.Root required invalid={Boolean(questionnaireError)} disabled={form.questionnairesLoading} ids={questionnaireField.ids}>
          <Field.Label>
            {t('missionForm.fields.questionnaire')}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect
            name="questionnaire"
            value={values.questionnaire}
            onChange={(event) => form.set('questionnaire', event.target.value)}
            onBlur={() => form.touch('questionnaire')}
            aria-describedby={questionnaireField.describedBy}
            {...form.register('questionnaire')}
          >
            <option value="">{t(form.questionnairesLoading ? 'missionForm.questionnairesLoading' : 'missionForm.chooseQuestionnaire')}</option>
            {form.questionnaireTypes.map((type) => (
              <option key={type.pk} value={String(type.pk)}>
                {t(`contacts.questionnaires.${type.questionnaire_type}`, { defaultValue: type.questionnaire_type })}
              </option>
            ))}
          </NativeSelect>
          {questionnaireError && <Field.ErrorText>{questionnaireError}</Field.ErrorText>}
        </Field.Root>
        {fields.manager && (
          <ContactSelectField
            label={t(kind === 'O' ? 'missionForm.fields.personToOnboard' : 'missionForm.fields.manager')}
            placeholder={t(kind === 'O' ? 'missionForm.choosePerson' : 'missionForm.chooseManager')}
            options={form.options.manager}
            value={values.manager}
            loading={form.contactsLoading}
            error={form.errorFor('manager')}
            onChange={(value) => form.set('manager', value)}
            onBlur={() => form.touch('manager')}
            shortcut={shortcut('E', 'manager')}
            {...form.register('manager')}
          />
        )}
        {fields.members && (
          <ContactPicker
            label={t(`missionForm.members.${kind}`)}
            options={form.options.members}
            contacts={form.contacts}
            selected={values.members}
            onChange={(members) => form.set('members', members)}
            onBlur={() => form.touch('members')}
            required={kind === 'R'}
            loading={form.contactsLoading}
            error={form.errorFor('members')}
            shortcut={shortcut(memberTypes(kind)[0], 'members')}
            {...form.register('members')}
          />
        )}
        {fields.team && (
          <TeamTable
            rows={values.team}
            optionsFor={form.options.team}
            onRows={form.setTeam}
            onAdd={form.addTeamRow}
            error={form.errorFor('team')}
            shortcut={shortcut('E', 'team')}
            {...form.register('team')}
          />
        )}
        <LiveRegion message={form.chosenNews} />
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={form.pending} w={{ base: 'full', sm: 'auto' }}>
            {t(survey ? 'missionForm.submitSurvey' : 'missionForm.submit')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
