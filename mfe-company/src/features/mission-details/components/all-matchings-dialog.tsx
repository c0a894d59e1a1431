import { Box, Button, chakra, Dialog, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import type { CompanyContact } from '@rapport/contracts/api/company';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame';
import { PageLoading } from '../../../components/page-loading';
import { useMissionMatchingsQuery } from '../api/matching-api';
import { useMatchingReport, type ReportLang } from '../hooks/use-matching-report';
import { filterPairs, pairEntries } from '../utils/all-matchings';
import { fullName, matchingPerson, type SourcePerson } from '../utils/people';
import { AnchoredMenu } from '../../../components/anchored-menu';
import { ScoreRing } from './score-ring';

const MenuButton = chakra('button', {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minH: '9',
    minW: '9',
    borderRadius: 'md',
    fontSize: 'xl',
    cursor: 'pointer',
    _hover: { bg: 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
});

interface Props {
  /** the member whose matchings are listed */
  member: CompanyContact;
  /** the mission's non-member people */
  people: readonly SourcePerson[];
  companyId: number;
  onClose: () => void;
  finalFocusEl: () => HTMLElement | null;
}

/**
 * All Matchings (spec section 2): the member against every non-member person of the mission
 * (the manager and the team), each pair with its RI on a ring and the matching report menu;
 * search by name prefix. One match_contacts call, the member as the source.
 */
export function AllMatchingsDialog({ member, people, companyId, onClose, finalFocusEl }: Props) {
  const { t } = useTranslation('company');
  const [open, setOpen] = useState(true);
  const [search, setSearch] = useState('');
  const [menu, setMenu] = useState<{ other: CompanyContact; anchor: HTMLElement } | null>(null);
  const openReport = useMatchingReport();
  const result = useMissionMatchingsQuery(
    people.length > 0
      ? { source: matchingPerson(member, companyId), target: people.map(({ contact }) => matchingPerson(contact, companyId)) }
      : skipToken,
  );
  const entries = useMemo(() => pairEntries(member, people, result.currentData), [member, people, result.currentData]);
  const shown = useMemo(() => filterPairs(entries, search), [entries, search]);
  const memberName = fullName(member);
  const unfinished = (names: string[]) =>
    names.length === 1 ? t('missionDetails.unfinished.one', { name: names[0] }) : t('missionDetails.unfinished.two', { first: names[0], second: names[1] });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onExitComplete={onClose}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      finalFocusEl={finalFocusEl}
    >
      <DialogFrame title={t('missionDetails.allMatchings.title', { name: memberName })}>
        <Dialog.Body>
          <Stack gap="4">
            <Field.Root>
              <Field.Label>{t('missionDetails.allMatchings.search')}</Field.Label>
              <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t('missionDetails.search.placeholder')} />
            </Field.Root>
            {result.isFetching && !result.currentData && <PageLoading label={t('missionDetails.table.loading')} />}
            {result.isError && (
              <Text role="alert" color="fg.error">
                {t('missionDetails.report.failed')}
              </Text>
            )}
            <List.Root variant="plain" gap="2" aria-label={t('missionDetails.allMatchings.label', { name: memberName })}>
              {shown.map((entry) => {
                const other = entry.other.contact;
                const pair = t('missionDetails.allMatchings.pair', { first: memberName, second: fullName(other) });
                return (
                  <List.Item key={other.id} borderWidth="1px" borderRadius="md" px="3" py="2">
                    <HStack justify="space-between" w="full" gap="3">
                      <Box flex="1" minW="0">
                        <Text fontWeight="medium">{pair}</Text>
                        <Text fontSize="sm" color="fg.muted">
                          {t(entry.other.role === 'manager' ? 'missionDetails.allMatchings.manager' : 'missionDetails.allMatchings.team')}
                        </Text>
                        {entry.unfinished.length > 0 && (
                          <Text fontSize="sm" color="fg.muted" fontStyle="italic">
                            {unfinished(entry.unfinished)}
                          </Text>
                        )}
                      </Box>
                      {entry.ri !== null && <ScoreRing percent={entry.ri} label={t('missionDetails.allMatchings.ri', { percent: entry.ri })} />}
                      {entry.unfinished.length === 0 && (
                        <MenuButton
                          type="button"
                          aria-haspopup="menu"
                          aria-expanded={menu?.other.id === other.id}
                          aria-label={t('missionDetails.allMatchings.reports', { pair })}
                          onClick={(event) => setMenu({ other, anchor: event.currentTarget })}
                        >
                          <span aria-hidden="true">⋮</span>
                        </MenuButton>
                      )}
                    </HStack>
                  </List.Item>
                );
              })}
            </List.Root>
            {shown.length === 0 && (
              <Text textAlign="center" color="fg.muted">
                {t(entries.length === 0 ? 'missionDetails.noMembers' : 'missionDetails.empty')}
              </Text>
            )}
          </Stack>
          <AnchoredMenu<ReportLang>
            anchor={menu?.anchor ?? null}
            label={menu ? t('missionDetails.allMatchings.reports', { pair: `${memberName}, ${fullName(menu.other)}` }) : undefined}
            entries={[
              { value: 'en', label: t('missionDetails.menu.matching-en') },
              { value: 'fr', label: t('missionDetails.menu.matching-fr') },
            ]}
            onChoose={(lang) => menu && void openReport(menu.other, member, lang)}
            onClose={() => setMenu(null)}
          />
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">{t('common.close')}</Button>
          </Dialog.ActionTrigger>
        </Dialog.Footer>
      </DialogFrame>
    </Dialog.Root>
  );
}
