import { Button, chakra, Field, Flex, Text } from '@chakra-ui/react';
import type { BenchmarkType } from '@rapport/wire/entities/mission';
import { useId, useRef, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../components/native-select';
import type { CompanyContact } from '../../../lib/api/company-contacts-api';
import { contactLabel } from '../utils/contact-label';
import type { TeamRow } from '../utils/mission-form-rules';

interface Props {
  rows: readonly TeamRow[];
  optionsFor: (row: TeamRow) => readonly CompanyContact[];
  onRows: (change: (rows: TeamRow[]) => TeamRow[]) => void;
  onAdd: () => void;
  error?: string;
  shortcut: ReactNode;
  /** the first row's contact: the focus goes there when the server finds fault with the team */
  ref?: Ref<HTMLElement>;
}

const ROLES: readonly BenchmarkType[] = ['employee', 'manager'];

const tableCss = {
  width: 'full',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  '& th, & td': { py: '1.5', pe: '2', textAlign: 'start', verticalAlign: 'middle' },
  '& th': { fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' },
  '& .role': { width: { base: '7.5rem', sm: '10rem' } },
  '& .remove': { width: '2.75rem', pe: '0' },
};

/** Mobility and recruitment: the team the candidates are compared with, one row per member (contact and role). */
export function TeamTable({ rows, optionsFor, onRows, onAdd, error, shortcut, ref }: Props) {
  const { t } = useTranslation('company');
  const id = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const setRow = (key: number, change: Partial<TeamRow>) => onRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  return (
    <chakra.section aria-labelledby={`${id}-title`} display="flex" flexDirection="column" gap="2" minW="0">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <Text id={`${id}-title`} as="h2" fontWeight="semibold">
          {t('missionForm.team.title')}
        </Text>
        {shortcut}
      </Flex>
      <chakra.table css={tableCss} aria-labelledby={`${id}-title`} aria-describedby={error ? `${id}-error` : undefined}>
        <thead>
          <tr>
            <th scope="col">{t('missionForm.team.name')}</th>
            <th scope="col" className="role">
              {t('missionForm.team.role')}
            </th>
            <th scope="col" className="remove">
              <chakra.span srOnly>{t('missionForm.team.actions')}</chakra.span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const n = index + 1;
            return (
              <tr key={row.key}>
                <td>
                  {/* a field per select: the native select takes its id and state from it */}
                  <Field.Root invalid={Boolean(error)}>
                    <NativeSelect
                      ref={index === 0 ? (ref as Ref<HTMLSelectElement>) : undefined}
                      aria-label={t('missionForm.team.rowContact', { n })}
                      value={row.contact}
                      onChange={(event) => setRow(row.key, { contact: event.target.value })}
                    >
                      <option value="">{t('missionForm.team.choose')}</option>
                      {optionsFor(row).map((contact) => (
                        <option key={contact.id} value={String(contact.id)}>
                          {contactLabel(contact)}
                        </option>
                      ))}
                    </NativeSelect>
                  </Field.Root>
                </td>
                <td className="role">
                  <Field.Root>
                    <NativeSelect
                      aria-label={t('missionForm.team.rowRole', { n })}
                      value={row.role}
                      onChange={(event) => setRow(row.key, { role: event.target.value as BenchmarkType })}
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`missionForm.team.roles.${role}`)}
                        </option>
                      ))}
                    </NativeSelect>
                  </Field.Root>
                </td>
                <td className="remove">
                  <chakra.button
                    type="button"
                    aria-label={t('missionForm.team.remove', { n })}
                    onClick={() => {
                      onRows((current) => current.filter((other) => other.key !== row.key));
                      // the row's button is gone: the focus waits on Add Team member
                      addButton.current?.focus();
                    }}
                    display="inline-flex"
                    alignItems="center"
                    justifyContent="center"
                    w="10"
                    h="10"
                    borderRadius="md"
                    fontSize="xl"
                    cursor="pointer"
                    _hover={{ bg: 'bg.muted' }}
                    _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
                  >
                    <span aria-hidden="true">×</span>
                  </chakra.button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </chakra.table>
      {error && (
        <Text id={`${id}-error`} fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
      <Button ref={addButton} type="button" variant="outline" size="sm" alignSelf="flex-start" onClick={onAdd}>
        {t('missionForm.team.add')}
      </Button>
    </chakra.section>
  );
}
