import { createIcon } from '@chakra-ui/react';

// Drawn here rather than taken from an icon package: four glyphs do not justify a dependency.
export const ChevronLeftIcon = createIcon({ displayName: 'ChevronLeftIcon', d: 'M15.4 7.4 14 6l-6 6 6 6 1.4-1.4-4.6-4.6z' });
export const ChevronRightIcon = createIcon({ displayName: 'ChevronRightIcon', d: 'M8.6 16.6 10 18l6-6-6-6-1.4 1.4 4.6 4.6z' });
export const PauseIcon = createIcon({ displayName: 'PauseIcon', d: 'M6 5h4v14H6zm8 0h4v14h-4z' });
export const PlayIcon = createIcon({ displayName: 'PlayIcon', d: 'M8 5v14l11-7z' });
