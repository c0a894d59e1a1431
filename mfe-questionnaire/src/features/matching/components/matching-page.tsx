import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { PATHS, navigate, selectEmail, selectLang, selectPartner, useAppSelector } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { PageLayout } from '@rapport/ui/page-layout';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/load-failure';
import { PageLoading } from '../../../components/page-loading';
import { useFailureToast } from '../../../hooks/use-failure-toast';
import { localized } from '../../../lib/localized';
import { matchPercent } from '../../../lib/match-percent';
import { paragraphs } from '../../../lib/paragraphs';
import { useMatchingDetailQuery } from '../api/matching-detail-api';
import { FiberBars } from './fiber-bars';
import { FiberHighlights } from './fiber-highlights';
import { PairPictures } from './pair-pictures';
import { RiRing } from './ri-ring';

/** /matching: the Relational Index with the partner chosen on /contacts, fiber by fiber. */
export function MatchingPage() {
  const { t } = useTranslation('questionnaire');
  const email = useAppSelector(selectEmail) ?? '';
  const partner = useAppSelector(selectPartner);
  const lang = useAppSelector(selectLang);
  const query = useMatchingDetailQuery({ email, partner: partner ?? '' }, { skip: !email || !partner, refetchOnMountOrArgChange: true });
  useFailureToast(query.isError, t('errors.matchingDetail'));

  const sentBack = useRef(false);
  useEffect(() => {
    if (partner || sentBack.current) return;
    sentBack.current = true;
    notify('error', t('errors.noPartner'));
    navigate(PATHS.contacts, { replace: true });
  }, [partner, t]);

  const detail = query.currentData?.result;
  const partnerName = detail ? `${detail.partner.first_name} ${detail.partner.last_name}`.trim() : '';
  const softSkills = localized(detail?.soft_skills, lang);
  const back = (event: MouseEvent) => {
    event.preventDefault();
    navigate(PATHS.contacts);
  };
  return (
    <PageLayout page="matching" width="column" title={detail ? t('matching.title', { name: partnerName }) : t('pages.matching.title')} intro={t('pages.matching.intro')}>
      {query.isError ? (
        <LoadFailure message={t('errors.matchingDetail')} onRetry={() => void query.refetch()} />
      ) : detail ? (
        <Stack gap="8">
          <PairPictures mine={detail.picture_url_1} theirs={detail.picture_url_2} partnerName={partnerName} />
          <RiRing percent={matchPercent(detail.rui_smooth)} />
          <FiberBars detail={detail} />
          <FiberHighlights detail={detail} />
          {/* the partner's, said in the third person by the server: under their name, never as the viewer's */}
          {softSkills && (
            <Box as="section" aria-labelledby="matching-soft-skills">
              <Heading as="h2" id="matching-soft-skills" size="lg" mb="2">
                {t('matching.softSkills', { name: detail.partner.first_name || partnerName })}
              </Heading>
              <Stack gap="2">
                {paragraphs(softSkills).map((paragraph, i) => (
                  <Text key={i}>{paragraph}</Text>
                ))}
              </Stack>
            </Box>
          )}
          <Button asChild variant="outline" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            <a href={PATHS.contacts} onClick={back}>
              {t('matching.back')}
            </a>
          </Button>
        </Stack>
      ) : (
        partner && <PageLoading />
      )}
    </PageLayout>
  );
}
