import { Box, chakra, Field, HStack, Input, List, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchoredMenu } from '../../../components/anchored-menu';
import { iconButton } from '../../../components/data-table-css';
import { DialogFrame } from '../../../components/dialog-frame';
import { useScoreLabels } from '../../../lib/score-labels';
import type { ReportLang } from '../hooks/use-matching-report';
import { CloseFooter } from './close-footer';
import { OpenDialogRoot } from '../../../components/open-dialog-root';
import { ScoreRing } from './score-ring';

const MenuButton = chakra('button', { base: iconButton });

interface ItemProps {
  /** "A and B": the pair's name */
  pair: string;
  /** under the name */
  details?: ReactNode;
  /** the pair's RI on a ring; null: no ring */
  percent: number | null;
  menuOpen: boolean;
  /** opens the pair's report menu from its button; null: no menu */
  onMenu: ((anchor: HTMLElement) => void) | null;
}

/** One pair of All Matchings: its name, its RI on a ring, its matching report menu. */
export function PairItem({ pair, details, percent, menuOpen, onMenu }: ItemProps) {
  const { t } = useTranslation('company');
  const { scores } = useScoreLabels();
  return (
    <List.Item borderWidth="1px" borderRadius="md" px="3" py="2">
      <HStack justify="space-between" w="full" gap="3">
        <Box flex="1" minW="0">
          <Text fontWeight="medium">{pair}</Text>
          {details}
        </Box>
        {percent !== null && <ScoreRing percent={percent} label={t('missionDetails.allMatchings.ri', { name: scores.RI.name, percent })} />}
        {onMenu && (
          <MenuButton
            type="button"
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            aria-label={t('missionDetails.allMatchings.reports', { pair })}
            onClick={(event) => onMenu(event.currentTarget)}
          >
            <span aria-hidden="true">⋮</span>
          </MenuButton>
        )}
      </HStack>
    </List.Item>
  );
}

interface Props {
  title: string;
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  /** the report menu, open on a pair ("A, B") */
  menu: { anchor: HTMLElement; pair: string } | null;
  onReport: (lang: ReportLang) => void;
  onMenuClose: () => void;
  onClose: () => void;
  finalFocusEl: () => HTMLElement | null;
  /** under the search field: the state of the call and the list of pairs */
  children: ReactNode;
}

/**
 * What a member's and a team's All Matchings share (spec section 2): a dialog, open when
 * mounted, with a search by name, the pairs, one matching report menu (English or French) and
 * a Close button.
 */
export function PairsDialog({ title, searchLabel, search, onSearch, menu, onReport, onMenuClose, onClose, finalFocusEl, children }: Props) {
  const { t } = useTranslation('company');
  return (
    <OpenDialogRoot
      onClose={onClose}
      placement="center"
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      finalFocusEl={finalFocusEl}
    >
      <DialogFrame title={title}>
        <Dialog.Body>
          <Stack gap="4">
            <Field.Root>
              <Field.Label>{searchLabel}</Field.Label>
              <Input type="search" value={search} onChange={(event) => onSearch(event.target.value)} placeholder={t('missionDetails.search.placeholder')} />
            </Field.Root>
            {children}
          </Stack>
          <AnchoredMenu<ReportLang>
            anchor={menu?.anchor ?? null}
            label={menu ? t('missionDetails.allMatchings.reports', { pair: menu.pair }) : undefined}
            entries={[
              { value: 'en', label: t('missionDetails.menu.matching-en') },
              { value: 'fr', label: t('missionDetails.menu.matching-fr') },
            ]}
            onChoose={onReport}
            onClose={onMenuClose}
          />
        </Dialog.Body>
        <CloseFooter />
      </DialogFrame>
    </OpenDialogRoot>
  );
}
