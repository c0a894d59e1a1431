import { memo } from 'react';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { managerName, TABLE_TEXT_LIMIT } from '../utils/mission-list';
import { CutText } from '../../../components/cut-text';

/** What a row asks the page for; the element is where a menu opens and the focus returns. */
export type RowAction = 'open' | 'menu';
export type OnRowAction = (action: RowAction, mission: MissionResponse, element: HTMLElement) => void;

export interface RowLabels {
  ended: string;
  endedHint: string;
  menuFor: (name: string) => string;
  date: (iso: string) => string;
}

interface Props {
  mission: MissionResponse;
  labels: RowLabels;
  menuOpen: boolean;
  onAction: OnRowAction;
}

/**
 * One mission. Its name is a button (keyboard and screen readers open the details there); a
 * click anywhere else on the row does the same, but for the menu button.
 */
export const MissionRow = memo(function MissionRow({ mission, labels, menuOpen, onAction }: Props) {
  const name = mission.mission_name;
  return (
    <tr
      data-mission-pk={mission.pk}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('button')) return;
        const open = event.currentTarget.querySelector<HTMLElement>('button.open');
        if (open) onAction('open', mission, open);
      }}
    >
      <th scope="row">
        <button type="button" className="open" onClick={(event) => onAction('open', mission, event.currentTarget)}>
          <CutText limit={TABLE_TEXT_LIMIT} text={name} />
        </button>
        {!mission.is_active && (
          <span className="ended" title={labels.endedHint}>
            {labels.ended}
          </span>
        )}
      </th>
      <td>{mission.reference}</td>
      <td className="number">{mission.mission_member.length}</td>
      <td className="date">{labels.date(mission.mission_creation_date)}</td>
      <td className="date">{labels.date(mission.mission_end_date)}</td>
      <td>
        <CutText limit={TABLE_TEXT_LIMIT} text={managerName(mission)} />
      </td>
      <td>
        <button
          type="button"
          className="icon"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-label={labels.menuFor(name)}
          onClick={(event) => onAction('menu', mission, event.currentTarget)}
        >
          <span aria-hidden="true">⋮</span>
        </button>
      </td>
    </tr>
  );
});
