import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { selectApiBase, useAppSelector } from '@rapport/contracts';
import { LANGS } from '@rapport/contracts/entities/common';
import { REPORT_KINDS, reportFileKey, type ReportKind } from '@rapport/contracts/entities/result';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../../lib/api-url';
import type { IndividualResult } from '../api/individual-result-api';
import { reportPath, useReportDownload } from '../hooks/use-report-download';

const DOCUMENTS: Record<ReportKind, string> = { 'profile-pdf': 'profilePdf', 'cv-pdf': 'cvPdf', 'cv-docx': 'cvDocx' };

/** The profile PDF and the relational CV (PDF and Word), each in English, French and Russian. */
export function ReportDownloads({ files }: { files: IndividualResult['files'] }) {
  const { t } = useTranslation('questionnaire');
  const { download, busy } = useReportDownload();
  const apiBase = useAppSelector(selectApiBase);
  const urlOf = (kind: ReportKind, lang: (typeof LANGS)[number]) => apiUrl(files?.[reportFileKey(kind)]?.[lang] || reportPath(kind, lang), apiBase)!;
  return (
    <Box as="section" aria-labelledby="reports-title">
      <Heading as="h2" id="reports-title" size="lg" mb="3">
        {t('results.reports.title')}
      </Heading>
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
