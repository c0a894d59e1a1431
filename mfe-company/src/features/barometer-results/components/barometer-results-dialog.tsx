import { Box, CloseButton, HStack, Portal, SimpleGrid, Text } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../../../components/export-menu';
import { useExportDownload } from '../../../hooks/use-export-download';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { useBarometerResults } from '../hooks/use-barometer-results';
import { uiLang } from '../utils/results-view';
import { DemographicCounts } from './demographic-counts';
import { ResultsMain } from './results-main';
import { SurveyFacts } from './survey-facts';
import { OpenDialogRoot } from '../../../components/open-dialog-root';

export interface BarometerResultsDialogProps {
  mission: MissionResponse;
  onClose: () => void;
  /** where the focus goes back to when it closes */
  finalFocusEl?: () => HTMLElement | null;
}

/**
 * View Result (spec section 2): a barometer survey's questions in the interface language with
 * each answer's selected_count, for everyone or one demographic answer's group, the words
 * chosen most often, and the demographic answer counts beside them; every number behind the
 * company's threshold. Above them, the survey's facts (mode, links, threshold, steps). A public
 * survey's figures are estimates with their margin. Open when mounted; it closes as any dialog does, then tells its owner.
 */
export function BarometerResultsDialog({ mission, onClose, finalFocusEl }: BarometerResultsDialogProps) {
  const { t, i18n } = useTranslation('company');
  const lang = uiLang(i18n.language);
  const view = useBarometerResults(mission.pk);
  const exportFile = useExportDownload();
  const answers = view.last?.response_count ?? view.survey?.released_count ?? mission.barometer_result_count;
  return (
    <OpenDialogRoot
      onClose={onClose}
      size={{ base: 'full', md: 'cover' }}
      placement="center"
      scrollBehavior="inside"
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <HStack w="full" pe="8" gap="4" align="flex-start" justify="space-between" wrap="wrap">
                <Box minW="0">
                  <Dialog.Title>{t('barometer.results.title', { name: mission.mission_name })}</Dialog.Title>
                  <Text color="fg.muted" fontSize="sm">
                    {t('barometer.results.reference', { reference: mission.reference })} · {t('barometer.results.answers', { count: answers })}
                  </Text>
                </Box>
                <ExportMenu
                  size="sm"
                  label={t('exports.label.barometer')}
                  onExport={(format) => exportFile({ kind: 'barometer', mission: mission.pk, reference: mission.reference }, format)}
                />
              </HStack>
            </Dialog.Header>
            <Dialog.Body>
              <SurveyFacts survey={view.survey} results={view.last} />
              <SimpleGrid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="6" alignItems="start">
                <ResultsMain view={view} lang={lang} />
                <DemographicCounts
                  counts={view.counts.data}
                  loading={view.counts.loading}
                  failed={view.counts.failed}
                  onRetry={view.counts.retry}
                  lang={lang}
                />
              </SimpleGrid>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </OpenDialogRoot>
  );
}
