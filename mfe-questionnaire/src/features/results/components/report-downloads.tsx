import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { selectApiBase, useAppSelector } from '@rapport/platform';
import { LANGS } from '@rapport/wire/entities/common';
import { REPORT_KINDS, reportFileKey, type ReportKind } from '@rapport/wire/entities/result';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../../lib/api-url';
import type { IndividualResult } from '../api/individual-result-api';
import { reportPath, useReportDownload } from '../hooks/use-report-download';

const DOCUMENTS: Record<ReportKind, string> = { 'profile-pdf': 'profilePdf', 'cv-pdf': 'cvPdf', 'cv-docx': 'cvDocx' };

const STATUS_ID = 'reports-status';

/**
 * The profile PDF and the relational CV (PDF and Word), each in English, French and Russian.
 * While the server is still making them (`preparing`) the buttons are disabled and a polite
 * status says why; it says they are ready once they are.
 */
export function ReportDownloads({ files, preparing }: { files: IndividualResult['files']; preparing: boolean }) {
  const { t } = useTranslation('questionnaire');
  const { download, busy } = useReportDownload();
  // "ready" is said only after "preparing" was: a page opened later needs no announcement
  const [waited, setWaited] = useState(preparing);
  if (preparing && !waited) setWaited(true);
  const status = preparing ? t('results.reports.preparing') : waited ? t('results.reports.ready') : '';
  const apiBase = useAppSelector(selectApiBase);
  const urlOf = (kind: ReportKind, lang: (typeof LANGS)[number]) => apiUrl(files?.[reportFileKey(kind)]?.[lang] || reportPath(kind, lang), apiBase)!;
  return (
    <Box as="section" aria-labelledby="reports-title">
      <Heading as="h2" id="reports-title" size="lg" mb="3">
        {t('results.reports.title')}
      </Heading>
      {/* in the page from the start, so screen readers announce its changes */}
      <HStack id={STATUS_ID} role="status" gap="2" mb={status ? '3' : '0'}>
        {preparing && <Spinner size="sm" color="brand.solid" aria-hidden="true" />}
        <Text>{status}</Text>
      </HStack>
      <Stack gap="4">
        {REPORT_KINDS.map((kind) => {
          const document = t(`results.reports.${DOCUMENTS[kind]}`);
          return (
            <Stack key={kind} gap="2">
              <Text fontWeight="semibold">{document}</Text>
              <HStack gap="2" wrap="wrap">
                {LANGS.map((lang) => (
                  <Button
                    key={lang}
                    variant="outline"
                    colorPalette="brand"
                    minH="11"
                    loading={busy === `${kind}-${lang}`}
                    disabled={preparing}
                    aria-describedby={preparing ? STATUS_ID : undefined}
                    // the name starts with what the button shows (axe label-content-name-mismatch)
                    aria-label={`${lang.toUpperCase()} – ${t('results.reports.download', { document, language: t(`results.reports.languages.${lang}`) })}`}
                    onClick={() => void download(kind, lang, urlOf(kind, lang))}
                  >
                    {lang.toUpperCase()}
                  </Button>
                ))}
              </HStack>
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
