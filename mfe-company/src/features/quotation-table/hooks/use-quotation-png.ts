import { notify } from '@rapport/ui';
import { saveFile } from '@rapport/ui/save-file';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quotationFileName } from '../utils/quotation-file-name';

/**
 * Print: the quotation table as a PNG picture (spec section 9 names the file). html-to-image
 * is loaded on the click only: nobody who never prints downloads it.
 */
export function useQuotationPng() {
  const { t } = useTranslation('company');
  const [printing, setPrinting] = useState(false);
  const print = async (node: HTMLElement | null, person: { first_name: string; last_name: string }) => {
    setPrinting(true);
    try {
      if (!node) throw new Error('nothing to print');
      const { toPng } = await import('html-to-image');
      const picture = await toPng(node, { backgroundColor: '#ffffff', pixelRatio: 2, cacheBust: true });
      saveFile(picture, quotationFileName(person));
      notify('success', t('quotation.downloaded'));
    } catch {
      notify('error', t('quotation.downloadFailed'));
    } finally {
      setPrinting(false);
    }
  };
  return { print, printing };
}
