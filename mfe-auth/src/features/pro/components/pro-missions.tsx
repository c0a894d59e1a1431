import { useTranslation } from 'react-i18next';
import { MissionSlide, type Mission } from './mission-slide';
import { PageSection } from '../../../components/page-section';
import { Slider } from './slider';

/** The six mission types, one slide each. */
export function ProMissions() {
  const { t } = useTranslation('auth');
  const missions = t('pro.missions.items', { returnObjects: true }) as unknown as Mission[];
  const slides = missions.map((mission) => ({ title: mission.title, content: <MissionSlide mission={mission} /> }));
  return (
    <PageSection id="missions" title={t('pro.missions.title')} intro={t('pro.missions.intro')} bg="gray.50">
      <Slider label={t('pro.missions.carouselLabel')} slides={slides} />
    </PageSection>
  );
}
