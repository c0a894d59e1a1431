import { memo, type ReactNode } from 'react';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { teamHeadcount, teamScore, type ListColumn, type TeamScoreGap } from '../utils/list-columns';
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
  /** what "-" means, for screen readers and on hover */
  gap: Record<TeamScoreGap, string>;
  /** a questionnaire type as the interface names it */
  questionnaire: (mission: MissionResponse) => string;
  /** the barometer's button that opens a survey's results: its text, and its name with the survey's */
  viewResult: string;
  viewResultFor: (name: string) => string;
}

interface Props {
  mission: MissionResponse;
  columns: readonly ListColumn[];
  labels: RowLabels;
  menuOpen: boolean;
  onAction: OnRowAction;
}

const cut = (text: string) => <CutText limit={TABLE_TEXT_LIMIT} text={text} />;

/** A team score, or "-" with its reason (read out, and on hover). */
function ScoreCell({ mission, which, gap }: { mission: MissionResponse; which: 'cpi' | 'lowestScore'; gap: RowLabels['gap'] }) {
  const score = teamScore(mission, which);
  if ('percent' in score) return <td className="number">{`${score.percent}%`}</td>;
  return (
    <td className="number" title={gap[score.gap]}>
      <span aria-hidden="true">-</span>
      <span className="sr-only">{gap[score.gap]}</span>
    </td>
  );
}

function cell(column: ListColumn, mission: MissionResponse, labels: RowLabels, onAction: OnRowAction): ReactNode {
  const manager = mission.mission_manager;
  switch (column) {
    case 'reference':
      return <td key={column}>{mission.reference}</td>;
    case 'members':
    case 'headcount':
      return (
        <td key={column} className="number">
          {mission.mission_member.length}
        </td>
      );
    case 'created':
      return (
        <td key={column} className="date">
          {labels.date(mission.mission_creation_date)}
        </td>
      );
    case 'endDate':
      return (
        <td key={column} className="date">
          {labels.date(mission.mission_end_date)}
        </td>
      );
    case 'manager':
      return <td key={column}>{cut(managerName(mission))}</td>;
    case 'managerLast':
      return <td key={column}>{cut(manager?.last_name ?? '')}</td>;
    case 'managerFirst':
      return <td key={column}>{cut(manager?.first_name ?? '')}</td>;
    case 'cpi':
      return <ScoreCell key={column} mission={mission} which="cpi" gap={labels.gap} />;
    case 'lowestScore':
      return <ScoreCell key={column} mission={mission} which="lowestScore" gap={labels.gap} />;
    case 'teamHeadcount':
      return (
        <td key={column} className="number">
          {teamHeadcount(mission)}
        </td>
      );
    case 'questionnaire':
      return <td key={column}>{labels.questionnaire(mission)}</td>;
    case 'answers':
      return (
        <td key={column} className="number">
          {mission.barometer_result_count}
        </td>
      );
    case 'results':
      return (
        <td key={column}>
          <button
            type="button"
            className="view"
            aria-label={labels.viewResultFor(mission.mission_name)}
            onClick={(event) => onAction('open', mission, event.currentTarget)}
          >
            {labels.viewResult}
          </button>
        </td>
      );
  }
}

/**
 * One mission. Its name is a button (keyboard and screen readers open the details there); a
 * click anywhere else on the row does the same, but for the menu button.
 */
export const MissionRow = memo(function MissionRow({ mission, columns, labels, menuOpen, onAction }: Props) {
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
          {cut(name)}
        </button>
        {!mission.is_active && (
          <span className="ended" title={labels.endedHint}>
            {labels.ended}
          </span>
        )}
      </th>
      {columns.map((column) => cell(column, mission, labels, onAction))}
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
