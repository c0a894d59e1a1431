import { chakra, Flex, Input, Text } from '@chakra-ui/react';
import { useId, useMemo, useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyContact } from '../../../lib/api/company-contacts-api';
import { contactLabel, contactName, searchable } from '../utils/contact-label';

/** Options drawn at once; a search narrows a longer list. */
const SHOWN_AT_MOST = 100;

interface Props {
  label: string;
  /** the contacts offered (those holding another role are already left out) */
  options: readonly CompanyContact[];
  /** every contact, to name the chosen ones */
  contacts: readonly CompanyContact[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  /** the whole group was left */
  onBlur: () => void;
  required: boolean;
  loading: boolean;
  error?: string;
  /** the add-new-contact shortcut beside the label */
  shortcut: ReactNode;
  /** the search box: the focus goes there when the group is invalid */
  ref?: Ref<HTMLInputElement>;
}

const Chip = chakra('li', {
  base: { display: 'inline-flex', alignItems: 'center', gap: '1', ps: '2.5', pe: '1', py: '0.5', borderRadius: 'full', bg: 'brand.subtle', color: 'brand.fg', fontSize: 'sm' },
});
const ChipRemove = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '6',
    h: '6',
    borderRadius: 'full',
    cursor: 'pointer',
    _hover: { bg: 'brand.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
});

/**
 * Several contacts out of a list (candidates, internal candidates, mentors): a search box over
 * a list of native checkboxes, the chosen ones as removable chips above. The group is named by
 * its label; its error is tied to the group and to the search box.
 */
export function ContactPicker({ label, options, contacts, selected, onChange, onBlur, required, loading, error, shortcut, ref }: Props) {
  const { t } = useTranslation('company');
  const id = useId();
  const [search, setSearch] = useState('');
  const chosen = useMemo(() => {
    const byId = new Map(contacts.map((contact) => [contact.id, contact]));
    return selected.flatMap((contactId) => byId.get(contactId) ?? []);
  }, [contacts, selected]);
  const needle = searchable(search.trim());
  const matching = needle
    ? options.filter((contact) => searchable(`${contact.first_name} ${contact.last_name}\n${contact.last_name} ${contact.first_name}\n${contact.email}`).includes(needle))
    : options;
  const shown = matching.slice(0, SHOWN_AT_MOST);
  const isChosen = new Set(selected);
  const toggle = (contactId: number, on: boolean) => onChange(on ? [...selected, contactId] : selected.filter((other) => other !== contactId));
  const left = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  };
  const errorId = `${id}-error`;
  return (
    <chakra.div role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? errorId : undefined} onBlur={left} minW="0" display="flex" flexDirection="column" gap="2">
      <Flex justify="space-between" align="center" gap="2" wrap="wrap">
        <chakra.span id={`${id}-label`} fontWeight="medium" fontSize="sm">
          {label}
          {required && (
            <chakra.span color="fg.error" aria-hidden="true" ms="1">
              *
            </chakra.span>
          )}
        </chakra.span>
        {shortcut}
      </Flex>
      {chosen.length > 0 && (
        <chakra.ul aria-label={t('missionForm.picker.chosen', { label })} display="flex" flexWrap="wrap" gap="1.5" listStyle="none" m="0" p="0">
          {chosen.map((contact) => (
            <Chip key={contact.id}>
              {contactName(contact)}
              <ChipRemove type="button" aria-label={t('missionForm.picker.remove', { name: contactName(contact) })} onClick={() => toggle(contact.id, false)}>
                <span aria-hidden="true">×</span>
              </ChipRemove>
            </Chip>
          ))}
        </chakra.ul>
      )}
      <Input
        ref={ref}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-label={t('missionForm.picker.search', { label })}
        placeholder={t('missionForm.picker.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-controls={`${id}-options`}
        autoComplete="off"
      />
      <chakra.ul
        id={`${id}-options`}
        aria-label={label}
        listStyle="none"
        m="0"
        p="1"
        maxH="14rem"
        overflowY="auto"
        borderWidth="1px"
        borderRadius="l2"
        borderColor={error ? 'border.error' : 'border'}
      >
        {shown.map((contact) => (
          <li key={contact.id}>
            <chakra.label display="flex" alignItems="center" gap="2" minH="10" px="2" borderRadius="sm" cursor="pointer" _hover={{ bg: 'bg.muted' }}>
              <chakra.input
                type="checkbox"
                checked={isChosen.has(contact.id)}
                onChange={(event) => toggle(contact.id, event.target.checked)}
                w="5"
                h="5"
                m="0"
                flexShrink={0}
                accentColor="brand.solid"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
              />
              <chakra.span minW="0" overflowWrap="anywhere">
                {contactLabel(contact)}
              </chakra.span>
            </chakra.label>
          </li>
        ))}
        {shown.length === 0 && (
          <Text as="li" px="2" py="2" color="fg.muted" fontSize="sm">
            {loading ? t('missionForm.contactsLoading') : needle ? t('missionForm.picker.noMatch') : t('missionForm.picker.noneAvailable')}
          </Text>
        )}
      </chakra.ul>
      {matching.length > shown.length && (
        <Text fontSize="sm" color="fg.muted">
          {t('missionForm.picker.more', { count: matching.length - shown.length })}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('missionForm.picker.count', { count: selected.length })}
      </Text>
      {error && (
        <Text id={errorId} fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </chakra.div>
  );
}
