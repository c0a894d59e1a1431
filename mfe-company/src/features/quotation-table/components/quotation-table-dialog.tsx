import { Box, Button, Text } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import { serverMessage } from '@rapport/platform';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame';
import { PageLoading } from '../../../components/page-loading';
import { useContactResultQuery } from '../api/contact-result-api';
import { useQuotationPng } from '../hooks/use-quotation-png';
import { QuotationContent } from './quotation-content';
import { fullName } from '../../../lib/text';
import { OpenDialogRoot } from '../../../components/open-dialog-root';

interface Props {
  person: { id: number; first_name: string; last_name: string };
  /** called once it has closed */
  onClose: () => void;
  /** where the focus goes back to when it closes */
  finalFocusEl: () => HTMLElement | null;
}

/**
 * The quotation table of a contact, open when mounted; it closes as any dialog does (focus
 * back, exit animation), then tells its owner, which unmounts it. Print saves it as a PNG.
 */
export function QuotationTableDialog({ person, onClose, finalFocusEl }: Props) {
  const { t } = useTranslation('company');
  const result = useContactResultQuery({ id: person.id });
  const printed = useRef<HTMLDivElement>(null);
  const { print, printing } = useQuotationPng();
  const name = fullName(person);
  return (
    <OpenDialogRoot
      onClose={onClose}
      size={{ base: 'full', md: 'xl' }}
      placement="center"
      scrollBehavior="inside"
      finalFocusEl={finalFocusEl}
    >
      <DialogFrame title={t('quotation.title', { name })}>
        {/* focusable: a keyboard user scrolls the table with the arrow keys */}
        <Dialog.Body tabIndex={0}>
          {result.isLoading && <PageLoading label={t('quotation.loading')} />}
          {result.isError && (
            <Text role="alert" color="fg.error">
              {serverMessage(result.error, t('quotation.loadFailed'))}
            </Text>
          )}
          {result.data && (
            <Box ref={printed} bg="bg" p="2">
              <QuotationContent name={name} result={result.data} />
            </Box>
          )}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">{t('common.close')}</Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="brand" disabled={!result.data} loading={printing} onClick={() => void print(printed.current, person)}>
            {t('quotation.print')}
          </Button>
        </Dialog.Footer>
      </DialogFrame>
    </OpenDialogRoot>
  );
}
