import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** where the list's texts live: `missions` or the barometer's */
  texts: string;
  colleagues: boolean;
  newButton: ReactNode;
}

/** No mission (yet) in this tab, the list having loaded: what to do next. A failed load never shows this. */
export function MissionsEmpty({ texts, colleagues, newButton }: Props) {
  const { t } = useTranslation('company');
  return (
    <Stack align="center" textAlign="center" gap="3" px="4" py="10" borderWidth="1px" borderRadius="md" borderStyle="dashed">
      <Text fontWeight="semibold">{t(colleagues ? 'missions.empty.colleagues' : `${texts}.empty.title`)}</Text>
      {!colleagues && <Text color="fg.muted">{t(`${texts}.empty.body`)}</Text>}
      {!colleagues && newButton}
    </Stack>
  );
}
