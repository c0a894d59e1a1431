import { Center, chakra, CloseButton, Portal, Spinner, Text } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MatchingEntry } from '../api/matching-api';
import { useMorphImage } from '../hooks/use-morph-image';
import { fullName, morph } from '../utils/contact-list';

interface Props {
  first: MatchingEntry;
  second: MatchingEntry;
}

/** Spec section 2: with two sample matches or more, the morph of the first two, once per session. */
export function MorphDialog({ first, second }: Props) {
  const [open, setOpen] = useState(() => !morph.shown());
  if (!open || !first.fake_user_uuid || !second.fake_user_uuid) return null;
  return <MorphDialogOpen first={first} second={second} onClose={() => setOpen(false)} />;
}

function MorphDialogOpen({ first, second, onClose }: Props & { onClose: () => void }) {
  const { t } = useTranslation('questionnaire');
  const { url, failed } = useMorphImage(first.fake_user_uuid!, second.fake_user_uuid!);
  const names = { first: fullName(first), second: fullName(second) };
  useEffect(() => morph.markShown(), []);
  // without the picture the dialog has nothing to show
  if (failed) return null;
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('contacts.morph.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="4">{t('contacts.morph.body', names)}</Text>
              {url ? (
                <chakra.img src={url} alt={t('contacts.morph.alt', names)} borderRadius="lg" mx="auto" maxH="60vh" />
              ) : (
                <Center h="64" bg="bg.muted" borderRadius="lg">
                  <Spinner role="status" aria-label={t('contacts.morph.loading')} />
                </Center>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
