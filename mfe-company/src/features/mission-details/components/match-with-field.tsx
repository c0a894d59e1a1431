import { Field } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/native-select';
import type { DetailsKind } from '../utils/mission-kind';
import { fullName, type SourcePerson } from '../utils/people';

interface Props {
  people: readonly SourcePerson[];
  kind: DetailsKind;
  selectedId: number | null;
  onSelect: (contactId: number) => void;
}

/** "Match with": the manager (person to onboard) or a team member, a native select. */
export function MatchWithField({ people, kind, selectedId, onSelect }: Props) {
  const { t } = useTranslation('company');
  const roleKey = (person: SourcePerson) => {
    if (person.role === 'team') return 'missionDetails.matchWith.team';
    return kind === 'O' ? 'missionDetails.matchWith.personToOnboard' : 'missionDetails.matchWith.manager';
  };
  return (
    <Field.Root maxW={{ md: 'sm' }} disabled={people.length === 0}>
      <Field.Label>{t('missionDetails.matchWith.label')}</Field.Label>
      <NativeSelect value={selectedId ?? ''} onChange={(event) => onSelect(Number(event.target.value))}>
        {people.length === 0 && <option value="">{t('missionDetails.matchWith.none')}</option>}
        {people.map((person) => (
          <option key={person.contact.id} value={person.contact.id}>
            {t(roleKey(person), { name: fullName(person.contact) })}
          </option>
        ))}
      </NativeSelect>
    </Field.Root>
  );
}
