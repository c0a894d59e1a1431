import { Box, Button, chakra, Dialog, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import type { CompanyContact } from '@rapport/contracts/api/company';
import { skipToken } from '@reduxjs/toolkit/query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchoredMenu } from '../../../components/anchored-menu';
import { DialogFrame } from '../../../components/dialog-frame';
import { PageLoading } from '../../../components/page-loading';
import { useProgressiveRows } from '../../../hooks/use-progressive-rows';
import { useTeamMatchesQuery } from '../../../lib/api/teams-api';
import { matchPercent } from '../../../lib/percent';
import { useMatchingReport, type ReportLang } from '../hooks/use-matching-report';
import { fullName, hasResult, matchingPerson } from '../utils/people';
import { filterTeamPairs, teamPairs, type TeamPairEntry } from '../utils/team-members';
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
  /** the team: the manager first */
  people: readonly CompanyContact[];
  managerName: string;
  companyId: number;
  onClose: () => void;
  finalFocusEl: () => HTMLElement | null;
}

/**
 * Access All Matchings of a team (spec section 2): every pair of the team (one team_matches
 * call), weakest first, each with its RI on a ring and the matching report menu; search by
 * either person's name. A team of 100 is 4,950 pairs: they are drawn in steps.
 */
export function TeamAllMatchingsDialog({ people, managerName, companyId, onClose, finalFocusEl }: Props) {
  const { t, i18n } = useTranslation('company');
  const [open, setOpen] = useState(true);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [menu, setMenu] = useState<{ pair: TeamPairEntry; anchor: HTMLElement } | null>(null);
  const openReport = useMatchingReport();
  const result = useTeamMatchesQuery(people.length > 1 ? { contacts: people.map((contact) => matchingPerson(contact, companyId)) } : skipToken);
  const collator = useMemo(() => new Intl.Collator(i18n.language, { sensitivity: 'base', numeric: true }), [i18n.language]);
  const entries = useMemo(() => teamPairs(people, result.currentData, collator), [people, result.currentData, collator]);
  const filtered = useMemo(() => filterTeamPairs(entries, deferredSearch), [entries, deferredSearch]);
  const shown = useProgressiveRows(filtered);
  const unfinished = people.filter((contact) => !hasResult(contact)).map(fullName);
  const loading = result.isFetching && !result.currentData;

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
      <DialogFrame title={t('teamDetails.allMatchings.title', { name: managerName })}>
        <Dialog.Body>
          <Stack gap="4">
            <Field.Root>
              <Field.Label>{t('teamDetails.allMatchings.search')}</Field.Label>
              <Input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t('missionDetails.search.placeholder')} />
            </Field.Root>
            {unfinished.length > 0 && (
              <Text fontSize="sm" color="fg.muted">
                {t('teamDetails.allMatchings.unfinished', { names: unfinished.join(', '), count: unfinished.length })}
              </Text>
            )}
            {loading && <PageLoading label={t('teamDetails.allMatchings.loading')} />}
            {result.isError && (
              <Text role="alert" color="fg.error">
                {t('teamDetails.allMatchings.failed')}
              </Text>
            )}
            {!loading && (
              <Text fontSize="sm" color="fg.muted" aria-live="polite">
                {t('teamDetails.allMatchings.count', { count: filtered.length })}
              </Text>
            )}
            <List.Root variant="plain" gap="2" aria-label={t('teamDetails.allMatchings.label')} aria-busy={shown.length < filtered.length}>
              {shown.map((entry) => {
                const pair = t('teamDetails.allMatchings.pair', { first: fullName(entry.first), second: fullName(entry.second) });
                const percent = matchPercent(entry.score);
                return (
                  <List.Item key={entry.key} borderWidth="1px" borderRadius="md" px="3" py="2">
                    <HStack justify="space-between" w="full" gap="3">
                      <Box flex="1" minW="0">
                        <Text fontWeight="medium">{pair}</Text>
                      </Box>
                      <ScoreRing percent={percent} label={t('missionDetails.allMatchings.ri', { percent })} />
                      <MenuButton
                        type="button"
                        aria-haspopup="menu"
                        aria-expanded={menu?.pair.key === entry.key}
                        aria-label={t('missionDetails.allMatchings.reports', { pair })}
                        onClick={(event) => setMenu({ pair: entry, anchor: event.currentTarget })}
                      >
                        <span aria-hidden="true">⋮</span>
                      </MenuButton>
                    </HStack>
                  </List.Item>
                );
              })}
            </List.Root>
            {!loading && filtered.length === 0 && (
              <Text textAlign="center" color="fg.muted">
                {t(entries.length === 0 ? 'missionDetails.noMembers' : 'missionDetails.empty')}
              </Text>
            )}
          </Stack>
          <AnchoredMenu<ReportLang>
            anchor={menu?.anchor ?? null}
            label={menu ? t('missionDetails.allMatchings.reports', { pair: `${fullName(menu.pair.first)}, ${fullName(menu.pair.second)}` }) : undefined}
            entries={[
              { value: 'en', label: t('missionDetails.menu.matching-en') },
              { value: 'fr', label: t('missionDetails.menu.matching-fr') },
            ]}
            onChoose={(lang) => menu && void openReport(menu.pair.first, menu.pair.second, lang)}
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
