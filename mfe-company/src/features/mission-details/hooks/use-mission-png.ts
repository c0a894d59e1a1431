import { notify } from '@rapport/ui';
import { saveFile } from '@rapport/ui/save-file';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Print: the mission details as a PNG picture (spec section 9 names the file). html-to-image
 * is loaded on the click only: nobody who never prints downloads it.
 */
export function useMissionPng() {
  const { t } = useTranslation('company');
  const [printing, setPrinting] = useState(false);
  const print = async (node: HTMLElement | null, fileName: string) => {
    setPrinting(true);
    try {
      if (!node) throw new Error('nothing to print');
      const { toPng } = await import('html-to-image');
      const picture = await toPng(node, { backgroundColor: '#ffffff', pixelRatio: 2, cacheBust: true });
      saveFile(picture, fileName);
      notify('success', t('missionDetails.print.downloaded'));
    } catch {
      notify('error', t('missionDetails.print.failed'));
    } finally {
      setPrinting(false);
    }
  };
  return { print, printing };
}
