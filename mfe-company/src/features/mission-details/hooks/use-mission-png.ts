import { notify } from '@rapport/ui';
import { saveFile } from '@rapport/ui/save-file';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeOutOfSight, printSheet, type PrintHeading } from '../utils/print-sheet';

/**
 * Print: the mission details as a PNG picture (spec section 9 names the file), headed by the
 * mission's name, reference and the day, without the controls of the screen (printSheet).
 * html-to-image is loaded on the click only: nobody who never prints downloads it.
 */
export function useMissionPng() {
  const { t } = useTranslation('company');
  const [printing, setPrinting] = useState(false);
  const print = async (node: HTMLElement | null, heading: PrintHeading, fileName: string) => {
    setPrinting(true);
    try {
      if (!node) throw new Error('nothing to print');
      const { toPng } = await import('html-to-image');
      const sheet = printSheet(node, heading);
      const takeAway = placeOutOfSight(sheet, node);
      let picture: string;
      try {
        picture = await toPng(sheet, { backgroundColor: '#ffffff', pixelRatio: 2, cacheBust: true });
      } finally {
        takeAway();
      }
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
