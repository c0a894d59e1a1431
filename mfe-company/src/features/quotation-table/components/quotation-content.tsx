import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatModalDate } from '@rapport/platform';
import { AXES, axisRows, signed } from '@rapport/wire/entities/axis-rows';
import type { CompanyResult } from '@rapport/wire/entities/result';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rawScoreRows } from '../utils/quotation-rows';
import { RelationalProfileChart } from './relational-profile-chart';
import { ScoreTable } from './score-table';

const STAKES = [
  ['action', 'r_percent'],
  ['vision', 'i_percent'],
  ['intention', 's_percent'],
] as const;

/** A titled part of the quotation table, named by its heading. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-labelledby={id}>
      <Heading as="h3" size="md" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** The quotation table itself: the relational profile, the raw scores by mode, the stakes. */
export function QuotationContent({ name, result }: { name: string; result: CompanyResult }) {
  const { t, i18n } = useTranslation('company');
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  const modes = [t('quotation.modes.daily'), t('quotation.modes.tension')];
  const axes = axisRows(result);
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Stack gap="5">
      <Stack gap="0">
        {/* the dialog's title says the name; this line is for the printed picture */}
        <Text fontWeight="semibold" aria-hidden="true">
          {name}
        </Text>
        <Text color="fg.muted">{t('quotation.date', { date: formatModalDate(result.date, lang) })}</Text>
      </Stack>
      <Part id="quotation-profile" title={t('quotation.profile.title')}>
        <RelationalProfileChart
          rows={axes}
          axisNames={AXES.map((axis) => t(`quotation.profile.axes.${axis}`))}
          series={{ daily: modes[0], tension: modes[1] }}
        />
        <ScoreTable
          caption={t('quotation.profile.caption')}
          columns={[t('quotation.profile.axis'), ...modes]}
          rows={axes.map((row) => ({
            key: row.axis,
            label: t(`quotation.profile.axes.${row.axis}`),
            values: [signed(row.daily, lang), signed(row.tension, lang)],
          }))}
        />
      </Part>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
        <Part id="quotation-raw" title={t('quotation.raw.title')}>
          <ScoreTable
            caption={t('quotation.raw.caption')}
            columns={[t('quotation.raw.category'), ...modes]}
            rows={rawScoreRows(result).map((row) => ({
              key: row.category,
              label: t(`quotation.raw.categories.${row.category}`),
              values: [String(row.daily), String(row.tension)],
            }))}
          />
        </Part>
        <Part id="quotation-stakes" title={t('quotation.stakes.title')}>
          <ScoreTable
            caption={t('quotation.stakes.caption')}
            columns={[t('quotation.stakes.stake'), t('quotation.stakes.share')]}
            rows={STAKES.map(([stake, field]) => ({
              key: stake,
              label: t(`quotation.stakes.${stake}`),
              values: [percent.format(Math.round(result[field]) / 100)],
            }))}
          />
        </Part>
      </SimpleGrid>
    </Stack>
  );
}
