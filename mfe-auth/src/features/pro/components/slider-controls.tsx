import { Box, chakra, HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './slider-icons';

interface Props {
  titles: string[];
  index: number;
  stopped: boolean;
  slidesId: string;
  onPrev: () => void;
  onNext: () => void;
  onGoTo: (index: number) => void;
  onToggle: () => void;
}

/** Play/pause, previous, one dot per slide, next: placed before the slides, as WAI-ARIA advises. */
export function SliderControls({ titles, index, stopped, slidesId, onPrev, onNext, onGoTo, onToggle }: Props) {
  const { t } = useTranslation('auth');
  return (
    <HStack justify="space-between" gap="2" mb="4" wrap="wrap">
      <IconButton
        variant="ghost"
        colorPalette="brand"
        size="sm"
        onClick={onToggle}
        aria-label={stopped ? t('pro.slider.play') : t('pro.slider.pause')}
      >
        {stopped ? <PlayIcon /> : <PauseIcon />}
      </IconButton>
      <HStack gap="1" role="group" aria-label={t('pro.slider.choose')}>
        {titles.map((title, i) => (
          <chakra.button
            key={title}
            type="button"
            aria-controls={slidesId}
            aria-current={i === index ? 'true' : undefined}
            aria-label={t('pro.slider.show', { n: i + 1, title })}
            onClick={() => onGoTo(i)}
            p="2"
            borderRadius="full"
            cursor="pointer"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '1px' }}
          >
            <Box
              w={i === index ? '6' : '2.5'}
              h="2.5"
              borderRadius="full"
              bg={i === index ? 'brand.solid' : 'gray.400'}
              transition="width 200ms"
            />
          </chakra.button>
        ))}
      </HStack>
      <HStack gap="1">
        <IconButton variant="outline" colorPalette="brand" size="sm" onClick={onPrev} aria-controls={slidesId} aria-label={t('pro.slider.previous')}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton variant="outline" colorPalette="brand" size="sm" onClick={onNext} aria-controls={slidesId} aria-label={t('pro.slider.next')}>
          <ChevronRightIcon />
        </IconButton>
      </HStack>
    </HStack>
  );
}
