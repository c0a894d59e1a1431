import { Box, Flex } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIDER_SPEED_MS, useSlider } from '../hooks/use-slider';
import { SliderControls } from './slider-controls';

export interface Slide {
  title: string;
  content: ReactNode;
}

/**
 * An accessible carousel (WAI-ARIA APG pattern): a labelled region, slides named "n of N",
 * hidden slides out of the tab order, live announcements only while it is not rotating.
 */
export function Slider({ label, slides }: { label: string; slides: Slide[] }) {
  const { t } = useTranslation('auth');
  const slidesId = useId();
  const { index, goTo, next, prev, playing, stopped, toggleStopped, reducedMotion, regionProps } = useSlider(slides.length);
  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={-1}
      outline="none"
      {...regionProps}
    >
      <SliderControls
        titles={slides.map((slide) => slide.title)}
        index={index}
        stopped={stopped}
        slidesId={slidesId}
        onPrev={prev}
        onNext={next}
        onGoTo={goTo}
        onToggle={toggleStopped}
      />
      <Box overflow="hidden" borderRadius="xl">
        <Flex
          id={slidesId}
          aria-live={playing ? 'off' : 'polite'}
          transform={`translateX(-${index * 100}%)`}
          transition={reducedMotion ? 'none' : `transform ${SLIDER_SPEED_MS}ms ease-in-out`}
        >
          {slides.map((slide, i) => (
            <Box
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={t('pro.slider.slideLabel', { n: i + 1, total: slides.length })}
              aria-hidden={i !== index}
              inert={i !== index}
              flex="0 0 100%"
              minW="0"
            >
              {slide.content}
            </Box>
          ))}
        </Flex>
      </Box>
    </Box>
  );
}
