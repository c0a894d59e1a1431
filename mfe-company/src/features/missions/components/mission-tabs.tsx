import { chakra } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';
import type { MissionTab } from '../utils/list-kinds';

interface Props {
  tabs: readonly { id: MissionTab; label: string }[];
  selected: MissionTab;
  onSelect: (tab: MissionTab) => void;
  label: string;
  /** the id of the panel the tabs control */
  panelId: string;
}

const Tab = chakra('button', {
  base: {
    px: '4',
    minH: '10',
    fontWeight: 'medium',
    borderBottomWidth: '2px',
    borderColor: 'transparent',
    color: 'fg.muted',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    _hover: { color: 'fg' },
    _selected: { borderColor: 'brand.solid', color: 'fg' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' },
  },
});

/**
 * The list's tabs as WAI-ARIA tabs with native buttons (Chakra's Tabs is not in the shared
 * bundle): one tab stop, arrows, Home and End move and select (automatic activation).
 */
export function MissionTabs({ tabs, selected, onSelect, label, panelId }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onSelect(tabs[next].id);
  };
  return (
    <chakra.div role="tablist" aria-label={label} display="flex" overflowX="auto" borderBottomWidth="1px">
      {tabs.map((tab, index) => (
        <Tab
          key={tab.id}
          ref={(element: HTMLButtonElement | null) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`${panelId}-tab-${tab.id}`}
          aria-selected={tab.id === selected}
          aria-controls={panelId}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => move(event, index)}
        >
          {tab.label}
        </Tab>
      ))}
    </chakra.div>
  );
}
