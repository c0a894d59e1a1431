import { Button, chakra, Field, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { memo, useEffect, useId, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { InviteContacts } from '../hooks/use-invite-contacts';
import type { InviteRow } from '../utils/invitation-list';

const BOX = {
  type: 'checkbox',
  w: '5',
  h: '5',
  m: '0',
  mt: '0.5',
  flexShrink: 0,
  accentColor: 'brand.solid',
  cursor: 'pointer',
  _disabled: { cursor: 'not-allowed' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const;

interface RowProps {
  row: InviteRow;
  checked: boolean;
  onToggle: (pk: number, on: boolean) => void;
  idPrefix: string;
}

/**
 * A contact and its box: named by the contact's name, described by its address and, when it
 * cannot be chosen, why (already invited, no address). Its label holds both, so a click on
 * either ticks it.
 */
const ContactRow = memo(function ContactRow({ row, checked, onToggle, idPrefix }: RowProps) {
  const { t } = useTranslation('company');
  const disabled = row.state !== 'selectable';
  const nameId = `${idPrefix}-${row.pk}-name`;
  const aboutId = `${idPrefix}-${row.pk}-about`;
  return (
    <chakra.li borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <chakra.label display="flex" gap="3" alignItems="flex-start" px="2" py="2" cursor={disabled ? 'not-allowed' : 'pointer'} opacity={disabled ? 0.75 : 1}>
        <chakra.input
          {...BOX}
          checked={checked}
          disabled={disabled}
          aria-labelledby={nameId}
          aria-describedby={aboutId}
          onChange={(event) => onToggle(row.pk, event.target.checked)}
        />
        <chakra.span display="flex" flexDirection="column" minW="0">
          <chakra.span id={nameId} fontWeight="medium">
            {row.name}
          </chakra.span>
          <chakra.span id={aboutId} fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            {row.email || t('barometer.invite.noEmail')}
            {row.state === 'invited' && (
              <>
                {' · '}
                <chakra.span fontWeight="medium" color="fg">
                  {t('barometer.invite.alreadyInvited')}
                </chakra.span>
              </>
            )}
          </chakra.span>
        </chakra.span>
      </chakra.label>
    </chakra.li>
  );
});

/**
 * The search box, select-all over the contacts shown, and the contacts with their boxes. The
 * search box is there from the start, so the dialog opens with the focus in it; the list says
 * when it is loading or could not be loaded.
 */
export function InviteContactList({ invite, searchRef }: { invite: InviteContacts; searchRef: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('company');
  const id = useId();
  const all = useRef<HTMLInputElement>(null);
  const { allState } = invite;
  // a native box says "mixed" only through its property
  useEffect(() => {
    if (all.current) all.current.indeterminate = allState.mixed;
  }, [allState.mixed]);

  let list;
  if (invite.loadFailed)
    list = (
      <Stack gap="2" align="flex-start" role="alert">
        <Text>{t('barometer.invite.loadFailed')}</Text>
        <Button size="sm" variant="outline" onClick={invite.retry}>
          {t('barometer.invite.retry')}
        </Button>
      </Stack>
    );
  else if (invite.loading) list = <Spinner color="brand.solid" role="status" aria-label={t('barometer.invite.loading')} />;
  else if (invite.rows.length === 0) list = <Text color="fg.muted">{t('barometer.invite.noContacts')}</Text>;
  else if (invite.shown.length === 0) list = <Text color="fg.muted">{t('barometer.invite.noMatch')}</Text>;
  else
    list = (
      <chakra.ul listStyleType="none" borderWidth="1px" borderRadius="md" aria-label={t('barometer.invite.listLabel')}>
        {invite.shown.map((row) => (
          <ContactRow key={row.pk} row={row} checked={invite.selected.has(row.pk)} onToggle={invite.toggle} idPrefix={id} />
        ))}
      </chakra.ul>
    );

  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>{t('barometer.invite.search')}</Field.Label>
        <Input
          ref={searchRef}
          type="search"
          autoComplete="off"
          placeholder={t('barometer.invite.searchPlaceholder')}
          value={invite.search}
          onChange={(event) => invite.setSearch(event.target.value)}
        />
      </Field.Root>
      <Stack direction="row" justify="space-between" align="center" wrap="wrap" gap="2">
        <chakra.label display="inline-flex" alignItems="center" gap="2" minH="10" cursor={allState.count === 0 ? 'not-allowed' : 'pointer'}>
          <chakra.input
            {...BOX}
            ref={all}
            mt="0"
            checked={allState.checked}
            disabled={allState.count === 0}
            onChange={(event) => invite.setAll(event.target.checked)} />
          {t('barometer.invite.selectAll')}
        </chakra.label>
        <Text fontSize="sm" color="fg.muted" aria-live="polite" aria-atomic="true">
          {t('barometer.invite.selected', { count: invite.selected.size })}
        </Text>
      </Stack>
      {list}
    </Stack>
  );
}
